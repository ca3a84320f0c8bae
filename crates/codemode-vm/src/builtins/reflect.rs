//! `Reflect`, and the native parts of `structuredClone` (classifying a value and copying the
//! internal data of dates, regexps, primitive wrappers and buffers); the walk over the object
//! graph is `structuredClone` in `prelude/collections.js`.
//!
//! Reflect methods that must run a getter, a setter or a descriptor's accessors tail-call them (or
//! the prelude's `reflect_*` helpers); none calls JavaScript itself.

use crate::atoms::atom;
use crate::builtins::object::{descriptor_has_getters, descriptor_object, tail_export, to_descriptor};
use crate::builtins::proxy::{proxy_tail, proxy_tail_key};
use crate::error::{Ctl, ErrorType, JsResult, TailCall};
use crate::heap::{Class, Object, Prop, Slot, abflags, attr, oflags};
use crate::property::{Lookup, SetOutcome};
use crate::value::{Atom, ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let r = vm.intrinsic_object(Some(op));
    vm.def_method(r, "apply", 3, apply);
    vm.def_method(r, "construct", 2, construct);
    vm.def_method(r, "defineProperty", 3, define_property);
    vm.def_method(r, "deleteProperty", 2, delete_property);
    vm.def_method(r, "get", 2, get);
    vm.def_method(r, "getOwnPropertyDescriptor", 2, get_own_property_descriptor);
    vm.def_method(r, "getPrototypeOf", 1, get_prototype_of);
    vm.def_method(r, "has", 2, has);
    vm.def_method(r, "isExtensible", 1, is_extensible);
    vm.def_method(r, "ownKeys", 1, own_keys);
    vm.def_method(r, "preventExtensions", 1, prevent_extensions);
    vm.def_method(r, "set", 3, set);
    vm.def_method(r, "setPrototypeOf", 2, set_prototype_of);
    vm.tag(r, "Reflect");
    vm.def_global("Reflect", Value::Object(r));

    vm.def_hidden("cloneKind", 1, clone_kind);
    vm.def_hidden("cloneShell", 1, clone_shell);
    vm.def_hidden("cloneTyped", 2, clone_typed);
    vm.def_hidden("typedBuffer", 1, typed_buffer);
}

fn target(vm: &mut Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.arg(0) {
        Value::Object(o) => Ok(o),
        _ => {
            let _ = vm;
            Err(Ctl::type_error(format!("Reflect.{method} called on non-object")))
        }
    }
}

