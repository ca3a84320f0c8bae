//! `Array` and the `Array.prototype` methods that never call back (the others are in
//! `prelude/array.js`).

use crate::atoms::atom;
use crate::error::{Ctl, JsResult};
use crate::heap::{Class, IterKind, Object, oflags};
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Array { dense: Vec::new(), len: 0 }));
    vm.state.realm.array_prototype = proto;
    let ctor = vm.def_ctor("Array", 1, array_ctor, proto);
    vm.def_method(ctor, "isArray", 1, is_array);
    vm.def_method(ctor, "of", 0, array_of);
    vm.def_method(proto, "push", 1, push);
    vm.def_method(proto, "pop", 0, pop);
    vm.def_method(proto, "slice", 2, slice);
    vm.def_method(proto, "indexOf", 1, index_of);
    vm.def_method(proto, "includes", 1, includes);
    vm.def_method(proto, "concat", 1, concat);
    vm.def_method(proto, "at", 1, at);
    vm.def_method(proto, "keys", 0, keys);
    let values = vm.def_method(proto, "values", 0, values);
    vm.def_method(proto, "entries", 0, entries);
    vm.state.heap.obj_mut(proto).props.set(crate::heap::Prop {
        key: atom::SYM_ITERATOR,
        attrs: crate::heap::attr::HIDDEN,
        slot: crate::heap::Slot::Data(Value::Object(values)),
    });
    vm.state.realm.array_values = values;
}

fn array_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let arr = if c.args.len() == 1
        && let Value::Number(n) = c.arg(0)
    {
        let len = n as u32;
        if f64::from(len) != n {
            return Err(Ctl::range_error("Invalid array length"));
        }
        let a = vm.new_array(Vec::new());
        if let Class::Array { len: l, .. } = &mut vm.state.heap.obj_mut(a).class {
            *l = len;
        }
        if len <= 1 << 20 {
            if let Class::Array { dense, .. } = &mut vm.state.heap.obj_mut(a).class {
                dense.reserve(len as usize);
            }
        }
        a
    } else {
        vm.new_array(c.args.to_vec())
    };
    if let Some(nt) = c.new_target
        && nt != c.callee
    {
        let ap = vm.state.realm.array_prototype;
        let p = vm.proto_from_ctor(nt, ap);
        vm.state.heap.obj_mut(arr).proto = Some(p);
    }
    Ok(Value::Object(arr))
}

fn is_array(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Bool(matches!(c.arg(0), Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::Array { .. }))))
}

fn array_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(Value::Object(vm.new_array(c.args.to_vec())))
}

fn this_array(vm: &mut Vm, c: &NativeCall<'_>, method: &str) -> JsResult<ObjId> {
    match c.this {
        Value::Object(o) => Ok(o),
        Value::Undefined | Value::Null => {
            Err(Ctl::type_error(format!("Array.prototype.{method} called on null or undefined")))
        }
        v => Ok(vm.to_object_wrapper(v)),
    }
}

fn push(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_array(vm, c, "push")?;
    let obj = vm.state.heap.obj_mut(o);
    if obj.flags & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) == 0
        && obj.flags & oflags::EXTENSIBLE != 0
        && let Class::Array { dense, len } = &mut obj.class
        && dense.len() == *len as usize
    {
        dense.extend_from_slice(c.args);
        *len += c.args.len() as u32;
        let n = *len;
        vm.state.heap.allocated += c.args.len() * 16;
        return Ok(Value::Number(f64::from(n)));
    }
    if !matches!(vm.state.heap.obj(o).class, Class::Array { .. }) {
        return Err(Ctl::type_error("Array.prototype.push on a non-array is not supported"));
    }
    for v in c.args {
        let n = vm.array_len(o);
        vm.array_set_index(o, n, *v)?;
    }
    Ok(Value::Number(f64::from(vm.array_len(o))))
}

fn pop(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_array(vm, c, "pop")?;
    let len = vm.array_len(o);
    if len == 0 {
        return Ok(Value::Undefined);
    }
    if vm.state.heap.obj(o).flags & oflags::FROZEN_LENGTH != 0 {
        return Err(Ctl::type_error("Cannot delete property of a frozen array"));
    }
    let v = vm.index_value(o, len - 1);
    vm.array_truncate(o, len - 1);
    Ok(v)
}

fn rel_index(n: f64, len: f64) -> f64 {
    if n < 0.0 { (len + n).max(0.0) } else { n.min(len) }
}

