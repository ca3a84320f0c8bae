//! Suspension: generators, async functions at `await`, and async generators.
//!
//! A suspended function is its frame taken off the stack together with its register window and
//! handlers ([`SuspendedFrame`]), stored in a heap object: the generator itself, or a small holder
//! object for an async function at an `await`. Resuming puts the window back at the top of the
//! register file, wherever that is now.

use smallvec::SmallVec;

use crate::error::{Ctl, EngineError, JsResult};
use crate::exec::call::{Args, deliver, throw_value};
use crate::frame::{Cont, Handler, Ret, SuspendedFrame};
use crate::heap::{Class, GenData, GenState, Object, ReactionTarget};
use crate::property::Lookup;
use crate::value::{ObjId, Value};
use crate::{Vm, error::Resume};

/// `GeneratorStart`: the generator function at the top of the stack has bound its parameters;
/// its frame becomes a new generator object (not started), delivered where the call's result goes.
pub(crate) fn start(vm: &mut Vm) -> JsResult<()> {
    let (sf, ret) = suspend_top(vm, u16::MAX, u16::MAX);
    let callee = sf.frame.callee;
    let is_async = {
        let f = &vm.codes[sf.frame.code as usize].code.functions[sf.frame.func as usize];
        f.flags.has(codemode_bytecode::FuncFlags::ASYNC)
    };
    let default = if is_async { vm.state.realm.async_generator_prototype } else { vm.state.realm.generator_prototype };
    let proto = match vm.lookup(callee, crate::atoms::atom::PROTOTYPE) {
        crate::property::Lookup::Value(Value::Object(p)) => p,
        _ => default,
    };
    let data = GenData { state: GenState::SuspendedStart, frame: Some(sf), queue: Default::default(), is_async };
    let g = vm.state.heap.alloc(Object::new(Some(proto), Class::Generator(Box::new(data))));
    deliver(vm, ret, Ok(Value::Object(g))).map_err(Ctl::fatal)
}

fn gen_data(vm: &mut Vm, g: ObjId) -> Option<&mut GenData> {
    match &mut vm.state.heap.obj_mut(g).class {
        Class::Generator(d) => Some(d),
        _ => None,
    }
}

/// Marks a sync generator finished.
pub(crate) fn finish(vm: &mut Vm, g: ObjId) {
    if let Some(d) = gen_data(vm, g) {
        d.state = GenState::Completed;
        d.frame = None;
    }
}

/// Pushes a suspended frame back onto the stack with return target `ret`; its box and register
/// vector, emptied, are kept in [`Vm::spare_frame`] for the next suspension.
fn restore(vm: &mut Vm, mut sf: Box<SuspendedFrame>, ret: Ret) -> usize {
    let mut frame = std::mem::replace(&mut sf.frame, crate::frame::Frame::BLANK);
    let base = vm.state.frames.last().map_or(0, |f| f.top as usize);
    let top = base + sf.regs.len();
    if vm.state.regs.len() < top {
        vm.state.regs.resize(top, Value::Undefined);
    }
    vm.state.regs[base..top].copy_from_slice(&sf.regs);
    let fi = vm.state.frames.len();
    frame.base = base as u32;
    frame.top = top as u32;
    frame.ret = ret;
    vm.state.frames.push(frame);
    if !sf.handlers.is_empty() {
        for h in sf.handlers.drain(..) {
            vm.state.handlers.push(Handler { frame: fi as u32, ..h });
        }
    }
    sf.regs.clear();
    vm.spare_frame = Some(sf);
    base
}

