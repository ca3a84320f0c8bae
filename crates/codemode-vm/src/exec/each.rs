//! The resumable array loops: `forEach`, `map`, `filter`, `some`, `every`, `find`, `findIndex`,
//! `reduce`, `flatMap`, and from the end `findLast`, `findLastIndex`, `reduceRight`, of a plain
//! array and `Array.from({ length }, f)`, run natively as a state machine
//! whose callback calls are ordinary frames (the pattern of `exec/sort.rs`), so that a callback
//! may throw, call anything, be suspended in a snapshot and resumed.
//!
//! The prelude's method does the observable steps before the loop (ToObject, the length,
//! the callable check, the species lookup, `reduce`'s first element) and then asks
//! [`applicable`] through `__eachOk`; when it answers yes, `__each` raises `Ctl::Each` with the
//! state ([`start`]) and the loop's result becomes the intrinsic's value. Each step reads the
//! source as the spec does (HasProperty then Get, or Get alone for `find`/`findIndex`) but only
//! while those reads are unobservable: the source is still a plain array whose holes read
//! nothing (for `Array.from`, an ordinary object with no index properties over plain
//! prototypes). When a callback changed that, the loop hands its state to the prelude's generic
//! loop (`array_each_from`), which goes on from the same index. The same kinds run over a typed
//! array for `%TypedArray%.prototype`'s loops, whose reads never run code (every index is read,
//! `undefined` once out of bounds or detached); its `map` is [`kind::TA_MAP`], which writes each
//! result into the typed array the species made when it converts without running code, and
//! otherwise hands the result and the rest of the loop to the prelude (`typedArrayMapFrom`).
//! `flatMap` appends a callback's
//! result natively when it is not an array, or a plain array whose holes read nothing; any other
//! array (a proxy, accessor elements, index properties on its prototypes) goes to the prelude's
//! loop as the pending piece to flatten first. Callbacks are ordinary functions
//! only (not async, not generators, not classes): those push a frame, so no call recurses on the
//! Rust stack; other callables take the prelude's loop from the start.

use serde::{Deserialize, Serialize};

use crate::atoms::Atoms;
use crate::caps::VALUE_BYTES;
use crate::error::{EngineError, msg};
use crate::exec::call::{Args, ctl_to_unwind, deliver_or_unwind, invoke, stack_top};
use crate::frame::{Cont, Ret};
use crate::gc::Sink;
use crate::heap::{Class, Heap, oflags};
use crate::value::{ObjId, Value};
use crate::{Vm, VmOptions, elements};

/// Which loop (the `kind` the prelude passes).
pub mod kind {
    /// `forEach`.
    pub const FOR_EACH: u8 = 0;
    /// `map`.
    pub const MAP: u8 = 1;
    /// `filter`.
    pub const FILTER: u8 = 2;
    /// `some`.
    pub const SOME: u8 = 3;
    /// `every`.
    pub const EVERY: u8 = 4;
    /// `find`.
    pub const FIND: u8 = 5;
    /// `findIndex`.
    pub const FIND_INDEX: u8 = 6;
    /// `reduce` (the accumulator in `acc`).
    pub const REDUCE: u8 = 7;
    /// `Array.from(arrayLike, f)` of an array-like whose elements all read `undefined`.
    pub const FROM: u8 = 8;
    /// `flatMap` (depth 1; the result built in `out`).
    pub const FLAT_MAP: u8 = 9;
    /// `findLast` (from the end; see [`super::index`]).
    pub const FIND_LAST: u8 = 10;
    /// `findLastIndex` (from the end).
    pub const FIND_LAST_INDEX: u8 = 11;
    /// `reduceRight` (from the end; the accumulator in `acc`).
    pub const REDUCE_RIGHT: u8 = 12;
    /// A typed array's `map`: each result written at once into the typed array in `acc` (made
    /// by the species constructor before the loop).
    pub const TA_MAP: u8 = 13;
    /// One past the last kind.
    pub const END: u8 = 14;
}

