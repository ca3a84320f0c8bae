//! `Date`: the constructor, `Date.now`/`parse`/`UTC` and every `Date.prototype` method except
//! `toJSON` (in `prelude/date.js`, since it calls `toISOString` through the object).
//!
//! The local time zone is UTC unless the host chose another ([`Vm::set_time_zone`], kept in the
//! state): the local getters and setters go through LocalTime/UTC with the zone's real offsets
//! ([`crate::zone`]), `getTimezoneOffset` is the zone's offset, and `toDateString`,
//! `toTimeString` and `Date()` print local time with V8's `GMT-0400 (Eastern Daylight Time)`. The algorithms, the parser and the formatters are in
//! [`crate::datemath`]; this module only does the JavaScript side: argument conversion (before
//! any side effect, as natives must), `this` checks and the code-mode rule that `toString` (and
//! so `String(date)` and template interpolation) gives the ISO form (in UTC, whatever the zone).
//! `toLocale*String` are in [`super::date_format`].
//!
//! The current time is not read here: the host stores it in the state with [`Vm::set_now`]
//! before each run, so a run is reproducible and a snapshot carries its clock.

use crate::atoms::atom;
use crate::datemath as dm;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, Object, attr};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::zone;
use crate::{NativeCall, NativeFn, Vm};

impl Vm {
    /// Sets the current time (milliseconds since the Unix epoch) that `Date.now()` and
    /// `new Date()` read. The host calls it before each [`Vm::run`].
    pub fn set_now(&mut self, ms: f64) {
        self.state.now = ms;
    }

    /// Sets the run's local time zone (what `Date`'s local-time methods, a `DateTimeFormat`
    /// without a `timeZone` and `Temporal.Now.timeZoneId()` use): an IANA name or an offset
    /// (`"+05:30"`), or `None` for UTC, the default. The zone is part of the state, so a resumed
    /// run keeps the zone it started with.
    ///
    /// # Errors
    /// When `zone` is not a time zone the database knows.
    pub fn set_time_zone(&mut self, zone: Option<&str>) -> Result<(), String> {
        self.state.time_zone = match zone {
            None => None,
            Some(z) => match crate::zone::resolve(z) {
                Some(id) if id == "UTC" => None,
                Some(id) => Some(id),
                None => return Err(format!("unknown time zone {z:?}")),
            },
        };
        Ok(())
    }

    /// The run's local time zone (`None`: UTC).
    #[must_use]
    pub fn time_zone(&self) -> Option<&str> {
        self.state.time_zone.as_deref()
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
        ("getFullYear", local_get_full_year),
        ("getUTCFullYear", get_full_year),
        ("getMonth", local_get_month),
        ("getUTCMonth", get_month),
        ("getDate", local_get_date),
        ("getUTCDate", get_date),
        ("getDay", local_get_day),
        ("getUTCDay", get_day),
        ("getHours", local_get_hours),
        ("getUTCHours", get_hours),
        ("getMinutes", local_get_minutes),
        ("getUTCMinutes", get_minutes),
        ("getSeconds", local_get_seconds),
        ("getUTCSeconds", get_seconds),
        ("getMilliseconds", local_get_milliseconds),
        ("getUTCMilliseconds", get_milliseconds),
        ("getTimezoneOffset", get_timezone_offset),
        ("getYear", local_get_year),
    ];
    for (name, f) in getters {
        vm.def_method(proto, name, 0, *f);
    }
    let value_of = vm.def_method(proto, "valueOf", 0, get_time);
    vm.state.realm.date_value_of = value_of;

    let setters: &[(&'static str, u16, NativeFn)] = &[
        ("setTime", 1, set_time),
        ("setMilliseconds", 1, local_set_milliseconds),
        ("setUTCMilliseconds", 1, set_milliseconds),
        ("setSeconds", 2, local_set_seconds),
        ("setUTCSeconds", 2, set_seconds),
        ("setMinutes", 3, local_set_minutes),
        ("setUTCMinutes", 3, set_minutes),
        ("setHours", 4, local_set_hours),
        ("setUTCHours", 4, set_hours),
        ("setDate", 1, local_set_date),
        ("setUTCDate", 1, set_date),
        ("setMonth", 2, local_set_month),
        ("setUTCMonth", 2, set_month),
        ("setFullYear", 3, local_set_full_year),
        ("setUTCFullYear", 3, set_full_year),
        ("setYear", 1, local_set_year),
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
        let t = now_value(vm);
        let s = if t.is_nan() {
            dm::to_string_v8(t)
        } else {
            format!("{} {}", local_date_string(vm, t), local_time_string(vm, t))
        };
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
                        parse_in_zone(vm, &text)
                    }
                    p => dm::time_clip(vm.to_number(p)?),
                }
            }
        }
        _ => {
            let l = components(vm, c)?;
            dm::time_clip(utc_of(vm, l))
        }
    };
    Ok(new_date(vm, c, t))
}

