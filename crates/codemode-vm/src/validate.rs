//! Validation of a restored state: a snapshot is untrusted input, so before a restored VM runs,
//! every index it holds is checked against what it indexes:
//!
//! - object, string, BigInt and atom references point at live entries (the collector's tracing,
//!   `gc.rs`, enumerates them, so the two cannot disagree about where references are);
//! - frames point at existing code with their `pc` and register windows in range; the return
//!   registers of their return targets (also inside continuations: a generator step's or an async
//!   body's outer target, a re-invoked native's, a sort's) and the destination registers of
//!   iterator continuations lie in the caller's window; host continuations name a result slot;
//! - handlers belong to an existing frame, in stack order, with their target `pc` in its code;
//!   a suspended frame's handlers and resume destinations lie in its own code and window;
//! - native ids index the native table, closures and template sites their code, typed arrays and
//!   data views their buffer, an array's dense part is within its length, a generator that waits
//!   to be resumed has its frame;
//! - ropes are well formed (which also rules out rope cycles).
//!
//! Every state type is destructured field by field and every object class matched by name (no
//! catch-all arms): a new field or variant does not compile until it is considered here. After
//! this check the VM's indexing and `expect`s on restored data cannot fire.

use codemode_bytecode::{FuncFlags, FunctionProto};

use crate::Vm;
use crate::frame::{Cont, Frame, Handler, Ret, SuspendedFrame};
use crate::gc::{Sink, trace_object, trace_roots};
use crate::heap::{Class, GenData, GenState, HeapStr, abflags};
use crate::typed::Kind;
use crate::value::{Atom, BigRef, ObjId, StrRef};
use crate::{Job, State};

struct Checker<'a> {
    vm: &'a Vm,
    error: Option<String>,
}

impl Checker<'_> {
    fn fail(&mut self, m: String) {
        if self.error.is_none() {
            self.error = Some(m);
        }
    }
}

impl Sink for Checker<'_> {
    fn obj(&mut self, o: ObjId) {
        if self.vm.state.heap.objects.get(o.0).is_none() {
            self.fail(format!("dangling object {}", o.0));
        }
    }
    fn string(&mut self, s: StrRef) {
        match s.as_atom() {
            Some(a) => self.atom(a),
            None => {
                if self.vm.state.heap.strings.get(s.as_heap().unwrap_or(u32::MAX)).is_none() {
                    self.fail(format!("dangling string {}", s.0));
                }
            }
        }
    }
    fn bigint(&mut self, b: BigRef) {
        if self.vm.state.heap.bigints.get(b.0).is_none() {
            self.fail(format!("dangling bigint {}", b.0));
        }
    }
    fn atom(&mut self, a: Atom) {
        if !self.vm.state.atoms.contains(a) {
            self.fail(format!("dangling atom {}", a.0));
        }
    }
    fn realm_roots(&self) -> bool {
        false
    }
}

fn check_code_ref(vm: &Vm, code: u32, func: u32) -> Result<&FunctionProto, String> {
    let unit = vm.codes.get(code as usize).ok_or_else(|| format!("no code unit {code}"))?;
    unit.code.functions.get(func as usize).ok_or_else(|| format!("no function {func} in unit {code}"))
}

/// A frame's code and `pc`; the size of its register window.
fn check_frame_code<'a>(vm: &'a Vm, f: &Frame) -> Result<(usize, &'a FunctionProto), String> {
    let proto = check_code_ref(vm, f.code, f.func)?;
    if f.pc as usize > proto.ops.len() {
        return Err(format!("pc {} out of range", f.pc));
    }
    Ok(((proto.n_regs as usize).max(2 + proto.n_params as usize), proto))
}

/// A handler's target lies in its frame's code.
fn check_handler_pc(h: &Handler, proto: &FunctionProto) -> Result<(), String> {
    let Handler { frame: _, pc, env: _ } = h;
    if *pc as usize >= proto.ops.len() {
        return Err("handler pc out of range".into());
    }
    Ok(())
}

