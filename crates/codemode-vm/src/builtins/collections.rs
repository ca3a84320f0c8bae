//! `Map`, `Set`, `WeakMap`, `WeakSet`: constructors, the prototype methods that never call back,
//! the `size` getters, the iterator factories and `groupAdd` (the step of `Object.groupBy` and
//! `Map.groupBy`). `forEach`, `Map.groupBy`'s loop, the Set methods
//! (`union` …) and constructors fed by a generic iterable are in `prelude/collections.js`.
//!
//! Entries live in [`MapData`] in insertion order; a deleted entry leaves a hole so that live
//! iterators (which hold a position) keep their place. Holes are compacted only when they
//! outnumber the live entries by a margin that grows with the heap, and compaction re-aims the
//! positions of the live iterators of that map, so iteration stays as the spec describes it
//! (entries added during iteration are visited, deleted ones are skipped). Keys are normalized
//! (strings flat, `-0` as `+0`) and indexed by a hash of their content ([`KeyCtx::hash`]: a
//! string's text, never an interned atom, so run-time keys do not grow the atom table), and the
//! index is rebuilt from the entries the same way after a snapshot is loaded.
//! WeakMap and WeakSet hold their keys strongly (a run is short-lived); they only check the keys.

use crate::atoms::{AtomEntry, atom};
use crate::error::{Ctl, JsResult, TailCall};
use crate::heap::{Class, HeapStr, IterKind, KeyCtx, MapData, Object, Prop, Slot, attr, oflags};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{NativeCall, Vm};

/// Which collection a native works on.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Map,
    Set,
    WeakMap,
    WeakSet,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Map => "Map",
            Kind::Set => "Set",
            Kind::WeakMap => "WeakMap",
            Kind::WeakSet => "WeakSet",
        }
    }

    fn class(self) -> Class {
        let d = Box::default();
        match self {
            Kind::Map => Class::Map(d),
            Kind::Set => Class::Set(d),
            Kind::WeakMap => Class::WeakMap(d),
            Kind::WeakSet => Class::WeakSet(d),
        }
    }
}

fn alias(vm: &mut Vm, target: ObjId, key: crate::value::Atom, f: ObjId) {
    vm.state.heap.obj_mut(target).props.set(Prop { key, attrs: attr::HIDDEN, slot: Slot::Data(Value::Object(f)) });
}

/// Installs `get [Symbol.species]` (returns `this`) on a constructor.
pub(crate) fn def_species(vm: &mut Vm, ctor: ObjId) {
    let f = vm.native_fn("get [Symbol.species]", 0, return_this);
    vm.materialize(f);
    let n = vm.new_string("get [Symbol.species]");
    vm.state.heap.obj_mut(f).props.set(Prop { key: atom::NAME, attrs: attr::CONFIGURABLE, slot: Slot::Data(n) });
    vm.state.heap.obj_mut(ctor).props.set(Prop {
        key: atom::SYM_SPECIES,
        attrs: attr::CONFIGURABLE,
        slot: Slot::Accessor { get: Some(f), set: None },
    });
}