/// Whether a loop of `kind` runs from the end (`findLast`, `findLastIndex`, `reduceRight`): its
/// `len` is then the number of indices to visit (the first one visited plus one) and its `k`
/// how many were visited, the index being [`index`].
#[inline(always)]
fn backwards(kind: u8) -> bool {
    kind.wrapping_sub(kind::FIND_LAST) <= kind::REDUCE_RIGHT - kind::FIND_LAST
}

/// The array index of the loop's step `k` (`k < len`): `k` itself, or for a loop from the end
/// `len - 1 - k`.
#[inline(always)]
fn index(kind: u8, len: u32, k: u32) -> u32 {
    if backwards(kind) { len - 1 - k } else { k }
}

/// An array loop between two callback calls.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EachState {
    /// Which loop (a [`kind`] constant).
    pub kind: u8,
    /// The source (an array; for `FROM` the array-like).
    pub source: ObjId,
    /// The callback.
    pub f: Value,
    /// Its `this`.
    pub this_arg: Value,
    /// The length read at the start (for a loop from the end, how many indices it visits).
    pub len: u32,
    /// The index whose callback is running (or the next one to visit); for a loop from the end,
    /// the step, whose index is [`index`].
    pub k: u32,
    /// The value passed to the running callback (`filter` and `find` keep it).
    pub cur: Value,
    /// `reduce`'s accumulator; `TA_MAP`'s result (a typed array).
    pub acc: Value,
    /// The result being built (`map`: by index, holes as `Empty`; `filter`, `FROM`, `FLAT_MAP`:
    /// in order).
    pub out: Vec<Value>,
    /// Where the loop's result goes.
    pub outer: Ret,
}

pub(crate) fn simple_callback(vm: &Vm, f: Value) -> bool {
    let Value::Object(f) = f else {
        return false;
    };
    let obj = vm.state.heap.obj(f);
    match &obj.class {
        Class::Closure(cl) if obj.flags & oflags::CLASS_CTOR == 0 => {
            vm.codes.get(cl.code as usize).and_then(|u| u.code.functions.get(cl.func as usize)).is_some_and(|f| {
                !f.flags.has(codemode_bytecode::FuncFlags::ASYNC)
                    && !f.flags.has(codemode_bytecode::FuncFlags::GENERATOR)
            })
        }
        _ => false,
    }
}

/// Whether a loop of `kind` may run over a typed array (its elements read without running
/// code, holes never: every index is read, `undefined` once out of bounds or detached).
fn typed_kind(kind: u8) -> bool {
    !matches!(kind, kind::FROM | kind::FLAT_MAP | kind::MAP)
}

/// Whether `o` is a typed array.
fn is_typed(heap: &Heap, o: ObjId) -> bool {
    matches!(heap.obj(o).class, Class::TypedArray { .. })
}

/// Whether the source's reads are unobservable now: a plain array whose holes read nothing, or
/// for `FROM` an ordinary object without index properties over plain prototypes, or a typed
/// array (`TA_MAP` only that, the only kind over typed arrays it is not). A loop over a typed
/// array was started by a `%TypedArray%.prototype` method (see [`applicable`]).
fn source_plain(vm: &mut Vm, kind: u8, o: ObjId) -> bool {
    if is_typed(&vm.state.heap, o) {
        return typed_kind(kind);
    }
    if kind == kind::TA_MAP {
        return false;
    }
    if kind == kind::FROM {
        let obj = vm.state.heap.obj(o);
        return matches!(obj.class, Class::Ordinary)
            && !obj.props.has_index_key(&vm.state.atoms)
            && elements::holes_are_plain(vm, o);
    }
    elements::plain(vm, o)
}

