//! The en-US date-time formatter behind `Date.prototype.toLocale*String` and
//! `Intl.DateTimeFormat` (`format`, `formatToParts`, `formatRange`, `formatRangeToParts`):
//! ICU's en-US patterns, written as parts (`{type, value}` as ECMA-402 names them), in any time
//! zone ([`crate::zone`]) — the wall-clock fields are the UTC time value shifted by the zone's
//! offset at that instant.
//!
//! Options come as an object read with data lookups only: `Intl.DateTimeFormat` (the prelude)
//! reads the program's options object once, in the specification's order, into a plain record
//! and passes that; `toLocaleString` passes the program's object (its getters are not run).
//! Ranges follow CLDR's en interval formats for the common skeletons (a shared date with a time
//! range, `Jan 3 – 5, 2019`, `January – March 2019`) and the fallback `start – end` otherwise.
//! Without a locale tag (English in the Gregorian calendar, or a build without `intl-data`) every
//! locale formats as en-US and every calendar as Gregorian; with one, ICU4X formats the record in
//! that locale and calendar (`intl/datetime.rs`), this formatter answering only what it cannot.

use crate::datemath as dm;
use crate::error::{Ctl, JsResult};
use crate::value::Value;
use crate::zone::{self, NameStyle};
use crate::{NativeCall, Vm};

/// Which method formats (ToDateTimeOptions' `required`/`defaults`).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Required {
    Any,
    Date,
    Time,
}

impl Required {
    fn method(self) -> &'static str {
        match self {
            Required::Any => "toLocaleString",
            Required::Date => "toLocaleDateString",
            Required::Time => "toLocaleTimeString",
        }
    }
}

/// The options the formatter understands.
#[derive(Default, Clone)]
struct Opts {
    weekday: Option<&'static str>,
    era: Option<&'static str>,
    year: Option<&'static str>,
    month: Option<&'static str>,
    day: Option<&'static str>,
    hour: Option<&'static str>,
    minute: Option<&'static str>,
    second: Option<&'static str>,
    fraction: u32,
    day_period: Option<&'static str>,
    hour12: Option<bool>,
    hour_cycle: Option<&'static str>,
    zone_name: Option<NameStyle>,
    date_style: Option<&'static str>,
    time_style: Option<&'static str>,
    /// The resolved time-zone identifier.
    zone: String,
}

const WIDTHS: &[&str] = &["narrow", "short", "long"];
const NUMERIC: &[&str] = &["numeric", "2-digit"];
const MONTHS: &[&str] = &["numeric", "2-digit", "narrow", "short", "long"];
const STYLES: &[&str] = &["full", "long", "medium", "short"];
const ZONE_NAMES: &[&str] = &["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"];

/// The local time zone of the run (what a formatter without a `timeZone` option uses).
pub(crate) fn local_zone(vm: &Vm) -> String {
    vm.state.time_zone.clone().unwrap_or_else(|| "UTC".into())
}

