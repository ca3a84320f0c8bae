//! `Array`, `Array.isArray`, `Array[Symbol.species]` and the `Array.prototype` methods that never
//! call back. Each native has a fast path for a *plain* array (a dense `Class::Array` whose holes
//! read nothing from its prototypes, with the original species) and otherwise tail-calls the
//! generic version that `prelude/array.js` exported as `array_<name>`, which follows the spec on
//! any array-like (getters, setters, proxies of length, subclasses). The methods taking a
//! callback (`map`, `filter`, `reduce` …), `Array.from`/`of`/`fromAsync` and the sort with a
//! comparator are in the prelude; `sort` with the default comparator on primitives is native, and
//! so is `sort` of a plain array with an ordinary function as comparator, through the resumable
//! sort of `exec/sort.rs` (a state machine whose comparator calls are ordinary frames continued
//! by `Cont::Sort`). `join` (and so `String()` of an array) joins an element that is itself a
//! plain array in place, while its `toString` and `join` are the intrinsics (`joins_natively`).
//! What makes an array plain is decided in `elements.rs`.

use crate::atoms::atom;
use crate::elements::{dense_mut, index_writes_are_plain, plain, readable, writable_plain};
use crate::error::{Ctl, EngineError, JsResult, TailCall};
use crate::heap::{Class, IterKind, Object, Prop, Slot, attr, oflags};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.state.heap.alloc(Object::new(Some(op), Class::Array { dense: Vec::new(), len: 0 }));
    vm.state.realm.array_prototype = proto;
    let ctor = vm.def_ctor("Array", 1, array_ctor, proto);
    crate::builtins::collections::def_species(vm, ctor);
    let h = vm.state.realm.hidden;
    let k = vm.intern("%Array");
    vm.state.heap.obj_mut(h).props.set(Prop { key: k, attrs: 0, slot: Slot::Data(Value::Object(ctor)) });
    let species = match vm.state.heap.obj(ctor).props.get(atom::SYM_SPECIES).map(|p| p.slot) {
        Some(Slot::Accessor { get: Some(g), .. }) => Value::Object(g),
        _ => Value::Undefined,
    };
    let k = vm.intern("%Array[@@species]");
    vm.state.heap.obj_mut(h).props.set(Prop { key: k, attrs: 0, slot: Slot::Data(species) });
    vm.def_method(ctor, "isArray", 1, is_array);
    vm.def_method(proto, "push", 1, push);
    vm.def_method(proto, "pop", 0, pop);
    vm.def_method(proto, "shift", 0, shift);
    vm.def_method(proto, "unshift", 1, unshift);
    vm.def_method(proto, "slice", 2, slice);
    vm.def_method(proto, "splice", 2, splice);
    vm.def_method(proto, "indexOf", 1, index_of);
    vm.def_method(proto, "lastIndexOf", 1, last_index_of);
    vm.def_method(proto, "includes", 1, includes);
    vm.def_method(proto, "concat", 1, concat);
    vm.def_method(proto, "at", 1, at);
    let join = vm.def_method(proto, "join", 1, join);
    vm.state.realm.array_join = join;
    vm.def_method(proto, "reverse", 0, reverse);
    vm.def_method(proto, "fill", 1, fill);
    vm.def_method(proto, "sort", 1, sort);
    vm.def_method(proto, "keys", 0, keys);
    let values = vm.def_method(proto, "values", 0, values);
    vm.def_method(proto, "entries", 0, entries);
    vm.state.heap.obj_mut(proto).props.set(Prop {
        key: atom::SYM_ITERATOR,
        attrs: attr::HIDDEN,
        slot: Slot::Data(Value::Object(values)),
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
        vm.check_array_len(n)?;
        let a = vm.new_array(Vec::new());
        if let Class::Array { len: l, dense } = &mut vm.state.heap.obj_mut(a).class {
            *l = len;
            if len <= 1 << 16 {
                dense.reserve(len as usize);
            }
        }
        a
    } else {
        vm.check_array_len(c.args.len() as f64)?;
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
    crate::builtins::proxy::is_array(vm, c.arg(0)).map(Value::Bool)
}

// ---- plain arrays -------------------------------------------------------------------------------

/// `Array.from(items)` without a mapping function and with `%Array%` as `this`, when the result
/// is a copy that reads nothing observable: `items` a plain array iterated by the original
/// `%Array.prototype.values%` (`using`, already read by the prelude) with the original
/// `%ArrayIteratorPrototype%.next` (its holes read nothing; they come out `undefined`), or an
/// ordinary object with no index properties on it or its prototypes (`len` elements that all
/// read `undefined`: `Array.from({ length })`), or a string iterated by the original
/// `%String.prototype[Symbol.iterator]%` with the original `%StringIteratorPrototype%.next` (its
/// code points, as [`Vm::string_code_points`] lists them). `None`: the prelude's loop.
pub(crate) fn from_plain(vm: &mut Vm, items: Value, using: Value, len: f64) -> Option<ObjId> {
    let items = match items {
        Value::Object(o) => o,
        Value::String(s) => {
            if using != Value::Object(vm.state.realm.string_iterator) || !vm.string_next_is_original() {
                return None;
            }
            let out = vm.string_code_points(s).ok()?;
            return Some(vm.new_array(out));
        }
        _ => return None,
    };
    match &vm.state.heap.obj(items).class {
        Class::Array { .. } => {
            if using != Value::Object(vm.state.realm.array_values) {
                return None;
            }
            if !vm.array_next_is_original() {
                return None;
            }
            let n = f64::from(vm.array_len(items));
            copy_plain(vm, items, 0.0, n, false)
        }
        Class::Ordinary => {
            if !using.is_undefined() || !(0.0..=f64::from(vm.max_array_len())).contains(&len) {
                return None;
            }
            let obj = vm.state.heap.obj(items);
            if obj.props.has_index_key(&vm.state.atoms) || !crate::elements::holes_are_plain(vm, items) {
                return None;
            }
            vm.reserve_values(len as usize).ok()?;
            Some(vm.new_array(vec![Value::Undefined; len as usize]))
        }
        _ => None,
    }
}

/// The elements `s..e` of a plain array whose holes in that range read nothing (a hole as
/// `undefined`, as [[Get]] reads it), as a new array, reversed when asked: the copies of
/// `toReversed`, `toSorted`, `toSpliced` and `with`. `None` when the generic loop must read
/// them (nothing was done then).
pub(crate) fn copy_plain(vm: &mut Vm, o: ObjId, s: f64, e: f64, reversed: bool) -> Option<ObjId> {
    if !plain(vm, o) || !(0.0..=e).contains(&s) || e > f64::from(vm.array_len(o)) {
        return None;
    }
    let (s, e) = (s as usize, e as usize);
    let holey = crate::elements::readable_holey(vm, o, s, e)?;
    vm.reserve_values(e - s).ok()?;
    let Class::Array { dense, .. } = &vm.state.heap.obj(o).class else {
        return None;
    };
    let mut out = vm.spare.take(e - s);
    crate::elements::append_range(&mut out, dense, s, e, holey);
    if reversed {
        out.reverse();
    }
    Some(vm.new_array(out))
}

/// `toSpliced` of a plain array whose holes read nothing, after the prelude's conversions: the
/// elements before `start`, then `items` (a packed array of the inserted values), then those
/// from `start + skip` on, holes as `undefined`, built in one pass into one allocation. `None`:
/// the generic loop (nothing was done).
pub(crate) fn to_spliced_plain(vm: &mut Vm, o: ObjId, start: f64, skip: f64, items: ObjId) -> Option<ObjId> {
    if !plain(vm, o) {
        return None;
    }
    let len = vm.array_len(o) as usize;
    if !(0.0..=len as f64).contains(&start) || !(0.0..=len as f64 - start).contains(&skip) {
        return None;
    }
    let holey = crate::elements::readable_holey(vm, o, 0, len)?;
    let (start, skip) = (start as usize, skip as usize);
    let inserted: Vec<Value> = match &vm.state.heap.obj(items).class {
        Class::Array { dense, len } if dense.len() == *len as usize && !crate::elements::has_hole(dense) => {
            dense.clone()
        }
        _ => return None,
    };
    let new_len = len - skip + inserted.len();
    if new_len > vm.max_array_len() as usize {
        return None;
    }
    vm.reserve_values(new_len).ok()?;
    let Class::Array { dense, .. } = &vm.state.heap.obj(o).class else {
        return None;
    };
    let mut out = vm.spare.take(new_len);
    crate::elements::append_range(&mut out, dense, 0, start, holey);
    out.extend_from_slice(&inserted);
    crate::elements::append_range(&mut out, dense, start + skip, len, holey);
    Some(vm.new_array(out))
}

/// `copyWithin`'s element moves on a packed plain array (no holes, so every read and write is
/// of an existing element and unobservable), after the prelude converted the arguments: `count`
/// elements from `from` to `to`, as if copied through a buffer. False when the generic loop must
/// do it (nothing was written then).
pub(crate) fn copy_within_plain(vm: &mut Vm, o: ObjId, to: f64, from: f64, count: f64) -> bool {
    if !plain(vm, o) || !writable_plain(vm, o) || !packed(vm, o) {
        return false;
    }
    let Some((dense, _)) = dense_mut(vm, o) else {
        return false;
    };
    if count <= 0.0 {
        return true;
    }
    let (to, from, count) = (to as usize, from as usize, count as usize);
    if from + count > dense.len() || to + count > dense.len() {
        return false;
    }
    dense.copy_within(from..from + count, to);
    true
}

/// `Array.prototype.flat` of a plain array whose species is the original `Array`, after the
/// prelude converted the depth `d`: the whole FlattenIntoArray done natively when every array it
/// meets to depth `d` is a plain array whose holes read nothing (so no read is observable), into
/// a new array. `None` when anything else is met (a proxy, an array with index properties or
/// getters in its prototypes, a nesting past 1,024 levels, a result past the caps): nothing
/// was done then, and the prelude's generic loop runs instead.
pub(crate) fn flat_plain(vm: &mut Vm, o: ObjId, d: f64) -> Option<ObjId> {
    if !plain(vm, o) || !species_plain(vm, o) {
        return None;
    }
    let cap = vm.max_array_len() as usize;
    if d > 0.0 && d <= 1.0 {
        return flat_one(vm, o, cap);
    }
    let mut out: Vec<Value> = Vec::new();
    // (source, next index, depth left below it)
    let mut stack: Vec<(ObjId, usize, f64)> = vec![(o, 0, d)];
    let mut checked: Vec<ObjId> = Vec::new();
    if !readable(vm, o, 0, vm.array_len(o) as usize) {
        return None;
    }
    while let Some(top) = stack.last_mut() {
        let (src, k, depth) = *top;
        let el = match &vm.state.heap.obj(src).class {
            Class::Array { dense, len } if k < *len as usize => dense.get(k).copied().unwrap_or(Value::Empty),
            _ => {
                stack.pop();
                continue;
            }
        };
        top.1 = k + 1;
        if el.is_empty() {
            continue;
        }
        if depth > 0.0
            && let Value::Object(e) = el
        {
            match &vm.state.heap.obj(e).class {
                Class::Array { .. } => {
                    if !checked.contains(&e) {
                        if !plain(vm, e) || !readable(vm, e, 0, vm.array_len(e) as usize) {
                            return None;
                        }
                        if checked.len() < 64 {
                            checked.push(e);
                        }
                    }
                    if stack.len() >= 1024 {
                        return None;
                    }
                    stack.push((e, 0, depth - 1.0));
                    continue;
                }
                Class::Proxy(_) => return None,
                _ => {}
            }
        }
        if out.len() >= cap {
            return None;
        }
        out.push(el);
    }
    vm.reserve_values(out.len()).ok()?;
    Some(vm.new_array(out))
}

/// [`flat_plain`] to depth 1 (`flat()`), the common case: the elements of `o` in order, each
/// plain array among them replaced by its elements, in one pass without a stack; a packed
/// element array is copied in one piece. Holes are skipped at both levels (when they read
/// nothing from the prototypes; `None` otherwise, as for a proxy or a result past `cap`).
fn flat_one(vm: &mut Vm, o: ObjId, cap: usize) -> Option<ObjId> {
    let (heap, atoms) = (&vm.state.heap, &vm.state.atoms);
    let Class::Array { dense, len } = &heap.obj(o).class else { return None };
    let len = *len as usize;
    let top = &dense[..len.min(dense.len())];
    if (top.len() < len || crate::elements::has_hole(top)) && !crate::elements::holes_are_plain_in(heap, atoms, o) {
        return None;
    }
    let mut out = vm.spare.take(len);
    for &el in top {
        match el {
            Value::Empty => continue,
            Value::Object(e) => match &heap.obj(e).class {
                Class::Array { dense: inner, len: n } => {
                    if !crate::elements::plain_in(heap, atoms, e) {
                        return None;
                    }
                    let n = *n as usize;
                    let inner = &inner[..n.min(inner.len())];
                    if inner.len() == n && !crate::elements::has_hole(inner) {
                        out.extend_from_slice(inner);
                    } else if crate::elements::holes_are_plain_in(heap, atoms, e) {
                        out.extend(inner.iter().filter(|v| !v.is_empty()));
                    } else {
                        return None;
                    }
                }
                Class::Proxy(_) => return None,
                _ => out.push(el),
            },
            _ => out.push(el),
        }
        if out.len() > cap {
            return None;
        }
    }
    vm.reserve_values(out.len()).ok()?;
    Some(vm.new_array(out))
}

/// `this` when it is a plain array a fast path may read and write directly (`elements::plain`).
/// Methods check with `elements::readable` that the holes they read find nothing on the
/// prototypes.
fn plain_this(vm: &mut Vm, c: &NativeCall<'_>) -> Option<ObjId> {
    let Value::Object(o) = c.this else {
        return None;
    };
    plain(vm, o).then_some(o)
}

/// Whether `o` has no holes at all (and its dense part covers its length).
fn packed(vm: &Vm, o: ObjId) -> bool {
    match &vm.state.heap.obj(o).class {
        Class::Array { dense, len } => dense.len() == *len as usize && !crate::elements::has_hole(dense),
        _ => false,
    }
}

/// Whether ArraySpeciesCreate on `o` would make a plain `Array` (its `constructor` is a data
/// property holding the original `Array`, whose `Symbol.species` is the original getter).
fn species_plain(vm: &mut Vm, o: ObjId) -> bool {
    let array = vm.hidden_value("%Array");
    let Value::Object(ctor) = array else {
        return false;
    };
    if !matches!(vm.lookup(o, atom::CONSTRUCTOR), Lookup::Value(v) if v == array) {
        return false;
    }
    let species = vm.hidden_value("%Array[@@species]");
    matches!(
        vm.state.heap.obj(ctor).props.get(atom::SYM_SPECIES).map(|p| p.slot),
        Some(Slot::Accessor { get: Some(g), .. }) if Value::Object(g) == species
    )
}

/// Tail-calls the prelude's generic version of a method with the same `this` and arguments.
fn generic(vm: &mut Vm, c: &NativeCall<'_>, name: &str) -> JsResult<Value> {
    let Some(f) = vm.exported(name) else {
        return Err(Ctl::fatal(EngineError::Internal(format!("prelude export {name} missing"))));
    };
    Err(Ctl::TailCall(Box::new(TailCall {
        callee: Value::Object(f),
        this: c.this,
        args: c.args.to_vec(),
        new_target: None,
    })))
}

fn rel_index(n: f64, len: f64) -> f64 {
    if n < 0.0 { (len + n).max(0.0) } else { n.min(len) }
}

// ---- mutators -----------------------------------------------------------------------------------

fn push(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(o) = c.this
        && index_writes_are_plain(vm, o)
    {
        let cap = vm.max_array_len() as usize;
        vm.reserve_values(c.args.len())?;
        let obj = vm.state.heap.obj_mut(o);
        if obj.flags & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) == 0
            && obj.flags & oflags::EXTENSIBLE != 0
            && let Class::Array { dense, len } = &mut obj.class
            && dense.len() == *len as usize
            && (*len as usize) + c.args.len() <= cap
        {
            dense.extend_from_slice(c.args);
            *len += c.args.len() as u32;
            let n = *len;
            vm.state.heap.allocated += c.args.len() * 16;
            return Ok(Value::Number(f64::from(n)));
        }
    }
    generic(vm, c, "array_push")
}

