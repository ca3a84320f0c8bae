//! `Temporal`: the primitive operations behind `prelude/temporal.js`, on the `temporal_rs`
//! crate (its algorithms, its calendars from ICU4X and the IANA time-zone database it compiles
//! in through `timezone_provider`).
//!
//! A Temporal object is `Class::Temporal` holding [`TemporalData`]: plain fields (ISO fields,
//! epoch nanoseconds, calendar and time-zone identifiers), so a snapshot is plain data and stays
//! deterministic; each operation turns them into `temporal_rs` values, computes, and stores the
//! answer's fields in a new object. The prelude does everything observable (reading property
//! bags and options in the specification's order, converting them, `this` and argument type
//! checks) and calls the one hidden native `temporal(op, …)` with primitives, Temporal objects
//! and arrays of primitives. There is no clock here: `Temporal.Now` reads the time the host set
//! for `Date.now()` ([`Vm::set_now`]), and the current time zone is the run's local zone
//! ([`Vm::set_time_zone`]; UTC by default), as for `Date`.

use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object, TemporalData};
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};
use std::cmp::Ordering;
use std::str::FromStr;
use temporal_rs::fields::{CalendarFields, DateTimeFields, YearMonthCalendarFields, ZonedDateTimeFields};
use temporal_rs::options::{
    DifferenceSettings, Disambiguation, DisplayCalendar, DisplayOffset, DisplayTimeZone, OffsetDisambiguation,
    Overflow, RelativeTo, RoundingIncrement, RoundingMode, RoundingOptions, ToStringRoundingOptions, Unit,
};
use temporal_rs::parsers::Precision;
use temporal_rs::partial::{PartialDate, PartialTime, PartialYearMonth, PartialZonedDateTime};
use temporal_rs::{
    Calendar, Duration, Instant, MonthCode, PlainDate, PlainDateTime, PlainMonthDay, PlainTime, PlainYearMonth,
    TemporalError, TimeZone, UtcOffset, ZonedDateTime,
};

/// Kind numbers shared with `prelude/temporal.js`.
const DURATION: u8 = 0;
const DATE: u8 = 1;
const TIME: u8 = 2;
const DATETIME: u8 = 3;
const YEARMONTH: u8 = 4;
const MONTHDAY: u8 = 5;
const INSTANT: u8 = 6;
const ZONED: u8 = 7;

/// Indices of a property-bag record (the array the prelude builds from an object's fields).
mod rec {
    pub const CALENDAR: usize = 0;
    pub const ERA: usize = 1;
    pub const ERA_YEAR: usize = 2;
    pub const YEAR: usize = 3;
    pub const MONTH: usize = 4;
    pub const MONTH_CODE: usize = 5;
    pub const DAY: usize = 6;
    pub const HOUR: usize = 7;
    pub const OFFSET: usize = 13;
    pub const TIME_ZONE: usize = 14;
}

pub(crate) fn setup(vm: &mut Vm) {
    vm.def_hidden("temporal", 2, temporal_op);
}

type TResult<T> = Result<T, TemporalError>;

fn terr(e: TemporalError) -> Ctl {
    match e.kind() {
        temporal_rs::error::ErrorKind::Type => Ctl::type_error(e.to_string()),
        _ => Ctl::range_error(e.to_string()),
    }
}

fn kind_of(d: &TemporalData) -> u8 {
    match d {
        TemporalData::Duration(_) => DURATION,
        TemporalData::PlainDate { .. } => DATE,
        TemporalData::PlainTime(_) => TIME,
        TemporalData::PlainDateTime { .. } => DATETIME,
        TemporalData::PlainYearMonth { .. } => YEARMONTH,
        TemporalData::PlainMonthDay { .. } => MONTHDAY,
        TemporalData::Instant(_) => INSTANT,
        TemporalData::ZonedDateTime { .. } => ZONED,
    }
}

// ---- plain data <-> temporal_rs ------------------------------------------------------------

fn calendar(id: &str) -> TResult<Calendar> {
    // "islamic" and "islamic-rgsa" are Intl.DateTimeFormat fallbacks, not Temporal calendars.
    let lower = id.to_ascii_lowercase();
    if lower == "islamic" || lower == "islamic-rgsa" {
        return Err(TemporalError::range().with_message("unknown calendar"));
    }
    Calendar::try_from_utf8(id.as_bytes())
}

fn duration(d: &[f64; 10]) -> TResult<Duration> {
    Duration::new(
        d[0] as i64,
        d[1] as i64,
        d[2] as i64,
        d[3] as i64,
        d[4] as i64,
        d[5] as i64,
        d[6] as i64,
        d[7] as i64,
        d[8] as i128,
        d[9] as i128,
    )
}

fn duration_data(d: &Duration) -> TemporalData {
    TemporalData::Duration([
        d.years() as f64,
        d.months() as f64,
        d.weeks() as f64,
        d.days() as f64,
        d.hours() as f64,
        d.minutes() as f64,
        d.seconds() as f64,
        d.milliseconds() as f64,
        d.microseconds() as f64,
        d.nanoseconds() as f64,
    ])
}

fn date(iso: (i32, u8, u8), cal: &str) -> TResult<PlainDate> {
    Ok(PlainDate::try_new_iso(iso.0, iso.1, iso.2)?.with_calendar(calendar(cal)?))
}

fn time(t: &[u16; 6]) -> TResult<PlainTime> {
    PlainTime::try_new(t[0] as u8, t[1] as u8, t[2] as u8, t[3], t[4], t[5])
}

fn time_fields(t: &PlainTime) -> [u16; 6] {
    [
        u16::from(t.hour()),
        u16::from(t.minute()),
        u16::from(t.second()),
        t.millisecond(),
        t.microsecond(),
        t.nanosecond(),
    ]
}

fn date_data(d: &PlainDate) -> TResult<TemporalData> {
    // The ISO fields, read from the ISO string (a date at the limits has no PlainDateTime).
    let s = d.to_ixdtf_string(DisplayCalendar::Never);
    Ok(TemporalData::PlainDate { iso: iso_of_string(&s), cal: d.calendar().identifier().to_string() })
}

fn datetime(iso: (i32, u8, u8), t: &[u16; 6], cal: &str) -> TResult<PlainDateTime> {
    PlainDateTime::from_date_and_time(date(iso, cal)?, time(t)?)
}

fn datetime_data(d: &PlainDateTime) -> TemporalData {
    TemporalData::PlainDateTime {
        iso: (d.iso_year(), d.iso_month(), d.iso_day()),
        time: time_fields(&d.to_plain_time()),
        cal: d.calendar().identifier().to_string(),
    }
}

/// The ISO date in an `YYYY-MM-DD…` (or `±YYYYYY-MM-DD…`) string a type prints with its
/// calendar always shown (the way to read a year-month's or month-day's reference date).
fn iso_of_string(s: &str) -> (i32, u8, u8) {
    let (sign, rest) = match s.as_bytes().first() {
        Some(b'-') => (-1, &s[1..]),
        Some(b'+') => (1, &s[1..]),
        _ => (1, s),
    };
    let mut it = rest.split(['-', '[']);
    let y = it.next().and_then(|x| x.parse::<i32>().ok()).unwrap_or(0) * sign;
    let m = it.next().and_then(|x| x.parse::<u8>().ok()).unwrap_or(1);
    let d = it.next().and_then(|x| x.get(..2)).and_then(|x| x.parse::<u8>().ok()).unwrap_or(1);
    (y, m, d)
}

