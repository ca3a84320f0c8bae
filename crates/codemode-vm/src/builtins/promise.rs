//! `Promise`: the prototype's `then`, the statics that never call back, and the resolving
//! functions. The constructor and the combinators are in `prelude/promise.js`.

use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Prop, ReactionTarget, Slot, attr};
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.promise_prototype = proto;
    let then = vm.def_method(proto, "then", 2, then);
    vm.state.realm.promise_then = then;
    let tag = vm.atom_str("Promise");
    vm.state.heap.obj_mut(proto).props.set(Prop {
        key: atom::SYM_TO_STRING_TAG,
        attrs: attr::CONFIGURABLE,
        slot: Slot::Data(tag),
    });
    vm.state.realm.resolve_fn_id = vm.register_native("", 1, resolve_fn);
    vm.state.realm.reject_fn_id = vm.register_native("", 1, reject_fn);
}

/// Installs the prelude's `Promise` constructor: links its prototype, adds the native statics
/// and makes it a global.
pub(crate) fn install(vm: &mut Vm, ctor: ObjId) {
    let proto = vm.state.realm.promise_prototype;
    vm.state.realm.promise_ctor = ctor;
    vm.materialize(ctor);
    vm.state.heap.obj_mut(ctor).props.set(Prop {
        key: atom::PROTOTYPE,
        attrs: 0,
        slot: Slot::Data(Value::Object(proto)),
    });
    vm.state.heap.obj_mut(proto).props.set(Prop {
        key: atom::CONSTRUCTOR,
        attrs: attr::HIDDEN,
        slot: Slot::Data(Value::Object(ctor)),
    });
    vm.def_method(ctor, "resolve", 1, promise_resolve);
    vm.def_method(ctor, "reject", 1, promise_reject);
    vm.def_global("Promise", Value::Object(ctor));
}

/// A new promise whose prototype comes from `new_target`.
pub(crate) fn new_from(vm: &mut Vm, new_target: Value) -> ObjId {
    let default = vm.state.realm.promise_prototype;
    let proto = match new_target {
        Value::Object(nt) => vm.proto_from_ctor(nt, default),
        _ => default,
    };
    vm.new_promise_with_proto(proto)
}

fn this_promise(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if vm.is_promise(o) => Ok(o),
        _ => Err(Ctl::type_error(format!("Method Promise.prototype.{method} called on incompatible receiver"))),
    }
}

fn then(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let p = this_promise(vm, c, "then")?;
    let derived = vm.new_promise();
    let on_fulfilled = if vm.is_callable(c.arg(0)) { c.arg(0) } else { Value::Undefined };
    let on_rejected = if vm.is_callable(c.arg(1)) { c.arg(1) } else { Value::Undefined };
    vm.perform_then_internal(p, ReactionTarget::Then { on_fulfilled, on_rejected, target: Some(derived) });
    Ok(Value::Object(derived))
}

fn promise_resolve(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if c.this != Value::Object(vm.state.realm.promise_ctor) && !matches!(c.this, Value::Object(_)) {
        return Err(Ctl::type_error("PromiseResolve called on non-object"));
    }
    Ok(Value::Object(vm.promise_resolve_value(c.arg(0))?))
}

fn promise_reject(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let p = vm.new_promise();
    vm.reject_promise(p, c.arg(0));
    Ok(Value::Object(p))
}

fn record_of(vm: &Vm, c: &NativeCall<'_>) -> Option<ObjId> {
    match &vm.state.heap.obj(c.callee).class {
        Class::Native(n) => n.data.as_object(),
        _ => None,
    }
}

fn resolve_fn(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some(rec) = record_of(vm, c)
        && !vm.take_resolved_flag(rec)
        && let Some(p) = vm.resolving_promise(rec)
    {
        vm.resolve_promise(p, c.arg(0));
    }
    Ok(Value::Undefined)
}

fn reject_fn(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some(rec) = record_of(vm, c)
        && !vm.take_resolved_flag(rec)
        && let Some(p) = vm.resolving_promise(rec)
    {
        vm.reject_promise(p, c.arg(0));
    }
    Ok(Value::Undefined)
}
