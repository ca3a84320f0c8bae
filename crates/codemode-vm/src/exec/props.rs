//! Property ops (`property` section of the op table): computed gets and sets, deletes,
//! definitions in literals and classes, object spread and rest.
//!
//! Each returns either a finished result or reports that it pushed a frame (a getter, a setter, or
//! the prelude's slow path for object keys and accessor-bearing sources).

use codemode_bytecode::define_flags as df;

use crate::Vm;
use crate::error::{Ctl, JsResult, msg};
use crate::exec::call::call_function;
use crate::frame::{Cont, Ret};
use crate::heap::{Class, Slot, attr};
use crate::property::{Lookup, PropDesc, SetOutcome};
use crate::value::{Atom, ObjId, Value};

/// `R[obj][R[key]]`: `Ok(Some(v))` done, `Ok(None)` a frame was pushed delivering to `ret`.
pub(crate) fn get(vm: &mut Vm, o: Value, k: Value, ret: Ret) -> JsResult<Option<Value>> {
    if let Value::Object(_) = k {
        // ToObject(base) comes before ToPropertyKey(key).
        if o.is_nullish() {
            let what = if matches!(o, Value::Null) { "null" } else { "undefined" };
            return Err(Ctl::type_error(msg::read_of_nullish_object_key(what)));
        }
        let f = vm.state.realm.get_prop_slow;
        call_function(vm, Value::Object(f), Value::Undefined, vec![o, k], ret)?;
        return Ok(None);
    }
    if let (Value::Object(id), Value::Number(n)) = (o, k)
        && let Some(v) = vm.fast_index_get(id, n)
    {
        return Ok(Some(v));
    }
    if let Value::Number(n) = k
        && let Some(v) = vm.index_get_without_atom(o, n)
    {
        return Ok(Some(v));
    }
    if o.is_nullish() {
        let what = if matches!(o, Value::Null) { "null" } else { "undefined" };
        let kd = match k {
            Value::String(s) => vm.str_lossy(s),
            other => vm.describe(other),
        };
        return Err(Ctl::type_error(msg::read_of_nullish(&kd, what)));
    }
    let key = vm.to_key(k)?;
    match vm.lookup_value(o, key)? {
        Lookup::Value(v) => Ok(Some(v)),
        Lookup::Missing => {
            if let Value::Object(id) = o
                && vm.is_promise_data_error(id)
            {
                return Err(promise_property_error(vm, key));
            }
            Ok(Some(Value::Undefined))
        }
        Lookup::Getter(g) => {
            call_function(vm, Value::Object(g), o, vec![], ret)?;
            Ok(None)
        }
        Lookup::Proxy(p) => {
            proxy_get(vm, p, key, o, ret)?;
            Ok(None)
        }
    }
}

/// Calls the prelude's proxy internal method `name` (`P$get` …) with `args`; its result goes to
/// `ret`.
pub(crate) fn call_proxy_method(vm: &mut Vm, name: &str, args: Vec<Value>, ret: Ret) -> JsResult<()> {
    let Some(f) = vm.exported(name) else {
        return Err(Ctl::fatal(crate::EngineError::Internal(format!("prelude export {name} missing"))));
    };
    call_function(vm, Value::Object(f), Value::Undefined, args, ret)
}

/// `[[Get]]` of `key` continued at proxy `p` with `receiver`.
pub(crate) fn proxy_get(vm: &mut Vm, p: ObjId, key: Atom, receiver: Value, ret: Ret) -> JsResult<()> {
    let k = vm.atom_value(key);
    call_proxy_method(vm, "P$get", vec![Value::Object(p), k, receiver], ret)
}

/// Runs the rest of an assignment (strict: a failure throws) that [`Vm::set_prop`] handed over.
/// `Ok(true)`: it was done already; `Ok(false)`: a frame was pushed.
pub(crate) fn finish_set(vm: &mut Vm, outcome: SetOutcome, key: Atom, v: Value, receiver: Value) -> JsResult<bool> {
    match outcome {
        SetOutcome::Done => Ok(true),
        SetOutcome::Setter(s) => {
            crate::exec::call::call_with(vm, Value::Object(s), receiver, &[v], Ret::Discard)?;
            Ok(false)
        }
        SetOutcome::Proxy(p) => {
            let k = vm.atom_value(key);
            call_proxy_method(vm, "P$setStrict", vec![Value::Object(p), k, v, receiver], Ret::Discard)?;
            Ok(false)
        }
        SetOutcome::ProxyReceiver(r) => {
            let k = vm.atom_value(key);
            call_proxy_method(vm, "P$setOnReceiverStrict", vec![Value::Object(r), k, v], Ret::Discard)?;
            Ok(false)
        }
    }
}

