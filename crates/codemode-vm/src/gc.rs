//! The collector: mark and sweep over the heap arenas, from the roots the state names.
//!
//! Runs only between instructions (never inside a native), so every live value is reachable from
//! the state: registers below the top frame's window, frames, handlers, jobs, host calls, the
//! realm. Marking uses an explicit stack (no recursion), so deep structures cannot overflow the
//! Rust stack. The enumeration of roots and of an object's children ([`trace_roots`],
//! [`trace_object`]) is shared with snapshot validation (`validate.rs`).

use crate::frame::{Cont, Frame, Ret, SuspendedFrame};
use crate::heap::{Class, GenData, HeapStr, IterKind, Object, PromiseState, ReactionTarget, Slot};
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

    /// Any value.
    fn value(&mut self, v: Value) {
        match v {
            Value::Object(o) => self.obj(o),
            Value::String(s) => self.string(s),
            Value::BigInt(b) => self.bigint(b),
            Value::Symbol(a) => self.atom(a),
            _ => {}
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
    if let Ret::Cont(c) = r {
        trace_cont(c, s);
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
        Cont::Reinvoke { callee, this, args, new_target, outer, .. } => {
            s.obj(*callee);
            s.value(*this);
            for a in args {
                s.value(*a);
            }
            s.opt(*new_target);
            trace_ret(outer, s);
        }
        Cont::Host { .. } | Cont::IterRecord { .. } | Cont::IterStep { .. } => {}
        Cont::Sort(st) => {
            s.obj(st.array);
            s.value(st.cmp);
            for v in st.a.iter().chain(&st.b) {
                s.value(*v);
            }
            s.value(st.x);
            s.value(st.y);
            trace_ret(&st.outer, s);
        }
    }
}

/// Traces a frame's references.
pub(crate) fn trace_frame(f: &Frame, s: &mut impl Sink) {
    s.obj(f.callee);
    s.opt(f.env);
    s.opt(f.new_target);
    if let Some(a) = &f.args {
        for v in a.iter() {
            s.value(*v);
        }
    }
    trace_ret(&f.ret, s);
}

fn trace_suspended(sf: &SuspendedFrame, s: &mut impl Sink) {
    trace_frame(&sf.frame, s);
    for v in &sf.regs {
        s.value(*v);
    }
    for h in &sf.handlers {
        s.opt(h.env);
    }
}

fn trace_reaction(r: &ReactionTarget, s: &mut impl Sink) {
    match r {
        ReactionTarget::Then { on_fulfilled, on_rejected, target } => {
            s.value(*on_fulfilled);
            s.value(*on_rejected);
            s.opt(*target);
        }
        ReactionTarget::Await(o) | ReactionTarget::AsyncGenAwait(o) => s.obj(*o),
    }
}

/// Traces the state's roots (everything but the heap's contents).
pub(crate) fn trace_roots(st: &State, s: &mut impl Sink) {
    let intrinsic = st.realm.intrinsic_count;
    for i in 0..intrinsic {
        if st.heap.objects.get(i).is_some() {
            s.obj(ObjId(i));
        }
    }
    for o in st.realm.object_roots() {
        s.obj(o);
    }
    let top = st.frames.iter().map(|f| f.top as usize).max().unwrap_or(0).min(st.regs.len());
    for v in &st.regs[..top] {
        s.value(*v);
    }
    for f in &st.frames {
        trace_frame(f, s);
    }
    for h in &st.handlers {
        s.opt(h.env);
    }
    for j in &st.jobs {
        match j {
            Job::Reaction { reaction, value, .. } => {
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
    for p in st.host_calls.values() {
        s.obj(*p);
    }
    for r in st.host_results.iter().flatten() {
        match r {
            Ok(v) | Err(v) => s.value(*v),
        }
    }
    s.opt(st.main_promise);
    if let Some((h, p)) = st.heritage_proto {
        s.obj(h);
        s.value(p);
    }
    for o in st.templates.values() {
        s.obj(*o);
    }
    s.value(st.exception);
    for p in st.unhandled.values() {
        s.obj(*p);
    }
    if let Some(Ok(v) | Err(v)) = &st.result {
        s.value(*v);
    }
    for o in st.tool_refs.values() {
        s.obj(*o);
    }
}

/// Traces an object's references.
pub(crate) fn trace_object(obj: &Object, s: &mut impl Sink) {
    s.opt(obj.proto);
    for p in obj.props.iter() {
        s.atom(p.key);
        match p.slot {
            Slot::Data(v) => s.value(v),
            Slot::Accessor { get, set } => {
                s.opt(get);
                s.opt(set);
            }
        }
    }
    match &obj.class {
        Class::Array { dense, .. } => dense.iter().for_each(|v| s.value(*v)),
        Class::Closure(c) => {
            s.opt(c.env);
            s.opt(c.home);
            s.opt(c.link);
        }
        Class::Native(n) => s.value(n.data),
        Class::Bound(b) => {
            s.obj(b.target);
            s.value(b.this);
            b.args.iter().for_each(|v| s.value(*v));
        }
        Class::Env(e) => {
            s.opt(e.parent);
            e.slots.iter().for_each(|v| s.value(*v));
        }
        Class::Primitive(v) => s.value(*v),
        Class::Map(d) | Class::Set(d) | Class::WeakMap(d) | Class::WeakSet(d) => {
            for (k, v) in d.entries.iter().flatten() {
                s.value(*k);
                s.value(*v);
            }
        }
        Class::Promise(d) => {
            match d.state {
                PromiseState::Fulfilled(v) | PromiseState::Rejected(v) => s.value(v),
                PromiseState::Pending => {}
            }
            d.reactions.iter().for_each(|r| trace_reaction(r, s));
        }
        Class::Generator(g) => {
            let GenData { frame, queue, .. } = &**g;
            if let Some(f) = frame {
                trace_suspended(f, s);
            }
            for (_, v, p) in queue {
                s.value(*v);
                s.obj(*p);
            }
        }
        Class::Suspended(Some(f)) => trace_suspended(f, s),
        Class::Iter(k) => match &**k {
            IterKind::Array { target, .. } | IterKind::MapSet { target, .. } => s.value(*target),
            IterKind::String { text, .. } => s.value(*text),
            IterKind::ForIn { object, keys, .. } => {
                s.value(*object);
                keys.iter().for_each(|k| s.atom(*k));
            }
            IterKind::RegExpString { regexp, string, .. } => {
                s.value(*regexp);
                s.value(*string);
            }
        },
        Class::TypedArray { buffer, .. } | Class::DataView { buffer, .. } => s.obj(*buffer),
        Class::SearchParams { url, .. } => s.opt(*url),
        Class::Resolving { promise, .. } => s.obj(*promise),
        Class::WeakRef(t) => s.value(*t),
        Class::FinalizationRegistry(d) => {
            s.value(d.cleanup);
            for (held, token) in &d.cells {
                s.value(*held);
                s.value(*token);
            }
        }
        Class::Proxy(p) => {
            s.opt(p.target);
            s.opt(p.handler);
        }
        _ => {}
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
pub fn collect(vm: &mut Vm) {
    let heap = &vm.state.heap;
    let mut m = Marker {
        objects: vec![false; heap.objects.capacity()],
        strings: vec![false; heap.strings.capacity()],
        bigints: vec![false; heap.bigints.capacity()],
        stack: Vec::new(),
        str_stack: Vec::new(),
    };
    for i in 0..vm.state.heap.intrinsic_strings.min(m.strings.len() as u32) {
        m.strings[i as usize] = true;
    }
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
    let mut live = 0usize;
    for (i, marked) in m.objects.iter().enumerate() {
        if *marked {
            live += crate::heap::OBJECT_COST;
            if let Some(Class::ArrayBuffer(b)) = heap.objects.get(i as u32).map(|o| &o.class) {
                live += b.len();
            }
        } else {
            heap.objects.free(i as u32);
        }
    }
    for (i, marked) in m.strings.iter().enumerate() {
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
    heap.allocated = 0;
}