fn return_this(_vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    Ok(c.this)
}

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;

    let mp = vm.intrinsic_object(Some(op));
    vm.state.realm.map_prototype = mp;
    let map = vm.def_ctor("Map", 0, map_ctor, mp);
    def_species(vm, map);
    vm.def_method(mp, "get", 1, map_get);
    let set = vm.def_method(mp, "set", 2, map_set);
    vm.def_method(mp, "has", 1, map_has);
    vm.def_method(mp, "delete", 1, map_delete);
    vm.def_method(mp, "clear", 0, map_clear);
    let entries = vm.def_method(mp, "entries", 0, map_entries);
    vm.def_method(mp, "keys", 0, map_keys);
    vm.def_method(mp, "values", 0, map_values);
    vm.def_getter(mp, "size", map_size);
    alias(vm, mp, atom::SYM_ITERATOR, entries);
    vm.tag(mp, "Map");
    vm.state.realm.map_entries = entries;
    let h = vm.state.realm.hidden;
    let k = vm.intern("%Map.prototype.set");
    alias(vm, h, k, set);

    let sp = vm.intrinsic_object(Some(op));
    vm.state.realm.set_prototype = sp;
    let set_ctor = vm.def_ctor("Set", 0, set_ctor, sp);
    def_species(vm, set_ctor);
    vm.def_method(sp, "has", 1, set_has);
    let add = vm.def_method(sp, "add", 1, set_add);
    vm.def_method(sp, "delete", 1, set_delete);
    vm.def_method(sp, "clear", 0, set_clear);
    vm.def_method(sp, "entries", 0, set_entries);
    vm.def_getter(sp, "size", set_size);
    let values = vm.def_method(sp, "values", 0, set_values);
    let keys = vm.intern("keys");
    alias(vm, sp, keys, values);
    alias(vm, sp, atom::SYM_ITERATOR, values);
    vm.tag(sp, "Set");
    vm.state.realm.set_values = values;
    let k = vm.intern("%Set.prototype.add");
    alias(vm, h, k, add);

    let wmp = vm.intrinsic_object(Some(op));
    vm.state.realm.weakmap_prototype = wmp;
    vm.def_ctor("WeakMap", 0, weakmap_ctor, wmp);
    vm.def_method(wmp, "delete", 1, weakmap_delete);
    vm.def_method(wmp, "get", 1, weakmap_get);
    let wset = vm.def_method(wmp, "set", 2, weakmap_set);
    vm.def_method(wmp, "has", 1, weakmap_has);
    vm.tag(wmp, "WeakMap");
    let k = vm.intern("%WeakMap.prototype.set");
    alias(vm, h, k, wset);

    let wsp = vm.intrinsic_object(Some(op));
    vm.state.realm.weakset_prototype = wsp;
    vm.def_ctor("WeakSet", 0, weakset_ctor, wsp);
    let wadd = vm.def_method(wsp, "add", 1, weakset_add);
    vm.def_method(wsp, "delete", 1, weakset_delete);
    vm.def_method(wsp, "has", 1, weakset_has);
    vm.tag(wsp, "WeakSet");
    let k = vm.intern("%WeakSet.prototype.add");
    alias(vm, h, k, wadd);

    vm.def_hidden("collectionKind", 1, collection_kind);
    vm.def_hidden("setSize", 1, hidden_set_size);
    vm.def_hidden("groupAdd", 3, group_add);
}

/// `groupAdd(groups, key, value)`: AddValueToKeyedGroup for the prelude's `Object.groupBy` and
/// `Map.groupBy` loop: appends `value` to the list of `key` in `groups` (a Map of the realm's
/// own making, keyed by SameValueZero with -0 as +0, or a null-prototype ordinary object keyed
/// by the ToPropertyKey of a primitive `key`), making the list first. Nothing here is observable: the lists are arrays only `groups`
/// holds until the loop ends.
fn group_add(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let Value::Object(g) = c.arg(0) else { return Ok(Value::Undefined) };
    let (key, v) = (c.arg(1), c.arg(2));
    if matches!(vm.state.heap.obj(g).class, Class::Map(_)) {
        match get_entry(vm, g, key) {
            Some((_, Value::Object(l))) => vm.array_extend(l, vec![v]),
            _ => {
                let l = vm.new_array(vec![v]);
                put(vm, g, key, Value::Object(l));
            }
        }
        return Ok(Value::Undefined);
    }
    let k = vm.to_key(key)?;
    match vm.get_own(g, k).map(|p| p.slot) {
        Some(Slot::Data(Value::Object(l))) => vm.array_extend(l, vec![v]),
        _ => {
            let l = vm.new_array(vec![v]);
            vm.create_data_prop(g, k, Value::Object(l))?;
        }
    }
    Ok(Value::Undefined)
}

// ---- receivers and keys -------------------------------------------------------------------------