fn pop(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(o) = c.this
        && vm.state.heap.obj(o).flags & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) == 0
        && let Some((dense, len)) = dense_mut(vm, o)
        && dense.len() == *len as usize
    {
        if *len == 0 {
            return Ok(Value::Undefined);
        }
        if let Some(v) = dense.last().copied()
            && !v.is_empty()
        {
            dense.pop();
            *len -= 1;
            return Ok(v);
        }
    }
    generic(vm, c, "array_pop")
}

fn shift(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    // A hole read, tested or written finds nothing on the prototypes when they hold no index
    // properties: then, in an extensible array, holes move down with the elements (as the
    // spec's loop of HasProperty, Set and DeletePropertyOrThrow leaves them) and no O(n) scan
    // for holes is needed.
    if let Value::Object(o) = c.this
        && vm.state.heap.obj(o).flags & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) == 0
        && matches!(&vm.state.heap.obj(o).class, Class::Array { dense, len } if dense.len() == *len as usize)
        && !has_index_props(vm, o)
        && ((writable_plain(vm, o) && crate::elements::holes_are_plain(vm, o)) || packed(vm, o))
        && let Some((dense, len)) = dense_mut(vm, o)
    {
        if *len == 0 {
            return Ok(Value::Undefined);
        }
        let v = dense.remove(0);
        *len -= 1;
        return Ok(if v.is_empty() { Value::Undefined } else { v });
    }
    generic(vm, c, "array_shift")
}

