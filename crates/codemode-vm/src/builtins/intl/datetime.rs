//! `Intl.DateTimeFormat` on ICU4X's CLDR data (the `intl-data` feature): the patterns, names,
//! calendars and numbering systems of a locale, through `icu_datetime`'s field bags (ECMA-402's
//! component options), its semantic field sets (`dateStyle`/`timeStyle`) and its range formatter
//! (`formatRange`). The formatters are built from plain strings per call and cached per thread
//! (`icu.rs`'s `Cache`), so nothing of them reaches a snapshot.
//!
//! The locale comes as one tag carrying the resolved keywords (`-u-ca-`, `-u-nu-`, `-u-hc-`);
//! the instant as its UTC time value, its offset in the time zone and the zone's IANA name.
//! Every function answers `None` when ICU4X cannot serve a request (an unknown combination of
//! fields, a date beyond its range): the caller then falls back to the en-US formatter.

use std::cell::RefCell;
use std::rc::Rc;

use icu_calendar::{AnyCalendarKind, Iso};
use icu_datetime::fieldbag::DateTimeFieldBag;
use icu_datetime::fieldbag::field;
use icu_datetime::fieldsets::builder::{DateFields, FieldSetBuilder, ZoneStyle};
use icu_datetime::fieldsets::enums::CompositeFieldSet;
use icu_datetime::options::{Length, TimePrecision};
use icu_datetime::range::DateRangeFormatter;
use icu_datetime::{DateTimeFormatter, DateTimeFormatterPreferences};
use icu_locale_core::Locale;
use icu_time::zone::{UtcOffset, ZoneNameTimestamp};
use icu_time::{TimeZone, ZonedDateTime};
use writeable::{Part, Writeable};

use super::icu::{Cache, PartsSink};

/// The component options and styles of a format (ECMA-402's names and values).
#[derive(Default, Clone, Debug)]
pub(crate) struct Fields {
    pub weekday: Option<&'static str>,
    pub era: Option<&'static str>,
    pub year: Option<&'static str>,
    pub month: Option<&'static str>,
    pub day: Option<&'static str>,
    pub day_period: Option<&'static str>,
    pub hour: Option<&'static str>,
    pub minute: Option<&'static str>,
    pub second: Option<&'static str>,
    pub fraction: u32,
    pub zone_name: Option<&'static str>,
    pub date_style: Option<&'static str>,
    pub time_style: Option<&'static str>,
    /// `hour12`: a 12-hour (or 24-hour) clock in the locale's own form.
    pub hour12: Option<bool>,
}

impl Fields {
    fn key(&self) -> String {
        format!("{self:?}")
    }
}

