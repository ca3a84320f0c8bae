//! Calls, returns, throws and continuations: the explicit call stack at work.
//!
//! Every way control enters or leaves a function is here: pushing a closure's frame (reusing the
//! caller's argument registers as the callee's window), calling natives, tail calls requested by
//! natives, constructing, returning into a [`Ret`], unwinding to a handler, and applying the
//! [`Cont`] of a frame that finished. Also the job loop between macrotask-free turns and the
//! program's start and outcome.

use smallvec::SmallVec;

use codemode_bytecode::FuncFlags;

use crate::atoms::atom;
use crate::error::{Ctl, EngineError, JsResult, msg};
use crate::frame::{Cont, Frame, FrameFlags, Ret};
use crate::heap::{Class, Closure, PromiseState, ReactionTarget, oflags};
use crate::value::{ObjId, Value};
use crate::{Failure, Job, NativeCall, RunState, Vm};

/// Phases of a run (`State::phase`).
pub(crate) mod phase {
    /// The program is running.
    pub const RUNNING: u8 = 0;
    /// The program's value is being converted to data.
    pub const CONVERTING: u8 = 1;
    /// Finished.
    pub const DONE: u8 = 2;
}

/// Where a call's arguments are.
pub(crate) enum Args {
    /// Already in registers: callee at `base`, this at `base + 1`, arguments after.
    InPlace { base: usize, argc: usize },
    /// In a vector (callee and this given separately).
    Owned(Vec<Value>),
}

/// Starts code unit `unit`'s main function as the program (an async function).
pub(crate) fn start_program(vm: &mut Vm, unit: u32) -> Result<(), EngineError> {
    let Some(code) = vm.codes.get(unit as usize).cloned() else {
        return Err(EngineError::Internal(format!("no code unit {unit}")));
    };
    let main = code.code.main.0;
    let closure = vm.make_closure_object(unit, main, None, None);
    vm.state.phase = phase::RUNNING;
    // The main function is async: invoking it pushes its frame with its own promise, which is
    // the program's (adopting it into another promise would call its `then`, which programs can
    // observe). Its `this` is the global object, as a script's top level has (ECMA-262
    // GlobalDeclarationInstantiation: the global environment's this binding), in strict code too.
    let this = Value::Object(vm.state.realm.global);
    if let Err(ctl) = invoke(vm, Value::Object(closure), this, Args::Owned(Vec::new()), Ret::Discard, None) {
        return raise(vm, ctl);
    }
    let own = vm.state.frames.last().and_then(|f| match &f.ret {
        Ret::Cont(c) => match **c {
            Cont::AsyncBody { promise, .. } => Some(promise),
            _ => None,
        },
        _ => None,
    });
    let Some(promise) = own else {
        return Err(EngineError::Internal("the program's main function is not async".into()));
    };
    vm.state.main_promise = Some(promise);
    Ok(())
}

/// Runs a function to completion with no jobs (prelude setup, host-driven calls). Returns its
/// completion.
pub(crate) fn run_to_completion(
    vm: &mut Vm,
    callee: Value,
    this: Value,
    args: Vec<Value>,
) -> Result<Result<Value, Value>, EngineError> {
    let slot = vm.state.host_results.len() as u32;
    vm.state.host_results.push(None);
    let depth = vm.state.frames.len();
    let ret = Ret::Cont(Box::new(Cont::Host { slot }));
    if let Err(ctl) = invoke(vm, callee, this, Args::Owned(args), ret, None) {
        raise(vm, ctl)?;
    }
    let mut host = crate::host::NoHost;
    crate::interp::step_frames(vm, &mut host, depth)?;
    vm.state.host_results.truncate(slot as usize + 1);
    let r = vm.state.host_results.pop().flatten();
    r.ok_or_else(|| EngineError::Internal("host call did not complete".into()))
}

/// Called whenever the stack is empty: decides whether the run is over, runs the next job, or
/// reports that it waits on the host.
pub(crate) fn between_jobs(vm: &mut Vm) -> Result<Option<RunState>, EngineError> {
    match vm.state.phase {
        phase::DONE => return Ok(Some(RunState::Finished)),
        phase::CONVERTING => {
            if let Some(r) = vm.state.host_results.last().cloned().flatten() {
                vm.state.host_results.pop();
                vm.state.result = Some(r);
                vm.state.phase = phase::DONE;
                return Ok(Some(RunState::Finished));
            }
            return Err(EngineError::Internal("conversion frame lost".into()));
        }
        _ => {}
    }
    if let Some(p) = vm.state.main_promise {
        let state = match &vm.state.heap.obj(p).class {
            Class::Promise(d) => d.state.clone(),
            _ => PromiseState::Pending,
        };
        match state {
            PromiseState::Pending => {}
            PromiseState::Fulfilled(v) => {
                vm.state.phase = phase::CONVERTING;
                vm.state.host_results.clear();
                vm.state.host_results.push(None);
                let conv = vm.state.realm.to_data;
                let label = vm.atom_str("Result");
                let ret = Ret::Cont(Box::new(Cont::Host { slot: 0 }));
                if let Err(ctl) =
                    invoke(vm, Value::Object(conv), Value::Undefined, Args::Owned(vec![v, label]), ret, None)
                {
                    raise(vm, ctl)?;
                }
                return Ok(None);
            }
            PromiseState::Rejected(e) => {
                vm.state.result = Some(Err(e));
                vm.state.phase = phase::DONE;
                return Ok(Some(RunState::Finished));
            }
        }
    }
    let Some(job) = vm.state.jobs.pop_front() else {
        return Ok(Some(RunState::Waiting));
    };
    run_job(vm, job)?;
    Ok(None)
}

