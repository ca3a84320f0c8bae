//! `Proxy` and `Proxy.revocable`: creating and revoking proxy exotic objects, and the intrinsics
//! the prelude's proxy internal methods use.
//!
//! A proxy is `Class::Proxy(ProxyData)`: its target and handler, and whether it is callable and a
//! constructor (fixed from the target when created). Its thirteen internal methods are not here:
//! they are the prelude's `P$…` functions (`prelude/proxy.js`), which call the handler's traps as
//! ordinary calls and check the invariants, so a trap runs in a frame like any program function
//! and a snapshot taken inside one resumes. The VM reaches them from the property layer
//! (`Lookup::Proxy`, `SetOutcome::Proxy`, `has_property`'s `Err`), from `invoke`/`construct`, and
//! from the natives that meet a proxy (see [`proxy_tail`]).

use crate::atoms::atom;
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, NativeFunc, Object, Prop, ProxyData, Slot, attr, oflags};
use crate::value::{Atom, ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let id = vm.register_native("Proxy", 2, proxy_ctor);
    let fp = vm.state.realm.function_prototype;
    let mut o = Object::new(Some(fp), Class::Native(NativeFunc { id, ctor: true, data: Value::Undefined }));
    o.flags |= oflags::LAZY_FUNC;
    let ctor = vm.state.heap.alloc(o);
    // `Proxy` has no `prototype` (§28.2.2): materialize `length` and `name` only.
    vm.materialize(ctor);
    vm.state.heap.obj_mut(ctor).props.remove(atom::PROTOTYPE);
    vm.def_method(ctor, "revocable", 2, revocable);
    vm.def_global("Proxy", Value::Object(ctor));
    vm.def_hidden("proxyRevoke", 0, revoke);
}

/// ProxyCreate(target, handler).
fn create(vm: &mut Vm, target: Value, handler: Value) -> JsResult<ObjId> {
    let (Value::Object(t), Value::Object(h)) = (target, handler) else {
        return Err(Ctl::type_error("Cannot create proxy with a non-object as target or handler"));
    };
    let callable = vm.is_callable(target);
    let ctor = callable && vm.is_constructor(t);
    let data = ProxyData { target: Some(t), handler: Some(h), callable, ctor };
    // The proxy's own prototype, flags and property map are unused (private names excepted:
    // they live on the proxy object itself, as on any object).
    Ok(vm.state.heap.alloc(Object::new(None, Class::Proxy(Box::new(data)))))
}

fn proxy_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if c.new_target.is_none() {
        return Err(Ctl::type_error("Constructor Proxy requires 'new'"));
    }
    Ok(Value::Object(create(vm, c.arg(0), c.arg(1))?))
}

/// `Proxy.revocable(target, handler)`: `{ proxy, revoke }`.
fn revocable(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let p = create(vm, c.arg(0), c.arg(1))?;
    let Some(Value::Object(template)) = vm.hidden_native("proxyRevoke") else {
        return Err(Ctl::type_error("Proxy.revocable is not available"));
    };
    let Class::Native(NativeFunc { id, .. }) = vm.state.heap.obj(template).class else {
        return Err(Ctl::type_error("Proxy.revocable is not available"));
    };
    let f = vm.new_native_function(id, Value::Object(p));
    // An anonymous built-in function of length 0.
    vm.materialize(f);
    let empty = vm.atom_str("");
    vm.state.heap.obj_mut(f).props.set(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(empty) });
    let r = vm.new_object();
    let proxy_key = vm.intern("proxy");
    let revoke_key = vm.intern("revoke");
    vm.create_data_prop(r, proxy_key, Value::Object(p))?;
    vm.create_data_prop(r, revoke_key, Value::Object(f))?;
    Ok(Value::Object(r))
}