/// The error for reading a missing property of a tool call's promise.
pub(crate) fn promise_property_error(vm: &mut Vm, key: Atom) -> Ctl {
    let k = vm.state.atoms.display(key);
    Ctl::coded(
        crate::ErrorType::Type,
        crate::ErrorKind::InvalidDataValue,
        format!("Cannot read property '{k}' of an un-awaited tool call; await it first."),
    )
}

/// `R[obj][key] := v`: `Ok(true)` done, `Ok(false)` a setter frame was pushed.
pub(crate) fn set(vm: &mut Vm, o: Value, key: Atom, v: Value) -> JsResult<bool> {
    let target = match o {
        Value::Object(id) => id,
        Value::Undefined | Value::Null | Value::Empty => {
            let what = if matches!(o, Value::Null) { "null" } else { "undefined" };
            let k = vm.state.atoms.display(key);
            return Err(Ctl::type_error(msg::write_of_nullish(&k, what)));
        }
        Value::String(_) => vm.state.realm.string_prototype,
        Value::Number(_) => vm.state.realm.number_prototype,
        Value::Bool(_) => vm.state.realm.boolean_prototype,
        Value::Symbol(_) => vm.state.realm.symbol_prototype,
        Value::BigInt(_) => vm.state.realm.bigint_prototype,
    };
    if key == crate::atoms::atom::LENGTH
        && let (Value::Object(id), Value::Object(_)) = (o, v)
        && matches!(vm.state.heap.obj(id).class, Class::Array { .. })
        && vm.state.heap.obj(id).flags & crate::heap::oflags::FROZEN_LENGTH == 0
        && let Some(f) = vm.exported("array_setLength")
    {
        // ArraySetLength converts the value (twice, as the spec does): the prelude does it.
        call_function(vm, Value::Object(f), Value::Undefined, vec![o, v], Ret::Discard)?;
        return Ok(false);
    }
    let outcome = vm.set_prop(target, key, v, o)?;
    finish_set(vm, outcome, key, v, o)
}

/// `R[obj][R[key]] := v` with a computed key.
pub(crate) fn set_computed(vm: &mut Vm, o: Value, k: Value, v: Value) -> JsResult<bool> {
    if let Value::Object(_) = k {
        if o.is_nullish() {
            let what = if matches!(o, Value::Null) { "null" } else { "undefined" };
            return Err(Ctl::type_error(msg::write_of_nullish_object_key(what)));
        }
        let f = vm.state.realm.set_prop_slow;
        call_function(vm, Value::Object(f), Value::Undefined, vec![o, k, v], Ret::Discard)?;
        return Ok(false);
    }
    // Fast path: an index write on a fast array stores directly, as `set_prop` would after
    // interning the key (which is what makes the general path slow for numeric keys).
    if let (Value::Object(id), Value::Number(n)) = (o, k)
        && (0.0..4_294_967_295.0).contains(&n)
        && n == f64::from(n as u32)
        && matches!(vm.state.heap.obj(id).class, Class::Array { .. })
        && vm.state.heap.obj(id).flags & crate::heap::oflags::SLOW_ARRAY == 0
        && crate::elements::element_write_is_plain(vm, id, n as usize)
    {
        vm.array_set_index(id, n as u32, v)?;
        return Ok(true);
    }
    if o.is_nullish() {
        let what = if matches!(o, Value::Null) { "null" } else { "undefined" };
        let kd = match k {
            Value::String(s) => vm.str_lossy(s),
            other => vm.describe(other),
        };
        return Err(Ctl::type_error(msg::write_of_nullish(&kd, what)));
    }
    let key = vm.to_key(k)?;
    set(vm, o, key, v)
}

/// `delete R[obj][R[key]]`. `Ok(None)`: the key is an object (prelude slow path).
pub(crate) fn delete(vm: &mut Vm, o: Value, k: Value) -> JsResult<Option<bool>> {
    if let Value::Object(_) = k {
        return Ok(None);
    }
    let Value::Object(id) = o else {
        if o.is_nullish() {
            return Err(Ctl::type_error("Cannot convert undefined or null to object"));
        }
        return Ok(Some(true));
    };
    let key = vm.to_key(k)?;
    if matches!(vm.state.heap.obj(id).class, Class::ToolRef(_)) {
        return Ok(Some(false));
    }
    if vm.is_proxy(id) {
        // `delete proxy[k]`: the prelude's binary operator path calls `P$deleteStrict`.
        return Ok(None);
    }
    if vm.delete_prop(id, key) {
        Ok(Some(true))
    } else {
        let kd = vm.state.atoms.display(key);
        let d = vm.describe_object_for_message(o);
        Err(Ctl::type_error(format!("Cannot delete property '{kd}' of {d}")))
    }
}

