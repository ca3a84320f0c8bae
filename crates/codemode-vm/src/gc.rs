//! The collector: mark and sweep over the heap arenas, from the roots the state names.
//!
//! Runs only between instructions (never inside a native), so every live value is reachable from
//! the state: registers below the top frame's window, frames, handlers, jobs, host calls, the
//! realm. Marking uses an explicit stack (no recursion), so deep structures cannot overflow the
//! Rust stack.

use crate::frame::{Cont, Frame, Ret, SuspendedFrame};
use crate::heap::{Class, GenData, IterKind, PromiseState, ReactionTarget, Slot};
use crate::value::{ObjId, StrRef, Value};
use crate::{Job, Vm};

struct Marker {
    objects: Vec<bool>,
    strings: Vec<bool>,
    bigints: Vec<bool>,
    stack: Vec<ObjId>,
    str_stack: Vec<u32>,
}

impl Marker {
    fn value(&mut self, v: Value) {
        match v {
            Value::Object(o) => self.obj(o),
            Value::String(s) => self.string(s),
            Value::BigInt(b) => {
                if let Some(m) = self.bigints.get_mut(b.0 as usize) {
                    *m = true;
                }
            }
            _ => {}
        }
    }

    fn obj(&mut self, o: ObjId) {
        if let Some(m) = self.objects.get_mut(o.0 as usize)
            && !*m
        {
            *m = true;
            self.stack.push(o);
        }
    }