fn run_job(vm: &mut Vm, job: Job) -> Result<(), EngineError> {
    let r = match job {
        Job::Reaction { reaction, fulfilled, value } => match reaction {
            ReactionTarget::Then { on_fulfilled, on_rejected, target } => {
                let handler = if fulfilled { on_fulfilled } else { on_rejected };
                if vm.is_callable(handler) {
                    let ret = Ret::Cont(Box::new(Cont::Reaction { target }));
                    invoke(vm, handler, Value::Undefined, Args::Owned(vec![value]), ret, None)
                } else {
                    if let Some(t) = target {
                        if fulfilled {
                            vm.resolve_promise(t, value);
                        } else {
                            vm.reject_promise(t, value);
                        }
                    }
                    Ok(())
                }
            }
            ReactionTarget::Await(holder) => {
                crate::exec::generator::resume_await(vm, holder, fulfilled, value)?;
                Ok(())
            }
            ReactionTarget::AsyncGenAwait(gen_obj) => {
                crate::exec::generator::resume_async_gen_await(vm, gen_obj, fulfilled, value)?;
                Ok(())
            }
            ReactionTarget::AsyncGenReturn(gen_obj) => {
                crate::exec::generator::async_gen_return_settled(vm, gen_obj, fulfilled, value)?;
                Ok(())
            }
        },
        Job::ResolveThenable { promise, thenable, then } => {
            let (resolve, reject, flag) = vm.resolving_functions(promise);
            let ret = Ret::Cont(Box::new(Cont::ThenableJob { promise, resolved: flag }));
            invoke(vm, then, thenable, Args::Owned(vec![Value::Object(resolve), Value::Object(reject)]), ret, None)
        }
    };
    if let Err(ctl) = r {
        raise(vm, ctl)?;
    }
    Ok(())
}

/// Turns a [`Ctl`] raised by an op into a throw (or an engine error).
pub(crate) fn raise(vm: &mut Vm, ctl: Ctl) -> Result<(), EngineError> {
    match ctl {
        Ctl::Throw(v) => throw_value(vm, v),
        Ctl::Error(spec) => {
            let e = vm.make_error_from_spec(&spec, true);
            throw_value(vm, e)
        }
        Ctl::Fatal(e) => Err(*e),
        other => Err(EngineError::Internal(format!("unexpected control in an op: {other:?}"))),
    }
}

/// Throws `v` from the top frame: unwinds to the innermost handler, applying the continuations of
/// the frames it leaves.
pub(crate) fn throw_value(vm: &mut Vm, mut v: Value) -> Result<(), EngineError> {
    loop {
        let Some(fi) = vm.state.frames.len().checked_sub(1) else {
            // Nothing left to catch it: the job that threw had no continuation (a bug, or a
            // host-started call). Record it as the run's failure.
            if vm.state.phase == phase::RUNNING {
                vm.state.result = Some(Err(v));
                vm.state.phase = phase::DONE;
            }
            return Ok(());
        };
        if let Some(h) = vm.state.handlers.last().copied()
            && h.frame as usize == fi
        {
            vm.state.handlers.pop();
            let f = &mut vm.state.frames[fi];
            f.pc = h.pc;
            f.env = h.env;
            vm.state.exception = v;
            return Ok(());
        }
        let f = vm.state.frames.pop().expect("frame");
        drop_handlers_of(vm, fi);
        match f.ret {
            Ret::Reg(_) | Ret::Discard => {}
            Ret::Cont(c) => match cont_throw(vm, c, v)? {
                Some(e) => v = e,
                None => return Ok(()),
            },
        }
    }
}

fn drop_handlers_of(vm: &mut Vm, fi: usize) {
    while vm.state.handlers.last().is_some_and(|h| h.frame as usize >= fi) {
        vm.state.handlers.pop();
    }
}

/// Applies a continuation to a throw. Returns the exception if it keeps unwinding.
fn cont_throw(vm: &mut Vm, cont: Box<Cont>, e: Value) -> Result<Option<Value>, EngineError> {
    apply_cont(vm, cont, Err(e))
}

/// Delivers a completion to a return target.
pub(crate) fn deliver(vm: &mut Vm, ret: Ret, result: Result<Value, Value>) -> Result<(), EngineError> {
    match ret {
        Ret::Reg(r) => match result {
            Ok(v) => {
                if let Some(f) = vm.state.frames.last() {
                    let i = f.base as usize + r as usize;
                    vm.state.regs[i] = v;
                }
                Ok(())
            }
            Err(e) => throw_value(vm, e),
        },
        Ret::Discard => match result {
            Ok(_) => Ok(()),
            Err(e) => throw_value(vm, e),
        },
        Ret::Cont(c) => {
            if let Some(e) = apply_cont(vm, c, result)? {
                throw_value(vm, e)?;
            }
            Ok(())
        }
    }
}