/// Whether the native loop may run `kind` over `source` with callback `f` (nothing is read or
/// written): `__eachOk`. `typed` says a `%TypedArray%.prototype` method asks: it alone takes a
/// typed array (whose indices it reads all; `Array.prototype`'s methods, applied to one, skip
/// those out of bounds as holes and keep the prelude's loop).
/// The result of `map` and `Array.from` must fit the memory limit (it is counted when made).
pub(crate) fn applicable(vm: &mut Vm, kind: u8, source: Value, f: Value, len: f64, typed: bool) -> bool {
    let Value::Object(o) = source else {
        return false;
    };
    if is_typed(&vm.state.heap, o) != typed {
        return false;
    }
    if !(0.0..=f64::from(u32::MAX)).contains(&len) {
        return false;
    }
    if matches!(kind, kind::MAP | kind::FROM) && vm.reserve_values(len as usize).is_err() {
        return false;
    }
    // `TA_MAP`'s result is a typed array (`acc`, checked by `start`).
    kind < kind::END && simple_callback(vm, f) && source_plain(vm, kind, o)
}

/// The state for `Ctl::Each` (`__each`), or `None` when the prelude must loop itself.
pub(crate) fn start(
    vm: &mut Vm,
    kind: u8,
    source: Value,
    len: f64,
    f: Value,
    this_arg: Value,
    acc: Value,
    k: f64,
    typed: bool,
) -> Option<Box<EachState>> {
    if !applicable(vm, kind, source, f, len, typed) || !(0.0..=len).contains(&k) {
        return None;
    }
    if kind == kind::TA_MAP && !matches!(acc, Value::Object(a) if is_typed(&vm.state.heap, a)) {
        return None;
    }
    let Value::Object(o) = source else {
        return None;
    };
    Some(Box::new(EachState {
        kind,
        source: o,
        f,
        this_arg,
        len: len as u32,
        k: k as u32,
        cur: Value::Undefined,
        acc,
        out: Vec::new(),
        outer: Ret::Discard,
    }))
}

/// What the next step is.
enum Step {
    /// Call the callback with `cur` at `k`.
    Call,
    /// The loop ended: deliver this.
    Done(Value),
    /// The source's reads became observable: the prelude's loop goes on from `k`.
    Generic,
}

/// Advances to the next index whose callback must run (skipping holes where the loop does).
fn advance(vm: &mut Vm, st: &mut EachState) -> Step {
    loop {
        if st.k >= st.len {
            return Step::Done(finish(vm, st));
        }
        if !source_plain(vm, st.kind, st.source) {
            return Step::Generic;
        }
        let k = index(st.kind, st.len, st.k) as usize;
        let present = match &vm.state.heap.obj(st.source).class {
            Class::Array { dense, .. } => dense.get(k).copied().filter(|v| !v.is_empty()),
            // A typed array reads every index (`undefined` out of bounds).
            Class::TypedArray { .. } => Some(vm.typed_get(st.source, k as u32).unwrap_or(Value::Undefined)),
            _ => None,
        };
        match present {
            Some(v) => {
                st.cur = v;
                return Step::Call;
            }
            None => {
                // A hole (or past the end): it reads nothing only while the prototypes hold no
                // index properties (for `FROM`, `source_plain` checked them).
                if st.kind != kind::FROM && !elements::holes_are_plain(vm, st.source) {
                    return Step::Generic;
                }
                if matches!(
                    st.kind,
                    kind::FIND | kind::FIND_INDEX | kind::FIND_LAST | kind::FIND_LAST_INDEX | kind::FROM
                ) {
                    st.cur = Value::Undefined;
                    return Step::Call;
                }
                if st.kind == kind::MAP {
                    st.out.push(Value::Empty);
                }
                st.k += 1;
            }
        }
    }
}

