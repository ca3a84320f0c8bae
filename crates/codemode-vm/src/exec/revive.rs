//! The resumable reviver walk of `JSON.parse(text, reviver)` (InternalizeJSONProperty), run
//! natively as a state machine whose reviver calls are ordinary frames (the pattern of
//! `exec/sort.rs` and `exec/each.rs`), so that a reviver may throw, call anything, be suspended
//! in a snapshot and resumed.
//!
//! The walk is the one of the prelude's `jsonRevive` (`prelude/json.js`) step for step: the same
//! frames (holder, name, value, its keys, their count, the next child, the value's JSON Parse
//! Records, the reviver's `context`), the same reads and stores, the same records. Each step is
//! taken natively only while it is unobservable: the value being walked is not a proxy, and the
//! child read is an own data property of an ordinary object or a present element of a plain
//! array. When a reviver made a step observable (an accessor, a deleted key, a proxy put in a
//! later slot), the walk hands its frames, in the prelude's layout, to the prelude's loop
//! (`jsonReviveLoop`), which goes on from the same step. Only ordinary functions are called
//! here (not async, not generators, not classes): `JSON.parse` gives any other reviver to the
//! prelude's walk from the start.
//!
//! The JSON Parse Records are plain data of the state ([`Records`]), built by the value parse in
//! the same pass (`builtins/json.rs`): per value, the value parsed and a primitive's span of the
//! JSON text or a container's children; `context.source` is cut from the text only when a context
//! is made. The prelude's form of the records (program arrays) is built from them only for the
//! prelude's walk. A reviver that cannot see a third argument (an ordinary function without a
//! third parameter, `arguments` or a rest parameter: extra arguments are dropped unseen) is
//! called with two: its walk has no records and makes no contexts.

use serde::{Deserialize, Serialize};

use crate::error::{Ctl, EngineError, msg};
use crate::exec::call::{Args, ctl_to_unwind, deliver_or_unwind, invoke, stack_top};
use crate::frame::{Cont, Ret};
use crate::gc::Sink;
use crate::heap::{Class, Object, Prop, PropMap, Slot, oflags};
use crate::property::PropDesc;
use crate::strings::Text;
use crate::value::{Atom, ObjId, Value};
use crate::{Vm, atoms::atom, elements, heap::attr};

/// No record (in [`ReviveFrame::kids`]).
const NONE: u32 = u32::MAX;

/// A JSON Parse Record (json-parse-with-source): the value parsed, and a primitive's source text
/// (a span of the JSON text) or a container's children (a range of [`Records::entries`]).
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct ParseRec {
    /// The value as parsed (the record applies while the walk finds the same value).
    pub val: Value,
    /// Where the source span or the children start.
    pub a: u32,
    /// Where they end.
    pub b: u32,
}

/// The records of one parse, flat: each after its children's, the root's last.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Records {
    /// The records.
    pub recs: Vec<ParseRec>,
    /// The containers' children: the key (`""` for an element) and the child's record, in source
    /// order (an object's duplicate keys each have one, the last is the property's).
    pub entries: Vec<(Atom, u32)>,
}

/// One value of the walk whose children are being revived (a frame of the prelude's walk).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReviveFrame {
    /// The object holding the value.
    pub holder: ObjId,
    /// Its key in the holder.
    pub name: Atom,
    /// The value (a primitive only for the root).
    pub val: Value,
    /// An object's enumerable own string keys, read when it was entered; `None` for an array
    /// (and a primitive).
    pub keys: Option<Vec<Atom>>,
    /// How many children: the keys' count or the array's length.
    pub len: u32,
    /// The next child to visit.
    pub next: u32,
    /// The value's record (in [`ReviveState::records`]) when it applies to the value.
    pub rec: Option<u32>,
    /// The child records of an object whose keys are not its record's entries in order: by key
    /// position ([`NONE`] for a key without one).
    pub kids: Option<Vec<u32>>,
    /// The reviver's `context` argument for this value (`None` when the reviver cannot see it).
    pub context: Option<ObjId>,
}