/// Applies a continuation. Returns `Some(exception)` when the completion is a throw that must keep
/// unwinding from the current top frame.
fn apply_cont(vm: &mut Vm, cont: Box<Cont>, result: Result<Value, Value>) -> Result<Option<Value>, EngineError> {
    if let Cont::Sort(_) = &*cont {
        return crate::exec::sort::resume(vm, cont, result);
    }
    if let Cont::Each(_) = &*cont {
        return crate::exec::each::resume(vm, cont, result);
    }
    if let Cont::Revive(_) = &*cont {
        return crate::exec::revive::resume(vm, cont, result);
    }
    if let Cont::Stringify(_) = &*cont {
        return crate::exec::stringify::resume(vm, cont, result);
    }
    match *cont {
        Cont::AsyncBody { promise, outer } => {
            match result {
                Ok(v) => vm.resolve_promise(promise, v),
                Err(e) => vm.reject_promise(promise, e),
            }
            if let Some(r) = outer {
                deliver_nothrow(vm, r, Value::Object(promise))?;
            }
            Ok(None)
        }
        Cont::GenStep { generator, outer } => {
            crate::exec::generator::finish(vm, generator);
            match result {
                // A `for`-`of` waiting: `done` (as its `IterStep` would read `{ value, done: true }`).
                Ok(_) if let Some(dst) = crate::exec::generator::iter_step(&outer) => {
                    crate::exec::generator::store_step(vm, dst, Value::Empty);
                    Ok(None)
                }
                Ok(v) => {
                    let r = vm.iter_result(v, true);
                    deliver_or_unwind(vm, outer, Ok(Value::Object(r)))
                }
                Err(e) => deliver_or_unwind(vm, outer, Err(e)),
            }
        }
        Cont::AsyncGenStep { generator } => {
            crate::exec::generator::async_gen_complete(vm, generator, result)?;
            Ok(None)
        }
        Cont::Reaction { target } => {
            if let Some(t) = target {
                match result {
                    Ok(v) => vm.resolve_promise(t, v),
                    Err(e) => vm.reject_promise(t, e),
                }
            }
            Ok(None)
        }
        Cont::ThenableJob { promise, resolved } => {
            if let Err(e) = result
                && !vm.take_resolved_flag(resolved)
            {
                vm.reject_promise(promise, e);
            }
            Ok(None)
        }
        Cont::Reinvoke { callee, this, mut args, index, new_target, outer } => match result {
            Ok(v) => {
                let this = if index == u8::MAX {
                    v
                } else {
                    if let Some(slot) = args.get_mut(index as usize) {
                        *slot = v;
                    }
                    this
                };
                let r = match new_target {
                    Some(nt) => construct(vm, Value::Object(callee), args, Some(nt), outer),
                    None => invoke(vm, Value::Object(callee), this, Args::Owned(args), outer, None),
                };
                match r {
                    Ok(()) => Ok(None),
                    Err(ctl) => ctl_to_unwind(vm, ctl),
                }
            }
            Err(e) => deliver_or_unwind(vm, outer, Err(e)),
        },
        Cont::Host { slot } => {
            if let Some(s) = vm.state.host_results.get_mut(slot as usize) {
                *s = Some(result);
            }
            Ok(None)
        }
        Cont::IterRecord { dst } => match result {
            Ok(Value::Object(it)) => {
                use crate::property::Lookup;
                let (next, getter, proxy) = match vm.lookup_value(Value::Object(it), atom::NEXT) {
                    Ok(Lookup::Value(v)) => (v, None, None),
                    Ok(Lookup::Missing) => (Value::Undefined, None, None),
                    Ok(Lookup::Getter(g)) => (Value::Undefined, Some(g), None),
                    Ok(Lookup::Proxy(p)) => (Value::Undefined, None, Some(p)),
                    Err(ctl) => return ctl_to_unwind(vm, ctl),
                };
                if let Some(f) = vm.state.frames.last() {
                    let b = f.base as usize + dst as usize;
                    vm.state.regs[b] = Value::Object(it);
                    vm.state.regs[b + 1] = next;
                }
                if let Some(g) = getter {
                    // `next` is an accessor: its getter (called once) delivers the method.
                    let r =
                        invoke(vm, Value::Object(g), Value::Object(it), Args::Owned(vec![]), Ret::Reg(dst + 1), None);
                    if let Err(ctl) = r {
                        return ctl_to_unwind(vm, ctl);
                    }
                }
                if let Some(p) = proxy {
                    // The iterator is (or inherits from) a proxy: its `get` trap delivers `next`.
                    let r = crate::exec::props::proxy_get(vm, p, atom::NEXT, Value::Object(it), Ret::Reg(dst + 1));
                    if let Err(ctl) = r {
                        return ctl_to_unwind(vm, ctl);
                    }
                }
                Ok(None)
            }
            Ok(_) => ctl_to_unwind(vm, Ctl::type_error("Result of the Symbol.iterator method is not an object")),
            Err(e) => Ok(Some(e)),
        },
        Cont::Sort(_) => Err(EngineError::Internal("sort continuation".into())),
        Cont::Each(_) => Err(EngineError::Internal("array loop continuation".into())),
        Cont::Revive(_) => Err(EngineError::Internal("reviver walk continuation".into())),
        Cont::Stringify(_) => Err(EngineError::Internal("stringify walk continuation".into())),
        Cont::AwaitResolved { dst } => match result {
            Ok(Value::Object(p)) if vm.is_promise(p) => match crate::exec::generator::await_promise(vm, p, dst) {
                Ok(()) => Ok(None),
                Err(ctl) => ctl_to_unwind(vm, ctl),
            },
            Ok(_) => Err(EngineError::Internal("PromiseResolve gave no promise".into())),
            Err(e) => Ok(Some(e)),
        },
        Cont::IterStep { dst } => match result {
            Ok(r) => match crate::exec::iter::unpack_result(vm, r) {
                Ok(None) => {
                    // `done` or `value` is an accessor: read them in JavaScript.
                    let f = vm.state.realm.iter_result_slow;
                    match invoke(vm, Value::Object(f), Value::Undefined, Args::Owned(vec![r]), Ret::Reg(dst), None) {
                        Ok(()) => Ok(None),
                        Err(ctl) => ctl_to_unwind(vm, ctl),
                    }
                }
                Ok(Some(v)) => {
                    if let Some(f) = vm.state.frames.last() {
                        let b = f.base as usize + dst as usize;
                        vm.state.regs[b] = v;
                    }
                    Ok(None)
                }
                Err(ctl) => ctl_to_unwind(vm, ctl),
            },
            Err(e) => Ok(Some(e)),
        },
    }
}

