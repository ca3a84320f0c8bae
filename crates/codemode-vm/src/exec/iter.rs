//! The iteration protocol (`iter` ops): fast paths for built-in iterators over arrays, strings,
//! maps and sets; everything else through calls whose results are unpacked by continuations or the
//! prelude.

use crate::Vm;
use crate::atoms::{Atoms, atom};
use crate::error::{Ctl, JsResult, msg};
use crate::exec::call::call_function;
use crate::fastloop::lookup_plain;
use crate::frame::{Cont, Ret};
use crate::heap::{Class, Heap, IterKind, Object, attr};
use crate::property::Lookup;
use crate::realm::Realm;
use crate::value::{Atom, ObjId, Value};

/// `GetIterator`/`GetAsyncIterator`: writes the iterator to `regs[abs_dst]` and its `next` to
/// `regs[abs_dst + 1]` (now, or when the method call returns).
pub(crate) fn get_iterator(vm: &mut Vm, src: Value, abs_dst: usize, is_async: bool) -> JsResult<()> {
    if !is_async
        && let Some(it) = fast_iterator(vm, src)
        && let Some(next) = iterator_next_of(vm, it)
    {
        vm.state.regs[abs_dst] = Value::Object(it);
        vm.state.regs[abs_dst + 1] = next;
        return Ok(());
    }
    let f = vm.state.realm.get_iterator;
    let base = vm.state.frames.last().map_or(0, |fr| fr.base as usize);
    let dst = (abs_dst - base) as u16;
    call_function(
        vm,
        Value::Object(f),
        Value::Undefined,
        vec![src, Value::Bool(is_async)],
        Ret::Cont(Box::new(Cont::IterRecord { dst })),
    )
}

/// The iterator's `next` as `GetIteratorDirect` reads it (a program may have replaced
/// `%ArrayIteratorPrototype%.next`), or `None` when reading it could run code (a getter, a proxy):
/// then the prelude gets the iterator.
fn iterator_next_of(vm: &mut Vm, it: ObjId) -> Option<Value> {
    match vm.lookup(it, atom::NEXT) {
        Lookup::Value(v) => Some(v),
        Lookup::Missing => Some(Value::Undefined),
        Lookup::Getter(_) | Lookup::Proxy(_) => None,
    }
}

/// Whether stepping `it` natively is what calling its `next` would do: the `next` it inherits is
/// still the original one (spread reads elements without calling it).
fn next_is_original(vm: &mut Vm, it: ObjId) -> bool {
    matches!(iterator_next_of(vm, it), Some(Value::Object(n)) if is_builtin_next(vm, n))
}

/// Whether `n` is one of the built-in iterators' original `next` natives (array, map and set,
/// string), which [`Vm::builtin_iter_step`] does the work of.
fn is_builtin_next(vm: &Vm, n: ObjId) -> bool {
    let r = &vm.state.realm;
    n == r.array_iterator_next || n == r.map_iterator_next || n == r.string_iterator_next
}

impl Vm {
    /// Whether `%ArrayIteratorPrototype%.next` is still the original, so that reading a plain
    /// array's elements natively is what iterating it would do.
    pub(crate) fn array_next_is_original(&mut self) -> bool {
        let aip = self.state.realm.array_iterator_prototype;
        matches!(self.lookup(aip, atom::NEXT), Lookup::Value(Value::Object(n)) if n == self.state.realm.array_iterator_next)
    }

    /// Whether `%StringIteratorPrototype%.next` is still the original, so that stepping a string
    /// iterator natively is what calling `next` would do.
    pub(crate) fn string_next_is_original(&mut self) -> bool {
        let sip = self.state.realm.string_iterator_prototype;
        matches!(self.lookup(sip, atom::NEXT), Lookup::Value(Value::Object(n)) if n == self.state.realm.string_iterator_next)
    }

