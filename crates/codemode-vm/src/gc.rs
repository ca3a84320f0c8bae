//! The collector: mark and sweep over the heap arenas, from the roots the state names.
//!
//! Runs only between instructions (never inside a native), so every live value is reachable from
//! the state: registers below the top frame's window, frames, handlers, jobs, host calls, the
//! realm. Marking uses an explicit stack (no recursion), so deep structures cannot overflow the
//! Rust stack. The enumeration of roots and of an object's children ([`trace_roots`],
//! [`trace_object`]) is shared with snapshot validation (`validate.rs`). Every state type is
//! destructured field by field and every object class matched by name (no catch-all arms), so a
//! new field or variant holding a reference does not compile until it is traced here (a resumable
//! native's state is destructured by its own module's `trace` hook, e.g. `exec::sort::trace`).

use crate::frame::{Cont, Frame, Handler, Ret, SuspendedFrame};
use crate::heap::{
    Bound, Class, Closure, Env, FinalizationData, GenData, HeapStr, IterKind, MapData, NativeFunc, Object, PromiseData,
    PromiseState, Prop, ProxyData, ReactionTarget, RegExpData, Slot,
};
use crate::value::{BigRef, ObjId, StrRef, Value};
use crate::{Job, State, Vm};

/// Receives every reference found while tracing.
pub(crate) trait Sink {
    /// An object reference.
    fn obj(&mut self, o: ObjId);
    /// A string reference.
    fn string(&mut self, s: StrRef);
    /// A BigInt reference.
    fn bigint(&mut self, b: BigRef);
    /// A symbol atom.
    fn atom(&mut self, _a: crate::value::Atom) {}
    /// Whether the realm's intrinsics are wanted as roots (the validation of a restored state
    /// skips them: the realm is the template's, not the snapshot's, and intrinsic slots are never
    /// free).
    fn realm_roots(&self) -> bool {
        true
    }

    /// Any value.
    fn value(&mut self, v: Value) {
        match v {
            Value::Object(o) => self.obj(o),
            Value::String(s) => self.string(s),
            Value::BigInt(b) => self.bigint(b),
            Value::Symbol(a) => self.atom(a),
            Value::Undefined | Value::Null | Value::Bool(_) | Value::Number(_) | Value::Empty => {}
        }
    }

    /// An optional object.
    fn opt(&mut self, o: Option<ObjId>) {
        if let Some(o) = o {
            self.obj(o);
        }
    }
}

fn trace_ret(r: &Ret, s: &mut impl Sink) {
    match r {
        Ret::Cont(c) => trace_cont(c, s),
        Ret::Reg(_) | Ret::Discard => {}
    }
}

fn trace_cont(c: &Cont, s: &mut impl Sink) {
    match c {
        Cont::AsyncBody { promise, outer } => {
            s.obj(*promise);
            if let Some(r) = outer {
                trace_ret(r, s);
            }
        }
        Cont::GenStep { generator, outer } => {
            s.obj(*generator);
            trace_ret(outer, s);
        }
        Cont::AsyncGenStep { generator } => s.obj(*generator),
        Cont::Reaction { target } => s.opt(*target),
        Cont::ThenableJob { promise, resolved } => {
            s.obj(*promise);
            s.obj(*resolved);
        }
        Cont::Reinvoke { callee, this, args, index: _, new_target, outer } => {
            s.obj(*callee);
            s.value(*this);
            for a in args {
                s.value(*a);
            }
            s.opt(*new_target);
            trace_ret(outer, s);
        }
        Cont::Host { slot: _ }
        | Cont::IterRecord { dst: _ }
        | Cont::IterStep { dst: _ }
        | Cont::AwaitResolved { dst: _ } => {}
        Cont::Sort(st) => trace_ret(crate::exec::sort::trace(st, s), s),
        Cont::Each(st) => trace_ret(crate::exec::each::trace(st, s), s),
        Cont::Revive(st) => trace_ret(crate::exec::revive::trace(st, s), s),
        Cont::Stringify(st) => trace_ret(crate::exec::stringify::trace(st, s), s),
    }
}

