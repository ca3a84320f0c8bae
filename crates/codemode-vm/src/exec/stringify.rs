//! The resumable walk of `JSON.stringify(value, replacer)` with a replacer function
//! (SerializeJSONProperty, SerializeJSONObject, SerializeJSONArray), run natively as a state
//! machine whose replacer calls are ordinary frames (the pattern of `exec/revive.rs`), so that a
//! replacer may throw, call anything, be suspended in a snapshot and resumed.
//!
//! The walk keeps the spec's order: for each property, the value is read ([[Get]]), its `toJSON`
//! consulted, the replacer called with the holder as `this`, and what it returned serialized;
//! an object's keys are read when it is entered, an array's length likewise. The text is written
//! into the state as it goes. A step is taken natively only while it is unobservable: the value
//! read is an own or inherited data property (or an element) of an ordinary object or array, it
//! has no callable `toJSON` and is not an error (whose code-mode form the prelude makes), and
//! what the replacer returned is a primitive, a raw JSON object, or an ordinary object or array
//! entered without a cycle. Anything else (a getter, a proxy, a `toJSON` method, a boxed
//! primitive, a promise, a cycle, an exotic object) is one call of the prelude's serializer for
//! that property (`jsonPropertyFrom`, or `jsonFinish` after the replacer ran), given the open
//! objects, their keys and the indentation in its layout; it returns that property's text, with
//! the replacer called for everything inside it, and the walk goes on after it. Only ordinary
//! functions are called here (not async, not generators, not classes): `JSON.stringify` gives any
//! other replacer to the prelude's serializer from the start.

use serde::{Deserialize, Serialize};

use crate::Vm;
use crate::atoms::atom;
use crate::error::{Ctl, EngineError, msg};
use crate::exec::call::{Args, ctl_to_unwind, deliver_or_unwind, invoke, stack_top};
use crate::frame::{Cont, Ret};
use crate::gc::Sink;
use crate::heap::{Class, Slot, attr, oflags};
use crate::numconv;
use crate::property::Lookup;
use crate::strings::quote_json_into as quote_into;
use crate::value::{Atom, ObjId, Value};

/// Containers nested deeper than this are serialized by the prelude (whose recursion meets the
/// call depth limit as the prelude's serializer always did).
const NATIVE_MAX_DEPTH: usize = 5_000;

/// What the call in flight is (in [`StringifyState::pending`]).
pub mod pending {
    /// The replacer: its result is serialized.
    pub const REPLACER: u8 = 0;
    /// The prelude's serializer of one property: its result is that property's text (a string),
    /// or undefined when the property is skipped.
    pub const TEXT: u8 = 1;
}

/// One open object or array of the walk (the first is the wrapper `{"": value}`, which writes
/// no brackets).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StringifyFrame {
    /// The object (the holder of its children).
    pub o: ObjId,
    /// An object's enumerable own string keys, read when it was entered; `None` for an array.
    pub keys: Option<Vec<Atom>>,
    /// How many children: the keys' count or the array's length.
    pub len: u32,
    /// The next child to visit.
    pub next: u32,
    /// Whether a member was written (an object's comma and closing newline).
    pub any: bool,
    /// How it was reached, as the prelude's serializer keeps it: `""` for the root, an index as a
    /// number, a key as a string.
    pub via: Value,
}

/// The walk between two calls.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StringifyState {
    /// The replacer.
    pub replacer: Value,
    /// The indentation unit (at most ten units).
    pub gap: Vec<u16>,
    /// The text so far.
    pub out: Vec<u16>,
    /// The open objects, the innermost last.
    pub frames: Vec<StringifyFrame>,
    /// Where the current property's text starts (a skipped member is cut back to it).
    pub mark: u32,
    /// What the call in flight is ([`pending`]).
    pub pending: u8,
    /// Where the walk's result goes.
    pub outer: Ret,
}

/// Whether the replacer is one the walk may call in a frame of its own (an ordinary function).
pub(crate) fn applicable(vm: &Vm, replacer: Value) -> bool {
    crate::exec::each::simple_callback(vm, replacer)
}

