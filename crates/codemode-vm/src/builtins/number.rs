//! `Number`, `Number.prototype` and number formatting.

use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object};
use crate::numconv;
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Primitive(Value::Number(0.0))));
    vm.state.realm.number_prototype = proto;
    vm.def_ctor("Number", 1, number_ctor, proto);
    vm.def_method(proto, "toString", 1, to_string);
    vm.def_method(proto, "valueOf", 0, value_of);
}

fn number_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let n = if c.args.is_empty() {
        0.0
    } else {
        match vm.prim_arg(c, 0, "number")? {
            Value::BigInt(b) => num_traits::ToPrimitive::to_f64(vm.state.heap.bigint(b)).unwrap_or(f64::NAN),
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

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let x = this_number(vm, c, "toString")?;
    let radix = if c.arg(0).is_undefined() { 10.0 } else { vm.int_arg(c, 0)? };
    if !(2.0..=36.0).contains(&radix) {
        return Err(Ctl::range_error("toString() radix must be between 2 and 36"));
    }
    let s = if radix == 10.0 { numconv::number_to_string(x) } else { numconv::number_to_string_radix(x, radix as u32) };
    Ok(vm.new_string(&s))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Number(this_number(vm, c, "valueOf")?))
}
