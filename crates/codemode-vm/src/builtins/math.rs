//! `Math`: the ES2023 functions and constants plus `sumPrecise` and `f16round`, with a seeded
//! `random` whose xorshift128+ state is `State::rng`, so a resumed run continues the same
//! sequence and two runs from the same snapshot agree.
//!
//! The transcendental functions and `pow` are [`fdlibm`]'s, as V8's are, so results agree with
//! V8 to the last bit (`exec::operators::js_pow`, the `**` operator, uses the same `pow`). `round`, `hypot`,
//! `sign`, `max`/`min` (NaN and signed zeros), `clz32`, `imul`, `fround` and `pow` (`**`) follow
//! the specification exactly. `sumPrecise` sums exactly (on a fixed-point BigInt) and rounds
//! once; an iterable that is not a plain array of numbers goes through `prelude/string.js`.

use crate::fdlibm;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, oflags};
use crate::numconv;
use crate::numconv::f16round;
use crate::property::Lookup;
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let m = vm.intrinsic_object(Some(op));
    vm.def_global("Math", Value::Object(m));
    // V8's property order; `sumPrecise` and `f16round` (ES2025/2026) come last.
    for name in [
        "abs",
        "acos",
        "acosh",
        "asin",
        "asinh",
        "atan",
        "atanh",
        "atan2",
        "ceil",
        "cbrt",
        "expm1",
        "clz32",
        "cos",
        "cosh",
        "exp",
        "floor",
        "fround",
        "hypot",
        "imul",
        "log",
        "log1p",
        "log2",
        "log10",
        "max",
        "min",
        "pow",
        "random",
        "round",
        "sign",
        "sin",
        "sinh",
        "sqrt",
        "tan",
        "tanh",
        "trunc",
        "sumPrecise",
        "f16round",
    ] {
        match name {
            "atan2" => vm.def_method(m, "atan2", 2, atan2),
            "hypot" => vm.def_method(m, "hypot", 2, hypot),
            "imul" => vm.def_method(m, "imul", 2, imul),
            "max" => vm.def_method(m, "max", 2, max),
            "min" => vm.def_method(m, "min", 2, min),
            "pow" => vm.def_method(m, "pow", 2, pow),
            "random" => vm.def_method(m, "random", 0, random),
            "sumPrecise" => vm.def_method(m, "sumPrecise", 1, sum_precise),
            _ => {
                let f = vm.def_method(m, name, 1, unary_native);
                // Which function: its index in UNARY, kept in the native's data.
                let idx = UNARY.iter().position(|(n, _)| *n == name).unwrap_or(0);
                if let Class::Native(n) = &mut vm.state.heap.obj_mut(f).class {
                    n.data = Value::Number(idx as f64);
                }
                f
            }
        };
    }
    for (name, v) in [
        ("E", std::f64::consts::E),
        ("LN10", std::f64::consts::LN_10),
        ("LN2", std::f64::consts::LN_2),
        ("LOG10E", std::f64::consts::LOG10_E),
        ("LOG2E", std::f64::consts::LOG2_E),
        ("PI", std::f64::consts::PI),
        ("SQRT1_2", std::f64::consts::FRAC_1_SQRT_2),
        ("SQRT2", std::f64::consts::SQRT_2),
    ] {
        vm.def_value(m, name, Value::Number(v), 0);
    }
    let tag = vm.atom_str("Math");
    vm.def_to_string_tag(m, tag);
    vm.def_hidden("sumPreciseArray", 1, sum_precise_array);
}

type UnaryFn = fn(f64) -> f64;

/// The one-argument functions, by the index stored in their native's data.
const UNARY: [(&str, UnaryFn); 29] = [
    ("abs", f64::abs),
    ("acos", fdlibm::acos),
    ("acosh", fdlibm::acosh),
    ("asin", fdlibm::asin),
    ("asinh", fdlibm::asinh),
    ("atan", fdlibm::atan),
    ("atanh", fdlibm::atanh),
    ("ceil", f64::ceil),
    ("cbrt", fdlibm::cbrt),
    ("expm1", fdlibm::expm1),
    ("clz32", clz32),
    ("cos", fdlibm::cos),
    ("cosh", fdlibm::cosh),
    ("exp", fdlibm::exp),
    ("floor", f64::floor),
    ("fround", fround),
    ("log", fdlibm::log),
    ("log1p", fdlibm::log1p),
    ("log2", fdlibm::log2),
    ("log10", fdlibm::log10),
    ("round", round),
    ("sign", sign),
    ("sin", fdlibm::sin),
    ("sinh", fdlibm::sinh),
    ("sqrt", f64::sqrt),
    ("tan", fdlibm::tan),
    ("tanh", fdlibm::tanh),
    ("trunc", f64::trunc),
    ("f16round", f16round),
];