/// A return target and the targets inside its continuations (followed without recursion):
/// registers lie in `caller` (the window of the frame a result is delivered to, `None` when the
/// target is replaced before use), host continuations name a result slot, sorts are well formed.
fn check_ret(st: &State, ret: &Ret, caller: Option<usize>) -> Result<(), String> {
    let reg = |r: u16, width: usize| match caller {
        Some(n) if r as usize + width > n => Err(format!("return register {r} outside the caller's window of {n}")),
        _ => Ok(()),
    };
    let mut next = Some(ret);
    while let Some(ret) = next.take() {
        match ret {
            Ret::Reg(r) => reg(*r, 1)?,
            Ret::Discard => {}
            Ret::Cont(c) => match &**c {
                Cont::AsyncBody { promise: _, outer } => next = outer.as_ref(),
                Cont::GenStep { generator: _, outer } => next = Some(outer),
                Cont::Reinvoke { callee: _, this: _, args: _, index: _, new_target: _, outer } => next = Some(outer),
                Cont::AsyncGenStep { generator: _ }
                | Cont::Reaction { target: _ }
                | Cont::ThenableJob { promise: _, resolved: _ } => {}
                Cont::Host { slot } => {
                    if *slot as usize >= st.host_results.len() {
                        return Err(format!("host continuation of a missing result slot {slot}"));
                    }
                }
                // The iterator and its `next` go to `dst` and `dst + 1`.
                Cont::IterRecord { dst } => reg(*dst, 2)?,
                Cont::IterStep { dst } | Cont::AwaitResolved { dst } => reg(*dst, 1)?,
                Cont::Sort(s) => {
                    if !crate::exec::sort::well_formed(s) {
                        return Err("a malformed sort continuation".into());
                    }
                    next = Some(&s.outer);
                }
                Cont::Each(s) => {
                    if !crate::exec::each::well_formed(s) {
                        return Err("a malformed array loop continuation".into());
                    }
                    next = Some(&s.outer);
                }
                Cont::Revive(s) => {
                    if !crate::exec::revive::well_formed(s) {
                        return Err("a malformed reviver walk continuation".into());
                    }
                    next = Some(&s.outer);
                }
                Cont::Stringify(s) => {
                    if !crate::exec::stringify::well_formed(s) {
                        return Err("a malformed stringify walk continuation".into());
                    }
                    next = Some(&s.outer);
                }
            },
        }
    }
    Ok(())
}

/// A frame taken off the stack: its code, window, handlers and resume destinations.
fn check_suspended<'a>(vm: &'a Vm, sf: &SuspendedFrame) -> Result<&'a FunctionProto, String> {
    let SuspendedFrame { frame, regs, handlers, resume_dst, resume_mode } = sf;
    let (n, proto) = check_frame_code(vm, frame)?;
    if regs.len() != n {
        return Err("suspended frame with a bad register window".into());
    }
    for h in handlers {
        check_handler_pc(h, proto)?;
    }
    for r in [*resume_dst, *resume_mode] {
        if r != u16::MAX && r as usize >= n {
            return Err(format!("resume register {r} outside the suspended frame's window of {n}"));
        }
    }
    // Its return target is set anew when it resumes.
    check_ret(&vm.state, &frame.ret, None)?;
    Ok(proto)
}

/// A view's buffer is an ArrayBuffer; a length-tracking view's is resizable; a fixed-length view
/// of a buffer that can neither shrink nor be detached lies inside it. (A view of a resizable or
/// detached buffer may be out of bounds: every accessor checks that as it reads.)
fn check_view(st: &State, buffer: ObjId, offset: u32, bytes: u64, tracking: bool) -> Result<(), String> {
    let Some(Class::ArrayBuffer { bytes: b, flags, .. }) = st.heap.objects.get(buffer.0).map(|o| &o.class) else {
        return Err("view of something that is not an ArrayBuffer".into());
    };
    if tracking && (flags & abflags::RESIZABLE == 0 || bytes != 0) {
        return Err("length-tracking view of a fixed-length buffer".into());
    }
    if *flags & (abflags::RESIZABLE | abflags::DETACHED) == 0 && u64::from(offset) + bytes > b.len() as u64 {
        return Err("view out of its buffer's bounds".into());
    }
    Ok(())
}