fn has_index_props(vm: &Vm, o: ObjId) -> bool {
    let obj = vm.state.heap.obj(o);
    !obj.props.is_empty() && obj.props.has_index_key(&vm.state.atoms)
}

fn unshift(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    // The new indices at the end are created by [[Set]]: a setter for one of them on the
    // prototype chain (which may freeze the array) sends the call to the prelude's steps.
    if let Value::Object(o) = c.this
        && writable_plain(vm, o)
        && packed(vm, o)
        && !has_index_props(vm, o)
        && index_writes_are_plain(vm, o)
        && (vm.array_len(o) as usize) + c.args.len() <= vm.max_array_len() as usize
        && let Some((dense, len)) = dense_mut(vm, o)
    {
        dense.splice(0..0, c.args.iter().copied());
        *len += c.args.len() as u32;
        let n = *len;
        vm.state.heap.allocated += c.args.len() * 16;
        return Ok(Value::Number(f64::from(n)));
    }
    generic(vm, c, "array_unshift")
}

fn splice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return generic(vm, c, "array_splice");
    };
    if !(writable_plain(vm, o) && packed(vm, o) && !has_index_props(vm, o) && species_plain(vm, o)) {
        return generic(vm, c, "array_splice");
    }
    let start = if c.args.is_empty() { 0.0 } else { vm.int_arg(c, 0)? };
    let dc_arg = if c.args.len() >= 2 { Some(vm.int_arg(c, 1)?) } else { None };
    // Conversions may have run code that changed the array.
    if !(writable_plain(vm, o) && packed(vm, o)) {
        return generic(vm, c, "array_splice");
    }
    let len = f64::from(vm.array_len(o));
    let s = rel_index(start, len);
    let dc = match (c.args.len(), dc_arg) {
        (0, _) => 0.0,
        (1, _) => len - s,
        (_, Some(d)) => d.max(0.0).min(len - s),
        _ => 0.0,
    };
    let items: Vec<Value> = c.args.get(2..).map(<[Value]>::to_vec).unwrap_or_default();
    if len + items.len() as f64 - dc > f64::from(vm.max_array_len()) {
        return generic(vm, c, "array_splice");
    }
    let (s, dc) = (s as usize, dc as usize);
    let Some((dense, l)) = dense_mut(vm, o) else {
        return generic(vm, c, "array_splice");
    };
    let removed: Vec<Value> = dense.splice(s..s + dc, items).collect();
    *l = dense.len() as u32;
    Ok(Value::Object(vm.new_array(removed)))
}