fn key(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<Atom> {
    let v = vm.prim_arg(c, i, "string")?;
    vm.to_key(v)
}

/// CreateListFromArrayLike for a plain array; `None` when the prelude must read it.
fn list_from(vm: &mut Vm, v: Value) -> JsResult<Option<Vec<Value>>> {
    match v {
        Value::Object(o) => {
            let obj = vm.state.heap.obj(o);
            if let Class::Array { dense, len } = &obj.class
                && obj.flags & oflags::SLOW_ARRAY == 0
                && dense.len() == *len as usize
                && !crate::elements::has_hole(dense)
            {
                return Ok(Some(dense.clone()));
            }
            Ok(None)
        }
        _ => Err(Ctl::type_error("CreateListFromArrayLike called on non-object")),
    }
}

fn apply(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let f = c.arg(0);
    if !vm.is_callable(f) {
        let d = crate::builtins::collections::receiver_desc(vm, f);
        let t = vm.type_of(f);
        let t = vm.state.atoms.display(t);
        return Err(Ctl::type_error(format!(
            "Function.prototype.apply was called on {d}, which is {t} and not a function"
        )));
    }
    match list_from(vm, c.arg(2))? {
        Some(args) => Err(Ctl::TailCall(Box::new(TailCall { callee: f, this: c.arg(1), args, new_target: None }))),
        None => tail_export(vm, "reflect_apply", Value::Undefined, c.args.to_vec()),
    }
}

fn construct(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let f = c.arg(0);
    let Value::Object(fo) = f else {
        let d = vm.describe(f);
        return Err(Ctl::type_error(format!("{d} is not a constructor")));
    };
    if !vm.is_constructor(fo) {
        let d = vm.describe(f);
        return Err(Ctl::type_error(format!("{d} is not a constructor")));
    }
    let nt = if c.args.len() > 2 {
        match c.arg(2) {
            Value::Object(n) if vm.is_constructor(n) => n,
            other => {
                let d = vm.describe(other);
                return Err(Ctl::type_error(format!("{d} is not a constructor")));
            }
        }
    } else {
        fo
    };
    match list_from(vm, c.arg(1))? {
        Some(args) => {
            Err(Ctl::TailCall(Box::new(TailCall { callee: f, this: Value::Undefined, args, new_target: Some(nt) })))
        }
        None => tail_export(vm, "reflect_construct", Value::Undefined, vec![f, c.arg(1), Value::Object(nt)]),
    }
}

fn define_property(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "defineProperty")?;
    let k = key(vm, c, 1)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$reflectDefine", o, k, &[c.arg(2)]);
    }
    if descriptor_has_getters(vm, c.arg(2)) {
        let kv = vm.atom_value(k);
        return tail_export(vm, "reflect_defineProperty", Value::Undefined, vec![c.arg(0), kv, c.arg(2)]);
    }
    if k == atom::LENGTH
        && matches!(vm.state.heap.obj(o).class, Class::Array { .. })
        && let Value::Object(d) = c.arg(2)
        && matches!(vm.get_data(Value::Object(d), atom::VALUE), Value::Object(_))
    {
        // ArraySetLength converts an object value (twice) first: the prelude does it.
        return tail_export(vm, "reflect_defineArrayLength", Value::Undefined, vec![c.arg(0), c.arg(2)]);
    }
    let desc = to_descriptor(vm, c.arg(2))?;
    if matches!(vm.state.heap.obj(o).class, Class::ToolRef(_)) {
        return Ok(Value::Bool(false));
    }
    if crate::builtins::object::string_change_forbidden(vm, o, k, &desc) {
        return Ok(Value::Bool(false));
    }
    if crate::typed::define_needs_conversion(vm, o, k, &desc) {
        let kv = vm.atom_value(k);
        let v = desc.value.unwrap_or_default();
        return tail_export(vm, "typedArrayDefineValue", Value::Undefined, vec![c.arg(0), kv, v, Value::Bool(true)]);
    }
    Ok(Value::Bool(vm.define_own(o, k, desc)?))
}

fn delete_property(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "deleteProperty")?;
    let k = key(vm, c, 1)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$deleteProperty", o, k, &[]);
    }
    Ok(Value::Bool(vm.delete_prop(o, k)))
}

fn get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "get")?;
    let k = key(vm, c, 1)?;
    let receiver = if c.args.len() > 2 { c.arg(2) } else { c.arg(0) };
    match vm.lookup(o, k) {
        Lookup::Value(v) => Ok(v),
        Lookup::Missing => Ok(Value::Undefined),
        Lookup::Getter(g) => Err(Ctl::TailCall(Box::new(TailCall {
            callee: Value::Object(g),
            this: receiver,
            args: Vec::new(),
            new_target: None,
        }))),
        Lookup::Proxy(p) => proxy_tail_key(vm, "P$get", p, k, &[receiver]),
    }
}

fn get_own_property_descriptor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "getOwnPropertyDescriptor")?;
    let k = key(vm, c, 1)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$getOwnProperty", o, k, &[]);
    }
    Ok(descriptor_object(vm, o, k))
}

fn get_prototype_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "getPrototypeOf")?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$getPrototypeOf", vec![Value::Object(o)]);
    }
    Ok(vm.proto_of(o).map_or(Value::Null, Value::Object))
}

fn has(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "has")?;
    let k = key(vm, c, 1)?;
    match vm.has_property(o, k) {
        Ok(b) => Ok(Value::Bool(b)),
        Err(p) => proxy_tail_key(vm, "P$has", p, k, &[]),
    }
}

fn is_extensible(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "isExtensible")?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$isExtensible", vec![Value::Object(o)]);
    }
    Ok(Value::Bool(vm.state.heap.obj(o).flags & oflags::EXTENSIBLE != 0))
}

fn own_keys(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "ownKeys")?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$ownKeys", vec![Value::Object(o)]);
    }
    let keys = vm.own_keys(o);
    let vals: Vec<Value> = keys.into_iter().map(|k| vm.atom_value(k)).collect();
    Ok(Value::Object(vm.new_array(vals)))
}

