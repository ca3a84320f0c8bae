//! Type conversions and comparisons on primitives (ECMA-262 §7.1, §7.2).
//!
//! These functions never run JavaScript. An object operand that needs `ToPrimitive` is not handled
//! here: ops send it to a prelude helper (`exec::operators`) and natives ask for the argument to be
//! converted first ([`Vm::prim_arg`]), so every conversion that calls user code happens in a frame.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{FromPrimitive, Zero};

use crate::Vm;
use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::Class;
use crate::numconv;
use crate::strings::utf16;
use crate::value::{Atom, StrRef, Value};

impl Vm {
    /// ToBoolean.
    #[must_use]
    pub fn truthy(&self, v: Value) -> bool {
        match v {
            Value::Undefined | Value::Null | Value::Empty => false,
            Value::Bool(b) => b,
            Value::Number(n) => !(n == 0.0 || n.is_nan()),
            Value::String(s) => self.str_len(s) != 0,
            Value::BigInt(b) => !self.state.heap.bigint(b).is_zero(),
            Value::Symbol(_) | Value::Object(_) => true,
        }
    }

    /// The `typeof` string as an atom.
    #[must_use]
    pub fn type_of(&self, v: Value) -> Atom {
        match v {
            Value::Undefined | Value::Empty => atom::UNDEFINED,
            Value::Null => atom::OBJECT,
            Value::Bool(_) => atom::BOOLEAN,
            Value::Number(_) => atom::NUMBER,
            Value::String(_) => atom::STRING,
            Value::Symbol(_) => atom::SYMBOL,
            Value::BigInt(_) => atom::BIGINT,
            Value::Object(o) => {
                if self.is_callable(v) {
                    atom::FUNCTION
                } else if matches!(self.state.heap.obj(o).class, Class::ToolRef(_)) {
                    // Namespaces are objects; tools are functions (decided by is_callable above).
                    atom::OBJECT
                } else {
                    atom::OBJECT
                }
            }
        }
    }

    /// Whether `v` is callable.
    #[must_use]
    pub fn is_callable(&self, v: Value) -> bool {
        match v {
            Value::Object(o) => {
                let obj = self.state.heap.obj(o);
                match &obj.class {
                    Class::ToolRef(p) => self.tool_ref_callable(p),
                    _ => obj.is_callable(),
                }
            }
            _ => false,
        }
    }

    /// ToNumber of a primitive.
    ///
    /// # Errors
    /// `TypeError` for symbols and BigInts; objects must be converted to primitives first.
    pub fn to_number(&mut self, v: Value) -> JsResult<f64> {
        Ok(match v {
            Value::Undefined | Value::Empty => f64::NAN,
            Value::Null => 0.0,
            Value::Bool(b) => f64::from(u8::from(b)),
            Value::Number(n) => n,
            Value::String(s) => {
                let t = self.str_text(s);
                numconv::string_to_number(&t)
            }
            Value::Symbol(_) => {
                return Err(Ctl::type_error("Cannot convert a Symbol value to a number"));
            }
            Value::BigInt(_) => {
                return Err(Ctl::type_error("Cannot convert a BigInt value to a number"));
            }
            Value::Object(_) => {
                return Err(Ctl::type_error("Cannot convert object to primitive value"));
            }
        })
    }

    /// ToString of a primitive, as a string reference.
    ///
    /// # Errors
    /// `TypeError` for symbols; objects must be converted to primitives first.
    pub fn to_str(&mut self, v: Value) -> JsResult<StrRef> {
        Ok(match v {
            Value::String(s) => s,
            Value::Undefined | Value::Empty => StrRef::atom(atom::UNDEFINED),
            Value::Null => StrRef::atom(atom::NULL),
            Value::Bool(true) => StrRef::atom(atom::TRUE),
            Value::Bool(false) => StrRef::atom(atom::FALSE),
            Value::Number(n) => return Ok(self.number_to_str(n)),
            Value::BigInt(b) => {
                let s = self.state.heap.bigint(b).to_string();
                match self.new_string(&s) {
                    Value::String(s) => s,
                    _ => unreachable!(),
                }
            }
            Value::Symbol(_) => {
                return Err(Ctl::type_error("Cannot convert a Symbol value to a string"));
            }
            Value::Object(_) => {
                return Err(Ctl::type_error("Cannot convert object to primitive value"));
            }
        })
    }

