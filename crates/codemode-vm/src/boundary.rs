//! Data crossing the host boundary: VM values ⇄ JSON (`serde_json::Value`).
//!
//! Values going out are first turned into plain data by the prelude's `toData` (which honours
//! `toJSON`, converts Dates, Sets, Maps, errors and rejects promises and deep values); this module
//! then reads that plain data natively. A tool input that is data as it is ([`direct_data`]:
//! plain objects and arrays of primitives, nothing for `toData` to run or drop) is read here
//! without `toData`. Values coming in are built as fresh objects and arrays,
//! so a tool result is always a new copy. Numbers use JavaScript's formatting rules: integral
//! values become JSON integers.

use crate::Vm;
use crate::heap::{Class, Slot, attr};
use crate::value::Value;

/// Deepest nesting the native walk accepts (the prelude already limits data to 32 levels).
const MAX_DEPTH: usize = 64;

/// Levels of nested arrays and objects a value may have when it crosses the boundary, in either
/// direction: the prelude's `toData` enforces it on the way out, [`nesting_exceeds`] lets the host
/// check what comes in (tool outputs, extension results, outcomes, bindings) before it is built.
pub const DATA_MAX_DEPTH: usize = 32;

/// Whether `v` nests arrays and objects more than `max` levels deep (`[]` is one level). Recurses
/// at most `max` levels (up to [`MAX_DEPTH`]); beyond that, walks with an explicit stack, so a
/// hostile value cannot exhaust the Rust stack.
#[must_use]
pub fn nesting_exceeds(v: &serde_json::Value, max: usize) -> bool {
    fn deeper(v: &serde_json::Value, room: usize) -> bool {
        match v {
            serde_json::Value::Array(a) => room == 0 || a.iter().any(|c| deeper(c, room - 1)),
            serde_json::Value::Object(m) => room == 0 || m.values().any(|c| deeper(c, room - 1)),
            _ => false,
        }
    }
    if max <= MAX_DEPTH {
        return deeper(v, max);
    }
    let mut stack: Vec<(&serde_json::Value, usize)> = vec![(v, 0)];
    while let Some((v, d)) = stack.pop() {
        let children: Box<dyn Iterator<Item = &serde_json::Value>> = match v {
            serde_json::Value::Array(a) => Box::new(a.iter()),
            serde_json::Value::Object(m) => Box::new(m.values()),
            _ => continue,
        };
        if d + 1 > max {
            return true;
        }
        stack.extend(children.map(|c| (c, d + 1)));
    }
    false
}

/// [`nesting_exceeds`] for host data (extension values).
#[must_use]
pub fn host_nesting_exceeds(v: &crate::host::HostValue, max: usize) -> bool {
    use crate::host::HostValue;
    let mut stack: Vec<(&HostValue, usize)> = vec![(v, 0)];
    while let Some((v, d)) = stack.pop() {
        match v {
            HostValue::Array(a) => {
                if d + 1 > max {
                    return true;
                }
                stack.extend(a.iter().map(|c| (c, d + 1)));
            }
            HostValue::Object(m) => {
                if d + 1 > max {
                    return true;
                }
                stack.extend(m.iter().map(|(_, c)| (c, d + 1)));
            }
            _ => {}
        }
    }
    false
}

/// A JSON number for a JavaScript number (integral values as integers; NaN/±∞ as null).
#[must_use]
pub fn json_number(n: f64) -> serde_json::Value {
    if !n.is_finite() {
        return serde_json::Value::Null;
    }
    if n.fract() == 0.0 && n.abs() <= 9_007_199_254_740_992.0 {
        return serde_json::Value::from(n as i64);
    }
    serde_json::Number::from_f64(n).map_or(serde_json::Value::Null, serde_json::Value::Number)
}

/// Converts plain data (the output of the prelude's `toData`) to JSON.
///
/// # Errors
/// A message when the value is not plain data or nests too deeply.
pub fn to_json(vm: &mut Vm, v: Value) -> Result<serde_json::Value, String> {
    walk(vm, v, 0, false).ok_or_else(|| "Value has no data form.".to_string())
}