/// Takes the top frame off the stack as a suspended frame (in the spare box of the last
/// resumption when there is one), and its return target.
fn suspend_top(vm: &mut Vm, resume_dst: u16, resume_mode: u16) -> (Box<SuspendedFrame>, Ret) {
    let fi = vm.state.frames.len() - 1;
    let mut frame = vm.state.frames.pop().expect("frame");
    let ret = std::mem::replace(&mut frame.ret, Ret::Discard);
    let mut handlers = SmallVec::new();
    if vm.state.handlers.last().is_some_and(|h| h.frame as usize >= fi) {
        let first = vm.state.handlers.iter().position(|h| h.frame as usize >= fi).unwrap_or(vm.state.handlers.len());
        handlers.extend(vm.state.handlers.drain(first..));
    }
    let window = &vm.state.regs[frame.base as usize..frame.top as usize];
    let sf = match vm.spare_frame.take() {
        Some(mut sf) => {
            sf.regs.extend_from_slice(window);
            sf.frame = frame;
            sf.handlers = handlers;
            sf.resume_dst = resume_dst;
            sf.resume_mode = resume_mode;
            sf
        }
        None => Box::new(SuspendedFrame { regs: window.to_vec(), frame, handlers, resume_dst, resume_mode }),
    };
    (sf, ret)
}

/// Where a generator step's result goes.
pub(crate) enum StepTo {
    /// The iterator result, to this target.
    Ret(Ret),
    /// A `for`-`of`'s `IterNext` into this register of the top frame (`Cont::IterStep`).
    ForOf(u16),
}

impl StepTo {
    fn into_ret(self) -> Ret {
        match self {
            StepTo::Ret(r) => r,
            StepTo::ForOf(dst) => Ret::Cont(Box::new(Cont::IterStep { dst })),
        }
    }
}

/// The return target of generator `g`'s frame for a step going to `to`: `Cont::GenStep`, in the
/// boxes of the last `for`-`of` step when it is one (a `for`-`of` over a generator allocates
/// nothing per step).
fn step_cont(vm: &mut Vm, g: ObjId, to: StepTo) -> Box<Cont> {
    if let StepTo::ForOf(dst) = to
        && let Some(mut b) = vm.spare_step.take()
        && let Cont::GenStep { generator, outer: Ret::Cont(inner) } = &mut *b
        && let Cont::IterStep { dst: d } = &mut **inner
    {
        *generator = g;
        *d = dst;
        return b;
    }
    Box::new(Cont::GenStep { generator: g, outer: to.into_ret() })
}

/// `Resume` requested by a generator's `next`/`return`/`throw`.
pub(crate) fn resume(vm: &mut Vm, r: Resume, ret: Ret) -> JsResult<()> {
    resume_to(vm, r, StepTo::Ret(ret))
}

/// [`resume`], its result going to `to`.
pub(crate) fn resume_to(vm: &mut Vm, r: Resume, to: StepTo) -> JsResult<()> {
    let g = r.generator;
    let is_async = vm.is_async_generator(g);
    if is_async {
        let ret = to.into_ret();
        let p = vm.new_promise();
        if let Some(d) = gen_data(vm, g) {
            d.queue.push_back((r.mode, r.value, p));
        }
        deliver(vm, ret, Ok(Value::Object(p))).map_err(Ctl::fatal)?;
        return async_gen_drive(vm, g).map_err(Ctl::fatal);
    }
    let Some(d) = gen_data(vm, g) else {
        return Err(Ctl::type_error("next method called on incompatible receiver"));
    };
    match d.state {
        GenState::Executing => Err(Ctl::type_error("Generator is already running")),
        GenState::Completed => complete_request(vm, r.mode, r.value, to.into_ret()),
        GenState::SuspendedStart if r.mode != 0 => {
            d.state = GenState::Completed;
            d.frame = None;
            complete_request(vm, r.mode, r.value, to.into_ret())
        }
        GenState::SuspendedStart | GenState::SuspendedYield => {
            let Some((started, star)) = put_back(vm, g, r.value, r.mode, to) else {
                return Err(Ctl::fatal(EngineError::Internal("a suspended generator without its frame".into())));
            };
            if started && r.mode == 2 && !star {
                throw_value(vm, r.value).map_err(Ctl::fatal)?;
            }
            Ok(())
        }
    }
}

