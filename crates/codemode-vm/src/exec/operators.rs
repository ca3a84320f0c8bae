//! Operators (`expression` ops) on primitives, and the route of object operands to the prelude.
//!
//! [`binary`] and [`unary`] compute every operator on primitives (numbers, strings, BigInts …) and
//! answer `None` when an operand is an object: then [`binary_slow`]/[`unary_slow`] call the
//! prelude's `binaryOp`/`unaryOp`, which run `ToPrimitive` (calling `valueOf`/`toString`/
//! `Symbol.toPrimitive` as ordinary JavaScript) and come back through the `__binary`/`__unary`
//! intrinsics with primitives.

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::Vm;
use crate::error::{Ctl, JsResult};
use crate::exec::call::call_function;
use crate::frame::Ret;
use crate::heap::Class;
use crate::numconv;
use crate::value::Value;

/// Binary operator kinds (their numbers are used by the prelude).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Bin {
    /// `+`
    Add = 0,
    /// `-`
    Sub = 1,
    /// `*`
    Mul = 2,
    /// `/`
    Div = 3,
    /// `%`
    Mod = 4,
    /// `**`
    Pow = 5,
    /// `&`
    BitAnd = 6,
    /// `|`
    BitOr = 7,
    /// `^`
    BitXor = 8,
    /// `<<`
    Shl = 9,
    /// `>>`
    Shr = 10,
    /// `>>>`
    UShr = 11,
    /// `==`
    Eq = 12,
    /// `!=`
    NotEq = 13,
    /// `<`
    Lt = 14,
    /// `<=`
    Le = 15,
    /// `>`
    Gt = 16,
    /// `>=`
    Ge = 17,
    /// `in`
    In = 18,
    /// `instanceof`
    InstanceOf = 19,
    /// `delete o[k]`
    Delete = 20,
}

impl Bin {
    /// From the prelude's number.
    #[must_use]
    pub fn from_u8(n: u8) -> Option<Bin> {
        use Bin::*;
        Some(match n {
            0 => Add,
            1 => Sub,
            2 => Mul,
            3 => Div,
            4 => Mod,
            5 => Pow,
            6 => BitAnd,
            7 => BitOr,
            8 => BitXor,
            9 => Shl,
            10 => Shr,
            11 => UShr,
            12 => Eq,
            13 => NotEq,
            14 => Lt,
            15 => Le,
            16 => Gt,
            17 => Ge,
            18 => In,
            19 => InstanceOf,
            20 => Delete,
            _ => return None,
        })
    }
}

/// Unary operator kinds (their numbers are used by the prelude).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Un {
    /// `-x`
    Neg = 0,
    /// `+x`
    Plus = 1,
    /// `~x`
    BitNot = 2,
    /// ToNumeric (postfix `++` old value)
    Numeric = 3,
    /// ToString (template literals)
    ToString = 4,
    /// ToPropertyKey
    ToKey = 5,
}

impl Un {
    /// From the prelude's number.
    #[must_use]
    pub fn from_u8(n: u8) -> Option<Un> {
        Some(match n {
            0 => Un::Neg,
            1 => Un::Plus,
            2 => Un::BitNot,
            3 => Un::Numeric,
            4 => Un::ToString,
            5 => Un::ToKey,
            _ => return None,
        })
    }
}

/// JavaScript `%` on numbers (integer operands avoid the slow `fmod`).
#[inline]
#[must_use]
pub fn js_rem(a: f64, b: f64) -> f64 {
    // A non-negative integer and a positive one that fit 32 bits (`i % 3`), inline: a zero
    // result is +0 (`-0` has its sign bit set and goes the general way).
    let (ia, ib) = (a as i32, b as i32);
    if ia as f64 == a && ib as f64 == b && ib > 0 && a.is_sign_positive() {
        return f64::from(ia % ib);
    }
    js_rem_general(a, b)
}

/// [`js_rem`] of anything else, out of line.
#[inline(never)]
fn js_rem_general(a: f64, b: f64) -> f64 {
    const LIMIT: f64 = 9_007_199_254_740_992.0;
    // Integral operands are found by a round trip through `i64` (`fract` calls `trunc`, a
    // library call on baseline x86-64); NaN and the infinities never come back equal.
    let (ia, ib) = (a as i64, b as i64);
    if ia as f64 == a && ib as f64 == b && ib != 0 && a.abs() < LIMIT && b.abs() < LIMIT {
        let r = ia % ib;
        // The sign of a zero result follows the dividend (-4 % 2 is -0).
        if r == 0 && (a < 0.0 || (a == 0.0 && a.is_sign_negative())) {
            return -0.0;
        }
        return r as f64;
    }
    if b.is_infinite() && a.is_finite() {
        return a;
    }
    a % b
}