fn reverse(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    if let Value::Object(o) = c.this
        && vm.state.heap.obj(o).flags & oflags::SLOW_ARRAY == 0
        && packed(vm, o)
        && !has_index_props(vm, o)
        && let Some((dense, _)) = dense_mut(vm, o)
    {
        dense.reverse();
        return Ok(c.this);
    }
    generic(vm, c, "array_reverse")
}

/// Whether `fill` may write elements of array `o` directly: a fast array (its elements all in the
/// dense part, none in its property map) that is extensible with a writable length. Its length
/// may run past the dense part (`new Array(n)`): the holes in the range are written as [[Set]]
/// would when the prototypes hold no index properties ([`index_writes_are_plain`]).
fn fill_plain(vm: &mut Vm, o: ObjId) -> bool {
    let obj = vm.state.heap.obj(o);
    if !matches!(obj.class, Class::Array { .. }) || obj.flags & oflags::SLOW_ARRAY != 0 || !writable_plain(vm, o) {
        return false;
    }
    !has_index_props(vm, o)
}

fn fill(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(o) = c.this else {
        return generic(vm, c, "array_fill");
    };
    if !fill_plain(vm, o) {
        return generic(vm, c, "array_fill");
    }
    let start = vm.int_arg(c, 1)?;
    let end = if c.arg(2).is_undefined() { None } else { Some(vm.int_arg(c, 2)?) };
    // The conversions may have run code that changed the array.
    if !fill_plain(vm, o) {
        return generic(vm, c, "array_fill");
    }
    let len = f64::from(vm.array_len(o));
    let s = rel_index(start, len) as usize;
    let e = (end.map_or(len, |e| rel_index(e, len)) as usize).max(s);
    let (dense_len, holes) = match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => {
            (dense.len(), e > dense.len() || crate::elements::has_hole(&dense[s.min(dense.len())..e.min(dense.len())]))
        }
        _ => return generic(vm, c, "array_fill"),
    };
    if (holes && !index_writes_are_plain(vm, o)) || e >= 1 << 26 {
        return generic(vm, c, "array_fill");
    }
    // The elements past the dense part are new memory: refused before any is written.
    let grown = e.saturating_sub(dense_len);
    vm.reserve_values(grown)?;
    vm.state.heap.allocated += grown * crate::caps::VALUE_BYTES;
    let v = c.arg(0);
    if let Some((dense, _)) = dense_mut(vm, o) {
        if dense.len() < e {
            dense.resize(e, Value::Empty);
        }
        dense[s..e].fill(v);
    }
    Ok(c.this)
}