/// Converts a control raised while applying a continuation into an unwinding exception.
pub(crate) fn ctl_to_unwind(vm: &mut Vm, ctl: Ctl) -> Result<Option<Value>, EngineError> {
    match ctl {
        Ctl::Throw(v) => Ok(Some(v)),
        Ctl::Error(spec) => Ok(Some(vm.make_error_from_spec(&spec, true))),
        Ctl::Fatal(e) => Err(*e),
        other => Err(EngineError::Internal(format!("unexpected control: {other:?}"))),
    }
}

/// Delivers to `ret`; a throw into a register/discard target is returned for unwinding instead of
/// being thrown here (the caller is already unwinding or about to).
pub(crate) fn deliver_or_unwind(
    vm: &mut Vm,
    ret: Ret,
    result: Result<Value, Value>,
) -> Result<Option<Value>, EngineError> {
    match (ret, result) {
        (Ret::Reg(r), Ok(v)) => {
            if let Some(f) = vm.state.frames.last() {
                let i = f.base as usize + r as usize;
                vm.state.regs[i] = v;
            }
            Ok(None)
        }
        (Ret::Discard, Ok(_)) => Ok(None),
        (Ret::Reg(_) | Ret::Discard, Err(e)) => Ok(Some(e)),
        (Ret::Cont(c), res) => apply_cont(vm, c, res),
    }
}

fn deliver_nothrow(vm: &mut Vm, ret: Ret, v: Value) -> Result<(), EngineError> {
    if let Some(e) = deliver_or_unwind(vm, ret, Ok(v))? {
        throw_value(vm, e)?;
    }
    Ok(())
}

/// `Return`: pops the top frame and delivers its result.
pub(crate) fn do_return(vm: &mut Vm, mut v: Value) -> Result<(), EngineError> {
    let fi = vm.state.frames.len() - 1;
    let f = vm.state.frames.pop().expect("frame");
    drop_handlers_of(vm, fi);
    if f.flags & FrameFlags::CONSTRUCT != 0 && !matches!(v, Value::Object(_)) {
        let derived = vm.codes[f.code as usize].code.functions[f.func as usize].flags.has(FuncFlags::DERIVED);
        if derived && !matches!(v, Value::Undefined) {
            let e = vm.make_error(crate::ErrorType::Type, msg::DERIVED_RETURN, None);
            return deliver(vm, f.ret, Err(e));
        }
        let this = vm.state.regs[f.base as usize + 1];
        if this.is_empty() {
            let e = vm.make_error(crate::ErrorType::Reference, msg::SUPER_NOT_CALLED, None);
            return deliver(vm, f.ret, Err(e));
        }
        v = this;
    }
    deliver(vm, f.ret, Ok(v))
}

/// A callback of a resumable native (the frame `fi` on top, whose return target is a
/// `Cont::Each` or `Cont::Sort` and whose callee is that loop's callback) returns `v`: when the
/// native goes on to call the same callback again with nothing observable in between
/// (`each::again`, `sort::again`), the frame is made that next call in place — `pc` 0, the
/// closure's environment, the callee, `this` and the arguments in its window and the rest of
/// it `undefined`: the state that returning into the continuation, popping the frame and
/// pushing the next call's (same base, top, callee and return target) would leave, without
/// either. True when done; false, with nothing changed, when the generic return must run (a
/// frame with handlers or kept arguments, a result that ends the loop or needs a conversion,
/// a step the native takes through the VM). Both tiers' `Return` ask it; it owns no semantics
/// of the loops, which stay in `each.rs` and `sort.rs`.
pub(crate) fn reenter(
    state: &mut crate::State,
    units: &[std::sync::Arc<crate::LoadedCode>],
    options: &crate::VmOptions,
    fi: usize,
    v: Value,
) -> bool {
    let crate::State { frames, heap, atoms, regs, handlers, .. } = state;
    let Some(f) = frames.get_mut(fi) else { return false };
    if f.flags != 0 || f.args.is_some() || handlers.last().is_some_and(|h| h.frame as usize >= fi) {
        return false;
    }
    let callee = f.callee;
    let Ret::Cont(c) = &mut f.ret else { return false };
    let Class::Closure(cl) = &heap.obj(callee).class else { return false };
    let env = cl.env;
    let Some(n_params) =
        units.get(f.code as usize).and_then(|u| u.code.functions.get(f.func as usize)).map(|g| usize::from(g.n_params))
    else {
        return false;
    };
    // The window holds the callee, `this` and every parameter (as `enter_closure` made it).
    let Some(w) = regs.get_mut(f.base as usize..f.top as usize) else { return false };
    if w.len() < 2 + n_params {
        return false;
    }
    let argc = match &mut **c {
        Cont::Sort(st) if matches!(st.cmp, Value::Object(o) if o == callee) => crate::exec::sort::again(st, v, w),
        Cont::Each(st) if matches!(st.f, Value::Object(o) if o == callee) => {
            crate::exec::each::again(heap, atoms, options, st, v, w)
        }
        _ => None,
    };
    let Some(argc) = argc else { return false };
    f.pc = 0;
    f.env = env;
    f.argc = argc;
    w[0] = Value::Object(callee);
    for r in &mut w[2 + (argc as usize).min(n_params)..] {
        *r = Value::Undefined;
    }
    true
}