    /// ToString of a number.
    pub fn number_to_str(&mut self, n: f64) -> StrRef {
        if n.fract() == 0.0 && n.abs() < 1e15 {
            if (0.0..1024.0).contains(&n) {
                // Small non-negative integers are interned (indices, counters).
                let a = self.state.atoms.intern_index(n as u32);
                return StrRef::atom(a);
            }
            let mut buf = [0u16; 20];
            let digits = int_digits(n, &mut buf);
            return self.state.heap.alloc_units(digits);
        }
        if !(n.fract() == 0.0 && n.abs() < 9_007_199_254_740_992.0) {
            // Shortest digits written on the stack (at most 25 characters), no `String`.
            let mut b = ryu_js::Buffer::new();
            let t = b.format(n).as_bytes();
            let mut u = [0u16; 32];
            if let Some(d) = u.get_mut(..t.len()) {
                for (d, &c) in d.iter_mut().zip(t) {
                    *d = u16::from(c);
                }
                return self.state.heap.alloc_units(&u[..t.len()]);
            }
        }
        let s = numconv::number_to_string(n);
        let u = utf16(&s);
        self.state.heap.alloc_units(&u)
    }

    /// ToString of a primitive as text.
    ///
    /// # Errors
    /// As [`Vm::to_str`].
    pub fn to_text(&mut self, v: Value) -> JsResult<crate::strings::Text> {
        let s = self.to_str(v)?;
        Ok(self.str_text(s))
    }

    /// ToPropertyKey of a primitive.
    ///
    /// # Errors
    /// Objects must be converted to primitives first.
    pub fn to_key(&mut self, v: Value) -> JsResult<Atom> {
        match v {
            Value::Symbol(a) => Ok(a),
            Value::String(s) => Ok(self.str_atom(s)),
            Value::Number(n) if (0.0..4_294_967_295.0).contains(&n) && n.fract() == 0.0 => {
                Ok(self.state.atoms.intern_index(n as u32))
            }
            other => {
                let s = self.to_str(other)?;
                Ok(self.str_atom(s))
            }
        }
    }

    /// IsStrictlyEqual.
    pub fn strict_equals(&mut self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => x == y,
            (Value::String(x), Value::String(y)) => self.str_eq(x, y),
            (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
            (Value::Bool(x), Value::Bool(y)) => x == y,
            (Value::Symbol(x), Value::Symbol(y)) => x == y,
            (Value::Object(x), Value::Object(y)) => x == y,
            (Value::BigInt(x), Value::BigInt(y)) => self.state.heap.bigint(x) == self.state.heap.bigint(y),
            (Value::Empty, Value::Empty) => true,
            _ => false,
        }
    }

