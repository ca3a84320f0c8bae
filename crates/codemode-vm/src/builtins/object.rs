//! `Object` and `Object.prototype` (the parts that never call back; `entries`, `fromEntries`,
//! `groupBy` … are in the prelude). `Object.assign` is native while its reads and writes are
//! plain data steps and hands the rest to the prelude (`object_assignRest`) at the first step
//! that could run code.

use crate::atoms::atom;
use crate::builtins::proxy::{proxy_tail, proxy_tail_key};
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, Prop, Slot, attr, oflags};
use crate::property::{Lookup, PropDesc};
use crate::value::{Atom, ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let ctor = vm.def_ctor("Object", 1, object_ctor, op);
    vm.def_method(ctor, "assign", 2, assign);
    vm.def_method(ctor, "keys", 1, keys);
    vm.def_hidden("fromEntriesPlain", 1, from_entries_plain);
    vm.def_method(ctor, "getOwnPropertyNames", 1, get_own_property_names);
    vm.def_method(ctor, "getOwnPropertySymbols", 1, get_own_property_symbols);
    vm.def_method(ctor, "getOwnPropertyDescriptor", 2, get_own_property_descriptor);
    vm.def_method(ctor, "defineProperty", 3, define_property);
    vm.def_method(ctor, "getPrototypeOf", 1, get_prototype_of);
    vm.def_method(ctor, "setPrototypeOf", 2, set_prototype_of);
    vm.def_method(ctor, "create", 2, create);
    vm.def_method(ctor, "hasOwn", 2, has_own);
    vm.def_method(ctor, "is", 2, is);
    vm.def_method(ctor, "freeze", 1, freeze);
    vm.def_method(ctor, "isFrozen", 1, is_frozen);
    vm.def_method(ctor, "seal", 1, seal);
    vm.def_method(ctor, "isSealed", 1, is_sealed);
    vm.def_method(ctor, "preventExtensions", 1, prevent_extensions);
    vm.def_method(ctor, "isExtensible", 1, is_extensible);
    vm.def_method(op, "hasOwnProperty", 1, has_own_property);
    vm.def_method(op, "isPrototypeOf", 1, is_prototype_of);
    vm.def_method(op, "propertyIsEnumerable", 1, property_is_enumerable);
    vm.def_method(op, "toString", 0, object_to_string);
    vm.def_method(op, "valueOf", 0, value_of);
    vm.def_getter(op, "__proto__", proto_get);
    vm.def_setter(op, "__proto__", proto_set);
}

/// ToObject for natives.
pub(crate) fn to_object(vm: &mut Vm, v: Value) -> JsResult<ObjId> {
    match v {
        Value::Undefined | Value::Null | Value::Empty => {
            Err(Ctl::type_error("Cannot convert undefined or null to object"))
        }
        Value::Object(o) => Ok(o),
        other => Ok(vm.to_object_wrapper(other)),
    }
}

fn object_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Some(nt) = c.new_target
        && nt != c.callee
    {
        let op = vm.state.realm.object_prototype;
        let p = vm.proto_from_ctor(nt, op);
        return Ok(Value::Object(vm.new_object_with_proto(Some(p))));
    }
    match c.arg(0) {
        Value::Undefined | Value::Null => Ok(Value::Object(vm.new_object())),
        v => Ok(Value::Object(to_object(vm, v)?)),
    }
}

fn keys_of(vm: &mut Vm, o: ObjId, strings: bool, symbols: bool, enumerable_only: bool) -> Vec<Value> {
    let keys = vm.own_keys(o);
    let mut out = Vec::with_capacity(keys.len());
    for k in keys {
        let is_sym = vm.state.atoms.is_symbol(k);
        if (is_sym && !symbols) || (!is_sym && !strings) {
            continue;
        }
        if enumerable_only && vm.get_own(o, k).is_none_or(|p| p.attrs & attr::ENUMERABLE == 0) {
            continue;
        }
        out.push(vm.atom_value(k));
    }
    out
}