/// The reviver walk between two reviver calls.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReviveState {
    /// The reviver.
    pub reviver: Value,
    /// Whether the reviver may see its `context` argument: `false` for one without a third
    /// parameter and without `arguments`, which gets neither records nor contexts.
    pub contexts: bool,
    /// The JSON text (a flat string) the records' source spans are in.
    pub source: Value,
    /// The parse's records (empty without contexts).
    pub records: Records,
    /// The values being walked, the innermost last.
    pub frames: Vec<ReviveFrame>,
    /// The primitive child whose reviver call is running (its holder and key), or `None` when
    /// the call is the innermost frame's own.
    pub child: Option<(ObjId, Atom)>,
    /// Where the walk's result goes.
    pub outer: Ret,
}

/// Whether the reviver is one the walk may call in a frame of its own (an ordinary function).
pub(crate) fn applicable(vm: &Vm, reviver: Value) -> bool {
    crate::exec::each::simple_callback(vm, reviver)
}

/// Whether a reviver (`applicable`) may see a third argument: it declares a third parameter, or
/// reads its argument list (`arguments`, a rest parameter). Any other drops it unseen.
pub(crate) fn sees_context(vm: &Vm, reviver: Value) -> bool {
    let Value::Object(f) = reviver else {
        return true;
    };
    match &vm.state.heap.obj(f).class {
        Class::Closure(cl) => vm
            .codes
            .get(cl.code as usize)
            .and_then(|u| u.code.functions.get(cl.func as usize))
            .is_none_or(|f| f.n_params >= 3 || f.flags.has(codemode_bytecode::FuncFlags::USES_ARGUMENTS)),
        _ => true,
    }
}

/// `rec` when it is the record of `val` (SameValue with the value parsed).
fn applying(vm: &mut Vm, st: &ReviveState, rec: Option<u32>, val: Value) -> Option<u32> {
    let r = rec?;
    let parsed = st.records.recs.get(r as usize)?.val;
    vm.same_value(parsed, val).then_some(r)
}

/// The source text of a primitive's record `p`: its span of the JSON text `source` (`None` when
/// out of it).
fn source_text(vm: &mut Vm, source: Value, p: ParseRec) -> Option<Value> {
    let (a, b) = (p.a as usize, p.b as usize);
    let Value::String(s) = source else {
        return None;
    };
    let t = match s.as_atom() {
        Some(at) => Text::new(vm.state.atoms.text_of(at)?.get(a..b)?),
        None => Text::new(vm.state.heap.strings.get(s.as_heap()?)?.flat()?.get(a..b)?),
    };
    Some(vm.new_text(t))
}

/// The reviver's `context` for `val`, whose record `rec` applies: `{ source }` for a primitive,
/// else `{}`; `None` when the reviver cannot see it.
fn context_for(vm: &mut Vm, st: &ReviveState, val: Value, rec: Option<u32>) -> Option<ObjId> {
    if !st.contexts {
        return None;
    }
    let mut o = Object::new(Some(vm.state.realm.object_prototype), Class::Ordinary);
    if let Some(r) = rec
        && !matches!(val, Value::Object(_))
        && let Some(&p) = st.records.recs.get(r as usize)
        && let Some(src) = source_text(vm, st.source, p)
    {
        o.props = PropMap::one(Prop { key: atom::SOURCE, attrs: attr::DEFAULT, slot: Slot::Data(src) });
    }
    Some(vm.state.heap.alloc(o))
}

/// Whether the walk may enter `val` natively: a primitive, or an object that is not a proxy.
fn enterable(vm: &Vm, val: Value) -> bool {
    match val {
        Value::Object(o) => !matches!(vm.state.heap.obj(o).class, Class::Proxy(_)),
        _ => true,
    }
}