fn year_month(iso: (i32, u8, u8), cal: &str) -> TResult<PlainYearMonth> {
    PlainYearMonth::try_new(iso.0, iso.1, Some(iso.2), calendar(cal)?)
}

fn year_month_data(ym: &PlainYearMonth) -> TemporalData {
    let s = ym.to_ixdtf_string(DisplayCalendar::Always);
    TemporalData::PlainYearMonth { iso: iso_of_string(&s), cal: ym.calendar().identifier().to_string() }
}

fn month_day(iso: (i32, u8, u8), cal: &str) -> TResult<PlainMonthDay> {
    PlainMonthDay::new_with_overflow(iso.1, iso.2, calendar(cal)?, Overflow::Reject, Some(iso.0))
}

fn month_day_data(md: &PlainMonthDay) -> TemporalData {
    TemporalData::PlainMonthDay {
        iso: (md.iso.year, md.iso.month, md.iso.day),
        cal: md.calendar().identifier().to_string(),
    }
}

fn time_zone(id: &str) -> TResult<TimeZone> {
    TimeZone::try_from_str(id)
}

fn tz_id(tz: &TimeZone) -> TResult<String> {
    tz.identifier()
}

fn zoned(ns: i128, tz: &str, cal: &str) -> TResult<ZonedDateTime> {
    ZonedDateTime::try_new(ns, time_zone(tz)?, calendar(cal)?)
}

fn zoned_data(z: &ZonedDateTime) -> TResult<TemporalData> {
    Ok(TemporalData::ZonedDateTime {
        ns: z.epoch_nanoseconds().as_i128(),
        tz: tz_id(z.time_zone())?,
        cal: z.calendar().identifier().to_string(),
    })
}

// ---- VM side -------------------------------------------------------------------------------

fn data(vm: &Vm, v: Value) -> JsResult<TemporalData> {
    if let Value::Object(o) = v
        && let Class::Temporal(d) = &vm.state.heap.obj(o).class
    {
        return Ok((**d).clone());
    }
    Err(Ctl::type_error("not a Temporal object"))
}

fn make(vm: &mut Vm, d: TemporalData, proto: Value) -> Value {
    let proto = match proto {
        Value::Object(p) => p,
        _ => default_proto(vm, kind_of(&d)),
    };
    Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Temporal(Box::new(d)))))
}

fn default_proto(vm: &mut Vm, kind: u8) -> ObjId {
    match vm.hidden_native(&format!("%TemporalProto{kind}")) {
        Some(Value::Object(p)) => p,
        _ => vm.state.realm.object_prototype,
    }
}

fn text(vm: &mut Vm, v: Value) -> Option<String> {
    match v {
        Value::String(s) => Some(vm.str_lossy(s)),
        _ => None,
    }
}

fn num(v: Value) -> Option<f64> {
    v.as_number()
}

fn int_i32(v: f64) -> i32 {
    v.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
}

fn int_u8(v: f64) -> u8 {
    v.clamp(0.0, 255.0) as u8
}

fn int_u16(v: f64) -> u16 {
    v.clamp(0.0, 65535.0) as u16
}

fn parse_opt<T: FromStr>(vm: &mut Vm, v: Value, what: &str) -> JsResult<Option<T>> {
    match text(vm, v) {
        None => Ok(None),
        Some(s) => {
            T::from_str(&s).map(Some).map_err(|_| Ctl::range_error(format!("{s} is not a valid value for {what}")))
        }
    }
}

fn overflow(vm: &mut Vm, v: Value) -> JsResult<Option<Overflow>> {
    parse_opt(vm, v, "overflow")
}

fn unit(vm: &mut Vm, v: Value) -> JsResult<Option<Unit>> {
    parse_opt(vm, v, "a unit")
}

fn increment(v: Value) -> JsResult<Option<RoundingIncrement>> {
    match num(v) {
        None => Ok(None),
        Some(n) => RoundingIncrement::try_from(n).map(Some).map_err(terr),
    }
}

/// `(largestUnit, smallestUnit, roundingMode, roundingIncrement)` from four arguments, into
/// either of `temporal_rs`'s two option types with these four fields.
macro_rules! unit_options {
    ($name:ident -> $ty:ty) => {
        fn $name(vm: &mut Vm, a: &[Value]) -> JsResult<$ty> {
            let mut o = <$ty>::default();
            o.largest_unit = unit(vm, a[0])?;
            o.smallest_unit = unit(vm, a[1])?;
            o.rounding_mode = parse_opt::<RoundingMode>(vm, a[2], "roundingMode")?;
            o.increment = increment(a[3])?;
            Ok(o)
        }
    };
}
unit_options!(settings -> DifferenceSettings);
unit_options!(rounding -> RoundingOptions);

/// `(fractionalSecondDigits: number | "auto" | undefined, smallestUnit, roundingMode)`.
fn to_string_options(vm: &mut Vm, a: &[Value]) -> JsResult<ToStringRoundingOptions> {
    let mut o = ToStringRoundingOptions::default();
    if let Some(n) = num(a[0]) {
        o.precision = Precision::Digit(n as u8);
    }
    o.smallest_unit = unit(vm, a[1])?;
    o.rounding_mode = parse_opt::<RoundingMode>(vm, a[2], "roundingMode")?;
    Ok(o)
}

fn display_calendar(vm: &mut Vm, v: Value) -> JsResult<DisplayCalendar> {
    Ok(parse_opt(vm, v, "calendarName")?.unwrap_or(DisplayCalendar::Auto))
}

fn calendar_fields(vm: &mut Vm, r: &[Value]) -> JsResult<CalendarFields> {
    let mut f = CalendarFields::new();
    f.year = num(r[rec::YEAR]).map(int_i32);
    f.month = num(r[rec::MONTH]).map(int_u8);
    if let Some(mc) = text(vm, r[rec::MONTH_CODE]) {
        f.month_code = Some(MonthCode::try_from_utf8(mc.as_bytes()).map_err(terr)?);
    }
    f.day = num(r[rec::DAY]).map(int_u8);
    if let Some(e) = text(vm, r[rec::ERA]) {
        f.era = Some(
            temporal_rs::TinyAsciiStr::try_from_str(&e).map_err(|_| Ctl::range_error(format!("invalid era {e}")))?,
        );
    }
    f.era_year = num(r[rec::ERA_YEAR]).map(int_i32);
    Ok(f)
}

/// The time fields of a record; negative values are rejected with `overflow: "reject"` (and
/// clamped to 0 otherwise, as RegulateTime does).
fn partial_time(r: &[Value], ov: Option<Overflow>) -> JsResult<PartialTime> {
    let mut v: [Option<f64>; 6] = [None; 6];
    for (i, slot) in v.iter_mut().enumerate() {
        *slot = num(r[rec::HOUR + i]);
        if let Some(n) = *slot
            && n < 0.0
            && ov == Some(Overflow::Reject)
        {
            return Err(Ctl::range_error("time field out of range"));
        }
    }
    Ok(PartialTime::new()
        .with_hour(v[0].map(int_u8))
        .with_minute(v[1].map(int_u8))
        .with_second(v[2].map(int_u8))
        .with_millisecond(v[3].map(int_u16))
        .with_microsecond(v[4].map(int_u16))
        .with_nanosecond(v[5].map(int_u16)))
}

