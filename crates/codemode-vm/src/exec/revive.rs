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

use serde::{Deserialize, Serialize};

use crate::error::{Ctl, EngineError, msg};
use crate::exec::call::{Args, ctl_to_unwind, deliver_or_unwind, invoke, stack_top};
use crate::frame::{Cont, Ret};
use crate::gc::Sink;
use crate::heap::{Class, Slot};
use crate::property::PropDesc;
use crate::value::{Atom, ObjId, Value};
use crate::{Vm, atoms::atom, elements, heap::attr};

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
    /// The value's child records (an array's by position, an object's by key), or `undefined`.
    pub recs: Value,
    /// The reviver's `context` argument for this value.
    pub context: ObjId,
}

/// The reviver walk between two reviver calls.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReviveState {
    /// The reviver.
    pub reviver: Value,
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

/// The element `i` of one of the records' arrays (program data made by the parser, never seen
/// by the program): `undefined` when missing.
fn rec_item(vm: &Vm, rec: Value, i: usize) -> Value {
    match rec {
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::Array { dense, .. } => dense.get(i).copied().filter(|v| !v.is_empty()).unwrap_or_default(),
            _ => Value::Undefined,
        },
        _ => Value::Undefined,
    }
}

/// The reviver's `context` for `val` with record `rec`: `{ source }` for a primitive whose record
/// still applies; and the child records of an object whose record applies.
fn context_for(vm: &mut Vm, val: Value, rec: Value) -> (ObjId, Value) {
    let context = vm.new_object();
    let mut recs = Value::Undefined;
    if !matches!(rec, Value::Undefined) && {
        let r0 = rec_item(vm, rec, 0);
        vm.same_value(r0, val)
    } {
        let x = rec_item(vm, rec, 1);
        if matches!(val, Value::Object(_)) {
            recs = x;
        } else {
            vm.define_raw(context, atom::SOURCE, Slot::Data(x), attr::DEFAULT);
        }
    }
    (context, recs)
}

/// Whether the walk may enter `val` natively: a primitive, or an object that is not a proxy.
fn enterable(vm: &Vm, val: Value) -> bool {
    match val {
        Value::Object(o) => !matches!(vm.state.heap.obj(o).class, Class::Proxy(_)),
        _ => true,
    }
}

/// Pushes the frame of `val` (held by `holder` under `name`; `enterable`): its keys or length
/// and its context.
fn enter(vm: &mut Vm, st: &mut ReviveState, holder: ObjId, name: Atom, val: Value, rec: Value) {
    let (context, recs) = context_for(vm, val, rec);
    let (keys, len) = match val {
        Value::Object(o) => match &vm.state.heap.obj(o).class {
            Class::Array { len, .. } => (None, *len),
            _ => {
                let keys = vm.enumerable_string_keys(o);
                let n = keys.len() as u32;
                (Some(keys), n)
            }
        },
        _ => (None, 0),
    };
    st.frames.push(ReviveFrame { holder, name, val, keys, len, next: 0, recs, context });
}

/// What the next step is.
enum Step {
    /// Call the reviver on a primitive child (`st.child` set) or on the innermost frame's value.
    Call { holder: ObjId, name: Atom, val: Value, context: ObjId },
    /// The reads became observable: the prelude's loop goes on from here.
    Generic,
}

/// The child `i` of the innermost frame's value, read natively when that is unobservable (an own
/// data property of a non-exotic object, a present element of a plain array); `None` otherwise.
fn read_child(vm: &mut Vm, parent: ObjId, key: Atom) -> Option<Value> {
    match &vm.state.heap.obj(parent).class {
        Class::Array { .. } => {
            if !elements::plain(vm, parent) {
                return None;
            }
        }
        Class::Ordinary => {}
        _ => return None,
    }
    match vm.get_own(parent, key)?.slot {
        Slot::Data(v) if !v.is_empty() => Some(v),
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
        let recs = f.recs;
        let keyed = f.keys.is_some();
        let Some(val) = read_child(vm, parent, key) else {
            return Step::Generic;
        };
        if !enterable(vm, val) {
            return Step::Generic;
        }
        let crec = match recs {
            Value::Undefined => Value::Undefined,
            _ if !keyed => rec_item(vm, recs, i as usize),
            Value::Object(m) => match vm.get_own(m, key).map(|p| p.slot) {
                Some(Slot::Data(v)) => v,
                _ => Value::Undefined,
            },
            _ => Value::Undefined,
        };
        if let Some(f) = st.frames.last_mut() {
            f.next = i + 1;
        }
        if matches!(val, Value::Object(_)) {
            enter(vm, st, parent, key, val, crec);
            continue;
        }
        let (context, _) = context_for(vm, val, crec);
        st.child = Some((parent, key));
        return Step::Call { holder: parent, name: key, val, context };
    }
}