    fn opt(&mut self, o: Option<ObjId>) {
        if let Some(o) = o {
            self.obj(o);
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

    fn ret(&mut self, r: &Ret) {
        if let Ret::Cont(c) = r {
            self.cont(c);
        }
    }

    fn cont(&mut self, c: &Cont) {
        match c {
            Cont::AsyncBody { promise, outer } => {
                self.obj(*promise);
                if let Some(r) = outer {
                    self.ret(r);
                }
            }
            Cont::GenStep { generator, outer } => {
                self.obj(*generator);
                self.ret(outer);
            }
            Cont::AsyncGenStep { generator } => self.obj(*generator),
            Cont::Reaction { target } => self.opt(*target),
            Cont::ThenableJob { promise, resolved } => {
                self.obj(*promise);
                self.obj(*resolved);
            }
            Cont::Reinvoke {
                callee,
                this,
                args,
                new_target,
                outer,
                ..
            } => {
                self.obj(*callee);
                self.value(*this);
                for a in args {
                    self.value(*a);
                }
                self.opt(*new_target);
                self.ret(outer);
            }
            Cont::Host { .. } | Cont::IterRecord { .. } | Cont::IterStep { .. } => {}
        }
    }

    fn frame(&mut self, f: &Frame) {
        self.obj(f.callee);
        self.opt(f.env);
        self.opt(f.new_target);
        if let Some(a) = &f.args {
            for v in a.iter() {
                self.value(*v);
            }
        }
        self.ret(&f.ret);
    }

    fn suspended(&mut self, s: &SuspendedFrame) {
        self.frame(&s.frame);
        for v in &s.regs {
            self.value(*v);
        }
        for h in &s.handlers {
            self.opt(h.env);
        }
    }

    fn reaction(&mut self, r: &ReactionTarget) {
        match r {
            ReactionTarget::Then {
                on_fulfilled,
                on_rejected,
                target,
            } => {
                self.value(*on_fulfilled);
                self.value(*on_rejected);
                self.opt(*target);
            }
            ReactionTarget::Await(o) | ReactionTarget::AsyncGenAwait(o) => self.obj(*o),
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
    // Roots.
    let s = &vm.state;
    let intrinsic = s.realm.intrinsic_count.min(m.objects.len() as u32);
    for i in 0..intrinsic {
        m.obj(ObjId(i));
    }
    m.obj(s.realm.global);
    let top = s
        .frames
        .last()
        .map_or(0, |f| f.top as usize)
        .min(s.regs.len());
    for v in &s.regs[..top] {
        m.value(*v);
    }
    for f in &s.frames {
        m.frame(f);
    }
    for h in &s.handlers {
        m.opt(h.env);
    }
    for j in &s.jobs {
        match j {
            Job::Reaction {
                reaction, value, ..
            } => {
                m.reaction(reaction);
                m.value(*value);
            }
            Job::ResolveThenable {
                promise,
                thenable,
                then,
            } => {
                m.obj(*promise);
                m.value(*thenable);
                m.value(*then);
            }
        }
    }
    for p in s.host_calls.values() {
        m.obj(*p);
    }
    for r in s.host_results.iter().flatten() {
        match r {
            Ok(v) | Err(v) => m.value(*v),
        }
    }
    m.opt(s.main_promise);
    for o in s.templates.values() {
        m.obj(*o);
    }
    m.value(s.exception);
    for p in s.unhandled.values() {
        m.obj(*p);
    }
    if let Some(Ok(v) | Err(v)) = &s.result {
        m.value(*v);
    }
    for o in s.tool_refs.values() {
        m.obj(*o);
    }
    // Trace.
    while let Some(o) = m.stack.pop() {
        let Some(obj) = vm.state.heap.objects.get(o.0) else {
            continue;
        };
        m.opt(obj.proto);
        for p in obj.props.iter() {
            match p.slot {
                Slot::Data(v) => m.value(v),
                Slot::Accessor { get, set } => {
                    m.opt(get);
                    m.opt(set);
                }
            }
        }
        match &obj.class {
            Class::Array { dense, .. } => dense.iter().for_each(|v| m.value(*v)),
            Class::Closure(c) => {
                m.opt(c.env);
                m.opt(c.home);
                m.opt(c.link);
            }
            Class::Native(n) => m.value(n.data),
            Class::Bound(b) => {
                m.obj(b.target);
                m.value(b.this);
                b.args.iter().for_each(|v| m.value(*v));
            }
            Class::Env(e) => {
                m.opt(e.parent);
                e.slots.iter().for_each(|v| m.value(*v));
            }
            Class::Primitive(v) => m.value(*v),
            Class::Map(d) | Class::Set(d) | Class::WeakMap(d) | Class::WeakSet(d) => {
                for (k, v) in d.entries.iter().flatten() {
                    m.value(*k);
                    m.value(*v);
                }
            }
            Class::Promise(d) => {
                match d.state {
                    PromiseState::Fulfilled(v) | PromiseState::Rejected(v) => m.value(v),
                    PromiseState::Pending => {}
                }
                d.reactions.iter().for_each(|r| m.reaction(r));
            }
            Class::Generator(g) => {
                let GenData { frame, queue, .. } = &**g;
                if let Some(f) = frame {
                    m.suspended(f);
                }
                for (_, v, p) in queue {
                    m.value(*v);
                    m.obj(*p);
                }
            }
            Class::Suspended(Some(f)) => m.suspended(f),
            Class::Iter(k) => match &**k {
                IterKind::Array { target, .. } | IterKind::MapSet { target, .. } => {
                    m.value(*target)
                }
                IterKind::String { text, .. } => m.value(*text),
                IterKind::ForIn { object, .. } => m.value(*object),
                IterKind::RegExpString { regexp, string, .. } => {
                    m.value(*regexp);
                    m.value(*string);
                }
            },
            Class::TypedArray { buffer, .. } => m.obj(*buffer),
            Class::SearchParams { url, .. } => m.opt(*url),
            Class::Resolving { promise, .. } => m.obj(*promise),
            _ => {}
        }
    }
    while let Some(i) = m.str_stack.pop() {
        if let Some(crate::heap::HeapStr::Rope { left, right, .. }) = vm.state.heap.strings.get(i) {
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
            if let Some(crate::heap::HeapStr::Flat(t)) = heap.strings.get(i as u32) {
                live += 32 + t.len() * 2;
            } else {
                live += 32;
            }
        } else {
            heap.strings.free(i as u32);
        }
    }
    for (i, marked) in m.bigints.iter().enumerate() {
        if !*marked {
            heap.bigints.free(i as u32);
        } else {
            live += 32;
        }
    }
    heap.objects.shrink();
    heap.strings.shrink();
    heap.bigints.shrink();
    heap.live_bytes = live;
    heap.allocated = 0;
}