/// EnumerableOwnProperties(o, key): read in one pass for an ordinary object without index keys.
pub(crate) fn keys_of(vm: &mut Vm, o: ObjId) -> Vec<Atom> {
    let obj = vm.state.heap.obj(o);
    if matches!(obj.class, Class::Ordinary) && obj.flags & oflags::LAZY_FUNC == 0 {
        let atoms = &vm.state.atoms;
        let mut keys = Vec::with_capacity(obj.props.len());
        let mut simple = true;
        for p in obj.props.iter() {
            if atoms.index_of(p.key).is_some() {
                simple = false;
                break;
            }
            if p.attrs & attr::ENUMERABLE != 0 && !atoms.is_symbol(p.key) {
                keys.push(p.key);
            }
        }
        if simple {
            return keys;
        }
    }
    vm.enumerable_string_keys(o)
}

/// The child records of an object (record `r`, keys `keys`) when they are not its entries in
/// order: each key's last entry.
fn kids_by_key(st: &ReviveState, r: u32, keys: &[Atom]) -> Option<Vec<u32>> {
    let p = st.records.recs.get(r as usize)?;
    let entries = st.records.entries.get(p.a as usize..p.b as usize).unwrap_or(&[]);
    if entries.len() == keys.len() && entries.iter().zip(keys).all(|(e, k)| e.0 == *k) {
        return None;
    }
    let mut by_key: rustc_hash::FxHashMap<Atom, u32> = rustc_hash::FxHashMap::default();
    for &(k, c) in entries {
        by_key.insert(k, c);
    }
    Some(keys.iter().map(|k| by_key.get(k).copied().unwrap_or(NONE)).collect())
}

/// Pushes the frame of `val` (held by `holder` under `name`; `enterable`; `rec` is its record if
/// it has one): its keys or length and its context.
fn enter(vm: &mut Vm, st: &mut ReviveState, holder: ObjId, name: Atom, val: Value, rec: Option<u32>) {
    let rec = applying(vm, st, rec, val);
    let context = context_for(vm, st, val, rec);
    let (keys, len) = match val {
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::Array { len, .. } => (None, *len),
            _ => {
                let keys = keys_of(vm, o);
                let n = keys.len() as u32;
                (Some(keys), n)
            }
        },
        _ => (None, 0),
    };
    let kids = match (&keys, rec) {
        (Some(keys), Some(r)) => kids_by_key(st, r, keys),
        _ => None,
    };
    st.frames.push(ReviveFrame { holder, name, val, keys, len, next: 0, rec, kids, context });
}

/// The record of child `i` of frame `f` (`None` without one).
fn child_record(st: &ReviveState, f: &ReviveFrame, i: u32) -> Option<u32> {
    let r = f.rec?;
    let c = match &f.kids {
        Some(kids) => *kids.get(i as usize)?,
        None => {
            let p = st.records.recs.get(r as usize)?;
            let at = p.a.checked_add(i).filter(|&at| at < p.b)?;
            st.records.entries.get(at as usize)?.1
        }
    };
    (c != NONE).then_some(c)
}

/// What the next step is.
enum Step {
    /// Call the reviver on a primitive child (`st.child` set) or on the innermost frame's value.
    Call { holder: ObjId, name: Atom, val: Value, context: Option<ObjId> },
    /// The reads became observable: the prelude's loop goes on from here.
    Generic,
}