/// Puts suspended (sync) generator `g`'s frame back on the stack, its step going to `to`, and
/// gives it the resumption's `value` and `mode` when it was suspended at a `yield`: whether it
/// was (not at its start), and whether at a `yield*` step. `None`, with nothing done, when `g`
/// has no suspended frame.
#[inline(always)]
fn put_back(vm: &mut Vm, g: ObjId, value: Value, mode: u8, to: StepTo) -> Option<(bool, bool)> {
    let d = gen_data(vm, g)?;
    let sf = d.frame.take()?;
    let started = d.state == GenState::SuspendedYield;
    d.state = GenState::Executing;
    let (dst, mode_reg) = (sf.resume_dst, sf.resume_mode);
    let star = sf.frame.flags & STAR != 0;
    let step = step_cont(vm, g, to);
    let base = restore(vm, sf, Ret::Cont(step));
    if started {
        if dst != u16::MAX {
            vm.state.regs[base + dst as usize] = value;
        }
        if mode_reg != u16::MAX {
            vm.state.regs[base + mode_reg as usize] = Value::Number(f64::from(mode));
        }
        if let Some(f) = vm.state.frames.last_mut() {
            f.flags &= !STAR;
        }
    }
    Some((started, star))
}

/// A `for`-`of`'s step of sync generator `g` into register `dst` of the top frame, when `g` is
/// suspended (not running, not done) and the stack has room: its frame is put back on the stack
/// to run to its next `yield` (as `next()` resumes it; the fast tier's `IterNext`). False, with
/// nothing done, otherwise.
pub(crate) fn step_for_of(vm: &mut Vm, g: ObjId, dst: u16) -> bool {
    if vm.state.frames.len() >= vm.options.max_depth {
        return false;
    }
    // What `resume` does for `next()` of a suspended sync generator, which neither throws nor
    // fails.
    let ok = matches!(&vm.state.heap.obj(g).class,
        Class::Generator(d) if !d.is_async && matches!(d.state, GenState::SuspendedStart | GenState::SuspendedYield));
    ok && put_back(vm, g, Value::Undefined, 0, StepTo::ForOf(dst)).is_some()
}

/// `Yield` of `v` (resumption value to register `dst`, mode to `mode`) in a sync generator
/// whose step a `for`-`of` waits for: suspended, the value stored in the `IterNext`'s register
/// (the fast tier's `Yield`). False, with nothing done, when its step goes anywhere else.
pub(crate) fn yield_for_of(vm: &mut Vm, v: Value, dst: u16, mode: u16) -> bool {
    let Some(Ret::Cont(c)) = vm.state.frames.last().filter(|_| vm.state.frames.len() > 1).map(|f| &f.ret) else {
        return false;
    };
    let (generator, to) = match &**c {
        Cont::GenStep { generator, outer: Ret::Cont(inner) } => match **inner {
            Cont::IterStep { dst } => (*generator, dst),
            _ => return false,
        },
        _ => return false,
    };
    let (sf, ret) = suspend_top(vm, dst, mode);
    park_for_of(vm, generator, sf, to, v, ret);
    true
}

/// The end of a `yield` of `v` to a `for`-`of`'s `IterNext` into register `to`: generator
/// `generator` keeps its suspended frame `sf`, the value is what the `IterNext` would read from a
/// fresh `{ value, done: false }`, stored without making one, and the step's target `ret` (its
/// boxes) is kept for the next step.
#[inline(always)]
fn park_for_of(vm: &mut Vm, generator: ObjId, sf: Box<SuspendedFrame>, to: u16, v: Value, ret: Ret) {
    if let Some(d) = gen_data(vm, generator) {
        d.state = GenState::SuspendedYield;
        d.frame = Some(sf);
    }
    store_step(vm, to, v);
    if let Ret::Cont(c) = ret {
        vm.spare_step = Some(c);
    }
}

/// Frame flag set while a generator is suspended at a `yield*` step (all modes are reported).
const STAR: u8 = 0x80;

fn complete_request(vm: &mut Vm, mode: u8, value: Value, ret: Ret) -> JsResult<()> {
    match mode {
        2 => deliver(vm, ret, Err(value)).map_err(Ctl::fatal),
        1 => {
            let r = vm.iter_result(value, true);
            deliver(vm, ret, Ok(Value::Object(r))).map_err(Ctl::fatal)
        }
        _ => {
            let r = vm.iter_result(Value::Undefined, true);
            deliver(vm, ret, Ok(Value::Object(r))).map_err(Ctl::fatal)
        }
    }
}