/// The state for `Ctl::Stringify`: the wrapper `{"": value}` and its frame.
pub(crate) fn start(vm: &mut Vm, value: Value, replacer: Value, gap: Vec<u16>) -> Box<StringifyState> {
    let root = vm.new_object();
    vm.define_raw(root, atom::EMPTY, Slot::Data(value), attr::DEFAULT);
    let via = vm.atom_value(atom::EMPTY);
    Box::new(StringifyState {
        replacer,
        gap,
        out: Vec::new(),
        frames: vec![StringifyFrame { o: root, keys: Some(vec![atom::EMPTY]), len: 1, next: 0, any: false, via }],
        mark: 0,
        pending: pending::REPLACER,
        outer: Ret::Discard,
    })
}

/// `Ctl::Stringify` raised by `JSON.stringify`: the walk runs to its first call; the result goes
/// to `ret`.
pub(crate) fn run(vm: &mut Vm, st: Box<StringifyState>, ret: Ret) -> Result<(), Ctl> {
    let mut st = st;
    st.outer = ret;
    match next(vm, Box::new(Cont::Stringify(st))) {
        Ok(None) => Ok(()),
        Ok(Some(e)) => Err(Ctl::Throw(e)),
        Err(e) => Err(Ctl::fatal(e)),
    }
}

/// Whether a state (from a snapshot) lets the walk run (`validate.rs` asks it of every
/// `Cont::Stringify`): the wrapper's frame first, each frame's cursor within its children and a
/// call in flight for a child already visited.
pub(crate) fn well_formed(st: &StringifyState) -> bool {
    st.frames.first().is_some_and(|f| f.keys.as_ref().is_some_and(|k| k.len() == 1))
        && st.frames.iter().all(|f| f.next <= f.len && f.keys.as_ref().is_none_or(|k| k.len() == f.len as usize))
        && st.frames.last().is_some_and(|f| f.next > 0)
        && st.mark as usize <= st.out.len()
        && st.pending <= pending::TEXT
        && st.gap.len() <= 10
}

/// The collector's hook: names every reference the state holds and returns where its result
/// goes. Destructured field by field, so a new field does not compile until it is considered.
pub(crate) fn trace<'a>(st: &'a StringifyState, s: &mut impl Sink) -> &'a Ret {
    let StringifyState { replacer, gap: _, out: _, frames, mark: _, pending: _, outer } = st;
    s.value(*replacer);
    for f in frames {
        let StringifyFrame { o, keys, len: _, next: _, any: _, via } = f;
        s.obj(*o);
        for k in keys.iter().flatten() {
            s.atom(*k);
        }
        s.value(*via);
    }
    outer
}

/// A call finished (`Cont::Stringify` applied to its completion): serializes its result and
/// goes on.
pub(crate) fn resume(
    vm: &mut Vm,
    mut cont: Box<Cont>,
    result: Result<Value, Value>,
) -> Result<Option<Value>, EngineError> {
    let Cont::Stringify(st) = &mut *cont else {
        return Err(EngineError::Internal("not a stringify walk continuation".into()));
    };
    let r = match result {
        Ok(v) => v,
        Err(e) => return deliver(vm, st, Err(e)),
    };
    if st.pending == pending::TEXT {
        match r {
            Value::String(s) => {
                let t = vm.str_text(s);
                st.out.extend_from_slice(&t);
                if let Some(p) = st.frames.last_mut() {
                    p.any = true;
                }
            }
            _ => skip(st),
        }
        return next(vm, cont);
    }
    match finish(vm, st, r) {
        Ok(true) => next(vm, cont),
        Ok(false) => {
            let Some(f) = vm.exported("jsonFinish") else {
                return Err(EngineError::Internal("prelude export jsonFinish missing".into()));
            };
            let js = prelude_state(vm, st);
            let via = st.frames.last().map_or(Value::Undefined, |f| child_via(vm, f));
            st.pending = pending::TEXT;
            call(vm, cont, Value::Object(f), Value::Undefined, Args::Owned(vec![js, r, via]))
        }
        Err(ctl) => {
            let e = ctl_to_unwind(vm, ctl)?.unwrap_or_default();
            deliver(vm, st, Err(e))
        }
    }
}