    /// The code points of `s` as strings, as its iterator yields them (a surrogate pair
    /// together, any other unit, a lone surrogate included, alone; one-unit strings from the
    /// atoms' unit table): `Array.from(string)` and spread.
    ///
    /// # Errors
    /// A `RangeError` past the memory limit.
    pub(crate) fn string_code_points(&mut self, s: crate::value::StrRef) -> JsResult<Vec<Value>> {
        let t = self.str_text(s);
        self.reserve_values(t.len())?;
        let mut out = self.spare.take(t.len());
        let mut i = 0;
        while let Some(&c) = t.get(i) {
            if (0xD800..0xDC00).contains(&c)
                && let Some(&d) = t.get(i + 1)
                && (0xDC00..0xE000).contains(&d)
            {
                out.push(self.new_str(&[c, d]));
                i += 2;
            } else {
                out.push(self.tiny_str(&[c]));
                i += 1;
            }
        }
        Ok(out)
    }

    /// Whether iterating `o` is reading its elements: an array whose `Symbol.iterator` is the
    /// original `values`, with `%ArrayIteratorPrototype%.next` the original too, and whose
    /// elements read plainly (no getter, proxy or prototype value answers for a hole).
    pub(crate) fn array_iterates_plainly(&mut self, o: ObjId) -> bool {
        let values = self.state.realm.array_values;
        matches!(self.state.heap.obj(o).class, Class::Array { .. })
            && matches!(self.lookup(o, atom::SYM_ITERATOR), Lookup::Value(Value::Object(m)) if m == values)
            && self.array_next_is_original()
            && self.elements_read_plainly(o)
    }
}

/// `ArrayUnpack`: when iterating `src` reads its elements and nothing else (an array whose
/// `Symbol.iterator` is the original `values`, with `%ArrayIteratorPrototype%.next` the original,
/// whose holes read nothing from its prototypes) and the early close of a pattern that stops
/// before the end calls nothing (no `return` on `%ArrayIteratorPrototype%`'s chain), writes its
/// first `out.len()` elements to `out` (`undefined` for a hole and past the end) and answers
/// true; otherwise false, with `out` untouched (the pattern's generic code runs).
///
/// While the program changed none of `Array.prototype`, `%ArrayIteratorPrototype%`,
/// `%IteratorPrototype%` and `Object.prototype` and the array has no own property but its
/// elements, those answers are the realm's own and are not looked up.
pub(crate) fn unpack_plain(heap: &Heap, atoms: &Atoms, realm: &Realm, src: Value, out: &mut [Value]) -> bool {
    let Value::Object(o) = src else { return false };
    if !crate::elements::plain_in(heap, atoms, o) {
        return false;
    }
    let obj = heap.obj(o);
    let Class::Array { dense, len } = &obj.class else { return false };
    let aip = realm.array_iterator_prototype;
    let pristine = obj.props.is_empty()
        && obj.proto == Some(realm.array_prototype)
        && !heap.is_changed(realm.array_prototype)
        && !heap.is_changed(aip)
        && !heap.is_changed(realm.iterator_prototype)
        && !heap.is_changed(realm.object_prototype);
    if !pristine {
        match lookup_plain(heap, atoms, o, atom::SYM_ITERATOR) {
            Some(Lookup::Value(Value::Object(m))) if m == realm.array_values => {}
            _ => return false,
        }
        match lookup_plain(heap, atoms, aip, atom::NEXT) {
            Some(Lookup::Value(Value::Object(n))) if n == realm.array_iterator_next => {}
            _ => return false,
        }
        // A pattern that reads no further than the length leaves the iterator open: closing it
        // looks `return` up (and would call it).
        if out.len() <= *len as usize && !matches!(lookup_plain(heap, atoms, aip, atom::RETURN), Some(Lookup::Missing))
        {
            return false;
        }
    }
    // The elements read: those below both the pattern's count and the length (a hole among them
    // reads the prototypes).
    let upto = out.len().min(*len as usize);
    let present = &dense[..upto.min(dense.len())];
    if (upto > dense.len() || present.iter().any(|v| v.is_empty()))
        && !crate::elements::holes_are_plain_in(heap, atoms, o)
    {
        return false;
    }
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = match present.get(i) {
            Some(v) if !v.is_empty() => *v,
            _ => Value::Undefined,
        };
    }
    true
}