/// Reads the options object (data properties only). `None` when it is undefined.
fn read(vm: &mut Vm, options: Value, req: Required) -> JsResult<Option<Opts>> {
    let o = match options {
        Value::Undefined => return Ok(None),
        Value::Null => return Err(Ctl::type_error("Cannot convert undefined or null to object")),
        Value::Object(o) => o,
        _ => return Ok(Some(Opts { zone: local_zone(vm), ..Opts::default() })),
    };
    let get = |vm: &mut Vm, name: &str| -> JsResult<Option<String>> {
        let k = vm.intern(name);
        match vm.get_data(Value::Object(o), k) {
            Value::Undefined => Ok(None),
            Value::Object(_) => Ok(Some("[object Object]".into())),
            v => {
                let s = vm.to_str(v)?;
                Ok(Some(vm.str_lossy(s)))
            }
        }
    };
    let pick = |name: &str, v: Option<String>, allowed: &[&'static str]| -> JsResult<Option<&'static str>> {
        match v {
            None => Ok(None),
            Some(v) => allowed.iter().find(|a| **a == v).map(|a| Some(*a)).ok_or_else(|| {
                Ctl::range_error(format!(
                    "Value {v} out of range for Date.prototype.{} options property {name}",
                    req.method()
                ))
            }),
        }
    };
    let hour12 = {
        let k = vm.intern("hour12");
        let v = vm.get_data(Value::Object(o), k);
        (!v.is_undefined()).then(|| vm.truthy(v))
    };
    let mut opts = Opts { hour12, ..Opts::default() };
    let v = get(vm, "hourCycle")?;
    opts.hour_cycle = pick("hourCycle", v, &["h11", "h12", "h23", "h24"])?;
    opts.zone = match get(vm, "timeZone")? {
        None => local_zone(vm),
        Some(z) => zone::resolve(&z).ok_or_else(|| Ctl::range_error(format!("Invalid time zone specified: {z}")))?,
    };
    let v = get(vm, "weekday")?;
    opts.weekday = pick("weekday", v, WIDTHS)?;
    let v = get(vm, "era")?;
    opts.era = pick("era", v, WIDTHS)?;
    let v = get(vm, "year")?;
    opts.year = pick("year", v, NUMERIC)?;
    let v = get(vm, "month")?;
    opts.month = pick("month", v, MONTHS)?;
    let v = get(vm, "day")?;
    opts.day = pick("day", v, NUMERIC)?;
    let v = get(vm, "dayPeriod")?;
    opts.day_period = pick("dayPeriod", v, WIDTHS)?;
    let v = get(vm, "hour")?;
    opts.hour = pick("hour", v, NUMERIC)?;
    let v = get(vm, "minute")?;
    opts.minute = pick("minute", v, NUMERIC)?;
    let v = get(vm, "second")?;
    opts.second = pick("second", v, NUMERIC)?;
    if let Some(f) = get(vm, "fractionalSecondDigits")? {
        let n: f64 = f.trim().parse().unwrap_or(f64::NAN);
        if !(1.0..=3.0).contains(&n) {
            return Err(Ctl::range_error("fractionalSecondDigits value is out of range."));
        }
        opts.fraction = n.floor() as u32;
    }
    let v = get(vm, "timeZoneName")?;
    opts.zone_name = pick("timeZoneName", v, ZONE_NAMES)?.and_then(NameStyle::from_str);
    let v = get(vm, "dateStyle")?;
    opts.date_style = pick("dateStyle", v, STYLES)?;
    let v = get(vm, "timeStyle")?;
    opts.time_style = pick("timeStyle", v, STYLES)?;
    Ok(Some(opts))
}

/// Reads the options and applies ToDateTimeOptions' defaults and the style conflicts: the
/// options a format uses.
fn resolve(vm: &mut Vm, options: Value, req: Required) -> JsResult<Opts> {
    let mut o = match read(vm, options, req)? {
        Some(o) => o,
        None => Opts { zone: local_zone(vm), ..Opts::default() },
    };
    if req == Required::Date && o.time_style.is_some() {
        return Err(Ctl::type_error("Invalid option : timeStyle"));
    }
    if req == Required::Time && o.date_style.is_some() {
        return Err(Ctl::type_error("Invalid option : dateStyle"));
    }
    if o.date_style.is_some() || o.time_style.is_some() {
        let components = [
            ("weekday", o.weekday),
            ("era", o.era),
            ("year", o.year),
            ("month", o.month),
            ("day", o.day),
            ("dayPeriod", o.day_period),
            ("hour", o.hour),
            ("minute", o.minute),
            ("second", o.second),
        ];
        let extra = [("fractionalSecondDigits", o.fraction > 0), ("timeZoneName", o.zone_name.is_some())];
        let found =
            components.iter().find(|(_, v)| v.is_some()).map(|c| c.0).or(extra.iter().find(|e| e.1).map(|e| e.0));
        if let Some(name) = found {
            let style = if o.date_style.is_some() { "dateStyle" } else { "timeStyle" };
            return Err(Ctl::type_error(format!("Can't set option {name} when {style} is used")));
        }
        return Ok(styled(&o));
    }
    let has_date = o.weekday.is_some() || o.year.is_some() || o.month.is_some() || o.day.is_some();
    let has_time = has_time_fields(&o);
    let (need_date, need_time) = match req {
        Required::Any => (!has_date && !has_time, !has_date && !has_time),
        Required::Date => (!has_date, false),
        Required::Time => (false, !has_time),
    };
    if need_date {
        o.year = Some("numeric");
        o.month = Some("numeric");
        o.day = Some("numeric");
    }
    if need_time {
        o.hour = Some("numeric");
        o.minute = Some("numeric");
        o.second = Some("numeric");
    }
    Ok(o)
}

/// `dateStyle`/`timeStyle` as the component options they stand for (en-US).
fn styled(o: &Opts) -> Opts {
    let mut r = Opts { hour12: o.hour12, hour_cycle: o.hour_cycle, zone: o.zone.clone(), ..Opts::default() };
    r.date_style = o.date_style;
    r.time_style = o.time_style;
    match o.date_style {
        Some("full") => {
            (r.weekday, r.year, r.month, r.day) = (Some("long"), Some("numeric"), Some("long"), Some("numeric"))
        }
        Some("long") => (r.year, r.month, r.day) = (Some("numeric"), Some("long"), Some("numeric")),
        Some("medium") => (r.year, r.month, r.day) = (Some("numeric"), Some("short"), Some("numeric")),
        Some(_) => (r.year, r.month, r.day) = (Some("2-digit"), Some("numeric"), Some("numeric")),
        None => {}
    }
    if let Some(st) = o.time_style {
        r.hour = Some("numeric");
        r.minute = Some("2-digit");
        r.second = (st != "short").then_some("2-digit");
        r.zone_name = match st {
            "full" => Some(NameStyle::Long),
            "long" => Some(NameStyle::Short),
            _ => None,
        };
    }
    r
}

/// One part: its ECMA-402 type and its text.
type Parts = Vec<(&'static str, String)>;

fn push(p: &mut Parts, ty: &'static str, v: impl Into<String>) {
    let v = v.into();
    if ty == "literal"
        && let Some(last) = p.last_mut()
        && last.0 == "literal"
    {
        last.1.push_str(&v);
        return;
    }
    p.push((ty, v));
}

fn extend(p: &mut Parts, q: Parts) {
    for (t, v) in q {
        push(p, t, v);
    }
}

fn text(p: &Parts) -> String {
    p.iter().map(|x| x.1.as_str()).collect()
}

fn pad2(n: f64) -> String {
    format!("{:02}", n as i64)
}

const LONG_WEEKDAYS: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const LONG_MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn width(long: &str, w: &str) -> String {
    match w {
        "long" => long.to_string(),
        "short" => long[..3].to_string(),
        _ => long[..1].to_string(),
    }
}

/// An instant as the formatter sees it: the UTC time value and its wall-clock time in the zone.
#[derive(Copy, Clone)]
struct At {
    utc: f64,
    local: f64,
}

fn at(o: &Opts, t: f64) -> At {
    At { utc: t, local: t + zone::offset_ms(&o.zone, t) }
}

fn text_month(o: &Opts) -> bool {
    matches!(o.month, Some("narrow" | "short" | "long"))
}

/// The year (and era) at the end of a date: `(separator, parts)`; empty without a year.
fn year_tail(a: At, o: &Opts) -> Parts {
    let mut p = Parts::new();
    let y = dm::year_from_time(a.local);
    if let Some(w) = o.year {
        let era_year = if y > 0.0 { y } else { 1.0 - y };
        let v = if w == "2-digit" { pad2(era_year % 100.0) } else { format!("{}", era_year as i64) };
        push(&mut p, "year", v);
    }
    if let Some(w) = o.era {
        if !p.is_empty() {
            push(&mut p, "literal", " ");
        }
        let (long, short) = if y > 0.0 { ("Anno Domini", "AD") } else { ("Before Christ", "BC") };
        push(
            &mut p,
            "era",
            match w {
                "long" => long.to_string(),
                "short" => short.to_string(),
                _ => short[..1].to_string(),
            },
        );
    }
    p
}

/// The date for the component options; without the year tail when `year` is false, without the
/// month (a range's end in the same month) when `month` is false.
fn date_parts(a: At, o: &Opts, year: bool, month: bool) -> Parts {
    let t = a.local;
    let m = dm::month_from_time(t) as usize;
    let mut p = Parts::new();
    let day = o.day.map(|w| {
        let d = dm::date_from_time(t);
        if w == "2-digit" { pad2(d) } else { format!("{}", d as i64) }
    });
    let weekday = o.weekday.map(|w| width(LONG_WEEKDAYS[dm::week_day(t) as usize % 7], w));
    let tail = if year { year_tail(a, o) } else { Parts::new() };
    match o.month {
        Some(w @ ("narrow" | "short" | "long")) => {
            if let Some(wd) = weekday {
                push(&mut p, "weekday", wd);
                push(&mut p, "literal", ", ");
            }
            if month {
                push(&mut p, "month", width(LONG_MONTHS[m % 12], w));
            }
            if let Some(d) = day {
                if month {
                    push(&mut p, "literal", " ");
                }
                push(&mut p, "day", d);
                if !tail.is_empty() {
                    push(&mut p, "literal", ", ");
                }
            } else if !tail.is_empty() {
                push(&mut p, "literal", " ");
            }
            extend(&mut p, tail);
        }
        Some(w) => {
            if let Some(wd) = weekday {
                push(&mut p, "weekday", wd);
                push(&mut p, "literal", ", ");
            }
            push(&mut p, "month", if w == "2-digit" { pad2((m + 1) as f64) } else { format!("{}", m + 1) });
            if let Some(d) = day {
                push(&mut p, "literal", "/");
                push(&mut p, "day", d);
            }
            let y = tail.first().is_some_and(|x| x.0 == "year");
            if y {
                push(&mut p, "literal", "/");
            } else if !tail.is_empty() {
                push(&mut p, "literal", " ");
            }
            extend(&mut p, tail);
        }
        None => {
            let mut core = tail;
            if let Some(d) = day {
                if !core.is_empty() {
                    push(&mut core, "literal", " ");
                }
                push(&mut core, "day", d);
            }
            p = core;
            if let Some(wd) = weekday {
                if !p.is_empty() {
                    push(&mut p, "literal", " ");
                }
                push(&mut p, "weekday", wd);
            }
        }
    }
    p
}

fn cycle(o: &Opts) -> &'static str {
    match (o.hour12, o.hour_cycle) {
        (Some(true), _) => "h12",
        (Some(false), _) => "h23",
        (None, Some(hc)) => hc,
        (None, None) => "h12",
    }
}

fn has_time_fields(o: &Opts) -> bool {
    o.hour.is_some() || o.minute.is_some() || o.second.is_some() || o.fraction > 0 || o.day_period.is_some()
}

/// The day period: AM/PM, or the English flexible periods when `dayPeriod` is asked for (as
/// ICU has them for en: the morning runs from midnight).
fn day_period(a: At, o: &Opts) -> &'static str {
    let h = dm::hour_from_time(a.local);
    if o.day_period.is_none() {
        return if h < 12.0 { "AM" } else { "PM" };
    }
    let exact = dm::min_from_time(a.local) == 0.0 && dm::sec_from_time(a.local) == 0.0;
    match h as u32 {
        // CLDR's en narrow form of noon is "n".
        12 if exact && o.day_period == Some("narrow") => "n",
        12 if exact => "noon",
        0..=11 => "in the morning",
        12..=17 => "in the afternoon",
        18..=20 => "in the evening",
        _ => "at night",
    }
}