/// `Yield`/`YieldStar`: suspends the generator at the top of the stack.
pub(crate) fn yield_value(vm: &mut Vm, v: Value, dst: u16, mode: u16, star: bool) -> JsResult<()> {
    let (mut sf, ret) = suspend_top(vm, dst, mode);
    if star {
        sf.frame.flags |= STAR;
    }
    // A `for`-`of`'s step.
    if !star
        && let Ret::Cont(c) = &ret
        && let Cont::GenStep { generator, outer } = &**c
        && let Some(to) = iter_step(outer)
    {
        let generator = *generator;
        park_for_of(vm, generator, sf, to, v, ret);
        return Ok(());
    }
    match ret {
        Ret::Cont(c) => match *c {
            Cont::GenStep { generator, outer } => {
                if let Some(d) = gen_data(vm, generator) {
                    d.state = GenState::SuspendedYield;
                    d.frame = Some(sf);
                }
                // An `IterNext` waiting (a `for`-`of`): the value is what it would read from a
                // fresh `{ value, done: false }`, stored without making one.
                if !star && let Some(dst) = iter_step(&outer) {
                    store_step(vm, dst, v);
                    return Ok(());
                }
                let result = if star { v } else { Value::Object(vm.iter_result(v, false)) };
                deliver(vm, outer, Ok(result)).map_err(Ctl::fatal)
            }
            Cont::AsyncGenStep { generator } => {
                if let Some(d) = gen_data(vm, generator) {
                    d.state = GenState::SuspendedYield;
                    d.frame = Some(sf);
                }
                let value = if star { vm.get_data(v, crate::atoms::atom::VALUE) } else { v };
                let front = gen_data(vm, generator).and_then(|d| d.queue.pop_front());
                if let Some((_, _, p)) = front {
                    let r = vm.iter_result(value, false);
                    vm.resolve_promise(p, Value::Object(r));
                }
                async_gen_drive(vm, generator).map_err(Ctl::fatal)
            }
            other => Err(Ctl::fatal(EngineError::Internal(format!("yield outside a generator: {other:?}")))),
        },
        _ => Err(Ctl::fatal(EngineError::Internal("yield outside a generator".into()))),
    }
}

/// The register of the `IterNext` a generator step goes to, when that is where it goes.
pub(crate) fn iter_step(outer: &Ret) -> Option<u16> {
    match outer {
        Ret::Cont(c) => match **c {
            Cont::IterStep { dst } => Some(dst),
            _ => None,
        },
        _ => None,
    }
}

/// Stores an iterator step's value (or `Empty`, done) in register `dst` of the top frame, as
/// `Cont::IterStep` does with a result object's `value`.
pub(crate) fn store_step(vm: &mut Vm, dst: u16, v: Value) {
    if let Some(f) = vm.state.frames.last() {
        let i = f.base as usize + dst as usize;
        vm.state.regs[i] = v;
    }
}

/// `Await`: suspends the async function (or async generator) at the top of the stack until `v`
/// settles.
pub(crate) fn await_value(vm: &mut Vm, v: Value, dst: u16) -> JsResult<()> {
    if let Value::Object(o) = v {
        match promise_resolve_kind(vm, o) {
            PromiseResolveKind::Itself => return await_promise(vm, o, dst),
            PromiseResolveKind::RunsCode => {
                if let Some(f) = vm.exported("awaitPromiseResolve") {
                    // PromiseResolve reads a getter (or asks a proxy): the prelude's runs it in a
                    // frame, now, and the promise it gives is awaited when it returns.
                    let cont = Ret::Cont(Box::new(Cont::AwaitResolved { dst }));
                    let args = Args::Owned(vec![v]);
                    return crate::exec::call::invoke(vm, Value::Object(f), Value::Undefined, args, cont, None);
                }
            }
            PromiseResolveKind::Native => {}
        }
    }
    let promise = vm.promise_resolve_value(v)?;
    await_promise(vm, promise, dst)
}