/// One formatted part: its ECMA-402 type, its text and its source (0 shared, 1 startRange, 2
/// endRange).
pub(crate) type Parts = Vec<(&'static str, String, u8)>;

fn width_era(w: &str) -> field::Era {
    match w {
        "long" => field::Era::Long,
        "narrow" => field::Era::Narrow,
        _ => field::Era::Short,
    }
}

fn numeric2<T>(w: &str, numeric: T, two: T) -> T {
    if w == "2-digit" { two } else { numeric }
}

/// The field bag of the component options.
fn bag(f: &Fields) -> DateTimeFieldBag {
    let mut b = DateTimeFieldBag::default();
    b.era = f.era.map(width_era);
    b.year = f.year.map(|w| numeric2(w, field::Year::Numeric, field::Year::TwoDigit));
    b.month = f.month.map(|w| match w {
        "2-digit" => field::Month::TwoDigit,
        "narrow" => field::Month::Narrow,
        "short" => field::Month::Short,
        "long" => field::Month::Long,
        _ => field::Month::Numeric,
    });
    b.day = f.day.map(|w| numeric2(w, field::Day::Numeric, field::Day::TwoDigit));
    b.weekday = f.weekday.map(|w| match w {
        "long" => field::Weekday::Long,
        "narrow" => field::Weekday::Narrow,
        _ => field::Weekday::Short,
    });
    b.day_period = f.day_period.map(|w| match w {
        "long" => field::DayPeriod::FlexibleLong,
        "narrow" => field::DayPeriod::FlexibleNarrow,
        _ => field::DayPeriod::FlexibleShort,
    });
    b.hour = f.hour.map(|w| numeric2(w, field::Hour::Numeric, field::Hour::TwoDigit));
    b.minute = f.minute.map(|w| numeric2(w, field::Minute::Numeric, field::Minute::TwoDigit));
    b.second = f.second.map(|w| numeric2(w, field::Second::Numeric, field::Second::TwoDigit));
    b.fractional_second_digits = match f.fraction {
        1 => Some(field::FractionalSecondDigits::F1),
        2 => Some(field::FractionalSecondDigits::F2),
        3 => Some(field::FractionalSecondDigits::F3),
        _ => None,
    };
    b.time_zone_name = f.zone_name.map(|z| match z {
        "long" => field::TimeZoneName::LongSpecific,
        "shortOffset" => field::TimeZoneName::ShortOffset,
        "longOffset" => field::TimeZoneName::LongOffset,
        "shortGeneric" => field::TimeZoneName::ShortGeneric,
        "longGeneric" => field::TimeZoneName::LongGeneric,
        _ => field::TimeZoneName::ShortSpecific,
    });
    b
}

/// The field set of the options: the styles' semantic skeletons, else the field bag's.
fn field_set(f: &Fields) -> Option<CompositeFieldSet> {
    if f.date_style.is_none() && f.time_style.is_none() {
        return bag(f).to_field_set_builder().build_composite().ok();
    }
    let length = |s: &str| match s {
        "full" | "long" => Length::Long,
        "medium" => Length::Medium,
        _ => Length::Short,
    };
    let mut b = FieldSetBuilder::new();
    if let Some(d) = f.date_style {
        b.date_fields = Some(if d == "full" { DateFields::YMDE } else { DateFields::YMD });
        b.length = Some(length(d));
    }
    if let Some(t) = f.time_style {
        b.time_precision = Some(if t == "short" { TimePrecision::Minute } else { TimePrecision::Second });
        b.zone_style = match t {
            "full" => Some(ZoneStyle::SpecificLong),
            "long" => Some(ZoneStyle::SpecificShort),
            _ => None,
        };
        if b.length.is_none() {
            b.length = Some(length(t));
        }
    }
    b.build_composite().ok()
}

thread_local! {
    static FORMATTERS: RefCell<Cache<DateTimeFormatter<CompositeFieldSet>>> = RefCell::new(Cache::new());
    static RANGES: RefCell<Cache<DateRangeFormatter<CompositeFieldSet>>> = RefCell::new(Cache::new());
}

/// The preferences of a tag (with its `-u-` keywords); `hour12` replaces any hour cycle by the
/// locale's own 12- or 24-hour cycle.
fn prefs(tag: &str, f: &Fields) -> Option<DateTimeFormatterPreferences> {
    let loc = Locale::try_from_str(tag).ok()?;
    let mut p = DateTimeFormatterPreferences::from(&loc);
    if let Some(h12) = f.hour12 {
        // ICU4X's field bags leave the hour kind to the preferences.
        let (c12, c24) = locale_cycles(tag);
        p.hour_cycle = hour_cycle_pref(if h12 { c12 } else { c24 });
    }
    Some(p)
}

fn hour_cycle_pref(hc: &str) -> Option<icu_datetime::preferences::HourCycle> {
    use icu_datetime::preferences::HourCycle;
    Some(match hc {
        "h11" => HourCycle::H11,
        "h12" => HourCycle::H12,
        "h23" | "h24" => HourCycle::H23,
        _ => return None,
    })
}

fn formatter(tag: &str, f: &Fields) -> Option<Rc<DateTimeFormatter<CompositeFieldSet>>> {
    let key = format!("{tag}|{}", f.key());
    FORMATTERS.with(|c| c.borrow_mut().get_or(key, || DateTimeFormatter::try_new(prefs(tag, f)?, field_set(f)?).ok()))
}

fn range_formatter(tag: &str, f: &Fields) -> Option<Rc<DateRangeFormatter<CompositeFieldSet>>> {
    let key = format!("{tag}|{}", f.key());
    RANGES.with(|c| c.borrow_mut().get_or(key, || DateRangeFormatter::try_new(prefs(tag, f)?, field_set(f)?).ok()))
}

/// The input ICU4X formats: the wall-clock time of `t` at `offset_ms` in zone `zone`.
type Input = ZonedDateTime<Iso, icu_time::TimeZoneInfo<icu_time::zone::models::AtTime>>;

fn input(t: f64, offset_ms: f64, zone: &str) -> Option<Input> {
    if !t.is_finite() || !offset_ms.is_finite() {
        return None;
    }
    // ICU4X's offsets are whole seconds within ±18 hours.
    let offset = UtcOffset::try_from_seconds((offset_ms / 1000.0).round() as i32).ok()?;
    let ms = t as i64;
    // Dates far beyond the proleptic range ICU4X's calendars convert are not attempted.
    if ms.abs() > 8_640_000_000_000_000 + 40 * 86_400_000 {
        return None;
    }
    let zdt = ZonedDateTime::from_epoch_milliseconds_and_utc_offset(ms, offset);
    let id = if zone == "UTC" || zone.starts_with('+') || zone.starts_with('-') || zone.starts_with("Etc/") {
        if zone == "UTC" || zone == "Etc/UTC" { TimeZone::from_iana_id("UTC") } else { TimeZone::UNKNOWN }
    } else {
        TimeZone::from_iana_id(zone)
    };
    let stamp = ZoneNameTimestamp::from_zoned_date_time(zdt);
    let info = id.with_offset(Some(offset)).with_zone_name_timestamp(stamp);
    Some(ZonedDateTime { date: zdt.date, time: zdt.time, zone: info })
}

/// ECMA-402's part type of an ICU4X part (`None`: not a field of its own).
fn part_type(p: &Part) -> Option<&'static str> {
    if p.category == "decimal" {
        return match p.value {
            "fraction" => Some("fractionalSecond"),
            "decimal" => Some("literal"),
            _ => None,
        };
    }
    if p.category != "datetime" {
        return None;
    }
    Some(match p.value {
        "era" => "era",
        "year" | "extendedYear" => "year",
        "relatedYear" => "relatedYear",
        "yearName" => "yearName",
        "month" => "month",
        "day" => "day",
        "weekday" => "weekday",
        "dayPeriod" => "dayPeriod",
        "hour" => "hour",
        "minute" => "minute",
        "second" => "second",
        "timeZoneName" => "timeZoneName",
        _ => return None,
    })
}