/// JavaScript `**` on numbers.
#[must_use]
pub fn js_pow(a: f64, b: f64) -> f64 {
    if b.is_nan() {
        return f64::NAN;
    }
    if b == 0.0 {
        return 1.0;
    }
    if (a == 1.0 || a == -1.0) && b.is_infinite() {
        return f64::NAN;
    }
    // V8's pow (fdlibm), so results match it to the last bit.
    crate::fdlibm::pow(a, b)
}

/// ToInt32 (always inlined: the fast tier's bitwise ops are a few instructions around it).
#[inline(always)]
#[must_use]
pub fn i32_of(n: f64) -> i32 {
    if n.is_finite() && n.abs() < 2_147_483_648.0 {
        return n as i32;
    }
    numconv::to_int32(n)
}

/// ToUint32 (always inlined, as [`i32_of`]).
#[inline(always)]
#[must_use]
pub fn u32_of(n: f64) -> u32 {
    if n.is_finite() && (0.0..4_294_967_296.0).contains(&n) {
        return n as u32;
    }
    numconv::to_uint32(n)
}

fn mix_error() -> Ctl {
    Ctl::type_error("Cannot mix BigInt and other types, use explicit conversions")
}

fn bigint_op(vm: &mut Vm, kind: Bin, a: &BigInt, b: &BigInt) -> JsResult<Value> {
    const MAX: u64 = numconv::MAX_BIGINT_BITS;
    let too_big = || Ctl::range_error("Maximum BigInt size exceeded");
    let r = match kind {
        Bin::Add => a + b,
        Bin::Sub => a - b,
        // Refused before the work: the product has at least `bits(a) + bits(b) - 1` bits.
        Bin::Mul if a.bits() + b.bits() > MAX + 1 => return Err(too_big()),
        Bin::Mul => a * b,
        Bin::Div => {
            if b.is_zero() {
                return Err(Ctl::range_error("Division by zero"));
            }
            a / b
        }
        Bin::Mod => {
            if b.is_zero() {
                return Err(Ctl::range_error("Division by zero"));
            }
            a % b
        }
        Bin::Pow => {
            if b.is_negative() {
                return Err(Ctl::range_error("Exponent must be non-negative"));
            }
            let Some(e) = b.to_u32() else {
                return Err(Ctl::range_error("Maximum BigInt size exceeded"));
            };
            if (a.bits().max(1) - 1) as u128 * u128::from(e) > u128::from(MAX) {
                return Err(Ctl::range_error("Maximum BigInt size exceeded"));
            }
            num_traits::pow(a.clone(), e as usize)
        }
        Bin::BitAnd => a & b,
        Bin::BitOr => a | b,
        Bin::BitXor => a ^ b,
        Bin::Shl | Bin::Shr => {
            let Some(s) = b.to_i64() else {
                return Err(Ctl::range_error("Maximum BigInt size exceeded"));
            };
            let s = if kind == Bin::Shr { -s } else { s };
            if s >= 0 {
                if s as u64 > MAX {
                    return Err(Ctl::range_error("Maximum BigInt size exceeded"));
                }
                a << (s as usize)
            } else {
                let sh = (-s).min(1 << 40) as usize;
                // Arithmetic shift rounds toward negative infinity.

                a >> sh
            }
        }
        Bin::UShr => {
            return Err(Ctl::type_error("BigInts have no unsigned right shift, use >> instead"));
        }
        _ => return Err(Ctl::type_error("invalid BigInt operation")),
    };
    if r.bits() > MAX {
        return Err(too_big());
    }
    Ok(vm.new_bigint(r))
}

