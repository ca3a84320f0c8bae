//! `Date`: the constructor, `Date.now`/`parse`/`UTC` and every `Date.prototype` method except
//! `toJSON` (in `prelude/date.js`, since it calls `toISOString` through the object).
//!
//! The local time zone is UTC, so every local getter and setter equals its UTC twin and
//! `getTimezoneOffset` is 0. The algorithms, the parser and the formatters are in
//! [`crate::datemath`]; this module only does the JavaScript side: argument conversion (before
//! any side effect, as natives must), `this` checks and the code-mode rule that `toString` (and
//! so `String(date)` and template interpolation) gives the ISO form.
//!
//! The current time is not read here: the host stores it in the state with [`Vm::set_now`]
//! before each run, so a run is reproducible and a snapshot carries its clock.

use crate::atoms::atom;
use crate::datemath as dm;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, Object, attr};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, NativeFn, Vm};

impl Vm {
    /// Sets the current time (milliseconds since the Unix epoch) that `Date.now()` and
    /// `new Date()` read. The host calls it before each [`Vm::run`].
    pub fn set_now(&mut self, ms: f64) {
        self.state.now = ms;
    }
}

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.date_prototype = proto;
    let ctor = vm.def_ctor("Date", 7, date_ctor, proto);
    vm.def_method(ctor, "now", 0, now);
    vm.def_method(ctor, "parse", 1, parse);
    vm.def_method(ctor, "UTC", 7, utc);

    let getters: &[(&'static str, NativeFn)] = &[
        ("getTime", get_time),
        ("getFullYear", get_full_year),
        ("getUTCFullYear", get_full_year),
        ("getMonth", get_month),
        ("getUTCMonth", get_month),
        ("getDate", get_date),
        ("getUTCDate", get_date),
        ("getDay", get_day),
        ("getUTCDay", get_day),
        ("getHours", get_hours),
        ("getUTCHours", get_hours),
        ("getMinutes", get_minutes),
        ("getUTCMinutes", get_minutes),
        ("getSeconds", get_seconds),
        ("getUTCSeconds", get_seconds),
        ("getMilliseconds", get_milliseconds),
        ("getUTCMilliseconds", get_milliseconds),
        ("getTimezoneOffset", get_timezone_offset),
        ("getYear", get_year),
    ];
    for (name, f) in getters {
        vm.def_method(proto, name, 0, *f);
    }
    let value_of = vm.def_method(proto, "valueOf", 0, get_time);
    vm.state.realm.date_value_of = value_of;

    let setters: &[(&'static str, u16, NativeFn)] = &[
        ("setTime", 1, set_time),
        ("setMilliseconds", 1, set_milliseconds),
        ("setUTCMilliseconds", 1, set_milliseconds),
        ("setSeconds", 2, set_seconds),
        ("setUTCSeconds", 2, set_seconds),
        ("setMinutes", 3, set_minutes),
        ("setUTCMinutes", 3, set_minutes),
        ("setHours", 4, set_hours),
        ("setUTCHours", 4, set_hours),
        ("setDate", 1, set_date),
        ("setUTCDate", 1, set_date),
        ("setMonth", 2, set_month),
        ("setUTCMonth", 2, set_month),
        ("setFullYear", 3, set_full_year),
        ("setUTCFullYear", 3, set_full_year),
        ("setYear", 1, set_year),
    ];
    for (name, len, f) in setters {
        vm.def_method(proto, name, *len, *f);
    }

    let to_string = vm.def_method(proto, "toString", 0, to_string);
    vm.state.realm.date_to_string = to_string;
    let iso = vm.def_method(proto, "toISOString", 0, to_iso_string);
    vm.state.realm.date_to_iso_string = iso;
    vm.def_method(proto, "toDateString", 0, to_date_string);
    vm.def_method(proto, "toTimeString", 0, to_time_string);
    let utc_string = vm.def_method(proto, "toUTCString", 0, to_utc_string);
    vm.def_value(proto, "toGMTString", Value::Object(utc_string), attr::HIDDEN);
    vm.def_method(proto, "toLocaleString", 0, to_locale_string);
    vm.def_method(proto, "toLocaleDateString", 0, to_locale_date_string);
    vm.def_method(proto, "toLocaleTimeString", 0, to_locale_time_string);
    let prim = vm.def_method_sym(proto, atom::SYM_TO_PRIMITIVE, "[Symbol.toPrimitive]", 1, to_primitive);
    if let Some(p) = vm.state.heap.obj_mut(proto).props.get_mut(atom::SYM_TO_PRIMITIVE) {
        p.attrs = attr::CONFIGURABLE;
    }
    vm.state.realm.date_to_primitive = prim;
    vm.def_hidden("dateSetPrim", 4, set_prim_hidden);
}

/// A new Date object with time value `t` and the prototype `new.target` asks for.
fn new_date(vm: &mut Vm, c: &NativeCall<'_>, t: f64) -> Value {
    let dp = vm.state.realm.date_prototype;
    let proto = match c.new_target {
        Some(nt) => vm.proto_from_ctor(nt, dp),
        None => dp,
    };
    Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Date(t))))
}