/// The time for the component options, with or without its day period and zone name (a range
/// shares them); empty when no time component is asked for.
fn time_parts(a: At, o: &Opts, period: bool, zone_name: bool) -> Parts {
    let t = a.local;
    let cycle = cycle(o);
    let (h, min, sec) = (dm::hour_from_time(t), dm::min_from_time(t), dm::sec_from_time(t));
    let mut p = Parts::new();
    let frac = |p: &mut Parts| {
        if o.fraction > 0 {
            let ms = format!("{:03}", dm::ms_from_time(t) as i64);
            push(p, "literal", ".");
            push(p, "fractionalSecond", &ms[..o.fraction as usize]);
        }
    };
    let twelve = matches!(cycle, "h11" | "h12");
    if let Some(w) = o.hour {
        let hv = match cycle {
            "h11" => h % 12.0,
            "h12" => (h + 11.0) % 12.0 + 1.0,
            "h24" if h == 0.0 => 24.0,
            _ => h,
        };
        push(&mut p, "hour", if w == "2-digit" || !twelve { pad2(hv) } else { format!("{}", hv as i64) });
        if o.minute.is_some() || o.second.is_some() {
            push(&mut p, "literal", ":");
            push(&mut p, "minute", pad2(min));
        }
        if o.second.is_some() {
            push(&mut p, "literal", ":");
            push(&mut p, "second", pad2(sec));
            frac(&mut p);
        }
        if twelve && period {
            push(&mut p, "literal", " ");
            push(&mut p, "dayPeriod", day_period(a, o));
        }
    } else if let Some(w) = o.minute {
        push(
            &mut p,
            "minute",
            if w == "2-digit" || o.second.is_some() { pad2(min) } else { format!("{}", min as i64) },
        );
        if o.second.is_some() {
            push(&mut p, "literal", ":");
            push(&mut p, "second", pad2(sec));
            frac(&mut p);
        }
    } else if let Some(w) = o.second {
        push(&mut p, "second", if w == "2-digit" { pad2(sec) } else { format!("{}", sec as i64) });
        frac(&mut p);
    } else if o.fraction > 0 {
        let ms = format!("{:03}", dm::ms_from_time(t) as i64);
        push(&mut p, "fractionalSecond", &ms[..o.fraction as usize]);
    } else if o.day_period.is_some() && period {
        push(&mut p, "dayPeriod", day_period(a, o));
    }
    if zone_name && let Some(style) = o.zone_name {
        if !p.is_empty() {
            push(&mut p, "literal", " ");
        }
        push(&mut p, "timeZoneName", zone::name(&o.zone, a.utc, style));
    }
    p
}

