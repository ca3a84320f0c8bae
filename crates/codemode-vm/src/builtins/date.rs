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
/// arguments `n` (at least one: a missing first argument is NaN).
fn apply_setter(which: Setter, t: f64, n: &[f64]) -> f64 {
    let arg = |i: usize, default: f64| n.get(i).copied().unwrap_or(default);
    if which == Setter::Time {
        return arg(0, f64::NAN);
    }
    if matches!(which, Setter::FullYear | Setter::Year) {
        let t = if t.is_nan() { 0.0 } else { t };
        let y = arg(0, f64::NAN);
        let y = if which == Setter::Year { full_year(y) } else { y };
        if y.is_nan() {
            return f64::NAN;
        }
        let m = arg(1, dm::month_from_time(t));
        let d = arg(2, dm::date_from_time(t));
        return dm::make_date(dm::make_day(y, m, d), dm::time_within_day(t));
    }
    if t.is_nan() {
        return t;
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
    dm::make_date(day, time)
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
    Ok(store(vm, o, apply_setter(which, t, &n)))
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
    Ok(store(vm, o, apply_setter(which, t, &n)))
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
    format_with(vm, c, dm::to_locale_string_en_us)
}
fn to_locale_date_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_locale_date_string_en_us)
}
fn to_locale_time_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    format_with(vm, c, dm::to_locale_time_string_en_us)
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