/// What PromiseResolve(%Promise%, o) does, as far as `await` must know.
enum PromiseResolveKind {
    /// `o` is a promise whose `constructor` is `%Promise%`: `o` itself.
    Itself,
    /// It runs code: a promise's `constructor`, or a non-promise's `then`, is a getter or found
    /// on a proxy.
    RunsCode,
    /// A new promise resolved with `o`, without running code ([`Vm::promise_resolve_value`]).
    Native,
}

fn promise_resolve_kind(vm: &mut Vm, o: ObjId) -> PromiseResolveKind {
    let runs = |l: &Lookup| matches!(l, Lookup::Getter(_) | Lookup::Proxy(_));
    if vm.is_promise(o) {
        let ctor = vm.lookup(o, crate::atoms::atom::CONSTRUCTOR);
        if runs(&ctor) {
            return PromiseResolveKind::RunsCode;
        }
        if matches!(ctor, Lookup::Value(Value::Object(c)) if c == vm.state.realm.promise_ctor) {
            return PromiseResolveKind::Itself;
        }
    }
    if runs(&vm.lookup(o, crate::atoms::atom::THEN)) {
        PromiseResolveKind::RunsCode
    } else {
        PromiseResolveKind::Native
    }
}

/// The rest of `Await` once its value is a promise: suspends the async function (or async
/// generator) at the top of the stack until `promise` settles.
pub(crate) fn await_promise(vm: &mut Vm, promise: ObjId, dst: u16) -> JsResult<()> {
    let (sf, ret) = suspend_top(vm, dst, u16::MAX);
    match ret {
        Ret::Cont(c) => match *c {
            Cont::AsyncBody { promise: own, outer } => {
                let mut sf = sf;
                sf.frame.ret = Ret::Cont(Box::new(Cont::AsyncBody { promise: own, outer: None }));
                let holder = vm.state.heap.alloc(Object::new(None, Class::Suspended(Some(sf))));
                vm.perform_then_internal(promise, ReactionTarget::Await(holder));
                if let Some(r) = outer {
                    deliver(vm, r, Ok(Value::Object(own))).map_err(Ctl::fatal)?;
                }
                Ok(())
            }
            Cont::AsyncGenStep { generator } => {
                if let Some(d) = gen_data(vm, generator) {
                    d.frame = Some(sf);
                }
                vm.perform_then_internal(promise, ReactionTarget::AsyncGenAwait(generator));
                Ok(())
            }
            other => Err(Ctl::fatal(EngineError::Internal(format!("await outside an async function: {other:?}")))),
        },
        _ => Err(Ctl::fatal(EngineError::Internal("await outside an async function".into()))),
    }
}

/// Resumes an async function suspended at `await` (a reaction job).
pub(crate) fn resume_await(vm: &mut Vm, holder: ObjId, fulfilled: bool, value: Value) -> Result<(), EngineError> {
    let sf = match &mut vm.state.heap.obj_mut(holder).class {
        Class::Suspended(s) => s.take(),
        _ => None,
    };
    let Some(mut sf) = sf else { return Ok(()) };
    let ret = std::mem::replace(&mut sf.frame.ret, Ret::Discard);
    let dst = sf.resume_dst;
    let base = restore(vm, sf, ret);
    if fulfilled {
        vm.state.regs[base + dst as usize] = value;
        Ok(())
    } else {
        throw_value(vm, value)
    }
}

/// Resumes an async generator suspended at `await`.
pub(crate) fn resume_async_gen_await(vm: &mut Vm, g: ObjId, fulfilled: bool, value: Value) -> Result<(), EngineError> {
    let Some(sf) = gen_data(vm, g).and_then(|d| d.frame.take()) else {
        return Ok(());
    };
    let dst = sf.resume_dst;
    let base = restore(vm, sf, Ret::Cont(Box::new(Cont::AsyncGenStep { generator: g })));
    if fulfilled {
        vm.state.regs[base + dst as usize] = value;
        Ok(())
    } else {
        throw_value(vm, value)
    }
}

