//! Built-in objects implemented in Rust, one module per area; the areas that call back into the
//! program are written in the prelude (`src/prelude/*.js`) and only their primitive parts are here.
//!
//! Conventions for natives:
//! - signature [`crate::NativeFn`]: `fn(&mut Vm, &NativeCall) -> JsResult<Value>`;
//! - convert arguments with [`Vm::prim_arg`], [`Vm::num_arg`], [`Vm::str_arg`], [`Vm::this_str`]:
//!   when an argument is an object they return `Ctl::Reinvoke`, the VM converts it with the
//!   prelude's `toPrimitive` in a frame and calls the native again with the primitive — so natives
//!   must do every conversion before any side effect;
//! - to call a function, return `Ctl::TailCall` (its result becomes the native's result) or write
//!   the built-in in the prelude instead;
//! - never hold a value across a point that can run JavaScript: natives cannot.

pub(crate) mod array;
pub(crate) mod bigint;
pub(crate) mod boolean;
pub(crate) mod collections;
pub(crate) mod console;
pub(crate) mod dataview;
pub(crate) mod date;
pub(crate) mod date_format;
pub(crate) mod encoding;
pub(crate) mod error;
pub(crate) mod function;
pub(crate) mod global;
pub(crate) mod intl;
pub(crate) mod iterator;
pub(crate) mod json;
pub(crate) mod math;
pub(crate) mod number;
pub(crate) mod object;
pub(crate) mod promise;
pub(crate) mod proxy;
pub(crate) mod reflect;
pub(crate) mod regexp;
pub(crate) mod string;
pub(crate) mod symbol;
pub(crate) mod temporal;
pub(crate) mod tools;
pub(crate) mod typed_array;
pub(crate) mod url;
pub(crate) mod weakref;

use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::Class;
use crate::value::{ObjId, StrRef, Value};
use crate::{NativeCall, Vm};

/// The natives outside code links to (the prelude's intrinsics, the RegExp literal): the one
/// table through which the rest of the VM reaches into `builtins/`.
static LINKS: crate::prelude::Links = crate::prelude::Links {
    proxy_tail: proxy::proxy_tail,
    proxy_tail_key: proxy::proxy_tail_key,
    proxy_handler: proxy::handler_of,
    proxy_target: proxy::target_of,
    host_tool_call: tools::host_tool_call,
    direct_tool_call: tools::direct_call,
    host_search: tools::host_search,
    host_extension_call: tools::host_extension_call,
    new_promise_with_proto: promise::new_with_proto,
    fulfill_via: promise::fulfill_via,
    install_promise: promise::install,
    bound_target: function::bound_target,
    flat_plain: array::flat_plain,
    copy_within_plain: array::copy_within_plain,
    copy_plain: array::copy_plain,
    from_plain: array::from_plain,
    to_spliced_plain: array::to_spliced_plain,
    own_enumerable_plain: object::own_enumerable_plain,
    new_regexp: regexp::new_regexp,
    default_locale_order: string::default_locale_order,
};

/// Installs every built-in area (before the prelude runs) and hands the VM the natives the
/// prelude links to ([`LINKS`]).
pub(crate) fn setup_all(vm: &mut Vm) {
    vm.links = Some(&LINKS);
    function::setup(vm);
    object::setup(vm);
    symbol::setup(vm);
    error::setup(vm);
    iterator::setup(vm);
    array::setup(vm);
    string::setup(vm);
    number::setup(vm);
    boolean::setup(vm);
    bigint::setup(vm);
    math::setup(vm);
    promise::setup(vm);
    regexp::setup(vm);
    collections::setup(vm);
    json::setup(vm);
    date::setup(vm);
    date_format::setup(vm);
    typed_array::setup(vm);
    dataview::setup(vm);
    encoding::setup(vm);
    url::setup(vm);
    intl::setup(vm);
    reflect::setup(vm);
    proxy::setup(vm);
    weakref::setup(vm);
    temporal::setup(vm);
    console::setup(vm);
    global::setup(vm);
    tools::setup(vm);
}