// ---- accessors ----------------------------------------------------------------------------------

fn slice(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_slice");
    };
    if !species_plain(vm, o) {
        return generic(vm, c, "array_slice");
    }
    let start = vm.int_arg(c, 0)?;
    let end = if c.arg(1).is_undefined() { None } else { Some(vm.int_arg(c, 1)?) };
    if !plain(vm, o) {
        return generic(vm, c, "array_slice");
    }
    let len = f64::from(vm.array_len(o));
    let s = rel_index(start, len) as usize;
    let e = end.map_or(len, |e| rel_index(e, len)) as usize;
    if !readable(vm, o, s, e.max(s)) {
        return generic(vm, c, "array_slice");
    }
    let out: Vec<Value> = match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => (s..e.max(s)).map(|i| dense.get(i).copied().unwrap_or(Value::Empty)).collect(),
        _ => Vec::new(),
    };
    let arr = vm.new_array(out);
    Ok(Value::Object(arr))
}

/// The start position of a forward search (`indexOf`, `includes`), or `None` when nothing can match.
fn search_start(from: f64, len: f64) -> Option<usize> {
    if len == 0.0 || from >= len {
        return None;
    }
    Some(if from < 0.0 { (len + from).max(0.0) as usize } else { from as usize })
}

/// Whether element `v` equals `target` when the answer needs no heap (numbers, booleans,
/// `null`, `undefined`, objects and symbols by identity): `Some(equal)`, or `None` for strings and
/// BigInts, which the VM compares. `zero`: SameValueZero (NaN equals NaN, a hole reads as
/// `undefined`) instead of strict equality (holes never equal).
#[inline]
fn quick_equals(v: Value, target: Value, zero: bool) -> Option<bool> {
    Some(match (v, target) {
        (Value::Number(x), Value::Number(t)) => x == t || (zero && x.is_nan() && t.is_nan()),
        (Value::Empty, Value::Undefined) => zero,
        (Value::String(_) | Value::BigInt(_), _) | (_, Value::String(_) | Value::BigInt(_)) => return None,
        (Value::Object(a), Value::Object(b)) => a == b,
        (Value::Symbol(a), Value::Symbol(b)) => a == b,
        (Value::Bool(a), Value::Bool(b)) => a == b,
        (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
        _ => false,
    })
}

/// The first index in `range` of the dense elements of `o` equal to `target` by
/// [`quick_equals`] (`from_end`: the last), or `None` when some element needs the VM's
/// comparison (then the caller's loop runs).
fn quick_search(
    vm: &Vm,
    o: ObjId,
    range: std::ops::Range<usize>,
    target: Value,
    zero: bool,
    from_end: bool,
) -> Option<Option<usize>> {
    if matches!(target, Value::String(_) | Value::BigInt(_)) {
        return None;
    }
    let Class::Array { dense, .. } = &vm.state.heap.obj(o).class else {
        return None;
    };
    let range = range.start.min(dense.len())..range.end.min(dense.len());
    let slice = &dense[range.clone()];
    let mut found = None;
    let mut check = |i: usize, v: Value| -> Option<bool> {
        if v.is_empty() && !zero {
            return Some(false);
        }
        let eq = match v {
            // A string or BigInt element never equals a target of another type.
            Value::String(_) | Value::BigInt(_) => false,
            _ => quick_equals(v, target, zero)?,
        };
        if eq {
            found = Some(range.start + i);
        }
        Some(eq)
    };
    if from_end {
        for (i, &v) in slice.iter().enumerate().rev() {
            if check(i, v)? {
                break;
            }
        }
    } else {
        for (i, &v) in slice.iter().enumerate() {
            if check(i, v)? {
                break;
            }
        }
    }
    Some(found)
}

fn index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_indexOf");
    };
    if vm.array_len(o) == 0 {
        return Ok(Value::Number(-1.0));
    }
    let from = vm.int_arg(c, 1)?;
    if !plain(vm, o) {
        return generic(vm, c, "array_indexOf");
    }
    let len = f64::from(vm.array_len(o));
    let Some(start) = search_start(from, len) else {
        return Ok(Value::Number(-1.0));
    };
    if !readable(vm, o, start, len as usize) {
        return generic(vm, c, "array_indexOf");
    }
    let target = c.arg(0);
    let n = match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => dense.len(),
        _ => 0,
    };
    if let Some(found) = quick_search(vm, o, start..n, target, false, false) {
        return Ok(Value::Number(found.map_or(-1.0, |i| i as f64)));
    }
    for i in start..n {
        let v = match &vm.state.heap.obj(o).class {
            Class::Array { dense, .. } => dense[i],
            _ => break,
        };
        if !v.is_empty() && vm.strict_equals(v, target) {
            return Ok(Value::Number(i as f64));
        }
    }
    Ok(Value::Number(-1.0))
}