/// `toData(v)` as JSON when computing it runs no code and cannot fail: `v` is a primitive other
/// than `undefined`, a symbol or a BigInt, or a tree (at most [`DATA_MAX_DEPTH`] levels, so no
/// cycle) of ordinary objects (their prototype `Object.prototype`) and arrays (`Array.prototype`,
/// no holes, no named properties) whose own properties are enumerable data properties with
/// string keys other than array indices, `__proto__` and `toJSON`, holding such values; and
/// neither prototype has a `toJSON` or was given another prototype. Then `toData` would build
/// a copy equal to `v` (no getter, no `toJSON`, no dropped member), and this is its JSON. `None`
/// for anything else: the prelude's `toData` converts it (and reports what has no data form).
#[must_use]
pub fn direct_data(vm: &mut Vm, v: Value) -> Option<serde_json::Value> {
    let r = &vm.state.realm;
    let (op, ap) = (r.object_prototype, r.array_prototype);
    let heap = &vm.state.heap;
    let (o, a) = (heap.obj(op), heap.obj(ap));
    if o.props.get(crate::atoms::atom::TO_JSON).is_some()
        || a.props.get(crate::atoms::atom::TO_JSON).is_some()
        || o.proto.is_some()
        || a.proto != Some(op)
    {
        return None;
    }
    direct_walk(vm, v, 0)
}

fn direct_walk(vm: &mut Vm, v: Value, depth: usize) -> Option<serde_json::Value> {
    use crate::atoms::atom;
    use crate::heap::oflags;
    Some(match v {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(b),
        Value::Number(n) => json_number(n),
        Value::String(s) => serde_json::Value::String(vm.str_lossy(s)),
        Value::Undefined | Value::Empty | Value::Symbol(_) | Value::BigInt(_) => return None,
        Value::Object(o) => {
            if depth >= DATA_MAX_DEPTH {
                return None;
            }
            let obj = vm.state.heap.obj(o);
            let realm = &vm.state.realm;
            if obj.flags & (oflags::INTRINSIC | oflags::RAW_JSON | oflags::SLOW_ARRAY | oflags::LAZY_FUNC) != 0 {
                return None;
            }
            match &obj.class {
                Class::Array { dense, len } => {
                    if obj.proto != Some(realm.array_prototype) || dense.len() != *len as usize || !obj.props.is_empty()
                    {
                        return None;
                    }
                    let n = dense.len();
                    let mut out = Vec::with_capacity(n);
                    for i in 0..n {
                        let Class::Array { dense, .. } = &vm.state.heap.obj(o).class else { return None };
                        let x = dense[i];
                        out.push(direct_walk(vm, x, depth + 1)?);
                    }
                    serde_json::Value::Array(out)
                }
                Class::Ordinary => {
                    if obj.proto != Some(realm.object_prototype) {
                        return None;
                    }
                    let mut map = serde_json::Map::new();
                    let mut i = 0;
                    while let Some(&p) = vm.state.heap.obj(o).props.at(i) {
                        i += 1;
                        if p.key == crate::heap::REMOVED {
                            continue;
                        }
                        let atoms = &vm.state.atoms;
                        if p.attrs & attr::ENUMERABLE == 0
                            || p.key == atom::TO_JSON
                            || p.key == atom::PROTO
                            || atoms.is_symbol(p.key)
                            || atoms.index_of(p.key).is_some()
                        {
                            return None;
                        }
                        let Slot::Data(x) = p.slot else { return None };
                        let key = atoms.display(p.key);
                        map.insert(key, direct_walk(vm, x, depth + 1)?);
                    }
                    serde_json::Value::Object(map)
                }
                _ => return None,
            }
        }
    })
}

/// Converts any value to JSON as far as it is plain data, without running code (for messages).
pub fn to_json_lenient(vm: &mut Vm, v: Value) -> Option<serde_json::Value> {
    walk(vm, v, 0, true)
}