fn prevent_extensions(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "preventExtensions")?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$preventExtensions", vec![Value::Object(o)]);
    }
    if matches!(vm.state.heap.obj(o).class, Class::ToolRef(_))
        || crate::builtins::typed_array::ta_not_fixed_length(vm, o)
    {
        return Ok(Value::Bool(false));
    }
    vm.materialize(o);
    vm.state.heap.obj_mut(o).flags &= !oflags::EXTENSIBLE;
    Ok(Value::Bool(true))
}

fn set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "set")?;
    let k = key(vm, c, 1)?;
    let receiver = if c.args.len() > 3 { c.arg(3) } else { c.arg(0) };
    if matches!(vm.state.heap.obj(o).class, Class::ToolRef(_)) {
        return Ok(Value::Bool(false));
    }
    if k == atom::LENGTH
        && receiver == c.arg(0)
        && matches!(c.arg(2), Value::Object(_))
        && matches!(vm.state.heap.obj(o).class, Class::Array { .. })
        && vm.state.heap.obj(o).flags & crate::heap::oflags::FROZEN_LENGTH == 0
    {
        return tail_export(vm, "reflect_setArrayLength", Value::Undefined, vec![c.arg(0), c.arg(2)]);
    }
    match vm.set_prop(o, k, c.arg(2), receiver) {
        Ok(SetOutcome::Done) => Ok(Value::Bool(true)),
        Ok(SetOutcome::Setter(s)) => {
            tail_export(vm, "reflect_callSetter", Value::Undefined, vec![Value::Object(s), receiver, c.arg(2)])
        }
        Ok(SetOutcome::Proxy(p)) => proxy_tail_key(vm, "P$set", p, k, &[c.arg(2), receiver]),
        Ok(SetOutcome::ProxyReceiver(r)) => proxy_tail_key(vm, "P$setOnReceiver", r, k, &[c.arg(2)]),
        Err(Ctl::Error(spec)) if spec.ty == ErrorType::Type => Ok(Value::Bool(false)),
        Err(e) => Err(e),
    }
}

fn set_prototype_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = target(vm, c, "setPrototypeOf")?;
    let proto = match c.arg(1) {
        Value::Object(p) => Some(p),
        Value::Null => None,
        other => {
            let d = vm.describe(other);
            return Err(Ctl::type_error(format!("Object prototype may only be an Object or null: {d}")));
        }
    };
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$setPrototypeOf", vec![Value::Object(o), c.arg(1)]);
    }
    Ok(Value::Bool(vm.set_proto(o, proto)))
}

// ---- structuredClone helpers --------------------------------------------------------------------

/// `cloneKind(v)`: how `structuredClone` treats an object: `Primitive`, `Date`, `RegExp`,
/// `ArrayBuffer`, `TypedArray`, `Map`, `Set`, `Array`, `Error`, `Object`, or `!Name` for an
/// object that cannot be cloned (the name is for the message).
fn clone_kind(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Ok(vm.atom_str("#<Value>"));
    };
    let k: &str = match &vm.state.heap.obj(o).class {
        Class::Primitive(Value::Symbol(_)) => "#<Symbol>",
        Class::Primitive(_) => "Primitive",
        Class::Date(_) => "Date",
        Class::RegExp(_) => "RegExp",
        Class::ArrayBuffer { flags, .. } if flags & abflags::DETACHED != 0 => "An ArrayBuffer is detached and",
        Class::ArrayBuffer { .. } => "ArrayBuffer",
        Class::TypedArray { buffer, .. } | Class::DataView { buffer, .. } if crate::typed::is_detached(vm, *buffer) => {
            "An ArrayBuffer is detached and"
        }
        Class::TypedArray { .. } if crate::typed::ta_record(vm, o).is_some_and(|r| r.2.is_none()) => {
            "An ArrayBuffer view is out of bounds and"
        }
        Class::DataView { .. } if crate::typed::dv_record(vm, o).is_some_and(|r| r.2.is_none()) => {
            "An ArrayBuffer view is out of bounds and"
        }
        Class::TypedArray { .. } | Class::DataView { .. } => "TypedArray",
        Class::Map(_) => "Map",
        Class::Set(_) => "Set",
        Class::Array { .. } => "Array",
        Class::Error => "Error",
        Class::Ordinary | Class::Arguments => "Object",
        Class::WeakMap(_) => "#<WeakMap>",
        Class::WeakSet(_) => "#<WeakSet>",
        Class::Promise(_) => "#<Promise>",
        Class::Generator(_) => "#<Generator>",
        Class::Url(_) => "#<URL>",
        Class::SearchParams { .. } => "#<URLSearchParams>",
        Class::Proxy(_) => "#<Object>",
        _ if vm.is_callable(c.arg(0)) => "#<Function>",
        _ => "#<Object>",
    };
    if k == "#<Object>" || k == "#<Generator>" {
        let name = vm.constructor_name(o).unwrap_or_else(|| "Object".into());
        return Ok(vm.new_string(&format!("#<{name}>")));
    }
    Ok(vm.atom_str(k))
}