/// A buffer's flags are known, a detached one holds no bytes, a resizable one no more than its
/// maximum, and only a resizable one has a maximum.
fn check_buffer(bytes: &[u8], max: u32, flags: u8) -> Result<(), String> {
    if flags & !(abflags::RESIZABLE | abflags::DETACHED) != 0 {
        return Err(format!("ArrayBuffer with unknown flags {flags}"));
    }
    if flags & abflags::DETACHED != 0 && !bytes.is_empty() {
        return Err("detached ArrayBuffer with bytes".into());
    }
    if flags & abflags::RESIZABLE != 0 && bytes.len() as u64 > u64::from(max) {
        return Err("resizable ArrayBuffer longer than its maxByteLength".into());
    }
    if flags & abflags::RESIZABLE == 0 && max != 0 {
        return Err("fixed-length ArrayBuffer with a maxByteLength".into());
    }
    Ok(())
}

/// The indices an object's class data holds (its references are traced separately).
fn check_class(vm: &Vm, class: &Class) -> Result<(), String> {
    let st = &vm.state;
    match class {
        Class::Ordinary | Class::Error | Class::Arguments | Class::Date(_) | Class::RegExp(_) => {}
        Class::Bound(_) | Class::Env(_) | Class::Primitive(_) | Class::WeakRef(_) | Class::Promise(_) => {}
        Class::Map(_) | Class::Set(_) | Class::WeakMap(_) | Class::WeakSet(_) | Class::Iter(_) => {}
        Class::Url(_) | Class::ToolRef(_) | Class::Proxy(_) | Class::Temporal(_) => {}
        Class::ArrayBuffer { bytes, max, flags } => check_buffer(bytes, *max, *flags)?,
        Class::SearchParams { pairs: _, url: _ } | Class::Resolving { promise: _, resolved: _ } => {}
        Class::FinalizationRegistry(_) | Class::Suspended(None) => {}
        // Host function and value ids are the host's: it checks them when they are called.
        Class::HostFn { id: _, handle: _ } | Class::HostValue(_) => {}
        Class::Array { dense, len } => {
            if dense.len() > *len as usize {
                return Err(format!("array with {} dense elements and length {len}", dense.len()));
            }
        }
        Class::Closure(cl) => {
            check_code_ref(vm, cl.code, cl.func)?;
        }
        Class::Native(n) => {
            if n.id as usize >= vm.natives.len() {
                return Err(format!("native {} out of range", n.id));
            }
        }
        Class::TypedArray { buffer, offset, length, kind, tracking } => {
            let Some(k) = Kind::ALL.get(*kind as usize) else {
                return Err(format!("typed array of unknown kind {kind}"));
            };
            check_view(st, *buffer, *offset, u64::from(*length) * k.size() as u64, *tracking)?;
        }
        Class::DataView { buffer, offset, length, tracking } => {
            check_view(st, *buffer, *offset, u64::from(*length), *tracking)?;
        }
        Class::Generator(g) => {
            let GenData { state, frame, queue: _, is_async: _ } = &**g;
            match (state, frame) {
                (GenState::SuspendedStart | GenState::SuspendedYield, None) => {
                    return Err("a suspended generator without its frame".into());
                }
                (_, Some(sf)) => {
                    check_suspended(vm, sf)?;
                }
                (GenState::Executing | GenState::Completed, None) => {}
            }
        }
        Class::Suspended(Some(sf)) => {
            let proto = check_suspended(vm, sf)?;
            if !proto.flags.has(FuncFlags::ASYNC) {
                return Err("awaiting frame of a function that is not async".into());
            }
        }
    }
    Ok(())
}