/// A binary operator on primitives. `Ok(None)`: an operand is an object (use [`binary_slow`]).
///
/// # Errors
/// `TypeError` (symbols, BigInt mixing), `RangeError` (BigInt division by zero).
pub fn binary(vm: &mut Vm, kind: Bin, l: Value, r: Value) -> JsResult<Option<Value>> {
    match kind {
        Bin::Eq | Bin::NotEq => {
            if let (Value::Object(_), Value::Object(_)) = (l, r) {
                let eq = vm.strict_equals(l, r);
                return Ok(Some(Value::Bool(eq == (kind == Bin::Eq))));
            }
            return Ok(vm.loose_equals_prim(l, r)?.map(|b| Value::Bool(b == (kind == Bin::Eq))));
        }
        Bin::In => return op_in(vm, l, r).map(|o| o.map(Value::Bool)),
        Bin::InstanceOf => return instance_of(vm, l, r).map(|o| o.map(Value::Bool)),
        Bin::Delete => return crate::exec::props::delete(vm, l, r).map(|o| o.map(Value::Bool)),
        _ => {}
    }
    if matches!(l, Value::Object(_)) || matches!(r, Value::Object(_)) {
        return Ok(None);
    }
    match kind {
        Bin::Add if (matches!(l, Value::String(_)) || matches!(r, Value::String(_))) => {
            let a = vm.to_str(l)?;
            let b = vm.to_str(r)?;
            return Ok(Some(Value::String(vm.concat(a, b)?)));
        }
        Bin::Lt | Bin::Gt | Bin::Le | Bin::Ge => {
            let (x, y, flip) = match kind {
                Bin::Lt | Bin::Ge => (l, r, false),
                _ => (r, l, true),
            };
            let _ = flip;
            let res = vm.less_than_prim(x, y)?;
            let b = match kind {
                Bin::Lt | Bin::Gt => res == Some(true),
                _ => res == Some(false),
            };
            return Ok(Some(Value::Bool(b)));
        }
        _ => {}
    }
    // Numeric operators.
    if let (Value::BigInt(a), Value::BigInt(b)) = (l, r) {
        let (a, b) = (vm.state.heap.bigint(a).clone(), vm.state.heap.bigint(b).clone());
        return bigint_op(vm, kind, &a, &b).map(Some);
    }
    if matches!(l, Value::BigInt(_)) || matches!(r, Value::BigInt(_)) {
        // Symbols report their own error first.
        if matches!(l, Value::Symbol(_)) || matches!(r, Value::Symbol(_)) {
            vm.to_number(if matches!(l, Value::Symbol(_)) { l } else { r })?;
        }
        return Err(mix_error());
    }
    let a = vm.to_number(l)?;
    let b = vm.to_number(r)?;
    Ok(Some(Value::Number(match kind {
        Bin::Add => a + b,
        Bin::Sub => a - b,
        Bin::Mul => a * b,
        Bin::Div => a / b,
        Bin::Mod => js_rem(a, b),
        Bin::Pow => js_pow(a, b),
        Bin::BitAnd => f64::from(i32_of(a) & i32_of(b)),
        Bin::BitOr => f64::from(i32_of(a) | i32_of(b)),
        Bin::BitXor => f64::from(i32_of(a) ^ i32_of(b)),
        Bin::Shl => f64::from(i32_of(a).wrapping_shl(u32_of(b) & 31)),
        Bin::Shr => f64::from(i32_of(a) >> (u32_of(b) & 31)),
        Bin::UShr => f64::from(u32_of(a) >> (u32_of(b) & 31)),
        _ => return Ok(None),
    })))
}

/// Calls the prelude's `binaryOp(kind, l, r)`; the result goes to `ret`.
pub(crate) fn binary_slow(vm: &mut Vm, kind: Bin, l: Value, r: Value, ret: Ret) -> JsResult<()> {
    let f = vm.state.realm.binary_op;
    call_function(vm, Value::Object(f), Value::Undefined, vec![Value::Number(f64::from(kind as u8)), l, r], ret)
}

/// A unary operator on a primitive. `Ok(None)`: the operand is an object.
///
/// # Errors
/// `TypeError` for symbols (and BigInt with unary plus).
pub fn unary(vm: &mut Vm, kind: Un, v: Value) -> JsResult<Option<Value>> {
    if let Value::Object(_) = v {
        return Ok(None);
    }
    Ok(Some(match kind {
        Un::Neg => match v {
            Value::BigInt(b) => {
                let n = -vm.state.heap.bigint(b).clone();
                vm.new_bigint(n)
            }
            _ => Value::Number(-vm.to_number(v)?),
        },
        Un::Plus => Value::Number(vm.to_number(v)?),
        Un::BitNot => match v {
            Value::BigInt(b) => {
                let n = !vm.state.heap.bigint(b).clone();
                vm.new_bigint(n)
            }
            _ => Value::Number(f64::from(!i32_of(vm.to_number(v)?))),
        },
        Un::Numeric => match v {
            Value::BigInt(_) => v,
            _ => Value::Number(vm.to_number(v)?),
        },
        Un::ToString => Value::String(vm.to_str(v)?),
        Un::ToKey => {
            let a = vm.to_key(v)?;
            vm.atom_value(a)
        }
    }))
}