/// `Call` with the callee, `this` and arguments in registers from `abs_base`.
pub(crate) fn call_in_place(vm: &mut Vm, abs_base: usize, argc: usize, ret: Ret) -> JsResult<()> {
    let callee = vm.state.regs[abs_base];
    let this = vm.state.regs[abs_base + 1];
    invoke(vm, callee, this, Args::InPlace { base: abs_base, argc }, ret, None)
}

/// Calls `callee` with owned arguments; the result goes to `ret`.
pub(crate) fn call_function(vm: &mut Vm, callee: Value, this: Value, args: Vec<Value>, ret: Ret) -> JsResult<()> {
    if vm.state.frames.len() >= vm.options.max_depth {
        return Err(Ctl::range_error(msg::STACK_OVERFLOW));
    }
    invoke(vm, callee, this, Args::Owned(args), ret, None)
}

/// [`call_function`] with arguments in a slice: a closure's frame is entered with no vector
/// made (getters and setters).
pub(crate) fn call_with(vm: &mut Vm, callee: Value, this: Value, args: &[Value], ret: Ret) -> JsResult<()> {
    if vm.state.frames.len() >= vm.options.max_depth {
        return Err(Ctl::range_error(msg::STACK_OVERFLOW));
    }
    if let Value::Object(c) = callee
        && let obj = vm.state.heap.obj(c)
        && let Class::Closure(cl) = &obj.class
        && obj.flags & oflags::CLASS_CTOR == 0
    {
        let cl = cl.clone();
        let base = place_args(vm, callee, this, args);
        return enter_closure(vm, c, &cl, base, args.len(), ret, None, 0);
    }
    invoke(vm, callee, this, Args::Owned(args.to_vec()), ret, None)
}

/// The first free register above the top frame's window.
pub(crate) fn stack_top(vm: &Vm) -> usize {
    vm.state.frames.last().map_or(0, |f| f.top as usize)
}

/// Copies owned arguments into a fresh window at the stack top.
fn place_args(vm: &mut Vm, callee: Value, this: Value, args: &[Value]) -> usize {
    let base = stack_top(vm);
    let need = base + 2 + args.len();
    if vm.state.regs.len() < need {
        vm.state.regs.resize(need, Value::Undefined);
    }
    vm.state.regs[base] = callee;
    vm.state.regs[base + 1] = this;
    vm.state.regs[base + 2..base + 2 + args.len()].copy_from_slice(args);
    base
}

/// Most calls one call may lead to without a frame in between (natives' tail calls, bound
/// functions' targets, re-invocations): past it, `RangeError: Maximum call stack size exceeded`.
/// They loop in [`invoke`] rather than recurse, so the bound is not about the native stack.
const MAX_HOPS: u32 = 100_000;

/// Counts one more hop of a call chain with no frame in between: past [`MAX_HOPS`], a
/// `RangeError` (the loops of [`invoke`] and [`construct_inner`]).
#[inline]
fn hop(hops: &mut u32) -> JsResult<()> {
    *hops += 1;
    if *hops > MAX_HOPS { Err(Ctl::range_error(msg::STACK_OVERFLOW)) } else { Ok(()) }
}