/// The loop's result when it ran to the end.
fn finish(vm: &mut Vm, st: &mut EachState) -> Value {
    match st.kind {
        kind::MAP | kind::FROM => {
            let out = std::mem::take(&mut st.out);
            let a = vm.new_array(out);
            if let Class::Array { dense, len } = &mut vm.state.heap.obj_mut(a).class {
                while dense.last().is_some_and(|v| v.is_empty()) {
                    dense.pop();
                }
                *len = st.len;
            }
            Value::Object(a)
        }
        kind::FILTER | kind::FLAT_MAP => Value::Object(vm.new_array(std::mem::take(&mut st.out))),
        kind::SOME => Value::Bool(false),
        kind::EVERY => Value::Bool(true),
        kind::FIND_INDEX | kind::FIND_LAST_INDEX => Value::Number(-1.0),
        kind::REDUCE | kind::REDUCE_RIGHT | kind::TA_MAP => st.acc,
        kind::FOR_EACH => Value::Undefined,
        _ => Value::Undefined,
    }
}

/// `TA_MAP`'s write of the callback's result `r` at index `k` into the result `a` when it
/// converts without running code (a Number into a number kind, a BigInt into a bigint kind;
/// an index out of the view's bounds writes nothing, as TypedArraySetElement says): false when
/// the prelude must write it.
fn ta_put(heap: &mut Heap, a: Value, k: u32, r: Value) -> bool {
    let Value::Object(a) = a else {
        return false;
    };
    let Class::TypedArray { kind, .. } = heap.obj(a).class else {
        return false;
    };
    let big = crate::typed::Kind::from_u8(kind).is_bigint();
    match r {
        Value::Number(x) if !big => {
            crate::typed::fast_set_in(heap, a, f64::from(k), x);
            true
        }
        _ => false,
    }
}

/// Whether a state (from a snapshot) lets the loop run (`validate.rs` asks it of every
/// `Cont::Each`).
pub(crate) fn well_formed(st: &EachState) -> bool {
    st.kind < kind::END
        && st.k <= st.len
        && match st.kind {
            kind::MAP | kind::FROM => st.out.len() == st.k as usize,
            kind::FILTER => st.out.len() <= st.k as usize,
            kind::TA_MAP => st.out.is_empty() && matches!(st.acc, Value::Object(_)),
            kind::FLAT_MAP => true,
            _ => st.out.is_empty(),
        }
}

/// A callback finished (`Cont::Each` applied to its completion): takes its result and goes on.
pub(crate) fn resume(
    vm: &mut Vm,
    mut cont: Box<Cont>,
    result: Result<Value, Value>,
) -> Result<Option<Value>, EngineError> {
    let Cont::Each(st) = &mut *cont else {
        return Err(EngineError::Internal("not an array loop continuation".into()));
    };
    let r = match result {
        Ok(v) => v,
        Err(e) => {
            let outer = std::mem::replace(&mut st.outer, Ret::Discard);
            return deliver_or_unwind(vm, outer, Err(e));
        }
    };
    let done = match st.kind {
        kind::MAP | kind::FROM => {
            st.out.push(r);
            None
        }
        kind::FILTER => {
            if vm.truthy(r) {
                st.out.push(st.cur);
            }
            None
        }
        kind::SOME => vm.truthy(r).then_some(Value::Bool(true)),
        kind::EVERY => (!vm.truthy(r)).then_some(Value::Bool(false)),
        kind::FIND | kind::FIND_LAST => vm.truthy(r).then_some(st.cur),
        kind::FIND_INDEX | kind::FIND_LAST_INDEX => {
            vm.truthy(r).then_some(Value::Number(f64::from(index(st.kind, st.len, st.k))))
        }
        kind::REDUCE | kind::REDUCE_RIGHT => {
            st.acc = r;
            None
        }
        kind::TA_MAP => {
            if !ta_put(&mut vm.state.heap, st.acc, st.k, r) {
                return hand_over(vm, st, Some(r));
            }
            None
        }
        kind::FLAT_MAP => {
            if !flat_append(vm, st, r) {
                st.k += 1;
                return hand_over(vm, st, Some(r));
            }
            None
        }
        _ => None,
    };
    if let Some(v) = done {
        let outer = std::mem::replace(&mut st.outer, Ret::Discard);
        return deliver_or_unwind(vm, outer, Ok(v));
    }
    st.k += 1;
    next(vm, cont)
}