/// The state outside the heap: frames, windows, return targets, handlers, jobs, host results,
/// template sites.
fn check_stack(vm: &Vm) -> Result<(), String> {
    let State {
        heap: _,
        atoms: _,
        regs,
        frames,
        handlers,
        jobs,
        realm: _,
        host_calls: _,
        host_results: _,
        promise_seq: _,
        rng: _,
        main_promise: _,
        templates,
        exception: _,
        logs: _,
        unhandled: _,
        steps: _,
        tool_refs: _,
        phase: _,
        result: _,
        now: _,
        time_zone,
        heritage_proto: _,
    } = &vm.state;
    // The local time zone is a resolved identifier (formatting would otherwise read UTC silently).
    if let Some(z) = time_zone
        && crate::zone::resolve(z).as_deref() != Some(z.as_str())
    {
        return Err(format!("unknown local time zone {z:?}"));
    }
    let mut caller: Option<usize> = None;
    for (i, f) in frames.iter().enumerate() {
        let (n_regs, _) = check_frame_code(vm, f)?;
        let (base, top) = (f.base as usize, f.top as usize);
        // A callee's window may overlap its caller's (arguments are passed in place).
        if top < base || top - base != n_regs || top > regs.len() {
            return Err(format!("frame {i} has a bad register window"));
        }
        // A result is delivered to the frame below, once this one is popped.
        check_ret(&vm.state, &f.ret, caller).map_err(|e| format!("frame {i}: {e}"))?;
        caller = Some(n_regs);
    }
    let mut below = 0;
    for h in handlers {
        let f = frames.get(h.frame as usize).ok_or("handler of a missing frame")?;
        if h.frame < below {
            return Err("handlers out of stack order".into());
        }
        below = h.frame;
        check_handler_pc(h, check_code_ref(vm, f.code, f.func)?)?;
    }
    for j in jobs {
        match j {
            // References only (traced with the roots).
            Job::Reaction { reaction: _, fulfilled: _, value: _ }
            | Job::ResolveThenable { promise: _, thenable: _, then: _ } => {}
        }
    }
    for (code, func, idx) in templates.keys() {
        let proto = check_code_ref(vm, *code, *func)?;
        if *idx as usize >= proto.consts.len() {
            return Err(format!("template site {idx} out of range"));
        }
    }
    Ok(())
}

/// Checks a restored VM.
///
/// # Errors
/// A description of the first inconsistency.
pub(crate) fn check(vm: &Vm) -> Result<(), String> {
    let st = &vm.state;
    check_stack(vm)?;
    let mut c = Checker { vm, error: None };
    trace_roots(st, &mut c);
    if let Some(e) = c.error.take() {
        return Err(e);
    }
    // Untouched intrinsics are the template's own, not the snapshot's: only the changed ones
    // and the objects after the intrinsics came from the bytes.
    let io = st.heap.intrinsic_objects;
    let changed = st.heap.changed_intrinsics().iter().filter_map(|&i| st.heap.objects.get(i).map(|o| (i, o)));
    let created = st.heap.objects.iter_from(io as usize);
    for (i, o) in changed.chain(created) {
        trace_object(o, &mut c);
        if let Some(e) = c.error.take() {
            return Err(e);
        }
        check_class(vm, &o.class).map_err(|e| format!("object {i}: {e}"))?;
    }
    // Ropes: parts exist, are non-empty and add up (no cycles possible then). The realm's strings
    // are the template's own.
    for (i, s) in st.heap.strings.iter_from(st.heap.intrinsic_strings as usize) {
        match s {
            HeapStr::Flat(_) | HeapStr::Short(_) => {}
            HeapStr::Rope { left, right, len } => {
                for part in [left, right] {
                    c.string(*part);
                    if let Some(e) = c.error.take() {
                        return Err(format!("rope {i}: {e}"));
                    }
                }
                let (l, r) = (vm.str_len(*left), vm.str_len(*right));
                if l == 0 || r == 0 || l + r != *len as usize {
                    return Err(format!("rope {i} is malformed"));
                }
            }
        }
    }
    Ok(())
}