fn unary_native(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = match c.arg(0) {
        Value::Number(x) => x,
        _ => vm.num_arg(c, 0)?,
    };
    let idx = match &vm.state.heap.obj(c.callee).class {
        Class::Native(n) => n.data.as_number().unwrap_or(0.0) as usize,
        _ => 0,
    };
    let f = UNARY.get(idx).map_or(f64::abs as UnaryFn, |e| e.1);
    Ok(Value::Number(f(x)))
}

fn clz32(x: f64) -> f64 {
    f64::from(numconv::to_uint32(x).leading_zeros())
}

fn fround(x: f64) -> f64 {
    f64::from(x as f32)
}

/// `Math.round`: the nearest integer, halves toward +∞, -0 kept for -0.5 ≤ x < 0.
fn round(x: f64) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    if x > 0.0 && x < 0.5 {
        return 0.0;
    }
    if (-0.5..0.0).contains(&x) {
        return -0.0;
    }
    let f = x.floor();
    if x - f >= 0.5 { f + 1.0 } else { f }
}

fn sign(x: f64) -> f64 {
    if x.is_nan() || x == 0.0 {
        x
    } else if x > 0.0 {
        1.0
    } else {
        -1.0
    }
}

fn atan2(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let y = vm.num_arg(c, 0)?;
    let x = vm.num_arg(c, 1)?;
    Ok(Value::Number(fdlibm::atan2(y, x)))
}

fn pow(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let a = vm.num_arg(c, 0)?;
    let b = vm.num_arg(c, 1)?;
    Ok(Value::Number(fdlibm::pow(a, b)))
}

fn imul(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let a = numconv::to_uint32(vm.num_arg(c, 0)?) as i32;
    let b = numconv::to_uint32(vm.num_arg(c, 1)?) as i32;
    Ok(Value::Number(f64::from(a.wrapping_mul(b))))
}