/// The parts of a formatted value: every byte takes the innermost part that names it (a
/// fraction inside the second is `fractionalSecond`), the rest are literals; runs of one type
/// and source are one part.
fn collect(w: &impl Writeable) -> Option<Parts> {
    let mut sink = PartsSink::new(|_| true);
    w.write_to_parts(&mut sink).ok()?;
    let n = sink.text.len();
    let mut kind: Vec<Option<&'static str>> = vec![None; n];
    let mut source = vec![0u8; n];
    for (s, e, p) in &sink.parts {
        if p.category == "datetime" && (p.value == "startRange" || p.value == "endRange") {
            let src = if p.value == "startRange" { 1 } else { 2 };
            source[*s..*e].iter_mut().for_each(|x| *x = src);
            continue;
        }
        let Some(t) = part_type(p) else { continue };
        for k in &mut kind[*s..*e] {
            if k.is_none() {
                *k = Some(t);
            }
        }
    }
    let mut out: Parts = Vec::new();
    let mut i = 0;
    while i < n {
        let t = kind[i].unwrap_or("literal");
        let src = source[i];
        let mut j = i + 1;
        while j < n && kind[j].unwrap_or("literal") == t && source[j] == src {
            j += 1;
        }
        // Parts end on character boundaries (they come from whole writes).
        let text = sink.text.get(i..j)?.to_string();
        out.push((t, text, src));
        i = j;
    }
    // The separator a range pattern writes at the end of its first half belongs to both ends.
    for k in 1..out.len() {
        if out[k - 1].0 == "literal" && out[k - 1].2 == 1 && out[k].2 == 2 {
            out[k - 1].2 = 0;
        }
    }
    Some(out)
}

/// The parts of `t` (UTC time value) at `offset_ms` in `zone`, in the locale `tag`.
pub(crate) fn format(tag: &str, f: &Fields, t: f64, offset_ms: f64, zone: &str) -> Option<Parts> {
    let fmt = formatter(tag, f)?;
    let inp = input(t, offset_ms, zone)?;
    collect(&fmt.format(&inp))
}