fn has_date_fields(o: &Opts) -> bool {
    o.weekday.is_some() || o.year.is_some() || o.month.is_some() || o.day.is_some() || o.era.is_some()
}

/// The separator between a date and a time.
fn date_time_sep(o: &Opts) -> &'static str {
    if matches!(o.date_style, Some("full" | "long")) || (o.date_style.is_none() && o.month == Some("long")) {
        " at "
    } else if o.date_style.is_none() && o.year.is_none() && o.month.is_none() && o.day.is_none() {
        " "
    } else {
        ", "
    }
}

/// The whole format of `a`.
fn parts(a: At, o: &Opts) -> Parts {
    let date = has_date_fields(o).then(|| date_parts(a, o, true, true));
    let time = time_parts(a, o, true, true);
    let mut p = Parts::new();
    match date {
        Some(d) => {
            extend(&mut p, d);
            if !time.is_empty() {
                push(&mut p, "literal", date_time_sep(o));
                extend(&mut p, time);
            }
        }
        None => extend(&mut p, time),
    }
    p
}

/// A part of a range: type, text and source (0 shared, 1 startRange, 2 endRange).
type RangeParts = Vec<(&'static str, String, u8)>;

const RANGE_SEP: &str = "\u{2009}\u{2013}\u{2009}";

fn tag(out: &mut RangeParts, p: Parts, source: u8) {
    for (t, v) in p {
        out.push((t, v, source));
    }
}

/// `formatRange` of `x..y` (both valid time values).
fn range(x: f64, y: f64, o: &Opts) -> RangeParts {
    let (a, b) = (at(o, x), at(o, y));
    let (pa, pb) = (parts(a, o), parts(b, o));
    let mut out = RangeParts::new();
    // Equal wall-clock fields give the start alone (as ICU does, even when the zone's name
    // differs, as in a fall-back hour).
    let fields = |p: &Parts| p.iter().filter(|x| x.0 != "timeZoneName").map(|x| x.1.as_str()).collect::<String>();
    if fields(&pa) == fields(&pb) {
        tag(&mut out, pa, 0);
        return out;
    }
    let ymd = |t: f64| (dm::year_from_time(t), dm::month_from_time(t), dm::date_from_time(t));
    let (da, db) = (ymd(a.local), ymd(b.local));
    let has_time = has_time_fields(o) || o.zone_name.is_some();
    let has_date = has_date_fields(o);
    // The same day, a different time: the date is shared and the time is a range.
    if has_time && da == db {
        if has_date {
            tag(&mut out, date_parts(a, o, true, true), 0);
            out.push(("literal", date_time_sep(o).to_string(), 0));
        }
        let twelve = matches!(cycle(o), "h11" | "h12") && o.hour.is_some();
        let short_time = o.second.is_none() && o.fraction == 0;
        if short_time && (!twelve || day_period(a, o) == day_period(b, o)) {
            tag(&mut out, time_parts(a, o, false, false), 1);
            out.push(("literal", RANGE_SEP.to_string(), 0));
            tag(&mut out, time_parts(b, o, false, false), 2);
            let mut tail = Parts::new();
            if twelve {
                push(&mut tail, "literal", " ");
                push(&mut tail, "dayPeriod", day_period(a, o));
            }
            if let Some(style) = o.zone_name {
                push(&mut tail, "literal", " ");
                push(&mut tail, "timeZoneName", zone::name(&o.zone, a.utc, style));
            }
            tag(&mut out, tail, 0);
        } else {
            tag(&mut out, time_parts(a, o, true, true), 1);
            out.push(("literal", RANGE_SEP.to_string(), 0));
            tag(&mut out, time_parts(b, o, true, true), 2);
        }
        return out;
    }
    // A date with a month name in one year: the year is shared (and the month, for days of
    // one month without weekdays).
    if !has_time && text_month(o) && da.0 == db.0 && o.era.is_none() {
        let same_month = da.1 == db.1 && o.day.is_some() && o.weekday.is_none();
        let mut start = date_parts(a, o, false, true);
        // Days of one month share the month name before the first day.
        if same_month && start.len() > 2 {
            let rest = start.split_off(2);
            tag(&mut out, start, 0);
            start = rest;
        }
        tag(&mut out, start, 1);
        out.push(("literal", RANGE_SEP.to_string(), 0));
        tag(&mut out, date_parts(b, o, false, !same_month), 2);
        let tail = year_tail(a, o);
        if !tail.is_empty() {
            out.push(("literal", if o.day.is_some() { ", " } else { " " }.to_string(), 0));
            tag(&mut out, tail, 0);
        }
        return out;
    }
    tag(&mut out, pa, 1);
    out.push(("literal", RANGE_SEP.to_string(), 0));
    tag(&mut out, pb, 2);
    out
}

/// The options as ICU4X's formatter takes them (`intl/datetime.rs`): the styles alone, or the
/// component options (the hour cycle travels in the locale tag's `-u-hc-`).
#[cfg(feature = "intl-data")]
fn icu_fields(o: &Opts) -> crate::builtins::intl::datetime::Fields {
    use crate::builtins::intl::datetime::Fields;
    let zone_name = o.zone_name.map(|z| match z {
        NameStyle::Short => "short",
        NameStyle::Long => "long",
        NameStyle::ShortOffset => "shortOffset",
        NameStyle::LongOffset => "longOffset",
        NameStyle::ShortGeneric => "shortGeneric",
        NameStyle::LongGeneric => "longGeneric",
    });
    if o.date_style.is_some() || o.time_style.is_some() {
        return Fields { date_style: o.date_style, time_style: o.time_style, hour12: o.hour12, ..Fields::default() };
    }
    Fields {
        weekday: o.weekday,
        era: o.era,
        year: o.year,
        month: o.month,
        day: o.day,
        day_period: o.day_period,
        hour: o.hour,
        minute: o.minute,
        second: o.second,
        fraction: o.fraction,
        zone_name,
        date_style: None,
        time_style: None,
        hour12: o.hour12,
    }
}

/// The parts of `t` in the locale `tag` on CLDR data; `None` without a tag, without the data, or
/// when ICU4X cannot serve the options (the en-US formatter answers then).
#[cfg_attr(not(feature = "intl-data"), allow(unused_variables))]
fn icu_parts(tag: Option<&str>, o: &Opts, t: f64) -> Option<Parts> {
    #[cfg(feature = "intl-data")]
    {
        let f = icu_fields(o);
        let p = crate::builtins::intl::datetime::format(tag?, &f, t, zone::offset_ms(&o.zone, t), &o.zone)?;
        Some(p.into_iter().map(|(ty, v, _)| (ty, v)).collect())
    }
    #[cfg(not(feature = "intl-data"))]
    None
}

/// The parts of the range `x`–`y` in the locale `tag` on CLDR data (see [`icu_parts`]).
#[cfg_attr(not(feature = "intl-data"), allow(unused_variables))]
fn icu_range(tag: Option<&str>, o: &Opts, x: f64, y: f64) -> Option<RangeParts> {
    #[cfg(feature = "intl-data")]
    {
        let f = icu_fields(o);
        let a = (x, zone::offset_ms(&o.zone, x));
        let b = (y, zone::offset_ms(&o.zone, y));
        crate::builtins::intl::datetime::format_range(tag?, &f, a, b, &o.zone)
    }
    #[cfg(not(feature = "intl-data"))]
    None
}

/// The locale tag argument of a native (a string), if any.
fn tag_arg(vm: &mut Vm, v: Value) -> Option<String> {
    match v {
        Value::String(s) => Some(vm.str_lossy(s)),
        _ => None,
    }
}

/// `toLocaleString`, `toLocaleDateString`, `toLocaleTimeString` of time value `t` (the locale
/// argument is ignored: en-US).
pub(crate) fn locale_format(vm: &mut Vm, t: f64, options: Value, req: Required) -> JsResult<Value> {
    if options.is_undefined() && vm.state.time_zone.is_none() {
        let f = match req {
            Required::Any => dm::to_locale_string_en_us,
            Required::Date => dm::to_locale_date_string_en_us,
            Required::Time => dm::to_locale_time_string_en_us,
        };
        let s = f(t);
        return Ok(vm.new_string(&s));
    }
    let o = resolve(vm, options, req)?;
    if t.is_nan() {
        return Ok(vm.atom_str("Invalid Date"));
    }
    let s = text(&parts(at(&o, t), &o));
    Ok(vm.new_string(&s))
}

fn required(v: Value) -> Required {
    match v.as_number().unwrap_or(0.0) as u8 & 7 {
        1 => Required::Date,
        2 => Required::Time,
        _ => Required::Any,
    }
}

/// Bit 8 of the `required` argument: the time is a Temporal wall-clock value (UTC fields), which
/// may lie beyond a Date's range (`-271821-04-19`, a year-month's first day `-271821-04-01`), so
/// it is not clipped (up to 40 days beyond).
fn clip(t: f64, required: Value) -> f64 {
    let unclipped = required.as_number().unwrap_or(0.0) as u8 & 8 != 0;
    if unclipped && t.is_finite() && t.abs() <= 8.64e15 + 40.0 * 86_400_000.0 { t.trunc() } else { dm::time_clip(t) }
}

/// `dtfFormat(t, record, required, toParts, locale)`: the string, or `[type, value, …]` (`required`: 0
/// any, 1 date, 2 time, plus 8 for an unclipped Temporal wall-clock time, see [`clip`]); `locale`: a
/// tag with its `-u-ca-`/`-u-nu-`/`-u-hc-` keywords, formatted on CLDR data, or undefined (en-US).
fn dtf_format(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = c.arg(0).as_number().unwrap_or(f64::NAN);
    let o = resolve(vm, c.arg(1), required(c.arg(2)))?;
    let t = clip(t, c.arg(2));
    if t.is_nan() {
        return Err(Ctl::range_error("Invalid time value"));
    }
    let tag = tag_arg(vm, c.arg(4));
    let p = icu_parts(tag.as_deref(), &o, t).unwrap_or_else(|| parts(at(&o, t), &o));
    if !vm.truthy(c.arg(3)) {
        let s = text(&p);
        return Ok(vm.new_string(&s));
    }
    let mut vals = Vec::with_capacity(p.len() * 2);
    for (ty, v) in p {
        vals.push(vm.new_string(ty));
        vals.push(vm.new_string(&v));
    }
    Ok(Value::Object(vm.new_array(vals)))
}

/// `dtfRange(x, y, record, required, toParts, locale)`: the string, or `[type, value, source, …]`.
fn dtf_range(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = c.arg(0).as_number().unwrap_or(f64::NAN);
    let y = c.arg(1).as_number().unwrap_or(f64::NAN);
    let o = resolve(vm, c.arg(2), required(c.arg(3)))?;
    let (x, y) = (clip(x, c.arg(3)), clip(y, c.arg(3)));
    if x.is_nan() || y.is_nan() {
        return Err(Ctl::range_error("Invalid time value"));
    }
    let tag = tag_arg(vm, c.arg(5));
    let p = icu_range(tag.as_deref(), &o, x, y).unwrap_or_else(|| range(x, y, &o));
    if !vm.truthy(c.arg(4)) {
        let s: String = p.iter().map(|x| x.1.as_str()).collect();
        return Ok(vm.new_string(&s));
    }
    let mut vals = Vec::with_capacity(p.len() * 3);
    for (ty, v, src) in p {
        vals.push(vm.new_string(ty));
        vals.push(vm.new_string(&v));
        vals.push(vm.new_string(["shared", "startRange", "endRange"][src as usize]));
    }
    Ok(Value::Object(vm.new_array(vals)))
}

/// `dtfZone(string)`: the resolved time-zone identifier, or undefined when it is not one;
/// `dtfZone()`: the run's local time zone.
fn dtf_zone(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    match c.arg(0) {
        Value::Undefined => {
            let z = local_zone(vm);
            Ok(vm.new_string(&z))
        }
        Value::String(s) => {
            let s = vm.str_lossy(s);
            Ok(match zone::resolve(&s) {
                Some(z) => vm.new_string(&z),
                None => Value::Undefined,
            })
        }
        _ => Ok(Value::Undefined),
    }
}

/// `timeZones()`: the canonical zones, sorted.
fn time_zones(vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    let list = zone::canonical_zones();
    let vals: Vec<Value> = list.into_iter().map(|z| vm.new_string(z)).collect();
    Ok(Value::Object(vm.new_array(vals)))
}

/// `dtfInfo(op, tag)` on CLDR data: op 0 the hour cycle the locale (with its keywords) formats
/// hours in, 1 its calendar (`undefined` when ICU4X has none by that name), 2 and 3 its 12-hour
/// and 24-hour cycles, 4 the week of the region `tag` (first day and weekend days as ISO weekday
/// digits, `"645"`); `undefined` without the data.
#[cfg(feature = "intl-data")]
fn dtf_info(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    use crate::builtins::intl::datetime as dt;
    let Some(tag) = tag_arg(vm, c.arg(1)) else { return Ok(Value::Undefined) };
    let answer = match c.arg(0).as_number().unwrap_or(0.0) as u8 {
        0 => Some(dt::default_cycle(&tag)),
        1 => dt::calendar(&tag),
        2 => Some(dt::locale_cycles(&tag).0),
        3 => Some(dt::locale_cycles(&tag).1),
        _ => {
            // The week of the region `tag` names: first day and weekend as digits, "645".
            let Some((first, weekend)) = dt::week_info(&tag) else { return Ok(Value::Undefined) };
            let digits: String = std::iter::once(first).chain(weekend).map(|d| char::from(b'0' + d)).collect();
            return Ok(vm.new_string(&digits));
        }
    };
    Ok(answer.map_or(Value::Undefined, |a| vm.new_string(a)))
}

/// `dtfInfo` without the data: `undefined` (the prelude keeps to the en-US formatter).
#[cfg(not(feature = "intl-data"))]
fn dtf_info(_vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Undefined)
}

pub(crate) fn setup(vm: &mut Vm) {
    vm.def_hidden("dtfInfo", 2, dtf_info);
    vm.def_hidden("dtfFormat", 5, dtf_format);
    vm.def_hidden("dtfRange", 6, dtf_range);
    vm.def_hidden("dtfZone", 1, dtf_zone);
    vm.def_hidden("timeZones", 0, time_zones);
}
