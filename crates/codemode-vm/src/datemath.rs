//! ECMAScript Date algorithms (ECMA-262 §21.4.1), `Date.parse` and the Date
//! string formats, all on `f64` time values (milliseconds since the epoch).
//!
//! The local time zone is UTC, so `LocalTime(t) = UTC(t) = t` and every
//! "local" format prints `GMT+0000 (Coordinated Universal Time)`.
//!
//! * The abstract operations (`day`, `make_day`, `time_clip`, …) follow the
//!   specification step by step, including NaN propagation: non-finite
//!   arguments give NaN. [`make_day`] additionally applies V8's range guard
//!   (years outside ±1,000,000 or months outside ±10,000,000 give NaN), which
//!   is the spec's "if this is not possible … return NaN" as V8 implements it.
//! * [`parse_date`] is a port of V8's `DateParser` (`src/date/dateparser*`):
//!   the ES5 ISO format first, then V8's legacy fallback grammar, so every
//!   string that node accepts parses to the same value, and the rest is NaN.
//! * The formatting functions print what V8 / ICU (`en-US`) print.
//!
//! No function panics, whatever the input.

use crate::numconv::is_js_whitespace;

/// Milliseconds per second.
pub const MS_PER_SECOND: f64 = 1000.0;
/// Milliseconds per minute.
pub const MS_PER_MINUTE: f64 = 60_000.0;
/// Milliseconds per hour.
pub const MS_PER_HOUR: f64 = 3_600_000.0;
/// `msPerDay` (ECMA-262 §21.4.1.3).
pub const MS_PER_DAY: f64 = 86_400_000.0;
/// The largest absolute time value (ECMA-262 §21.4.1.1): 8.64e15 ms = 10^8 days.
pub const MAX_TIME: f64 = 8.64e15;

const SHORT_WEEKDAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHORT_MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/// Days before the first of each month, common and leap years.
const DAYS_BEFORE_MONTH: [[u16; 13]; 2] = [
    [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365],
    [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366],
];

/// `x modulo m` with the sign of `m` (the spec's mathematical modulo), and
/// never `-0`.
fn modulo(x: f64, m: f64) -> f64 {
    let r = x % m;
    let r = if r < 0.0 { r + m } else { r };
    if r >= m { 0.0 } else { r + 0.0 }
}

/// ToIntegerOrInfinity on a Number (truncation; NaN → 0; never -0).
fn to_integer(x: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else if x.is_infinite() {
        x
    } else {
        x.trunc() + 0.0
    }
}

/// Time values this far from the epoch (the range of `TimeClip` and a day either side for local
/// offsets) break down by integer arithmetic ([`civil`]): their day numbers and fields are what
/// the floating-point definitions below give, exactly (`t / msPerDay` cannot round across an
/// integer below 2^27 days).
const CIVIL_RANGE: f64 = MAX_TIME + 2.0 * MS_PER_DAY;

/// The time value `t` as integer milliseconds when it is integral and within [`CIVIL_RANGE`]
/// (where [`civil`], [`field`] and [`week_day`] answer by integer arithmetic).
#[inline]
fn civil_ms(t: f64) -> Option<i64> {
    (!t.is_nan() && t.abs() <= CIVIL_RANGE && t.fract() == 0.0).then_some(t as i64)
}

/// Year, month (0..=11) and day of the month (1..=31) of day number `days` (days since
/// 1970-01-01) in the proleptic Gregorian calendar, by era arithmetic: 400-year eras of 146,097
/// days counted from March 1 of year 0, so that the leap day ends each year. Exact for every
/// `i64` day number whose year fits (the tool-task records' times use it too).
#[must_use]
pub fn civil_from_days(days: i64) -> (i64, usize, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let date = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 2 } else { mp - 10 } as usize;
    (yoe + era * 400 + i64::from(month <= 1), month, date as u32)
}

/// The calendar fields of an integral time value within [`CIVIL_RANGE`]: year, month (0..=11),
/// day of the month (1..=31) and day within the year (0..=365), from [`civil_from_days`].
/// `None` otherwise (NaN, out of range, a fraction): the floating-point definitions answer then.
#[inline]
fn civil(t: f64) -> Option<(i64, usize, u32, u32)> {
    let (year, month, date) = civil_from_days(civil_ms(t)?.div_euclid(86_400_000));
    let leap = year.rem_euclid(4) == 0 && (year.rem_euclid(100) != 0 || year.rem_euclid(400) == 0);
    let within = u32::from(DAYS_BEFORE_MONTH[usize::from(leap)][month]) + date - 1;
    Some((year, month, date, within))
}

/// `t` in whole units of `unit` ms, modulo `m`, for an integral `t` within [`CIVIL_RANGE`].
#[inline]
fn field(t: f64, unit: i64, m: i64) -> Option<f64> {
    civil_ms(t).map(|ms| ms.div_euclid(unit).rem_euclid(m) as f64)
}

// ---------------------------------------------------------------------------
// §21.4.1 abstract operations
// ---------------------------------------------------------------------------

/// `Day(t)` (§21.4.1.3): `floor(t / msPerDay)`.
#[must_use]
pub fn day(t: f64) -> f64 {
    (t / MS_PER_DAY).floor()
}

/// `TimeWithinDay(t)` (§21.4.1.4): `t modulo msPerDay`, in `[0, msPerDay)`.
#[must_use]
pub fn time_within_day(t: f64) -> f64 {
    modulo(t, MS_PER_DAY)
}

/// `DaysInYear(y)` (§21.4.1.5): 365 or 366 (NaN for non-finite `y`).
#[must_use]
pub fn days_in_year(y: f64) -> f64 {
    if !y.is_finite() {
        return f64::NAN;
    }
    if y % 4.0 != 0.0 {
        365.0
    } else if y % 100.0 != 0.0 {
        366.0
    } else if y % 400.0 != 0.0 {
        365.0
    } else {
        366.0
    }
}

/// `DayFromYear(y)` (§21.4.1.6): the day number of January 1 of year `y`.
#[must_use]
pub fn day_from_year(y: f64) -> f64 {
    365.0 * (y - 1970.0) + ((y - 1969.0) / 4.0).floor() - ((y - 1901.0) / 100.0).floor()
        + ((y - 1601.0) / 400.0).floor()
}

/// `TimeFromYear(y)` (§21.4.1.7): `msPerDay × DayFromYear(y)`.
#[must_use]
pub fn time_from_year(y: f64) -> f64 {
    MS_PER_DAY * day_from_year(y)
}

/// `YearFromTime(t)` (§21.4.1.8): the largest integral `y` with
/// `TimeFromYear(y) ≤ t` (NaN for non-finite `t`).
#[must_use]
pub fn year_from_time(t: f64) -> f64 {
    if !t.is_finite() {
        return f64::NAN;
    }
    if let Some((y, ..)) = civil(t) {
        return y as f64;
    }
    let mut y = (day(t) / 365.2425).floor() + 1970.0;
    // The estimate is within a year or two for every time value; the loops
    // are bounded so absurd magnitudes (where f64 loses integers) still end.
    for _ in 0..64 {
        if time_from_year(y) > t {
            y -= 1.0;
        } else if time_from_year(y + 1.0) <= t {
            y += 1.0;
        } else {
            break;
        }
    }
    y
}

/// `InLeapYear(t)` (§21.4.1.9): `1` if `t` is within a leap year, else `+0`
/// (NaN for non-finite `t`).
#[must_use]
pub fn in_leap_year(t: f64) -> f64 {
    if let Some((y, ..)) = civil(t) {
        return f64::from(y.rem_euclid(4) == 0 && (y.rem_euclid(100) != 0 || y.rem_euclid(400) == 0));
    }
    let d = days_in_year(year_from_time(t));
    if d.is_nan() {
        f64::NAN
    } else if d == 366.0 {
        1.0
    } else {
        0.0
    }
}

/// `DayWithinYear(t)` (§21.4.1.10): 0..=365.
#[must_use]
pub fn day_within_year(t: f64) -> f64 {
    if let Some((.., within)) = civil(t) {
        return f64::from(within);
    }
    day(t) - day_from_year(year_from_time(t))
}

/// `MonthFromTime(t)` (§21.4.1.11): 0 (January) ..= 11 (December).
#[must_use]
pub fn month_from_time(t: f64) -> f64 {
    if let Some((_, month, ..)) = civil(t) {
        return month as f64;
    }
    let leap = in_leap_year(t);
    if leap.is_nan() {
        return f64::NAN;
    }
    let table = &DAYS_BEFORE_MONTH[usize::from(leap == 1.0)];
    let d = day_within_year(t);
    for m in 0..12 {
        if d < f64::from(table[m + 1]) {
            return m as f64;
        }
    }
    11.0
}

/// `DateFromTime(t)` (§21.4.1.12): day of the month, 1..=31.
#[must_use]
pub fn date_from_time(t: f64) -> f64 {
    if let Some((_, _, date, _)) = civil(t) {
        return f64::from(date);
    }
    let m = month_from_time(t);
    if m.is_nan() {
        return f64::NAN;
    }
    let leap = in_leap_year(t) == 1.0;
    let table = &DAYS_BEFORE_MONTH[usize::from(leap)];
    day_within_year(t) - f64::from(table[m as usize]) + 1.0
}

/// `WeekDay(t)` (§21.4.1.13): 0 (Sunday) ..= 6 (Saturday).
#[must_use]
pub fn week_day(t: f64) -> f64 {
    if let Some(ms) = civil_ms(t) {
        return (ms.div_euclid(86_400_000) + 4).rem_euclid(7) as f64;
    }
    modulo(day(t) + 4.0, 7.0)
}

/// `HourFromTime(t)` (§21.4.1.14): 0..=23.
#[must_use]
pub fn hour_from_time(t: f64) -> f64 {
    field(t, 3_600_000, 24).unwrap_or_else(|| modulo((t / MS_PER_HOUR).floor(), 24.0))
}

/// `MinFromTime(t)` (§21.4.1.15): 0..=59.
#[must_use]
pub fn min_from_time(t: f64) -> f64 {
    field(t, 60_000, 60).unwrap_or_else(|| modulo((t / MS_PER_MINUTE).floor(), 60.0))
}

/// `SecFromTime(t)` (§21.4.1.16): 0..=59.
#[must_use]
pub fn sec_from_time(t: f64) -> f64 {
    field(t, 1000, 60).unwrap_or_else(|| modulo((t / MS_PER_SECOND).floor(), 60.0))
}

/// `msFromTime(t)` (§21.4.1.17): 0..=999.
#[must_use]
pub fn ms_from_time(t: f64) -> f64 {
    field(t, 1, 1000).unwrap_or_else(|| modulo(t, MS_PER_SECOND))
}

/// `MakeTime(hour, min, sec, ms)` (§21.4.1.27): NaN if any argument is not
/// finite; otherwise each is truncated and the result computed with IEEE
/// arithmetic `((h × msPerHour + m × msPerMinute) + s × msPerSecond) + milli`.
#[must_use]
pub fn make_time(hour: f64, min: f64, sec: f64, ms: f64) -> f64 {
    if !(hour.is_finite() && min.is_finite() && sec.is_finite() && ms.is_finite()) {
        return f64::NAN;
    }
    let h = to_integer(hour);
    let m = to_integer(min);
    let s = to_integer(sec);
    let milli = to_integer(ms);
    ((h * MS_PER_HOUR + m * MS_PER_MINUTE) + s * MS_PER_SECOND) + milli
}

/// `MakeDay(year, month, date)` (§21.4.1.28): the day number of
/// `date` of month `month` (0-based, may overflow or be negative) of `year`.
/// NaN if an argument is not finite, or (V8's range guard) if `year` is
/// outside ±1,000,000 or `month` outside ±10,000,000.
#[must_use]
pub fn make_day(year: f64, month: f64, date: f64) -> f64 {
    if !(year.is_finite() && month.is_finite() && date.is_finite()) {
        return f64::NAN;
    }
    if !((-1_000_000.0..=1_000_000.0).contains(&year) && (-10_000_000.0..=10_000_000.0).contains(&month)) {
        return f64::NAN;
    }
    let y = to_integer(year);
    let m = to_integer(month);
    let dt = to_integer(date);
    let ym = y + (m / 12.0).floor();
    let mn = modulo(m, 12.0);
    let leap = days_in_year(ym) == 366.0;
    let first = day_from_year(ym) + f64::from(DAYS_BEFORE_MONTH[usize::from(leap)][mn as usize]);
    first + dt - 1.0
}

/// `MakeDate(day, time)` (§21.4.1.29): `day × msPerDay + time`, NaN if either
/// argument or the result is not finite.
#[must_use]
pub fn make_date(day: f64, time: f64) -> f64 {
    if !(day.is_finite() && time.is_finite()) {
        return f64::NAN;
    }
    let tv = day * MS_PER_DAY + time;
    if tv.is_finite() { tv } else { f64::NAN }
}