/// A skipped property: an element is `null`, a member is cut back out.
fn skip(st: &mut StringifyState) {
    let array = st.frames.last().is_some_and(|f| f.keys.is_none());
    if array {
        push_ascii(&mut st.out, "null");
    } else {
        st.out.truncate(st.mark as usize);
    }
}

fn push_ascii(out: &mut Vec<u16>, s: &str) {
    out.extend(s.bytes().map(u16::from));
}

fn newline_indent(out: &mut Vec<u16>, gap: &[u16], depth: usize) {
    if gap.is_empty() {
        return;
    }
    out.push(0x0A);
    for _ in 0..depth {
        out.extend_from_slice(gap);
    }
}

/// Serializes what the replacer returned (SerializeJSONProperty from step 5): `Ok(false)` when
/// the prelude must (a boxed primitive, a proxy, a promise, an exotic object, a cycle).
fn finish(vm: &mut Vm, st: &mut StringifyState, r: Value) -> Result<bool, Ctl> {
    match r {
        Value::Null => push_ascii(&mut st.out, "null"),
        Value::Bool(true) => push_ascii(&mut st.out, "true"),
        Value::Bool(false) => push_ascii(&mut st.out, "false"),
        Value::Number(n) => {
            let mut buf = [0u8; 20];
            if let Some(s) = numconv::integer_digits(n, &mut buf) {
                push_ascii(&mut st.out, s);
            } else if n.is_finite() {
                let s = numconv::number_to_string(n);
                push_ascii(&mut st.out, &s);
            } else {
                push_ascii(&mut st.out, "null");
            }
        }
        Value::String(s) => {
            let t = vm.str_text(s);
            quote_into(&mut st.out, &t);
        }
        Value::Undefined | Value::Symbol(_) | Value::Empty => {
            skip(st);
            return Ok(true);
        }
        Value::BigInt(_) => return Err(Ctl::type_error("Do not know how to serialize a BigInt")),
        Value::Object(o) => {
            if vm.is_callable(r) {
                skip(st);
                return Ok(true);
            }
            let obj = vm.state.heap.obj(o);
            if obj.flags & oflags::RAW_JSON != 0 {
                let key = vm.intern("rawJSON");
                if let Some(Slot::Data(Value::String(s))) = vm.get_own(o, key).map(|p| p.slot) {
                    let t = vm.str_text(s);
                    st.out.extend_from_slice(&t);
                    return Ok(true);
                }
                return Ok(false);
            }
            let (keys, len) = match &obj.class {
                Class::Array { len, .. } => (None, *len),
                Class::Ordinary | Class::Error if obj.flags & oflags::LAZY_FUNC == 0 => {
                    let keys = crate::exec::revive::keys_of(vm, o);
                    let n = keys.len() as u32;
                    (Some(keys), n)
                }
                _ => return Ok(false),
            };
            if st.frames.len() > NATIVE_MAX_DEPTH || st.frames.iter().skip(1).any(|f| f.o == o) {
                return Ok(false);
            }
            let via = st.frames.last().map_or(Value::Undefined, |f| child_via(vm, f));
            if let Some(p) = st.frames.last_mut() {
                p.any = true;
            }
            st.out.push(if keys.is_none() { 0x5B } else { 0x7B });
            st.frames.push(StringifyFrame { o, keys, len, next: 0, any: false, via });
            return Ok(true);
        }
    }
    if let Some(p) = st.frames.last_mut() {
        p.any = true;
    }
    Ok(true)
}

/// The `via` (the prelude's form) of the child of `f` visited last.
fn child_via(vm: &Vm, f: &StringifyFrame) -> Value {
    let i = f.next.saturating_sub(1);
    match &f.keys {
        None => Value::Number(f64::from(i)),
        Some(keys) => keys.get(i as usize).map_or(Value::Undefined, |&k| vm.atom_value(k)),
    }
}