fn now(vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Number(now_value(vm)))
}

fn parse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.str_arg(c, 0)?;
    let text = vm.str_text(s);
    Ok(Value::Number(parse_in_zone(vm, &text)))
}

/// `Date.parse` with local-time forms read in the run's time zone.
fn parse_in_zone(vm: &Vm, text: &[u16]) -> f64 {
    match &vm.state.time_zone {
        None => dm::parse_date_utf16(text),
        Some(z) => dm::parse_date_utf16_in(text, &|t| zone::local_to_utc(z, t)),
    }
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
    let t = this_time(vm, c)?;
    Ok(Value::Number(if t.is_nan() { t } else { (t - local(vm, t)) / 60_000.0 }))
}

/// LocalTime(t): `t` in the run's local time zone ([`Vm::set_time_zone`]; UTC by default).
fn local(vm: &Vm, t: f64) -> f64 {
    match &vm.state.time_zone {
        None => t,
        Some(z) => t + zone::offset_ms(z, t),
    }
}

/// UTC(t): the time value whose local time is `t` (see [`zone::local_to_utc`]).
fn utc_of(vm: &Vm, t: f64) -> f64 {
    match &vm.state.time_zone {
        None => t,
        Some(z) => zone::local_to_utc(z, t),
    }
}

/// A local-time getter: `f` of LocalTime(t).
fn get_local_with(vm: &Vm, c: &NativeCall<'_>, f: fn(f64) -> f64) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    Ok(Value::Number(if t.is_nan() { t } else { f(local(vm, t)) }))
}

macro_rules! local_getters {
    ($($name:ident => $f:expr;)*) => {$(
        fn $name(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
            get_local_with(vm, c, $f)
        }
    )*};
}
local_getters! {
    local_get_full_year => dm::year_from_time;
    local_get_month => dm::month_from_time;
    local_get_date => dm::date_from_time;
    local_get_day => dm::week_day;
    local_get_hours => dm::hour_from_time;
    local_get_minutes => dm::min_from_time;
    local_get_seconds => dm::sec_from_time;
    local_get_milliseconds => dm::ms_from_time;
    local_get_year => |t| dm::year_from_time(t) - 1900.0;
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
fn setter(vm: &mut Vm, c: &NativeCall<'_>, which: Setter, is_local: bool) -> JsResult<Value> {
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
            args: vec![
                c.this,
                Value::Number(f64::from(which as u8 | if is_local { LOCAL } else { 0 })),
                Value::Number(t),
                Value::Object(list),
            ],
            new_target: None,
        })));
    }
    let mut n = Vec::with_capacity(argc);
    for v in args {
        n.push(vm.to_number(v)?);
    }
    Ok(apply_and_store(vm, o, which, is_local, t, &n))
}

/// The setter bit that says "local time" where the setter number crosses to the prelude.
const LOCAL: u8 = 16;

/// Applies a setter to `t` (in local time when `is_local`) and stores the new time value.
fn apply_and_store(vm: &mut Vm, o: ObjId, which: Setter, is_local: bool, t: f64, n: &[f64]) -> Value {
    let local_time = is_local && which != Setter::Time && vm.state.time_zone.is_some();
    let base = if local_time && !t.is_nan() { local(vm, t) } else { t };
    match apply_setter(which, base, n) {
        Some(v) => {
            let v = if local_time { utc_of(vm, v) } else { v };
            store(vm, o, v)
        }
        None => Value::Number(f64::NAN),
    }
}