/// `DefineProp`/`DefineNamed`: `Ok(false)` when a frame was pushed (a class field defined on a
/// proxy that a base constructor returned: CreateDataPropertyOrThrow through its traps).
pub(crate) fn define(vm: &mut Vm, o: Value, k: Value, v: Value, flags: u8) -> JsResult<bool> {
    let Value::Object(id) = o else { return Ok(true) };
    let key = vm.to_key(k)?;
    if vm.is_proxy(id) {
        let kv = vm.atom_value(key);
        call_proxy_method(vm, "P$createDataProp", vec![o, kv, v], Ret::Discard)?;
        return Ok(false);
    }
    if flags & df::METHOD != 0
        && let Value::Object(f) = v
        && let Class::Closure(cl) = &mut vm.state.heap.obj_mut(f).class
    {
        cl.home = Some(id);
    }
    if flags & df::SET_NAME != 0
        && let Value::Object(f) = v
    {
        let prefix = if flags & df::GETTER != 0 {
            "get"
        } else if flags & df::SETTER != 0 {
            "set"
        } else {
            ""
        };
        vm.set_function_name(f, key, prefix);
    }
    let enumerable = flags & df::ENUMERABLE != 0;
    if flags & (df::GETTER | df::SETTER) != 0 {
        let f = v.as_object();
        let mut desc = PropDesc { enumerable: Some(enumerable), configurable: Some(true), ..PropDesc::default() };
        if flags & df::GETTER != 0 {
            desc.get = Some(f);
        } else {
            desc.set = Some(f);
        }
        // Merge with an existing accessor pair.
        if let Some(own) = vm.get_own(id, key)
            && let Slot::Accessor { get, set } = own.slot
        {
            if desc.get.is_none() {
                desc.get = Some(get);
            }
            if desc.set.is_none() {
                desc.set = Some(set);
            }
        }
        if !vm.define_own(id, key, desc)? {
            let kd = vm.state.atoms.display(key);
            return Err(Ctl::type_error(format!("Cannot redefine property: {kd}")));
        }
        return Ok(true);
    }
    let attrs = if enumerable { attr::DEFAULT } else { attr::HIDDEN };
    if enumerable && flags & df::METHOD == 0 {
        vm.create_data_prop(id, key, v)?;
        return Ok(true);
    }
    if !vm.define_own(id, key, PropDesc::data(v, attrs))? {
        let kd = vm.state.atoms.display(key);
        return Err(Ctl::type_error(format!("Cannot redefine property: {kd}")));
    }
    Ok(true)
}

/// Copies own enumerable data properties of `src` onto `dst`. `Ok(false)`: `src` has an accessor
/// (or is exotic in a way that needs JavaScript) and nothing observable happened that the slow
/// path would not redo identically.
pub(crate) fn copy_data_props(vm: &mut Vm, dst: Value, src: Value, excluded: Option<Value>) -> JsResult<bool> {
    let Value::Object(d) = dst else {
        return Ok(true);
    };
    let excluded_keys: Vec<Atom> = match excluded {
        Some(Value::Object(arr)) => {
            let vals = vm.array_values(Value::Object(arr));
            let mut ks = Vec::with_capacity(vals.len());
            for v in vals {
                ks.push(vm.to_key(v)?);
            }
            ks
        }
        _ => Vec::new(),
    };
    match src {
        Value::Undefined | Value::Null => {
            if excluded.is_some() {
                return Err(Ctl::type_error("Cannot destructure 'undefined' as it is undefined."));
            }
            Ok(true)
        }
        Value::String(s) => {
            let t = vm.str_text(s);
            for (i, u) in t.iter().enumerate() {
                let key = vm.state.atoms.intern_index(i as u32);
                if excluded_keys.contains(&key) {
                    continue;
                }
                let c = vm.new_str(&[*u]);
                vm.create_data_prop(d, key, c)?;
            }
            Ok(true)
        }
        // A proxy's keys and descriptors come from its traps: the prelude copies.
        Value::Object(s) if vm.is_proxy(s) => Ok(false),
        Value::Object(s) => {
            if vm.is_promise(s) {
                return Err(Ctl::coded(
                    crate::ErrorType::Type,
                    crate::ErrorKind::InvalidDataValue,
                    "Spread requires data values: this is an un-awaited Promise; await it first.",
                ));
            }
            if let Some(props) = vm.plain_own_props(s, true) {
                // One pass over an ordinary source's map (see `plain_own_props`).
                let mut pending: Vec<(Atom, Value)> = Vec::with_capacity(props.len());
                for p in props {
                    if p.attrs & attr::ENUMERABLE == 0 || excluded_keys.contains(&p.key) {
                        continue;
                    }
                    match p.slot {
                        Slot::Data(v) => pending.push((p.key, v)),
                        Slot::Accessor { get: None, .. } => pending.push((p.key, Value::Undefined)),
                        Slot::Accessor { .. } => return Ok(false),
                    }
                }
                vm.reserve_props(d, pending.len());
                for (key, v) in pending {
                    vm.create_data_prop(d, key, v)?;
                }
                return Ok(true);
            }
            let keys = vm.own_keys(s);
            let mut pending: Vec<(Atom, Value)> = Vec::with_capacity(keys.len());
            for key in keys {
                if excluded_keys.contains(&key) {
                    continue;
                }
                let Some(own) = vm.get_own(s, key) else {
                    continue;
                };
                if own.attrs & attr::ENUMERABLE == 0 {
                    continue;
                }
                match own.slot {
                    Slot::Data(v) => pending.push((key, v)),
                    Slot::Accessor { get: None, .. } => pending.push((key, Value::Undefined)),
                    Slot::Accessor { .. } => return Ok(false),
                }
            }
            vm.reserve_props(d, pending.len());
            for (key, v) in pending {
                vm.create_data_prop(d, key, v)?;
            }
            Ok(true)
        }
        _ => Ok(true),
    }
}