fn now_value(vm: &Vm) -> f64 {
    dm::time_clip(vm.state.now.floor())
}

/// MakeFullYear: years 0..=99 mean 1900..=1999.
fn full_year(y: f64) -> f64 {
    if y.is_nan() {
        return y;
    }
    let yi = crate::numconv::to_integer_or_infinity(y);
    if (0.0..=99.0).contains(&yi) { 1900.0 + yi } else { y }
}

/// The time value of the components `year, month, date, hours, minutes, seconds, ms` (the
/// arguments of `Date.UTC` and of the multi-argument constructor), converting them in order.
fn components(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<f64> {
    let mut f = [f64::NAN, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0];
    for (i, slot) in f.iter_mut().enumerate() {
        if i < c.args.len() {
            *slot = vm.num_arg(c, i)?;
        }
    }
    let y = full_year(f[0]);
    Ok(dm::make_date(dm::make_day(y, f[1], f[2]), dm::make_time(f[3], f[4], f[5], f[6])))
}

fn date_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if c.new_target.is_none() {
        let s = dm::to_string_v8(now_value(vm));
        return Ok(vm.new_string(&s));
    }
    let t = match c.args.len() {
        0 => now_value(vm),
        1 => {
            let v = c.arg(0);
            if let Value::Object(o) = v
                && let Class::Date(t) = vm.state.heap.obj(o).class
            {
                t
            } else {
                match vm.prim_arg(c, 0, "default")? {
                    Value::String(s) => {
                        let text = vm.str_text(s);
                        dm::parse_date_utf16(&text)
                    }
                    p => dm::time_clip(vm.to_number(p)?),
                }
            }
        }
        _ => dm::time_clip(components(vm, c)?),
    };
    Ok(new_date(vm, c, t))
}

fn now(vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Number(now_value(vm)))
}

fn parse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let text = vm.str_text(s);
    Ok(Value::Number(dm::parse_date_utf16(&text)))
}

fn utc(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Number(dm::time_clip(components(vm, c)?)))
}

/// `this` as a Date: the object and its time value.
fn this_date(vm: &Vm, c: &NativeCall<'_>) -> JsResult<(ObjId, f64)> {
    if let Value::Object(o) = c.this
        && let Class::Date(t) = vm.state.heap.obj(o).class
    {
        return Ok((o, t));
    }
    Err(Ctl::type_error("this is not a Date object."))
}

fn this_time(vm: &Vm, c: &NativeCall<'_>) -> JsResult<f64> {
    this_date(vm, c).map(|(_, t)| t)
}

/// A getter: NaN for an invalid date, else `f(t)`.
fn get_with(vm: &Vm, c: &NativeCall<'_>, f: fn(f64) -> f64) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    Ok(Value::Number(if t.is_nan() { t } else { f(t) }))
}

fn get_time(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, |t| t)
}
fn get_full_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::year_from_time)
}
fn get_month(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::month_from_time)
}
fn get_date(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::date_from_time)
}
fn get_day(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::week_day)
}
fn get_hours(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::hour_from_time)
}
fn get_minutes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::min_from_time)
}
fn get_seconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::sec_from_time)
}
fn get_milliseconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, dm::ms_from_time)
}
fn get_timezone_offset(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, |_| 0.0)
}
fn get_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    get_with(vm, c, |t| dm::year_from_time(t) - 1900.0)
}