/// An async generator's body finished (returned or threw).
pub(crate) fn async_gen_complete(vm: &mut Vm, g: ObjId, result: Result<Value, Value>) -> Result<(), EngineError> {
    let front = gen_data(vm, g).and_then(|d| {
        d.state = GenState::Completed;
        d.frame = None;
        d.queue.pop_front()
    });
    if let Some((_, _, p)) = front {
        match result {
            Ok(v) => {
                let r = vm.iter_result(v, true);
                vm.resolve_promise(p, Value::Object(r));
            }
            Err(e) => vm.reject_promise(p, e),
        }
    }
    async_gen_drive(vm, g)
}

/// Serves queued requests of an async generator while it is not running.
pub(crate) fn async_gen_drive(vm: &mut Vm, g: ObjId) -> Result<(), EngineError> {
    loop {
        let Some(d) = gen_data(vm, g) else {
            return Ok(());
        };
        if d.state == GenState::Executing {
            return Ok(());
        }
        let Some(&(mode, value, p)) = d.queue.front() else {
            return Ok(());
        };
        if d.state == GenState::SuspendedStart && mode != 0 {
            d.state = GenState::Completed;
            d.frame = None;
        }
        if d.state == GenState::Completed {
            if mode == 1 {
                // AsyncGeneratorAwaitReturn: the request waits for its value to settle, and the
                // queue behind it waits too (the generator counts as executing meanwhile).
                d.state = GenState::Executing;
                // PromiseResolve; an abrupt completion completes the request with the throw.
                match vm.promise_resolve_value(value) {
                    Ok(promise) => vm.perform_then_internal(promise, ReactionTarget::AsyncGenReturn(g)),
                    Err(ctl) => {
                        let e = crate::exec::call::ctl_to_unwind(vm, ctl)?.unwrap_or_default();
                        async_gen_return_settled(vm, g, false, e)?;
                    }
                }
                return Ok(());
            }
            d.queue.pop_front();
            match mode {
                2 => vm.reject_promise(p, value),
                _ => {
                    let r = vm.iter_result(Value::Undefined, true);
                    vm.resolve_promise(p, Value::Object(r));
                }
            }
            continue;
        }
        let started = d.state == GenState::SuspendedYield;
        d.state = GenState::Executing;
        let sf = d.frame.take().expect("suspended frame");
        let (dst, mode_reg) = (sf.resume_dst, sf.resume_mode);
        let star = sf.frame.flags & STAR != 0;
        let base = restore(vm, sf, Ret::Cont(Box::new(Cont::AsyncGenStep { generator: g })));
        if started {
            if dst != u16::MAX {
                vm.state.regs[base + dst as usize] = value;
            }
            if mode_reg != u16::MAX {
                vm.state.regs[base + mode_reg as usize] = Value::Number(f64::from(mode));
            }
            if let Some(f) = vm.state.frames.last_mut() {
                f.flags &= !STAR;
            }
            if mode == 2 && !star {
                throw_value(vm, value)?;
            }
        }
        return Ok(());
    }
}

/// The value of a `return(value)` request on a completed async generator settled: its promise
/// gets `{ value, done: true }` or the rejection, and the queue moves on.
pub(crate) fn async_gen_return_settled(
    vm: &mut Vm,
    g: ObjId,
    fulfilled: bool,
    value: Value,
) -> Result<(), EngineError> {
    let Some(d) = gen_data(vm, g) else {
        return Ok(());
    };
    d.state = GenState::Completed;
    let Some((_, _, p)) = d.queue.pop_front() else {
        return Ok(());
    };
    if fulfilled {
        let r = vm.iter_result(value, true);
        vm.resolve_promise(p, Value::Object(r));
    } else {
        vm.reject_promise(p, value);
    }
    async_gen_drive(vm, g)
}

impl Vm {
    /// Whether `g` is an async generator object.
    pub(crate) fn is_async_generator(&self, g: ObjId) -> bool {
        matches!(&self.state.heap.obj(g).class, Class::Generator(d) if d.is_async)
    }
}