/// EnumerableOwnProperties(`o`, values or entries) done natively for an ordinary object or an
/// array whose enumerable own string-keyed properties are all data properties (so no read runs
/// code or can change the rest): `kind` 1 gives the values, 2 the `[key, value]` entries, as a
/// new array. `None` when the prelude's loop must do it (a getter, a proxy, an exotic object:
/// nothing was done then).
pub(crate) fn own_enumerable_plain(vm: &mut Vm, o: ObjId, kind: u8) -> Option<ObjId> {
    if !matches!(vm.state.heap.obj(o).class, Class::Ordinary | Class::Array { .. }) {
        return None;
    }
    let mut found: Vec<(Atom, Value)>;
    if let Some(props) = vm.plain_own_props(o, false) {
        found = Vec::with_capacity(props.len());
        for p in props {
            match p.slot {
                _ if p.attrs & attr::ENUMERABLE == 0 => {}
                Slot::Data(v) => found.push((p.key, v)),
                Slot::Accessor { .. } => return None,
            }
        }
        return enumerable_array(vm, found, kind);
    }
    let keys = vm.own_keys(o);
    found = Vec::with_capacity(keys.len());
    for k in keys {
        if vm.state.atoms.is_symbol(k) {
            continue;
        }
        match vm.get_own(o, k) {
            Some(p) if p.attrs & attr::ENUMERABLE == 0 => {}
            Some(p) => match p.slot {
                Slot::Data(v) => found.push((k, v)),
                Slot::Accessor { .. } => return None,
            },
            None => {}
        }
    }
    enumerable_array(vm, found, kind)
}

/// The array of `own_enumerable_plain`: the values, or `[key, value]` pairs for `kind` 2
/// (`None` past the memory limit: the general path reports it).
fn enumerable_array(vm: &mut Vm, found: Vec<(Atom, Value)>, kind: u8) -> Option<ObjId> {
    let per = if kind == 2 { 3 } else { 1 };
    vm.reserve_values(found.len() * per).ok()?;
    let out: Vec<Value> = if kind == 2 {
        found
            .into_iter()
            .map(|(k, v)| {
                let key = vm.atom_value(k);
                Value::Object(vm.new_array(vec![key, v]))
            })
            .collect()
    } else {
        found.into_iter().map(|(_, v)| v).collect()
    };
    Some(vm.new_array(out))
}

/// `Object.assign(target, ...sources)`. Copies natively while nothing it does can run code: a
/// source's own keys and property reads are plain (an ordinary object, an array, a wrapper …,
/// and a data property), and each [[Set]] on the target stores data (no setter, such as
/// `__proto__`'s, and no proxy on the way; a read-only property or a non-extensible target
/// throws as the assignment would). At the first step that is not plain, nothing of that step
/// has happened yet: the prelude's `object_assignRest` continues from there with the rest of
/// that source's key list and the later sources.
fn assign(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let to = to_object(vm, c.arg(0))?;
    let target_plain = match vm.state.heap.obj(to).class {
        Class::Ordinary | Class::Error | Class::Closure(_) | Class::Native(_) | Class::Arguments => Some(false),
        Class::Array { .. } => Some(true),
        _ => None,
    };
    let sources = c.args.get(1..).unwrap_or(&[]);
    let rest = |vm: &mut Vm, from: Value, keys: Value, next: usize| {
        let list = Value::Object(vm.new_array(sources.to_vec()));
        let args = vec![Value::Object(to), from, keys, list, Value::Number(next as f64)];
        tail_export(vm, "object_assignRest", Value::Undefined, args)
    };
    let Some(target_array) = target_plain else {
        return rest(vm, Value::Undefined, Value::Undefined, 0);
    };
    for (i, &src) in sources.iter().enumerate() {
        let from = match src {
            Value::Undefined | Value::Null | Value::Empty => continue,
            Value::Object(o) => o,
            Value::String(_) => to_object(vm, src)?,
            // Wrappers of other primitives have no own properties.
            _ => continue,
        };
        // The source's own properties in key order (an absent one as not enumerable).
        let props: Vec<Prop> = if let Some(props) = vm.plain_own_props(from, true) {
            props
        } else if matches!(
            vm.state.heap.obj(from).class,
            Class::Ordinary
                | Class::Array { .. }
                | Class::Error
                | Class::Closure(_)
                | Class::Native(_)
                | Class::Arguments
                | Class::Primitive(_)
        ) {
            let keys = vm.own_keys(from);
            keys.into_iter()
                .map(|key| match vm.get_own(from, key) {
                    Some(p) => Prop { key, attrs: p.attrs, slot: p.slot },
                    None => Prop { key, attrs: 0, slot: Slot::Data(Value::Undefined) },
                })
                .collect()
        } else {
            return rest(vm, Value::Undefined, Value::Undefined, i);
        };
        if vm.state.heap.obj(to).props.is_empty() {
            vm.reserve_props(to, props.len());
        }
        for (j, p) in props.iter().enumerate() {
            if p.attrs & attr::ENUMERABLE == 0 {
                continue;
            }
            let plain = match p.slot {
                Slot::Data(v) if !(target_array && p.key == atom::LENGTH) => {
                    matches!(vm.set_prop(to, p.key, v, Value::Object(to))?, crate::property::SetOutcome::Done)
                }
                _ => false,
            };
            if !plain {
                let remaining: Vec<Value> = props[j..].iter().map(|p| vm.atom_value(p.key)).collect();
                let keys = Value::Object(vm.new_array(remaining));
                return rest(vm, Value::Object(from), keys, i + 1);
            }
        }
    }
    Ok(Value::Object(to))
}