    /// SameValue.
    pub fn same_value(&mut self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => {
                (x.is_nan() && y.is_nan()) || (x == y && x.is_sign_negative() == y.is_sign_negative())
            }
            _ => self.strict_equals(a, b),
        }
    }

    /// SameValueZero.
    pub fn same_value_zero(&mut self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Number(x), Value::Number(y)) => (x.is_nan() && y.is_nan()) || x == y,
            _ => self.strict_equals(a, b),
        }
    }

    /// IsLooselyEqual when neither side is an object (objects go through the prelude).
    /// Returns `None` when an object needs `ToPrimitive` first.
    pub fn loose_equals_prim(&mut self, a: Value, b: Value) -> JsResult<Option<bool>> {
        Ok(Some(match (a, b) {
            (Value::Undefined | Value::Null, Value::Undefined | Value::Null) => true,
            (Value::Undefined | Value::Null, _) | (_, Value::Undefined | Value::Null) => false,
            (Value::Object(x), Value::Object(y)) => x == y,
            (Value::Object(_), _) | (_, Value::Object(_)) => {
                if matches!(a, Value::Symbol(_)) || matches!(b, Value::Symbol(_)) {
                    // An object never equals a symbol unless its primitive is that symbol.
                    return Ok(None);
                }
                return Ok(None);
            }
            (Value::Number(_), Value::Number(_))
            | (Value::String(_), Value::String(_))
            | (Value::Bool(_), Value::Bool(_))
            | (Value::Symbol(_), Value::Symbol(_))
            | (Value::BigInt(_), Value::BigInt(_)) => self.strict_equals(a, b),
            (Value::Symbol(_), _) | (_, Value::Symbol(_)) => false,
            (Value::BigInt(x), other) | (other, Value::BigInt(x)) => {
                let n = match other {
                    Value::String(s) => {
                        let t = self.str_text(s);
                        match numconv::string_to_bigint(&t) {
                            Some(bi) => return Ok(Some(bi == *self.state.heap.bigint(x))),
                            None => return Ok(Some(false)),
                        }
                    }
                    _ => self.to_number(other)?,
                };
                bigint_cmp_num(self.state.heap.bigint(x), n) == Some(Ordering::Equal)
            }
            _ => {
                let x = self.to_number(a)?;
                let y = self.to_number(b)?;
                x == y
            }
        }))
    }

    /// Abstract relational comparison `a < b` of primitives: `None` means undefined (NaN).
    ///
    /// # Errors
    /// `TypeError` for symbols.
    pub fn less_than_prim(&mut self, a: Value, b: Value) -> JsResult<Option<bool>> {
        if let (Value::String(x), Value::String(y)) = (a, b) {
            return Ok(Some(self.str_cmp(x, y) == Ordering::Less));
        }
        match (a, b) {
            (Value::BigInt(x), Value::BigInt(y)) => {
                return Ok(Some(self.state.heap.bigint(x) < self.state.heap.bigint(y)));
            }
            (Value::BigInt(x), other) => {
                let n = match other {
                    Value::String(s) => {
                        let t = self.str_text(s);
                        match numconv::string_to_bigint(&t) {
                            Some(bi) => return Ok(Some(*self.state.heap.bigint(x) < bi)),
                            None => return Ok(None),
                        }
                    }
                    _ => self.to_number(other)?,
                };
                return Ok(bigint_cmp_num(self.state.heap.bigint(x), n).map(|o| o == Ordering::Less));
            }
            (other, Value::BigInt(y)) => {
                let n = match other {
                    Value::String(s) => {
                        let t = self.str_text(s);
                        match numconv::string_to_bigint(&t) {
                            Some(bi) => return Ok(Some(bi < *self.state.heap.bigint(y))),
                            None => return Ok(None),
                        }
                    }
                    _ => self.to_number(other)?,
                };
                return Ok(bigint_cmp_num(self.state.heap.bigint(y), n).map(|o| o == Ordering::Greater));
            }
            _ => {}
        }
        let x = self.to_number(a)?;
        let y = self.to_number(b)?;
        if x.is_nan() || y.is_nan() {
            return Ok(None);
        }
        Ok(Some(x < y))
    }

    /// A short description of a value for error messages (`undefined`, `null`, `"text"`, `[object]`).
    pub fn describe(&mut self, v: Value) -> String {
        match v {
            Value::String(s) => format!("\"{}\"", self.str_lossy(s)),
            Value::Symbol(a) => self.state.atoms.display(a),
            Value::Object(o) => {
                if self.is_callable(v) {
                    let name = self.function_name_of(o);
                    if name.is_empty() { "function".into() } else { name }
                } else if matches!(self.state.heap.obj(o).class, Class::Array { .. }) {
                    "array".into()
                } else {
                    "object".into()
                }
            }
            Value::BigInt(b) => format!("{}n", self.state.heap.bigint(b)),
            other => match self.to_str(other) {
                Ok(s) => self.str_lossy(s),
                Err(_) => "value".into(),
            },
        }
    }

    /// Allocates a BigInt value.
    pub fn new_bigint(&mut self, v: BigInt) -> Value {
        Value::BigInt(self.state.heap.alloc_bigint(v))
    }
}