/// Calls `callee`: pushes a closure's frame, or runs a native. A call that leads to another call
/// with no frame in between (a native's tail call or re-invocation, a bound function, a callable
/// proxy, a host function, a tool reference) continues in this loop instead of recursing, so no
/// chain of them (`f.bind()` of `f.bind()`…, `call.call(call, …)`) can overflow the native stack.
pub(crate) fn invoke(
    vm: &mut Vm,
    mut callee: Value,
    mut this: Value,
    mut args: Args,
    mut ret: Ret,
    mut new_target: Option<ObjId>,
) -> JsResult<()> {
    let mut hops = 0u32;
    loop {
        hop(&mut hops)?;
        let Value::Object(c) = callee else {
            let d = vm.describe(callee);
            return Err(Ctl::type_error(msg::not_a_function(&d)));
        };
        let obj = vm.state.heap.obj(c);
        match &obj.class {
            Class::Closure(cl) => {
                let cl = cl.clone();
                let is_class = obj.flags & oflags::CLASS_CTOR != 0;
                if is_class && new_target.is_none() {
                    let name = vm.function_name_of(c);
                    return Err(Ctl::type_error(format!("Class constructor {name} cannot be invoked without 'new'")));
                }
                let (base, argc) = match args {
                    Args::InPlace { base, argc } => (base, argc),
                    Args::Owned(a) => {
                        let base = place_args(vm, callee, this, &a);
                        (base, a.len())
                    }
                };
                return enter_closure(vm, c, &cl, base, argc, ret, new_target, 0);
            }
            Class::Native(n) => {
                let id = n.id as usize;
                let args_vec: SmallVec<[Value; 8]> = match &args {
                    Args::InPlace { base, argc } => vm.state.regs[base + 2..base + 2 + argc].iter().copied().collect(),
                    Args::Owned(a) => a.iter().copied().collect(),
                };
                let f = vm.natives[id];
                let call = NativeCall { this, args: &args_vec, callee: c, new_target };
                match f(vm, &call) {
                    Ok(v) => return deliver(vm, ret, Ok(v)).map_err(Ctl::fatal),
                    Err(Ctl::TailCall(tc)) if tc.new_target.is_none() => {
                        if vm.state.frames.len() >= vm.options.max_depth {
                            return Err(Ctl::range_error(msg::STACK_OVERFLOW));
                        }
                        let tc = *tc;
                        (callee, this, args, new_target) = (tc.callee, tc.this, Args::Owned(tc.args), None);
                    }
                    Err(Ctl::Reinvoke { converter, index, hint }) => {
                        let v = if index == u8::MAX {
                            this
                        } else {
                            args_vec.get(index as usize).copied().unwrap_or_default()
                        };
                        let cont =
                            Cont::Reinvoke { callee: c, this, args: args_vec.to_vec(), index, new_target, outer: ret };
                        ret = Ret::Cont(Box::new(cont));
                        (callee, this, args, new_target) =
                            (converter, Value::Undefined, Args::Owned(vec![v, hint]), None);
                    }
                    Err(ctl) => return handle_native_ctl_with(vm, ctl, ret, Some((c, this, &args_vec, new_target))),
                }
            }
            Class::Bound(b) => {
                let b = (**b).clone();
                let mut all = b.args.clone();
                match args {
                    Args::InPlace { base, argc } => all.extend_from_slice(&vm.state.regs[base + 2..base + 2 + argc]),
                    Args::Owned(a) => all.extend(a),
                }
                (callee, this, args) = (Value::Object(b.target), b.this, Args::Owned(all));
            }
            Class::HostFn { id, .. } => {
                let id = *id;
                let args_vec: Vec<Value> = match args {
                    Args::InPlace { base, argc } => vm.state.regs[base + 2..base + 2 + argc].to_vec(),
                    Args::Owned(a) => a,
                };
                let arr = vm.new_array(args_vec);
                let f = vm.state.realm.call_extension;
                (callee, this, args, new_target) = (
                    Value::Object(f),
                    Value::Undefined,
                    Args::Owned(vec![Value::Number(f64::from(id)), Value::Object(arr)]),
                    None,
                );
            }
            Class::Proxy(d) if d.callable => {
                let args_vec: Vec<Value> = match args {
                    Args::InPlace { base, argc } => vm.state.regs[base + 2..base + 2 + argc].to_vec(),
                    Args::Owned(a) => a,
                };
                let arr = vm.new_array(args_vec);
                let Some(f) = vm.exported("P$call") else {
                    return Err(Ctl::fatal(EngineError::Internal("prelude export P$call missing".into())));
                };
                (callee, this, args, new_target) =
                    (Value::Object(f), Value::Undefined, Args::Owned(vec![callee, this, Value::Object(arr)]), None);
            }
            Class::ToolRef(path) => {
                let path = (**path).clone();
                let args_vec: Vec<Value> = match args {
                    Args::InPlace { base, argc } => vm.state.regs[base + 2..base + 2 + argc].to_vec(),
                    Args::Owned(a) => a,
                };
                let p = vm.new_string(&path);
                let arr = vm.new_array(args_vec);
                let f = vm.state.realm.call_tool;
                (callee, this, args, new_target) =
                    (Value::Object(f), Value::Undefined, Args::Owned(vec![p, Value::Object(arr)]), None);
            }
            _ => {
                let d = vm.describe(callee);
                return Err(Ctl::type_error(msg::not_a_function(&d)));
            }
        }
    }
}

/// Pushes a closure's frame (or creates its generator object).
fn enter_closure(
    vm: &mut Vm,
    callee: ObjId,
    cl: &Closure,
    base: usize,
    argc: usize,
    ret: Ret,
    new_target: Option<ObjId>,
    flags: u8,
) -> JsResult<()> {
    if vm.state.frames.len() >= vm.options.max_depth {
        return Err(Ctl::range_error(msg::STACK_OVERFLOW));
    }
    let (n_params, n_regs, fflags) = {
        let f = &vm.codes[cl.code as usize].code.functions[cl.func as usize];
        (f.n_params as usize, f.n_regs as usize, f.flags)
    };
    if fflags.has(FuncFlags::ASYNC) && !fflags.has(FuncFlags::GENERATOR) {
        // Its promise is made below, after the window is set up: refuse it before.
        vm.check_pending_promises()?;
    }
    let n_regs = n_regs.max(2 + n_params);
    let top = base + n_regs;
    if vm.state.regs.len() < top {
        vm.state.regs.resize(top, Value::Undefined);
    }
    let saved_args = if fflags.has(FuncFlags::USES_ARGUMENTS) {
        Some(vm.state.regs[base + 2..base + 2 + argc].to_vec().into_boxed_slice())
    } else {
        None
    };
    let from = 2 + argc.min(n_params);
    for r in &mut vm.state.regs[base + from..top] {
        *r = Value::Undefined;
    }
    // A generator's frame binds its parameters like any call (errors reach the caller); its
    // `GeneratorStart` then turns the frame into the generator object, delivered to `ret`.
    let ret = if fflags.has(FuncFlags::ASYNC) && !fflags.has(FuncFlags::GENERATOR) {
        let promise = vm.new_promise();
        Ret::Cont(Box::new(Cont::AsyncBody { promise, outer: Some(ret) }))
    } else {
        ret
    };
    // Filled in place (see `Frame::BLANK`).
    vm.state.frames.push(Frame::BLANK);
    let Some(frame) = vm.state.frames.last_mut() else {
        return Ok(());
    };
    frame.code = cl.code;
    frame.func = cl.func;
    frame.base = base as u32;
    frame.top = top as u32;
    frame.env = cl.env;
    frame.callee = callee;
    frame.new_target = new_target;
    frame.argc = argc as u32;
    frame.args = saved_args;
    frame.ret = ret;
    frame.flags = flags;
    Ok(())
}