fn keys(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.arg(0))?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$enumerableKeys", vec![Value::Object(o)]);
    }
    vm.check_tool_ref(o)?;
    let ks = keys_of(vm, o, true, false, true);
    Ok(Value::Object(vm.new_array(ks)))
}

fn get_own_property_names(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.arg(0))?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$ownKeysOfType", vec![Value::Object(o), Value::Bool(false)]);
    }
    vm.check_tool_ref(o)?;
    let ks = keys_of(vm, o, true, false, false);
    Ok(Value::Object(vm.new_array(ks)))
}

fn get_own_property_symbols(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.arg(0))?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$ownKeysOfType", vec![Value::Object(o), Value::Bool(true)]);
    }
    let ks = keys_of(vm, o, false, true, false);
    Ok(Value::Object(vm.new_array(ks)))
}

fn key_arg(vm: &mut Vm, c: &NativeCall<'_>, i: usize) -> JsResult<Atom> {
    let v = vm.prim_arg(c, i, "string")?;
    vm.to_key(v)
}

/// The descriptor object of an own property.
pub(crate) fn descriptor_object(vm: &mut Vm, o: ObjId, k: Atom) -> Value {
    let Some(p) = vm.get_own(o, k) else {
        return Value::Undefined;
    };
    let d = vm.new_object();
    let t = |b: bool| Value::Bool(b);
    match p.slot {
        Slot::Data(v) => {
            let _ = vm.create_data_prop(d, atom::VALUE, v);
            let _ = vm.create_data_prop(d, atom::WRITABLE, t(p.attrs & attr::WRITABLE != 0));
        }
        Slot::Accessor { get, set } => {
            let _ = vm.create_data_prop(d, atom::GET, get.map_or(Value::Undefined, Value::Object));
            let _ = vm.create_data_prop(d, atom::SET, set.map_or(Value::Undefined, Value::Object));
        }
    }
    let _ = vm.create_data_prop(d, atom::ENUMERABLE, t(p.attrs & attr::ENUMERABLE != 0));
    let _ = vm.create_data_prop(d, atom::CONFIGURABLE, t(p.attrs & attr::CONFIGURABLE != 0));
    Value::Object(d)
}

fn get_own_property_descriptor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.arg(0))?;
    let k = key_arg(vm, c, 1)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$getOwnProperty", o, k, &[]);
    }
    Ok(descriptor_object(vm, o, k))
}