/// The parts of the range `a`–`b` (each a UTC time value and its offset) in `zone`.
pub(crate) fn format_range(tag: &str, f: &Fields, a: (f64, f64), b: (f64, f64), zone: &str) -> Option<Parts> {
    let fmt = range_formatter(tag, f)?;
    let x = input(a.0, a.1, zone)?;
    let mut y = input(b.0, b.1, zone)?;
    // One offset: one zone (its name's timestamp would make the ends incomparable).
    if a.1 == b.1 {
        y.zone = x.zone;
    }
    let mut parts = collect(&fmt.format(&x, &y))?;
    // ICU4X's range writer marks a cyclic calendar's related Gregorian year as a year.
    if matches!(calendar(tag), Some("chinese" | "dangi")) {
        for p in &mut parts {
            if p.0 == "year" && p.1.bytes().all(|b| b.is_ascii_digit() || b == b'-') {
                p.0 = "relatedYear";
            }
        }
    }
    Some(parts)
}

/// The hour cycle the formatter of these options writes (`h11`, `h12`, `h23`, `h24`), read from
/// its pattern; `None` without an hour.
pub(crate) fn hour_cycle(tag: &str, f: &Fields) -> Option<&'static str> {
    let fmt = formatter(tag, f)?;
    let inp = input(0.0, 0.0, "UTC")?;
    let pattern = fmt.format(&inp).pattern().write_to_string().into_owned();
    cycle_of_pattern(&pattern)
}

/// The hour symbol of a UTS 35 pattern (outside quoted text) as an hour cycle.
fn cycle_of_pattern(pattern: &str) -> Option<&'static str> {
    let mut quoted = false;
    for c in pattern.chars() {
        match c {
            '\'' => quoted = !quoted,
            'h' if !quoted => return Some("h12"),
            'K' if !quoted => return Some("h11"),
            'H' if !quoted => return Some("h23"),
            'k' if !quoted => return Some("h24"),
            _ => {}
        }
    }
    None
}

/// Whether the locale's 12-hour clock counts from 0 (`K`, CLDR's time data for Japan).
fn k_clock(tag: &str) -> bool {
    tag.split('-').next() == Some("ja")
}

/// The locale's 12-hour and 24-hour cycles: `h12` (`h11` where the clock counts from 0) and
/// `h23` (no CLDR locale counts hours from 1 to 24).
pub(crate) fn locale_cycles(tag: &str) -> (&'static str, &'static str) {
    (if k_clock(tag) { "h11" } else { "h12" }, "h23")
}

/// The locale's default hour cycle (its `-u-hc-` keyword honoured).
pub(crate) fn default_cycle(tag: &str) -> &'static str {
    let f = Fields { hour: Some("numeric"), minute: Some("2-digit"), ..Fields::default() };
    hour_cycle(tag, &f).unwrap_or("h12")
}

/// The week of a region (CLDR's weekData through ICU4X): its first day and weekend days as
/// ISO weekday numbers (Monday 1 … Sunday 7), the weekend ascending.
pub(crate) fn week_info(region: &str) -> Option<(u8, Vec<u8>)> {
    use icu_calendar::week::WeekInformation;
    let loc = Locale::try_from_str(&format!("und-{region}")).ok()?;
    let info = WeekInformation::try_new((&loc).into()).ok()?;
    let mut weekend: Vec<u8> = info.weekend().map(|d| d as u8).collect();
    weekend.sort_unstable();
    Some((info.first_weekday as u8, weekend))
}