/// The loop's next step taken without the VM, for the re-entry of a callback that returned
/// `r` (`exec::call::reenter`): when the loop goes on (no early result, not at its end) to a
/// present element of a source still plain, applies `r` as [`resume`] would, moves to that
/// element, writes the next call's `this` and arguments into the callback's window `w` (from
/// `w[1]`; those past its end are left out) and gives their count; otherwise `None`, with
/// nothing changed, and the generic return runs [`resume`].
#[inline]
pub(crate) fn again(
    heap: &mut Heap,
    atoms: &Atoms,
    options: &VmOptions,
    st: &mut EachState,
    r: Value,
    w: &mut [Value],
) -> Option<u32> {
    let truth = match r {
        Value::Bool(b) => Some(b),
        Value::Number(n) => Some(!(n == 0.0 || n.is_nan())),
        Value::Undefined | Value::Null | Value::Empty => Some(false),
        Value::Object(_) | Value::Symbol(_) => Some(true),
        Value::String(_) | Value::BigInt(_) => None,
    };
    // Whether the result ends the loop here (the early answers of `some`, `every`, `find`).
    let ends = match st.kind {
        kind::FOR_EACH | kind::MAP | kind::REDUCE | kind::REDUCE_RIGHT | kind::FLAT_MAP | kind::FROM | kind::TA_MAP => {
            false
        }
        kind::FILTER => {
            truth?;
            false
        }
        kind::SOME | kind::FIND | kind::FIND_INDEX | kind::FIND_LAST | kind::FIND_LAST_INDEX => truth?,
        kind::EVERY => !truth?,
        _ => return None,
    };
    let k = st.k.checked_add(1)?;
    if ends || k >= st.len {
        return None;
    }
    let at_index = index(st.kind, st.len, k);
    let cur = if st.kind == kind::FROM {
        // An array-like whose elements all read `undefined` (as `source_plain` checks it).
        let obj = heap.obj(st.source);
        if !matches!(obj.class, Class::Ordinary)
            || obj.props.has_index_key(atoms)
            || !elements::holes_are_plain_in(heap, atoms, st.source)
        {
            return None;
        }
        Value::Undefined
    } else if let Class::TypedArray { .. } = heap.obj(st.source).class {
        // A number-kind element in range (anything else is `advance`'s).
        if !typed_kind(st.kind) && st.kind != kind::TA_MAP {
            return None;
        }
        crate::typed::fast_get_in(heap, st.source, f64::from(at_index))?
    } else {
        if st.kind == kind::TA_MAP || !elements::plain_in(heap, atoms, st.source) {
            return None;
        }
        let Class::Array { dense, .. } = &heap.obj(st.source).class else {
            return None;
        };
        match dense.get(at_index as usize) {
            Some(v) if !v.is_empty() => *v,
            _ => return None,
        }
    };
    // `flatMap` appends the result natively or leaves the step to `resume` (having appended
    // nothing), which hands the loop to the prelude with it.
    if st.kind == kind::FLAT_MAP && !flat_append_in(heap, atoms, options, st, r) {
        return None;
    }
    // `TA_MAP` writes the result or leaves the step to `resume` (having written nothing).
    if st.kind == kind::TA_MAP && !ta_put(heap, st.acc, st.k, r) {
        return None;
    }
    match st.kind {
        kind::MAP | kind::FROM => st.out.push(r),
        kind::FILTER if truth == Some(true) => st.out.push(st.cur),
        kind::REDUCE | kind::REDUCE_RIGHT => st.acc = r,
        _ => {}
    }
    st.k = k;
    st.cur = cur;
    let mut put = |i: usize, v: Value| {
        if let Some(slot) = w.get_mut(i) {
            *slot = v;
        }
    };
    put(1, st.this_arg);
    if st.kind == kind::FROM {
        put(2, cur);
        put(3, Value::Number(f64::from(k)));
        return Some(2);
    }
    let at = if matches!(st.kind, kind::REDUCE | kind::REDUCE_RIGHT) {
        put(2, st.acc);
        3
    } else {
        2
    };
    put(at, cur);
    put(at + 1, Value::Number(f64::from(at_index)));
    put(at + 2, Value::Object(st.source));
    Some(at as u32 + 1)
}