/// `dateSetPrim(date, which, t, numbers)`: the setter `which` with the time value read before
/// the prelude converted the arguments.
fn set_prim_hidden(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("this is not a Date object."));
    };
    let code = c.arg(1).as_number().map_or(255, |n| n as u8);
    let which = Setter::from_u8(code & !LOCAL).ok_or_else(|| Ctl::type_error("bad setter"))?;
    let t = c.arg(2).as_number().unwrap_or(f64::NAN);
    let n: Vec<f64> = vm.array_values(c.arg(3)).into_iter().map(|v| v.as_number().unwrap_or(f64::NAN)).collect();
    Ok(apply_and_store(vm, o, which, code & LOCAL != 0, t, &n))
}

fn set_time(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Time, false)
}

fn set_milliseconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Ms, false)
}
fn local_set_milliseconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Ms, true)
}
fn set_seconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Sec, false)
}
fn local_set_seconds(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Sec, true)
}
fn set_minutes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Min, false)
}
fn local_set_minutes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Min, true)
}
fn set_hours(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Hour, false)
}
fn local_set_hours(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Hour, true)
}
fn set_date(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Date, false)
}
fn local_set_date(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Date, true)
}
fn set_month(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Month, false)
}
fn local_set_month(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Month, true)
}
fn set_full_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::FullYear, false)
}
fn local_set_full_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::FullYear, true)
}
fn local_set_year(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    setter(vm, c, Setter::Year, true)
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

/// DateString of LocalTime(t): `Thu Jan 01 1970`.
fn local_date_string(vm: &Vm, t: f64) -> String {
    dm::to_date_string(local(vm, t))
}

/// TimeString and TimeZoneString of t in the local zone: `00:00:00 GMT+0000 (Coordinated
/// Universal Time)`, `08:00:00 GMT-0400 (Eastern Daylight Time)`.
fn local_time_string(vm: &Vm, t: f64) -> String {
    let Some(z) = &vm.state.time_zone else { return dm::to_time_string(t) };
    let l = local(vm, t);
    let off = ((l - t) / 60_000.0).round() as i64;
    let sign = if off < 0 { '-' } else { '+' };
    let name = zone::name(z, t, zone::NameStyle::Long);
    format!(
        "{:02}:{:02}:{:02} GMT{sign}{:02}{:02} ({name})",
        dm::hour_from_time(l),
        dm::min_from_time(l),
        dm::sec_from_time(l),
        off.abs() / 60,
        off.abs() % 60
    )
}

fn to_date_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    let s = if t.is_nan() { dm::to_date_string(t) } else { local_date_string(vm, t) };
    Ok(vm.new_string(&s))
}
fn to_time_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    let s = if t.is_nan() { dm::to_time_string(t) } else { local_time_string(vm, t) };
    Ok(vm.new_string(&s))
}
fn to_utc_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_utc_string)
}
/// `toLocale{,Date,Time}String` with locales: the prelude's `dateToLocaleSlow` checks them as
/// CanonicalizeLocaleList does (a `TypeError` for `null`, a `RangeError` for a malformed tag)
/// and calls the method again without them (the formatter is en-US's whatever they name).
fn locales_slow(vm: &mut Vm, c: &NativeCall<'_>, which: &str) -> Option<Ctl> {
    // `"en-US"` without options is what no locales give (`intl::names_default_locale`).
    if c.arg(0).is_undefined() || (c.arg(1).is_undefined() && super::intl::names_default_locale(vm, c.arg(0))) {
        return None;
    }
    let which = vm.new_string(which);
    let args = vec![c.this, c.arg(0), c.arg(1), which];
    Some(super::string::call_exported(vm, "dateToLocaleSlow", Value::Undefined, args))
}

fn to_locale_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    if let Some(slow) = locales_slow(vm, c, "Any") {
        return Err(slow);
    }
    super::date_format::locale_format(vm, t, c.arg(1), super::date_format::Required::Any)
}
fn to_locale_date_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    if let Some(slow) = locales_slow(vm, c, "Date") {
        return Err(slow);
    }
    super::date_format::locale_format(vm, t, c.arg(1), super::date_format::Required::Date)
}
fn to_locale_time_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let t = this_time(vm, c)?;
    if let Some(slow) = locales_slow(vm, c, "Time") {
        return Err(slow);
    }
    super::date_format::locale_format(vm, t, c.arg(1), super::date_format::Required::Time)
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