/// A revoke function: its data is the proxy until the first call.
fn revoke(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let p = match &mut vm.state.heap.obj_mut(c.callee).class {
        Class::Native(n) => std::mem::replace(&mut n.data, Value::Null),
        _ => Value::Null,
    };
    if let Value::Object(p) = p
        && let Class::Proxy(d) = &mut vm.state.heap.obj_mut(p).class
    {
        d.target = None;
        d.handler = None;
    }
    Ok(Value::Undefined)
}

/// `__proxyHandler(p, trap)`: the handler of proxy `p`, or the `TypeError` of a revoked one.
pub(crate) fn handler_of(vm: &mut Vm, p: Value, trap: Value) -> JsResult<Value> {
    if let Value::Object(o) = p
        && let Class::Proxy(d) = &vm.state.heap.obj(o).class
    {
        if let Some(h) = d.handler {
            return Ok(Value::Object(h));
        }
        let t = match trap {
            Value::String(s) => vm.str_lossy(s),
            _ => String::new(),
        };
        return Err(Ctl::type_error(format!("Cannot perform '{t}' on a proxy that has been revoked")));
    }
    Err(Ctl::type_error("not a proxy"))
}

/// `__proxyTarget(p)`: the target of proxy `p` (null once revoked).
pub(crate) fn target_of(vm: &Vm, p: Value) -> Value {
    match p {
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::Proxy(d) => d.target.map_or(Value::Null, Value::Object),
            _ => Value::Undefined,
        },
        _ => Value::Undefined,
    }
}

/// Hands an operation on a proxy to the prelude's internal method `name` (`P$get` …): the
/// native's result is that function's.
pub(crate) fn proxy_tail(vm: &mut Vm, name: &str, args: Vec<Value>) -> JsResult<Value> {
    let Some(f) = vm.exported(name) else {
        return Err(Ctl::fatal(crate::error::EngineError::Internal(format!("prelude export {name} missing"))));
    };
    Err(Ctl::TailCall(Box::new(TailCall { callee: Value::Object(f), this: Value::Undefined, args, new_target: None })))
}

/// [`proxy_tail`] with a property key among the arguments (`args` then the key, then `rest`).
pub(crate) fn proxy_tail_key(vm: &mut Vm, name: &str, o: ObjId, key: Atom, rest: &[Value]) -> JsResult<Value> {
    let k = vm.atom_value(key);
    let mut args = vec![Value::Object(o), k];
    args.extend_from_slice(rest);
    proxy_tail(vm, name, args)
}

/// IsArray(v): arrays, and proxies whose (final) target is one. `Err` for a revoked proxy on
/// the way.
pub(crate) fn is_array(vm: &Vm, v: Value) -> JsResult<bool> {
    let Value::Object(mut o) = v else {
        return Ok(false);
    };
    for _ in 0..100_000 {
        match &vm.state.heap.obj(o).class {
            Class::Array { .. } => return Ok(true),
            Class::Proxy(d) => match d.target {
                Some(t) => o = t,
                None => return Err(Ctl::type_error("Cannot perform 'IsArray' on a proxy that has been revoked")),
            },
            _ => return Ok(false),
        }
    }
    Ok(false)
}

/// The final target of a chain of proxies (`v` itself when it is no proxy; a revoked proxy
/// stays as it is), for displays that must not run traps.
pub(crate) fn unwrap_value(vm: &Vm, v: Value) -> Value {
    let Value::Object(mut o) = v else {
        return v;
    };
    for _ in 0..100_000 {
        match &vm.state.heap.obj(o).class {
            Class::Proxy(d) => match d.target {
                Some(t) => o = t,
                None => break,
            },
            _ => break,
        }
    }
    Value::Object(o)
}

impl Vm {
    /// A function registered with `def_hidden` (for natives that make copies of it).
    pub(crate) fn hidden_native(&mut self, name: &str) -> Option<Value> {
        let h = self.state.realm.hidden;
        let key = self.state.atoms.lookup(&crate::strings::utf16(name))?;
        match self.state.heap.obj(h).props.get(key).map(|p| p.slot) {
            Some(Slot::Data(v)) => Some(v),
            _ => None,
        }
    }
}