/// A V8-style description of a receiver for "incompatible receiver" messages.
pub(crate) fn receiver_desc(vm: &mut Vm, v: Value) -> String {
    match v {
        Value::Object(o) => {
            if vm.is_callable(v) {
                let n = vm.function_name_of(o);
                return format!("function {n}() {{ [native code] }}");
            }
            if matches!(vm.state.heap.obj(o).class, Class::Array { .. }) {
                return String::new();
            }
            let name = vm.constructor_name(o).unwrap_or_else(|| "Object".into());
            format!("#<{name}>")
        }
        Value::String(s) => vm.str_lossy(s),
        Value::Symbol(a) => vm.state.atoms.display(a),
        other => vm.describe(other),
    }
}

fn this_coll(vm: &mut Vm, c: &NativeCall<'_>, kind: Kind, method: &str) -> JsResult<ObjId> {
    if let Value::Object(o) = c.this {
        let ok = matches!(
            (&vm.state.heap.obj(o).class, kind),
            (Class::Map(_), Kind::Map)
                | (Class::Set(_), Kind::Set)
                | (Class::WeakMap(_), Kind::WeakMap)
                | (Class::WeakSet(_), Kind::WeakSet)
        );
        if ok {
            return Ok(o);
        }
    }
    let d = receiver_desc(vm, c.this);
    Err(Ctl::type_error(format!("Method {}.prototype.{method} called on incompatible receiver {d}", kind.name())))
}

fn data(vm: &Vm, o: ObjId) -> Option<&MapData> {
    match &vm.state.heap.obj(o).class {
        Class::Map(m) | Class::Set(m) | Class::WeakMap(m) | Class::WeakSet(m) => Some(m),
        _ => None,
    }
}

fn data_mut(vm: &mut Vm, o: ObjId) -> Option<&mut MapData> {
    match &mut vm.state.heap.obj_mut(o).class {
        Class::Map(m) | Class::Set(m) | Class::WeakMap(m) | Class::WeakSet(m) => Some(m),
        _ => None,
    }
}

/// The stored (and looked-up) form of a key: strings flat (a rope is flattened in place, so its
/// text can be read without the VM), `-0` as `+0`.
fn normalize(vm: &mut Vm, v: Value) -> Value {
    match v {
        Value::String(s) => {
            if s.as_heap().is_some_and(|i| matches!(vm.state.heap.strings.get(i), Some(HeapStr::Rope { .. }))) {
                vm.str_text(s);
            }
            v
        }
        Value::Number(0.0) => Value::Number(0.0),
        Value::Empty => Value::Undefined,
        other => other,
    }
}