/// The reviver's result `r` into `holder[name]`: [[Delete]] for undefined, else
/// CreateDataProperty; a failure is ignored (`holder` is never a proxy: the walk entered it).
fn store(vm: &mut Vm, holder: ObjId, name: Atom, r: Value) -> Result<(), Ctl> {
    if matches!(r, Value::Undefined) {
        vm.delete_prop(holder, name);
    } else {
        vm.define_own(holder, name, PropDesc::data(r, attr::DEFAULT))?;
    }
    Ok(())
}

/// Whether a state (from a snapshot) lets the walk run (`validate.rs` asks it of every
/// `Cont::Revive`): a call is in flight for the innermost frame, each frame's cursor within its
/// children and an object's key count its length.
pub(crate) fn well_formed(st: &ReviveState) -> bool {
    !st.frames.is_empty()
        && st.frames.iter().all(|f| f.next <= f.len && f.keys.as_ref().is_none_or(|k| k.len() == f.len as usize))
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

/// Ends the walk: its result (or the throw that ended it) goes where `JSON.parse`'s result goes.
fn deliver(vm: &mut Vm, st: &mut ReviveState, result: Result<Value, Value>) -> Result<Option<Value>, EngineError> {
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
    deliver_or_unwind(vm, outer, result)
}

/// Hands the walk to the prelude's loop (`jsonReviveLoop`), with the frames in its layout: eight
/// slots each of one array.
fn hand_over(vm: &mut Vm, st: &mut ReviveState) -> Result<Option<Value>, EngineError> {
    let Some(g) = vm.exported("jsonReviveLoop") else {
        return Err(EngineError::Internal("prelude export jsonReviveLoop missing".into()));
    };
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
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
            f.recs,
            Value::Object(f.context),
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
            w.copy_from_slice(&[f, Value::Object(holder), name, val, Value::Object(context)]);
            match invoke(vm, f, Value::Object(holder), Args::InPlace { base, argc: 3 }, Ret::Cont(cont), None) {
                Ok(()) => Ok(None),
                Err(ctl) => ctl_to_unwind(vm, ctl),
            }
        }
    }
}

/// `Ctl::Revive` raised by `JSON.parse`: the walk over `unfiltered` (the parsed value, whose
/// records are `rec`) runs to its first reviver call; the result goes to `ret`.
pub(crate) fn run(vm: &mut Vm, st: Box<ReviveState>, ret: Ret) -> Result<(), Ctl> {
    let mut st = st;
    st.outer = ret;
    match next(vm, Box::new(Cont::Revive(st))) {
        Ok(None) => Ok(()),
        Ok(Some(e)) => Err(Ctl::Throw(e)),
        Err(e) => Err(Ctl::fatal(e)),
    }
}

/// The state for `Ctl::Revive`: the root holder `{"": unfiltered}` and its frame.
pub(crate) fn start(vm: &mut Vm, unfiltered: Value, reviver: Value, rec: Value) -> Box<ReviveState> {
    let root = vm.new_object();
    vm.define_raw(root, atom::EMPTY, Slot::Data(unfiltered), attr::DEFAULT);
    let mut st = Box::new(ReviveState { reviver, frames: Vec::new(), child: None, outer: Ret::Discard });
    enter(vm, &mut st, root, atom::EMPTY, unfiltered, rec);
    st
}

/// The collector's hook: names every reference the state holds and returns where its result
/// goes. Destructured field by field, so a new field does not compile until it is considered.
pub(crate) fn trace<'a>(st: &'a ReviveState, s: &mut impl Sink) -> &'a Ret {
    let ReviveState { reviver, frames, child, outer } = st;
    s.value(*reviver);
    for f in frames {
        let ReviveFrame { holder, name, val, keys, len: _, next: _, recs, context } = f;
        s.obj(*holder);
        s.atom(*name);
        s.value(*val);
        for k in keys.iter().flatten() {
            s.atom(*k);
        }
        s.value(*recs);
        s.obj(*context);
    }
    if let Some((holder, name)) = child {
        s.obj(*holder);
        s.atom(*name);
    }
    outer
}