fn last_index_of(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_lastIndexOf");
    };
    if vm.array_len(o) == 0 {
        return Ok(Value::Number(-1.0));
    }
    let from = if c.args.len() > 1 { Some(vm.int_arg(c, 1)?) } else { None };
    if !plain(vm, o) {
        return generic(vm, c, "array_lastIndexOf");
    }
    let len = f64::from(vm.array_len(o));
    if len == 0.0 {
        return Ok(Value::Number(-1.0));
    }
    let n = from.unwrap_or(len - 1.0);
    let k = if n >= 0.0 { n.min(len - 1.0) } else { len + n };
    if k < 0.0 {
        return Ok(Value::Number(-1.0));
    }
    if !readable(vm, o, 0, k as usize + 1) {
        return generic(vm, c, "array_lastIndexOf");
    }
    let target = c.arg(0);
    if let Some(found) = quick_search(vm, o, 0..k as usize + 1, target, false, true) {
        return Ok(Value::Number(found.map_or(-1.0, |i| i as f64)));
    }
    let mut i = k as usize;
    loop {
        let v = match &vm.state.heap.obj(o).class {
            Class::Array { dense, .. } => dense.get(i).copied().unwrap_or(Value::Empty),
            _ => Value::Empty,
        };
        if !v.is_empty() && vm.strict_equals(v, target) {
            return Ok(Value::Number(i as f64));
        }
        if i == 0 {
            break;
        }
        i -= 1;
    }
    Ok(Value::Number(-1.0))
}

fn includes(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_includes");
    };
    if vm.array_len(o) == 0 {
        return Ok(Value::Bool(false));
    }
    let from = vm.int_arg(c, 1)?;
    if !plain(vm, o) {
        return generic(vm, c, "array_includes");
    }
    let len = f64::from(vm.array_len(o));
    let Some(start) = search_start(from, len) else {
        return Ok(Value::Bool(false));
    };
    if !readable(vm, o, start, len as usize) {
        return generic(vm, c, "array_includes");
    }
    let target = c.arg(0);
    let (n, missing) = match &vm.state.heap.obj(o).class {
        Class::Array { dense, len } => (dense.len(), *len as usize > dense.len()),
        _ => (0, false),
    };
    if let Some(found) = quick_search(vm, o, start..n, target, true, false) {
        return Ok(Value::Bool(found.is_some() || (missing && target.is_undefined())));
    }
    for i in start..n {
        let v = match &vm.state.heap.obj(o).class {
            Class::Array { dense, .. } => dense[i],
            _ => break,
        };
        let v = if v.is_empty() { Value::Undefined } else { v };
        if vm.same_value_zero(v, target) {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(missing && target.is_undefined()))
}

fn at(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_at");
    };
    let n = vm.int_arg(c, 0)?;
    if !plain(vm, o) {
        return generic(vm, c, "array_at");
    }
    let len = f64::from(vm.array_len(o));
    let k = if n < 0.0 { len + n } else { n };
    if k < 0.0 || k >= len {
        return Ok(Value::Undefined);
    }
    if !readable(vm, o, k as usize, k as usize + 1) {
        return generic(vm, c, "array_at");
    }
    Ok(match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => match dense.get(k as usize) {
            Some(v) if !v.is_empty() => *v,
            _ => Value::Undefined,
        },
        _ => Value::Undefined,
    })
}