/// Runs `f` on collection `o`'s data with what key hashing reads (an intrinsic is copied from
/// the shared realm first, as `obj_mut` does).
fn with_data<R>(vm: &mut Vm, o: ObjId, f: impl FnOnce(&mut MapData, &KeyCtx<'_>) -> R) -> Option<R> {
    let heap = &mut vm.state.heap;
    let cx = KeyCtx { atoms: &vm.state.atoms, strings: &heap.strings, bigints: &heap.bigints };
    match &mut heap.objects.get_mut(o.0)?.class {
        Class::Map(m) | Class::Set(m) | Class::WeakMap(m) | Class::WeakSet(m) => Some(f(m, &cx)),
        _ => None,
    }
}

/// The position of `key` in collection `o`.
fn find(vm: &mut Vm, o: ObjId, key: Value) -> Option<u32> {
    let k = normalize(vm, key);
    let heap = &vm.state.heap;
    let cx = KeyCtx { atoms: &vm.state.atoms, strings: &heap.strings, bigints: &heap.bigints };
    match &heap.objects.get(o.0)?.class {
        Class::Map(m) | Class::Set(m) | Class::WeakMap(m) | Class::WeakSet(m) => m.find(&cx, k),
        _ => None,
    }
}

fn get_entry(vm: &mut Vm, o: ObjId, key: Value) -> Option<(Value, Value)> {
    let i = find(vm, o, key)?;
    data(vm, o)?.entries.get(i as usize).copied().flatten()
}

/// Adds or overwrites `key`.
fn put(vm: &mut Vm, o: ObjId, key: Value, value: Value) {
    put_entry(vm, o, key, Some(value));
}

/// Adds `key` with `value`, or with itself as its value when `value` is `None` (a Set's add);
/// an existing key gets the new value, or keeps its entry for `None`. The index is probed once,
/// by the key's content, whether the key is new or not.
fn put_entry(vm: &mut Vm, o: ObjId, key: Value, value: Option<Value>) {
    let k = normalize(vm, key);
    if with_data(vm, o, |d, cx| d.put(cx, k, value)) == Some(true) {
        vm.state.heap.allocated += 40;
    }
}

/// Deletes `key`; false when absent.
fn remove(vm: &mut Vm, o: ObjId, key: Value) -> bool {
    let k = normalize(vm, key);
    if with_data(vm, o, |d, cx| d.remove(cx, k)).flatten().is_none() {
        return false;
    }
    maybe_compact(vm, o);
    true
}

fn clear(vm: &mut Vm, o: ObjId) {
    if let Some(d) = data_mut(vm, o) {
        for e in &mut d.entries {
            *e = None;
        }
        d.index.clear();
        d.size = 0;
    }
    maybe_compact(vm, o);
}

/// Drops the holes of a collection once they are many, re-aiming live iterators. The threshold
/// grows with the heap, so the scan for iterators costs O(1) amortized per deletion.
fn maybe_compact(vm: &mut Vm, o: ObjId) {
    let objects = vm.state.heap.objects.capacity();
    let Some(d) = data(vm, o) else { return };
    let holes = d.entries.len() - d.size as usize;
    if holes < 64 || holes < d.size as usize || holes < objects / 8 {
        return;
    }
    // live_before[p] = number of live entries before position p.
    let mut live_before = Vec::with_capacity(d.entries.len() + 1);
    let mut n = 0u32;
    for e in &d.entries {
        live_before.push(n);
        if e.is_some() {
            n += 1;
        }
    }
    live_before.push(n);
    let target = Value::Object(o);
    // (A pristine intrinsic iterates no collection a run can compact.)
    for obj in vm.state.heap.objects.iter_changed_mut() {
        if let Class::Iter(k) = &mut obj.class
            && let IterKind::MapSet { target: t, pos, .. } = &mut **k
            && *t == target
        {
            let p = (*pos as usize).min(live_before.len() - 1);
            *pos = live_before[p];
        }
    }
    with_data(vm, o, |d, cx| {
        d.entries.retain(Option::is_some);
        d.rebuild_index(cx);
    });
}

fn make_iter(vm: &mut Vm, o: ObjId, set: bool, kind: u8) -> Value {
    let proto = if set { vm.state.realm.set_iterator_prototype } else { vm.state.realm.map_iterator_prototype };
    let it = vm.state.heap.alloc(Object::new(
        Some(proto),
        Class::Iter(Box::new(IterKind::MapSet { target: Value::Object(o), pos: 0, kind })),
    ));
    Value::Object(it)
}

// ---- constructors -------------------------------------------------------------------------------

fn construct(vm: &mut Vm, c: &NativeCall<'_>, kind: Kind) -> JsResult<Value> {
    let Some(nt) = c.new_target else {
        return Err(Ctl::type_error(format!("Constructor {} requires 'new'", kind.name())));
    };
    let default = match kind {
        Kind::Map => vm.state.realm.map_prototype,
        Kind::Set => vm.state.realm.set_prototype,
        Kind::WeakMap => vm.state.realm.weakmap_prototype,
        Kind::WeakSet => vm.state.realm.weakset_prototype,
    };
    let proto = vm.proto_from_ctor(nt, default);
    let o = vm.state.heap.alloc(Object::new(Some(proto), kind.class()));
    let iterable = c.arg(0);
    if iterable.is_nullish() {
        return Ok(Value::Object(o));
    }
    if fill_fast(vm, o, iterable, kind) {
        return Ok(Value::Object(o));
    }
    let Some(f) = vm.exported("collectionFill") else {
        return Ok(Value::Object(o));
    };
    let which = match kind {
        Kind::Map => 0,
        Kind::Set => 1,
        Kind::WeakMap => 2,
        Kind::WeakSet => 3,
    };
    Err(Ctl::TailCall(Box::new(TailCall {
        callee: Value::Object(f),
        this: Value::Undefined,
        args: vec![Value::Object(o), iterable, Value::Number(f64::from(which))],
        new_target: None,
    })))
}

/// Whether the adder the constructor would call (`set`/`add`) is the original one.
fn original_adder(vm: &mut Vm, o: ObjId, kind: Kind) -> bool {
    let (name, hidden) = match kind {
        Kind::Map => ("set", "%Map.prototype.set"),
        Kind::Set => ("add", "%Set.prototype.add"),
        Kind::WeakMap => ("set", "%WeakMap.prototype.set"),
        Kind::WeakSet => ("add", "%WeakSet.prototype.add"),
    };
    let key = vm.intern(name);
    let hk = vm.intern(hidden);
    let h = vm.state.realm.hidden;
    let orig = match vm.state.heap.obj(h).props.get(hk).map(|p| p.slot) {
        Some(Slot::Data(v)) => v,
        _ => return false,
    };
    matches!(vm.lookup(o, key), Lookup::Value(v) if v == orig)
}

/// Whether an array iterates with the built-in iterator and holds no accessor elements.
fn plain_array(vm: &mut Vm, v: Value) -> Option<ObjId> {
    let Value::Object(a) = v else { return None };
    let obj = vm.state.heap.obj(a);
    if !matches!(obj.class, Class::Array { .. }) || obj.flags & oflags::SLOW_ARRAY != 0 {
        return None;
    }
    let values = vm.state.realm.array_values;
    if !matches!(vm.lookup(a, atom::SYM_ITERATOR), Lookup::Value(Value::Object(m)) if m == values) {
        return None;
    }
    let aip = vm.state.realm.array_iterator_prototype;
    let next = vm.state.realm.array_iterator_next;
    if !matches!(vm.lookup(aip, atom::NEXT), Lookup::Value(Value::Object(m)) if m == next) {
        return None;
    }
    if !crate::elements::holes_are_plain(vm, a) {
        return None;
    }
    Some(a)
}

/// Fills a new collection from a plain array natively; false when the generic path is needed
/// (nothing has been added then).
fn fill_fast(vm: &mut Vm, o: ObjId, iterable: Value, kind: Kind) -> bool {
    let Some(a) = plain_array(vm, iterable) else {
        return false;
    };
    if !original_adder(vm, o, kind) {
        return false;
    }
    let items = vm.array_values(Value::Object(a));
    let mut pairs = Vec::with_capacity(items.len());
    for item in items {
        match kind {
            Kind::Map | Kind::WeakMap => {
                let Some(e) = plain_array(vm, item) else {
                    return false;
                };
                let k = vm.index_value(e, 0);
                let v = vm.index_value(e, 1);
                if kind == Kind::WeakMap && !can_be_held_weakly(vm, k) {
                    return false;
                }
                pairs.push((k, v));
            }
            Kind::Set | Kind::WeakSet => {
                if kind == Kind::WeakSet && !can_be_held_weakly(vm, item) {
                    return false;
                }
                pairs.push((item, item));
            }
        }
    }
    for (k, v) in pairs {
        put(vm, o, k, v);
    }
    true
}

fn map_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    construct(vm, c, Kind::Map)
}