fn slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let start = vm.int_arg(c, 0)?;
    let end = if c.arg(1).is_undefined() { None } else { Some(vm.int_arg(c, 1)?) };
    let o = this_array(vm, c, "slice")?;
    let len = vm.length_of(o);
    let s = rel_index(start, len) as u32;
    let e = end.map_or(len, |e| rel_index(e, len)) as u32;
    let mut out = Vec::with_capacity(e.saturating_sub(s) as usize);
    for i in s..e.max(s) {
        let has = vm.has_index(o, i);
        out.push(if has { vm.index_value(o, i) } else { Value::Empty });
    }
    let arr = vm.new_array(out);
    Ok(Value::Object(arr))
}

fn index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let from = vm.int_arg(c, 1)?;
    let o = this_array(vm, c, "indexOf")?;
    let len = vm.length_of(o);
    let target = c.arg(0);
    let mut i = if from < 0.0 { (len + from).max(0.0) } else { from };
    while i < len {
        let k = i as u32;
        if vm.has_index(o, k) {
            let v = vm.index_value(o, k);
            if vm.strict_equals(v, target) {
                return Ok(Value::Number(i));
            }
        }
        i += 1.0;
    }
    Ok(Value::Number(-1.0))
}

fn includes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let from = vm.int_arg(c, 1)?;
    let o = this_array(vm, c, "includes")?;
    let len = vm.length_of(o);
    let target = c.arg(0);
    let mut i = if from < 0.0 { (len + from).max(0.0) } else { from };
    while i < len {
        let v = vm.index_value(o, i as u32);
        if vm.same_value_zero(v, target) {
            return Ok(Value::Bool(true));
        }
        i += 1.0;
    }
    Ok(Value::Bool(false))
}

fn concat(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_array(vm, c, "concat")?;
    let mut out = Vec::new();
    let mut items = vec![Value::Object(o)];
    items.extend_from_slice(c.args);
    for item in items {
        let spreadable = match item {
            Value::Object(x) => match vm.lookup(x, atom::SYM_IS_CONCAT_SPREADABLE) {
                crate::property::Lookup::Value(Value::Undefined) | crate::property::Lookup::Missing => {
                    matches!(vm.state.heap.obj(x).class, Class::Array { .. })
                }
                crate::property::Lookup::Value(v) => vm.truthy(v),
                crate::property::Lookup::Getter(_) => {
                    matches!(vm.state.heap.obj(x).class, Class::Array { .. })
                }
            },
            _ => false,
        };
        if spreadable {
            let Value::Object(x) = item else { continue };
            let len = vm.length_of(x) as u32;
            for i in 0..len {
                let has = vm.has_index(x, i);
                out.push(if has { vm.index_value(x, i) } else { Value::Empty });
            }
        } else {
            out.push(item);
        }
    }
    Ok(Value::Object(vm.new_array(out)))
}

fn at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let n = vm.int_arg(c, 0)?;
    let o = this_array(vm, c, "at")?;
    let len = vm.length_of(o);
    let k = if n < 0.0 { len + n } else { n };
    if k < 0.0 || k >= len {
        return Ok(Value::Undefined);
    }
    Ok(vm.index_value(o, k as u32))
}

fn make_iter(vm: &mut Vm, c: &NativeCall<'_>, kind: u8) -> JsResult<Value> {
    let o = match c.this {
        Value::Undefined | Value::Null => {
            return Err(Ctl::type_error("Array.prototype.values called on null or undefined"));
        }
        Value::Object(o) => o,
        v => vm.to_object_wrapper(v),
    };
    let proto = vm.state.realm.array_iterator_prototype;
    let it = vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::Iter(Box::new(IterKind::Array { target: Value::Object(o), index: 0, kind })),
    ));
    Ok(Value::Object(it))
}

fn keys(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    make_iter(vm, c, 0)
}

fn values(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    make_iter(vm, c, 1)
}

fn entries(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    make_iter(vm, c, 2)
}

impl Vm {
    /// HasProperty for an index.
    pub(crate) fn has_index(&mut self, o: ObjId, i: u32) -> bool {
        if let Class::Array { dense, .. } = &self.state.heap.obj(o).class
            && let Some(v) = dense.get(i as usize)
            && !v.is_empty()
        {
            return true;
        }
        let k = self.state.atoms.intern_index(i);
        self.has_property(o, k)
    }
}