fn concat(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_concat");
    };
    if !species_plain(vm, o) {
        return generic(vm, c, "array_concat");
    }
    let mut items = Vec::with_capacity(c.args.len() + 1);
    items.push(Value::Object(o));
    items.extend_from_slice(c.args);
    // Decide first (no side effects), then copy.
    let mut spread = Vec::with_capacity(items.len());
    let mut total = 0usize;
    for &item in &items {
        let s = match item {
            Value::Object(x) => {
                let is_array = matches!(vm.state.heap.obj(x).class, Class::Array { .. });
                match vm.lookup(x, atom::SYM_IS_CONCAT_SPREADABLE) {
                    Lookup::Value(Value::Undefined) | Lookup::Missing => is_array,
                    Lookup::Value(v) => {
                        if !is_array {
                            return generic(vm, c, "array_concat");
                        }
                        vm.truthy(v)
                    }
                    Lookup::Getter(_) | Lookup::Proxy(_) => return generic(vm, c, "array_concat"),
                }
            }
            _ => false,
        };
        if s {
            let Value::Object(x) = item else {
                continue;
            };
            let n = vm.array_len(x) as usize;
            if !plain(vm, x) || !readable(vm, x, 0, n) {
                return generic(vm, c, "array_concat");
            }
            total += n;
        } else {
            total += 1;
        }
        spread.push(s);
    }
    if total > u32::MAX as usize {
        return generic(vm, c, "array_concat");
    }
    // The result's length and elements are refused before anything is copied.
    vm.check_array_len(total as f64)?;
    vm.reserve_values(total)?;
    let mut out = Vec::with_capacity(total);
    for (item, s) in items.into_iter().zip(spread) {
        if let (true, Value::Object(x)) = (s, item) {
            if let Class::Array { dense, len } = &vm.state.heap.obj(x).class {
                out.extend_from_slice(dense);
                out.resize(out.len() + (*len as usize - dense.len()), Value::Empty);
            }
        } else {
            out.push(item);
        }
    }
    Ok(Value::Object(vm.new_array(out)))
}

/// ToString of a number as UTF-16 (integers take a short path).
fn number_text(n: f64) -> Vec<u16> {
    let mut out = Vec::new();
    push_number_text(&mut out, n);
    out
}

/// Appends ToString(`n`) to `out` (integers without any allocation of their own).
fn push_number_text(out: &mut Vec<u16>, n: f64) {
    if n.fract() == 0.0 && n.abs() < 9.0e18 {
        let i = n as i64;
        let mut buf = [0u16; 24];
        let mut pos = buf.len();
        let mut u = i.unsigned_abs();
        loop {
            pos -= 1;
            buf[pos] = u16::from(b'0') + (u % 10) as u16;
            u /= 10;
            if u == 0 {
                break;
            }
        }
        if i < 0 {
            pos -= 1;
            buf[pos] = u16::from(b'-');
        }
        out.extend_from_slice(&buf[pos..]);
        return;
    }
    out.extend(crate::numconv::number_to_string(n).encode_utf16());
}

fn prim_text(vm: &mut Vm, v: Value) -> Option<crate::strings::Text> {
    Some(match v {
        Value::String(s) => vm.str_text(s),
        Value::Number(n) => number_text(n).into(),
        Value::Bool(_) | Value::Null | Value::Undefined | Value::BigInt(_) => vm.to_text(v).ok()?,
        _ => return None,
    })
}

/// Nested arrays deeper than this are joined by the prelude (whose recursion meets the call
/// depth limit as it always did).
const JOIN_MAX_DEPTH: usize = 1_000;

fn join(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_join");
    };
    let sep: std::sync::Arc<[u16]> = match c.arg(0) {
        Value::Undefined => std::sync::Arc::from(&[u16::from(b',')][..]),
        _ => {
            let s = vm.str_arg(c, 0)?;
            vm.str_text(s).into_arc()
        }
    };
    let n = vm.array_len(o);
    if !plain(vm, o) || !readable(vm, o, 0, n as usize) {
        return generic(vm, c, "array_join");
    }
    // The arrays being joined (the outermost first), each with its next index and length: an
    // element that is an array joined by the intrinsic `toString` and `join` is joined here in
    // place (with `,`), one already being joined is `""` (the prelude's cycle rule).
    let mut stack: Vec<(ObjId, u32, u32)> = vec![(o, 0, n)];
    let join_key = vm.intern("join");
    let mut protos = None;
    let mut out: Vec<u16> = Vec::new();
    const COMMA: [u16; 1] = [b',' as u16];
    while let Some(&(a, start, len)) = stack.last() {
        // The elements that need nothing but the heap's text (atoms, flat strings, numbers,
        // nullish) are appended in one pass; the pass stops at any other.
        let (next, stop) = {
            let (heap, atoms) = (&vm.state.heap, &vm.state.atoms);
            let dense: &[Value] = match &heap.obj(a).class {
                Class::Array { dense, .. } => dense,
                _ => &[],
            };
            let sep: &[u16] = if stack.len() == 1 { &sep } else { &COMMA };
            let mut i = start;
            let mut stop = None;
            while i < len {
                if i > 0 {
                    out.extend_from_slice(sep);
                }
                let v = dense.get(i as usize).copied().unwrap_or(Value::Empty);
                i += 1;
                match v {
                    Value::Empty | Value::Undefined | Value::Null => {}
                    // Atom and flat texts are copied where they lie (no reference count traffic).
                    Value::String(s) => match s.as_atom() {
                        Some(at) => out.extend_from_slice(atoms.text(at)),
                        None => {
                            match s.as_heap().and_then(|h| heap.strings.get(h)).and_then(crate::heap::HeapStr::flat) {
                                Some(t) => out.extend_from_slice(t),
                                None => {
                                    stop = Some(v);
                                    break;
                                }
                            }
                        }
                    },
                    Value::Number(x) => push_number_text(&mut out, x),
                    _ => {
                        stop = Some(v);
                        break;
                    }
                }
                vm.check_string_build(out.len() as f64)?;
            }
            (i, stop)
        };
        match stop {
            None => {
                stack.pop();
                continue;
            }
            Some(v) => {
                if let Some(top) = stack.last_mut() {
                    top.1 = next;
                }
                match v {
                    Value::String(s) => {
                        let t = vm.str_text(s);
                        out.extend_from_slice(&t);
                    }
                    Value::Object(e) => {
                        if stack.len() >= JOIN_MAX_DEPTH || !joins_natively(vm, e, join_key, &mut protos) {
                            return generic(vm, c, "array_join");
                        }
                        if !stack.iter().any(|f| f.0 == e) {
                            let len = vm.array_len(e);
                            stack.push((e, 0, len));
                        }
                    }
                    other => match prim_text(vm, other) {
                        Some(t) => out.extend_from_slice(&t),
                        None => return generic(vm, c, "array_join"),
                    },
                }
            }
        }
        vm.check_string_build(out.len() as f64)?;
    }
    Ok(vm.new_str_vec(out))
}

