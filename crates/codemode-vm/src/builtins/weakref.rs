//! `WeakRef` and `FinalizationRegistry` (ECMA-262 §26.1, §26.2).
//!
//! A run holds every object strongly: the specification allows an implementation never to
//! empty a WeakRef and never to call a cleanup callback (liveness is implementation-defined, and
//! `[[KeptAlive]]` only ever keeps more alive), and a code-mode run is short-lived and must be
//! deterministic (the same program gives the same result and the same snapshot bytes, which a
//! collector-driven callback would break). So `deref()` always answers the target, and a
//! registry keeps its cells (held value and unregister token, not the target) only so that
//! `unregister` answers truthfully; its callback is checked and kept, never called.

use crate::atoms::AtomEntry;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, FinalizationData, Object};
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let wrp = vm.intrinsic_object(Some(op));
    vm.def_ctor("WeakRef", 1, weakref_ctor, wrp);
    vm.def_method(wrp, "deref", 0, deref);
    vm.tag(wrp, "WeakRef");
    let frp = vm.intrinsic_object(Some(op));
    vm.def_ctor("FinalizationRegistry", 1, registry_ctor, frp);
    vm.def_method(frp, "register", 2, register);
    vm.def_method(frp, "unregister", 1, unregister);
    vm.tag(frp, "FinalizationRegistry");
    set_protos(vm, wrp, frp);
}

/// The two prototypes, kept on the hidden object for the constructors (`%WeakRef.prototype%`).
fn set_protos(vm: &mut Vm, wrp: ObjId, frp: ObjId) {
    let h = vm.state.realm.hidden;
    for (name, p) in [("%WeakRefPrototype", wrp), ("%FinalizationRegistryPrototype", frp)] {
        vm.def_value(h, name, Value::Object(p), 0);
    }
}

fn intrinsic_proto(vm: &mut Vm, name: &str) -> ObjId {
    match vm.hidden_native(name) {
        Some(Value::Object(p)) => p,
        _ => vm.state.realm.object_prototype,
    }
}

/// CanBeHeldWeakly: an object, or a symbol that is not registered (`Symbol.for`).
pub(crate) fn can_be_held_weakly(vm: &Vm, v: Value) -> bool {
    match v {
        Value::Object(_) => true,
        Value::Symbol(a) => !matches!(vm.state.atoms.entry(a), Some(AtomEntry::Symbol { registered: true, .. })),
        _ => false,
    }
}

fn weakref_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error("Constructor WeakRef requires 'new'"));
    };
    let target = c.arg(0);
    if !can_be_held_weakly(vm, target) {
        let d = vm.describe(target);
        return Err(Ctl::type_error(format!("WeakRef: invalid target {d}")));
    }
    if let Some(r) = crate::builtins::typed_array::proto_getter_detour(vm, c, nt) {
        return r;
    }
    let default = intrinsic_proto(vm, "%WeakRefPrototype");
    let proto = vm.proto_from_ctor(nt, default);
    Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::WeakRef(target)))))
}

fn deref(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    match c.this {
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::WeakRef(t) => Ok(t),
            _ => Err(Ctl::type_error("WeakRef.prototype.deref called on incompatible receiver")),
        },
        _ => Err(Ctl::type_error("WeakRef.prototype.deref called on incompatible receiver")),
    }
}

fn registry_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error("Constructor FinalizationRegistry requires 'new'"));
    };
    let cleanup = c.arg(0);
    if !vm.is_callable(cleanup) {
        return Err(Ctl::type_error("FinalizationRegistry: cleanup must be callable"));
    }
    if let Some(r) = crate::builtins::typed_array::proto_getter_detour(vm, c, nt) {
        return r;
    }
    let default = intrinsic_proto(vm, "%FinalizationRegistryPrototype");
    let proto = vm.proto_from_ctor(nt, default);
    let data = FinalizationData { cleanup, cells: Vec::new() };
    Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::FinalizationRegistry(Box::new(data))))))
}

fn this_registry(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::FinalizationRegistry(_)) => Ok(o),
        _ => Err(Ctl::type_error(format!("FinalizationRegistry.prototype.{method} called on incompatible receiver"))),
    }
}

fn register(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_registry(vm, c, "register")?;
    let (target, held, token) = (c.arg(0), c.arg(1), c.arg(2));
    if !can_be_held_weakly(vm, target) {
        let d = vm.describe(target);
        return Err(Ctl::type_error(format!("FinalizationRegistry.prototype.register: invalid target {d}")));
    }
    if vm.same_value(target, held) {
        return Err(Ctl::type_error("FinalizationRegistry.prototype.register: target and holdings must not be same"));
    }
    if !can_be_held_weakly(vm, token) && !token.is_undefined() {
        let d = vm.describe(token);
        return Err(Ctl::type_error(format!("FinalizationRegistry.prototype.register: invalid unregister token {d}")));
    }
    if let Class::FinalizationRegistry(d) = &mut vm.state.heap.obj_mut(o).class {
        d.cells.push((held, token));
    }
    Ok(Value::Undefined)
}

fn unregister(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_registry(vm, c, "unregister")?;
    let token = c.arg(0);
    if !can_be_held_weakly(vm, token) {
        let d = vm.describe(token);
        return Err(Ctl::type_error(format!(
            "FinalizationRegistry.prototype.unregister: invalid unregister token {d}"
        )));
    }
    let mut removed = false;
    if let Class::FinalizationRegistry(d) = &mut vm.state.heap.obj_mut(o).class {
        let before = d.cells.len();
        // Tokens are objects or symbols: SameValue is identity.
        d.cells.retain(|(_, t)| *t != token);
        removed = d.cells.len() != before;
    }
    Ok(Value::Bool(removed))
}