/// The prelude serializer's state for the open objects: `{ replacer, propertyList, stack, vias,
/// indent, gap }` (the wrapper is not on its stack).
fn prelude_state(vm: &mut Vm, st: &StringifyState) -> Value {
    let open: Vec<Value> = st.frames.iter().skip(1).map(|f| Value::Object(f.o)).collect();
    let vias: Vec<Value> = st.frames.iter().skip(1).map(|f| f.via).collect();
    let depth = st.frames.len().saturating_sub(1);
    let mut indent = Vec::with_capacity(st.gap.len() * depth);
    for _ in 0..depth {
        indent.extend_from_slice(&st.gap);
    }
    let stack = Value::Object(vm.new_array(open));
    let vias = Value::Object(vm.new_array(vias));
    let indent = vm.new_str_vec(indent);
    let gap = vm.new_str_vec(st.gap.clone());
    let o = vm.new_object();
    let fields = [
        ("replacer", st.replacer),
        ("propertyList", Value::Undefined),
        ("stack", stack),
        ("vias", vias),
        ("indent", indent),
        ("gap", gap),
    ];
    for (k, v) in fields {
        let k = vm.intern(k);
        vm.define_raw(o, k, Slot::Data(v), attr::DEFAULT);
    }
    Value::Object(o)
}

/// What the walk does for the next child.
enum Step {
    /// Call the replacer: `this` the holder, the key and the value.
    Replacer(ObjId, Atom, Value),
    /// Call the prelude's serializer for the whole property (`jsonPropertyFrom`).
    Property(ObjId, Atom),
    /// The wrapper's frame closed: the text is the result (`None`: undefined).
    Done(Option<Vec<u16>>),
}

/// Closes finished frames, writes the next child's separator and key and reads its value.
fn advance(vm: &mut Vm, st: &mut StringifyState) -> Result<Step, Ctl> {
    loop {
        vm.check_string_build(st.out.len() as f64)?;
        let depth = st.frames.len();
        let Some(f) = st.frames.last_mut() else {
            return Ok(Step::Done(None));
        };
        if f.next >= f.len {
            if depth == 1 {
                let out = std::mem::take(&mut st.out);
                return Ok(Step::Done((!out.is_empty()).then_some(out)));
            }
            let nonempty = match f.keys {
                None => f.len > 0,
                Some(_) => f.any,
            };
            let bracket = if f.keys.is_none() { 0x5D } else { 0x7D };
            st.frames.pop();
            if nonempty {
                newline_indent(&mut st.out, &st.gap, depth - 2);
            }
            st.out.push(bracket);
            continue;
        }
        let i = f.next;
        f.next = i + 1;
        let o = f.o;
        st.mark = st.out.len() as u32;
        let (key, x) = match &f.keys {
            None => {
                if i > 0 {
                    st.out.push(0x2C);
                }
                newline_indent(&mut st.out, &st.gap, depth - 1);
                let key = vm.state.atoms.intern_index(i);
                (key, element(vm, o, i, key))
            }
            Some(keys) => {
                let key = keys[i as usize];
                if depth > 1 {
                    if f.any {
                        st.out.push(0x2C);
                    }
                    newline_indent(&mut st.out, &st.gap, depth - 1);
                    let kt = vm.state.atoms.text(key).to_vec();
                    quote_into(&mut st.out, &kt);
                    st.out.push(0x3A);
                    if !st.gap.is_empty() {
                        st.out.push(0x20);
                    }
                }
                let x = match vm.lookup(o, key) {
                    Lookup::Value(x) => Some(x),
                    Lookup::Missing => Some(Value::Undefined),
                    Lookup::Getter(_) | Lookup::Proxy(_) => None,
                };
                (key, x)
            }
        };
        let Some(x) = x else {
            return Ok(Step::Property(o, key));
        };
        if !plain_before_replacer(vm, x) {
            return Ok(Step::Property(o, key));
        }
        return Ok(Step::Replacer(o, key, x));
    }
}

/// Element `i` (key `key`) of an array as a data read; `None` for a getter or a proxy.
fn element(vm: &mut Vm, o: ObjId, i: u32, key: Atom) -> Option<Value> {
    let obj = vm.state.heap.obj(o);
    if obj.flags & oflags::SLOW_ARRAY == 0
        && let Class::Array { dense, .. } = &obj.class
        && let Some(v) = dense.get(i as usize)
        && !v.is_empty()
    {
        return Some(*v);
    }
    match vm.lookup(o, key) {
        Lookup::Value(v) => Some(v),
        Lookup::Missing => Some(Value::Undefined),
        Lookup::Getter(_) | Lookup::Proxy(_) => None,
    }
}