/// ToPropertyDescriptor (data reads of the descriptor object).
pub(crate) fn to_descriptor(vm: &mut Vm, d: Value) -> JsResult<PropDesc> {
    let Value::Object(o) = d else {
        let s = vm.describe(d);
        return Err(Ctl::type_error(format!("Property description must be an object: {s}")));
    };
    let mut desc = PropDesc::default();
    let has = |vm: &mut Vm, k: Atom| vm.has_property(o, k) == Ok(true);
    if has(vm, atom::ENUMERABLE) {
        let v = vm.get_data(d, atom::ENUMERABLE);
        desc.enumerable = Some(vm.truthy(v));
    }
    if has(vm, atom::CONFIGURABLE) {
        let v = vm.get_data(d, atom::CONFIGURABLE);
        desc.configurable = Some(vm.truthy(v));
    }
    if has(vm, atom::VALUE) {
        desc.value = Some(vm.get_data(d, atom::VALUE));
    }
    if has(vm, atom::WRITABLE) {
        let v = vm.get_data(d, atom::WRITABLE);
        desc.writable = Some(vm.truthy(v));
    }
    for (key, is_get) in [(atom::GET, true), (atom::SET, false)] {
        if has(vm, key) {
            let f = vm.get_data(d, key);
            let fo = match f {
                Value::Undefined => None,
                Value::Object(fo) if vm.is_callable(f) => Some(fo),
                other => {
                    let s = vm.describe(other);
                    let which = if is_get { "Getter" } else { "Setter" };
                    return Err(Ctl::type_error(format!("{which} must be a function: {s}")));
                }
            };
            if is_get {
                desc.get = Some(fo);
            } else {
                desc.set = Some(fo);
            }
        }
    }
    if desc.is_accessor() && desc.is_data() {
        let d = crate::builtins::collections::receiver_desc(vm, Value::Object(o));
        return Err(Ctl::type_error(format!(
            "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, {d}"
        )));
    }
    Ok(desc)
}

/// Tail-calls a function the prelude exported.
pub(crate) fn tail_export(vm: &mut Vm, name: &str, this: Value, args: Vec<Value>) -> JsResult<Value> {
    let Some(f) = vm.exported(name) else {
        return Err(Ctl::fatal(crate::error::EngineError::Internal(format!("prelude export {name} missing"))));
    };
    Err(Ctl::TailCall(Box::new(crate::error::TailCall { callee: Value::Object(f), this, args, new_target: None })))
}

/// Whether reading the descriptor object `d` would run a getter (then the prelude reads it).
pub(crate) fn descriptor_has_getters(vm: &mut Vm, d: Value) -> bool {
    let Value::Object(o) = d else { return false };
    [atom::ENUMERABLE, atom::CONFIGURABLE, atom::VALUE, atom::WRITABLE, atom::GET, atom::SET]
        .into_iter()
        .any(|k| matches!(vm.lookup(o, k), Lookup::Getter(_) | Lookup::Proxy(_)))
}

fn define_property(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.arg(0) else {
        return Err(Ctl::type_error("Object.defineProperty called on non-object"));
    };
    let k = key_arg(vm, c, 1)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$objectDefine", o, k, &[c.arg(2)]);
    }
    if descriptor_has_getters(vm, c.arg(2)) {
        let kv = vm.atom_value(k);
        return tail_export(vm, "object_defineProperty", Value::Undefined, vec![c.arg(0), kv, c.arg(2)]);
    }
    if k == atom::LENGTH
        && matches!(vm.state.heap.obj(o).class, Class::Array { .. })
        && let Value::Object(d) = c.arg(2)
    {
        // ArraySetLength converts the value (twice, as the spec does) before anything else.
        match vm.get_data(Value::Object(d), atom::VALUE) {
            Value::Object(_) => {
                return tail_export(vm, "object_defineArrayLength", Value::Undefined, vec![c.arg(0), c.arg(2)]);
            }
            Value::Undefined if vm.has_property(d, atom::VALUE) != Ok(true) => {}
            v => {
                let n = vm.to_number(v)?;
                if f64::from(n as u32) != n {
                    return Err(Ctl::range_error("Invalid array length"));
                }
            }
        }
    }
    let desc = to_descriptor(vm, c.arg(2))?;
    if matches!(vm.state.heap.obj(o).class, Class::ToolRef(_)) {
        return Err(Ctl::type_error("Cannot define properties on tools"));
    }
    if crate::typed::define_needs_conversion(vm, o, k, &desc) {
        let kv = vm.atom_value(k);
        let v = desc.value.unwrap_or_default();
        return tail_export(vm, "typedArrayDefineValue", Value::Undefined, vec![c.arg(0), kv, v, Value::Bool(false)]);
    }
    if string_change_forbidden(vm, o, k, &desc) || !vm.define_own(o, k, desc)? {
        let ks = vm.state.atoms.display(k);
        return Err(Ctl::type_error(format!("Cannot redefine property: {ks}")));
    }
    Ok(c.arg(0))
}