impl Vm {
    /// Argument `i` as a primitive (objects are converted by the prelude, then the native re-runs).
    ///
    /// # Errors
    /// `Ctl::Reinvoke` for objects.
    pub(crate) fn prim_arg(&mut self, call: &NativeCall<'_>, i: usize, hint: &str) -> JsResult<Value> {
        let v = call.arg(i);
        if let Value::Object(_) = v {
            let h = self.atom_str(hint);
            return Err(Ctl::Reinvoke {
                converter: Value::Object(self.state.realm.to_primitive),
                index: i as u8,
                hint: h,
            });
        }
        Ok(v)
    }

    /// Argument `i` as a number (ToNumber).
    ///
    /// # Errors
    /// `Ctl::Reinvoke` for objects, `TypeError` for symbols/BigInts.
    pub(crate) fn num_arg(&mut self, call: &NativeCall<'_>, i: usize) -> JsResult<f64> {
        let v = self.converted_arg(call, i, "argToNumber", "number")?;
        self.to_number(v)
    }

    /// Argument `i`, or `Ctl::Reinvoke` with the prelude's conversion `export` (the whole ToNumber
    /// or ToString) when it is an object; `hint`'s ToPrimitive when the export is missing.
    fn converted_arg(&mut self, call: &NativeCall<'_>, i: usize, export: &str, hint: &str) -> JsResult<Value> {
        if let Value::Object(_) = call.arg(i)
            && let Some(f) = self.exported(export)
        {
            return Err(Ctl::Reinvoke { converter: Value::Object(f), index: i as u8, hint: Value::Undefined });
        }
        self.prim_arg(call, i, hint)
    }

    /// Argument `i` as an integer (ToIntegerOrInfinity).
    ///
    /// # Errors
    /// As [`Vm::num_arg`].
    pub(crate) fn int_arg(&mut self, call: &NativeCall<'_>, i: usize) -> JsResult<f64> {
        if let Value::Number(n) = call.arg(i) {
            return Ok(crate::numconv::to_integer_or_infinity(n));
        }
        let n = self.num_arg(call, i)?;
        Ok(crate::numconv::to_integer_or_infinity(n))
    }

    /// Argument `i` as a string (ToString).
    ///
    /// # Errors
    /// `Ctl::Reinvoke` for objects, `TypeError` for symbols.
    pub(crate) fn str_arg(&mut self, call: &NativeCall<'_>, i: usize) -> JsResult<StrRef> {
        let v = self.converted_arg(call, i, "argToString", "string")?;
        self.to_str(v)
    }

    /// `this` as a string (for `String.prototype` methods).
    ///
    /// # Errors
    /// `TypeError` for null/undefined; `Ctl::Reinvoke` for objects.
    pub(crate) fn this_str(&mut self, call: &NativeCall<'_>, method: &str) -> JsResult<StrRef> {
        match call.this {
            Value::Undefined | Value::Null => {
                Err(Ctl::type_error(format!("String.prototype.{method} called on null or undefined")))
            }
            Value::Object(o) => {
                if let Class::Primitive(Value::String(s)) = self.state.heap.obj(o).class {
                    return Ok(s);
                }
                let h = self.atom_str("string");
                Err(Ctl::Reinvoke { converter: Value::Object(self.state.realm.to_primitive), index: u8::MAX, hint: h })
            }
            v => self.to_str(v),
        }
    }

    /// The `length` of an array-like as a plain data read (natives on real arrays).
    pub(crate) fn length_of(&mut self, o: ObjId) -> f64 {
        if let Class::Array { len, .. } = self.state.heap.obj(o).class {
            return f64::from(len);
        }
        let v = self.get_data(Value::Object(o), atom::LENGTH);
        let n = self.to_number(v).unwrap_or(0.0);
        if n.is_nan() || n <= 0.0 { 0.0 } else { n.floor().min(9_007_199_254_740_991.0) }
    }
}