/// Appends `flatMap`'s callback result `r` to the result natively (a non-array value, or the
/// elements of a plain array whose holes read nothing, holes skipped as HasProperty skips them);
/// false when the prelude must flatten it (nothing was appended then): a proxy, an array whose
/// reads are observable, or a result past the array cap or the memory limit.
fn flat_append(vm: &mut Vm, st: &mut EachState, r: Value) -> bool {
    flat_append_in(&vm.state.heap, &vm.state.atoms, &vm.options, st, r)
}

/// [`flat_append`], asked of the heap, atoms and limits alone (also for [`again`]). Counts the
/// values against the array cap and the memory limit as `Vm::check_array_len` and
/// `Vm::reserve_values` do.
fn flat_append_in(heap: &Heap, atoms: &Atoms, options: &VmOptions, st: &mut EachState, r: Value) -> bool {
    let fits = |n: usize| {
        st.out.len() + n <= options.caps.max_array_length as usize
            && options.max_memory.is_none_or(|limit| {
                heap.live_bytes.saturating_add(heap.allocated).saturating_add(n.saturating_mul(VALUE_BYTES)) <= limit
            })
    };
    let arr = match r {
        Value::Object(o) => match &heap.obj(o).class {
            Class::Array { .. } => Some(o),
            Class::Proxy(_) => return false,
            _ => None,
        },
        _ => None,
    };
    let Some(a) = arr else {
        if !fits(1) {
            return false;
        }
        st.out.push(r);
        return true;
    };
    if !elements::plain_in(heap, atoms, a) {
        return false;
    }
    let Class::Array { dense, len } = &heap.obj(a).class else {
        return false;
    };
    let len = *len as usize;
    // A packed array (the usual result): appended in one copy.
    if dense.len() == len && !elements::has_hole(dense) {
        if !fits(len) {
            return false;
        }
        st.out.extend_from_slice(dense);
        return true;
    }
    let holey = len > dense.len() || dense.iter().take(len).any(|v| v.is_empty());
    if holey && !elements::holes_are_plain_in(heap, atoms, a) {
        return false;
    }
    let n = dense.iter().take(len).filter(|v| !v.is_empty()).count();
    if !fits(n) {
        return false;
    }
    st.out.extend(dense.iter().take(len).copied().filter(|v| !v.is_empty()));
    true
}

/// Hands the loop to the prelude's generic loop (`array_each_from`), which goes on from `k`
/// (after flattening `pending`, a `flatMap` result the native loop could not append).
fn hand_over(vm: &mut Vm, st: &mut EachState, pending: Option<Value>) -> Result<Option<Value>, EngineError> {
    if st.kind == kind::TA_MAP {
        // The result at `k` written by the prelude (it converts), the loop going on after it.
        let Some(g) = vm.exported("typedArrayMapFrom") else {
            return Err(EngineError::Internal("prelude export typedArrayMapFrom missing".into()));
        };
        let outer = std::mem::replace(&mut st.outer, Ret::Discard);
        let args = vec![
            Value::Object(st.source),
            Value::Number(f64::from(st.len)),
            st.f,
            st.this_arg,
            Value::Number(f64::from(st.k)),
            st.acc,
            pending.unwrap_or(Value::Undefined),
        ];
        return match invoke(vm, Value::Object(g), Value::Undefined, Args::Owned(args), outer, None) {
            Ok(()) => Ok(None),
            Err(ctl) => ctl_to_unwind(vm, ctl),
        };
    }
    let Some(g) = vm.exported("array_each_from") else {
        return Err(EngineError::Internal("prelude export array_each_from missing".into()));
    };
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
    let acc = match st.kind {
        kind::MAP | kind::FROM | kind::FILTER | kind::FLAT_MAP => {
            let out = std::mem::take(&mut st.out);
            let a = vm.new_array(out);
            Value::Object(a)
        }
        _ => st.acc,
    };
    let mut args = vec![
        Value::Number(f64::from(st.kind)),
        Value::Object(st.source),
        Value::Number(f64::from(st.len)),
        st.f,
        st.this_arg,
        // The index to go on from (a loop from the end goes on down from it).
        Value::Number(if backwards(st.kind) { f64::from(st.len) - 1.0 - f64::from(st.k) } else { f64::from(st.k) }),
        acc,
    ];
    args.extend(pending);
    match invoke(vm, Value::Object(g), Value::Undefined, Args::Owned(args), outer, None) {
        Ok(()) => Ok(None),
        Err(ctl) => ctl_to_unwind(vm, ctl),
    }
}

