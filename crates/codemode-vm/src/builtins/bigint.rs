//! `BigInt`: the conversion function (`new BigInt` throws), `asIntN`/`asUintN`, and
//! `BigInt.prototype` (`toString(radix)`, `toLocaleString`, `valueOf`). Arithmetic and
//! comparisons are the interpreter's (`exec/operators.rs`).

use num_bigint::BigInt;
use num_traits::{FromPrimitive, Signed, Zero};

use crate::conv::to_bigint;
use crate::error::{Ctl, JsResult};
use crate::heap::Class;
use crate::numconv;
use crate::value::Value;
use crate::{NativeCall, Vm};

/// The largest BigInt, in bits, the VM creates ([`numconv::MAX_BIGINT_BITS`]).
const MAX_BITS: u64 = numconv::MAX_BIGINT_BITS;

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.bigint_prototype = proto;
    // A constructor (subclassable, `new.target`-aware) whose [[Construct]] always throws.
    let ctor = vm.def_ctor("BigInt", 1, bigint_fn, proto);
    vm.def_method(ctor, "asUintN", 2, as_uint_n);
    vm.def_method(ctor, "asIntN", 2, as_int_n);
    vm.def_method(proto, "toLocaleString", 0, to_locale_string);
    vm.def_method(proto, "toString", 0, to_string);
    vm.def_method(proto, "valueOf", 0, value_of);
    let tag = vm.atom_str("BigInt");
    vm.def_to_string_tag(proto, tag);
}

fn bigint_fn(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if c.new_target.is_some() {
        return Err(Ctl::type_error("BigInt is not a constructor"));
    }
    match vm.prim_arg(c, 0, "number")? {
        Value::Number(n) => {
            if n.is_finite() && n.trunc() == n {
                let b = BigInt::from_f64(n).unwrap_or_default();
                Ok(vm.new_bigint(b))
            } else {
                Err(Ctl::range_error(format!(
                    "The number {} cannot be converted to a BigInt because it is not an integer",
                    numconv::number_to_string(n)
                )))
            }
        }
        v => to_bigint(vm, v),
    }
}

/// ToIndex of argument `i` (the bit count of `asIntN`/`asUintN`).
fn index_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<u64> {
    let n = vm.int_arg(c, i)?;
    if !(0.0..=9_007_199_254_740_991.0).contains(&n) {
        return Err(Ctl::range_error("Invalid value: not (convertible to) a safe integer"));
    }
    Ok(n as u64)
}

/// The BigInt argument `i` (ToBigInt).
fn bigint_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<BigInt> {
    let p = vm.prim_arg(c, i, "number")?;
    match to_bigint(vm, p)? {
        Value::BigInt(b) => Ok(vm.state.heap.bigint(b).clone()),
        _ => Ok(BigInt::zero()),
    }
}

/// `x` modulo `2^bits`, as a non-negative BigInt.
fn mod_pow2(x: &BigInt, bits: u64) -> JsResult<BigInt> {
    if bits > MAX_BITS {
        return Err(Ctl::range_error("Maximum BigInt size exceeded"));
    }
    let m = BigInt::from(1) << bits as usize;
    let r = x % &m;
    Ok(if r.is_negative() { r + m } else { r })
}

fn as_uint_n(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let bits = index_arg(vm, c, 0)?;
    let x = bigint_arg(vm, c, 1)?;
    if !x.is_negative() && x.bits() <= bits {
        return Ok(vm.new_bigint(x));
    }
    let r = mod_pow2(&x, bits)?;
    Ok(vm.new_bigint(r))
}

fn as_int_n(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let bits = index_arg(vm, c, 0)?;
    let x = bigint_arg(vm, c, 1)?;
    if bits == 0 {
        return Ok(vm.new_bigint(BigInt::zero()));
    }
    // |x| < 2^(bits-1) needs no wrapping (bits() counts the magnitude).
    if x.bits() < bits {
        return Ok(vm.new_bigint(x));
    }
    let r = mod_pow2(&x, bits)?;
    let half = BigInt::from(1) << (bits - 1) as usize;
    let r = if r >= half { r - (BigInt::from(1) << bits as usize) } else { r };
    Ok(vm.new_bigint(r))
}

fn this_bigint(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<Value> {
    let v = match c.this {
        Value::BigInt(_) => c.this,
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(v @ Value::BigInt(_)) => v,
            _ => Value::Undefined,
        },
        _ => Value::Undefined,
    };
    if v.is_undefined() {
        return Err(Ctl::type_error(format!("BigInt.prototype.{method} requires that 'this' be a BigInt")));
    }
    Ok(v)
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::BigInt(b) = this_bigint(vm, c, "toString")? else {
        return Ok(Value::Undefined);
    };
    let radix = super::number::radix_arg(vm, c, 0)?;
    let s = numconv::bigint_to_string_radix(vm.state.heap.bigint(b), radix);
    Ok(vm.new_string(&s))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    this_bigint(vm, c, "valueOf")
}

fn to_locale_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::BigInt(b) = this_bigint(vm, c, "toLocaleString")? else {
        return Ok(Value::Undefined);
    };
    if let Some(slow) = super::number::locale_slow(vm, c, Value::BigInt(b)) {
        return Err(slow);
    }
    let f = super::number::locale_format(vm, c, "BigInt.prototype.toLocaleString")?;
    let text = vm.state.heap.bigint(b).to_string();
    let s = f.format_bigint(&text);
    Ok(vm.new_string(&s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping() {
        let x = BigInt::from(-1);
        assert_eq!(mod_pow2(&x, 8).ok(), Some(BigInt::from(255)));
    }
}