/// Whether ToString of element `e` is its join with `,` by this native, found without running
/// code: a plain array whose elements read plainly, without `Symbol.toPrimitive`, whose
/// `toString` is the intrinsic `Array.prototype.toString` and `join` (`join_key`) this one.
/// `protos` keeps the answer of the lookups for an array without own properties whose
/// prototype is `Array.prototype` (the same for every such array of one join).
fn joins_natively(vm: &mut Vm, e: ObjId, join_key: crate::value::Atom, protos: &mut Option<bool>) -> bool {
    if !plain(vm, e) || !readable(vm, e, 0, vm.array_len(e) as usize) {
        return false;
    }
    let ap = vm.state.realm.array_prototype;
    let obj = vm.state.heap.obj(e);
    let usual = obj.props.is_empty() && obj.proto == Some(ap);
    if usual && let Some(ok) = *protos {
        return ok;
    }
    let (to_string, join) = (vm.state.realm.array_to_string, vm.state.realm.array_join);
    let is = |l: Lookup, f: ObjId| matches!(l, Lookup::Value(Value::Object(g)) if g == f);
    let ok = matches!(vm.lookup(e, atom::SYM_TO_PRIMITIVE), Lookup::Missing)
        && is(vm.lookup(e, atom::TO_STRING), to_string)
        && is(vm.lookup(e, join_key), join);
    if usual {
        *protos = Some(ok);
    }
    ok
}

fn sort(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let cmp = c.arg(0);
    if !cmp.is_undefined() && !vm.is_callable(cmp) {
        return Err(Ctl::type_error("The comparison function must be either a function or undefined"));
    }
    if !cmp.is_undefined() {
        let Some(mut st) = crate::exec::sort::start(vm, c.this, cmp) else {
            return generic(vm, c, "array_sort");
        };
        // `(a, b) => a - b` on numbers, `(a, b) => a.score - b.score` on records: sorted here, no
        // call made (none would be seen).
        if let Some(keys) = crate::exec::sort::key_comparator(vm, cmp)
            && crate::exec::sort::sort_by_keys(vm, &mut st, &keys)
        {
            // No JavaScript ran since `start` checked the array: the store is direct. Were it
            // not, the array is as it was, and the generic sort runs from the start.
            return match crate::exec::sort::store(vm, &mut st) {
                Ok(None) => Ok(c.this),
                _ => generic(vm, c, "array_sort"),
            };
        }
        return Err(Ctl::Sort(st));
    }
    let Some(o) = plain_this(vm, c) else {
        return generic(vm, c, "array_sort");
    };
    let n = vm.array_len(o) as usize;
    if !writable_plain(vm, o) || !readable(vm, o, 0, n) {
        return generic(vm, c, "array_sort");
    }
    let dense: Vec<Value> = match &vm.state.heap.obj(o).class {
        Class::Array { dense, .. } => dense.clone(),
        _ => return generic(vm, c, "array_sort"),
    };
    let n = dense.len();
    // Keys as bytes so that comparisons are memcmp: ASCII when every element is a number,
    // else big-endian UTF-16 code units (whose byte order is code-unit order).
    let mut keyed: Vec<(Box<[u8]>, Value)> = Vec::with_capacity(n);
    let mut undefs = 0usize;
    let all_numbers = dense.iter().all(|v| matches!(v, Value::Number(_)));
    if all_numbers {
        for v in &dense {
            let Value::Number(x) = *v else { continue };
            let t = number_text(x);
            keyed.push((t.iter().map(|&u| u as u8).collect(), *v));
        }
    } else {
        for v in &dense {
            match v {
                Value::Empty => {}
                Value::Undefined => undefs += 1,
                other => match prim_text(vm, *other) {
                    Some(t) => keyed.push((t.iter().flat_map(|u| u.to_be_bytes()).collect(), *other)),
                    None => return generic(vm, c, "array_sort"),
                },
            }
        }
    }
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    let mut out: Vec<Value> = keyed.into_iter().map(|(_, v)| v).collect();
    out.extend(std::iter::repeat_n(Value::Undefined, undefs));
    out.resize(n, Value::Empty);
    if let Some((d, _)) = dense_mut(vm, o) {
        *d = out;
    }
    Ok(c.this)
}

// ---- iterators ----------------------------------------------------------------------------------

fn make_iter(vm: &mut Vm, c: &NativeCall<'_>, kind: u8, method: &str) -> JsResult<Value> {
    let o = match c.this {
        Value::Undefined | Value::Null => {
            return Err(Ctl::type_error(format!("Array.prototype.{method} called on null or undefined")));
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
    make_iter(vm, c, 0, "keys")
}

fn values(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    make_iter(vm, c, 1, "values")
}

fn entries(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    make_iter(vm, c, 2, "entries")
}