/// A built-in iterator for `src` when its `Symbol.iterator` is the original one.
fn fast_iterator(vm: &mut Vm, src: Value) -> Option<ObjId> {
    let realm = &vm.state.realm;
    let (values_fn, proto, kind) = match src {
        Value::String(_) => {
            let f = realm.string_iterator;
            if let Lookup::Value(Value::Object(m)) = vm.lookup(vm.state.realm.string_prototype, atom::SYM_ITERATOR)
                && m == f
            {
                let o = vm.state.heap.alloc(Object::new(
                    Some(vm.state.realm.string_iterator_prototype),
                    Class::Iter(Box::new(IterKind::String { text: src, pos: 0 })),
                ));
                return Some(o);
            }
            return None;
        }
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::Array { .. } => (realm.array_values, realm.array_iterator_prototype, 1),
            Class::Map(_) => (realm.map_entries, realm.map_iterator_prototype, 2),
            Class::Set(_) => (realm.set_values, realm.set_iterator_prototype, 1),
            // RegExp string iterators call back into programs (a subclass's `exec`), so they
            // are stepped through their `next` method, never by `builtin_iter_step`.
            Class::Iter(k) if matches!(**k, IterKind::RegExpString { .. }) => return None,
            Class::Iter(_) => {
                // Built-in iterators are their own iterators when @@iterator is the original.
                if let Lookup::Value(Value::Object(m)) = vm.lookup(o, atom::SYM_ITERATOR)
                    && m == vm.state.realm.iterator_self
                {
                    return Some(o);
                }
                return None;
            }
            _ => return None,
        },
        _ => return None,
    };
    let Value::Object(o) = src else { return None };
    match vm.lookup(o, atom::SYM_ITERATOR) {
        Lookup::Value(Value::Object(m)) if m == values_fn => {}
        _ => return None,
    }
    let iter = if proto == vm.state.realm.array_iterator_prototype {
        IterKind::Array { target: src, index: 0, kind }
    } else {
        IterKind::MapSet { target: src, pos: 0, kind }
    };
    Some(vm.state.heap.alloc(Object::new(Some(proto), Class::Iter(Box::new(iter)))))
}

/// `IterNext` fast path: a built-in iterator with its original `next`. `Ok(None)`: call `next`.
#[inline(always)]
pub(crate) fn next_fast(vm: &mut Vm, iter: Value, next: Value) -> JsResult<Option<Value>> {
    let (Value::Object(it), Value::Object(n)) = (iter, next) else {
        return Ok(None);
    };
    if !is_builtin_next(vm, n) {
        return Ok(None);
    }
    if !matches!(vm.state.heap.obj(it).class, Class::Iter(_)) || vm.array_step_in_prelude(it) {
        return Ok(None);
    }
    match vm.builtin_iter_step(it)? {
        Some(v) => Ok(Some(v)),
        None => Ok(Some(Value::Empty)),
    }
}

/// `IterNext` general path: calls `next` and unpacks its result into `ret`.
pub(crate) fn next_slow(vm: &mut Vm, iter: Value, next: Value, ret: Ret) -> JsResult<()> {
    let Ret::Reg(dst) = ret else {
        return Err(Ctl::type_error("invalid iterator step target"));
    };
    // A generator whose `next` is the original: resumed as `next()` would resume it, without
    // the call of the native (whose only work is to ask for the resumption).
    if let (Value::Object(g), Value::Object(n)) = (iter, next)
        && n == vm.state.realm.generator_next
        && matches!(&vm.state.heap.obj(g).class, Class::Generator(d) if !d.is_async)
        && vm.state.frames.len() < vm.options.max_depth
    {
        let r = crate::error::Resume { generator: g, mode: 0, value: Value::Undefined };
        return crate::exec::generator::resume_to(vm, r, crate::exec::generator::StepTo::ForOf(dst));
    }
    if !vm.is_callable(next) {
        let d = vm.describe(next);
        return Err(Ctl::type_error(msg::not_a_function(&d)));
    }
    call_function(vm, next, iter, vec![], Ret::Cont(Box::new(Cont::IterStep { dst })))
}