/// Runs the loop to its next callback call and makes it, or delivers the result, or hands the
/// loop to the prelude.
fn next(vm: &mut Vm, mut cont: Box<Cont>) -> Result<Option<Value>, EngineError> {
    let Cont::Each(st) = &mut *cont else {
        return Err(EngineError::Internal("not an array loop continuation".into()));
    };
    match advance(vm, st) {
        Step::Done(v) => {
            let outer = std::mem::replace(&mut st.outer, Ret::Discard);
            deliver_or_unwind(vm, outer, Ok(v))
        }
        Step::Generic => hand_over(vm, st, None),
        Step::Call => {
            if vm.state.frames.len() >= vm.options.max_depth {
                let outer = std::mem::replace(&mut st.outer, Ret::Discard);
                let e = vm.make_error(crate::ErrorType::Range, msg::STACK_OVERFLOW, None);
                return deliver_or_unwind(vm, outer, Err(e));
            }
            let (f, this) = (st.f, st.this_arg);
            let k = Value::Number(f64::from(index(st.kind, st.len, st.k)));
            let src = Value::Object(st.source);
            let base = stack_top(vm);
            let reduce = matches!(st.kind, kind::REDUCE | kind::REDUCE_RIGHT);
            let argc = if reduce {
                4
            } else if st.kind == kind::FROM {
                2
            } else {
                3
            };
            if vm.state.regs.len() < base + 2 + argc {
                vm.state.regs.resize(base + 2 + argc, Value::Undefined);
            }
            let w = &mut vm.state.regs[base..base + 2 + argc];
            w[0] = f;
            w[1] = this;
            if reduce {
                w[2] = st.acc;
                w[3] = st.cur;
                w[4] = k;
                w[5] = src;
            } else {
                w[2] = st.cur;
                w[3] = k;
                if argc == 3 {
                    w[4] = src;
                }
            }
            match invoke(vm, f, this, Args::InPlace { base, argc }, Ret::Cont(cont), None) {
                Ok(()) => Ok(None),
                Err(ctl) => ctl_to_unwind(vm, ctl),
            }
        }
    }
}

/// `Ctl::Each` raised by `__each`: runs the loop to its first callback call; the result goes to
/// `ret`.
pub(crate) fn run(vm: &mut Vm, mut st: Box<EachState>, ret: Ret) -> Result<(), crate::error::Ctl> {
    st.outer = ret;
    match next(vm, Box::new(Cont::Each(st))) {
        Ok(None) => Ok(()),
        Ok(Some(e)) => Err(crate::error::Ctl::Throw(e)),
        Err(e) => Err(crate::error::Ctl::fatal(e)),
    }
}

/// The collector's hook: names every reference the state holds and returns where its result
/// goes. Destructured field by field, so a new field does not compile until it is considered.
pub(crate) fn trace<'a>(st: &'a EachState, s: &mut impl Sink) -> &'a Ret {
    let EachState { kind: _, source, f, this_arg, len: _, k: _, cur, acc, out, outer } = st;
    s.obj(*source);
    s.value(*f);
    s.value(*this_arg);
    s.value(*cur);
    s.value(*acc);
    for v in out {
        s.value(*v);
    }
    outer
}
