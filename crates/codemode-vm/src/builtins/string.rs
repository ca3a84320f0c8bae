//! `String` and the `String.prototype` methods that do not use regular expressions.

use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Object, attr};
use crate::value::{StrRef, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let empty = Value::String(StrRef::atom(atom::EMPTY));
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Primitive(empty)));
    vm.state.realm.string_prototype = proto;
    vm.def_ctor("String", 1, string_ctor, proto);
    vm.def_method(proto, "toString", 0, to_string);
    vm.def_method(proto, "valueOf", 0, to_string);
    let it = vm.def_method_sym(proto, atom::SYM_ITERATOR, "[Symbol.iterator]", 0, iterator);
    vm.state.realm.string_iterator = it;
    let _ = attr::HIDDEN;
}

fn string_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = match c.arg(0) {
        _ if c.args.is_empty() => StrRef::atom(atom::EMPTY),
        Value::Symbol(a) if c.new_target.is_none() => {
            let d = vm.state.atoms.display(a);
            match vm.new_string(&d) {
                Value::String(s) => s,
                _ => StrRef::atom(atom::EMPTY),
            }
        }
        _ => vm.str_arg(c, 0)?,
    };
    match c.new_target {
        None => Ok(Value::String(s)),
        Some(nt) => {
            let sp = vm.state.realm.string_prototype;
            let proto = vm.proto_from_ctor(nt, sp);
            Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Primitive(Value::String(s))))))
        }
    }
}

fn this_string_value(vm: &Vm, c: &NativeCall<'_>) -> JsResult<StrRef> {
    match c.this {
        Value::String(s) => Ok(s),
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Primitive(Value::String(s)) => Ok(s),
            _ => Err(Ctl::type_error("String.prototype.toString requires that 'this' be a String")),
        },
        _ => Err(Ctl::type_error("String.prototype.toString requires that 'this' be a String")),
    }
}

fn to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::String(this_string_value(vm, c)?))
}

fn iterator(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let s = vm.this_str(c, "[Symbol.iterator]")?;
    let proto = vm.state.realm.string_iterator_prototype;
    let it = vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::Iter(Box::new(crate::heap::IterKind::String { text: Value::String(s), pos: 0 })),
    ));
    Ok(Value::Object(it))
}