/// Whether `desc` would change the text of a frozen (non-writable, non-configurable) string
/// data property, which ValidateAndApplyPropertyDescriptor rejects (the property layer compares
/// strings by reference only, so it cannot tell).
pub(crate) fn string_change_forbidden(vm: &mut Vm, o: ObjId, k: Atom, desc: &PropDesc) -> bool {
    let Some(Value::String(new)) = desc.value else {
        return false;
    };
    match vm.get_own(o, k) {
        Some(p) if p.attrs & (attr::WRITABLE | attr::CONFIGURABLE) == 0 => match p.slot {
            Slot::Data(Value::String(old)) => !vm.str_eq(old, new),
            _ => false,
        },
        _ => false,
    }
}

fn get_prototype_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.arg(0))?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$getPrototypeOf", vec![Value::Object(o)]);
    }
    Ok(vm.proto_of(o).map_or(Value::Null, Value::Object))
}

fn set_prototype_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let proto = match c.arg(1) {
        Value::Object(p) => Some(p),
        Value::Null => None,
        other => {
            let d = crate::builtins::collections::receiver_desc(vm, other);
            return Err(Ctl::type_error(format!("Object prototype may only be an Object or null: {d}")));
        }
    };
    match c.arg(0) {
        Value::Object(o) if vm.is_proxy(o) => proxy_tail(vm, "P$objectSetPrototypeOf", vec![c.arg(0), c.arg(1)]),
        Value::Object(o) => {
            if !vm.set_proto(o, proto) {
                return Err(set_proto_error(vm, o));
            }
            Ok(c.arg(0))
        }
        Value::Undefined | Value::Null => Err(Ctl::type_error("Object.setPrototypeOf called on null or undefined")),
        v => Ok(v),
    }
}

fn create(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let proto = match c.arg(0) {
        Value::Object(p) => Some(p),
        Value::Null => None,
        other => {
            let d = crate::builtins::collections::receiver_desc(vm, other);
            return Err(Ctl::type_error(format!("Object prototype may only be an Object or null: {d}")));
        }
    };
    let o = vm.new_object_with_proto(proto);
    if !c.arg(1).is_undefined() {
        // Descriptors may have getters: `Object.defineProperties` in the prelude does the rest.
        return tail_export(vm, "object_defineProperties", Value::Undefined, vec![Value::Object(o), c.arg(1)]);
    }
    Ok(Value::Object(o))
}

fn has_own(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.arg(0))?;
    let k = match c.arg(1) {
        Value::String(s) => match vm.key_or_absent(o, s, false) {
            Ok(a) => a,
            Err(true) => return Ok(Value::Bool(false)),
            Err(false) => key_arg(vm, c, 1)?,
        },
        _ => key_arg(vm, c, 1)?,
    };
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$hasOwn", o, k, &[]);
    }
    Ok(Value::Bool(vm.get_own(o, k).is_some()))
}

fn is(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(vm.same_value(c.arg(0), c.arg(1))))
}

fn freeze(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(o) = c.arg(0) {
        if vm.is_proxy(o) {
            return proxy_tail(vm, "P$setIntegrity", vec![c.arg(0), Value::Bool(true)]);
        }
        if matches!(vm.state.heap.obj(o).class, Class::ToolRef(_)) {
            return Ok(c.arg(0));
        }
        if crate::builtins::typed_array::ta_not_fixed_length(vm, o) {
            return Err(crate::builtins::typed_array::not_fixed_length_error());
        }
        // Typed array elements cannot be made read-only ([[DefineOwnProperty]] refuses).
        if crate::typed::ta_view(vm, o).is_some_and(|(_, _, len, _)| len > 0) {
            return Err(Ctl::type_error("Cannot freeze array buffer views with elements"));
        }
        vm.freeze(o);
    }
    Ok(c.arg(0))
}

fn seal(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(o) = c.arg(0) {
        if vm.is_proxy(o) {
            return proxy_tail(vm, "P$setIntegrity", vec![c.arg(0), Value::Bool(false)]);
        }
        if crate::builtins::typed_array::ta_not_fixed_length(vm, o) {
            return Err(crate::builtins::typed_array::not_fixed_length_error());
        }
        if crate::typed::ta_view(vm, o).is_some_and(|(_, _, len, _)| len > 0) {
            return Err(Ctl::type_error("Cannot seal array buffer views with elements"));
        }
        vm.materialize(o);
        if matches!(vm.state.heap.obj(o).class, Class::Array { .. }) {
            vm.array_make_slow(o);
        }
        let obj = vm.state.heap.obj_mut(o);
        obj.flags &= !oflags::EXTENSIBLE;
        for p in obj.props.iter_mut() {
            p.attrs &= !attr::CONFIGURABLE;
        }
    }
    Ok(c.arg(0))
}