/// Traces a frame's references.
pub(crate) fn trace_frame(f: &Frame, s: &mut impl Sink) {
    let Frame { code: _, func: _, pc: _, base: _, top: _, env, callee, new_target, argc: _, args, ret, flags: _ } = f;
    s.obj(*callee);
    s.opt(*env);
    s.opt(*new_target);
    if let Some(a) = args {
        for v in a.iter() {
            s.value(*v);
        }
    }
    trace_ret(ret, s);
}

fn trace_handler(h: &Handler, s: &mut impl Sink) {
    let Handler { frame: _, pc: _, env } = h;
    s.opt(*env);
}

fn trace_suspended(sf: &SuspendedFrame, s: &mut impl Sink) {
    let SuspendedFrame { frame, regs, handlers, resume_dst: _, resume_mode: _ } = sf;
    trace_frame(frame, s);
    for v in regs {
        s.value(*v);
    }
    for h in handlers {
        trace_handler(h, s);
    }
}

fn trace_reaction(r: &ReactionTarget, s: &mut impl Sink) {
    match r {
        ReactionTarget::Then { on_fulfilled, on_rejected, target } => {
            s.value(*on_fulfilled);
            s.value(*on_rejected);
            s.opt(*target);
        }
        ReactionTarget::Await(o) | ReactionTarget::AsyncGenAwait(o) | ReactionTarget::AsyncGenReturn(o) => s.obj(*o),
    }
}

/// Traces the state's roots (everything but the heap's contents).
pub(crate) fn trace_roots(st: &State, s: &mut impl Sink) {
    let State {
        heap: _,
        atoms: _,
        regs,
        frames,
        handlers,
        jobs,
        realm,
        host_calls,
        host_results,
        promise_seq: _,
        rng: _,
        main_promise,
        templates,
        exception,
        logs: _,
        unhandled,
        steps: _,
        tool_refs,
        phase: _,
        result,
        now: _,
        time_zone: _,
        heritage_proto,
    } = st;
    if s.realm_roots() {
        for o in realm.object_roots() {
            s.obj(o);
        }
    }
    let top = frames.iter().map(|f| f.top as usize).max().unwrap_or(0).min(regs.len());
    for v in &regs[..top] {
        s.value(*v);
    }
    for f in frames {
        trace_frame(f, s);
    }
    for h in handlers {
        trace_handler(h, s);
    }
    for j in jobs {
        match j {
            Job::Reaction { reaction, fulfilled: _, value } => {
                trace_reaction(reaction, s);
                s.value(*value);
            }
            Job::ResolveThenable { promise, thenable, then } => {
                s.obj(*promise);
                s.value(*thenable);
                s.value(*then);
            }
        }
    }
    for p in host_calls.values() {
        s.obj(*p);
    }
    for r in host_results.iter().flatten() {
        match r {
            Ok(v) | Err(v) => s.value(*v),
        }
    }
    s.opt(*main_promise);
    if let Some((h, p)) = heritage_proto {
        s.obj(*h);
        s.value(*p);
    }
    for o in templates.values() {
        s.obj(*o);
    }
    s.value(*exception);
    for p in unhandled.values() {
        s.obj(*p);
    }
    if let Some(Ok(v) | Err(v)) = result {
        s.value(*v);
    }
    for o in tool_refs.values() {
        s.obj(*o);
    }
}

/// Traces an object's references.
pub(crate) fn trace_object(obj: &Object, s: &mut impl Sink) {
    let Object { proto, flags: _, props, class } = obj;
    s.opt(*proto);
    for p in props.iter() {
        let Prop { key, attrs: _, slot } = p;
        s.atom(*key);
        match *slot {
            Slot::Data(v) => s.value(v),
            Slot::Accessor { get, set } => {
                s.opt(get);
                s.opt(set);
            }
        }
    }
    trace_class(class, s);
}