/// `IterResult`: `Ok(None)` means accessors need the slow path.
pub(crate) fn unpack_result(vm: &mut Vm, r: Value) -> JsResult<Option<Value>> {
    let Value::Object(o) = r else {
        let d = vm.describe(r);
        return Err(Ctl::type_error(format!("Iterator result {d} is not an object")));
    };
    let done = match vm.lookup(o, atom::DONE) {
        Lookup::Value(v) => vm.truthy(v),
        Lookup::Missing => false,
        Lookup::Getter(_) | Lookup::Proxy(_) => return Ok(None),
    };
    if done {
        return Ok(Some(Value::Empty));
    }
    match vm.lookup(o, atom::VALUE) {
        Lookup::Value(v) => Ok(Some(v)),
        Lookup::Missing => Ok(Some(Value::Undefined)),
        Lookup::Getter(_) | Lookup::Proxy(_) => Ok(None),
    }
}

/// `IterResult` through the prelude.
pub(crate) fn unpack_result_slow(vm: &mut Vm, r: Value, ret: Ret) -> JsResult<()> {
    let f = vm.state.realm.iter_result_slow;
    call_function(vm, Value::Object(f), Value::Undefined, vec![r], ret)
}

/// `IterClose`: calls `return()` when the iterator has one.
pub(crate) fn close(vm: &mut Vm, iter: Value) -> JsResult<()> {
    let Value::Object(o) = iter else {
        return Ok(());
    };
    // Built-in iterators too: a `return` a program put on their prototypes (or on
    // `Object.prototype`) is called like any other.
    match vm.lookup(o, atom::RETURN) {
        Lookup::Value(Value::Undefined | Value::Null) | Lookup::Missing => Ok(()),
        // IteratorClose checks that `return` is callable and its result an object: in the prelude.
        Lookup::Value(_) | Lookup::Getter(_) | Lookup::Proxy(_) => {
            let f = vm.state.realm.iter_close_slow;
            call_function(vm, Value::Object(f), Value::Undefined, vec![iter], Ret::Discard)
        }
    }
}

/// `ArraySpread`.
pub(crate) fn array_spread(vm: &mut Vm, arr: Value, src: Value) -> JsResult<()> {
    let Value::Object(a) = arr else { return Ok(()) };
    if let Value::Object(s) = src
        && vm.array_iterates_plainly(s)
    {
        let n = vm.array_len(s);
        check_growth(vm, a, n as usize)?;
        let vals = vm.array_values(src);
        vm.array_extend(a, vals);
        return Ok(());
    }
    if let Some(it) = fast_iterator(vm, src)
        && next_is_original(vm, it)
        && vm.iter_steps_natively(it)
    {
        if let (Value::String(s), Some(Value::String(_))) = (src, iter_string_text(vm, it)) {
            // A fresh string iterator: the code points listed at once.
            let out = vm.string_code_points(s)?;
            check_growth(vm, a, out.len())?;
            vm.array_extend(a, out);
            return Ok(());
        }
        let mut out = Vec::new();
        while let Some(v) = vm.builtin_iter_step(it)? {
            out.push(v);
            if out.len() % 4096 == 0 {
                check_growth(vm, a, out.len())?;
            }
        }
        check_growth(vm, a, out.len())?;
        vm.array_extend(a, out);
        return Ok(());
    }
    if vm.is_promise_value(src) {
        return Err(Ctl::coded(
            crate::ErrorType::Type,
            crate::ErrorKind::InvalidDataValue,
            "Spread requires data values: this is an un-awaited Promise; await it first.",
        ));
    }
    let f = vm.state.realm.spread_into;
    call_function(vm, Value::Object(f), Value::Undefined, vec![arr, src], Ret::Discard)
}

/// The text a string iterator still iterates (`None` for any other object).
fn iter_string_text(vm: &Vm, it: ObjId) -> Option<Value> {
    match &vm.state.heap.obj(it).class {
        Class::Iter(k) => match **k {
            IterKind::String { text, pos: 0 } => Some(text),
            _ => None,
        },
        _ => None,
    }
}