fn test_integrity(vm: &mut Vm, v: Value, frozen: bool) -> bool {
    let Value::Object(o) = v else { return true };
    if vm.state.heap.obj(o).flags & oflags::EXTENSIBLE != 0 {
        return false;
    }
    let keys = vm.own_keys(o);
    for k in keys {
        if let Some(p) = vm.get_own(o, k) {
            if p.attrs & attr::CONFIGURABLE != 0 {
                return false;
            }
            if frozen && matches!(p.slot, Slot::Data(_)) && p.attrs & attr::WRITABLE != 0 {
                return false;
            }
        }
    }
    true
}

fn is_frozen(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if vm.is_proxy_value(c.arg(0)) {
        return proxy_tail(vm, "P$testIntegrity", vec![c.arg(0), Value::Bool(true)]);
    }
    Ok(Value::Bool(test_integrity(vm, c.arg(0), true)))
}

fn is_sealed(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if vm.is_proxy_value(c.arg(0)) {
        return proxy_tail(vm, "P$testIntegrity", vec![c.arg(0), Value::Bool(false)]);
    }
    Ok(Value::Bool(test_integrity(vm, c.arg(0), false)))
}

fn prevent_extensions(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if vm.is_proxy_value(c.arg(0)) {
        return proxy_tail(vm, "P$objectPreventExtensions", vec![c.arg(0)]);
    }
    if let Value::Object(o) = c.arg(0) {
        if crate::builtins::typed_array::ta_not_fixed_length(vm, o) {
            return Err(crate::builtins::typed_array::not_fixed_length_error());
        }
        vm.materialize(o);
        vm.state.heap.obj_mut(o).flags &= !oflags::EXTENSIBLE;
    }
    Ok(c.arg(0))
}

fn is_extensible(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if vm.is_proxy_value(c.arg(0)) {
        return proxy_tail(vm, "P$isExtensible", vec![c.arg(0)]);
    }
    Ok(Value::Bool(matches!(c.arg(0), Value::Object(o) if vm.state.heap.obj(o).flags & oflags::EXTENSIBLE != 0)))
}

fn has_own_property(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let k = key_arg(vm, c, 0)?;
    let o = to_object(vm, c.this)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$hasOwn", o, k, &[]);
    }
    Ok(Value::Bool(vm.get_own(o, k).is_some()))
}

fn is_prototype_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(mut v) = c.arg(0) else {
        return Ok(Value::Bool(false));
    };
    let o = to_object(vm, c.this)?;
    let start = v;
    loop {
        if vm.is_proxy(v) {
            return proxy_tail(vm, "P$isPrototypeOf", vec![Value::Object(o), Value::Object(start)]);
        }
        let Some(p) = vm.proto_of(v) else { break };
        if p == o {
            return Ok(Value::Bool(true));
        }
        v = p;
    }
    Ok(Value::Bool(false))
}

fn property_is_enumerable(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let k = key_arg(vm, c, 0)?;
    let o = to_object(vm, c.this)?;
    if vm.is_proxy(o) {
        return proxy_tail_key(vm, "P$isEnumerableOwn", o, k, &[]);
    }
    Ok(Value::Bool(vm.get_own(o, k).is_some_and(|p| p.attrs & attr::ENUMERABLE != 0)))
}