/// Calls the prelude's `unaryOp(kind, v)`; the result goes to `ret`.
pub(crate) fn unary_slow(vm: &mut Vm, kind: Un, v: Value, ret: Ret) -> JsResult<()> {
    let f = vm.state.realm.unary_op;
    call_function(vm, Value::Object(f), Value::Undefined, vec![Value::Number(f64::from(kind as u8)), v], ret)
}

/// `Inc`/`Dec` on a numeric value.
pub(crate) fn inc_dec(vm: &mut Vm, v: Value, inc: bool) -> JsResult<Value> {
    match v {
        Value::BigInt(b) => {
            let one = BigInt::from(1);
            let n = if inc { vm.state.heap.bigint(b) + one } else { vm.state.heap.bigint(b) - one };
            Ok(vm.new_bigint(n))
        }
        _ => {
            let n = vm.to_number(v)?;
            Ok(Value::Number(if inc { n + 1.0 } else { n - 1.0 }))
        }
    }
}

/// `key in obj`. `Ok(None)`: the key is an object (needs ToPropertyKey in the prelude).
pub(crate) fn op_in(vm: &mut Vm, key: Value, obj: Value) -> JsResult<Option<bool>> {
    let Value::Object(o) = obj else {
        let k = vm.describe(key);
        let d = vm.describe(obj);
        return Err(Ctl::type_error(format!(
            "Cannot use 'in' operator to search for '{}' in {d}",
            k.trim_matches('"')
        )));
    };
    if let Value::Object(_) = key {
        return Ok(None);
    }
    // Fast path: a present element of a dense array (no key interning).
    if let Value::Number(n) = key
        && n >= 0.0
        && vm.fast_index_get(o, n).is_some()
    {
        return Ok(Some(true));
    }
    let k = match key {
        Value::String(s) => match vm.key_or_absent(o, s, true) {
            Ok(a) => a,
            Err(true) => return Ok(Some(false)),
            Err(false) => vm.to_key(key)?,
        },
        _ => vm.to_key(key)?,
    };
    // A proxy on the way: `__hasProperty` in the prelude's slow path calls its `has` trap.
    Ok(vm.has_property(o, k).ok())
}

/// `v instanceof target`. `Ok(None)`: a custom `Symbol.hasInstance` must be called.
pub(crate) fn instance_of(vm: &mut Vm, v: Value, target: Value) -> JsResult<Option<bool>> {
    let Value::Object(t) = target else {
        return Err(Ctl::type_error("Right-hand side of 'instanceof' is not an object"));
    };
    match vm.lookup(t, crate::atoms::atom::SYM_HAS_INSTANCE) {
        crate::property::Lookup::Value(Value::Object(h)) if h == vm.state.realm.function_has_instance => {}
        crate::property::Lookup::Value(Value::Undefined | Value::Null) | crate::property::Lookup::Missing => {}
        _ => return Ok(None),
    }
    if !vm.is_callable(target) {
        return Err(Ctl::type_error("Right-hand side of 'instanceof' is not callable"));
    }
    vm.ordinary_has_instance(t, v)
}

impl Vm {
    /// OrdinaryHasInstance; `Ok(None)` when it needs program code (a proxy's traps, a
    /// `prototype` getter): the prelude's `P$ordinaryHasInstance` does it then.
    ///
    /// # Errors
    /// `TypeError` when the function's `prototype` is not an object.
    pub fn ordinary_has_instance(&mut self, f: crate::value::ObjId, v: Value) -> JsResult<Option<bool>> {
        // A chain of bound functions is followed in a loop: it may be arbitrarily long.
        let mut f = f;
        while let Class::Bound(b) = &self.state.heap.obj(f).class {
            f = b.target;
        }
        let Value::Object(mut o) = v else {
            return Ok(Some(false));
        };
        let proto = match self.lookup(f, crate::atoms::atom::PROTOTYPE) {
            crate::property::Lookup::Value(Value::Object(p)) => p,
            crate::property::Lookup::Proxy(_) | crate::property::Lookup::Getter(_) => return Ok(None),
            _ => {
                return Err(Ctl::type_error("Function has non-object prototype in instanceof check"));
            }
        };
        for _ in 0..100_000 {
            if self.is_proxy(o) {
                return Ok(None);
            }
            match self.state.heap.obj(o).proto {
                Some(p) if p == proto => return Ok(Some(true)),
                Some(p) => o = p,
                None => return Ok(Some(false)),
            }
        }
        Ok(Some(false))
    }
}