/// `TimeClip(time)` (§21.4.1.31): NaN if not finite or `|time| > 8.64e15`,
/// else ToIntegerOrInfinity(time) (so `-0` becomes `+0`).
#[must_use]
pub fn time_clip(time: f64) -> f64 {
    if !time.is_finite() || time.abs() > MAX_TIME {
        return f64::NAN;
    }
    to_integer(time)
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

/// A broken-down time value (UTC = local time).
struct Parts {
    year: i64,
    month: usize, // 0..=11
    date: u32,
    weekday: usize, // 0 = Sunday
    hour: u32,
    minute: u32,
    second: u32,
    ms: u32,
}

fn breakdown(t: f64) -> Option<Parts> {
    // Time values are integral and |t| <= 8.64e15; other input is clipped
    // the same way (truncated) rather than rejected.
    if !t.is_finite() || t.abs() > 1e18 {
        return None;
    }
    let t = t.trunc();
    if let Some(ms) = civil_ms(t) {
        let day = ms.div_euclid(86_400_000);
        let (year, month, date) = civil_from_days(day);
        let s = ms.div_euclid(1000).rem_euclid(86_400) as u32;
        return Some(Parts {
            year,
            month,
            date,
            weekday: (day + 4).rem_euclid(7) as usize,
            hour: s / 3600,
            minute: s / 60 % 60,
            second: s % 60,
            ms: ms.rem_euclid(1000) as u32,
        });
    }
    Some(Parts {
        year: year_from_time(t) as i64,
        month: (month_from_time(t) as usize).min(11),
        date: date_from_time(t) as u32,
        weekday: (week_day(t) as usize).min(6),
        hour: hour_from_time(t) as u32,
        minute: min_from_time(t) as u32,
        second: sec_from_time(t) as u32,
        ms: ms_from_time(t) as u32,
    })
}

/// V8's year field in `toString`/`toUTCString`: `%04d`, or `%05d` for
/// negative years (`-0001`, `-12345`).
fn v8_year(y: i64) -> String {
    if y < 0 { format!("{y:05}") } else { format!("{y:04}") }
}

const INVALID_DATE: &str = "Invalid Date";

/// `Date.prototype.toISOString` (§21.4.4.36, format of §21.4.1.32):
/// `YYYY-MM-DDTHH:mm:ss.sssZ`, years outside 0..=9999 as `±YYYYYY`.
/// The caller must throw a RangeError for a NaN time value; this function
/// returns `"Invalid Date"` for it instead of panicking.
#[must_use]
pub fn to_iso_string(t: f64) -> String {
    let Some(p) = breakdown(t) else {
        return INVALID_DATE.into();
    };
    let mut out = String::with_capacity(27);
    if (0..=9999).contains(&p.year) {
        push_digits(&mut out, p.year.unsigned_abs(), 4);
    } else {
        out.push(if p.year < 0 { '-' } else { '+' });
        push_digits(&mut out, p.year.unsigned_abs(), 6);
    }
    for (sep, v, width) in [
        ('-', p.month as u64 + 1, 2),
        ('-', u64::from(p.date), 2),
        ('T', u64::from(p.hour), 2),
        (':', u64::from(p.minute), 2),
        (':', u64::from(p.second), 2),
        ('.', u64::from(p.ms), 3),
    ] {
        out.push(sep);
        push_digits(&mut out, v, width);
    }
    out.push('Z');
    out
}

/// Appends `v` in decimal (`numconv::integer_digits`; the fields here are far below 2^53),
/// zero-padded to `width` digits.
fn push_digits(out: &mut String, v: u64, width: usize) {
    let mut buf = [0u8; 20];
    let d = crate::numconv::integer_digits(v as f64, &mut buf).unwrap_or("0");
    out.extend(std::iter::repeat_n('0', width.saturating_sub(d.len())));
    out.push_str(d);
}

/// `Date.prototype.toUTCString` (§21.4.4.43): `Thu, 01 Jan 1970 00:00:00 GMT`
/// (`"Invalid Date"` for NaN).
#[must_use]
pub fn to_utc_string(t: f64) -> String {
    let Some(p) = breakdown(t) else {
        return INVALID_DATE.into();
    };
    format!(
        "{}, {:02} {} {} {:02}:{:02}:{:02} GMT",
        SHORT_WEEKDAYS[p.weekday],
        p.date,
        SHORT_MONTHS[p.month],
        v8_year(p.year),
        p.hour,
        p.minute,
        p.second
    )
}

/// `Date.prototype.toDateString` (§21.4.4.35, `DateString`): `Thu Jan 01 1970`
/// (`"Invalid Date"` for NaN).
#[must_use]
pub fn to_date_string(t: f64) -> String {
    let Some(p) = breakdown(t) else {
        return INVALID_DATE.into();
    };
    format!("{} {} {:02} {}", SHORT_WEEKDAYS[p.weekday], SHORT_MONTHS[p.month], p.date, v8_year(p.year))
}

/// `Date.prototype.toTimeString` (§21.4.4.42, `TimeString` + `TimeZoneString`):
/// `00:00:00 GMT+0000 (Coordinated Universal Time)` (`"Invalid Date"` for NaN).
#[must_use]
pub fn to_time_string(t: f64) -> String {
    let Some(p) = breakdown(t) else {
        return INVALID_DATE.into();
    };
    format!("{:02}:{:02}:{:02} GMT+0000 (Coordinated Universal Time)", p.hour, p.minute, p.second)
}

/// `Date.prototype.toString` (§21.4.4.41, `ToDateString`) as V8 prints it:
/// `Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)`
/// (`"Invalid Date"` for NaN; also what `String(new Date(NaN))` gives).
#[must_use]
pub fn to_string_v8(t: f64) -> String {
    if breakdown(t).is_none() {
        return INVALID_DATE.into();
    }
    format!("{} {}", to_date_string(t), to_time_string(t))
}

/// ICU's year of era (proleptic Gregorian): year 0 is 1 BC, printed as `1`.
fn year_of_era(y: i64) -> i64 {
    if y > 0 { y } else { 1 - y }
}

/// `Date.prototype.toLocaleDateString()` for `en-US` in UTC: `1/1/1970`
/// (`"Invalid Date"` for NaN). Years ≤ 0 print their year of era, like ICU.
#[must_use]
pub fn to_locale_date_string_en_us(t: f64) -> String {
    let Some(p) = breakdown(t) else {
        return INVALID_DATE.into();
    };
    format!("{}/{}/{}", p.month + 1, p.date, year_of_era(p.year))
}

/// `Date.prototype.toLocaleTimeString()` for `en-US` in UTC: `12:00:00 AM`
/// (`"Invalid Date"` for NaN). The space before AM/PM is U+0020, as in node 20.
#[must_use]
pub fn to_locale_time_string_en_us(t: f64) -> String {
    let Some(p) = breakdown(t) else {
        return INVALID_DATE.into();
    };
    let h12 = if p.hour % 12 == 0 { 12 } else { p.hour % 12 };
    let ampm = if p.hour < 12 { "AM" } else { "PM" };
    format!("{}:{:02}:{:02} {}", h12, p.minute, p.second, ampm)
}

/// `Date.prototype.toLocaleString()` for `en-US` in UTC:
/// `1/1/1970, 12:00:00 AM` (`"Invalid Date"` for NaN).
#[must_use]
pub fn to_locale_string_en_us(t: f64) -> String {
    if breakdown(t).is_none() {
        return INVALID_DATE.into();
    }
    format!("{}, {}", to_locale_date_string_en_us(t), to_locale_time_string_en_us(t))
}

// ---------------------------------------------------------------------------
// Parsing: a port of V8's DateParser
// ---------------------------------------------------------------------------

/// Missing value marker (V8's `kNone = kMaxInt`).
const NONE: i32 = i32::MAX;
/// Digits beyond this many are ignored in a numeral's value.
const MAX_SIGNIFICANT_DIGITS: usize = 9;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum KeywordType {
    Invalid,
    MonthName,
    TimeZoneName,
    TimeSeparator,
    AmPm,
}

/// V8's keyword table: a word matches on its first three (lower-cased)
/// characters; only month names may be longer than their entry.
const KEYWORDS: [([u8; 3], KeywordType, i32); 27] = [
    (*b"jan", KeywordType::MonthName, 1),
    (*b"feb", KeywordType::MonthName, 2),
    (*b"mar", KeywordType::MonthName, 3),
    (*b"apr", KeywordType::MonthName, 4),
    (*b"may", KeywordType::MonthName, 5),
    (*b"jun", KeywordType::MonthName, 6),
    (*b"jul", KeywordType::MonthName, 7),
    (*b"aug", KeywordType::MonthName, 8),
    (*b"sep", KeywordType::MonthName, 9),
    (*b"oct", KeywordType::MonthName, 10),
    (*b"nov", KeywordType::MonthName, 11),
    (*b"dec", KeywordType::MonthName, 12),
    (*b"am\0", KeywordType::AmPm, 0),
    (*b"pm\0", KeywordType::AmPm, 12),
    (*b"ut\0", KeywordType::TimeZoneName, 0),
    (*b"utc", KeywordType::TimeZoneName, 0),
    (*b"z\0\0", KeywordType::TimeZoneName, 0),
    (*b"gmt", KeywordType::TimeZoneName, 0),
    (*b"cdt", KeywordType::TimeZoneName, -5),
    (*b"cst", KeywordType::TimeZoneName, -6),
    (*b"edt", KeywordType::TimeZoneName, -4),
    (*b"est", KeywordType::TimeZoneName, -5),
    (*b"mdt", KeywordType::TimeZoneName, -6),
    (*b"mst", KeywordType::TimeZoneName, -7),
    (*b"pdt", KeywordType::TimeZoneName, -7),
    (*b"pst", KeywordType::TimeZoneName, -8),
    (*b"t\0\0", KeywordType::TimeSeparator, 0),
];

fn lookup_keyword(prefix: [u32; 3], len: usize) -> (KeywordType, i32) {
    for (word, kind, value) in KEYWORDS.iter() {
        let same = prefix.iter().zip(word.iter()).all(|(&p, &w)| p == u32::from(w));
        if same && (len <= 3 || *kind == KeywordType::MonthName) {
            return (*kind, *value);
        }
    }
    (KeywordType::Invalid, 0)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Token {
    Invalid,
    Unknown,
    WhiteSpace,
    EndOfInput,
    Number { value: i32, len: usize },
    Symbol(u8),
    Keyword { kind: KeywordType, value: i32, len: usize },
}

impl Token {
    fn is_number(self) -> bool {
        matches!(self, Token::Number { .. })
    }
    fn number(self) -> i32 {
        match self {
            Token::Number { value, .. } => value,
            _ => 0,
        }
    }
    fn is_fixed_length_number(self, n: usize) -> bool {
        matches!(self, Token::Number { len, .. } if len == n)
    }
    fn is_symbol(self, c: u8) -> bool {
        self == Token::Symbol(c)
    }
    fn is_ascii_sign(self) -> bool {
        matches!(self, Token::Symbol(b'+' | b'-'))
    }
    /// 1 for `+`, -1 for `-`.
    fn ascii_sign(self) -> i32 {
        if self == Token::Symbol(b'-') { -1 } else { 1 }
    }
    fn is_keyword_type(self, t: KeywordType) -> bool {
        matches!(self, Token::Keyword { kind, .. } if kind == t)
    }
    fn is_keyword_z(self) -> bool {
        matches!(self, Token::Keyword { kind: KeywordType::TimeZoneName, value: 0, len: 1 })
    }
}

/// V8's `InputReader` + `DateStringTokenizer`, with one token of look-ahead.
/// A NUL code unit ends the input, as in V8.
struct Scanner {
    units: Vec<u16>,
    index: usize,
    ch: u32,
    next: Token,
}

impl Scanner {
    fn new(units: &[u16]) -> Self {
        let mut sc = Scanner { units: units.to_vec(), index: 0, ch: 0, next: Token::EndOfInput };
        sc.advance();
        sc.next = sc.scan();
        sc
    }

    fn advance(&mut self) {
        self.ch = self.units.get(self.index).map_or(0, |&c| u32::from(c));
        self.index += 1;
    }

    fn is_digit(&self) -> bool {
        (0x30..=0x39).contains(&self.ch)
    }

    /// A word character: `>= 'A'` but not `WhiteSpace` (line terminators
    /// such as U+2028 *are* word characters, as in V8).
    fn is_word_char(&self) -> bool {
        self.ch >= u32::from(b'A')
            && !(self.ch <= 0xFFFF && is_js_whitespace(self.ch as u16) && !matches!(self.ch, 0x2028 | 0x2029))
    }

    fn skip(&mut self, c: u8) -> bool {
        if self.ch == u32::from(c) {
            self.advance();
            true
        } else {
            false
        }
    }

    fn scan(&mut self) -> Token {
        let pre = self.index;
        if self.ch == 0 {
            return Token::EndOfInput;
        }
        if self.is_digit() {
            // Leading zeros do not count towards the significant digits.
            while self.ch == 0x30 {
                self.advance();
            }
            let mut n: i32 = 0;
            let mut i = 0;
            while self.is_digit() {
                if i < MAX_SIGNIFICANT_DIGITS {
                    n = n * 10 + (self.ch - 0x30) as i32;
                }
                i += 1;
                self.advance();
            }
            return Token::Number { value: n, len: self.index - pre };
        }
        for c in [b':', b'-', b'+', b'.', b')'] {
            if self.skip(c) {
                return Token::Symbol(c);
            }
        }
        if self.is_word_char() {
            let mut prefix = [0u32; 3];
            let mut len = 0;
            while self.is_word_char() {
                if len < 3 {
                    prefix[len] = self.ch | 0x20;
                }
                len += 1;
                self.advance();
            }
            let (kind, value) = lookup_keyword(prefix, len);
            return Token::Keyword { kind, value, len };
        }
        if self.ch <= 0xFFFF && is_js_whitespace(self.ch as u16) {
            self.advance();
            return Token::WhiteSpace;
        }
        if self.ch == u32::from(b'(') {
            let mut balance = 0i64;
            loop {
                if self.ch == u32::from(b')') {
                    balance -= 1;
                } else if self.ch == u32::from(b'(') {
                    balance += 1;
                }
                self.advance();
                if !(balance > 0 && self.ch != 0) {
                    break;
                }
            }
            return Token::Unknown;
        }
        self.advance();
        Token::Unknown
    }

    fn next(&mut self) -> Token {
        let result = self.next;
        self.next = self.scan();
        result
    }

    fn peek(&self) -> Token {
        self.next
    }

    fn skip_symbol(&mut self, c: u8) -> bool {
        if self.next.is_symbol(c) {
            self.next = self.scan();
            true
        } else {
            false
        }
    }
}

fn between(x: i32, lo: i32, hi: i32) -> bool {
    (lo..=hi).contains(&x)
}
fn is_month(x: i32) -> bool {
    between(x, 1, 12)
}
fn is_day(x: i32) -> bool {
    between(x, 1, 31)
}
fn is_hour(x: i32) -> bool {
    between(x, 0, 23)
}
fn is_minute(x: i32) -> bool {
    between(x, 0, 59)
}
fn is_second(x: i32) -> bool {
    between(x, 0, 59)
}
fn is_hour12(x: i32) -> bool {
    between(x, 0, 12)
}
fn is_millisecond(x: i32) -> bool {
    between(x, 0, 999)
}

/// The first three significant digits of a fraction-of-second numeral.
fn read_milliseconds(token: Token) -> i32 {
    let (mut number, mut length) = match token {
        Token::Number { value, len } => (value, len),
        _ => return 0,
    };
    if length == 1 {
        number *= 100;
    } else if length == 2 {
        number *= 10;
    } else if length > 3 {
        length = length.min(MAX_SIGNIFICANT_DIGITS);
        let mut factor = 1;
        while length > 3 {
            factor *= 10;
            length -= 1;
        }
        number /= factor;
    }
    number
}

struct TimeZoneComposer {
    sign: i32,
    hour: i32,
    minute: i32,
}

impl TimeZoneComposer {
    fn set(&mut self, offset_in_hours: i32) {
        self.sign = if offset_in_hours < 0 { -1 } else { 1 };
        self.hour = offset_in_hours * self.sign;
        self.minute = 0;
    }
    fn set_sign(&mut self, sign: i32) {
        self.sign = if sign < 0 { -1 } else { 1 };
    }
    fn is_expecting(&self, n: i32) -> bool {
        self.hour != NONE && self.minute == NONE && is_minute(n)
    }
    fn is_utc(&self) -> bool {
        self.hour == 0 && self.minute == 0
    }
    fn is_empty(&self) -> bool {
        self.hour == NONE
    }
    /// The UTC offset in seconds (`Ok(None)`: no zone given; `Err`: invalid).
    fn write(&self) -> Result<Option<i32>, ()> {
        if self.sign == NONE {
            return Ok(None);
        }
        let hour = if self.hour == NONE { 0 } else { self.hour };
        let minute = if self.minute == NONE { 0 } else { self.minute };
        // V8 does this in (wrapping) unsigned 32-bit arithmetic, then requires a Smi.
        let total = (hour as u32).wrapping_mul(3600).wrapping_add((minute as u32).wrapping_mul(60));
        let Ok(total) = i32::try_from(total) else {
            return Err(());
        };
        Ok(Some(if self.sign < 0 { -total } else { total }))
    }
}

struct TimeComposer {
    comp: [i32; 4],
    index: usize,
    hour_offset: i32,
}

impl TimeComposer {
    fn is_empty(&self) -> bool {
        self.index == 0
    }
    fn is_expecting(&self, n: i32) -> bool {
        (self.index == 1 && is_minute(n)) || (self.index == 2 && is_second(n)) || (self.index == 3 && is_millisecond(n))
    }
    fn add(&mut self, n: i32) -> bool {
        if self.index < 4 {
            self.comp[self.index] = n;
            self.index += 1;
            true
        } else {
            false
        }
    }
    fn add_final(&mut self, n: i32) -> bool {
        if !self.add(n) {
            return false;
        }
        while self.index < 4 {
            self.comp[self.index] = 0;
            self.index += 1;
        }
        true
    }
    /// `[hour, minute, second, millisecond]`, or `None` if invalid.
    fn write(&mut self) -> Option<[i32; 4]> {
        while self.index < 4 {
            self.comp[self.index] = 0;
            self.index += 1;
        }
        let [mut hour, minute, second, millisecond] = self.comp;
        if self.hour_offset != NONE {
            if !is_hour12(hour) {
                return None;
            }
            hour %= 12;
            hour += self.hour_offset;
        }
        if !is_hour(hour) || !is_minute(minute) || !is_second(second) || !is_millisecond(millisecond) {
            // A 24th hour is allowed if minutes, seconds, and milliseconds are 0.
            if hour != 24 || minute != 0 || second != 0 || millisecond != 0 {
                return None;
            }
        }
        Some([hour, minute, second, millisecond])
    }
}

struct DayComposer {
    comp: [i32; 3],
    index: usize,
    named_month: i32,
    is_iso_date: bool,
}

impl DayComposer {
    fn is_empty(&self) -> bool {
        self.index == 0
    }
    fn add(&mut self, n: i32) -> bool {
        if self.index < 3 {
            self.comp[self.index] = n;
            self.index += 1;
            true
        } else {
            false
        }
    }
    /// `[year, month (0-based), day]`, or `None` if invalid.
    fn write(&mut self) -> Option<[i32; 3]> {
        if self.index < 1 {
            return None;
        }
        // Day and month default to 1.
        while self.index < 3 {
            self.comp[self.index] = 1;
            self.index += 1;
        }
        let mut year = 0; // Default year is 0 (=> 2000) for KJS compatibility.
        let month;
        let day;
        if self.named_month == NONE {
            if self.is_iso_date || (self.index == 3 && !is_day(self.comp[0])) {
                // YMD
                year = self.comp[0];
                month = self.comp[1];
                day = self.comp[2];
            } else {
                // MD(Y)
                month = self.comp[0];
                day = self.comp[1];
                if self.index == 3 {
                    year = self.comp[2];
                }
            }
        } else {
            month = self.named_month;
            if self.index == 1 {
                // MD or DM
                day = self.comp[0];
            } else if !is_day(self.comp[0]) {
                // YMD, MYD, or YDM
                year = self.comp[0];
                day = self.comp[1];
            } else {
                // DMY, MDY, or DYM
                day = self.comp[0];
                year = self.comp[1];
            }
        }
        if !self.is_iso_date {
            if between(year, 0, 49) {
                year += 2000;
            } else if between(year, 50, 99) {
                year += 1900;
            }
        }
        if !is_month(month) || !is_day(day) {
            return None;
        }
        Some([year, month - 1, day])
    }
}

/// V8's `ParseES5DateTime`: consumes as much of an ES5 ISO date-time string
/// as possible and returns the token where the legacy parser continues
/// (`EndOfInput` when done, `Invalid` on a definite failure).
fn parse_es5_date_time(
    scanner: &mut Scanner,
    day: &mut DayComposer,
    time: &mut TimeComposer,
    tz: &mut TimeZoneComposer,
) -> Token {
    // Mandatory date: [('-'|'+')yy]yyyy['-'MM['-'DD]]
    if scanner.peek().is_ascii_sign() {
        // Keep the sign token for the legacy parser if it is not used.
        let sign_token = scanner.next();
        if !scanner.peek().is_fixed_length_number(6) {
            return sign_token;
        }
        let sign = sign_token.ascii_sign();
        let year = scanner.next().number();
        if sign < 0 && year == 0 {
            return sign_token;
        }
        day.add(sign * year);
    } else if scanner.peek().is_fixed_length_number(4) {
        let year = scanner.next().number();
        day.add(year);
    } else {
        return scanner.next();
    }
    if scanner.skip_symbol(b'-') {
        if !scanner.peek().is_fixed_length_number(2) || !is_month(scanner.peek().number()) {
            return scanner.next();
        }
        let month = scanner.next().number();
        day.add(month);
        if scanner.skip_symbol(b'-') {
            if !scanner.peek().is_fixed_length_number(2) || !is_day(scanner.peek().number()) {
                return scanner.next();
            }
            let d = scanner.next().number();
            day.add(d);
        }
    }
    // Optional time: 'T'HH':'mm[':'ss['.'sss]][Z|(+|-)hh[:]mm]
    if !scanner.peek().is_keyword_type(KeywordType::TimeSeparator) {
        if scanner.peek() != Token::EndOfInput {
            return scanner.next();
        }
    } else {
        scanner.next();
        if !scanner.peek().is_fixed_length_number(2) || !between(scanner.peek().number(), 0, 24) {
            return Token::Invalid;
        }
        // Allow 24:00[:00[.000]], but no other time starting with 24.
        let hour_is_24 = scanner.peek().number() == 24;
        let hour = scanner.next().number();
        time.add(hour);
        if !scanner.skip_symbol(b':') {
            return Token::Invalid;
        }
        if !scanner.peek().is_fixed_length_number(2)
            || !is_minute(scanner.peek().number())
            || (hour_is_24 && scanner.peek().number() > 0)
        {
            return Token::Invalid;
        }
        let minute = scanner.next().number();
        time.add(minute);
        if scanner.skip_symbol(b':') {
            if !scanner.peek().is_fixed_length_number(2)
                || !is_second(scanner.peek().number())
                || (hour_is_24 && scanner.peek().number() > 0)
            {
                return Token::Invalid;
            }
            let second = scanner.next().number();
            time.add(second);
            if scanner.skip_symbol(b'.') {
                if !scanner.peek().is_number() || (hour_is_24 && scanner.peek().number() > 0) {
                    return Token::Invalid;
                }
                // Allow more or less than the mandated three digits.
                let ms = read_milliseconds(scanner.next());
                time.add(ms);
            }
        }
        // Optional zone: 'Z' | ('+'|'-')hh':'mm | ('+'|'-')hhmm
        if scanner.peek().is_keyword_z() {
            scanner.next();
            tz.set(0);
        } else if scanner.peek().is_symbol(b'+') || scanner.peek().is_symbol(b'-') {
            let sign = if scanner.next().is_symbol(b'+') { 1 } else { -1 };
            tz.set_sign(sign);
            if scanner.peek().is_fixed_length_number(4) {
                // hhmm extension syntax.
                let hourmin = scanner.next().number();
                let hour = hourmin / 100;
                let min = hourmin % 100;
                if !is_hour(hour) || !is_minute(min) {
                    return Token::Invalid;
                }
                tz.hour = hour;
                tz.minute = min;
            } else {
                // hh:mm standard syntax.
                if !scanner.peek().is_fixed_length_number(2) || !is_hour(scanner.peek().number()) {
                    return Token::Invalid;
                }
                tz.hour = scanner.next().number();
                if !scanner.skip_symbol(b':') {
                    return Token::Invalid;
                }
                if !scanner.peek().is_fixed_length_number(2) || !is_minute(scanner.peek().number()) {
                    return Token::Invalid;
                }
                tz.minute = scanner.next().number();
            }
        }
        if scanner.peek() != Token::EndOfInput {
            return Token::Invalid;
        }
    }
    // Date-only forms without an offset are UTC; date-time forms are local
    // time (which is UTC here anyway).
    if tz.is_empty() && time.is_empty() {
        tz.set(0);
    }
    day.is_iso_date = true;
    Token::EndOfInput
}

/// The fields V8's parser produces: `[year, month0, day, hour, min, sec, ms]`
/// and the UTC offset in seconds (None = local time).
fn parse_fields(s: &[u16]) -> Option<([i32; 7], Option<i32>)> {
    let mut scanner = Scanner::new(s);
    let mut tz = TimeZoneComposer { sign: NONE, hour: NONE, minute: NONE };
    let mut time = TimeComposer { comp: [0; 4], index: 0, hour_offset: NONE };
    let mut day = DayComposer { comp: [0; 3], index: 0, named_month: NONE, is_iso_date: false };

    let first = parse_es5_date_time(&mut scanner, &mut day, &mut time, &mut tz);
    if first == Token::Invalid {
        return None;
    }
    let mut has_read_number = !day.is_empty();
    let mut token = first;
    // The legacy grammar, for whatever the ES5 parser left over.
    while token != Token::EndOfInput {
        match token {
            Token::Number { value: n, .. } => {
                has_read_number = true;
                if scanner.skip_symbol(b':') {
                    if scanner.skip_symbol(b':') {
                        // n + "::"
                        if !time.is_empty() {
                            return None;
                        }
                        time.add(n);
                        time.add(0);
                    } else {
                        // n + ":"
                        if !time.add(n) {
                            return None;
                        }
                        if scanner.peek().is_symbol(b'.') {
                            scanner.next();
                        }
                    }
                } else if scanner.skip_symbol(b'.') && time.is_expecting(n) {
                    time.add(n);
                    if !scanner.peek().is_number() {
                        return None;
                    }
                    let ms = read_milliseconds(scanner.next());
                    if ms < 0 {
                        return None;
                    }
                    time.add_final(ms);
                } else if tz.is_expecting(n) {
                    tz.minute = n;
                } else if time.is_expecting(n) {
                    time.add_final(n);
                    // Require end, white space, "Z", "+" or "-" right after the time.
                    let peek = scanner.peek();
                    if peek != Token::EndOfInput
                        && peek != Token::WhiteSpace
                        && !peek.is_keyword_z()
                        && !peek.is_ascii_sign()
                    {
                        return None;
                    }
                } else {
                    if !day.add(n) {
                        return None;
                    }
                    scanner.skip_symbol(b'-');
                }
            }
            Token::Keyword { kind, value, .. } => {
                if kind == KeywordType::AmPm && !time.is_empty() {
                    time.hour_offset = value;
                } else if kind == KeywordType::MonthName {
                    day.named_month = value;
                    scanner.skip_symbol(b'-');
                } else if kind == KeywordType::TimeZoneName && has_read_number {
                    tz.set(value);
                } else {
                    // Garbage words are illegal once a number has been read,
                    // and must be separated from the first number.
                    if has_read_number || scanner.peek().is_number() {
                        return None;
                    }
                }
            }
            t if t.is_ascii_sign() && (tz.is_utc() || !time.is_empty()) => {
                // A UTC offset (only after UTC or a time).
                tz.set_sign(t.ascii_sign());
                let mut n = 0;
                let mut length = 0;
                if let Token::Number { value, len } = scanner.peek() {
                    scanner.next();
                    n = value;
                    length = len;
                }
                has_read_number = true;
                if scanner.peek().is_symbol(b':') {
                    tz.hour = n;
                    tz.minute = NONE;
                } else if length == 1 || length == 2 {
                    // Time zones like GMT-8.
                    tz.hour = n;
                    tz.minute = 0;
                } else if length == 3 || length == 4 {
                    // hhmm
                    tz.hour = n / 100;
                    tz.minute = n % 100;
                } else {
                    return None;
                }
            }
            t if (t.is_ascii_sign() || t.is_symbol(b')')) && has_read_number => {
                // An extra sign or ')' is illegal once a number has been read.
                return None;
            }
            _ => {
                // Other characters and white space are ignored.
            }
        }
        token = scanner.next();
    }

    let [year, month, day] = day.write()?;
    let [hour, minute, second, ms] = time.write()?;
    let offset = tz.write().ok()?;
    Some(([year, month, day, hour, minute, second, ms], offset))
}

/// `Date.parse(string)` (ECMA-262 §21.4.3.2) as V8 implements it, with the
/// local time zone being UTC. Accepts the Date Time String Format
/// (§21.4.1.32: `YYYY-MM-DDTHH:mm:ss.sssZ`, its shorter forms, `±YYYYYY`
/// years, `+hh:mm` offsets; date-only forms are UTC, date-time forms local)
/// and V8's legacy fallback grammar (`toString`/`toUTCString`/RFC 2822
/// forms, `Mar 5, 2024`, `5 March 2024 10:00 PM`, `2024/03/05`,
/// `03/05/2024`, `2024-03-05 10:00`, …). Returns NaN for anything else and
/// for results outside the time range.
#[must_use]
pub fn parse_date(s: &str) -> f64 {
    let units: Vec<u16> = s.encode_utf16().collect();
    parse_date_utf16(&units)
}

/// [`parse_date`] on the UTF-16 code units of a JS string (lone surrogates
/// are ordinary word characters, as in V8).
#[must_use]
pub fn parse_date_utf16(s: &[u16]) -> f64 {
    parse_date_utf16_in(s, &|t| t)
}

/// [`parse_date_utf16`] with the local time zone's `UTC(t)` (local time → time value) for the
/// forms without an offset that are local time.
#[must_use]
pub fn parse_date_utf16_in(s: &[u16], to_utc: &dyn Fn(f64) -> f64) -> f64 {
    let Some((f, offset)) = parse_fields(s) else {
        return f64::NAN;
    };
    let day = make_day(f64::from(f[0]), f64::from(f[1]), f64::from(f[2]));
    let time = make_time(f64::from(f[3]), f64::from(f[4]), f64::from(f[5]), f64::from(f[6]));
    let date = make_date(day, time);
    let date = match offset {
        None => to_utc(date),
        Some(seconds) => date - f64::from(seconds) * 1000.0,
    };
    time_clip(date)
}

#[cfg(test)]
mod tests {
    //! Expectations come from node v20.20.2 (V8 11.3) run with `TZ=UTC`; the
    //! tables at the end were generated once with a node script and pasted here.
    use super::*;

    fn same(got: f64, expected: Option<i64>, what: &str) {
        match expected {
            None => assert!(got.is_nan(), "{what}: expected NaN, got {got}"),
            Some(v) => assert_eq!(got.to_bits(), (v as f64).to_bits(), "{what}: got {got}, expected {v}"),
        }
    }

    /// The integer breakdown of a time value gives the fields the floating-point definitions
    /// give (asked of `t + 0.5`, which `civil` leaves to them and which has `t`'s fields): days
    /// around the epoch, year 0 and before, leap days and centuries, the ends of the range.
    #[test]
    fn civil_fields_match_the_definitions() {
        let mut ts: Vec<f64> = vec![0.0, -1.0, 1.0, MAX_TIME, -MAX_TIME, CIVIL_RANGE, -CIVIL_RANGE];
        for y in [
            -271_821i64,
            -10_000,
            -401,
            -400,
            -101,
            -100,
            -5,
            -4,
            -1,
            0,
            1,
            4,
            100,
            400,
            1900,
            1969,
            1970,
            2000,
            2024,
            2100,
            275_760,
        ] {
            let d = day_from_year(y as f64);
            for k in [-1.0, 0.0, 58.0, 59.0, 60.0, 364.0, 365.0] {
                let t = (d + k) * MS_PER_DAY;
                ts.extend([t, t - 1.0, t + 1.0, t + 43_199_999.0]);
            }
        }
        let mut x = 12_345_678_901u64;
        for _ in 0..20_000 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            ts.push(((x >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0).mul_add(MAX_TIME, 0.0).trunc());
        }
        // Past 2^52 a half is not representable: the ends of the range checked against node.
        assert_eq!(to_iso_string(MAX_TIME), "+275760-09-13T00:00:00.000Z");
        assert_eq!(to_iso_string(-MAX_TIME), "-271821-04-20T00:00:00.000Z");
        assert_eq!(to_iso_string(-MAX_TIME + 86_399_999.0), "-271821-04-20T23:59:59.999Z");
        assert_eq!(to_iso_string(8.6e15 + 1.0), "+274493-02-24T00:53:20.001Z");
        for t in ts.into_iter().filter(|t| t.abs() < 4_503_599_627_370_496.0) {
            let u = t + 0.5;
            let what = format!("t = {t}");
            assert!(civil(u).is_none());
            assert_eq!(year_from_time(t), year_from_time(u), "{what}");
            assert_eq!(month_from_time(t), month_from_time(u), "{what}");
            assert_eq!(date_from_time(t), date_from_time(u), "{what}");
            assert_eq!(day_within_year(t), day_within_year(u).floor(), "{what}");
            assert_eq!(in_leap_year(t), in_leap_year(u), "{what}");
            assert_eq!(week_day(t), week_day(u), "{what}");
            assert_eq!(hour_from_time(t), hour_from_time(u), "{what}");
            assert_eq!(min_from_time(t), min_from_time(u), "{what}");
            assert_eq!(sec_from_time(t), sec_from_time(u), "{what}");
            assert_eq!(ms_from_time(t), ms_from_time(u).floor(), "{what}");
        }
    }

    /// `Date.UTC` on top of the abstract operations (years 0..=99 map to 19xx).
    fn date_utc(a: [f64; 7]) -> f64 {
        let mut year = a[0];
        if !year.is_nan() {
            let y = to_integer(year);
            if (0.0..=99.0).contains(&y) {
                year = 1900.0 + y;
            }
        }
        time_clip(make_date(make_day(year, a[1], a[2]), make_time(a[3], a[4], a[5], a[6])))
    }

    #[test]
    fn abstract_operations() {
        assert_eq!(MS_PER_DAY, 86_400_000.0);
        assert_eq!(day(-1.0), -1.0);
        assert_eq!(time_within_day(-1.0), 86_399_999.0);
        assert_eq!(time_within_day(-0.0).to_bits(), 0f64.to_bits());
        assert_eq!(days_in_year(2024.0), 366.0);
        assert_eq!(days_in_year(1900.0), 365.0);
        assert_eq!(days_in_year(2000.0), 366.0);
        assert_eq!(days_in_year(-4.0), 366.0);
        assert_eq!(days_in_year(-1.0), 365.0);
        assert!(days_in_year(f64::NAN).is_nan());
        assert_eq!(day_from_year(1970.0), 0.0);
        assert_eq!(day_from_year(0.0), -719_528.0);
        assert_eq!(time_from_year(2000.0), 946_684_800_000.0);
        assert_eq!(year_from_time(-1.0), 1969.0);
        assert_eq!(year_from_time(8.64e15), 275_760.0);
        assert_eq!(year_from_time(-8.64e15), -271_821.0);
        assert!(year_from_time(f64::NAN).is_nan());
        assert!(year_from_time(f64::INFINITY).is_nan());
        assert_eq!(in_leap_year(951_782_400_000.0), 1.0); // 2000-02-29
        assert_eq!(in_leap_year(0.0), 0.0);
        assert!(in_leap_year(f64::NAN).is_nan());
        assert_eq!(month_from_time(951_782_400_000.0), 1.0);
        assert_eq!(date_from_time(951_782_400_000.0), 29.0);
        assert_eq!(week_day(0.0), 4.0);
        assert_eq!(week_day(-1.0), 3.0);
        assert_eq!(hour_from_time(-1.0), 23.0);
        assert_eq!(min_from_time(-1.0), 59.0);
        assert_eq!(sec_from_time(-1.0), 59.0);
        assert_eq!(ms_from_time(-1.0), 999.0);
        assert!(month_from_time(f64::NAN).is_nan());
        assert!(date_from_time(f64::NAN).is_nan());
        assert!(week_day(f64::NAN).is_nan());
        assert!(hour_from_time(f64::INFINITY).is_nan());
        assert!(ms_from_time(f64::NAN).is_nan());

        assert_eq!(make_time(1.0, 2.0, 3.0, 4.5), 3_723_004.0);
        assert_eq!(make_time(-1.9, 0.0, 0.0, 0.0), -3_600_000.0);
        assert!(make_time(f64::NAN, 0.0, 0.0, 0.0).is_nan());
        assert!(make_time(0.0, f64::INFINITY, 0.0, 0.0).is_nan());
        assert_eq!(make_day(1970.0, 0.0, 1.0), 0.0);
        assert_eq!(make_day(2024.0, -1.0, 1.0), make_day(2023.0, 11.0, 1.0));
        assert_eq!(make_day(2024.0, 13.0, 1.0), make_day(2025.0, 1.0, 1.0));
        assert_eq!(make_day(2024.0, -25.0, 1.0), make_day(2021.0, 11.0, 1.0));
        assert_eq!(make_day(2024.0, 1.0, 30.0), make_day(2024.0, 2.0, 1.0));
        assert_eq!(make_day(2024.0, 0.0, 0.0), make_day(2023.0, 11.0, 31.0));
        assert_eq!(make_day(2024.9, 0.9, 1.9), make_day(2024.0, 0.0, 1.0));
        assert!(make_day(f64::NAN, 0.0, 1.0).is_nan());
        assert!(make_day(2024.0, f64::INFINITY, 1.0).is_nan());
        assert!(make_day(2024.0, 0.0, f64::NEG_INFINITY).is_nan());
        assert!(make_day(1_000_001.0, 0.0, 1.0).is_nan());
        assert!(make_day(0.0, 10_000_001.0, 1.0).is_nan());
        assert_eq!(make_date(1.0, 5.0), 86_400_005.0);
        assert!(make_date(f64::NAN, 0.0).is_nan());
        assert!(make_date(1e301, 0.0).is_nan()); // not finite after the multiplication
        assert_eq!(time_clip(8.64e15), 8.64e15);
        assert!(time_clip(8.64e15 + 1.0).is_nan());
        assert!(time_clip(f64::INFINITY).is_nan());
        assert_eq!(time_clip(-0.0).to_bits(), 0f64.to_bits());
        assert_eq!(time_clip(-1.5), -1.0);
    }

    #[test]
    fn formatting_examples() {
        assert_eq!(to_iso_string(0.0), "1970-01-01T00:00:00.000Z");
        assert_eq!(to_utc_string(0.0), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(to_date_string(0.0), "Thu Jan 01 1970");
        assert_eq!(to_time_string(0.0), "00:00:00 GMT+0000 (Coordinated Universal Time)");
        assert_eq!(to_string_v8(0.0), "Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)");
        assert_eq!(to_locale_string_en_us(0.0), "1/1/1970, 12:00:00 AM");
        assert_eq!(to_locale_date_string_en_us(0.0), "1/1/1970");
        assert_eq!(to_locale_time_string_en_us(0.0), "12:00:00 AM");
        // Years outside 0..=9999 and negative years.
        assert_eq!(to_iso_string(-62198755200000.0), "-000001-01-01T00:00:00.000Z");
        assert_eq!(to_iso_string(8.64e15), "+275760-09-13T00:00:00.000Z");
        assert_eq!(to_string_v8(-62198755200000.0), "Fri Jan 01 -0001 00:00:00 GMT+0000 (Coordinated Universal Time)");
        assert_eq!(to_utc_string(-8.64e15), "Tue, 20 Apr -271821 00:00:00 GMT");
        assert_eq!(to_locale_string_en_us(-62198755200000.0), "1/1/2, 12:00:00 AM");
        assert_eq!(to_locale_date_string_en_us(-62167219200000.0), "1/1/1");
        assert_eq!(to_locale_time_string_en_us(1709641800000.0), "12:30:00 PM");
        for f in [to_iso_string, to_utc_string, to_date_string, to_time_string, to_string_v8] {
            assert_eq!(f(f64::NAN), "Invalid Date");
        }
        for f in [to_locale_string_en_us, to_locale_date_string_en_us, to_locale_time_string_en_us] {
            assert_eq!(f(f64::INFINITY), "Invalid Date");
        }
        // Never panics on values outside the time range.
        for t in [1e300, -1e300, 8.64e15 * 3.0, f64::MAX, 5e-324, -0.0] {
            let _ = (to_iso_string(t), to_string_v8(t), to_locale_string_en_us(t), to_utc_string(t));
        }
    }

    #[test]
    fn parse_examples() {
        same(parse_date("1970-01-01T00:00:00.000Z"), Some(0), "iso");
        same(parse_date("2024-03-05"), Some(1709596800000), "date only = UTC");
        same(parse_date("2024-03-05T10:00:00"), Some(1709632800000), "local = UTC");
        same(parse_date("2024-03-05T10:00:00+01:00"), Some(1709629200000), "offset");
        same(parse_date("+002024-03-05"), Some(1709596800000), "extended year");
        same(parse_date("-000000-01-01T00:00:00Z"), None, "-000000");
        same(parse_date("2024-13-01"), None, "month 13");
        same(parse_date("2024-03-05T24:00"), Some(1709683200000), "T24:00");
        same(parse_date("2024-03-05T24:00:01"), None, "T24:00:01");
        same(parse_date("Tue, 05 Mar 2024 10:00:00 GMT"), Some(1709632800000), "toUTCString");
        same(parse_date("Tue, 05 Mar 2024 10:00:00 +0100"), Some(1709629200000), "RFC 2822");
        same(
            parse_date("Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)"),
            Some(1709632800000),
            "toString",
        );
        same(parse_date("Mar 5, 2024"), Some(1709596800000), "Mar 5, 2024");
        same(parse_date("March 5, 2024 10:00:00"), Some(1709632800000), "March 5, 2024 10:00:00");
        same(parse_date("5 March 2024"), Some(1709596800000), "5 March 2024");
        same(parse_date("2024/03/05"), Some(1709596800000), "2024/03/05");
        same(parse_date("2024/03/05 10:00"), Some(1709632800000), "2024/03/05 10:00");
        same(parse_date("03/05/2024"), Some(1709596800000), "03/05/2024");
        same(parse_date("March 5, 2024 10:00 PM"), Some(1709676000000), "PM");
        same(parse_date(""), None, "empty");
        same(parse_date("foo"), None, "garbage");
        same(parse_date("Invalid Date"), None, "Invalid Date");
        same(parse_date("+275760-09-13T00:00:00.001Z"), None, "past the time range");
        let units: Vec<u16> = "Mar 5 2024 ".encode_utf16().chain([0xD800]).collect();
        same(parse_date_utf16(&units), None, "lone surrogate is a garbage word");
        let units: Vec<u16> = [0x28, 0xD800, 0x29].into_iter().chain("Mar 5 2024".encode_utf16()).collect();
        same(parse_date_utf16(&units), Some(1709596800000), "utf16 entry point");
        // V8's legacy parser reads "-0001" as a sign, not a year, and maps the
        // years 0..=99 to 2000..2049 / 1950..1999: node gives the same results.
        same(parse_date(&to_string_v8(-62198755200000.0)), None, "toString of year -1");
        same(parse_date(&to_utc_string(-8.64e15)), None, "toUTCString of year -271821");
        same(parse_date("Sat Jan 01 0000 00:00:00 GMT+0000"), Some(946684800000), "year 0000 in legacy form");
        same(parse_date("Mon Jan 01 12345 00:00:00 GMT+0000"), Some(327403382400000), "year 12345 in legacy form");
        same(parse_date(&to_iso_string(8.64e15)), Some(8640000000000000), "toISOString round trip, max time");
    }

    #[test]
    fn parse_matches_node() {
        for &(s, expected) in PARSE {
            same(parse_date(s), expected, &format!("Date.parse({s:?})"));
        }
    }

    #[test]
    fn format_matches_node() {
        for &(t, iso, utc, string, locale, parsed) in FORMAT {
            let t = t as f64;
            assert_eq!(to_iso_string(t), iso, "{t}");
            assert_eq!(to_utc_string(t), utc, "{t}");
            assert_eq!(to_string_v8(t), string, "{t}");
            assert_eq!(to_locale_string_en_us(t), locale, "{t}");
            // The date and time halves are consistent with the whole.
            assert_eq!(format!("{} {}", to_date_string(t), to_time_string(t)), string);
            assert_eq!(format!("{}, {}", to_locale_date_string_en_us(t), to_locale_time_string_en_us(t)), locale);
            // Date.parse of each printed form, as node parses it back.
            for (s, expected) in [iso, utc, string, locale].into_iter().zip(parsed) {
                same(parse_date(s), expected, s);
            }
        }
    }

    #[test]
    fn fields_match_node() {
        for &(t, f) in FIELDS {
            let t = t as f64;
            let got = [
                year_from_time(t),
                month_from_time(t),
                date_from_time(t),
                week_day(t),
                hour_from_time(t),
                min_from_time(t),
                sec_from_time(t),
                ms_from_time(t),
            ];
            let expected = f.map(|v| v as f64);
            assert_eq!(got, expected, "{t}");
        }
    }

    #[test]
    fn date_utc_matches_node() {
        for &(args, expected) in UTC {
            same(date_utc(args), expected, &format!("Date.UTC{args:?}"));
        }
    }

    /// (s, Date.parse(s) under TZ=UTC; None = NaN).
    const PARSE: &[(&str, Option<i64>)] = &[
        ("1970-01-01T00:00:00.000Z", Some(0)),
        ("2024-03-05", Some(1709596800000)),
        ("2024-03", Some(1709251200000)),
        ("2024", Some(1704067200000)),
        ("+002024-03-05", Some(1709596800000)),
        ("-000001-01-01T00:00:00Z", Some(-62198755200000)),
        ("-000000-01-01T00:00:00Z", None),
        ("+000000-01-01T00:00:00Z", Some(-62167219200000)),
        ("2024-03-05T10:00", Some(1709632800000)),
        ("2024-03-05T10:00:00", Some(1709632800000)),
        ("2024-03-05T10:00:00.5", Some(1709632800500)),
        ("2024-03-05T10:00:00.123456", Some(1709632800123)),
        ("2024-03-05T10:00:00+01:00", Some(1709629200000)),
        ("2024-03-05T10:00:00-0130", Some(1709638200000)),
        ("2024-03-05T10:00:00+01", None),
        ("2024-13-01", None),
        ("2024-00-10", None),
        ("2024-02-30", Some(1709251200000)),
        ("2024-02-31", Some(1709337600000)),
        ("2024-02-32", None),
        ("2024-03-05T24:00", Some(1709683200000)),
        ("2024-03-05T24:00:00.000Z", Some(1709683200000)),
        ("2024-03-05T24:00:01", None),
        ("2024-03-05T24:01", None),
        ("2024-03-05T23:60", None),
        ("2024-03-05T23:59:60", None),
        ("2024-03-05T10:00Z", Some(1709632800000)),
        ("2024-03-05t10:00z", Some(1709632800000)),
        ("2024-03-05 10:00", Some(1709632800000)),
        ("2024-03-05 10:00:00Z", Some(1709632800000)),
        ("2024-03-05T10", None),
        ("2024-03-05T1:00", None),
        ("2024-3-5", Some(1709596800000)),
        ("2024-03-5", Some(1709596800000)),
        ("24-03-05", None),
        ("02024-03-05", Some(1709596800000)),
        ("+275760-09-13T00:00:00.000Z", Some(8640000000000000)),
        ("+275760-09-13T00:00:00.001Z", None),
        ("-271821-04-20T00:00:00.000Z", Some(-8640000000000000)),
        ("-271821-04-19T23:59:59.999Z", None),
        ("-271821-04-20T00:00:00+01:00", None),
        ("+275760-09-13T00:00:00-01:00", None),
        ("Tue, 05 Mar 2024 10:00:00 GMT", Some(1709632800000)),
        ("Tue, 05 Mar 2024 10:00:00 +0100", Some(1709629200000)),
        ("Tue, 05 Mar 2024 10:00:00 -0530", Some(1709652600000)),
        ("Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)", Some(1709632800000)),
        ("Tue Mar 05 2024 10:00:00 GMT+0100 (CET)", Some(1709629200000)),
        ("Mar 5, 2024", Some(1709596800000)),
        ("March 5, 2024 10:00:00", Some(1709632800000)),
        ("5 March 2024", Some(1709596800000)),
        ("2024/03/05", Some(1709596800000)),
        ("2024/03/05 10:00", Some(1709632800000)),
        ("03/05/2024", Some(1709596800000)),
        ("3/5/2024", Some(1709596800000)),
        ("3/5/24", Some(1709596800000)),
        ("3/5/70", Some(5443200000)),
        ("3/5/49", Some(2498515200000)),
        ("3/5/50", Some(-625708800000)),
        ("3/5/99", Some(920592000000)),
        ("3/5/100", Some(-59006016000000)),
        ("March 5, 2024 10:00 PM", Some(1709676000000)),
        ("March 5, 2024 12:00 AM", Some(1709596800000)),
        ("March 5, 2024 12:00 PM", Some(1709640000000)),
        ("March 5, 2024 13:00 PM", None),
        ("March 5, 2024 0:00 AM", Some(1709596800000)),
        ("5 Mar 2024 10:00:00.123", Some(1709632800123)),
        ("Mar 5 2024 10:00:00 EST", Some(1709650800000)),
        ("Mar 5 2024 10:00:00 PDT", Some(1709658000000)),
        ("Mar 5 2024 10:00:00 GMT-8", Some(1709661600000)),
        ("Mar 5 2024 10:00:00 GMT+5:30", Some(1709613000000)),
        ("Mar 5 2024 10:00:00 UTC+2", Some(1709625600000)),
        ("Mar 5 2024 10:00:00 Z", Some(1709632800000)),
        ("Mar 5 2024 10:00:00Z", Some(1709632800000)),
        ("2024 Mar 5", Some(1709596800000)),
        ("5 2024 Mar", Some(1709596800000)),
        ("Mar 2024", Some(1709251200000)),
        ("Mar 32 2024", None),
        ("Feb 30 2024", Some(1709251200000)),
        ("Thu, 01 Jan 1970 00:00:00 GMT", Some(0)),
        ("Sat Jan 01 0000 00:00:00 GMT+0000 (Coordinated Universal Time)", Some(946684800000)),
        ("Fri Jan 01 -0001 00:00:00 GMT+0000", None),
        ("foo", None),
        ("", None),
        (" ", None),
        ("Invalid Date", None),
        ("NaN", None),
        ("2024-03-05T10:00:00.000Zjunk", None),
        ("12:00", None),
        ("Mar", None),
        ("2024-03-05 junk", Some(1717372800000)),
        ("junk 2024-03-05", Some(1717372800000)),
        ("junk2024", Some(1717200000000)),
        ("Tuesday, March 5, 2024", Some(1709596800000)),
        ("Tuesday March 5 2024 10:00:00 AM", Some(1709632800000)),
        ("10:00 Mar 5 2024", Some(1709632800000)),
        ("10:00:00 2024/03/05", Some(1709632800000)),
        ("2024/03/05 10:00:00 +0200", Some(1709625600000)),
        ("2024-03-05T10:00:00+24:00", None),
        ("2024-03-05T10:00:00+23:59", Some(1709546460000)),
        ("2024-03-05T10:00:00+2400", None),
        ("1/2/3", Some(1041465600000)),
        ("1 2 3", Some(1041465600000)),
        ("1 2 3 4", None),
        ("99 Jan", Some(915148800000)),
        ("Jan 99", Some(915148800000)),
        ("2024.03.05", Some(1709596800000)),
        ("05.03.2024", Some(1714694400000)),
        ("5.3.2024 10:00", Some(1714730400000)),
        ("10:00:00.1234 Mar 5 2024", Some(1709632800123)),
        ("Mar 5 2024 10::", Some(1709632800000)),
        ("Mar 5 2024 10:", Some(1709632800000)),
        ("Mar 5 2024 10:00:00:00", Some(1709632800000)),
        ("Mar 5 2024 10:00.5", None),
        ("Mar 5 2024 10.5", None),
        ("(comment) Mar 5 2024", Some(1709596800000)),
        ("Mar (x) 5 2024", Some(1709596800000)),
        ("Mar 5 2024 (unclosed", Some(1709596800000)),
        ("Mar 5 2024)", None),
        ("Mar 5 2024 +", None),
        ("Mar 5 2024 10:00 +", None),
        ("Mar 5 2024 10:00 -", None),
        ("Mar 5 2024 10:00 GMT+999999:00", None),
        ("Mar 5 2024 10:00 GMT+1193047:", Some(1709630896000)),
        ("Jan 1 2000 10:00 GMT+596523:00", Some(-1200762000000)),
        ("\u{a0}2024-03-05", Some(1709596800000)),
        ("2024-03-05\u{a0}", Some(1709596800000)),
        ("2024-03-05\u{a}", Some(1709596800000)),
        (" 2024-03-05", Some(1709596800000)),
        ("2024-03-05T10:00:00.000+00:00", Some(1709632800000)),
        ("20240305", None),
        ("2024-0305", None),
        ("2024-03-05T10:00:00.", None),
        ("2024-03-05T10:00:00.Z", None),
        ("2024-03-05T10:00:00,5Z", None),
        ("Mar 5 2024 AM", None),
        ("AM Mar 5 2024", Some(1709596800000)),
        ("Mar 5 2024 10 AM", None),
        ("Mar 5 2024 10:00 AM PM", Some(1709676000000)),
        ("Mar 5 2024 10:00 PMX", None),
        ("Mar 5, 2024 at 10:00", None),
        ("Marzo 5 2024", Some(1709596800000)),
        ("Mayday 5 2024", Some(1714867200000)),
        ("1e3", None),
        ("1000", Some(-30610224000000)),
        ("100000", Some(3093527980800000)),
        ("0", Some(946684800000)),
        ("-1", Some(978307200000)),
        ("+1", Some(978307200000)),
        ("T10:00", None),
        ("2024-03-05T", None),
        ("2024-03-05TZ", None),
        ("Mar 5 2024 T10:00", None),
        ("2024-03-05 T10:00", None),
        ("Mar 5 2024 10:00 UT", Some(1709632800000)),
        ("Mar 5 2024 10:00 UTC-0800", Some(1709661600000)),
        ("Mar 5 2024 10:00 GMT+08", Some(1709604000000)),
        ("Mar 5 2024 10:00 GMT+123", Some(1709627820000)),
        ("M\u{e4}r 5 2024", None),
        ("5 \u{43c}\u{430}\u{440}\u{442}\u{430} 2024", None),
        ("2024\u{5e74}3\u{6708}5\u{65e5}", None),
        ("Mar 5 2024 10:00 (UTC) GMT+1", Some(1709629200000)),
        ("Mar 5 2024 10:00 (a (nested) comment)", Some(1709632800000)),
        ("Mar 0000000000005 2024", Some(1709596800000)),
        ("Mar 5 0000000002024", Some(1709596800000)),
        ("2024-03-05T10:00:00.00000000012345Z", Some(1709632800000)),
        ("Mar 5 2024\u{2028}", None),
        ("\u{2028}2024-03-05", None),
        ("Mar 5 2024 \u{3000}", Some(1709596800000)),
        ("\u{feff}Mar 5 2024", Some(1709596800000)),
        ("Mar\u{a0}5\u{a0}2024", Some(1709596800000)),
        ("Mar 5 2024 10:00\u{2029}", None),
        ("Mar 5 2024 10:00\u{85}", None),
        ("Mar 5 2024 10:00\u{180e}", None),
        ("Mar 5 2024 10:00:00.0001234567891", Some(1709632800123)),
        ("Mar 5 2024 10:00:00.1234567891", Some(1709632800123)),
        ("Mar 5 1234567891234 10:00", None),
        ("Jan 1 0000000000000000002000", Some(946684800000)),
        ("2000-01-01T00:00:00.0000000000000000001Z", Some(946684800000)),
        ("October 2, 1945 23:07:12", Some(-765161568000)),
        ("June 21, 2005 20:31:31", Some(1119385891000)),
        ("Mar 3, 1972", Some(68428800000)),
        ("4/20/1919, 10:26:56 PM", Some(-1599960784000)),
        ("1993/12/04 16:32", Some(755022720000)),
        ("23 June 1961", Some(-269049600000)),
        ("2039/06/24", Some(2192486400000)),
        ("1930/01/28 19:24", Some(-1259901360000)),
        ("Sat Jul 12 1958", Some(-362102400000)),
        ("11 May 1934", Some(-1124841600000)),
        ("Sun Apr 06 2031 18:22:39 GMT+0000 (Coordinated Universal Time)", Some(1933266159000)),
        ("2/15/1993, 6:32:02 AM", Some(729757922000)),
        ("Thu Jan 02 2020 02:37:20 GMT+0000 (Coordinated Universal Time)", Some(1577932640000)),
        ("Wed Apr 27 2061", Some(2881785600000)),
        ("17 June 1982", Some(393120000000)),
        ("1907/07/19", Some(-1970956800000)),
        ("Thu Jun 08 1922", Some(-1501113600000)),
        ("1942-06-18 15:10:01", Some(-869042999000)),
        ("12 February 2016", Some(1455235200000)),
        ("Sep 28, 2072", Some(3242246400000)),
        ("Thu Dec 27 2046 21:31:19 GMT+0000 (Coordinated Universal Time)", Some(2429559079000)),
        ("3/7/2078, 10:22:11 AM", Some(3413874131000)),
        ("June 1, 1943 19:44:30", Some(-838959330000)),
        ("2033-02-12 18:28:26", Some(1991845706000)),
        ("1934-10-02T19:56:44.000Z", Some(-1112328196000)),
        ("2016-11-10T10:32:17.000Z", Some(1478773937000)),
        ("08/20/1949", Some(-642729600000)),
        ("01/17/1909", Some(-1923609600000)),
        ("2026-08-17 15:15:20", Some(1786979720000)),
        ("08/12/2060", Some(2859494400000)),
        ("17 April 2092", Some(3859228800000)),
        ("2024-08-06T09:11:54.000Z", Some(1722935514000)),
        ("Sun Jul 18 2077", Some(3393792000000)),
        ("Wed Sep 11 1935 03:57:45 GMT+0000 (Coordinated Universal Time)", Some(-1082664135000)),
        ("Sun Jun 28 2015 00:15:56 GMT+0000 (Coordinated Universal Time)", Some(1435450556000)),
        ("March 4, 2059 02:41:08", Some(2813971268000)),
        ("2064/12/28", Some(2997648000000)),
        ("Sat Jul 03 1920 08:52:14 GMT+0000 (Coordinated Universal Time)", Some(-1561993666000)),
        ("04/20/2046", Some(2407795200000)),
        ("8/1/2030, 4:38:10 AM", Some(1911789490000)),
        ("Jun 13, 2099", Some(4084992000000)),
        ("January 7, 2096 14:03:31", Some(3976783411000)),
        ("Mon, 05 Jun 2028 00:08:47 GMT", Some(1843776527000)),
        ("1909-09-21 07:07:46", Some(-1902243134000)),
        ("February 19, 1957 09:25:19", Some(-405959681000)),
        ("Fri Sep 06 1957", Some(-388800000000)),
        ("5 December 2091", Some(3847651200000)),
        ("Apr 7, 2048", Some(2469830400000)),
        ("11/3/2063, 7:20:38 AM", Some(2961300038000)),
        ("9/12/2037, 1:46:52 PM", Some(2136376012000)),
        ("Feb 11, 2052", Some(2591222400000)),
        ("19 October 2099", Some(4096051200000)),
        ("Thu, 19 Aug 1982 16:11:58 GMT", Some(398621518000)),
        ("November 20, 1925 21:04:29", Some(-1392087331000)),
        ("1930-06-25 06:13:48", Some(-1247161572000)),
        ("1987-01-27T19:40:29.000Z", Some(538774829000)),
        ("Sun May 13 2018", Some(1526169600000)),
        ("1999-12-16T15:46:10.000Z", Some(945359170000)),
        ("1920-07-12T18:07:54.000Z", Some(-1561182726000)),
        ("7/6/1944, 10:24:16 AM", Some(-804346544000)),
        ("1969-02-02T04:59:41.000Z", Some(-28753219000)),
        ("5/8/2082, 5:50:56 PM", Some(3545488256000)),
        ("1977-07-06T21:02:17.000Z", Some(237070937000)),
        ("May 23, 1913", Some(-1786492800000)),
        ("23 September 1914", Some(-1744329600000)),
        ("1951/12/10 16:00", Some(-569923200000)),
        ("October 16, 1994 14:55:38", Some(782319338000)),
        ("2079/10/18 01:13", Some(3464817180000)),
        ("25 September 1901", Some(-2154384000000)),
        ("Tue Nov 16 2055 01:56:41 GMT+0000 (Coordinated Universal Time)", Some(2709943001000)),
        ("01/24/1915", Some(-1733702400000)),
        ("Sat Dec 12 2009 11:00:41 GMT+0000 (Coordinated Universal Time)", Some(1260615641000)),
        ("Sun, 16 Nov 2064 23:31:46 GMT", Some(2994103906000)),
        ("May 13, 2044", Some(2346710400000)),
        ("Feb 15, 2027", Some(1802649600000)),
        ("September 5, 2008 03:41:13", Some(1220586073000)),
        ("Mon Oct 13 1958", Some(-354067200000)),
        ("1958/01/02 16:47", Some(-378544380000)),
        ("Fri Jan 17 1902 09:51:21 GMT+0000 (Coordinated Universal Time)", Some(-2144498919000)),
        ("November 6, 1975 08:08:19", Some(184493299000)),
    ];

    /// (t, toISOString, toUTCString, toString, toLocaleString("en-US"), Date.parse of each of those four).
    type FormatRow = (i64, &'static str, &'static str, &'static str, &'static str, [Option<i64>; 4]);

    const FORMAT: &[FormatRow] = &[
        (
            0,
            "1970-01-01T00:00:00.000Z",
            "Thu, 01 Jan 1970 00:00:00 GMT",
            "Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/1970, 12:00:00 AM",
            [Some(0), Some(0), Some(0), Some(0)],
        ),
        (
            -1,
            "1969-12-31T23:59:59.999Z",
            "Wed, 31 Dec 1969 23:59:59 GMT",
            "Wed Dec 31 1969 23:59:59 GMT+0000 (Coordinated Universal Time)",
            "12/31/1969, 11:59:59 PM",
            [Some(-1), Some(-1000), Some(-1000), Some(-1000)],
        ),
        (
            1,
            "1970-01-01T00:00:00.001Z",
            "Thu, 01 Jan 1970 00:00:00 GMT",
            "Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/1970, 12:00:00 AM",
            [Some(1), Some(0), Some(0), Some(0)],
        ),
        (
            8640000000000000,
            "+275760-09-13T00:00:00.000Z",
            "Sat, 13 Sep 275760 00:00:00 GMT",
            "Sat Sep 13 275760 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "9/13/275760, 12:00:00 AM",
            [Some(8640000000000000), Some(8640000000000000), Some(8640000000000000), Some(8640000000000000)],
        ),
        (
            -8640000000000000,
            "-271821-04-20T00:00:00.000Z",
            "Tue, 20 Apr -271821 00:00:00 GMT",
            "Tue Apr 20 -271821 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "4/20/271822, 12:00:00 AM",
            [Some(-8640000000000000), None, None, Some(8515716019200000)],
        ),
        (
            -62198755200000,
            "-000001-01-01T00:00:00.000Z",
            "Fri, 01 Jan -0001 00:00:00 GMT",
            "Fri Jan 01 -0001 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/2, 12:00:00 AM",
            [Some(-62198755200000), None, None, Some(1009843200000)],
        ),
        (
            -62198755200001,
            "-000002-12-31T23:59:59.999Z",
            "Thu, 31 Dec -0002 23:59:59 GMT",
            "Thu Dec 31 -0002 23:59:59 GMT+0000 (Coordinated Universal Time)",
            "12/31/3, 11:59:59 PM",
            [Some(-62198755200001), None, None, Some(1072915199000)],
        ),
        (
            -62135596800000,
            "0001-01-01T00:00:00.000Z",
            "Mon, 01 Jan 0001 00:00:00 GMT",
            "Mon Jan 01 0001 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/1, 12:00:00 AM",
            [Some(-62135596800000), Some(978307200000), Some(978307200000), Some(978307200000)],
        ),
        (
            253402300799999,
            "9999-12-31T23:59:59.999Z",
            "Fri, 31 Dec 9999 23:59:59 GMT",
            "Fri Dec 31 9999 23:59:59 GMT+0000 (Coordinated Universal Time)",
            "12/31/9999, 11:59:59 PM",
            [Some(253402300799999), Some(253402300799000), Some(253402300799000), Some(253402300799000)],
        ),
        (
            253402300800000,
            "+010000-01-01T00:00:00.000Z",
            "Sat, 01 Jan 10000 00:00:00 GMT",
            "Sat Jan 01 10000 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/10000, 12:00:00 AM",
            [Some(253402300800000), Some(253402300800000), Some(253402300800000), Some(253402300800000)],
        ),
        (
            951782400000,
            "2000-02-29T00:00:00.000Z",
            "Tue, 29 Feb 2000 00:00:00 GMT",
            "Tue Feb 29 2000 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "2/29/2000, 12:00:00 AM",
            [Some(951782400000), Some(951782400000), Some(951782400000), Some(951782400000)],
        ),
        (
            4107542400000,
            "2100-03-01T00:00:00.000Z",
            "Mon, 01 Mar 2100 00:00:00 GMT",
            "Mon Mar 01 2100 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "3/1/2100, 12:00:00 AM",
            [Some(4107542400000), Some(4107542400000), Some(4107542400000), Some(4107542400000)],
        ),
        (
            1709632800000,
            "2024-03-05T10:00:00.000Z",
            "Tue, 05 Mar 2024 10:00:00 GMT",
            "Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)",
            "3/5/2024, 10:00:00 AM",
            [Some(1709632800000), Some(1709632800000), Some(1709632800000), Some(1709632800000)],
        ),
        (
            1709596800000,
            "2024-03-05T00:00:00.000Z",
            "Tue, 05 Mar 2024 00:00:00 GMT",
            "Tue Mar 05 2024 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "3/5/2024, 12:00:00 AM",
            [Some(1709596800000), Some(1709596800000), Some(1709596800000), Some(1709596800000)],
        ),
        (
            -2208988800000,
            "1900-01-01T00:00:00.000Z",
            "Mon, 01 Jan 1900 00:00:00 GMT",
            "Mon Jan 01 1900 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/1900, 12:00:00 AM",
            [Some(-2208988800000), Some(-2208988800000), Some(-2208988800000), Some(-2208988800000)],
        ),
        (
            1000000000000,
            "2001-09-09T01:46:40.000Z",
            "Sun, 09 Sep 2001 01:46:40 GMT",
            "Sun Sep 09 2001 01:46:40 GMT+0000 (Coordinated Universal Time)",
            "9/9/2001, 1:46:40 AM",
            [Some(1000000000000), Some(1000000000000), Some(1000000000000), Some(1000000000000)],
        ),
        (
            1234567890123,
            "2009-02-13T23:31:30.123Z",
            "Fri, 13 Feb 2009 23:31:30 GMT",
            "Fri Feb 13 2009 23:31:30 GMT+0000 (Coordinated Universal Time)",
            "2/13/2009, 11:31:30 PM",
            [Some(1234567890123), Some(1234567890000), Some(1234567890000), Some(1234567890000)],
        ),
        (
            -1000000000000,
            "1938-04-24T22:13:20.000Z",
            "Sun, 24 Apr 1938 22:13:20 GMT",
            "Sun Apr 24 1938 22:13:20 GMT+0000 (Coordinated Universal Time)",
            "4/24/1938, 10:13:20 PM",
            [Some(-1000000000000), Some(-1000000000000), Some(-1000000000000), Some(-1000000000000)],
        ),
        (
            -377705116800000,
            "-009999-01-01T00:00:00.000Z",
            "Mon, 01 Jan -9999 00:00:00 GMT",
            "Mon Jan 01 -9999 00:00:00 GMT+0000 (Coordinated Universal Time)",
            "1/1/10000, 12:00:00 AM",
            [Some(-377705116800000), None, None, Some(253402300800000)],
        ),
        (
            1099511627776,
            "2004-11-03T19:53:47.776Z",
            "Wed, 03 Nov 2004 19:53:47 GMT",
            "Wed Nov 03 2004 19:53:47 GMT+0000 (Coordinated Universal Time)",
            "11/3/2004, 7:53:47 PM",
            [Some(1099511627776), Some(1099511627000), Some(1099511627000), Some(1099511627000)],
        ),
        (
            -35184372088832,
            "0855-01-19T11:18:31.168Z",
            "Tue, 19 Jan 0855 11:18:31 GMT",
            "Tue Jan 19 0855 11:18:31 GMT+0000 (Coordinated Universal Time)",
            "1/19/855, 11:18:31 AM",
            [Some(-35184372088832), Some(-35184372089000), Some(-35184372089000), Some(-35184372089000)],
        ),
        (
            1801120824000000,
            "+059045-03-31T20:00:00.000Z",
            "Mon, 31 Mar 59045 20:00:00 GMT",
            "Mon Mar 31 59045 20:00:00 GMT+0000 (Coordinated Universal Time)",
            "3/31/59045, 8:00:00 PM",
            [Some(1801120824000000), Some(1801120824000000), Some(1801120824000000), Some(1801120824000000)],
        ),
        (
            -422220864000000,
            "-011410-05-09T10:40:00.000Z",
            "Sun, 09 May -11410 10:40:00 GMT",
            "Sun May 09 -11410 10:40:00 GMT+0000 (Coordinated Universal Time)",
            "5/9/11411, 10:40:00 AM",
            [Some(-422220864000000), None, None, Some(297940243200000)],
        ),
        (
            -35708283809699,
            "0838-06-13T16:16:30.301Z",
            "Sun, 13 Jun 0838 16:16:30 GMT",
            "Sun Jun 13 0838 16:16:30 GMT+0000 (Coordinated Universal Time)",
            "6/13/838, 4:16:30 PM",
            [Some(-35708283809699), Some(-35708283810000), Some(-35708283810000), Some(-35708283810000)],
        ),
        (
            -45463081187487,
            "0529-05-01T22:20:12.513Z",
            "Sun, 01 May 0529 22:20:12 GMT",
            "Sun May 01 0529 22:20:12 GMT+0000 (Coordinated Universal Time)",
            "5/1/529, 10:20:12 PM",
            [Some(-45463081187487), Some(-45463081188000), Some(-45463081188000), Some(-45463081188000)],
        ),
        (
            -1048188400268555,
            "-031246-03-26T19:28:51.445Z",
            "Fri, 26 Mar -31246 19:28:51 GMT",
            "Fri Mar 26 -31246 19:28:51 GMT+0000 (Coordinated Universal Time)",
            "3/26/31247, 7:28:51 PM",
            [Some(-1048188400268555), None, None, Some(923900239731000)],
        ),
        (
            -257993536000000,
            "-006206-07-05T16:53:20.000Z",
            "Sat, 05 Jul -6206 16:53:20 GMT",
            "Sat Jul 05 -6206 16:53:20 GMT+0000 (Coordinated Universal Time)",
            "7/5/6207, 4:53:20 PM",
            [Some(-257993536000000), None, None, Some(133722809600000)],
        ),
        (
            -18997528892398,
            "1367-12-29T04:38:27.602Z",
            "Tue, 29 Dec 1367 04:38:27 GMT",
            "Tue Dec 29 1367 04:38:27 GMT+0000 (Coordinated Universal Time)",
            "12/29/1367, 4:38:27 AM",
            [Some(-18997528892398), Some(-18997528893000), Some(-18997528893000), Some(-18997528893000)],
        ),
        (
            -1693832512000000,
            "-051706-08-02T00:53:20.000Z",
            "Thu, 02 Aug -51706 00:53:20 GMT",
            "Thu Aug 02 -51706 00:53:20 GMT+0000 (Coordinated Universal Time)",
            "8/2/51707, 12:53:20 AM",
            [Some(-1693832512000000), None, None, Some(1569566508800000)],
        ),
        (
            16187482949508,
            "2482-12-17T03:02:29.508Z",
            "Thu, 17 Dec 2482 03:02:29 GMT",
            "Thu Dec 17 2482 03:02:29 GMT+0000 (Coordinated Universal Time)",
            "12/17/2482, 3:02:29 AM",
            [Some(16187482949508), Some(16187482949000), Some(16187482949000), Some(16187482949000)],
        ),
        (
            1114874432000000,
            "+037298-12-18T06:13:20.000Z",
            "Thu, 18 Dec 37298 06:13:20 GMT",
            "Thu Dec 18 37298 06:13:20 GMT+0000 (Coordinated Universal Time)",
            "12/18/37298, 6:13:20 AM",
            [Some(1114874432000000), Some(1114874432000000), Some(1114874432000000), Some(1114874432000000)],
        ),
        (
            -3892627029418945,
            "-121383-07-24T10:03:01.055Z",
            "Thu, 24 Jul -121383 10:03:01 GMT",
            "Thu Jul 24 -121383 10:03:01 GMT+0000 (Coordinated Universal Time)",
            "7/24/121384, 10:03:01 AM",
            [Some(-3892627029418945), None, None, Some(3768359623381000)],
        ),
        (
            -5038594436645508,
            "-157697-04-20T18:15:54.492Z",
            "Mon, 20 Apr -157697 18:15:54 GMT",
            "Mon Apr 20 -157697 18:15:54 GMT+0000 (Coordinated Universal Time)",
            "4/20/157698, 6:15:54 PM",
            [Some(-5038594436645508), None, None, Some(4914310587354000)],
        ),
        (
            -53925633197912,
            "0261-03-01T17:26:42.088Z",
            "Fri, 01 Mar 0261 17:26:42 GMT",
            "Fri Mar 01 0261 17:26:42 GMT+0000 (Coordinated Universal Time)",
            "3/1/261, 5:26:42 PM",
            [Some(-53925633197912), Some(-53925633198000), Some(-53925633198000), Some(-53925633198000)],
        ),
        (
            65988006591797,
            "4061-01-28T01:49:51.797Z",
            "Fri, 28 Jan 4061 01:49:51 GMT",
            "Fri Jan 28 4061 01:49:51 GMT+0000 (Coordinated Universal Time)",
            "1/28/4061, 1:49:51 AM",
            [Some(65988006591797), Some(65988006591000), Some(65988006591000), Some(65988006591000)],
        ),
        (
            2289928846368,
            "2042-07-25T19:20:46.368Z",
            "Fri, 25 Jul 2042 19:20:46 GMT",
            "Fri Jul 25 2042 19:20:46 GMT+0000 (Coordinated Universal Time)",
            "7/25/2042, 7:20:46 PM",
            [Some(2289928846368), Some(2289928846000), Some(2289928846000), Some(2289928846000)],
        ),
        (
            -43488649104800,
            "0591-11-25T03:41:35.200Z",
            "Fri, 25 Nov 0591 03:41:35 GMT",
            "Fri Nov 25 0591 03:41:35 GMT+0000 (Coordinated Universal Time)",
            "11/25/591, 3:41:35 AM",
            [Some(-43488649104800), Some(-43488649105000), Some(-43488649105000), Some(-43488649105000)],
        ),
        (
            -13735865164662,
            "1534-09-24T01:53:55.338Z",
            "Mon, 24 Sep 1534 01:53:55 GMT",
            "Mon Sep 24 1534 01:53:55 GMT+0000 (Coordinated Universal Time)",
            "9/24/1534, 1:53:55 AM",
            [Some(-13735865164662), Some(-13735865165000), Some(-13735865165000), Some(-13735865165000)],
        ),
        (
            -483842872000000,
            "-013363-08-18T18:13:20.000Z",
            "Fri, 18 Aug -13363 18:13:20 GMT",
            "Fri Aug 18 -13363 18:13:20 GMT+0000 (Coordinated Universal Time)",
            "8/18/13364, 6:13:20 PM",
            [Some(-483842872000000), None, None, Some(359579844800000)],
        ),
        (
            -2202337875366211,
            "-067820-09-09T07:03:53.789Z",
            "Sat, 09 Sep -67820 07:03:53 GMT",
            "Sat Sep 09 -67820 07:03:53 GMT+0000 (Coordinated Universal Time)",
            "9/9/67821, 7:03:53 AM",
            [Some(-2202337875366211), None, None, Some(2078078569433000)],
        ),
        (
            -30718684283695,
            "0996-07-24T16:08:36.305Z",
            "Sun, 24 Jul 0996 16:08:36 GMT",
            "Sun Jul 24 0996 16:08:36 GMT+0000 (Coordinated Universal Time)",
            "7/24/996, 4:08:36 PM",
            [Some(-30718684283695), Some(-30718684284000), Some(-30718684284000), Some(-30718684284000)],
        ),
        (
            -7810681915283203,
            "-245541-05-05T22:38:36.797Z",
            "Mon, 05 May -245541 22:38:36 GMT",
            "Mon May 05 -245541 22:38:36 GMT+0000 (Coordinated Universal Time)",
            "5/5/245542, 10:38:36 PM",
            [Some(-7810681915283203), None, None, Some(7686400689516000)],
        ),
        (
            -851619200000000,
            "-025017-04-06T07:06:40.000Z",
            "Sun, 06 Apr -25017 07:06:40 GMT",
            "Sun Apr 06 -25017 07:06:40 GMT+0000 (Coordinated Universal Time)",
            "4/6/25018, 7:06:40 AM",
            [Some(-851619200000000), None, None, Some(727332851200000)],
        ),
        (
            -42579738264393,
            "0620-09-13T22:55:35.607Z",
            "Wed, 13 Sep 0620 22:55:35 GMT",
            "Wed Sep 13 0620 22:55:35 GMT+0000 (Coordinated Universal Time)",
            "9/13/620, 10:55:35 PM",
            [Some(-42579738264393), Some(-42579738265000), Some(-42579738265000), Some(-42579738265000)],
        ),
        (
            -76373736820529,
            "-000451-10-24T17:06:19.471Z",
            "Mon, 24 Oct -0451 17:06:19 GMT",
            "Mon Oct 24 -0451 17:06:19 GMT+0000 (Coordinated Universal Time)",
            "10/24/452, 5:06:19 PM",
            [Some(-76373736820529), None, None, Some(-47877720821000)],
        ),
        (
            58708544000000,
            "3830-05-27T00:53:20.000Z",
            "Thu, 27 May 3830 00:53:20 GMT",
            "Thu May 27 3830 00:53:20 GMT+0000 (Coordinated Universal Time)",
            "5/27/3830, 12:53:20 AM",
            [Some(58708544000000), Some(58708544000000), Some(58708544000000), Some(58708544000000)],
        ),
        (
            -1976759815755,
            "1907-05-12T20:03:04.245Z",
            "Sun, 12 May 1907 20:03:04 GMT",
            "Sun May 12 1907 20:03:04 GMT+0000 (Coordinated Universal Time)",
            "5/12/1907, 8:03:04 PM",
            [Some(-1976759815755), Some(-1976759816000), Some(-1976759816000), Some(-1976759816000)],
        ),
        (
            2125686607360840,
            "+069330-04-30T06:02:40.840Z",
            "Sun, 30 Apr 69330 06:02:40 GMT",
            "Sun Apr 30 69330 06:02:40 GMT+0000 (Coordinated Universal Time)",
            "4/30/69330, 6:02:40 AM",
            [Some(2125686607360840), Some(2125686607360000), Some(2125686607360000), Some(2125686607360000)],
        ),
        (
            1230388288000000,
            "+040959-06-15T04:26:40.000Z",
            "Fri, 15 Jun 40959 04:26:40 GMT",
            "Fri Jun 15 40959 04:26:40 GMT+0000 (Coordinated Universal Time)",
            "6/15/40959, 4:26:40 AM",
            [Some(1230388288000000), Some(1230388288000000), Some(1230388288000000), Some(1230388288000000)],
        ),
        (
            -4796028671264648,
            "-150011-11-25T21:32:15.352Z",
            "Sat, 25 Nov -150011 21:32:15 GMT",
            "Sat Nov 25 -150011 21:32:15 GMT+0000 (Coordinated Universal Time)",
            "11/25/150012, 9:32:15 PM",
            [Some(-4796028671264648), None, None, Some(4671782775135000)],
        ),
        (
            750743865966797,
            "+025760-02-16T02:46:06.797Z",
            "Sat, 16 Feb 25760 02:46:06 GMT",
            "Sat Feb 16 25760 02:46:06 GMT+0000 (Coordinated Universal Time)",
            "2/16/25760, 2:46:06 AM",
            [Some(750743865966797), Some(750743865966000), Some(750743865966000), Some(750743865966000)],
        ),
        (
            -4040470733642578,
            "-126068-07-31T10:25:57.422Z",
            "Sun, 31 Jul -126068 10:25:57 GMT",
            "Sun Jul 31 -126068 10:25:57 GMT+0000 (Coordinated Universal Time)",
            "7/31/126069, 10:25:57 AM",
            [Some(-4040470733642578), None, None, Some(3916204539957000)],
        ),
        (
            1156550072378,
            "2006-08-25T23:54:32.378Z",
            "Fri, 25 Aug 2006 23:54:32 GMT",
            "Fri Aug 25 2006 23:54:32 GMT+0000 (Coordinated Universal Time)",
            "8/25/2006, 11:54:32 PM",
            [Some(1156550072378), Some(1156550072000), Some(1156550072000), Some(1156550072000)],
        ),
        (
            -13304973088025,
            "1548-05-20T06:08:31.975Z",
            "Thu, 20 May 1548 06:08:31 GMT",
            "Thu May 20 1548 06:08:31 GMT+0000 (Coordinated Universal Time)",
            "5/20/1548, 6:08:31 AM",
            [Some(-13304973088025), Some(-13304973089000), Some(-13304973089000), Some(-13304973089000)],
        ),
        (
            879863872000000,
            "+029851-10-11T15:06:40.000Z",
            "Sat, 11 Oct 29851 15:06:40 GMT",
            "Sat Oct 11 29851 15:06:40 GMT+0000 (Coordinated Universal Time)",
            "10/11/29851, 3:06:40 PM",
            [Some(879863872000000), Some(879863872000000), Some(879863872000000), Some(879863872000000)],
        ),
        (
            908897088000000,
            "+030771-10-21T05:20:00.000Z",
            "Thu, 21 Oct 30771 05:20:00 GMT",
            "Thu Oct 21 30771 05:20:00 GMT+0000 (Coordinated Universal Time)",
            "10/21/30771, 5:20:00 AM",
            [Some(908897088000000), Some(908897088000000), Some(908897088000000), Some(908897088000000)],
        ),
        (
            -458900299072266,
            "-012572-01-11T22:42:07.734Z",
            "Fri, 11 Jan -12572 22:42:07 GMT",
            "Fri Jan 11 -12572 22:42:07 GMT+0000 (Coordinated Universal Time)",
            "1/11/12573, 10:42:07 PM",
            [Some(-458900299072266), None, None, Some(334599374527000)],
        ),
        (
            -5989051998880,
            "1780-03-19T06:26:41.120Z",
            "Sun, 19 Mar 1780 06:26:41 GMT",
            "Sun Mar 19 1780 06:26:41 GMT+0000 (Coordinated Universal Time)",
            "3/19/1780, 6:26:41 AM",
            [Some(-5989051998880), Some(-5989051999000), Some(-5989051999000), Some(-5989051999000)],
        ),
        (
            16675871545501,
            "2498-06-08T18:32:25.501Z",
            "Sun, 08 Jun 2498 18:32:25 GMT",
            "Sun Jun 08 2498 18:32:25 GMT+0000 (Coordinated Universal Time)",
            "6/8/2498, 6:32:25 PM",
            [Some(16675871545501), Some(16675871545000), Some(16675871545000), Some(16675871545000)],
        ),
        (
            -18512534275960,
            "1383-05-12T13:22:04.040Z",
            "Mon, 12 May 1383 13:22:04 GMT",
            "Mon May 12 1383 13:22:04 GMT+0000 (Coordinated Universal Time)",
            "5/12/1383, 1:22:04 PM",
            [Some(-18512534275960), Some(-18512534276000), Some(-18512534276000), Some(-18512534276000)],
        ),
        (
            -33809562709057,
            "0898-08-13T14:48:10.943Z",
            "Wed, 13 Aug 0898 14:48:10 GMT",
            "Wed Aug 13 0898 14:48:10 GMT+0000 (Coordinated Universal Time)",
            "8/13/898, 2:48:10 PM",
            [Some(-33809562709057), Some(-33809562710000), Some(-33809562710000), Some(-33809562710000)],
        ),
    ];

    /// (t, [getUTCFullYear, getUTCMonth, getUTCDate, getUTCDay, getUTCHours, getUTCMinutes, getUTCSeconds, getUTCMilliseconds]).
    const FIELDS: &[(i64, [i64; 8])] = &[
        (0, [1970, 0, 1, 4, 0, 0, 0, 0]),
        (-1, [1969, 11, 31, 3, 23, 59, 59, 999]),
        (1, [1970, 0, 1, 4, 0, 0, 0, 1]),
        (8640000000000000, [275760, 8, 13, 6, 0, 0, 0, 0]),
        (-8640000000000000, [-271821, 3, 20, 2, 0, 0, 0, 0]),
        (-62198755200000, [-1, 0, 1, 5, 0, 0, 0, 0]),
        (-62198755200001, [-2, 11, 31, 4, 23, 59, 59, 999]),
        (-62135596800000, [1, 0, 1, 1, 0, 0, 0, 0]),
        (253402300799999, [9999, 11, 31, 5, 23, 59, 59, 999]),
        (253402300800000, [10000, 0, 1, 6, 0, 0, 0, 0]),
        (951782400000, [2000, 1, 29, 2, 0, 0, 0, 0]),
        (4107542400000, [2100, 2, 1, 1, 0, 0, 0, 0]),
        (1709632800000, [2024, 2, 5, 2, 10, 0, 0, 0]),
        (1709596800000, [2024, 2, 5, 2, 0, 0, 0, 0]),
        (-2208988800000, [1900, 0, 1, 1, 0, 0, 0, 0]),
        (1000000000000, [2001, 8, 9, 0, 1, 46, 40, 0]),
        (1234567890123, [2009, 1, 13, 5, 23, 31, 30, 123]),
        (-1000000000000, [1938, 3, 24, 0, 22, 13, 20, 0]),
        (-377705116800000, [-9999, 0, 1, 1, 0, 0, 0, 0]),
        (1099511627776, [2004, 10, 3, 3, 19, 53, 47, 776]),
        (-35184372088832, [855, 0, 19, 2, 11, 18, 31, 168]),
        (1801120824000000, [59045, 2, 31, 1, 20, 0, 0, 0]),
        (-422220864000000, [-11410, 4, 9, 0, 10, 40, 0, 0]),
        (-35708283809699, [838, 5, 13, 0, 16, 16, 30, 301]),
        (-45463081187487, [529, 4, 1, 0, 22, 20, 12, 513]),
        (-1048188400268555, [-31246, 2, 26, 5, 19, 28, 51, 445]),
        (-257993536000000, [-6206, 6, 5, 6, 16, 53, 20, 0]),
        (-18997528892398, [1367, 11, 29, 2, 4, 38, 27, 602]),
        (-1693832512000000, [-51706, 7, 2, 4, 0, 53, 20, 0]),
        (16187482949508, [2482, 11, 17, 4, 3, 2, 29, 508]),
        (1114874432000000, [37298, 11, 18, 4, 6, 13, 20, 0]),
        (-3892627029418945, [-121383, 6, 24, 4, 10, 3, 1, 55]),
        (-5038594436645508, [-157697, 3, 20, 1, 18, 15, 54, 492]),
        (-53925633197912, [261, 2, 1, 5, 17, 26, 42, 88]),
        (65988006591797, [4061, 0, 28, 5, 1, 49, 51, 797]),
        (2289928846368, [2042, 6, 25, 5, 19, 20, 46, 368]),
        (-43488649104800, [591, 10, 25, 5, 3, 41, 35, 200]),
        (-13735865164662, [1534, 8, 24, 1, 1, 53, 55, 338]),
        (-483842872000000, [-13363, 7, 18, 5, 18, 13, 20, 0]),
        (-2202337875366211, [-67820, 8, 9, 6, 7, 3, 53, 789]),
        (-30718684283695, [996, 6, 24, 0, 16, 8, 36, 305]),
        (-7810681915283203, [-245541, 4, 5, 1, 22, 38, 36, 797]),
        (-851619200000000, [-25017, 3, 6, 0, 7, 6, 40, 0]),
        (-42579738264393, [620, 8, 13, 3, 22, 55, 35, 607]),
        (-76373736820529, [-451, 9, 24, 1, 17, 6, 19, 471]),
        (58708544000000, [3830, 4, 27, 4, 0, 53, 20, 0]),
        (-1976759815755, [1907, 4, 12, 0, 20, 3, 4, 245]),
        (2125686607360840, [69330, 3, 30, 0, 6, 2, 40, 840]),
        (1230388288000000, [40959, 5, 15, 5, 4, 26, 40, 0]),
        (-4796028671264648, [-150011, 10, 25, 6, 21, 32, 15, 352]),
        (750743865966797, [25760, 1, 16, 6, 2, 46, 6, 797]),
        (-4040470733642578, [-126068, 6, 31, 0, 10, 25, 57, 422]),
        (1156550072378, [2006, 7, 25, 5, 23, 54, 32, 378]),
        (-13304973088025, [1548, 4, 20, 4, 6, 8, 31, 975]),
        (879863872000000, [29851, 9, 11, 6, 15, 6, 40, 0]),
        (908897088000000, [30771, 9, 21, 4, 5, 20, 0, 0]),
        (-458900299072266, [-12572, 0, 11, 5, 22, 42, 7, 734]),
        (-5989051998880, [1780, 2, 19, 0, 6, 26, 41, 120]),
        (16675871545501, [2498, 5, 8, 0, 18, 32, 25, 501]),
        (-18512534275960, [1383, 4, 12, 1, 13, 22, 4, 40]),
        (-33809562709057, [898, 7, 13, 3, 14, 48, 10, 943]),
    ];

    /// (Date.UTC arguments, Date.UTC(...); None = NaN).
    const UTC: &[([f64; 7], Option<i64>)] = &[
        ([2024.0, 10000001.0, 1.0, 21.0, 9.0, 0.0, 8640000000000000.0], None),
        ([2024.0, 9.0, 9.0, 3.0, -1.0, 14.0, 0.0], Some(1728442754000)),
        ([25.0, 10000001.0, 1.0, 24.0, 14.0, 25.0, 0.0], None),
        ([1000000.0, 12000000.0, -1000000000.0, 24.0, -1.0, 58.0, 0.0], None),
        ([-271821.0, 10000000.0, 1.0, 2.7, 0.0, 0.0, 892.0], None),
        ([f64::INFINITY, f64::NAN, 100000000000000000000.0, 10000000000.0, -1.0, 59.9, 0.0], None),
        ([2094.0, 10000001.0, 1.5, 10000000000.0, 0.0, 59.9, -0.5], None),
        ([275760.0, 8.0, 1.5, 10000000000.0, 1000000000000.0, 0.0, 8640000000000000.0], None),
        ([504.0, -10000000.0, f64::NAN, 10000000000.0, -1.0, 9.0, 8640000000000000.0], None),
        ([1.5, f64::NAN, -1000000000.0, 10000000000.0, 1000000000000.0, 0.0, 0.0], None),
        ([275760.0, f64::NAN, 1.0, -36.0, -1.0, 0.0, -0.5], None),
        ([1000000.0, -0.5, f64::NAN, -19.0, 0.0, 56.0, -0.5], None),
        ([1000001.0, 0.0, 1.0, 24.0, 0.0, 9.0, 861.0], None),
        ([2024.0, 12000000.0, 1.0, -27.0, 1000000000000.0, 59.9, 0.0], None),
        ([-0.5, 13.0, 100000000000000000000.0, 13.0, 1000000000000.0, 59.9, 0.0], None),
        ([f64::INFINITY, -0.5, 1.0, 10000000000.0, 20.0, 59.9, 999.9], None),
        ([f64::INFINITY, 10000000.0, 17.0, 24.0, 1000000000000.0, 0.0, 868.0], None),
        ([f64::NAN, 3.0, 1.0, 9.0, 0.0, 0.0, -0.5], None),
        ([275760.0, -3.0, -377.0, 24.0, 1000000000000.0, 59.9, 0.0], None),
        ([f64::INFINITY, 11.9, f64::NAN, 10000000000.0, 30.0, 0.0, 212.0], None),
        ([-271821.0, 12000000.0, 1.5, 2.7, -1.0, 0.0, 999.9], None),
        ([2024.0, -16.0, 1.0, 10000000000.0, 43.0, 0.0, 607.0], None),
        ([1000000.0, 10000000.0, 100000000000000000000.0, 24.0, 1000000000000.0, 0.0, 0.0], None),
        ([-0.5, f64::NAN, 36.0, 15.0, 0.0, 59.0, 0.0], None),
        ([-0.5, 10000000.0, 100000000000000000000.0, 0.0, -1.0, 59.9, 8640000000000000.0], None),
        ([-271821.0, 10000000.0, 1.0, 0.0, -1.0, 59.9, 256.0], None),
        ([-0.5, 11.9, -1000000000.0, 2.7, 46.0, 0.0, 999.9], None),
        ([f64::NAN, 3.0, 1.0, 10000000000.0, -1.0, 4.0, 999.9], None),
        ([1000001.0, f64::NAN, 1.5, 24.0, 0.0, 0.0, 92.0], None),
        ([-271821.0, 11.9, -1000000000.0, 21.0, 10.0, 59.9, 0.0], None),
        ([275760.0, 12000000.0, 1.0, 2.7, 3.0, 59.9, 276.0], None),
        ([-72.0, 0.0, 1.5, 10000000000.0, 0.0, 59.9, 8640000000000000.0], None),
        ([-271821.0, 11.9, -1000000000.0, 0.0, 0.0, 59.9, -0.5], None),
        ([275760.0, 6.0, f64::NAN, 0.0, 37.0, 0.0, 0.0], None),
        ([f64::INFINITY, 10000001.0, -403.0, 2.7, -1.0, 0.0, 0.0], None),
        ([1000000.0, 8.0, f64::NAN, 0.0, 0.0, 0.0, -0.5], None),
        ([2024.0, -10000000.0, -437.0, -3.0, 54.0, 0.0, 970.0], None),
        ([1000001.0, 11.9, 1.0, 21.0, 0.0, 45.0, 137.0], None),
        ([-0.5, 0.0, 100000000000000000000.0, 24.0, -1.0, 0.0, 8640000000000000.0], None),
        ([-271821.0, 0.0, 1.0, -30.0, 0.0, 17.0, 0.0], None),
        ([275760.0, 7.0, 1.5, 6.0, 0.0, 26.0, 999.9], Some(8639996306426999)),
        ([16.0, 10.0, -230.0, 24.0, 0.0, 59.9, 0.0], Some(-1697673541000)),
        ([-271821.0, 10000001.0, 226.0, 0.0, 1000000000000.0, 59.9, 0.0], None),
        ([-0.5, 19.0, 1.5, 5.0, 0.0, 18.0, -0.5], Some(-2159117982000)),
        ([482.0, 6.0, 100000000000000000000.0, 21.0, 0.0, 59.9, 787.0], None),
        ([f64::NAN, -3.0, 1.0, 10000000000.0, 27.0, 59.9, 462.0], None),
        ([f64::NAN, 12000000.0, 1.5, 24.0, -1.0, 45.0, 168.0], None),
        ([f64::NAN, -10000000.0, -1000000000.0, 0.0, 44.0, 59.9, 0.0], None),
        ([f64::INFINITY, 12000000.0, f64::NAN, 24.0, 6.0, 0.0, 8640000000000000.0], None),
        ([275760.0, 12000000.0, 1.0, 4.0, 32.0, 59.9, 903.0], None),
        ([1000000.0, f64::NAN, 1.0, 0.0, 0.0, 39.0, 999.9], None),
        ([f64::INFINITY, 7.0, 100000000000000000000.0, 0.0, -1.0, 59.9, 0.0], None),
        ([2024.0, -0.5, -156.0, 2.7, 0.0, 59.9, -0.5], Some(1690509659000)),
        ([935.0, -0.5, 135.0, 2.7, 0.0, 59.9, 239.0], Some(-32649861540761)),
        ([1000001.0, 10000001.0, 1.0, 10000000000.0, 0.0, 48.0, 999.9], None),
        ([1026.0, -0.5, -379.0, 24.0, -1.0, 10.0, -0.5], Some(-29822515250000)),
        ([89.0, 5.0, 1.0, 2.7, 43.0, 9.0, -0.5], Some(612672189000)),
        ([1.5, 9.0, 1.0, 2.7, 0.0, 0.0, 999.9], Some(-2153858399001)),
        ([1000001.0, 11.9, 1.0, 10000000000.0, -1.0, 59.9, 891.0], None),
        ([f64::INFINITY, 10.0, 379.0, 10000000000.0, 0.0, 0.0, 930.0], None),
        ([1.5, 10.0, 1.0, 22.0, 1000000000000.0, 59.9, 0.0], None),
        ([22.0, -11.0, 100000000000000000000.0, 2.7, 0.0, 0.0, 8640000000000000.0], None),
        ([-0.5, 10000001.0, 100000000000000000000.0, 10000000000.0, 0.0, 50.0, 28.0], None),
        ([1000001.0, 10000001.0, 0.0, 2.7, 0.0, 59.9, -0.5], None),
        ([2024.0, 11.9, -260.0, 8.0, 0.0, 0.0, 344.0], Some(1710489600344)),
        ([-0.5, -10000000.0, 100000000000000000000.0, 10000000000.0, 0.0, 0.0, -0.5], None),
        ([f64::NAN, 3.0, -1000000000.0, 0.0, -1.0, 0.0, -0.5], None),
        ([1574.0, 10000001.0, 100000000000000000000.0, 6.0, 0.0, 14.0, 999.9], None),
        ([39.0, 12000000.0, 29.0, 0.0, -1.0, 59.9, 0.0], None),
        ([f64::NAN, 10000000.0, 10.0, 2.7, 38.0, 59.9, 8640000000000000.0], None),
    ];
}