/// `cloneShell(v)`: a copy of a date, regexp, primitive wrapper or ArrayBuffer with the realm's
/// prototype for its kind (undefined for anything else).
fn clone_shell(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Ok(Value::Undefined);
    };
    if let Class::ArrayBuffer { bytes: b, .. } = &vm.state.heap.obj(o).class {
        crate::builtins::typed_array::check_alloc(vm, b.len() as f64)?;
    }
    let class = vm.state.heap.obj(o).class.clone();
    let r = &vm.state.realm;
    let (proto, class) = match class {
        Class::Date(t) => (r.date_prototype, Class::Date(t)),
        Class::Primitive(v) => {
            let p = match v {
                Value::Bool(_) => r.boolean_prototype,
                Value::Number(_) => r.number_prototype,
                Value::String(_) => r.string_prototype,
                Value::BigInt(_) => r.bigint_prototype,
                _ => return Ok(Value::Undefined),
            };
            (p, Class::Primitive(v))
        }
        Class::ArrayBuffer { bytes, max, flags } => {
            vm.state.heap.allocated += bytes.len();
            (r.arraybuffer_prototype, Class::ArrayBuffer { bytes, max, flags })
        }
        Class::RegExp(d) => {
            let re = crate::builtins::regexp::new_regexp(vm, d.source.clone(), &d.flags, None)?;
            if vm.get_own(re, atom::LAST_INDEX).is_none() {
                vm.state.heap.obj_mut(re).props.set(Prop {
                    key: atom::LAST_INDEX,
                    attrs: attr::WRITABLE,
                    slot: Slot::Data(Value::Number(0.0)),
                });
            }
            return Ok(Value::Object(re));
        }
        _ => return Ok(Value::Undefined),
    };
    Ok(Value::Object(vm.state.heap.alloc(Object::new(Some(proto), class))))
}

/// `typedBuffer(ta)`: the buffer object of a typed array.
fn typed_buffer(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    match c.arg(0) {
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::TypedArray { buffer, .. } | Class::DataView { buffer, .. } => Ok(Value::Object(buffer)),
            _ => Ok(Value::Undefined),
        },
        _ => Ok(Value::Undefined),
    }
}

/// `cloneTyped(ta, buffer)`: a typed array like `ta` over the (cloned) `buffer`.
fn clone_typed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let (Value::Object(o), Value::Object(b)) = (c.arg(0), c.arg(1)) else {
        return Ok(Value::Undefined);
    };
    if !matches!(vm.state.heap.obj(b).class, Class::ArrayBuffer { .. }) {
        return Ok(Value::Undefined);
    }
    let (proto, class) = match vm.state.heap.obj(o).class {
        Class::TypedArray { offset, length, kind, tracking, .. } => (
            vm.state.realm.typed_array_prototypes.get(kind as usize).copied(),
            Class::TypedArray { buffer: b, offset, length, kind, tracking },
        ),
        Class::DataView { offset, length, tracking, .. } => {
            (Some(vm.state.realm.dataview_prototype), Class::DataView { buffer: b, offset, length, tracking })
        }
        _ => return Ok(Value::Undefined),
    };
    Ok(Value::Object(vm.state.heap.alloc(Object::new(proto, class))))
}