/// `Object.prototype.toString`.
pub(crate) fn object_to_string(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let tag = match c.this {
        Value::Undefined => return Ok(vm.atom_str("[object Undefined]")),
        Value::Null => return Ok(vm.atom_str("[object Null]")),
        v => {
            let o = to_object(vm, v)?;
            let builtin = match &vm.state.heap.obj(o).class {
                Class::Array { .. } => "Array",
                Class::Proxy(_) if crate::builtins::proxy::is_array(vm, v)? => "Array",
                Class::Arguments => "Arguments",
                Class::Error => "Error",
                Class::Primitive(Value::Bool(_)) => "Boolean",
                Class::Primitive(Value::Number(_)) => "Number",
                Class::Primitive(Value::String(_)) => "String",
                Class::Date(_) => "Date",
                Class::RegExp(_) => "RegExp",
                _ if vm.is_callable(Value::Object(o)) => "Function",
                _ => "Object",
            };
            match vm.lookup(o, atom::SYM_TO_STRING_TAG) {
                Lookup::Value(Value::String(s)) => vm.str_lossy(s),
                Lookup::Getter(_) | Lookup::Proxy(_) => {
                    // The tag is computed by a getter or a proxy's trap: the prelude reads it.
                    let b = vm.atom_str(builtin);
                    return tail_export(vm, "object_toString", Value::Object(o), vec![b]);
                }
                _ => builtin.to_string(),
            }
        }
    };
    Ok(vm.new_string(&format!("[object {tag}]")))
}

fn value_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Object(to_object(vm, c.this)?))
}

fn proto_get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = to_object(vm, c.this)?;
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$getPrototypeOf", vec![Value::Object(o)]);
    }
    Ok(vm.proto_of(o).map_or(Value::Null, Value::Object))
}

/// Why SetPrototypeOf failed on `o`.
fn set_proto_error(vm: &mut Vm, o: ObjId) -> Ctl {
    if o == vm.state.realm.object_prototype {
        return Ctl::type_error("Immutable prototype object 'Object.prototype' cannot have their prototype set");
    }
    if vm.state.heap.obj(o).flags & oflags::EXTENSIBLE == 0 {
        let d = crate::builtins::collections::receiver_desc(vm, Value::Object(o));
        return Ctl::type_error(format!("{d} is not extensible"));
    }
    Ctl::type_error("Cyclic __proto__ value")
}

fn proto_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        if c.this.is_nullish() {
            return Err(Ctl::type_error("Object.prototype.__proto__ called on null or undefined"));
        }
        return Ok(Value::Undefined);
    };
    let proto = match c.arg(0) {
        Value::Object(p) => Some(p),
        Value::Null => None,
        _ => return Ok(Value::Undefined),
    };
    if vm.is_proxy(o) {
        return proxy_tail(vm, "P$objectSetPrototypeOf", vec![c.this, c.arg(0)]).map(|_| Value::Undefined);
    }
    if !vm.set_proto(o, proto) {
        return Err(set_proto_error(vm, o));
    }
    Ok(Value::Undefined)
}

/// `fromEntriesPlain(iterable)`: `Object.fromEntries` done natively when nothing it would do is
/// observable: `iterable` is an array iterated by the original `Symbol.iterator` and `next`, whose
/// elements read plainly, and every entry is such an array of at least two elements whose key is a
/// primitive (so ToPropertyKey runs no code). Answers `undefined` otherwise, and the prelude's
/// `fromEntries` runs the specified steps.
fn from_entries_plain(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(a) = c.arg(0) else { return Ok(Value::Undefined) };
    if !vm.array_iterates_plainly(a) {
        return Ok(Value::Undefined);
    }
    let entries = vm.array_values(Value::Object(a));
    let mut pairs = Vec::with_capacity(entries.len());
    for e in entries {
        let Value::Object(eo) = e else { return Ok(Value::Undefined) };
        if !matches!(vm.state.heap.obj(eo).class, Class::Array { len, .. } if len >= 2) || !vm.elements_read_plainly(eo)
        {
            return Ok(Value::Undefined);
        }
        let (k, v) = match &vm.state.heap.obj(eo).class {
            Class::Array { dense, .. } => {
                let at = |i: usize| dense.get(i).copied().filter(|x| !x.is_empty()).unwrap_or(Value::Undefined);
                (at(0), at(1))
            }
            _ => return Ok(Value::Undefined),
        };
        if matches!(k, Value::Object(_)) {
            return Ok(Value::Undefined);
        }
        pairs.push((k, v));
    }
    let obj = vm.new_object();
    vm.reserve_props(obj, pairs.len());
    for (k, v) in pairs {
        let key = vm.to_key(k)?;
        vm.create_data_prop(obj, key, v)?;
    }
    Ok(Value::Object(obj))
}