/// Refuses appending `extra` elements to array `a` past the array cap or the memory limit.
fn check_growth(vm: &Vm, a: ObjId, extra: usize) -> JsResult<()> {
    vm.check_array_len(f64::from(vm.array_len(a)) + extra as f64)?;
    vm.reserve_values(extra)
}

/// `ForInPrepare`: the key iterator, or `None` when the chain has a proxy (then the prelude's
/// `P$forInKeys` lists the keys through its traps and `__forInIterator` makes the iterator).
pub(crate) fn for_in_prepare(vm: &mut Vm, src: Value) -> Option<Value> {
    let mut keys = Vec::new();
    let start = match src {
        Value::Object(o) => Some(o),
        Value::String(_) => {
            let w = vm.to_object_wrapper(src);
            Some(w)
        }
        _ => None,
    };
    let mut seen = rustc_hash::FxHashSet::default();
    let mut cur = start;
    let mut depth = 0;
    while let Some(o) = cur {
        depth += 1;
        if depth > 10_000 {
            break;
        }
        if vm.is_proxy(o) {
            return None;
        }
        for k in vm.own_keys(o) {
            if vm.state.atoms.is_symbol(k) {
                continue;
            }
            if !seen.insert(k) {
                continue;
            }
            if let Some(p) = vm.get_own(o, k)
                && p.attrs & attr::ENUMERABLE != 0
            {
                keys.push(k);
            }
        }
        cur = vm.state.heap.obj(o).proto;
    }
    let object = start.map_or(Value::Undefined, Value::Object);
    Some(for_in_iterator(vm, object, keys))
}

/// A for-in key iterator over `keys` of `object`.
pub(crate) fn for_in_iterator(vm: &mut Vm, object: Value, keys: Vec<Atom>) -> Value {
    let it = vm.state.heap.alloc(Object::new(None, Class::Iter(Box::new(IterKind::ForIn { object, keys, pos: 0 }))));
    Value::Object(it)
}

/// `ForInNext`.
pub(crate) fn for_in_next(vm: &mut Vm, iter: Value) -> Value {
    let Value::Object(it) = iter else {
        return Value::Empty;
    };
    loop {
        let (object, key) = match &mut vm.state.heap.obj_mut(it).class {
            Class::Iter(k) => match &mut **k {
                IterKind::ForIn { object, keys, pos } => {
                    let Some(&key) = keys.get(*pos as usize) else {
                        return Value::Empty;
                    };
                    *pos += 1;
                    (*object, key)
                }
                _ => return Value::Empty,
            },
            _ => return Value::Empty,
        };
        // Keys deleted before being visited are skipped.
        // (A proxy is not asked again: its keys came from its traps a moment ago.)
        if let Value::Object(o) = object
            && vm.has_property(o, key) == Ok(false)
        {
            continue;
        }
        return vm.atom_value(key);
    }
}

