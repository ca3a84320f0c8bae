//! `Promise`: the prototype's `then` (its fast path: a plain promise whose species is `Promise`)
//! and the resolving functions. The constructor, the statics (which all go through
//! NewPromiseCapability on `this`) and `then` with a species constructor are in
//! `prelude/promise.js`.

use crate::atoms::atom;
use crate::error::{Ctl, EngineError, JsResult, TailCall};
use crate::heap::{Class, ReactionTarget, Slot, attr};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.promise_prototype = proto;
    let then = vm.def_method(proto, "then", 2, then);
    vm.state.realm.promise_then = then;
    let tag = vm.atom_str("Promise");
    vm.def_to_string_tag(proto, tag);
    vm.state.realm.resolve_fn_id = vm.register_native("", 1, resolve_fn);
    vm.state.realm.reject_fn_id = vm.register_native("", 1, reject_fn);
}

/// Installs the prelude's `Promise` constructor: links its prototype, adds the native statics
/// and makes it a global.
pub(crate) fn install(vm: &mut Vm, ctor: ObjId) {
    let proto = vm.state.realm.promise_prototype;
    vm.state.realm.promise_ctor = ctor;
    vm.materialize(ctor);
    vm.link_constructor(ctor, 0, proto, attr::HIDDEN);
    crate::builtins::collections::def_species(vm, ctor);
    if let Some(Slot::Accessor { get: Some(g), .. }) =
        vm.state.heap.obj(ctor).props.get(atom::SYM_SPECIES).map(|p| p.slot)
    {
        vm.state.realm.promise_species = g;
    }
    vm.def_global("Promise", Value::Object(ctor));
}

/// A new promise with prototype `proto` (`Promise.prototype` when it is not an object: the
/// prelude read `new.target.prototype`, which may run a getter).
pub(crate) fn new_with_proto(vm: &mut Vm, proto: Value) -> JsResult<ObjId> {
    vm.check_pending_promises()?;
    let proto = match proto {
        Value::Object(p) => p,
        _ => vm.state.realm.promise_prototype,
    };
    Ok(vm.new_promise_with_proto(proto))
}

/// Whether SpeciesConstructor(p, %Promise%) is `%Promise%` without running any code: `constructor`
/// is a data property holding `%Promise%`, whose `Symbol.species` is still the original getter.
fn species_is_promise(vm: &mut Vm, p: ObjId) -> bool {
    let ctor = vm.state.realm.promise_ctor;
    if !matches!(vm.lookup(p, atom::CONSTRUCTOR), Lookup::Value(Value::Object(c)) if c == ctor) {
        return false;
    }
    let getter = vm.state.realm.promise_species;
    matches!(
        vm.state.heap.obj(ctor).props.get(atom::SYM_SPECIES).map(|p| p.slot),
        Some(Slot::Accessor { get: Some(g), .. }) if g == getter
    )
}

fn prelude_call(f: ObjId, this: Value, args: Vec<Value>) -> JsResult<Value> {
    if f == ObjId::default() {
        return Err(Ctl::fatal(EngineError::Internal("promise prelude function missing".into())));
    }
    Err(Ctl::TailCall(Box::new(TailCall { callee: Value::Object(f), this, args, new_target: None })))
}

fn this_promise(vm: &Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) if vm.is_promise(o) => Ok(o),
        _ => Err(Ctl::type_error(format!("Method Promise.prototype.{method} called on incompatible receiver"))),
    }
}

fn then(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let p = this_promise(vm, c, "then")?;
    if !species_is_promise(vm, p) {
        let slow = vm.state.realm.promise_then_slow;
        return prelude_call(slow, c.this, c.args.to_vec());
    }
    let derived = vm.try_new_promise()?;
    let on_fulfilled = if vm.is_callable(c.arg(0)) { c.arg(0) } else { Value::Undefined };
    let on_rejected = if vm.is_callable(c.arg(1)) { c.arg(1) } else { Value::Undefined };
    vm.perform_then_internal(p, ReactionTarget::Then { on_fulfilled, on_rejected, target: Some(derived) });
    Ok(Value::Object(derived))
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
        let v = c.arg(0);
        if let Value::Object(o) = v
            && o != p
            && matches!(vm.lookup(o, atom::THEN), Lookup::Getter(_) | Lookup::Proxy(_))
        {
            // Reading `then` runs code: the prelude finishes the resolution.
            let slow = vm.state.realm.promise_resolve_slow;
            return prelude_call(slow, Value::Undefined, vec![Value::Object(p), v]).map(|_| Value::Undefined);
        }
        vm.resolve_promise(p, v);
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

/// `fulfillVia(resolve, value)`: fulfills the promise of resolve function `resolve` with `value`
/// (without looking at `value.then`) unless its resolving functions were already used.
pub(crate) fn fulfill_via(vm: &mut Vm, resolve: Value) -> Option<ObjId> {
    let Value::Object(f) = resolve else {
        return None;
    };
    let rec = match &vm.state.heap.obj(f).class {
        Class::Native(n) => n.data.as_object()?,
        _ => return None,
    };
    if vm.take_resolved_flag(rec) {
        return None;
    }
    vm.resolving_promise(rec)
}