/// The child `i` of the innermost frame's value, read natively when that is unobservable (an own
/// data property of a non-exotic object, a present element of a plain array); `None` otherwise.
fn read_child(vm: &mut Vm, parent: ObjId, i: u32, key: Atom) -> Option<Value> {
    let obj = vm.state.heap.obj(parent);
    match &obj.class {
        Class::Array { dense, .. } => {
            if !elements::plain_in(&vm.state.heap, &vm.state.atoms, parent) {
                return None;
            }
            dense.get(i as usize).copied().filter(|v| !v.is_empty())
        }
        Class::Ordinary if obj.flags & oflags::LAZY_FUNC == 0 => match obj.props.get(key)?.slot {
            Slot::Data(v) if !v.is_empty() => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// Runs the walk to its next reviver call (entering objects natively on the way).
fn advance(vm: &mut Vm, st: &mut ReviveState) -> Step {
    loop {
        let Some(f) = st.frames.last() else {
            return Step::Generic;
        };
        if f.next >= f.len {
            return Step::Call { holder: f.holder, name: f.name, val: f.val, context: f.context };
        }
        let Value::Object(parent) = f.val else {
            return Step::Generic;
        };
        let i = f.next;
        let key = match &f.keys {
            Some(keys) => keys[i as usize],
            None => vm.state.atoms.intern_index(i),
        };
        let crec = child_record(st, f, i);
        let Some(val) = read_child(vm, parent, i, key) else {
            return Step::Generic;
        };
        if !enterable(vm, val) {
            return Step::Generic;
        }
        if let Some(f) = st.frames.last_mut() {
            f.next = i + 1;
        }
        if matches!(val, Value::Object(_)) {
            enter(vm, st, parent, key, val, crec);
            continue;
        }
        let context = match st.contexts {
            true => {
                let crec = applying(vm, st, crec, val);
                context_for(vm, st, val, crec)
            }
            false => None,
        };
        st.child = Some((parent, key));
        return Step::Call { holder: parent, name: key, val, context };
    }
}

/// The reviver's result `r` into `holder[name]`: [[Delete]] for undefined, else
/// CreateDataProperty; a failure is ignored (`holder` is never a proxy: the walk entered it).
/// An existing writable, enumerable, configurable data property of an ordinary object (or a
/// present element of a plain, extensible array) takes the value in place.
fn store(vm: &mut Vm, holder: ObjId, name: Atom, r: Value) -> Result<(), Ctl> {
    if matches!(r, Value::Undefined) {
        vm.delete_prop(holder, name);
        return Ok(());
    }
    let index = vm.state.atoms.index_of(name);
    let obj = vm.state.heap.obj_mut(holder);
    let in_place = match &mut obj.class {
        Class::Array { dense, .. } => {
            obj.flags & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) == 0
                && obj.flags & oflags::EXTENSIBLE != 0
                && index.and_then(|i| dense.get_mut(i as usize)).filter(|v| !v.is_empty()).map(|v| *v = r).is_some()
        }
        Class::Ordinary if obj.flags & oflags::LAZY_FUNC == 0 => match obj.props.get_mut(name) {
            Some(p) if p.attrs == attr::DEFAULT && matches!(p.slot, Slot::Data(_)) => {
                p.slot = Slot::Data(r);
                true
            }
            _ => false,
        },
        _ => false,
    };
    if !in_place {
        vm.define_own(holder, name, PropDesc::data(r, attr::DEFAULT))?;
    }
    Ok(())
}

/// Whether a state (from a snapshot) lets the walk run (`validate.rs` asks it of every
/// `Cont::Revive`): a call is in flight for the innermost frame, each frame's cursor within its
/// children and an object's key count its length.
pub(crate) fn well_formed(st: &ReviveState) -> bool {
    let n = st.records.recs.len();
    !st.frames.is_empty()
        && st.frames.iter().all(|f| {
            f.next <= f.len
                && f.keys.as_ref().is_none_or(|k| k.len() == f.len as usize)
                && f.kids.as_ref().is_none_or(|k| k.len() == f.len as usize)
                && f.rec.is_none_or(|r| (r as usize) < n)
                && (st.contexts || f.context.is_none())
        })
}

/// A reviver call finished (`Cont::Revive` applied to its completion): stores its result and
/// goes on.
pub(crate) fn resume(
    vm: &mut Vm,
    mut cont: Box<Cont>,
    result: Result<Value, Value>,
) -> Result<Option<Value>, EngineError> {
    let Cont::Revive(st) = &mut *cont else {
        return Err(EngineError::Internal("not a reviver walk continuation".into()));
    };
    let r = match result {
        Ok(v) => v,
        Err(e) => return deliver(vm, st, Err(e)),
    };
    let stored = match st.child.take() {
        Some((holder, name)) => store(vm, holder, name, r),
        None => {
            let Some(f) = st.frames.pop() else {
                return Err(EngineError::Internal("reviver walk without a frame".into()));
            };
            if st.frames.is_empty() {
                return deliver(vm, st, Ok(r));
            }
            store(vm, f.holder, f.name, r)
        }
    };
    if let Err(ctl) = stored {
        let e = ctl_to_unwind(vm, ctl)?.unwrap_or_default();
        return deliver(vm, st, Err(e));
    }
    next(vm, cont)
}

/// The re-entry of the reviver that returned `r` from frame `fi` (the top frame, whose return
/// target is this walk's `Cont::Revive`), asked by the interpreter's `Return` after
/// `exec::call::reenter`: when the walk's next step is another reviver call, stores `r` as
/// [`resume`] would, takes the walk to that call and makes the returning frame that call in place
/// (`pc` 0, the closure's environment, `this` and the arguments in its window, the rest of it
/// `undefined`): the state returning into the continuation, popping the frame and pushing the
/// next call's would leave. False when the generic return must run: a frame with flags, kept
/// arguments or handlers, the walk's last call, a failed store (nothing changed then), or a step
/// the prelude must take (then `r` is stored and the walk advanced, and `child` names where `r`
/// went, so that [`resume`] stores it there again, which changes nothing, and goes on).
pub(crate) fn again(vm: &mut Vm, fi: usize, r: Value) -> bool {
    let Some(f) = vm.state.frames.get(fi) else { return false };
    if fi + 1 != vm.state.frames.len()
        || f.flags != 0
        || f.args.is_some()
        || vm.state.handlers.last().is_some_and(|h| h.frame as usize >= fi)
    {
        return false;
    }
    let Ret::Cont(c) = &f.ret else { return false };
    let Cont::Revive(st) = &**c else { return false };
    let callee = f.callee;
    if !matches!(st.reviver, Value::Object(o) if o == callee) || (st.child.is_none() && st.frames.len() <= 1) {
        return false;
    }
    let Class::Closure(cl) = &vm.state.heap.obj(callee).class else { return false };
    let env = cl.env;
    let Some(n_params) = vm
        .codes
        .get(f.code as usize)
        .and_then(|u| u.code.functions.get(f.func as usize))
        .map(|g| usize::from(g.n_params))
    else {
        return false;
    };
    let (base, top) = (f.base as usize, f.top as usize);
    if top < base + 2 + n_params || vm.state.regs.len() < top {
        return false;
    }
    let target = match (st.child, st.frames.last()) {
        (Some(t), _) => t,
        (None, Some(f)) => (f.holder, f.name),
        (None, None) => return false,
    };
    if store(vm, target.0, target.1, r).is_err() {
        return false;
    }
    let ret = std::mem::replace(&mut vm.state.frames[fi].ret, Ret::Discard);
    let Ret::Cont(mut cont) = ret else {
        vm.state.frames[fi].ret = ret;
        return false;
    };
    let step = match &mut *cont {
        Cont::Revive(st) => {
            if st.child.take().is_none() {
                st.frames.pop();
            }
            let step = advance(vm, st);
            if matches!(step, Step::Generic) {
                st.child = Some(target);
            }
            step
        }
        _ => Step::Generic,
    };
    vm.state.frames[fi].ret = Ret::Cont(cont);
    let Step::Call { holder, name, val, context } = step else {
        return false;
    };
    let name = vm.atom_value(name);
    let args = [name, val, context.map_or(Value::Undefined, Value::Object)];
    let argc = if context.is_some() { 3 } else { 2 };
    let w = &mut vm.state.regs[base..top];
    w[0] = Value::Object(callee);
    w[1] = Value::Object(holder);
    let given = argc.min(n_params);
    w[2..2 + given].copy_from_slice(&args[..given]);
    for x in &mut w[2 + given..] {
        *x = Value::Undefined;
    }
    let f = &mut vm.state.frames[fi];
    f.pc = 0;
    f.env = env;
    f.argc = argc as u32;
    true
}

/// Ends the walk: its result (or the throw that ended it) goes where `JSON.parse`'s result goes.
fn deliver(vm: &mut Vm, st: &mut ReviveState, result: Result<Value, Value>) -> Result<Option<Value>, EngineError> {
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
    deliver_or_unwind(vm, outer, result)
}

/// The records in the prelude's form (program data, never seen by the program), each as itself
/// and its second item: a primitive's is `[value, sourceText]`, an array's `[array, [element
/// records]]`, an object's `[object, {key: record}]` (a null-prototype map).
pub(crate) fn js_records(vm: &mut Vm, records: &Records, source: Value) -> Vec<(Value, Value)> {
    let mut js: Vec<(Value, Value)> = Vec::with_capacity(records.recs.len());
    for (i, p) in records.recs.iter().enumerate() {
        let second = match p.val {
            Value::Object(o) => {
                let entries = records.entries.get(p.a as usize..p.b as usize).unwrap_or(&[]);
                let child = |c: u32| js.get(c as usize).filter(|_| (c as usize) < i).map_or(Value::Undefined, |x| x.0);
                if matches!(vm.state.heap.obj(o).class, Class::Array { .. }) {
                    let items = entries.iter().map(|e| child(e.1)).collect();
                    Value::Object(vm.new_array(items))
                } else {
                    let items: Vec<(Atom, Value)> = entries.iter().map(|e| (e.0, child(e.1))).collect();
                    let map = vm.new_object_with_proto(None);
                    for (k, v) in items {
                        let _ = vm.create_data_prop(map, k, v);
                    }
                    Value::Object(map)
                }
            }
            _ => source_text(vm, source, *p).unwrap_or_default(),
        };
        let rec = Value::Object(vm.new_array(vec![p.val, second]));
        js.push((rec, second));
    }
    js
}

/// Hands the walk to the prelude's loop (`jsonReviveLoop`), with the frames in its layout: eight
/// slots each of one array.
fn hand_over(vm: &mut Vm, st: &mut ReviveState) -> Result<Option<Value>, EngineError> {
    let Some(g) = vm.exported("jsonReviveLoop") else {
        return Err(EngineError::Internal("prelude export jsonReviveLoop missing".into()));
    };
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
    let js =
        if st.frames.iter().any(|f| f.rec.is_some()) { js_records(vm, &st.records, st.source) } else { Vec::new() };
    let mut slots = Vec::with_capacity(st.frames.len() * 8);
    for f in std::mem::take(&mut st.frames) {
        let keys = match f.keys {
            Some(keys) => {
                let vals = keys.into_iter().map(|k| vm.atom_value(k)).collect();
                Value::Object(vm.new_array(vals))
            }
            None => Value::Undefined,
        };
        slots.extend([
            Value::Object(f.holder),
            vm.atom_value(f.name),
            f.val,
            keys,
            Value::Number(f64::from(f.len)),
            Value::Number(f64::from(f.next)),
            f.rec.and_then(|r| js.get(r as usize)).map_or(Value::Undefined, |x| x.1),
            f.context.map_or(Value::Undefined, Value::Object),
        ]);
    }
    let frames = Value::Object(vm.new_array(slots));
    match invoke(vm, Value::Object(g), Value::Undefined, Args::Owned(vec![frames, st.reviver]), outer, None) {
        Ok(()) => Ok(None),
        Err(ctl) => ctl_to_unwind(vm, ctl),
    }
}

/// Runs the walk to its next reviver call and makes it, or hands the walk to the prelude.
fn next(vm: &mut Vm, mut cont: Box<Cont>) -> Result<Option<Value>, EngineError> {
    let Cont::Revive(st) = &mut *cont else {
        return Err(EngineError::Internal("not a reviver walk continuation".into()));
    };
    match advance(vm, st) {
        Step::Generic => hand_over(vm, st),
        Step::Call { holder, name, val, context } => {
            if vm.state.frames.len() >= vm.options.max_depth {
                let e = vm.make_error(crate::ErrorType::Range, msg::STACK_OVERFLOW, None);
                return deliver(vm, st, Err(e));
            }
            let f = st.reviver;
            let name = vm.atom_value(name);
            let base = stack_top(vm);
            if vm.state.regs.len() < base + 5 {
                vm.state.regs.resize(base + 5, Value::Undefined);
            }
            let w = &mut vm.state.regs[base..base + 5];
            // A reviver that cannot see `context` is called without it.
            let argc = match context {
                Some(c) => {
                    w.copy_from_slice(&[f, Value::Object(holder), name, val, Value::Object(c)]);
                    3
                }
                None => {
                    w[..4].copy_from_slice(&[f, Value::Object(holder), name, val]);
                    2
                }
            };
            match invoke(vm, f, Value::Object(holder), Args::InPlace { base, argc }, Ret::Cont(cont), None) {
                Ok(()) => Ok(None),
                Err(ctl) => ctl_to_unwind(vm, ctl),
            }
        }
    }
}

/// `Ctl::Revive` raised by `JSON.parse`: the walk over the parsed value runs to its first
/// reviver call; the result goes to `ret`.
pub(crate) fn run(vm: &mut Vm, st: Box<ReviveState>, ret: Ret) -> Result<(), Ctl> {
    let mut st = st;
    st.outer = ret;
    match next(vm, Box::new(Cont::Revive(st))) {
        Ok(None) => Ok(()),
        Ok(Some(e)) => Err(Ctl::Throw(e)),
        Err(e) => Err(Ctl::fatal(e)),
    }
}

/// The state for `Ctl::Revive`: the root holder `{"": unfiltered}` and its frame. `parsed` is the
/// JSON text (a flat string) and the parse's records when the reviver may see its `context`.
pub(crate) fn start(
    vm: &mut Vm,
    unfiltered: Value,
    reviver: Value,
    parsed: Option<(Value, Records)>,
) -> Box<ReviveState> {
    let root = vm.new_object();
    vm.define_raw(root, atom::EMPTY, Slot::Data(unfiltered), attr::DEFAULT);
    let contexts = parsed.is_some();
    let (source, records) = parsed.unwrap_or_default();
    let rec = records.recs.len().checked_sub(1).map(|r| r as u32);
    let mut st = Box::new(ReviveState {
        reviver,
        contexts,
        source,
        records,
        frames: Vec::new(),
        child: None,
        outer: Ret::Discard,
    });
    enter(vm, &mut st, root, atom::EMPTY, unfiltered, rec);
    st
}

/// The collector's hook: names every reference the state holds and returns where its result
/// goes. Destructured field by field, so a new field does not compile until it is considered.
pub(crate) fn trace<'a>(st: &'a ReviveState, s: &mut impl Sink) -> &'a Ret {
    let ReviveState { reviver, contexts: _, source, records, frames, child, outer } = st;
    s.value(*reviver);
    s.value(*source);
    let Records { recs, entries } = records;
    for p in recs {
        s.value(p.val);
    }
    for (k, _) in entries {
        s.atom(*k);
    }
    for f in frames {
        let ReviveFrame { holder, name, val, keys, len: _, next: _, rec: _, kids: _, context } = f;
        s.obj(*holder);
        s.atom(*name);
        s.value(*val);
        for k in keys.iter().flatten() {
            s.atom(*k);
        }
        if let Some(c) = context {
            s.obj(*c);
        }
    }
    if let Some((holder, name)) = child {
        s.obj(*holder);
        s.atom(*name);
    }
    outer
}