impl Vm {
    /// One step of a built-in iterator: `Some(value)` or `None` when done.
    ///
    /// # Errors
    /// When the iterated object is of the wrong kind.
    pub fn builtin_iter_step(&mut self, it: ObjId) -> JsResult<Option<Value>> {
        if let Class::Iter(k) = &self.state.heap.obj(it).class
            && let IterKind::String { text: Value::String(s), pos } = **k
        {
            return Ok(self.string_iter_step(it, s, pos));
        }
        let kind = match &self.state.heap.obj(it).class {
            Class::Iter(k) => (**k).clone(),
            _ => {
                return Err(Ctl::type_error("next method called on incompatible receiver"));
            }
        };
        let result = match kind {
            IterKind::Array { target, index, kind } => {
                let Value::Object(t) = target else {
                    return Ok(None);
                };
                let len = match &self.state.heap.obj(t).class {
                    Class::Array { len, .. } => *len,
                    Class::TypedArray { .. } => match crate::typed::ta_record(self, t) {
                        Some((_, _, Some(len), _)) => len as u32,
                        _ => {
                            return Err(Ctl::type_error(
                                "Cannot perform %ArrayIteratorPrototype%.next on a detached or out of bounds TypedArray",
                            ));
                        }
                    },
                    _ => {
                        let l = self.get_data(target, atom::LENGTH);
                        let n = self.to_number(l).unwrap_or(0.0);
                        if n.is_finite() && n > 0.0 { n.min(f64::from(u32::MAX)) as u32 } else { 0 }
                    }
                };
                if index >= len {
                    self.set_iter_done(it);
                    return Ok(None);
                }
                self.set_iter_pos(it, index + 1);
                match kind {
                    0 => Value::Number(f64::from(index)),
                    _ => {
                        let v = self.index_value(t, index);
                        if kind == 1 {
                            v
                        } else {
                            Value::Object(self.new_array(vec![Value::Number(f64::from(index)), v]))
                        }
                    }
                }
            }
            IterKind::MapSet { target, pos, kind } => {
                let Value::Object(t) = target else {
                    return Ok(None);
                };
                let (entry, next_pos) = {
                    let data = match &self.state.heap.obj(t).class {
                        Class::Map(m) | Class::Set(m) => m,
                        _ => return Ok(None),
                    };
                    let mut p = pos as usize;
                    while p < data.entries.len() && data.entries[p].is_none() {
                        p += 1;
                    }
                    (data.entries.get(p).copied().flatten(), p + 1)
                };
                let Some((k, v)) = entry else {
                    self.set_iter_done(it);
                    return Ok(None);
                };
                self.set_iter_pos(it, next_pos as u32);
                match kind {
                    0 => k,
                    1 => v,
                    _ => Value::Object(self.new_array(vec![k, v])),
                }
            }
            // (A string's text is stepped above; a finished iterator's text is undefined.)
            IterKind::String { .. } => return Ok(None),
            _ => {
                return Err(Ctl::type_error("next method called on incompatible receiver"));
            }
        };
        Ok(Some(result))
    }

    /// One step of string iterator `it` at code unit `pos` of `s`: the code point there (a
    /// surrogate pair, else one unit, a lone surrogate included) read in place (a rope is
    /// flattened once), a one-unit string from the atoms' unit table; `None` at the end.
    fn string_iter_step(&mut self, it: ObjId, s: crate::value::StrRef, pos: u32) -> Option<Value> {
        let p = pos as usize;
        let (c, d) = match self.flat_text(s) {
            Some(t) => (t.get(p).copied(), t.get(p + 1).copied()),
            None => {
                let t = self.str_text(s);
                (t.get(p).copied(), t.get(p + 1).copied())
            }
        };
        let Some(c) = c else {
            self.set_iter_done(it);
            return None;
        };
        if let Some(d) = d
            && (0xD800..0xDC00).contains(&c)
            && (0xDC00..0xE000).contains(&d)
        {
            self.set_iter_pos(it, pos + 2);
            return Some(self.new_str(&[c, d]));
        }
        self.set_iter_pos(it, pos + 1);
        Some(self.tiny_str(&[c]))
    }

    /// Whether the next step of array iterator `it` must run in the prelude
    /// (`arrayIteratorNextSlow`, a real [[Get]]): its target is neither an array nor a typed
    /// array (its `length` and elements may run code), or the element at the iterator's index is
    /// absent from the array's dense part and reading it reaches a getter or a proxy (an accessor
    /// element of the array itself, or an index getter on its prototypes), which
    /// [`Vm::index_value`] cannot call.
    pub(crate) fn array_step_in_prelude(&mut self, it: ObjId) -> bool {
        let (t, index) = match &self.state.heap.obj(it).class {
            Class::Iter(k) => match &**k {
                IterKind::Array { target: Value::Object(t), index, kind } if *kind != 0 => (*t, *index),
                IterKind::Array { target: Value::Object(t), .. } => return !self.is_indexed(*t),
                _ => return false,
            },
            _ => return false,
        };
        match &self.state.heap.obj(t).class {
            Class::Array { dense, len } => {
                if index >= *len || dense.get(index as usize).is_some_and(|v| !v.is_empty()) {
                    return false;
                }
            }
            Class::TypedArray { .. } => return false,
            _ => return true,
        }
        let k = self.state.atoms.intern_index(index);
        matches!(self.lookup(t, k), Lookup::Getter(_) | Lookup::Proxy(_))
    }