/// Stores a new (clipped) time value and returns it.
fn store(vm: &mut Vm, o: ObjId, t: f64) -> Value {
    let t = dm::time_clip(t);
    if let Class::Date(slot) = &mut vm.state.heap.obj_mut(o).class {
        *slot = t;
    }
    Value::Number(t)
}

/// The setters, by the component they start at (the number crosses to the prelude).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Setter {
    Time = 0,
    Ms = 1,
    Sec = 2,
    Min = 3,
    Hour = 4,
    Date = 5,
    Month = 6,
    FullYear = 7,
    Year = 8,
}

impl Setter {
    fn from_u8(n: u8) -> Option<Setter> {
        Some(match n {
            0 => Setter::Time,
            1 => Setter::Ms,
            2 => Setter::Sec,
            3 => Setter::Min,
            4 => Setter::Hour,
            5 => Setter::Date,
            6 => Setter::Month,
            7 => Setter::FullYear,
            8 => Setter::Year,
            _ => return None,
        })
    }

    /// How many arguments the setter reads.
    fn arity(self) -> usize {
        match self {
            Setter::Time | Setter::Ms | Setter::Date | Setter::Year => 1,
            Setter::Sec | Setter::Month => 2,
            Setter::Min | Setter::FullYear => 3,
            Setter::Hour => 4,
        }
    }
}

/// The new time value of setter `which` applied to time value `t` with the (converted) present
/// arguments `n` (at least one: a missing first argument is NaN); `None` when the date is
/// invalid and stays untouched (the setter returns NaN).
fn apply_setter(which: Setter, t: f64, n: &[f64]) -> Option<f64> {
    let arg = |i: usize, default: f64| n.get(i).copied().unwrap_or(default);
    if which == Setter::Time {
        return Some(arg(0, f64::NAN));
    }
    if matches!(which, Setter::FullYear | Setter::Year) {
        let t = if t.is_nan() { 0.0 } else { t };
        let y = arg(0, f64::NAN);
        let y = if which == Setter::Year { full_year(y) } else { y };
        if y.is_nan() {
            return Some(f64::NAN);
        }
        let m = arg(1, dm::month_from_time(t));
        let d = arg(2, dm::date_from_time(t));
        return Some(dm::make_date(dm::make_day(y, m, d), dm::time_within_day(t)));
    }
    if t.is_nan() {
        return None;
    }
    let (h, mi, s, ms) = (dm::hour_from_time(t), dm::min_from_time(t), dm::sec_from_time(t), dm::ms_from_time(t));
    let time = match which {
        Setter::Ms => dm::make_time(h, mi, s, arg(0, f64::NAN)),
        Setter::Sec => dm::make_time(h, mi, arg(0, f64::NAN), arg(1, ms)),
        Setter::Min => dm::make_time(h, arg(0, f64::NAN), arg(1, s), arg(2, ms)),
        Setter::Hour => dm::make_time(arg(0, f64::NAN), arg(1, mi), arg(2, s), arg(3, ms)),
        _ => dm::time_within_day(t),
    };
    let day = match which {
        Setter::Date => dm::make_day(dm::year_from_time(t), dm::month_from_time(t), arg(0, f64::NAN)),
        Setter::Month => dm::make_day(dm::year_from_time(t), arg(0, f64::NAN), arg(1, dm::date_from_time(t))),
        _ => dm::day(t),
    };
    Some(dm::make_date(day, time))
}