/// Object spread through the prelude (accessors on the source).
pub(crate) fn copy_data_props_slow(vm: &mut Vm, dst: Value, src: Value) -> JsResult<()> {
    let f = vm.state.realm.copy_data_props;
    call_function(vm, Value::Object(f), Value::Undefined, vec![dst, src, Value::Undefined], Ret::Discard)
}

/// Object rest through the prelude.
pub(crate) fn object_rest_slow(vm: &mut Vm, src: Value, excluded: Value, ret: Ret) -> JsResult<()> {
    let f = vm.state.realm.object_rest;
    call_function(vm, Value::Object(f), Value::Undefined, vec![src, excluded], ret)
}

impl Vm {
    /// `o[n]` for an integer index `n` whose key string was never interned: no ordinary
    /// property can have that key, so only array elements and string characters along the
    /// chain can answer, and the read needs no atom. `None`: the general path decides (the key
    /// has an atom, it is no index, or an exotic object on the chain needs the key).
    pub(crate) fn index_get_without_atom(&mut self, o: Value, n: f64) -> Option<Value> {
        if !(0.0..4_294_967_295.0).contains(&n) || n != f64::from(n as u32) {
            return None;
        }
        let i = n as u32;
        let mut cur = match o {
            Value::Object(id) => id,
            Value::String(s) => {
                let t = self.str_text(s);
                if let Some(&u) = t.get(i as usize) {
                    return Some(self.new_str(&[u]));
                }
                self.state.realm.string_prototype
            }
            _ => return None,
        };
        if self.state.atoms.lookup_index(i).is_some() {
            return None;
        }
        for _ in 0..100_000 {
            let obj = self.state.heap.obj(cur);
            match &obj.class {
                Class::Array { dense, .. } => {
                    if let Some(v) = dense.get(i as usize)
                        && !v.is_empty()
                    {
                        return Some(*v);
                    }
                }
                Class::Primitive(Value::String(s)) => {
                    let s = *s;
                    let t = self.str_text(s);
                    if let Some(&u) = t.get(i as usize) {
                        return Some(self.new_str(&[u]));
                    }
                }
                Class::Ordinary
                | Class::Closure(_)
                | Class::Native(_)
                | Class::Bound(_)
                | Class::Error
                | Class::Arguments
                | Class::Primitive(_)
                | Class::Date(_)
                | Class::RegExp(_)
                | Class::Map(_)
                | Class::Set(_) => {}
                _ => return None,
            }
            match self.state.heap.obj(cur).proto {
                Some(p) => cur = p,
                None => return Some(Value::Undefined),
            }
        }
        None
    }

    /// `o[n]` for a plain array element, if that is what it is.
    pub(crate) fn fast_index_get(&self, o: ObjId, n: f64) -> Option<Value> {
        if let Class::Array { dense, .. } = &self.state.heap.obj(o).class {
            let i = n as usize;
            if i as f64 == n
                && let Some(v) = dense.get(i)
                && !v.is_empty()
            {
                return Some(*v);
            }
        }
        None
    }
}

/// The return target that stores `typeof value` in register `dst` of the running frame: the
/// value is handed to the hidden `typeofValue` native (`builtins::global`) through a
/// `Cont::Reinvoke`, so a getter's result is typed once it returns (`TypeofGlobal`).
pub(crate) fn typeof_after(vm: &mut Vm, dst: u16) -> Ret {
    let Value::Object(f) = vm.hidden_value("typeofValue") else {
        return Ret::Reg(dst);
    };
    Ret::Cont(Box::new(Cont::Reinvoke {
        callee: f,
        this: Value::Undefined,
        args: vec![Value::Undefined],
        index: 0,
        new_target: None,
        outer: Ret::Reg(dst),
    }))
}
