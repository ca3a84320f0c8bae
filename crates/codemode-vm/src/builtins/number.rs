//! `Number`, its constants and predicates, `Number.prototype` (radix strings, `toFixed`,
//! `toExponential`, `toPrecision`, `toLocaleString`), and the shared `parseInt`/`parseFloat`
//! function objects (installed both as `Number.parseInt` and as the globals, which must be the
//! same objects; `builtins/global.rs` implements them).
//!
//! Digit generation is `numconv`'s (exact, V8-compatible); this module does the argument
//! checks with V8's messages. Locale formatting is [`intl`].

pub(crate) mod intl;

use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object};
use crate::numconv;
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Primitive(Value::Number(0.0))));
    vm.state.realm.number_prototype = proto;
    let ctor = vm.def_ctor("Number", 1, number_ctor, proto);
    vm.def_method(ctor, "isFinite", 1, is_finite);
    vm.def_method(ctor, "isInteger", 1, is_integer);
    vm.def_method(ctor, "isNaN", 1, is_nan);
    vm.def_method(ctor, "isSafeInteger", 1, is_safe_integer);
    // The same function objects as the globals `parseFloat`/`parseInt`.
    let pf = vm.def_method(ctor, "parseFloat", 1, super::global::parse_float);
    let pi = vm.def_method(ctor, "parseInt", 2, super::global::parse_int);
    vm.def_global("parseFloat", Value::Object(pf));
    vm.def_global("parseInt", Value::Object(pi));
    for (name, v) in [
        ("MAX_VALUE", f64::MAX),
        ("MIN_VALUE", 5e-324),
        ("NaN", f64::NAN),
        ("NEGATIVE_INFINITY", f64::NEG_INFINITY),
        ("POSITIVE_INFINITY", f64::INFINITY),
        ("MAX_SAFE_INTEGER", 9_007_199_254_740_991.0),
        ("MIN_SAFE_INTEGER", -9_007_199_254_740_991.0),
        ("EPSILON", f64::EPSILON),
    ] {
        vm.def_value(ctor, name, Value::Number(v), 0);
    }
    vm.def_method(proto, "toExponential", 1, to_exponential);
    vm.def_method(proto, "toFixed", 1, to_fixed);
    vm.def_method(proto, "toPrecision", 1, to_precision);
    vm.def_method(proto, "toString", 1, to_string);
    vm.def_method(proto, "valueOf", 0, value_of);
    vm.def_method(proto, "toLocaleString", 0, to_locale_string);
}

fn number_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let n = if c.args.is_empty() {
        0.0
    } else {
        match vm.prim_arg(c, 0, "number")? {
            Value::BigInt(b) => bigint_to_number(vm.state.heap.bigint(b)),
            v => vm.to_number(v)?,
        }
    };
    match c.new_target {
        None => Ok(Value::Number(n)),
        Some(nt) => {
            let np = vm.state.realm.number_prototype;
            let proto = vm.proto_from_ctor(nt, np);
            Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Primitive(Value::Number(n))))))
        }
    }
}

/// `Number(bigint)`: the nearest double (ties to even), ±∞ past the range.
fn bigint_to_number(b: &num_bigint::BigInt) -> f64 {
    // Exact and correctly rounded: via the decimal text, which `str::parse` rounds correctly.
    if b.bits() <= 53 {
        return num_traits::ToPrimitive::to_f64(b).unwrap_or(f64::NAN);
    }
    b.to_string().parse::<f64>().unwrap_or(f64::NAN)
}

fn is_finite(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Number(n) if n.is_finite())))
}

fn is_integer(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Number(n) if n.is_finite() && n.trunc() == n)))
}

fn is_nan(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Number(n) if n.is_nan())))
}

fn is_safe_integer(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Number(n)
        if n.is_finite() && n.trunc() == n && n.abs() <= 9_007_199_254_740_991.0)))
}

/// `this` as a number (primitive or wrapper).
pub(crate) fn this_number(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<f64> {
    match c.this {
        Value::Number(n) => Ok(n),
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(Value::Number(n)) => Ok(n),
            _ => Err(Ctl::type_error(format!("Number.prototype.{method} requires that 'this' be a Number"))),
        },
        _ => Err(Ctl::type_error(format!("Number.prototype.{method} requires that 'this' be a Number"))),
    }
}

/// The radix argument of `toString` (undefined is 10).
///
/// # Errors
/// `RangeError` outside 2..=36.
pub(crate) fn radix_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<u32> {
    let radix = if c.arg(i).is_undefined() { 10.0 } else { vm.int_arg(c, i)? };
    if !(2.0..=36.0).contains(&radix) {
        return Err(Ctl::range_error("toString() radix argument must be between 2 and 36"));
    }
    Ok(radix as u32)
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = this_number(vm, c, "toString")?;
    let radix = radix_arg(vm, c, 0)?;
    if radix == 10 {
        return Ok(Value::String(vm.number_to_str(x)));
    }
    let mut buf = [0u8; 64];
    if let Some(d) = numconv::integer_radix_digits(x, radix, &mut buf) {
        return Ok(vm.new_ascii(d));
    }
    let s = numconv::number_to_string_radix(x, radix);
    Ok(vm.new_string(&s))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Number(this_number(vm, c, "valueOf")?))
}