/// A setter: reads the time value, converts every present argument, then applies. When an
/// argument is an object its conversion runs program code (which may even change this date),
/// so the prelude's `dateSetSlow` does the conversions after reading the time value, as the
/// spec orders it, and comes back through `dateSetPrim`.
fn setter(vm: &mut Vm, c: &NativeCall<'_>, which: Setter) -> JsResult<Value> {
    let (o, t) = this_date(vm, c)?;
    let argc = c.args.len().clamp(1, which.arity());
    let args: Vec<Value> = (0..argc).map(|i| c.arg(i)).collect();
    if args.iter().any(|v| matches!(v, Value::Object(_))) {
        let Some(f) = vm.exported("dateSetSlow") else {
            return Err(Ctl::type_error("Cannot convert object to primitive value"));
        };
        let list = vm.new_array(args);
        return Err(Ctl::TailCall(Box::new(TailCall {
            callee: Value::Object(f),
            this: Value::Undefined,
            args: vec![c.this, Value::Number(f64::from(which as u8)), Value::Number(t), Value::Object(list)],
            new_target: None,
        })));
    }
    let mut n = Vec::with_capacity(argc);
    for v in args {
        n.push(vm.to_number(v)?);
    }
    Ok(match apply_setter(which, t, &n) {
        Some(v) => store(vm, o, v),
        None => Value::Number(f64::NAN),
    })
}

/// `dateSetPrim(date, which, t, numbers)`: the setter `which` with the time value read before
/// the prelude converted the arguments.
fn set_prim_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("this is not a Date object."));
    };
    let which =
        c.arg(1).as_number().and_then(|n| Setter::from_u8(n as u8)).ok_or_else(|| Ctl::type_error("bad setter"))?;
    let t = c.arg(2).as_number().unwrap_or(f64::NAN);
    let n: Vec<f64> = vm.array_values(c.arg(3)).into_iter().map(|v| v.as_number().unwrap_or(f64::NAN)).collect();
    Ok(match apply_setter(which, t, &n) {
        Some(v) => store(vm, o, v),
        None => Value::Number(f64::NAN),
    })
}

fn set_time(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Time)
}
fn set_milliseconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Ms)
}
fn set_seconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Sec)
}
fn set_minutes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Min)
}
fn set_hours(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Hour)
}
fn set_date(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Date)
}
fn set_month(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Month)
}
fn set_full_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::FullYear)
}
fn set_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Year)
}

/// A string method: `f(t)` of this date (`f` prints "Invalid Date" for NaN).
fn format_with(vm: &mut Vm, c: &NativeCall<'_>, f: fn(f64) -> String) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    let s = f(t);
    Ok(vm.new_string(&s))
}

/// Code mode: `toString` gives the ISO form (or "Invalid Date").
fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_iso_string)
}

fn to_iso_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    if !t.is_finite() {
        return Err(Ctl::range_error("Invalid time value"));
    }
    let s = dm::to_iso_string(t);
    Ok(vm.new_string(&s))
}

fn to_date_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_date_string)
}
fn to_time_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_time_string)
}
fn to_utc_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_utc_string)
}
fn to_locale_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    locale_format(vm, c, Required::Any)
}
fn to_locale_date_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    locale_format(vm, c, Required::Date)
}
fn to_locale_time_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    locale_format(vm, c, Required::Time)
}

// ---- toLocale*String with options (en-US, UTC) --------------------------------------------------

/// Which method formats (ToDateTimeOptions' `required`/`defaults`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Required {
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

/// The Intl.DateTimeFormat options the en-US formatter understands (every locale formats as
/// en-US and every time zone as UTC; `era` and `dayPeriod` are accepted and ignored).
#[derive(Default)]
struct LocaleOptions {
    weekday: Option<&'static str>,
    year: Option<&'static str>,
    month: Option<&'static str>,
    day: Option<&'static str>,
    hour: Option<&'static str>,
    minute: Option<&'static str>,
    second: Option<&'static str>,
    fraction: u32,
    hour12: Option<bool>,
    hour_cycle: Option<&'static str>,
    time_zone_name: Option<&'static str>,
    date_style: Option<&'static str>,
    time_style: Option<&'static str>,
}

const WIDTHS: &[&str] = &["narrow", "short", "long"];
const NUMERIC: &[&str] = &["numeric", "2-digit"];
const MONTHS: &[&str] = &["numeric", "2-digit", "narrow", "short", "long"];
const STYLES: &[&str] = &["full", "long", "medium", "short"];
const ZONE_NAMES: &[&str] = &["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"];

