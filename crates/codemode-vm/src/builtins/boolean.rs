//! `Boolean` (ToBoolean when called, a wrapper when constructed) and `Boolean.prototype`
//! (`toString`, `valueOf`).

use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object};
use crate::value::Value;
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Primitive(Value::Bool(false))));
    vm.state.realm.boolean_prototype = proto;
    vm.def_ctor("Boolean", 1, boolean_ctor, proto);
    vm.def_method(proto, "toString", 0, to_string);
    vm.def_method(proto, "valueOf", 0, value_of);
}

fn boolean_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let b = vm.truthy(c.arg(0));
    match c.new_target {
        None => Ok(Value::Bool(b)),
        Some(nt) => {
            let bp = vm.state.realm.boolean_prototype;
            let proto = vm.proto_from_ctor(nt, bp);
            Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Primitive(Value::Bool(b))))))
        }
    }
}

fn this_bool(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<bool> {
    match c.this {
        Value::Bool(b) => Ok(b),
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(Value::Bool(b)) => Ok(b),
            _ => Err(Ctl::type_error(format!("Boolean.prototype.{method} requires that 'this' be a Boolean"))),
        },
        _ => Err(Ctl::type_error(format!("Boolean.prototype.{method} requires that 'this' be a Boolean"))),
    }
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let b = this_bool(vm, c, "toString")?;
    Ok(vm.atom_str(if b { "true" } else { "false" }))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(this_bool(vm, c, "valueOf")?))
}