fn to_fixed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = this_number(vm, c, "toFixed")?;
    let f = vm.int_arg(c, 0)?;
    if !(0.0..=100.0).contains(&f) {
        return Err(Ctl::range_error("toFixed() digits argument must be between 0 and 100"));
    }
    if !x.is_finite() {
        return Ok(Value::String(vm.number_to_str(x)));
    }
    let mut buf = [0u8; 64];
    if let Some(d) = numconv::to_fixed_small(x, f as u32, &mut buf) {
        return Ok(vm.new_ascii(d));
    }
    let s = numconv::to_fixed(x, f as u32);
    Ok(vm.new_string(&s))
}

fn to_exponential(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = this_number(vm, c, "toExponential")?;
    let undefined = c.arg(0).is_undefined();
    let f = vm.int_arg(c, 0)?;
    if !x.is_finite() {
        return Ok(Value::String(vm.number_to_str(x)));
    }
    if !(0.0..=100.0).contains(&f) {
        return Err(Ctl::range_error("toExponential() argument must be between 0 and 100"));
    }
    let digits = if undefined { None } else { Some(f as u32) };
    let mut buf = [0u8; 48];
    if let Some(d) = numconv::to_exponential_small(x, digits, &mut buf) {
        return Ok(vm.new_ascii(d));
    }
    let s = numconv::to_exponential(x, digits);
    Ok(vm.new_string(&s))
}

fn to_precision(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = this_number(vm, c, "toPrecision")?;
    if c.arg(0).is_undefined() {
        return Ok(Value::String(vm.number_to_str(x)));
    }
    let p = vm.int_arg(c, 0)?;
    if !x.is_finite() {
        return Ok(Value::String(vm.number_to_str(x)));
    }
    if !(1.0..=100.0).contains(&p) {
        return Err(Ctl::range_error("toPrecision() argument must be between 1 and 100"));
    }
    let mut buf = [0u8; 48];
    if let Some(d) = numconv::to_precision_small(x, p as u32, &mut buf) {
        return Ok(vm.new_ascii(d));
    }
    let s = numconv::to_precision(x, p as u32);
    Ok(vm.new_string(&s))
}

/// The number format of a `toLocaleString(locales, options)` call, or the deferral to the
/// prelude when the options object needs JavaScript to read.
pub(crate) fn locale_format(vm: &mut Vm, c: &NativeCall<'_>, method: &str) -> JsResult<intl::NumberFormat> {
    if c.arg(1).is_undefined() {
        return Ok(intl::NumberFormat::default());
    }
    match super::string::read_options(vm, c.arg(1), &intl::OPTION_KEYS, method)? {
        Some(vals) => intl::NumberFormat::from_options(vm, &vals, method),
        None => Err(super::string::options_slow(vm, c, 1, &intl::OPTION_KEYS, intl::OPTION_TYPES)),
    }
}

/// With CLDR data (`intl-data`), `toLocaleString(locales, options)` with either argument is an
/// `Intl.NumberFormat`'s format (the prelude's `numberToLocaleSlow`: every option, unit style and
/// notation); with neither, or with the default locale's tag `"en-US"` (in any case) and no
/// options, the en-US formatter here is the default locale's. `x` is the Number or BigInt.
pub(crate) fn locale_slow(vm: &mut Vm, c: &NativeCall<'_>, x: Value) -> Option<Ctl> {
    let default_locale = super::intl::names_default_locale(vm, c.arg(0));
    if cfg!(feature = "intl-data") && !(default_locale && c.arg(1).is_undefined()) {
        let args = vec![x, c.arg(0), c.arg(1)];
        return Some(super::string::call_exported(vm, "numberToLocaleSlow", Value::Undefined, args));
    }
    None
}

fn to_locale_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = this_number(vm, c, "toLocaleString")?;
    if let Some(slow) = locale_slow(vm, c, Value::Number(x)) {
        return Err(slow);
    }
    // The default formatter on an integer (below 2^53, not `-0`, which it writes "-0"): its
    // digits grouped by threes, written on the stack.
    if c.arg(1).is_undefined() && !(x == 0.0 && x.is_sign_negative()) {
        let mut digits = [0u8; 20];
        if let Some(d) = crate::numconv::integer_digits(x, &mut digits) {
            let (sign, d) = match d.strip_prefix('-') {
                Some(rest) => (true, rest.as_bytes()),
                None => (false, d.as_bytes()),
            };
            let mut out = [0u16; 28];
            let mut n = 0;
            if sign {
                out[0] = u16::from(b'-');
                n = 1;
            }
            for (i, &b) in d.iter().enumerate() {
                if i > 0 && (d.len() - i).is_multiple_of(3) {
                    out[n] = u16::from(b',');
                    n += 1;
                }
                out[n] = u16::from(b);
                n += 1;
            }
            return Ok(vm.new_str(&out[..n]));
        }
    }
    let f = locale_format(vm, c, "Number.prototype.toLocaleString")?;
    let s = f.format_number(x);
    Ok(vm.new_string(&s))
}