fn set_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    construct(vm, c, Kind::Set)
}

fn weakmap_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    construct(vm, c, Kind::WeakMap)
}

fn weakset_ctor(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    construct(vm, c, Kind::WeakSet)
}

// ---- Map ----------------------------------------------------------------------------------------

fn map_get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "get")?;
    Ok(get_entry(vm, o, c.arg(0)).map_or(Value::Undefined, |e| e.1))
}

fn map_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "set")?;
    put(vm, o, c.arg(0), c.arg(1));
    Ok(c.this)
}

fn map_has(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "has")?;
    Ok(Value::Bool(find(vm, o, c.arg(0)).is_some()))
}

fn map_delete(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "delete")?;
    Ok(Value::Bool(remove(vm, o, c.arg(0))))
}

fn map_clear(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "clear")?;
    clear(vm, o);
    Ok(Value::Undefined)
}

fn map_entries(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "entries")?;
    Ok(make_iter(vm, o, false, 2))
}

fn map_keys(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "keys")?;
    Ok(make_iter(vm, o, false, 0))
}

fn map_values(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "values")?;
    Ok(make_iter(vm, o, false, 1))
}

fn map_size(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Map, "size").map_err(|_| {
        let d = receiver_desc(vm, c.this);
        Ctl::type_error(format!("Method get Map.prototype.size called on incompatible receiver {d}"))
    })?;
    Ok(Value::Number(f64::from(data(vm, o).map_or(0, |d| d.size))))
}