/// Handles a native's non-value result with no way to re-run it.
pub(crate) fn handle_native_ctl(vm: &mut Vm, ctl: Ctl, ret: Ret) -> JsResult<()> {
    handle_native_ctl_with(vm, ctl, ret, None)
}

/// [`handle_native_ctl`] with the call that raised it, for a re-invocation.
pub(crate) fn handle_native_ctl_with(
    vm: &mut Vm,
    ctl: Ctl,
    ret: Ret,
    call: Option<(ObjId, Value, &[Value], Option<ObjId>)>,
) -> JsResult<()> {
    match ctl {
        Ctl::Throw(v) => deliver(vm, ret, Err(v)).map_err(Ctl::fatal),
        Ctl::Error(spec) => {
            let e = vm.make_error_from_spec(&spec, true);
            deliver(vm, ret, Err(e)).map_err(Ctl::fatal)
        }
        Ctl::TailCall(tc) => match tc.new_target {
            Some(nt) => construct(vm, tc.callee, tc.args, Some(nt), ret),
            None => {
                if vm.state.frames.len() >= vm.options.max_depth {
                    return Err(Ctl::range_error(msg::STACK_OVERFLOW));
                }
                invoke(vm, tc.callee, tc.this, Args::Owned(tc.args), ret, None)
            }
        },
        Ctl::Resume(r) => crate::exec::generator::resume(vm, *r, ret),
        Ctl::Construct(cc) => {
            let crate::error::ConstructCall { callee, args, new_target, proto } = *cc;
            construct_inner(vm, callee, args, Some(new_target), ret, Some(proto))
        }
        Ctl::Sort(st) => crate::exec::sort::run(vm, st, ret),
        Ctl::Each(st) => crate::exec::each::run(vm, st, ret),
        Ctl::Revive(st) => crate::exec::revive::run(vm, st, ret),
        Ctl::Stringify(st) => crate::exec::stringify::run(vm, st, ret),
        Ctl::Reinvoke { converter, index, hint } => {
            let Some((callee, this, args, new_target)) = call else {
                return Err(Ctl::fatal(EngineError::Internal("reinvoke without a call".into())));
            };
            let v = if index == u8::MAX { this } else { args.get(index as usize).copied().unwrap_or_default() };
            let cont = Cont::Reinvoke { callee, this, args: args.to_vec(), index, new_target, outer: ret };
            invoke(vm, converter, Value::Undefined, Args::Owned(vec![v, hint]), Ret::Cont(Box::new(cont)), None)
        }
        Ctl::Fatal(e) => Err(Ctl::Fatal(e)),
    }
}

/// `new callee(...args)`.
pub(crate) fn construct(
    vm: &mut Vm,
    callee: Value,
    args: Vec<Value>,
    new_target: Option<ObjId>,
    ret: Ret,
) -> JsResult<()> {
    construct_inner(vm, callee, args, new_target, ret, None)
}

/// `__constructWithProto(C, args, newTarget, proto)`: constructs `C` with `newTarget` whose
/// `prototype` was already read (through a proxy's `get` trap) as `proto`.
pub(crate) fn construct_with_proto(
    callee: Value,
    args: Vec<Value>,
    new_target: ObjId,
    proto: Value,
) -> JsResult<Value> {
    Err(Ctl::Construct(Box::new(crate::error::ConstructCall { callee, args, new_target, proto })))
}