/// Reads the options object (data properties only: getters on an options object are not run).
fn read_locale_options(vm: &mut Vm, options: Value, req: Required) -> JsResult<Option<LocaleOptions>> {
    let o = match options {
        Value::Undefined => return Ok(None),
        Value::Null => {
            return Err(Ctl::type_error("Cannot convert undefined or null to object"));
        }
        Value::Object(o) => o,
        _ => return Ok(Some(LocaleOptions::default())),
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
    let mut opts = LocaleOptions::default();
    let hour12 = {
        let k = vm.intern("hour12");
        let v = vm.get_data(Value::Object(o), k);
        (!v.is_undefined()).then(|| vm.truthy(v))
    };
    opts.hour12 = hour12;
    let v = get(vm, "hourCycle")?;
    opts.hour_cycle = pick("hourCycle", v, &["h11", "h12", "h23", "h24"])?;
    let v = get(vm, "weekday")?;
    opts.weekday = pick("weekday", v, WIDTHS)?;
    let v = get(vm, "era")?;
    pick("era", v, WIDTHS)?;
    let v = get(vm, "year")?;
    opts.year = pick("year", v, NUMERIC)?;
    let v = get(vm, "month")?;
    opts.month = pick("month", v, MONTHS)?;
    let v = get(vm, "day")?;
    opts.day = pick("day", v, NUMERIC)?;
    let v = get(vm, "dayPeriod")?;
    pick("dayPeriod", v, WIDTHS)?;
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
    opts.time_zone_name = pick("timeZoneName", v, ZONE_NAMES)?;
    let v = get(vm, "dateStyle")?;
    opts.date_style = pick("dateStyle", v, STYLES)?;
    let v = get(vm, "timeStyle")?;
    opts.time_style = pick("timeStyle", v, STYLES)?;
    Ok(Some(opts))
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

fn pad2(n: f64) -> String {
    format!("{:02}", n as i64)
}

/// The date part for the component options (en-US patterns).
fn date_part(t: f64, o: &LocaleOptions) -> String {
    let y = dm::year_from_time(t);
    let era_year = if y > 0.0 { y } else { 1.0 - y };
    let year = o.year.map(|w| if w == "2-digit" { pad2(era_year % 100.0) } else { format!("{}", era_year as i64) });
    let m = dm::month_from_time(t) as usize;
    let day = o.day.map(|w| {
        let d = dm::date_from_time(t);
        if w == "2-digit" { pad2(d) } else { format!("{}", d as i64) }
    });
    let wd = dm::week_day(t) as usize;
    let weekday = o.weekday.map(|w| {
        let long = LONG_WEEKDAYS[wd % 7];
        match w {
            "long" => long.to_string(),
            "short" => long[..3].to_string(),
            _ => long[..1].to_string(),
        }
    });
    let core = match o.month {
        Some(w @ ("narrow" | "short" | "long")) => {
            let long = LONG_MONTHS[m % 12];
            let name = match w {
                "long" => long.to_string(),
                "short" => long[..3].to_string(),
                _ => long[..1].to_string(),
            };
            match (&day, &year) {
                (Some(d), Some(y)) => format!("{name} {d}, {y}"),
                (Some(d), None) => format!("{name} {d}"),
                (None, Some(y)) => format!("{name} {y}"),
                (None, None) => name,
            }
        }
        Some(w) => {
            let month = if w == "2-digit" { pad2((m + 1) as f64) } else { format!("{}", m + 1) };
            let mut parts = vec![month];
            parts.extend(day.clone());
            parts.extend(year.clone());
            parts.join("/")
        }
        None => {
            let parts: Vec<String> = [year.clone(), day.clone()].into_iter().flatten().collect();
            let core = parts.join(" ");
            return match (weekday, core.is_empty()) {
                (Some(w), true) => w,
                (Some(w), false) => format!("{core} {w}"),
                (None, _) => core,
            };
        }
    };
    match weekday {
        Some(w) => format!("{w}, {core}"),
        None => core,
    }
}

/// The time part for the component options (`None` when no time component is asked for).
fn time_part(t: f64, o: &LocaleOptions) -> Option<String> {
    let cycle = match (o.hour12, o.hour_cycle) {
        (Some(true), _) => "h12",
        (Some(false), _) => "h24",
        (None, Some(hc)) => hc,
        (None, None) => "h12",
    };
    let h = dm::hour_from_time(t);
    let min = dm::min_from_time(t);
    let sec = dm::sec_from_time(t);
    let frac = if o.fraction > 0 {
        let ms = format!("{:03}", dm::ms_from_time(t) as i64);
        format!(".{}", &ms[..o.fraction as usize])
    } else {
        String::new()
    };
    let twelve = matches!(cycle, "h11" | "h12");
    let mut s = if let Some(w) = o.hour {
        let hv = match cycle {
            "h11" => h % 12.0,
            "h12" => (h + 11.0) % 12.0 + 1.0,
            "h24" if h == 0.0 => 24.0,
            _ => h,
        };
        let mut s = if w == "2-digit" || !twelve { pad2(hv) } else { format!("{}", hv as i64) };
        if o.minute.is_some() || o.second.is_some() {
            s.push_str(&format!(":{}", pad2(min)));
        }
        if o.second.is_some() {
            s.push_str(&format!(":{}{frac}", pad2(sec)));
        }
        if twelve {
            s.push_str(if h < 12.0 { " AM" } else { " PM" });
        }
        s
    } else if let Some(w) = o.minute {
        let mut s = if w == "2-digit" || o.second.is_some() { pad2(min) } else { format!("{}", min as i64) };
        if o.second.is_some() {
            s.push_str(&format!(":{}{frac}", pad2(sec)));
        }
        s
    } else if let Some(w) = o.second {
        let s = if w == "2-digit" { pad2(sec) } else { format!("{}", sec as i64) };
        format!("{s}{frac}")
    } else {
        String::new()
    };
    if let Some(z) = o.time_zone_name {
        let name = match z {
            "short" => "UTC",
            "long" => "Coordinated Universal Time",
            "shortOffset" | "longOffset" => "GMT",
            _ => "GMT",
        };
        if s.is_empty() {
            return Some(name.to_string());
        }
        s.push(' ');
        s.push_str(name);
    }
    (!s.is_empty()).then_some(s)
}

fn style_parts(t: f64, o: &LocaleOptions) -> String {
    let date = o.date_style.map(|st| {
        let c = |weekday, year, month, day| LocaleOptions { weekday, year, month, day, ..LocaleOptions::default() };
        let opts = match st {
            "full" => c(Some("long"), Some("numeric"), Some("long"), Some("numeric")),
            "long" => c(None, Some("numeric"), Some("long"), Some("numeric")),
            "medium" => c(None, Some("numeric"), Some("short"), Some("numeric")),
            _ => c(None, Some("2-digit"), Some("numeric"), Some("numeric")),
        };
        let d = date_part(t, &opts);
        // The short style prints a two-digit year without padding the month or day.
        d
    });
    let time = o.time_style.and_then(|st| {
        let opts = LocaleOptions {
            hour: Some("numeric"),
            minute: Some("2-digit"),
            second: (st != "short").then_some("2-digit"),
            hour12: o.hour12,
            hour_cycle: o.hour_cycle,
            time_zone_name: match st {
                "full" => Some("long"),
                "long" => Some("short"),
                _ => None,
            },
            ..LocaleOptions::default()
        };
        time_part(t, &opts)
    });
    match (date, time) {
        (Some(d), Some(tm)) => {
            let sep = if matches!(o.date_style, Some("full" | "long")) { " at " } else { ", " };
            format!("{d}{sep}{tm}")
        }
        (Some(d), None) => d,
        (None, Some(tm)) => tm,
        (None, None) => String::new(),
    }
}

/// `toLocaleString`, `toLocaleDateString`, `toLocaleTimeString` (the locale argument is
/// ignored: en-US).
fn locale_format(vm: &mut Vm, c: &NativeCall<'_>, req: Required) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    let Some(mut o) = read_locale_options(vm, c.arg(1), req)? else {
        let f = match req {
            Required::Any => dm::to_locale_string_en_us,
            Required::Date => dm::to_locale_date_string_en_us,
            Required::Time => dm::to_locale_time_string_en_us,
        };
        let s = f(t);
        return Ok(vm.new_string(&s));
    };
    if req == Required::Date && o.time_style.is_some() {
        return Err(Ctl::type_error("Invalid option : timeStyle"));
    }
    if req == Required::Time && o.date_style.is_some() {
        return Err(Ctl::type_error("Invalid option : dateStyle"));
    }
    let components = [
        ("weekday", o.weekday),
        ("year", o.year),
        ("month", o.month),
        ("day", o.day),
        ("hour", o.hour),
        ("minute", o.minute),
        ("second", o.second),
    ];
    if o.date_style.is_some() || o.time_style.is_some() {
        if let Some((name, _)) = components.iter().find(|(_, v)| v.is_some()) {
            let style = if o.date_style.is_some() { "dateStyle" } else { "timeStyle" };
            return Err(Ctl::type_error(format!("Can't set option {name} when {style} is used")));
        }
        if t.is_nan() {
            return Ok(vm.atom_str("Invalid Date"));
        }
        let s = style_parts(t, &o);
        return Ok(vm.new_string(&s));
    }
    let has_date = o.weekday.is_some() || o.year.is_some() || o.month.is_some() || o.day.is_some();
    let has_time = o.hour.is_some() || o.minute.is_some() || o.second.is_some() || o.fraction > 0;
    let need_date = match req {
        Required::Any => !has_date && !has_time,
        Required::Date => !has_date,
        Required::Time => false,
    };
    let need_time = match req {
        Required::Any => !has_date && !has_time,
        Required::Date => false,
        Required::Time => !has_time,
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
    if t.is_nan() {
        return Ok(vm.atom_str("Invalid Date"));
    }
    let date =
        (o.weekday.is_some() || o.year.is_some() || o.month.is_some() || o.day.is_some()).then(|| date_part(t, &o));
    let time = time_part(t, &o);
    let s = match (date, time) {
        (Some(d), Some(tm)) => {
            let sep = if o.month == Some("long") {
                " at "
            } else if o.year.is_none() && o.month.is_none() && o.day.is_none() {
                " "
            } else {
                ", "
            };
            format!("{d}{sep}{tm}")
        }
        (Some(d), None) => d,
        (None, Some(tm)) => tm,
        (None, None) => String::new(),
    };
    Ok(vm.new_string(&s))
}

/// `Date.prototype[Symbol.toPrimitive](hint)`: OrdinaryToPrimitive with "string" first unless
/// the hint is "number". When the method it would call first is the intrinsic one, the answer
/// is computed here; otherwise the prelude's `dateOrdinaryToPrimitive` makes the calls.
fn to_primitive(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return Err(Ctl::type_error("Date.prototype [ @@toPrimitive ] called on non-object"));
    };
    let hint = c.arg(0);
    let h = match hint {
        Value::String(s) => vm.str_lossy(s),
        _ => String::new(),
    };
    let string_first = match h.as_str() {
        "string" | "default" => true,
        "number" => false,
        _ => {
            let d = match hint {
                Value::String(_) => h,
                other => vm.describe(other),
            };
            return Err(Ctl::type_error(format!("Invalid hint: {d}")));
        }
    };
    if let Class::Date(t) = vm.state.heap.obj(o).class {
        let (key, intrinsic) = if string_first {
            (atom::TO_STRING, vm.state.realm.date_to_string)
        } else {
            (atom::VALUE_OF, vm.state.realm.date_value_of)
        };
        if let Lookup::Value(Value::Object(f)) = vm.lookup(o, key)
            && f == intrinsic
        {
            return Ok(if string_first {
                let s = dm::to_iso_string(t);
                vm.new_string(&s)
            } else {
                Value::Number(t)
            });
        }
    }
    let Some(f) = vm.exported("dateOrdinaryToPrimitive") else {
        return Err(Ctl::type_error("Cannot convert object to primitive value"));
    };
    let hint = vm.atom_str(if string_first { "string" } else { "number" });
    Err(Ctl::TailCall(Box::new(TailCall {
        callee: Value::Object(f),
        this: Value::Undefined,
        args: vec![c.this, hint],
        new_target: None,
    })))
}