/// The calendar a tag (maybe with `-u-ca-`) formats in, as its BCP 47 name.
pub(crate) fn calendar(tag: &str) -> Option<&'static str> {
    let loc = Locale::try_from_str(tag).ok()?;
    let prefs = icu_calendar::preferences::CalendarPreferences::from(&loc);
    let kind = AnyCalendarKind::try_new(prefs).ok()?;
    #[allow(deprecated)]
    Some(match kind {
        AnyCalendarKind::Buddhist => "buddhist",
        AnyCalendarKind::Chinese => "chinese",
        AnyCalendarKind::Coptic => "coptic",
        AnyCalendarKind::Dangi => "dangi",
        AnyCalendarKind::Ethiopian => "ethiopic",
        AnyCalendarKind::EthiopianAmeteAlem => "ethioaa",
        AnyCalendarKind::Gregorian => "gregory",
        AnyCalendarKind::Hebrew => "hebrew",
        AnyCalendarKind::Indian => "indian",
        AnyCalendarKind::HijriTabularTypeIIFriday => "islamic-civil",
        AnyCalendarKind::HijriTabularTypeIIThursday => "islamic-tbla",
        AnyCalendarKind::HijriUmmAlQura => "islamic-umalqura",
        AnyCalendarKind::Iso => "iso8601",
        AnyCalendarKind::Japanese | AnyCalendarKind::JapaneseExtended => "japanese",
        AnyCalendarKind::Persian => "persian",
        AnyCalendarKind::Roc => "roc",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(p: &Parts) -> String {
        p.iter().map(|x| x.1.as_str()).collect()
    }

    #[test]
    fn styles_per_locale() {
        let f = Fields { date_style: Some("full"), ..Fields::default() };
        // 2024-03-05T14:07:09Z
        let t = 1_709_647_629_000.0;
        assert_eq!(text(&format("de-u-ca-gregory-nu-latn", &f, t, 0.0, "UTC").unwrap()), "Dienstag, 5. März 2024");
        assert_eq!(text(&format("ja-u-ca-japanese-nu-latn", &f, t, 0.0, "UTC").unwrap()), "令和6年3月5日火曜日");
        let f = Fields { hour: Some("numeric"), minute: Some("2-digit"), ..Fields::default() };
        let p = format("de-u-ca-gregory-nu-latn", &f, t, 3_600_000.0, "Europe/Berlin").unwrap();
        assert_eq!(p.iter().map(|x| x.0).collect::<Vec<_>>(), ["hour", "literal", "minute"]);
        assert_eq!(text(&p), "15:07");
    }

    #[test]
    fn hour_cycles_and_calendars() {
        assert_eq!(default_cycle("de"), "h23");
        assert_eq!(default_cycle("en-US"), "h12");
        assert_eq!(default_cycle("de-u-hc-h12"), "h12");
        assert_eq!(locale_cycles("ja"), ("h11", "h23"));
        assert_eq!(cycle_of_pattern("h 'h' H"), Some("h12"));
        assert_eq!(cycle_of_pattern("'h'H"), Some("h23"));
        assert_eq!(calendar("th"), Some("buddhist"));
        assert_eq!(calendar("fa"), Some("persian"));
        assert_eq!(calendar("en-u-ca-japanese"), Some("japanese"));
    }

    #[test]
    fn weeks_by_region() {
        assert_eq!(week_info("US"), Some((7, vec![6, 7])));
        assert_eq!(week_info("DE"), Some((1, vec![6, 7])));
        assert_eq!(week_info("IR"), Some((6, vec![5])));
        assert_eq!(week_info("AF"), Some((6, vec![4, 5])));
        assert_eq!(week_info("IN"), Some((7, vec![7])));
        assert_eq!(week_info("001"), Some((1, vec![6, 7])));
        assert_eq!(week_info("not a region"), None);
    }

    #[test]
    fn ranges_share_the_separator() {
        let f = Fields { hour: Some("numeric"), minute: Some("2-digit"), ..Fields::default() };
        let a = (1_709_647_629_000.0, 0.0);
        let b = (a.0 + 2.0 * 3_600_000.0, 0.0);
        let p = format_range("de-u-ca-gregory-nu-latn", &f, a, b, "UTC").unwrap();
        let shared: Vec<&str> = p.iter().filter(|x| x.2 == 0).map(|x| x.1.as_str()).collect();
        assert!(shared.iter().any(|s| s.contains('–')), "{p:?}");
        assert!(p.iter().any(|x| x.2 == 1) && p.iter().any(|x| x.2 == 2));
    }

    #[test]
    fn out_of_range_inputs_answer_none() {
        let f = Fields { year: Some("numeric"), ..Fields::default() };
        assert!(format("de", &f, f64::NAN, 0.0, "UTC").is_none());
        assert!(format("de", &f, 0.0, 1e12, "UTC").is_none());
    }
}