fn record(vm: &mut Vm, v: Value) -> Vec<Value> {
    let mut r = vm.array_values(v);
    r.resize(rec::TIME_ZONE + 1, Value::Undefined);
    r
}

fn record_calendar(vm: &mut Vm, r: &[Value]) -> JsResult<Calendar> {
    match text(vm, r[rec::CALENDAR]) {
        Some(c) => calendar(&c).map_err(terr),
        None => Ok(Calendar::default()),
    }
}

fn bigint_ns(vm: &Vm, v: Value) -> JsResult<i128> {
    use num_traits::ToPrimitive;
    match v {
        Value::BigInt(b) => {
            vm.state.heap.bigint(b).to_i128().ok_or_else(|| Ctl::range_error("epoch nanoseconds out of range"))
        }
        Value::Number(n) => Ok(n as i128),
        _ => Err(Ctl::type_error("expected a BigInt")),
    }
}

fn ns_value(vm: &mut Vm, ns: i128) -> Value {
    vm.new_bigint(num_bigint::BigInt::from(ns))
}

fn ord(o: Ordering) -> Value {
    Value::Number(match o {
        Ordering::Less => -1.0,
        Ordering::Equal => 0.0,
        Ordering::Greater => 1.0,
    })
}

/// A calendar identifier given as a string: an identifier, or a date-time string whose calendar
/// annotation (ISO 8601 when it has none) is the answer.
fn calendar_id(s: &str) -> TResult<String> {
    if let Ok(c) = calendar(s) {
        return Ok(c.identifier().to_string());
    }
    let c = PlainDateTime::from_str(s)
        .map(|d| d.calendar().clone())
        .or_else(|_| PlainDate::from_str(s).map(|d| d.calendar().clone()))
        .or_else(|_| PlainTime::from_str(s).map(|_| annotated_calendar(s)).and_then(|c| c))
        .or_else(|_| PlainYearMonth::from_str(s).map(|d| d.calendar().clone()))
        .or_else(|_| PlainMonthDay::from_str(s).map(|d| d.calendar().clone()))?;
    Ok(c.identifier().to_string())
}

/// The calendar of a `[u-ca=…]` annotation (ISO 8601 without one), for strings whose type does
/// not keep a calendar (a time).
fn annotated_calendar(s: &str) -> TResult<Calendar> {
    match s.find("u-ca=") {
        Some(i) => {
            let rest = &s[i + 5..];
            calendar(&rest[..rest.find(']').unwrap_or(rest.len())])
        }
        None => Ok(Calendar::default()),
    }
}

/// A time-zone identifier given as a string: an identifier or an offset, or a date-time string
/// with a time-zone annotation or a `Z`/offset.
fn time_zone_id(s: &str) -> TResult<String> {
    tz_id(&time_zone(s)?)
}