/// Whether steps 2–4 of SerializeJSONProperty (`toJSON`, the code-mode error form and promise
/// rule) do nothing observable for `x`: a primitive, a BigInt without `toJSON`, or an object
/// (not a promise, not an error) whose `toJSON` is missing or not callable, found without
/// running code.
fn plain_before_replacer(vm: &mut Vm, x: Value) -> bool {
    match x {
        Value::Object(o) => {
            !matches!(vm.state.heap.obj(o).class, Class::Promise(_)) && no_to_json(vm, o) && !vm.is_error_like(o)
        }
        Value::BigInt(_) => {
            let bp = vm.state.realm.bigint_prototype;
            no_to_json(vm, bp)
        }
        _ => true,
    }
}

/// Whether `o` has no callable `toJSON` (found without running code).
fn no_to_json(vm: &mut Vm, o: ObjId) -> bool {
    match vm.lookup(o, atom::TO_JSON) {
        Lookup::Missing => true,
        Lookup::Value(f) => !vm.is_callable(f),
        Lookup::Getter(_) | Lookup::Proxy(_) => false,
    }
}

/// Runs the walk to its next call and makes it, or ends it.
fn next(vm: &mut Vm, mut cont: Box<Cont>) -> Result<Option<Value>, EngineError> {
    let Cont::Stringify(st) = &mut *cont else {
        return Err(EngineError::Internal("not a stringify walk continuation".into()));
    };
    match advance(vm, st) {
        Err(ctl) => {
            let e = ctl_to_unwind(vm, ctl)?.unwrap_or_default();
            deliver(vm, st, Err(e))
        }
        Ok(Step::Done(out)) => {
            let v = match out {
                Some(out) => vm.new_str_vec(out),
                None => Value::Undefined,
            };
            deliver(vm, st, Ok(v))
        }
        Ok(Step::Property(holder, key)) => {
            let Some(f) = vm.exported("jsonPropertyFrom") else {
                return Err(EngineError::Internal("prelude export jsonPropertyFrom missing".into()));
            };
            let js = prelude_state(vm, st);
            let via = st.frames.last().map_or(Value::Undefined, |f| child_via(vm, f));
            let key = vm.atom_value(key);
            st.pending = pending::TEXT;
            call(vm, cont, Value::Object(f), Value::Undefined, Args::Owned(vec![js, key, Value::Object(holder), via]))
        }
        Ok(Step::Replacer(holder, key, x)) => {
            if vm.state.frames.len() >= vm.options.max_depth {
                let e = vm.make_error(crate::ErrorType::Range, msg::STACK_OVERFLOW, None);
                return deliver(vm, st, Err(e));
            }
            st.pending = pending::REPLACER;
            let f = st.replacer;
            let key = vm.atom_value(key);
            let base = stack_top(vm);
            if vm.state.regs.len() < base + 4 {
                vm.state.regs.resize(base + 4, Value::Undefined);
            }
            vm.state.regs[base..base + 4].copy_from_slice(&[f, Value::Object(holder), key, x]);
            call(vm, cont, f, Value::Object(holder), Args::InPlace { base, argc: 2 })
        }
    }
}

/// Calls `f` with the walk's continuation as the return target.
fn call(vm: &mut Vm, cont: Box<Cont>, f: Value, this: Value, args: Args) -> Result<Option<Value>, EngineError> {
    match invoke(vm, f, this, args, Ret::Cont(cont), None) {
        Ok(()) => Ok(None),
        Err(ctl) => ctl_to_unwind(vm, ctl),
    }
}

/// Ends the walk: its result (or the throw that ended it) goes where `JSON.stringify`'s result
/// goes.
fn deliver(vm: &mut Vm, st: &mut StringifyState, result: Result<Value, Value>) -> Result<Option<Value>, EngineError> {
    let outer = std::mem::replace(&mut st.outer, Ret::Discard);
    deliver_or_unwind(vm, outer, result)
}