fn walk(vm: &mut Vm, v: Value, depth: usize, lenient: bool) -> Option<serde_json::Value> {
    if depth > MAX_DEPTH {
        return None;
    }
    Some(match v {
        Value::Undefined | Value::Null | Value::Empty => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(b),
        Value::Number(n) => json_number(n),
        Value::String(s) => serde_json::Value::String(vm.str_lossy(s)),
        Value::BigInt(b) if lenient => serde_json::Value::String(vm.state.heap.bigint(b).to_string()),
        Value::Symbol(_) | Value::BigInt(_) => {
            if lenient {
                serde_json::Value::Null
            } else {
                return None;
            }
        }
        Value::Object(o) => {
            if vm.is_callable(v) {
                return if lenient { Some(serde_json::Value::Null) } else { None };
            }
            if let Class::Array { len, .. } = vm.state.heap.obj(o).class {
                let mut out = Vec::with_capacity(len as usize);
                for i in 0..len {
                    let x = vm.index_value(o, i);
                    out.push(walk(vm, x, depth + 1, lenient)?);
                }
                return Some(serde_json::Value::Array(out));
            }
            let keys = vm.own_keys(o);
            let mut map = serde_json::Map::new();
            for k in keys {
                if vm.state.atoms.is_symbol(k) {
                    continue;
                }
                let Some(p) = vm.get_own(o, k) else { continue };
                if p.attrs & attr::ENUMERABLE == 0 {
                    continue;
                }
                let x = match p.slot {
                    Slot::Data(x) => x,
                    Slot::Accessor { .. } => continue,
                };
                if lenient && (x.is_undefined() || vm.is_callable(x)) {
                    continue;
                }
                let key = vm.state.atoms.display(k);
                map.insert(key, walk(vm, x, depth + 1, lenient)?);
            }
            serde_json::Value::Object(map)
        }
    })
}

/// Builds fresh VM values from JSON.
///
/// Recursive: callers bound the depth first ([`nesting_exceeds`]; `Vm::settle_host_call` and the
/// host-global installers refuse deeper values).
pub fn from_json(vm: &mut Vm, j: &serde_json::Value) -> Value {
    match j {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => Value::Number(n.as_f64().unwrap_or(f64::NAN)),
        serde_json::Value::String(s) => vm.new_string(s),
        serde_json::Value::Array(a) => {
            let vals: Vec<Value> = a.iter().map(|x| from_json(vm, x)).collect();
            Value::Object(vm.new_array(vals))
        }
        serde_json::Value::Object(m) => {
            let o = vm.new_object();
            for (k, x) in m {
                let v = from_json(vm, x);
                let key = vm.intern(k);
                let _ = vm.create_data_prop(o, key, v);
            }
            Value::Object(o)
        }
    }
}

/// Builds fresh VM values from host data (host functions become callable objects). Recursive, like
/// [`from_json`]: callers bound the depth first ([`host_nesting_exceeds`]).
pub fn from_host(vm: &mut Vm, h: &crate::host::HostValue) -> Value {
    use crate::host::HostValue;
    match h {
        HostValue::Undefined => Value::Undefined,
        HostValue::Null => Value::Null,
        HostValue::Bool(b) => Value::Bool(*b),
        HostValue::Number(n) => Value::Number(*n),
        HostValue::String(s) => vm.new_string(s),
        HostValue::Array(a) => {
            let vals: Vec<Value> = a.iter().map(|x| from_host(vm, x)).collect();
            Value::Object(vm.new_array(vals))
        }
        HostValue::Object(m) => {
            let o = vm.new_object();
            for (k, x) in m {
                let v = from_host(vm, x);
                let key = vm.intern(k);
                let _ = vm.create_data_prop(o, key, v);
            }
            Value::Object(o)
        }
        HostValue::Function(id) => Value::Object(vm.new_host_function(*id, "")),
    }
}