/// The date any date-bearing Temporal object has.
fn to_date(d: &TemporalData) -> TResult<PlainDate> {
    match d {
        TemporalData::PlainDate { iso, cal }
        | TemporalData::PlainDateTime { iso, cal, .. }
        | TemporalData::PlainYearMonth { iso, cal }
        | TemporalData::PlainMonthDay { iso, cal } => date(*iso, cal),
        TemporalData::ZonedDateTime { ns, tz, cal } => Ok(zoned(*ns, tz, cal)?.to_plain_date()),
        _ => Err(TemporalError::r#type().with_message("not a date")),
    }
}

/// The calendar fields a PlainDate and a PlainYearMonth share (`temporal_rs` gives both types the
/// same methods), then the `extra` arms of the one type, then `undefined`.
macro_rules! calendar_fields {
    ($vm:expr, $x:expr, $name:expr, { $($extra:tt)* }) => {
        match $name {
            "calendarId" => $vm.new_string($x.calendar().identifier()),
            "era" => match $x.era() {
                Some(e) => $vm.new_string(e.as_str()),
                None => Value::Undefined,
            },
            "eraYear" => $x.era_year().map_or(Value::Undefined, |y| Value::Number(f64::from(y))),
            "year" => Value::Number(f64::from($x.year())),
            "month" => Value::Number(f64::from($x.month())),
            "monthCode" => $vm.new_string($x.month_code().as_str()),
            "daysInMonth" => Value::Number(f64::from($x.days_in_month())),
            "daysInYear" => Value::Number(f64::from($x.days_in_year())),
            "monthsInYear" => Value::Number(f64::from($x.months_in_year())),
            "inLeapYear" => Value::Bool($x.in_leap_year()),
            $($extra)*
            _ => Value::Undefined,
        }
    };
}

fn getter(vm: &mut Vm, d: &TemporalData, name: &str) -> JsResult<Value> {
    let n = |x: f64| Ok(Value::Number(x));
    if let TemporalData::Duration(f) = d {
        let i = [
            "years",
            "months",
            "weeks",
            "days",
            "hours",
            "minutes",
            "seconds",
            "milliseconds",
            "microseconds",
            "nanoseconds",
        ]
        .iter()
        .position(|k| *k == name);
        if let Some(i) = i {
            return n(f[i] + 0.0);
        }
        let dur = duration(f).map_err(terr)?;
        return match name {
            "sign" => n(f64::from(dur.sign() as i8)),
            "blank" => Ok(Value::Bool(dur.is_zero())),
            _ => Ok(Value::Undefined),
        };
    }
    // The reference ISO date of a year-month or month-day (what a formatter converts to its
    // calendar): `isoYear`, `isoMonth`, `isoDay`, read by the prelude only.
    if let TemporalData::PlainYearMonth { iso, .. } | TemporalData::PlainMonthDay { iso, .. } = d {
        match name {
            "isoYear" => return n(f64::from(iso.0)),
            "isoMonth" => return n(f64::from(iso.1)),
            "isoDay" => return n(f64::from(iso.2)),
            _ => {}
        }
    }
    // Time fields.
    let t = match d {
        TemporalData::PlainTime(t) | TemporalData::PlainDateTime { time: t, .. } => Some(*t),
        TemporalData::ZonedDateTime { ns, tz, cal } => {
            Some(time_fields(&zoned(*ns, tz, cal).map_err(terr)?.to_plain_time()))
        }
        _ => None,
    };
    if let Some(t) = t {
        let i =
            ["hour", "minute", "second", "millisecond", "microsecond", "nanosecond"].iter().position(|k| *k == name);
        if let Some(i) = i {
            return n(f64::from(t[i]));
        }
    }
    match d {
        TemporalData::Instant(ns) | TemporalData::ZonedDateTime { ns, .. } => match name {
            "epochMilliseconds" => return n(ns.div_euclid(1_000_000) as f64),
            "epochNanoseconds" => return Ok(ns_value(vm, *ns)),
            _ => {}
        },
        _ => {}
    }
    if let TemporalData::ZonedDateTime { ns, tz, cal } = d {
        let z = zoned(*ns, tz, cal).map_err(terr)?;
        match name {
            "timeZoneId" => return Ok(vm.new_string(tz)),
            "offset" => return Ok(vm.new_string(&z.offset())),
            "offsetNanoseconds" => return n(z.offset_nanoseconds() as f64),
            "hoursInDay" => return n(z.hours_in_day().map_err(terr)?),
            _ => {}
        }
    }
    if matches!(d, TemporalData::PlainTime(_) | TemporalData::Instant(_)) {
        return Ok(Value::Undefined);
    }
    // A year-month's own fields (its reference day may lie outside the PlainDate limits).
    if let TemporalData::PlainYearMonth { iso, cal } = d {
        let ym = year_month(*iso, cal).map_err(terr)?;
        return Ok(calendar_fields!(vm, ym, name, {}));
    }
    let pd = to_date(d).map_err(terr)?;
    Ok(calendar_fields!(vm, pd, name, {
        "day" => Value::Number(f64::from(pd.day())),
        "dayOfWeek" => Value::Number(f64::from(pd.day_of_week())),
        "dayOfYear" => Value::Number(f64::from(pd.day_of_year())),
        "weekOfYear" => pd.week_of_year().map_or(Value::Undefined, |w| Value::Number(f64::from(w))),
        "yearOfWeek" => pd.year_of_week().map_or(Value::Undefined, |w| Value::Number(f64::from(w))),
        "daysInWeek" => Value::Number(f64::from(pd.days_in_week())),
    }))
}

/// `temporal(op, …)`: the prelude's one door to `temporal_rs`.
fn temporal_op(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let op = match c.arg(0) {
        Value::String(s) => vm.str_lossy(s),
        _ => return Err(Ctl::type_error("temporal: bad operation")),
    };
    let mut a: Vec<Value> = c.args.iter().skip(1).copied().collect();
    a.resize(a.len().max(12), Value::Undefined);
    run(vm, &op, &a)
}

fn run(vm: &mut Vm, op: &str, a: &[Value]) -> JsResult<Value> {
    match op {
        // init(proto0, …, proto7): the prototypes the natives give new objects.
        "init" => {
            let h = vm.state.realm.hidden;
            for (i, p) in a.iter().take(8).enumerate() {
                vm.def_value(h, &format!("%TemporalProto{i}"), *p, 0);
            }
            Ok(Value::Undefined)
        }
        // kind(v): the kind number of a Temporal object, else -1.
        "kind" => Ok(Value::Number(match a[0] {
            Value::Object(o) => match &vm.state.heap.obj(o).class {
                Class::Temporal(d) => f64::from(kind_of(d)),
                _ => -1.0,
            },
            _ => -1.0,
        })),
        "get" => {
            let d = data(vm, a[0])?;
            let name = text(vm, a[1]).unwrap_or_default();
            getter(vm, &d, &name)
        }
        // calendarId(string), timeZoneId(string): canonical identifiers from strings.
        // calendarId(string, strict): strict (a constructor's argument) takes identifiers only.
        "calendarId" => canonical_id(vm, a, |s| calendar(s).map(|c| c.identifier().to_string()), calendar_id),
        "timeZoneId" => {
            canonical_id(vm, a, |s| TimeZone::try_from_identifier_str(s).and_then(|t| tz_id(&t)), time_zone_id)
        }
        // checkZoned(string): the syntax of a ZonedDateTime string (before its options are read).
        "checkZoned" => {
            let s = text(vm, a[0]).unwrap_or_default();
            temporal_rs::parsed_intermediates::ParsedZonedDateTime::from_utf8(s.as_bytes()).map_err(terr)?;
            Ok(Value::Undefined)
        }
        // relativeTo(string): a ZonedDateTime or a PlainDate.
        "relativeTo" => {
            let s = text(vm, a[0]).unwrap_or_default();
            let d = match RelativeTo::try_from_str(&s).map_err(terr)? {
                RelativeTo::PlainDate(d) => date_data(&d).map_err(terr)?,
                RelativeTo::ZonedDateTime(z) => zoned_data(&z).map_err(terr)?,
            };
            Ok(make(vm, d, Value::Undefined))
        }
        "tzEquals" => {
            let x = text(vm, a[0]).unwrap_or_default();
            let y = text(vm, a[1]).unwrap_or_default();
            let px = time_zone(&x).and_then(|t| t.primary_identifier()).and_then(|t| t.identifier()).map_err(terr)?;
            let py = time_zone(&y).and_then(|t| t.primary_identifier()).and_then(|t| t.identifier()).map_err(terr)?;
            Ok(Value::Bool(px == py))
        }
        "new" => construct(vm, a),
        "parse" => parse(vm, a),
        "fromFields" => from_fields(vm, a),
        "with" => with(vm, a),
        "add" => add(vm, a),
        "diff" => diff(vm, a),
        "round" => round(vm, a),
        "compare" => compare(vm, a),
        "equals" => {
            let x = data(vm, a[0])?;
            let y = data(vm, a[1])?;
            Ok(Value::Bool(equals(&x, &y).map_err(terr)?))
        }
        "toString" => to_string(vm, a),
        "convert" => convert(vm, a),
        "durationTotal" => {
            let TemporalData::Duration(f) = data(vm, a[0])? else { return Err(Ctl::type_error("not a Duration")) };
            let d = duration(&f).map_err(terr)?;
            let u = unit(vm, a[1])?.ok_or_else(|| Ctl::range_error("unit is required"))?;
            let rel = relative_to(vm, a[2])?;
            let t = d.total(u, rel).map_err(terr)?;
            Ok(Value::Number(t.as_inner()))
        }
        "durationNegate" | "durationAbs" => {
            let TemporalData::Duration(f) = data(vm, a[0])? else { return Err(Ctl::type_error("not a Duration")) };
            let d = duration(&f).map_err(terr)?;
            let r = if op == "durationAbs" { d.abs() } else { d.negated() };
            Ok(make(vm, duration_data(&r), Value::Undefined))
        }
        "durationAdd" => {
            let TemporalData::Duration(x) = data(vm, a[0])? else { return Err(Ctl::type_error("not a Duration")) };
            let TemporalData::Duration(y) = data(vm, a[1])? else { return Err(Ctl::type_error("not a Duration")) };
            let (x, y) = (duration(&x).map_err(terr)?, duration(&y).map_err(terr)?);
            let r = if a[2] == Value::Bool(true) { x.subtract(&y) } else { x.add(&y) }.map_err(terr)?;
            Ok(make(vm, duration_data(&r), Value::Undefined))
        }
        // nowInstant(epochMs): the host's clock as an Instant.
        "instantFromMs" => {
            let ms = num(a[0]).unwrap_or(0.0);
            let i = Instant::try_new((ms as i128) * 1_000_000).map_err(terr)?;
            Ok(make(vm, TemporalData::Instant(i.as_i128()), Value::Undefined))
        }
        _ => Err(Ctl::type_error(format!("temporal: unknown operation {op}"))),
    }
}

fn relative_to(vm: &mut Vm, v: Value) -> JsResult<Option<RelativeTo>> {
    if matches!(v, Value::Undefined) {
        return Ok(None);
    }
    Ok(Some(match data(vm, v)? {
        TemporalData::ZonedDateTime { ns, tz, cal } => RelativeTo::ZonedDateTime(zoned(ns, &tz, &cal).map_err(terr)?),
        d => RelativeTo::PlainDate(to_date(&d).map_err(terr)?),
    }))
}

/// `new(kind, proto, …fields)`: CreateTemporalX from validated numbers and identifiers.
fn construct(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let kind = num(a[0]).unwrap_or(-1.0) as u8;
    let proto = a[1];
    let f = &a[2..];
    let nf = |i: usize| num(f[i]).unwrap_or(0.0);
    let d = match kind {
        DURATION => {
            let mut v = [0.0; 10];
            for (i, slot) in v.iter_mut().enumerate() {
                *slot = nf(i) + 0.0;
            }
            duration(&v).map_err(terr)?;
            TemporalData::Duration(v)
        }
        DATE => {
            let cal = text(vm, f[3]).unwrap_or_else(|| "iso8601".into());
            let iso = (int_i32(nf(0)), int_u8(nf(1)), int_u8(nf(2)));
            if nf(1) > 12.0 || nf(2) > 31.0 {
                return Err(Ctl::range_error("date out of range"));
            }
            date_data(&date(iso, &cal).map_err(terr)?).map_err(terr)?
        }
        TIME => {
            let mut t = [0u16; 6];
            for (i, slot) in t.iter_mut().enumerate() {
                let x = nf(i);
                if !(0.0..=999.0).contains(&x) {
                    return Err(Ctl::range_error("time out of range"));
                }
                *slot = x as u16;
            }
            TemporalData::PlainTime(time_fields(&time(&t).map_err(terr)?))
        }
        DATETIME => {
            let cal = text(vm, f[9]).unwrap_or_else(|| "iso8601".into());
            if nf(1) > 12.0 || nf(2) > 31.0 {
                return Err(Ctl::range_error("date out of range"));
            }
            let iso = (int_i32(nf(0)), int_u8(nf(1)), int_u8(nf(2)));
            let mut t = [0u16; 6];
            for (i, slot) in t.iter_mut().enumerate() {
                let x = nf(3 + i);
                if !(0.0..=999.0).contains(&x) {
                    return Err(Ctl::range_error("time out of range"));
                }
                *slot = x as u16;
            }
            datetime_data(&datetime(iso, &t, &cal).map_err(terr)?)
        }
        YEARMONTH => {
            let cal = text(vm, f[2]).unwrap_or_else(|| "iso8601".into());
            if nf(1) > 12.0 || nf(3) > 31.0 {
                return Err(Ctl::range_error("date out of range"));
            }
            let ym = PlainYearMonth::try_new(
                int_i32(nf(0)),
                int_u8(nf(1)),
                Some(int_u8(nf(3))),
                calendar(&cal).map_err(terr)?,
            )
            .map_err(terr)?;
            year_month_data(&ym)
        }
        MONTHDAY => {
            let cal = text(vm, f[2]).unwrap_or_else(|| "iso8601".into());
            if nf(0) > 12.0 || nf(1) > 31.0 {
                return Err(Ctl::range_error("date out of range"));
            }
            let iso = (int_i32(nf(3)), int_u8(nf(0)), int_u8(nf(1)));
            month_day_data(&month_day(iso, &cal).map_err(terr)?)
        }
        INSTANT => {
            let ns = bigint_ns(vm, f[0])?;
            TemporalData::Instant(Instant::try_new(ns).map_err(terr)?.as_i128())
        }
        ZONED => {
            let ns = bigint_ns(vm, f[0])?;
            let tz = text(vm, f[1]).unwrap_or_default();
            let cal = text(vm, f[2]).unwrap_or_else(|| "iso8601".into());
            zoned_data(&zoned(ns, &tz, &cal).map_err(terr)?).map_err(terr)?
        }
        _ => return Err(Ctl::type_error("temporal: bad kind")),
    };
    Ok(make(vm, d, proto))
}

/// `parse(kind, string, disambiguation, offset)`: ToTemporalX of a string.
fn parse(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let kind = num(a[0]).unwrap_or(-1.0) as u8;
    let s = text(vm, a[1]).unwrap_or_default();
    let d = match kind {
        DURATION => duration_data(&Duration::from_str(&s).map_err(terr)?),
        DATE => date_data(&PlainDate::from_str(&s).map_err(terr)?).map_err(terr)?,
        TIME => TemporalData::PlainTime(time_fields(&PlainTime::from_str(&s).map_err(terr)?)),
        DATETIME => datetime_data(&PlainDateTime::from_str(&s).map_err(terr)?),
        YEARMONTH => year_month_data(&PlainYearMonth::from_str(&s).map_err(terr)?),
        MONTHDAY => month_day_data(&PlainMonthDay::from_str(&s).map_err(terr)?),
        INSTANT => TemporalData::Instant(Instant::from_str(&s).map_err(terr)?.as_i128()),
        ZONED => {
            let dis = parse_opt::<Disambiguation>(vm, a[2], "disambiguation")?.unwrap_or(Disambiguation::Compatible);
            let off = parse_opt::<OffsetDisambiguation>(vm, a[3], "offset")?.unwrap_or(OffsetDisambiguation::Reject);
            zoned_data(&ZonedDateTime::from_utf8(s.as_bytes(), dis, off).map_err(terr)?).map_err(terr)?
        }
        _ => return Err(Ctl::type_error("temporal: bad kind")),
    };
    Ok(make(vm, d, Value::Undefined))
}

/// `fromFields(kind, record, overflow, disambiguation, offset)`: ToTemporalX of a property bag.
fn from_fields(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let kind = num(a[0]).unwrap_or(-1.0) as u8;
    let r = record(vm, a[1]);
    let ov = overflow(vm, a[2])?;
    let cal = record_calendar(vm, &r)?;
    let fields = calendar_fields(vm, &r)?;
    let d = match kind {
        DATE => {
            let p = PartialDate { calendar_fields: fields, calendar: cal };
            date_data(&PlainDate::from_partial(p, ov).map_err(terr)?).map_err(terr)?
        }
        TIME => {
            let t = partial_time(&r, ov)?;
            TemporalData::PlainTime(time_fields(&PlainTime::from_partial(t, ov).map_err(terr)?))
        }
        DATETIME => {
            let t = partial_time(&r, ov)?;
            let p = temporal_rs::partial::PartialDateTime {
                fields: DateTimeFields { calendar_fields: fields, time: t },
                calendar: cal,
            };
            datetime_data(&PlainDateTime::from_partial(p, ov).map_err(terr)?)
        }
        YEARMONTH => {
            let p = PartialYearMonth { calendar_fields: YearMonthCalendarFields::from(fields), calendar: cal };
            year_month_data(&PlainYearMonth::from_partial(p, ov).map_err(terr)?)
        }
        MONTHDAY => {
            let p = PartialDate { calendar_fields: fields, calendar: cal };
            month_day_data(&PlainMonthDay::from_partial(p, ov).map_err(terr)?)
        }
        ZONED => {
            let t = partial_time(&r, ov)?;
            let tz = text(vm, r[rec::TIME_ZONE]).unwrap_or_default();
            let (zf, dis, off) = zoned_fields(vm, &r, a, fields, t)?;
            let p = PartialZonedDateTime { fields: zf, timezone: Some(time_zone(&tz).map_err(terr)?), calendar: cal };
            zoned_data(&ZonedDateTime::from_partial(p, ov, dis, off).map_err(terr)?).map_err(terr)?
        }
        _ => return Err(Ctl::type_error("temporal: bad kind")),
    };
    Ok(make(vm, d, Value::Undefined))
}

/// A zoned date-time's fields (the record's calendar fields, its time and its `offset`) and the
/// `disambiguation` and `offset` options in `a[3]`, `a[4]`, for `from` and `with`.
type ZonedParts = (ZonedDateTimeFields, Option<Disambiguation>, Option<OffsetDisambiguation>);

fn zoned_fields(
    vm: &mut Vm,
    r: &[Value],
    a: &[Value],
    fields: CalendarFields,
    time: PartialTime,
) -> JsResult<ZonedParts> {
    let offset = match text(vm, r[rec::OFFSET]) {
        Some(o) => Some(UtcOffset::from_str(&o).map_err(terr)?),
        None => None,
    };
    let dis = parse_opt::<Disambiguation>(vm, a[3], "disambiguation")?;
    let off = parse_opt::<OffsetDisambiguation>(vm, a[4], "offset")?;
    let mut zf = ZonedDateTimeFields::new();
    zf.calendar_fields = fields;
    zf.time = time;
    zf.offset = offset;
    Ok((zf, dis, off))
}

/// The canonical identifier of the string `a[0]`: through `strict` when `a[1]` is `true` (a
/// constructor's argument, identifiers only), else through `loose` (any string that names one).
fn canonical_id(
    vm: &mut Vm,
    a: &[Value],
    strict: impl Fn(&str) -> TResult<String>,
    loose: impl Fn(&str) -> TResult<String>,
) -> JsResult<Value> {
    let s = text(vm, a[0]).unwrap_or_default();
    let id = if a[1] == Value::Bool(true) { strict(&s) } else { loose(&s) }.map_err(terr)?;
    Ok(vm.new_string(&id))
}

/// `with(v, record, overflow, disambiguation, offset)`.
fn with(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let d = data(vm, a[0])?;
    let r = record(vm, a[1]);
    let ov = overflow(vm, a[2])?;
    let fields = calendar_fields(vm, &r)?;
    let out = match &d {
        TemporalData::PlainDate { iso, cal } => {
            date_data(&date(*iso, cal).map_err(terr)?.with(fields, ov).map_err(terr)?).map_err(terr)?
        }
        TemporalData::PlainTime(t) => {
            let p = partial_time(&r, ov)?;
            TemporalData::PlainTime(time_fields(&time(t).map_err(terr)?.with(p, ov).map_err(terr)?))
        }
        TemporalData::PlainDateTime { iso, time: t, cal } => {
            let p = partial_time(&r, ov)?;
            let dt = datetime(*iso, t, cal).map_err(terr)?;
            datetime_data(&dt.with(DateTimeFields { calendar_fields: fields, time: p }, ov).map_err(terr)?)
        }
        TemporalData::PlainYearMonth { iso, cal } => {
            let ym = year_month(*iso, cal).map_err(terr)?;
            year_month_data(&ym.with(YearMonthCalendarFields::from(fields), ov).map_err(terr)?)
        }
        TemporalData::PlainMonthDay { iso, cal } => {
            let md = month_day(*iso, cal).map_err(terr)?;
            month_day_data(&md.with(fields, ov).map_err(terr)?)
        }
        TemporalData::ZonedDateTime { ns, tz, cal } => {
            let p = partial_time(&r, ov)?;
            let (zf, dis, off) = zoned_fields(vm, &r, a, fields, p)?;
            let z = zoned(*ns, tz, cal).map_err(terr)?;
            zoned_data(&z.with(zf, dis, off, ov).map_err(terr)?).map_err(terr)?
        }
        _ => return Err(Ctl::type_error("temporal: with on a type without fields")),
    };
    Ok(make(vm, out, Value::Undefined))
}

/// `add(v, duration, overflow, subtract)`.
fn add(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let d = data(vm, a[0])?;
    let TemporalData::Duration(df) = data(vm, a[1])? else { return Err(Ctl::type_error("not a Duration")) };
    let mut dur = duration(&df).map_err(terr)?;
    if a[3] == Value::Bool(true) {
        dur = dur.negated();
    }
    let ov = overflow(vm, a[2])?;
    let out = match &d {
        TemporalData::PlainDate { iso, cal } => {
            date_data(&date(*iso, cal).map_err(terr)?.add(&dur, ov).map_err(terr)?).map_err(terr)?
        }
        TemporalData::PlainTime(t) => {
            TemporalData::PlainTime(time_fields(&time(t).map_err(terr)?.add(&dur).map_err(terr)?))
        }
        TemporalData::PlainDateTime { iso, time: t, cal } => {
            datetime_data(&datetime(*iso, t, cal).map_err(terr)?.add(&dur, ov).map_err(terr)?)
        }
        TemporalData::PlainYearMonth { iso, cal } => {
            let ym = year_month(*iso, cal).map_err(terr)?;
            year_month_data(&ym.add(&dur, ov.unwrap_or(Overflow::Constrain)).map_err(terr)?)
        }
        TemporalData::Instant(ns) => {
            TemporalData::Instant(Instant::try_new(*ns).map_err(terr)?.add(&dur).map_err(terr)?.as_i128())
        }
        TemporalData::ZonedDateTime { ns, tz, cal } => {
            zoned_data(&zoned(*ns, tz, cal).map_err(terr)?.add(&dur, ov).map_err(terr)?).map_err(terr)?
        }
        _ => return Err(Ctl::type_error("temporal: add on a type without arithmetic")),
    };
    Ok(make(vm, out, Value::Undefined))
}

/// `diff(v, other, since, largestUnit, smallestUnit, roundingMode, roundingIncrement)`.
fn diff(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let x = data(vm, a[0])?;
    let y = data(vm, a[1])?;
    let since = a[2] == Value::Bool(true);
    let s = settings(vm, &a[3..7])?;
    macro_rules! both {
        ($p:expr, $q:expr) => {
            if since { $p.since(&$q, s) } else { $p.until(&$q, s) }
        };
    }
    let r = match (&x, &y) {
        (TemporalData::PlainDate { iso, cal }, TemporalData::PlainDate { iso: i2, cal: c2 }) => {
            let (p, q) = (date(*iso, cal).map_err(terr)?, date(*i2, c2).map_err(terr)?);
            both!(p, q)
        }
        (TemporalData::PlainTime(t), TemporalData::PlainTime(t2)) => {
            let (p, q) = (time(t).map_err(terr)?, time(t2).map_err(terr)?);
            both!(p, q)
        }
        (
            TemporalData::PlainDateTime { iso, time: t, cal },
            TemporalData::PlainDateTime { iso: i2, time: t2, cal: c2 },
        ) => {
            let (p, q) = (datetime(*iso, t, cal).map_err(terr)?, datetime(*i2, t2, c2).map_err(terr)?);
            both!(p, q)
        }
        (TemporalData::PlainYearMonth { iso, cal }, TemporalData::PlainYearMonth { iso: i2, cal: c2 }) => {
            let (p, q) = (year_month(*iso, cal).map_err(terr)?, year_month(*i2, c2).map_err(terr)?);
            both!(p, q)
        }
        (TemporalData::Instant(n), TemporalData::Instant(n2)) => {
            let (p, q) = (Instant::try_new(*n).map_err(terr)?, Instant::try_new(*n2).map_err(terr)?);
            both!(p, q)
        }
        (TemporalData::ZonedDateTime { ns, tz, cal }, TemporalData::ZonedDateTime { ns: n2, tz: z2, cal: c2 }) => {
            let (p, q) = (zoned(*ns, tz, cal).map_err(terr)?, zoned(*n2, z2, c2).map_err(terr)?);
            both!(p, q)
        }
        _ => return Err(Ctl::type_error("temporal: difference of different types")),
    }
    .map_err(terr)?;
    Ok(make(vm, duration_data(&r), Value::Undefined))
}

/// `round(v, largestUnit, smallestUnit, roundingMode, roundingIncrement, relativeTo)`.
fn round(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let d = data(vm, a[0])?;
    let o = rounding(vm, &a[1..5])?;
    let out = match &d {
        TemporalData::Duration(f) => {
            let rel = relative_to(vm, a[5])?;
            duration_data(&duration(f).map_err(terr)?.round(o, rel).map_err(terr)?)
        }
        TemporalData::PlainTime(t) => {
            TemporalData::PlainTime(time_fields(&time(t).map_err(terr)?.round(o).map_err(terr)?))
        }
        TemporalData::PlainDateTime { iso, time: t, cal } => {
            datetime_data(&datetime(*iso, t, cal).map_err(terr)?.round(o).map_err(terr)?)
        }
        TemporalData::Instant(ns) => {
            TemporalData::Instant(Instant::try_new(*ns).map_err(terr)?.round(o).map_err(terr)?.as_i128())
        }
        TemporalData::ZonedDateTime { ns, tz, cal } => {
            zoned_data(&zoned(*ns, tz, cal).map_err(terr)?.round(o).map_err(terr)?).map_err(terr)?
        }
        _ => return Err(Ctl::type_error("temporal: round on a type without time")),
    };
    Ok(make(vm, out, Value::Undefined))
}

/// `compare(a, b, relativeTo)`: -1, 0 or 1 (ISO order, then nothing else: calendars do not
/// take part).
fn compare(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let x = data(vm, a[0])?;
    let y = data(vm, a[1])?;
    let o = match (&x, &y) {
        (TemporalData::Duration(p), TemporalData::Duration(q)) => {
            let rel = relative_to(vm, a[2])?;
            duration(p).map_err(terr)?.compare(&duration(q).map_err(terr)?, rel).map_err(terr)?
        }
        (TemporalData::PlainDate { iso, .. }, TemporalData::PlainDate { iso: i2, .. })
        | (TemporalData::PlainYearMonth { iso, .. }, TemporalData::PlainYearMonth { iso: i2, .. })
        | (TemporalData::PlainMonthDay { iso, .. }, TemporalData::PlainMonthDay { iso: i2, .. }) => iso.cmp(i2),
        (TemporalData::PlainTime(t), TemporalData::PlainTime(t2)) => t.cmp(t2),
        (TemporalData::PlainDateTime { iso, time: t, .. }, TemporalData::PlainDateTime { iso: i2, time: t2, .. }) => {
            (iso, t).cmp(&(i2, t2))
        }
        (TemporalData::Instant(n), TemporalData::Instant(n2))
        | (TemporalData::ZonedDateTime { ns: n, .. }, TemporalData::ZonedDateTime { ns: n2, .. }) => n.cmp(n2),
        _ => return Err(Ctl::type_error("temporal: comparison of different types")),
    };
    Ok(ord(o))
}

fn equals(x: &TemporalData, y: &TemporalData) -> TResult<bool> {
    Ok(match (x, y) {
        (TemporalData::ZonedDateTime { ns, tz, cal }, TemporalData::ZonedDateTime { ns: n2, tz: z2, cal: c2 }) => {
            if ns != n2 || cal != c2 {
                return Ok(false);
            }
            if tz == z2 {
                return Ok(true);
            }
            let p = time_zone(tz)?.primary_identifier()?.identifier()?;
            let q = time_zone(z2)?.primary_identifier()?.identifier()?;
            p == q
        }
        (TemporalData::PlainDate { iso, cal }, TemporalData::PlainDate { iso: i2, cal: c2 })
        | (TemporalData::PlainYearMonth { iso, cal }, TemporalData::PlainYearMonth { iso: i2, cal: c2 })
        | (TemporalData::PlainMonthDay { iso, cal }, TemporalData::PlainMonthDay { iso: i2, cal: c2 }) => {
            iso == i2 && cal == c2
        }
        (TemporalData::PlainTime(t), TemporalData::PlainTime(t2)) => t == t2,
        (
            TemporalData::PlainDateTime { iso, time: t, cal },
            TemporalData::PlainDateTime { iso: i2, time: t2, cal: c2 },
        ) => iso == i2 && t == t2 && cal == c2,
        (TemporalData::Instant(n), TemporalData::Instant(n2)) => n == n2,
        _ => false,
    })
}

/// `toString(v, fractionalSecondDigits, smallestUnit, roundingMode, calendarName, timeZone,
/// offset, timeZoneName)`.
fn to_string(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let d = data(vm, a[0])?;
    let s = match &d {
        TemporalData::Duration(f) => {
            let o = to_string_options(vm, &a[1..4])?;
            duration(f).map_err(terr)?.as_temporal_string(o).map_err(terr)?
        }
        TemporalData::PlainDate { iso, cal } => {
            let dc = display_calendar(vm, a[4])?;
            date(*iso, cal).map_err(terr)?.to_ixdtf_string(dc)
        }
        TemporalData::PlainTime(t) => {
            let o = to_string_options(vm, &a[1..4])?;
            time(t).map_err(terr)?.to_ixdtf_string(o).map_err(terr)?
        }
        TemporalData::PlainDateTime { iso, time: t, cal } => {
            let o = to_string_options(vm, &a[1..4])?;
            let dc = display_calendar(vm, a[4])?;
            datetime(*iso, t, cal).map_err(terr)?.to_ixdtf_string(o, dc).map_err(terr)?
        }
        TemporalData::PlainYearMonth { iso, cal } => {
            let dc = display_calendar(vm, a[4])?;
            year_month(*iso, cal).map_err(terr)?.to_ixdtf_string(dc)
        }
        TemporalData::PlainMonthDay { iso, cal } => {
            let dc = display_calendar(vm, a[4])?;
            month_day(*iso, cal).map_err(terr)?.to_ixdtf_string(dc)
        }
        TemporalData::Instant(ns) => {
            let o = to_string_options(vm, &a[1..4])?;
            let tz = match text(vm, a[5]) {
                Some(t) => Some(time_zone(&t).map_err(terr)?),
                None => None,
            };
            Instant::try_new(*ns).map_err(terr)?.to_ixdtf_string(tz, o).map_err(terr)?
        }
        TemporalData::ZonedDateTime { ns, tz, cal } => {
            let o = to_string_options(vm, &a[1..4])?;
            let dc = display_calendar(vm, a[4])?;
            let doff = parse_opt::<DisplayOffset>(vm, a[6], "offset")?.unwrap_or(DisplayOffset::Auto);
            let dtz = parse_opt::<DisplayTimeZone>(vm, a[7], "timeZoneName")?.unwrap_or(DisplayTimeZone::Auto);
            zoned(*ns, tz, cal).map_err(terr)?.to_ixdtf_string(doff, dtz, dc, o).map_err(terr)?
        }
    };
    Ok(vm.new_string(&s))
}

/// `convert(v, target, …)`: the `toX` methods and `withCalendar`/`withTimeZone`.
fn convert(vm: &mut Vm, a: &[Value]) -> JsResult<Value> {
    let d = data(vm, a[0])?;
    let target = text(vm, a[1]).unwrap_or_default();
    let out = match (target.as_str(), &d) {
        ("PlainDate", TemporalData::PlainDateTime { iso, cal, .. }) => {
            TemporalData::PlainDate { iso: *iso, cal: cal.clone() }
        }
        ("PlainDate", TemporalData::ZonedDateTime { .. }) => date_data(&to_date(&d).map_err(terr)?).map_err(terr)?,
        ("PlainTime", TemporalData::PlainDateTime { time: t, .. }) => TemporalData::PlainTime(*t),
        ("PlainTime", TemporalData::ZonedDateTime { ns, tz, cal }) => {
            TemporalData::PlainTime(time_fields(&zoned(*ns, tz, cal).map_err(terr)?.to_plain_time()))
        }
        ("PlainDateTime", TemporalData::ZonedDateTime { ns, tz, cal }) => {
            datetime_data(&zoned(*ns, tz, cal).map_err(terr)?.to_plain_date_time())
        }
        // toPlainDateTime(date, time?), PlainDateTime.withPlainTime(time?)
        ("PlainDateTime", TemporalData::PlainDate { iso, cal })
        | ("withPlainTime", TemporalData::PlainDateTime { iso, cal, .. }) => {
            let t = match a[2] {
                Value::Undefined => [0; 6],
                v => match data(vm, v)? {
                    TemporalData::PlainTime(t) => t,
                    _ => return Err(Ctl::type_error("not a PlainTime")),
                },
            };
            datetime_data(&datetime(*iso, &t, cal).map_err(terr)?)
        }
        ("PlainYearMonth", _) => year_month_data(&to_date(&d).map_err(terr)?.to_plain_year_month().map_err(terr)?),
        ("PlainMonthDay", _) => month_day_data(&to_date(&d).map_err(terr)?.to_plain_month_day().map_err(terr)?),
        // PlainYearMonth/PlainMonthDay.toPlainDate(record)
        ("PlainDateFrom", TemporalData::PlainYearMonth { iso, cal }) => {
            let r = record(vm, a[2]);
            let f = calendar_fields(vm, &r)?;
            date_data(&year_month(*iso, cal).map_err(terr)?.to_plain_date(Some(f)).map_err(terr)?).map_err(terr)?
        }
        ("PlainDateFrom", TemporalData::PlainMonthDay { iso, cal }) => {
            let r = record(vm, a[2]);
            let f = calendar_fields(vm, &r)?;
            date_data(&month_day(*iso, cal).map_err(terr)?.to_plain_date(Some(f)).map_err(terr)?).map_err(terr)?
        }
        ("withPlainTime", TemporalData::ZonedDateTime { ns, tz, cal }) => {
            let t = match a[2] {
                Value::Undefined => None,
                v => match data(vm, v)? {
                    TemporalData::PlainTime(t) => Some(time(&t).map_err(terr)?),
                    _ => return Err(Ctl::type_error("not a PlainTime")),
                },
            };
            zoned_data(&zoned(*ns, tz, cal).map_err(terr)?.with_plain_time(t).map_err(terr)?).map_err(terr)?
        }
        ("withCalendar", _) => {
            let c = text(vm, a[2]).unwrap_or_default();
            let c = calendar(&c).map_err(terr)?.identifier().to_string();
            match d {
                TemporalData::PlainDate { iso, .. } => TemporalData::PlainDate { iso, cal: c },
                TemporalData::PlainDateTime { iso, time, .. } => TemporalData::PlainDateTime { iso, time, cal: c },
                TemporalData::ZonedDateTime { ns, tz, .. } => TemporalData::ZonedDateTime { ns, tz, cal: c },
                TemporalData::PlainYearMonth { iso, .. } => TemporalData::PlainYearMonth { iso, cal: c },
                TemporalData::PlainMonthDay { iso, .. } => TemporalData::PlainMonthDay { iso, cal: c },
                _ => return Err(Ctl::type_error("withCalendar on a type without calendar")),
            }
        }
        ("withTimeZone", TemporalData::ZonedDateTime { ns, cal, .. }) => {
            let t = text(vm, a[2]).unwrap_or_default();
            zoned_data(&zoned(*ns, &t, cal).map_err(terr)?).map_err(terr)?
        }
        ("startOfDay", TemporalData::ZonedDateTime { ns, tz, cal }) => {
            zoned_data(&zoned(*ns, tz, cal).map_err(terr)?.start_of_day().map_err(terr)?).map_err(terr)?
        }
        // toZonedDateTime(timeZone, time | disambiguation)
        ("ZonedDateTime", TemporalData::Instant(ns)) => {
            let t = text(vm, a[2]).unwrap_or_default();
            zoned_data(&zoned(*ns, &t, "iso8601").map_err(terr)?).map_err(terr)?
        }
        ("ZonedDateTime", TemporalData::PlainDate { iso, cal }) => {
            let t = text(vm, a[2]).unwrap_or_default();
            let pt = match a[3] {
                Value::Undefined => None,
                v => match data(vm, v)? {
                    TemporalData::PlainTime(t) => Some(time(&t).map_err(terr)?),
                    _ => return Err(Ctl::type_error("not a PlainTime")),
                },
            };
            let z =
                date(*iso, cal).map_err(terr)?.to_zoned_date_time(time_zone(&t).map_err(terr)?, pt).map_err(terr)?;
            zoned_data(&z).map_err(terr)?
        }
        ("ZonedDateTime", TemporalData::PlainDateTime { iso, time: tm, cal }) => {
            let t = text(vm, a[2]).unwrap_or_default();
            let dis = parse_opt::<Disambiguation>(vm, a[3], "disambiguation")?.unwrap_or(Disambiguation::Compatible);
            let z = datetime(*iso, tm, cal)
                .map_err(terr)?
                .to_zoned_date_time(time_zone(&t).map_err(terr)?, dis)
                .map_err(terr)?;
            zoned_data(&z).map_err(terr)?
        }
        ("Instant", TemporalData::ZonedDateTime { ns, .. }) => TemporalData::Instant(*ns),
        ("transition", TemporalData::ZonedDateTime { ns, tz, cal }) => {
            let dir = text(vm, a[2]).unwrap_or_default();
            let dir = temporal_rs::provider::TransitionDirection::from_str(&dir)
                .map_err(|_| Ctl::range_error(format!("{dir} is not a valid value for direction")))?;
            match zoned(*ns, tz, cal).map_err(terr)?.get_time_zone_transition(dir).map_err(terr)? {
                Some(z) => zoned_data(&z).map_err(terr)?,
                None => return Ok(Value::Null),
            }
        }
        _ => return Err(Ctl::type_error(format!("temporal: cannot convert to {target}"))),
    };
    Ok(make(vm, out, Value::Undefined))
}