/// Compares a BigInt with a number (`None` for NaN).
#[must_use]
pub fn bigint_cmp_num(b: &BigInt, n: f64) -> Option<Ordering> {
    if n.is_nan() {
        return None;
    }
    if n == f64::INFINITY {
        return Some(Ordering::Less);
    }
    if n == f64::NEG_INFINITY {
        return Some(Ordering::Greater);
    }
    let fl = n.floor();
    // An integral finite double converts to a BigInt exactly.
    let fb = BigInt::from_f64(fl)?;
    match b.cmp(&fb) {
        Ordering::Equal => {
            if n > fl {
                Some(Ordering::Less)
            } else {
                Some(Ordering::Equal)
            }
        }
        o => Some(o),
    }
}

/// ToBigInt of a primitive (ECMA-262 §7.1.13), as a BigInt value.
///
/// # Errors
/// `TypeError` for undefined, null, numbers and symbols; `SyntaxError` for strings that are not
/// integer literals.
pub(crate) fn to_bigint(vm: &mut Vm, v: Value) -> JsResult<Value> {
    match v {
        Value::BigInt(_) => Ok(v),
        Value::Bool(b) => Ok(vm.new_bigint(BigInt::from(u8::from(b)))),
        Value::String(s) => {
            let t = vm.str_text(s);
            if t.len() > numconv::MAX_BIGINT_DIGITS + 2 {
                // Checked before parsing: a literal with this many digits is past the cap whatever
                // its radix (a prefix or sign adds two characters at most).
                let digits = t.iter().filter(|&&u| u8::try_from(u).is_ok_and(|b| b.is_ascii_alphanumeric())).count();
                if digits > numconv::MAX_BIGINT_DIGITS + 2 {
                    return Err(Ctl::range_error("Maximum BigInt size exceeded"));
                }
            }
            match numconv::string_to_bigint(&t) {
                Some(b) if b.bits() > numconv::MAX_BIGINT_BITS => Err(Ctl::range_error("Maximum BigInt size exceeded")),
                Some(b) => Ok(vm.new_bigint(b)),
                None => {
                    let text = crate::strings::lossy(&t);
                    Err(Ctl::syntax_error(format!("Cannot convert {text} to a BigInt")))
                }
            }
        }
        Value::Symbol(a) => {
            let d = vm.state.atoms.display(a);
            Err(Ctl::type_error(format!("Cannot convert {d} to a BigInt")))
        }
        Value::Number(n) => {
            Err(Ctl::type_error(format!("Cannot convert {} to a BigInt", numconv::number_to_string(n))))
        }
        Value::Undefined | Value::Empty => Err(Ctl::type_error("Cannot convert undefined to a BigInt")),
        Value::Null => Err(Ctl::type_error("Cannot convert null to a BigInt")),
        Value::Object(_) => Err(Ctl::type_error("Cannot convert object to primitive value")),
    }
}

/// The decimal text of an integral `n` with `|n| < 1e15` (`-0` as `"0"`), written at the end of
/// `buf` without allocating.
pub(crate) fn int_digits(n: f64, buf: &mut [u16; 20]) -> &[u16] {
    i64_digits(if n == 0.0 { 0 } else { n as i64 }, buf)
}

/// The decimal text of `i`, written at the end of `buf` without allocating.
pub(crate) fn i64_digits(i: i64, buf: &mut [u16; 20]) -> &[u16] {
    let mut at = numconv::write_u64(i.unsigned_abs(), &mut buf[..]);
    if i < 0 {
        at -= 1;
        buf[at] = u16::from(b'-');
    }
    &buf[at..]
}