// ---- Set ----------------------------------------------------------------------------------------

fn set_has(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "has")?;
    Ok(Value::Bool(find(vm, o, c.arg(0)).is_some()))
}

fn set_add(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "add")?;
    put_entry(vm, o, c.arg(0), None);
    Ok(c.this)
}

fn set_delete(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "delete")?;
    Ok(Value::Bool(remove(vm, o, c.arg(0))))
}

fn set_clear(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "clear")?;
    clear(vm, o);
    Ok(Value::Undefined)
}

fn set_entries(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "entries")?;
    Ok(make_iter(vm, o, true, 2))
}

fn set_values(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "values")?;
    Ok(make_iter(vm, o, true, 1))
}

fn set_size(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::Set, "size").map_err(|_| {
        let d = receiver_desc(vm, c.this);
        Ctl::type_error(format!("Method get Set.prototype.size called on incompatible receiver {d}"))
    })?;
    Ok(Value::Number(f64::from(data(vm, o).map_or(0, |d| d.size))))
}

// ---- WeakMap / WeakSet --------------------------------------------------------------------------

/// CanBeHeldWeakly: objects and symbols that are not registered (`Symbol.for`).
fn can_be_held_weakly(vm: &Vm, v: Value) -> bool {
    match v {
        Value::Object(_) => true,
        Value::Symbol(a) => !matches!(vm.state.atoms.entry(a), Some(AtomEntry::Symbol { registered: true, .. })),
        _ => false,
    }
}

fn weakmap_get(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakMap, "get")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Ok(Value::Undefined);
    }
    Ok(get_entry(vm, o, c.arg(0)).map_or(Value::Undefined, |e| e.1))
}

fn weakmap_set(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakMap, "set")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Err(Ctl::type_error("Invalid value used as weak map key"));
    }
    put(vm, o, c.arg(0), c.arg(1));
    Ok(c.this)
}

fn weakmap_has(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakMap, "has")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(find(vm, o, c.arg(0)).is_some()))
}

fn weakmap_delete(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakMap, "delete")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(remove(vm, o, c.arg(0))))
}

fn weakset_add(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakSet, "add")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Err(Ctl::type_error("Invalid value used in weak set"));
    }
    if find(vm, o, c.arg(0)).is_none() {
        put(vm, o, c.arg(0), c.arg(0));
    }
    Ok(c.this)
}

fn weakset_has(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakSet, "has")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(find(vm, o, c.arg(0)).is_some()))
}

fn weakset_delete(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let o = this_coll(vm, c, Kind::WeakSet, "delete")?;
    if !can_be_held_weakly(vm, c.arg(0)) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(remove(vm, o, c.arg(0))))
}

// ---- hidden helpers for the prelude -------------------------------------------------------------

/// `collectionKind(v)`: 0 Map, 1 Set, 2 WeakMap, 3 WeakSet, -1 otherwise.
fn collection_kind(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let k = match c.arg(0) {
        Value::Object(o) => match vm.state.heap.obj(o).class {
            Class::Map(_) => 0.0,
            Class::Set(_) => 1.0,
            Class::WeakMap(_) => 2.0,
            Class::WeakSet(_) => 3.0,
            _ => -1.0,
        },
        _ => -1.0,
    };
    Ok(Value::Number(k))
}

/// `setSize(s)`: the live size of a Map or Set (no getter call).
fn hidden_set_size(vm: &mut Vm, c: &NativeCall<'_>) -> JsResult<Value> {
    let n = match c.arg(0) {
        Value::Object(o) => data(vm, o).map_or(0, |d| d.size),
        _ => 0,
    };
    Ok(Value::Number(f64::from(n)))
}