/// All arguments as numbers (every one is converted before any is used).
fn all_numbers(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Vec<f64>> {
    let mut out = Vec::with_capacity(c.args.len());
    for i in 0..c.args.len() {
        out.push(vm.num_arg(c, i)?);
    }
    Ok(out)
}

/// `Math.max`/`Math.min`'s fold: every argument converted in order (a conversion that runs
/// code or throws stops it, as converting them all first would), the largest (`more`) or
/// smallest kept, NaN winning, `+0` above `-0`. No list of the numbers is made.
fn extreme(vm: &mut Vm, c: &NativeCall<'_>, more: bool) -> JsResult<Value> {
    let mut r = if more { f64::NEG_INFINITY } else { f64::INFINITY };
    for i in 0..c.args.len() {
        let x = match c.args[i] {
            Value::Number(x) => x,
            _ => vm.num_arg(c, i)?,
        };
        if x.is_nan() {
            r = f64::NAN;
        } else if !r.is_nan() {
            let better = if more {
                x > r || (x == 0.0 && r == 0.0 && r.is_sign_negative())
            } else {
                x < r || (x == 0.0 && r == 0.0 && x.is_sign_negative())
            };
            if better {
                r = x;
            }
        }
    }
    Ok(Value::Number(r))
}

fn max(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    extreme(vm, c, true)
}

fn min(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    extreme(vm, c, false)
}

/// `Math.hypot` as V8 computes it: scaled by the largest magnitude, Kahan-compensated.
fn hypot(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let xs: Vec<f64> = all_numbers(vm, c)?.into_iter().map(f64::abs).collect();
    let mut max = 0.0f64;
    let mut nan = false;
    for &x in &xs {
        if x.is_nan() {
            nan = true;
        } else if x > max {
            max = x;
        }
    }
    if max == f64::INFINITY {
        return Ok(Value::Number(f64::INFINITY));
    }
    if nan {
        return Ok(Value::Number(f64::NAN));
    }
    if max == 0.0 {
        return Ok(Value::Number(0.0));
    }
    let mut sum = 0.0f64;
    let mut compensation = 0.0f64;
    for &x in &xs {
        let n = x / max;
        let summand = n * n - compensation;
        let preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    Ok(Value::Number(sum.sqrt() * max))
}

/// `Math.random`: xorshift128+ on the run's state; 53 random bits scaled into [0, 1).
fn random(vm: &mut Vm, _c: &NativeCall<'_>) -> JsResult<Value> {
    let [mut s1, s0] = vm.state.rng;
    s1 ^= s1 << 23;
    s1 ^= s1 >> 17;
    s1 ^= s0;
    s1 ^= s0 >> 26;
    vm.state.rng = [s0, s1];
    let bits = s0.wrapping_add(s1) >> 11;
    Ok(Value::Number(bits as f64 / (1u64 << 53) as f64))
}

/// `Math.sumPrecise(items)`: a plain array of numbers is summed here; anything else (other
/// iterables, arrays with holes, non-numbers, a patched iterator) goes through the prelude,
/// which iterates, checks each value and calls [`sum_precise_array`].
fn sum_precise(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let items = c.arg(0);
    if items.is_nullish() {
        return Err(Ctl::type_error("Math.sumPrecise called on null or undefined"));
    }
    if let Value::Object(o) = items
        && plain_array_iteration(vm, o)
    {
        let obj = vm.state.heap.obj(o);
        if let Class::Array { dense, len } = &obj.class
            && obj.flags & oflags::SLOW_ARRAY == 0
            && dense.len() == *len as usize
        {
            let nums: Option<Vec<f64>> = dense.iter().map(|v| v.as_number()).collect();
            if let Some(nums) = nums {
                return Ok(Value::Number(exact_sum(&nums)));
            }
        }
    }
    Err(super::string::call_exported(vm, "sumPreciseSlow", Value::Undefined, vec![items]))
}

/// Whether iterating the array `o` is the built-in array iteration.
fn plain_array_iteration(vm: &mut Vm, o: crate::value::ObjId) -> bool {
    if !matches!(vm.state.heap.obj(o).class, Class::Array { .. }) {
        return false;
    }
    let values = vm.state.realm.array_values;
    let next = vm.state.realm.array_iterator_next;
    let aip = vm.state.realm.array_iterator_prototype;
    matches!(vm.lookup(o, atom::SYM_ITERATOR), Lookup::Value(Value::Object(f)) if f == values)
        && matches!(vm.lookup(aip, atom::NEXT), Lookup::Value(Value::Object(f)) if f == next)
}

/// The prelude's helper: the exact sum of an array the prelude built from checked numbers.
fn sum_precise_array(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let nums: Vec<f64> = vm.array_values(c.arg(0)).into_iter().map(|v| v.as_number().unwrap_or(f64::NAN)).collect();
    Ok(Value::Number(exact_sum(&nums)))
}

/// The exact sum of `xs` rounded once to the nearest double (ties to even), with the special
/// values of `Math.sumPrecise`: NaN or +∞ with -∞ give NaN, an infinity wins over finite values,
/// and the sum of no values (or of -0s only) is -0.
#[must_use]
pub(crate) fn exact_sum(xs: &[f64]) -> f64 {
    let mut pos_inf = false;
    let mut neg_inf = false;
    let mut nan = false;
    let mut all_neg_zero = true;
    // The sum in units of 2^-1074 (the smallest subnormal): every double is an integer there.
    let mut acc = BigInt::zero();
    let mut small: i128 = 0;
    for &x in xs {
        if x.is_nan() {
            nan = true;
            continue;
        }
        if x == f64::INFINITY {
            pos_inf = true;
            continue;
        }
        if x == f64::NEG_INFINITY {
            neg_inf = true;
            continue;
        }
        if !(x == 0.0 && x.is_sign_negative()) {
            all_neg_zero = false;
        }
        if x == 0.0 {
            continue;
        }
        let bits = x.to_bits();
        let biased = ((bits >> 52) & 0x7FF) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (m, e) = if biased == 0 { (frac, 0) } else { (frac | (1u64 << 52), biased - 1) };
        // x = ±m × 2^(e - 1074), e >= 0.
        if e < 64 {
            let v = i128::from(m) << e;
            let v = if x < 0.0 { -v } else { v };
            match small.checked_add(v) {
                Some(s) if s.abs() < (1i128 << 120) => small = s,
                _ => {
                    acc += BigInt::from(small) + BigInt::from(v);
                    small = 0;
                }
            }
        } else {
            let v = BigInt::from(m) << e as usize;
            if x < 0.0 {
                acc -= v;
            } else {
                acc += v;
            }
        }
    }
    if nan || (pos_inf && neg_inf) {
        return f64::NAN;
    }
    if pos_inf {
        return f64::INFINITY;
    }
    if neg_inf {
        return f64::NEG_INFINITY;
    }
    if all_neg_zero {
        return -0.0;
    }
    acc += BigInt::from(small);
    scaled_to_f64(&acc)
}

/// `n × 2^-1074` correctly rounded (ties to even).
fn scaled_to_f64(n: &BigInt) -> f64 {
    if n.is_zero() {
        return 0.0;
    }
    let neg = n.is_negative();
    let mag = n.magnitude();
    let bits = mag.bits();
    let r = if bits <= 53 {
        // Exact: a multiple of the smallest subnormal below 2^-1021.
        mag.to_f64().unwrap_or(0.0) * f64::from_bits(1)
    } else {
        let shift = bits - 53;
        let top = (mag >> shift).to_u64().unwrap_or(0);
        let rem = mag - (num_bigint::BigUint::from(top) << shift);
        let half = num_bigint::BigUint::from(1u8) << (shift - 1);
        let up = rem > half || (rem == half && top & 1 == 1);
        let top = if up { top + 1 } else { top };
        // top × 2^(shift - 1074); the result is normal (at least 2^-1021), so scaling by powers
        // of two in steps is exact until it overflows to infinity.
        let mut v = top as f64;
        let mut k = shift as i64 - 1074;
        while k > 1000 {
            v *= f64::from_bits((1000 + 1023) << 52);
            k -= 1000;
        }
        while k < -1000 {
            v *= f64::from_bits((1023 - 1000) << 52);
            k += 1000;
        }
        v * f64::from_bits(((k + 1023) as u64) << 52)
    };
    if neg { -r } else { r }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding() {
        assert_eq!(round(2.5), 3.0);
        assert_eq!(round(-2.5), -2.0);
        assert_eq!(round(0.49999999999999994), 0.0);
        assert!(round(-0.4).is_sign_negative());
        assert_eq!(round(4503599627370495.5), 4503599627370496.0);
    }

    #[test]
    fn half_precision() {
        assert_eq!(f16round(5.5), 5.5);
        assert_eq!(f16round(5.05), 5.05078125);
        assert_eq!(f16round(65504.0), 65504.0);
        assert_eq!(f16round(65519.99), 65504.0);
        assert_eq!(f16round(65520.0), f64::INFINITY);
        assert_eq!(f16round(2f64.powi(-24)), 2f64.powi(-24));
        assert_eq!(f16round(2f64.powi(-25)), 0.0);
        assert_eq!(f16round(1.5 * 2f64.powi(-25)), 2f64.powi(-24));
        assert!(f16round(-1e-10).is_sign_negative());
        assert_eq!(f16round(1.000_488_281_25), 1.0);
        assert_eq!(f16round(1.000_488_281_26), 1.0009765625);
    }

    #[test]
    fn sums() {
        assert_eq!(exact_sum(&[1e20, 0.1, -1e20]), 0.1);
        assert_eq!(exact_sum(&[0.1, 0.2]), 0.30000000000000004);
        assert_eq!(exact_sum(&[1e308, 1e308, -1e308]), 1e308);
        assert_eq!(exact_sum(&[f64::MAX, f64::MAX]), f64::INFINITY);
        assert_eq!(exact_sum(&[-f64::MAX, -f64::MAX]), f64::NEG_INFINITY);
        assert!(exact_sum(&[]).is_sign_negative());
        assert!(exact_sum(&[-0.0, -0.0]).is_sign_negative());
        assert!(!exact_sum(&[-0.0, 0.0]).is_sign_negative());
        assert!(exact_sum(&[f64::INFINITY, f64::NEG_INFINITY]).is_nan());
        assert_eq!(exact_sum(&[5e-324, 5e-324]), 1e-323);
        assert_eq!(exact_sum(&[1.0, 2f64.powi(-53)]), 1.0);
        assert_eq!(exact_sum(&[1.0, 2f64.powi(-53), 2f64.powi(-60)]), 1.0000000000000002);
        assert_eq!(exact_sum(&[1e16, 1.0, -1e16]), 1.0);
    }
}