/// Traces the references of an object's class data.
fn trace_class(class: &Class, s: &mut impl Sink) {
    match class {
        Class::Ordinary | Class::Error | Class::Arguments | Class::Date(_) | Class::ArrayBuffer { .. } => {}
        Class::Url(_) | Class::ToolRef(_) | Class::HostValue(_) | Class::HostFn { id: _, handle: _ } => {}
        // Plain fields only (numbers and identifiers).
        Class::Temporal(_) => {}
        Class::RegExp(r) => {
            let RegExpData { source: _, flags: _ } = &**r;
        }
        Class::Array { dense, len: _ } => dense.iter().for_each(|v| s.value(*v)),
        Class::Closure(c) => {
            let Closure { code: _, func: _, env, home, link } = c;
            s.opt(*env);
            s.opt(*home);
            s.opt(*link);
        }
        Class::Native(n) => {
            let NativeFunc { id: _, ctor: _, data } = n;
            s.value(*data);
        }
        Class::Bound(b) => {
            let Bound { target, this, args } = &**b;
            s.obj(*target);
            s.value(*this);
            args.iter().for_each(|v| s.value(*v));
        }
        Class::Env(e) => {
            let Env { parent, slots } = e;
            s.opt(*parent);
            slots.iter().for_each(|v| s.value(*v));
        }
        Class::Primitive(v) | Class::WeakRef(v) => s.value(*v),
        Class::Map(d) | Class::Set(d) | Class::WeakMap(d) | Class::WeakSet(d) => {
            let MapData { entries, size: _, index: _ } = &**d;
            for (k, v) in entries.iter().flatten() {
                s.value(*k);
                s.value(*v);
            }
        }
        Class::Promise(d) => {
            let PromiseData { state, reactions, handled: _, host_call: _, seq: _, tool_failure: _ } = &**d;
            match state {
                PromiseState::Fulfilled(v) | PromiseState::Rejected(v) => s.value(*v),
                PromiseState::Pending => {}
            }
            reactions.iter().for_each(|r| trace_reaction(r, s));
        }
        Class::Generator(g) => {
            let GenData { state: _, frame, queue, is_async: _ } = &**g;
            if let Some(f) = frame {
                trace_suspended(f, s);
            }
            for (_, v, p) in queue {
                s.value(*v);
                s.obj(*p);
            }
        }
        Class::Suspended(Some(f)) => trace_suspended(f, s),
        Class::Suspended(None) => {}
        Class::Iter(k) => match &**k {
            IterKind::Array { target, index: _, kind: _ } | IterKind::MapSet { target, pos: _, kind: _ } => {
                s.value(*target);
            }
            IterKind::String { text, pos: _ } => s.value(*text),
            IterKind::ForIn { object, keys, pos: _ } => {
                s.value(*object);
                keys.iter().for_each(|k| s.atom(*k));
            }
            IterKind::RegExpString { regexp, string, global: _, unicode: _, done: _ } => {
                s.value(*regexp);
                s.value(*string);
            }
        },
        Class::TypedArray { buffer, offset: _, length: _, kind: _, tracking: _ }
        | Class::DataView { buffer, offset: _, length: _, tracking: _ } => s.obj(*buffer),
        Class::SearchParams { pairs: _, url } => s.opt(*url),
        Class::Resolving { promise, resolved: _ } => s.obj(*promise),
        Class::FinalizationRegistry(d) => {
            let FinalizationData { cleanup, cells } = &**d;
            s.value(*cleanup);
            for (held, token) in cells {
                s.value(*held);
                s.value(*token);
            }
        }
        Class::Proxy(p) => {
            let ProxyData { target, handler, callable: _, ctor: _ } = &**p;
            s.opt(*target);
            s.opt(*handler);
        }
    }
}

struct Marker {
    objects: Vec<bool>,
    strings: Vec<bool>,
    bigints: Vec<bool>,
    stack: Vec<ObjId>,
    str_stack: Vec<u32>,
}

impl Sink for Marker {
    fn obj(&mut self, o: ObjId) {
        if let Some(m) = self.objects.get_mut(o.0 as usize)
            && !*m
        {
            *m = true;
            self.stack.push(o);
        }
    }

    fn string(&mut self, s: StrRef) {
        if let Some(i) = s.as_heap()
            && let Some(m) = self.strings.get_mut(i as usize)
            && !*m
        {
            *m = true;
            self.str_stack.push(i);
        }
    }

    fn bigint(&mut self, b: BigRef) {
        if let Some(m) = self.bigints.get_mut(b.0 as usize) {
            *m = true;
        }
    }
}