    /// Whether `o` is an array or a typed array (what a native array-iterator step reads itself).
    fn is_indexed(&self, o: ObjId) -> bool {
        matches!(self.state.heap.obj(o).class, Class::Array { .. } | Class::TypedArray { .. })
    }

    /// Whether every remaining step of built-in iterator `it` can be taken natively: no step of
    /// an array iterator would need the prelude (see [`Vm::array_step_in_prelude`]). Checked
    /// once before a native loop that runs no program code, so nothing can change meanwhile.
    pub(crate) fn iter_steps_natively(&mut self, it: ObjId) -> bool {
        let (t, kind) = match &self.state.heap.obj(it).class {
            Class::Iter(k) => match &**k {
                IterKind::Array { target: Value::Object(t), kind, .. } => (*t, *kind),
                _ => return true,
            },
            _ => return true,
        };
        if !self.is_indexed(t) {
            return false;
        }
        kind == 0 || self.elements_read_plainly(t)
    }

    /// Whether reading every element of array `o` by [`Vm::index_value`] is what [[Get]] reads:
    /// no holes, or holes and sparse elements that reach no getter or proxy.
    pub(crate) fn elements_read_plainly(&mut self, o: ObjId) -> bool {
        let obj = self.state.heap.obj(o);
        match &obj.class {
            Class::Array { dense, len } => {
                if obj.flags & crate::heap::oflags::SLOW_ARRAY == 0
                    && dense.len() == *len as usize
                    && !crate::elements::has_hole(dense)
                {
                    return true;
                }
                let len = *len as usize;
                crate::elements::plain(self, o) && crate::elements::readable(self, o, 0, len)
            }
            Class::TypedArray { .. } => true,
            _ => false,
        }
    }

    /// `__arrayIter(it, op, n)`: the state of an array iterator (`op` 0: `[target, index, kind]`,
    /// or undefined once done), or sets its next index (`op` 1) or marks it done (`op` 2).
    pub(crate) fn array_iter_op(&mut self, it: ObjId, op: u8, n: u32) -> Value {
        match op {
            0 => {
                let st = match &self.state.heap.obj(it).class {
                    Class::Iter(k) => match &**k {
                        IterKind::Array { target, index, kind } if !target.is_undefined() => {
                            Some((*target, *index, *kind))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                match st {
                    Some((t, i, k)) => {
                        let a = self.new_array(vec![t, Value::Number(f64::from(i)), Value::Number(f64::from(k))]);
                        Value::Object(a)
                    }
                    None => Value::Undefined,
                }
            }
            1 => {
                self.set_iter_pos(it, n);
                Value::Undefined
            }
            _ => {
                self.set_iter_done(it);
                Value::Undefined
            }
        }
    }

    fn set_iter_pos(&mut self, it: ObjId, n: u32) {
        if let Class::Iter(k) = &mut self.state.heap.obj_mut(it).class {
            match &mut **k {
                IterKind::Array { index, .. } => *index = n,
                IterKind::MapSet { pos, .. } | IterKind::String { pos, .. } => *pos = n,
                _ => {}
            }
        }
    }

    fn set_iter_done(&mut self, it: ObjId) {
        if let Class::Iter(k) = &mut self.state.heap.obj_mut(it).class {
            match &mut **k {
                IterKind::Array { target, .. } | IterKind::MapSet { target, .. } => *target = Value::Undefined,
                IterKind::String { text, .. } => *text = Value::Undefined,
                _ => {}
            }
        }
    }

    /// Element `i` of an array-like object by plain lookup (holes read through the prototype).
    pub fn index_value(&mut self, o: ObjId, i: u32) -> Value {
        if let Class::Array { dense, .. } = &self.state.heap.obj(o).class
            && let Some(v) = dense.get(i as usize)
            && !v.is_empty()
        {
            return *v;
        }
        let k = self.state.atoms.intern_index(i);
        match self.lookup(o, k) {
            Lookup::Value(v) => v,
            _ => Value::Undefined,
        }
    }
}