/// [`construct`], with the prototype GetPrototypeFromConstructor gives when `proto` is known.
/// A proxy as new target (its `prototype` is read by the `get` trap) goes through the prelude
/// first, unless nothing reads it (a derived class constructor lets its base do that).
pub(crate) fn construct_inner(
    vm: &mut Vm,
    mut callee: Value,
    mut args: Vec<Value>,
    mut new_target: Option<ObjId>,
    ret: Ret,
    proto: Option<Value>,
) -> JsResult<()> {
    // A chain of bound functions is followed in a loop (see [`invoke`]).
    let mut hops = 0u32;
    loop {
        hop(&mut hops)?;
        if let Value::Object(c) = callee
            && let Class::Bound(b) = &vm.state.heap.obj(c).class
        {
            let b = (**b).clone();
            let nt = new_target.unwrap_or(c);
            let mut all = b.args.clone();
            all.extend(args);
            (callee, args, new_target) = (Value::Object(b.target), all, Some(if nt == c { b.target } else { nt }));
        } else {
            break;
        }
    }
    let Value::Object(c) = callee else {
        let d = vm.describe(callee);
        return Err(Ctl::type_error(msg::not_a_constructor(&d)));
    };
    let nt = new_target.unwrap_or(c);
    let proxy_nt = proto.is_none() && nt != c && vm.is_proxy(nt);
    let obj = vm.state.heap.obj(c);
    match &obj.class {
        Class::Closure(cl) => {
            let cl = cl.clone();
            let code = vm.codes[cl.code as usize].clone();
            let flags = code.code.functions[cl.func as usize].flags;
            if !flags.is_constructor() && !flags.has(FuncFlags::CLASS_CONSTRUCTOR) {
                let d = vm.describe(callee);
                return Err(Ctl::type_error(msg::not_a_constructor(&d)));
            }
            let this = if flags.has(FuncFlags::DERIVED) {
                Value::Empty
            } else if proxy_nt {
                return construct_via_proxy_new_target(vm, callee, args, nt, ret);
            } else {
                let op = vm.state.realm.object_prototype;
                let proto = match proto {
                    Some(Value::Object(p)) => p,
                    Some(_) => op,
                    None => vm.proto_from_ctor(nt, op),
                };
                Value::Object(vm.new_object_with_proto(Some(proto)))
            };
            let base = place_args(vm, callee, this, &args);
            enter_closure(vm, c, &cl, base, args.len(), ret, Some(nt), FrameFlags::CONSTRUCT)
        }
        Class::Native(n) if n.ctor => {
            if proxy_nt {
                return construct_via_proxy_new_target(vm, callee, args, nt, ret);
            }
            let nt = match proto {
                // Natives read the prototype from their new target: a stand-in carries it.
                Some(p) => {
                    let carrier = vm.new_object_with_proto(None);
                    vm.define_raw(carrier, atom::PROTOTYPE, crate::heap::Slot::Data(p), 0);
                    carrier
                }
                None => nt,
            };
            invoke(vm, callee, Value::Undefined, Args::Owned(args), ret, Some(nt))
        }
        Class::Bound(_) => Err(Ctl::fatal(EngineError::Internal("bound function left in construct".into()))),
        Class::Proxy(d) if d.ctor => {
            let arr = vm.new_array(args);
            let Some(f) = vm.exported("P$construct") else {
                return Err(Ctl::fatal(EngineError::Internal("prelude export P$construct missing".into())));
            };
            let args = vec![callee, Value::Object(arr), Value::Object(nt)];
            invoke(vm, Value::Object(f), Value::Undefined, Args::Owned(args), ret, None)
        }
        _ => {
            let d = vm.describe(callee);
            Err(Ctl::type_error(msg::not_a_constructor(&d)))
        }
    }
}

/// Constructs `callee` with a proxy as new target: the prelude reads `newTarget.prototype`
/// (the `get` trap runs in a frame) and constructs with it (`__constructWithProto`).
fn construct_via_proxy_new_target(vm: &mut Vm, callee: Value, args: Vec<Value>, nt: ObjId, ret: Ret) -> JsResult<()> {
    let Some(f) = vm.exported("P$constructWithProxyNewTarget") else {
        return Err(Ctl::fatal(EngineError::Internal("prelude export P$constructWithProxyNewTarget missing".into())));
    };
    let arr = vm.new_array(args);
    invoke(
        vm,
        Value::Object(f),
        Value::Undefined,
        Args::Owned(vec![callee, Value::Object(arr), Value::Object(nt)]),
        ret,
        None,
    )
}

/// The program's outcome, once finished.
pub(crate) fn program_outcome(vm: &mut Vm) -> Option<Result<serde_json::Value, Failure>> {
    let r = vm.state.result?;
    Some(match r {
        Ok(data) => match crate::boundary::to_json(vm, data) {
            Ok(j) => Ok(j),
            Err(m) => Err(Failure { kind: crate::ErrorKind::InvalidDataValue, message: m, location: None }),
        },
        Err(e) => Err(vm.failure_of(e)),
    })
}

/// Rejections nobody handled, as warnings.
pub(crate) fn unhandled_rejections(vm: &mut Vm) -> Vec<Failure> {
    let main = vm.state.main_promise;
    let list: Vec<ObjId> = vm.state.unhandled.values().copied().collect();
    let mut out = Vec::new();
    for p in list {
        if Some(p) == main {
            continue;
        }
        let (reason, handled) = match &vm.state.heap.obj(p).class {
            Class::Promise(d) => match d.state {
                PromiseState::Rejected(r) => (r, d.handled),
                _ => continue,
            },
            _ => continue,
        };
        if handled {
            continue;
        }
        let f = vm.failure_of(reason);
        out.push(Failure {
            kind: f.kind,
            message: format!("Unhandled rejection from an un-awaited promise: {}", f.message),
            location: None,
        });
    }
    out
}

impl Vm {
    /// The prototype for objects constructed with `new_target` (its `prototype` property when that
    /// is an object, else `default`).
    pub fn proto_from_ctor(&mut self, new_target: ObjId, default: ObjId) -> ObjId {
        match self.lookup(new_target, atom::PROTOTYPE) {
            crate::property::Lookup::Value(Value::Object(p)) => p,
            _ => default,
        }
    }

    /// Calls a function to completion right now, with no microtasks, for host-driven work. Only
    /// for code that cannot suspend (no `await`).
    ///
    /// # Errors
    /// Engine errors.
    pub fn call_sync(
        &mut self,
        callee: Value,
        this: Value,
        args: Vec<Value>,
    ) -> Result<Result<Value, Value>, EngineError> {
        run_to_completion(self, callee, this, args)
    }
}