/// Collects garbage now.
///
/// The realm's intrinsics are never freed and those this run did not change are the shared
/// realm's, which refers to nothing else: they are marked up front and not traced (their bytes
/// and pending promises were counted once, when the realm was sealed). The changed ones are
/// roots.
pub fn collect(vm: &mut Vm) {
    let heap = &vm.state.heap;
    let io = heap.intrinsic_objects as usize;
    let is = heap.intrinsic_strings as usize;
    let mut m = Marker {
        objects: vec![false; heap.objects.capacity()],
        strings: vec![false; heap.strings.capacity()],
        bigints: vec![false; heap.bigints.capacity()],
        stack: Vec::new(),
        str_stack: Vec::new(),
    };
    let (no, ns) = (io.min(m.objects.len()), is.min(m.strings.len()));
    m.objects[..no].fill(true);
    m.strings[..ns].fill(true);
    m.stack.extend(heap.changed_intrinsics().iter().map(|&i| ObjId(i)));
    trace_roots(&vm.state, &mut m);
    while let Some(o) = m.stack.pop() {
        if let Some(obj) = vm.state.heap.objects.get(o.0) {
            trace_object(obj, &mut m);
        }
    }
    while let Some(i) = m.str_stack.pop() {
        if let Some(HeapStr::Rope { left, right, .. }) = vm.state.heap.strings.get(i) {
            let (l, r) = (*left, *right);
            m.string(l);
            m.string(r);
        }
    }
    // Sweep.
    let heap = &mut vm.state.heap;
    let is_pending = |o: &Object| matches!(&o.class, Class::Promise(d) if matches!(d.state, PromiseState::Pending));
    let mut live = heap.intrinsic_live;
    let mut pending = heap.intrinsic_pending;
    for &i in heap.objects.changed() {
        if let Some(b) = heap.objects.base_value(i) {
            live = live.saturating_sub(object_bytes(b));
            pending = pending.saturating_sub(usize::from(is_pending(b)));
        }
        if let Some(o) = heap.objects.get(i) {
            live += object_bytes(o);
            pending += usize::from(is_pending(o));
        }
    }
    for (i, marked) in m.objects.iter().enumerate().skip(io) {
        if *marked {
            if let Some(o) = heap.objects.get(i as u32) {
                live += object_bytes(o);
                pending += usize::from(is_pending(o));
            }
        } else {
            if let Some(Object { class: Class::Array { dense, .. }, .. }) = heap.objects.get_mut(i as u32)
                && dense.capacity() >= crate::elements::Spare::MIN
            {
                vm.spare.give(std::mem::take(dense));
            }
            heap.objects.free(i as u32);
        }
    }
    for (i, marked) in m.strings.iter().enumerate().skip(is) {
        if *marked {
            if let Some(HeapStr::Flat(t)) = heap.strings.get(i as u32) {
                live += 32 + t.len() * 2;
            } else {
                live += 32;
            }
        } else {
            heap.strings.free(i as u32);
        }
    }
    for (i, marked) in m.bigints.iter().enumerate() {
        if *marked {
            live += 32;
        } else {
            heap.bigints.free(i as u32);
        }
    }
    heap.objects.shrink();
    heap.strings.shrink();
    heap.bigints.shrink();
    heap.live_bytes = live;
    heap.pending_promises = pending;
    heap.allocated = 0;
}

/// What a live object counts for the memory limit: its header and the values, properties,
/// entries and bytes it holds (the same rates the allocating natives charge).
fn object_bytes(o: &crate::heap::Object) -> usize {
    use crate::caps::VALUE_BYTES;
    let own = o.props.len() * 32;
    own + crate::heap::OBJECT_COST
        + match &o.class {
            Class::ArrayBuffer { bytes, .. } => bytes.len(),
            Class::Array { dense, .. } => dense.len() * VALUE_BYTES,
            Class::Env(e) => e.slots.len() * VALUE_BYTES,
            Class::Bound(b) => b.args.len() * VALUE_BYTES,
            Class::Map(m) | Class::Set(m) | Class::WeakMap(m) | Class::WeakSet(m) => m.entries.len() * 2 * VALUE_BYTES,
            _ => 0,
        }
}
