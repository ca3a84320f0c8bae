//! The dispatch loop: one line (or a fast path plus one call) per op.
//!
//! The loop caches the top frame's code, `pc` and register base in locals. Before anything that can
//! throw, allocate heavily, call, or suspend, it writes `pc` back with `save!()` (Lua's `savepc`),
//! then hands the work to an `exec::*` function and reloads the top frame (`continue 'reload`),
//! because that work may have pushed or popped frames. Semantics live in `exec`; this file only
//! routes.

use std::sync::Arc;

use codemode_bytecode::{ErrorKind, Op};

use crate::error::{Ctl, EngineError, ErrorType};
use crate::exec::{call, function, generator, iter, operators, props};
use crate::frame::Ret;
use crate::heap::Class;
use crate::host::Host;
use crate::property::Lookup;
use crate::value::{StrRef, Value};
use crate::{RunState, Vm};

/// Runs until finished, waiting, or out of fuel.
pub(crate) fn run(vm: &mut Vm, host: &mut dyn Host, fuel: u64) -> Result<RunState, EngineError> {
    let mut fuel = fuel;
    loop {
        if vm.state.frames.is_empty() {
            if let Some(state) = call::between_jobs(vm)? {
                return Ok(state);
            }
            continue;
        }
        if fuel == 0 {
            return Ok(RunState::OutOfFuel);
        }
        let before = fuel;
        let r = execute(vm, host, &mut fuel);
        vm.state.steps += before - fuel;
        r?;
        maybe_collect(vm)?;
    }
}

/// Whether enough was allocated since the last collection for the next one, or the heap is
/// past the memory limit. Checked when `execute` returns, and after each native call, which may
/// allocate much within one instruction: then `execute` returns at once, so that a loop of
/// natives building large arrays does not pile up its garbage for a whole slice.
#[inline]
pub(crate) fn collection_due(vm: &Vm) -> bool {
    let heap = &vm.state.heap;
    heap.allocated > heap.live_bytes.max(GC_MIN_BYTES)
        || vm.options.max_memory.is_some_and(|l| heap.allocated + heap.live_bytes > l)
}

/// Collects when enough was allocated since the last collection, and enforces the memory limit.
fn maybe_collect(vm: &mut Vm) -> Result<(), EngineError> {
    if collection_due(vm) {
        crate::gc::collect(vm);
        if let Some(limit) = vm.options.max_memory
            && vm.state.heap.live_bytes > limit
        {
            return Err(EngineError::OutOfMemory { limit });
        }
    }
    Ok(())
}

/// Allocation volume between collections when little is live.
const GC_MIN_BYTES: usize = 16 << 20;

/// A stay in the inner tier shorter than this many ops cost about what it saved.
const TIER_SHORT_STAY: u64 = 4;
/// How many chances to enter the inner tier are let go after a short stay.
const TIER_BACKOFF: u32 = 8;

/// Runs the top frame's ops until the frame changes (for `run_to_completion`).
pub(crate) fn step_frames(vm: &mut Vm, host: &mut dyn Host, depth: usize) -> Result<(), EngineError> {
    // Runs in slices so that the caller can stop once the frames above `depth` are done.
    while vm.state.frames.len() > depth {
        let mut fuel = 1;
        execute(vm, host, &mut fuel)?;
    }
    Ok(())
}

macro_rules! dispatch_err {
    ($vm:expr, $e:expr) => {{
        call::raise($vm, $e)?;
        break;
    }};
}

/// Executes ops of the top frame until it changes, the fuel runs out, or the stack empties.
fn execute(vm: &mut Vm, host: &mut dyn Host, fuel: &mut u64) -> Result<(), EngineError> {
    // The code units are held for the whole call (they never change while a VM runs), so that
    // switching functions — within a unit or across units — costs no reference-count traffic.
    let units: Vec<Arc<crate::LoadedCode>> = vm.codes.clone();
    let mut code_idx = usize::MAX;
    let mut code: &crate::LoadedCode = &units[0];
    // How many chances to enter the inner tier to let go (see `try_tier!`). A local: nothing
    // of the tier's bookkeeping is state.
    let mut tier_backoff = 0u32;
    loop {
        if vm.state.frames.is_empty() || *fuel == 0 {
            return Ok(());
        }
        let mut fi = vm.state.frames.len() - 1;
        let (frame_code, mut func_idx, mut pc, mut base) = {
            let f = &vm.state.frames[fi];
            (f.code as usize, f.func as usize, f.pc as usize, f.base as usize)
        };
        if frame_code != code_idx {
            let Some(u) = units.get(frame_code) else {
                return Err(EngineError::Internal(format!("no code unit {frame_code}")));
            };
            code = u;
            code_idx = frame_code;
        }
        let mut func = &code.code.functions[func_idx];
        let mut ops: &[Op] = &func.ops;
        let mut names = &code.names[func_idx];

        macro_rules! reg {
            ($r:expr) => {
                vm.state.regs[base + $r.0 as usize]
            };
        }
        macro_rules! save {
            () => {
                vm.state.frames[fi].pc = pc as u32
            };
        }
        macro_rules! jump {
            ($off:expr) => {{
                pc = ((pc as i64) - 1 + i64::from($off.0)) as usize;
            }};
        }
        macro_rules! try_op {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(ctl) => {
                        save!();
                        dispatch_err!(vm, ctl)
                    }
                }
            };
        }
        // Runs an exec function that may push/pop frames or throw, then reloads the top frame.
        macro_rules! call_out {
            ($e:expr) => {{
                save!();
                if let Err(ctl) = $e {
                    call::raise(vm, ctl)?;
                }
                break;
            }};
        }
        // Hands the ops from `pc` on to the inner tier (`fastloop`), which runs what it can,
        // through calls and returns, and stops before an op (in whichever frame) for this loop
        // to run. Used where code is likely to be hot: at a loop's back edge and where this
        // loop entered or returned into a function itself (entering costs about what the tier
        // saves on a few ops, so not after every op it stopped at). After a short stay (a loop
        // whose body is mostly other ops) the next few chances are let go. Expects the fuel of
        // the op that led here to be paid.
        macro_rules! try_tier {
            () => {{
                if tier_backoff > 0 {
                    tier_backoff -= 1;
                } else if let Some(next) = ops.get(pc)
                    && crate::fastloop::takes(next)
                {
                    save!();
                    let before = *fuel;
                    let exit = crate::fastloop::run(vm, &units, fuel);
                    if before - *fuel < TIER_SHORT_STAY {
                        tier_backoff = TIER_BACKOFF;
                    }
                    match exit {
                        crate::fastloop::Exit::Fuel => return Ok(()),
                        crate::fastloop::Exit::Op { moved: true } => break,
                        crate::fastloop::Exit::Op { moved: false } => pc = vm.state.frames[fi].pc as usize,
                        crate::fastloop::Exit::Native(called) => {
                            // What this loop's native path does with the same outcomes.
                            let crate::fastloop::Called { result, dst, callee, this, args, argc } = *called;
                            match result {
                                Ok(v) => call::deliver(vm, Ret::Reg(dst), Ok(v))?,
                                Err(ctl) => {
                                    let call = Some((callee, this, &args[..argc], None));
                                    if let Err(ctl) = call::handle_native_ctl_with(vm, ctl, Ret::Reg(dst), call) {
                                        call::raise(vm, ctl)?;
                                    }
                                }
                            }
                            break;
                        }
                    }
                }
            }};
        }
        // Where hot code likely starts (a loop's back edge, a function entered or a frame
        // switched to in this loop itself): pays the op's fuel, stops when it is out, offers the
        // ops from `pc` to the inner tier and goes on with the next op.
        macro_rules! hot_next {
            () => {{
                *fuel = fuel.saturating_sub(1);
                if *fuel == 0 {
                    save!();
                    return Ok(());
                }
                try_tier!();
                continue;
            }};
        }
        // Enters closure `$c` (checked by the caller to be a `Class::Closure` that may be
        // called this way) of code unit `$cu`, function `$cf`, whose window starts at `$abs`
        // with the callee, `this` and `$argc` arguments in place: pushes its frame and goes on
        // in the loop with it (`continue`). Falls through, having done nothing, when the
        // function needs the generic path (generators, async functions, `arguments`).
        macro_rules! enter_fast {
            ($c:expr, $cu:expr, $cf:expr, $env:expr, $abs:expr, $argc:expr, $ret:expr, $nt:expr, $flags:expr) => {{
                let (callee_unit, callee_func, abs) = ($cu as usize, $cf as usize, $abs);
                if let Some(unit) = units.get(callee_unit)
                    && let Some(f) = unit.code.functions.get(callee_func)
                    && f.flags.0 & crate::fastloop::SLOW == 0
                {
                    let n_params = f.n_params as usize;
                    let n_regs = (f.n_regs as usize).max(2 + n_params);
                    let top = abs + n_regs;
                    if vm.state.regs.len() < top {
                        vm.state.regs.resize(top, Value::Undefined);
                    }
                    let from = abs + 2 + ($argc as usize).min(n_params);
                    for r in &mut vm.state.regs[from..top] {
                        *r = Value::Undefined;
                    }
                    // Filled in place (see `Frame::BLANK`).
                    vm.state.frames.push(crate::frame::Frame::BLANK);
                    fi = vm.state.frames.len() - 1;
                    let fr = &mut vm.state.frames[fi];
                    fr.code = callee_unit as u32;
                    fr.func = callee_func as u32;
                    fr.base = abs as u32;
                    fr.top = top as u32;
                    fr.env = $env;
                    fr.callee = $c;
                    fr.new_target = $nt;
                    fr.argc = $argc as u32;
                    fr.ret = $ret;
                    fr.flags = $flags;
                    code = unit;
                    code_idx = callee_unit;
                    func_idx = callee_func;
                    func = f;
                    ops = &f.ops;
                    names = &code.names[callee_func];
                    base = abs;
                    pc = 0;
                    hot_next!();
                }
            }};
        }
        // The general path of a binary operator in `operators` (`R[dst] := l <kind> r`): a
        // primitive result stored, else the prelude's conversion called out.
        macro_rules! general_binary {
            ($dst:expr, $kind:expr, $l:expr, $r:expr) => {{
                let l = $l;
                let r = $r;
                save!();
                match operators::binary(vm, $kind, l, r) {
                    Ok(Some(v)) => reg!($dst) = v,
                    Ok(None) => {
                        call_out!(operators::binary_slow(vm, $kind, l, r, Ret::Reg($dst.0)))
                    }
                    Err(ctl) => dispatch_err!(vm, ctl),
                }
            }};
        }
        // A binary operator with a numeric fast path and the general path in `operators`.
        macro_rules! arith {
            ($dst:expr, $lhs:expr, $rhs:expr, $kind:expr, |$a:ident, $b:ident| $fast:expr) => {{
                if let (&Value::Number($a), &Value::Number($b)) = (&reg!($lhs), &reg!($rhs)) {
                    reg!($dst) = Value::Number($fast);
                } else {
                    general_binary!($dst, $kind, reg!($lhs), reg!($rhs))
                }
            }};
        }
        macro_rules! compare {
            ($dst:expr, $lhs:expr, $rhs:expr, $kind:expr, |$a:ident, $b:ident| $fast:expr) => {{
                if let (&Value::Number($a), &Value::Number($b)) = (&reg!($lhs), &reg!($rhs)) {
                    reg!($dst) = Value::Bool($fast);
                } else {
                    general_binary!($dst, $kind, reg!($lhs), reg!($rhs))
                }
            }};
        }
        // An operator with a small integer as its right operand (`x + 1`, `n < 2`): `$fast` is
        // the result for a number.
        macro_rules! binary_imm {
            ($dst:expr, $src:expr, $imm:expr, $kind:expr, |$a:ident, $b:ident| $fast:expr) => {{
                let $b = f64::from($imm);
                if let Value::Number($a) = reg!($src) {
                    reg!($dst) = $fast;
                } else {
                    general_binary!($dst, $kind, reg!($src), Value::Number($b))
                }
            }};
        }

        loop {
            let Some(&op) = ops.get(pc) else {
                save!();
                return Err(EngineError::Internal(format!("pc {pc} out of range in {}", func.name)));
            };
            pc += 1;
            match op {
                Op::Mov { dst, src } => {
                    let v = copy(&reg!(src));
                    put(&mut reg!(dst), v);
                }
                Op::LoadUndef { dst } => {
                    // Stored only when needed: an unconditional store is merged by the compiler
                    // with the other ops' register stores, through a stack temporary reloaded
                    // sixteen bytes at a time (a store-forwarding stall).
                    let r = &mut reg!(dst);
                    if !matches!(r, Value::Undefined) {
                        *r = Value::Undefined;
                    }
                }
                Op::LoadNull { dst } => reg!(dst) = Value::Null,
                Op::LoadBool { dst, value } => reg!(dst) = Value::Bool(value),
                Op::LoadInt { dst, value } => reg!(dst) = Value::Number(f64::from(value)),
                Op::LoadConst { dst, idx } => {
                    let v = match code.strings[func_idx].get(idx.0 as usize) {
                        Some(Some(a)) => Value::String(StrRef::atom(*a)),
                        _ => try_op!(function::load_const(vm, &code.code.functions[func_idx].consts, idx.0)),
                    };
                    reg!(dst) = v;
                }
                Op::LoadEmpty { dst } => reg!(dst) = Value::Empty,
                Op::LoadNewTarget { dst } => {
                    reg!(dst) = vm.state.frames[fi].new_target.map_or(Value::Undefined, Value::Object);
                }

                Op::GetGlobal { dst, name } => {
                    let key = names[name.0 as usize];
                    let global = vm.state.realm.global;
                    match vm.lookup(global, key) {
                        Lookup::Value(v) => reg!(dst) = v,
                        Lookup::Getter(g) => call_out!(call::call_function(
                            vm,
                            Value::Object(g),
                            Value::Object(global),
                            vec![],
                            Ret::Reg(dst.0)
                        )),
                        Lookup::Proxy(p) => {
                            call_out!(props::proxy_get(vm, p, key, Value::Object(global), Ret::Reg(dst.0)))
                        }
                        Lookup::Missing => {
                            save!();
                            let n = vm.state.atoms.display(key);
                            if n.starts_with('%') {
                                // The compiler's entry points (see `builtins::global`).
                                let h = vm.state.realm.hidden;
                                if let Lookup::Value(v) = vm.lookup(h, key) {
                                    reg!(dst) = v;
                                    continue;
                                }
                            }
                            dispatch_err!(vm, Ctl::reference_error(crate::error::msg::not_defined(&n)));
                        }
                    }
                }
                Op::SetGlobal { name, src } => {
                    let key = names[name.0 as usize];
                    let global = vm.state.realm.global;
                    save!();
                    if vm.has_property(global, key) == Ok(false) {
                        let n = vm.state.atoms.display(key);
                        dispatch_err!(vm, Ctl::reference_error(crate::error::msg::not_defined(&n)));
                    }
                    let v = reg!(src);
                    call_out!(props::set(vm, Value::Object(global), key, v));
                }
                Op::HasGlobal { dst, name } => {
                    let key = names[name.0 as usize];
                    let global = vm.state.realm.global;
                    // A proxy on the global's chain (not answered here) counts as found: the
                    // store checks again.
                    reg!(dst) = Value::Bool(vm.has_property(global, key) != Ok(false));
                }
                Op::TypeofGlobal { dst, name } => {
                    let key = names[name.0 as usize];
                    let global = vm.state.realm.global;
                    match vm.lookup(global, key) {
                        Lookup::Value(v) => {
                            let t = vm.type_of(v);
                            reg!(dst) = Value::String(StrRef::atom(t));
                        }
                        Lookup::Missing => reg!(dst) = Value::String(StrRef::atom(crate::atoms::atom::UNDEFINED)),
                        // An accessor (or a proxy on the chain) is read as GetValue does, and its
                        // value's type is taken by the hidden `typeofValue` native on return.
                        Lookup::Getter(g) => {
                            let then = props::typeof_after(vm, dst.0);
                            call_out!(call::call_function(vm, Value::Object(g), Value::Object(global), vec![], then))
                        }
                        Lookup::Proxy(p) => {
                            let then = props::typeof_after(vm, dst.0);
                            call_out!(props::proxy_get(vm, p, key, Value::Object(global), then))
                        }
                    }
                }
                Op::PushEnv { slots } => {
                    let parent = vm.state.frames[fi].env;
                    let env = vm.new_env(parent, slots as usize);
                    vm.state.frames[fi].env = Some(env);
                }
                Op::PopEnv {} => {
                    let cur = vm.state.frames[fi].env;
                    let parent = cur.and_then(|e| match &vm.state.heap.obj(e).class {
                        Class::Env(env) => env.parent,
                        _ => None,
                    });
                    vm.state.frames[fi].env = parent;
                }
                Op::CopyEnv {} => {
                    if let Some(e) = vm.state.frames[fi].env {
                        let copy = match &vm.state.heap.obj(e).class {
                            Class::Env(env) => env.clone(),
                            _ => crate::heap::Env { parent: None, slots: vec![] },
                        };
                        let id = vm.state.heap.alloc(crate::heap::Object::new(None, Class::Env(copy)));
                        vm.state.frames[fi].env = Some(id);
                    }
                }
                Op::GetEnv { dst, depth, slot } => {
                    let v = vm.env_get(vm.state.frames[fi].env, depth, slot);
                    reg!(dst) = v;
                }
                Op::SetEnv { src, depth, slot } => {
                    let v = reg!(src);
                    vm.env_set(vm.state.frames[fi].env, depth, slot, v);
                }
                Op::CheckInit { src, name } => {
                    if reg!(src).is_empty() {
                        save!();
                        let n = vm.state.atoms.display(names[name.0 as usize]);
                        dispatch_err!(vm, Ctl::reference_error(crate::error::msg::before_init(&n)));
                    }
                }
                Op::CheckThis { src } => {
                    if reg!(src).is_empty() {
                        save!();
                        dispatch_err!(vm, Ctl::reference_error(crate::error::msg::SUPER_NOT_CALLED));
                    }
                }
                Op::ThrowError { kind, msg } => {
                    save!();
                    let m = vm.state.atoms.display(names[msg.0 as usize]);
                    let ty = match ErrorKind::from_u8(kind) {
                        Some(ErrorKind::Reference) => ErrorType::Reference,
                        Some(ErrorKind::Syntax) => ErrorType::Syntax,
                        Some(ErrorKind::Range) => ErrorType::Range,
                        _ => ErrorType::Type,
                    };
                    dispatch_err!(vm, Ctl::error(ty, m));
                }

                Op::Add { dst, lhs, rhs } => {
                    if let (&Value::Number(a), &Value::Number(b)) = (&reg!(lhs), &reg!(rhs)) {
                        reg!(dst) = Value::Number(a + b);
                    } else {
                        let l = reg!(lhs);
                        let r = reg!(rhs);
                        save!();
                        let fast = match (l, r) {
                            (Value::String(a), Value::String(b)) => vm.concat(a, b).map(|s| Some(Value::String(s))),
                            (Value::String(a), Value::Number(n)) => {
                                vm.concat_number(a, n, false).map(|s| Some(Value::String(s)))
                            }
                            (Value::Number(n), Value::String(b)) => {
                                vm.concat_number(b, n, true).map(|s| Some(Value::String(s)))
                            }
                            _ => operators::binary(vm, operators::Bin::Add, l, r),
                        };
                        match fast {
                            Ok(Some(v)) => reg!(dst) = v,
                            Ok(None) => {
                                call_out!(operators::binary_slow(vm, operators::Bin::Add, l, r, Ret::Reg(dst.0)))
                            }
                            Err(ctl) => dispatch_err!(vm, ctl),
                        }
                    }
                }
                Op::Sub { dst, lhs, rhs } => arith!(dst, lhs, rhs, operators::Bin::Sub, |a, b| a - b),
                Op::Mul { dst, lhs, rhs } => arith!(dst, lhs, rhs, operators::Bin::Mul, |a, b| a * b),
                Op::Div { dst, lhs, rhs } => arith!(dst, lhs, rhs, operators::Bin::Div, |a, b| a / b),
                Op::Mod { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::Mod, |a, b| operators::js_rem(a, b))
                }
                Op::Pow { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::Pow, |a, b| operators::js_pow(a, b))
                }
                Op::BitAnd { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::BitAnd, |a, b| f64::from(
                        operators::i32_of(a) & operators::i32_of(b)
                    ))
                }
                Op::BitOr { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::BitOr, |a, b| f64::from(
                        operators::i32_of(a) | operators::i32_of(b)
                    ))
                }
                Op::BitXor { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::BitXor, |a, b| f64::from(
                        operators::i32_of(a) ^ operators::i32_of(b)
                    ))
                }
                Op::Shl { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::Shl, |a, b| f64::from(
                        operators::i32_of(a).wrapping_shl(operators::u32_of(b) & 31)
                    ))
                }
                Op::Shr { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::Shr, |a, b| f64::from(
                        operators::i32_of(a) >> (operators::u32_of(b) & 31)
                    ))
                }
                Op::UShr { dst, lhs, rhs } => {
                    arith!(dst, lhs, rhs, operators::Bin::UShr, |a, b| f64::from(
                        operators::u32_of(a) >> (operators::u32_of(b) & 31)
                    ))
                }
                Op::Eq { dst, lhs, rhs } => compare!(dst, lhs, rhs, operators::Bin::Eq, |a, b| a == b),
                Op::NotEq { dst, lhs, rhs } => {
                    compare!(dst, lhs, rhs, operators::Bin::NotEq, |a, b| a != b)
                }
                Op::StrictEq { dst, lhs, rhs } => {
                    let (l, r) = (reg!(lhs), reg!(rhs));
                    let b = match (l, r) {
                        (Value::Number(a), Value::Number(b)) => a == b,
                        _ => vm.strict_equals(l, r),
                    };
                    reg!(dst) = Value::Bool(b);
                }
                Op::StrictNotEq { dst, lhs, rhs } => {
                    let (l, r) = (reg!(lhs), reg!(rhs));
                    let b = match (l, r) {
                        (Value::Number(a), Value::Number(b)) => a != b,
                        _ => !vm.strict_equals(l, r),
                    };
                    reg!(dst) = Value::Bool(b);
                }
                Op::Lt { dst, lhs, rhs } => compare!(dst, lhs, rhs, operators::Bin::Lt, |a, b| a < b),
                Op::Le { dst, lhs, rhs } => compare!(dst, lhs, rhs, operators::Bin::Le, |a, b| a <= b),
                Op::Gt { dst, lhs, rhs } => compare!(dst, lhs, rhs, operators::Bin::Gt, |a, b| a > b),
                Op::Ge { dst, lhs, rhs } => compare!(dst, lhs, rhs, operators::Bin::Ge, |a, b| a >= b),
                Op::In { dst, lhs, rhs } => {
                    let (l, r) = (reg!(lhs), reg!(rhs));
                    save!();
                    match operators::op_in(vm, l, r) {
                        Ok(Some(b)) => reg!(dst) = Value::Bool(b),
                        Ok(None) => call_out!(operators::binary_slow(vm, operators::Bin::In, l, r, Ret::Reg(dst.0))),
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::InstanceOf { dst, lhs, rhs } => {
                    let (l, r) = (reg!(lhs), reg!(rhs));
                    save!();
                    match operators::instance_of(vm, l, r) {
                        Ok(Some(b)) => reg!(dst) = Value::Bool(b),
                        Ok(None) => {
                            call_out!(operators::binary_slow(vm, operators::Bin::InstanceOf, l, r, Ret::Reg(dst.0)))
                        }
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::LtImm { dst, src, imm } => {
                    binary_imm!(dst, src, imm, operators::Bin::Lt, |a, b| Value::Bool(a < b))
                }
                Op::LeImm { dst, src, imm } => {
                    binary_imm!(dst, src, imm, operators::Bin::Le, |a, b| Value::Bool(a <= b))
                }
                Op::GtImm { dst, src, imm } => {
                    binary_imm!(dst, src, imm, operators::Bin::Gt, |a, b| Value::Bool(a > b))
                }
                Op::GeImm { dst, src, imm } => {
                    binary_imm!(dst, src, imm, operators::Bin::Ge, |a, b| Value::Bool(a >= b))
                }
                Op::AddImm { dst, src, imm } => {
                    binary_imm!(dst, src, imm, operators::Bin::Add, |a, b| Value::Number(a + b))
                }
                Op::SubImm { dst, src, imm } => {
                    binary_imm!(dst, src, imm, operators::Bin::Sub, |a, b| Value::Number(a - b))
                }

                Op::Neg { dst, src } => {
                    let v = reg!(src);
                    if let Value::Number(n) = v {
                        reg!(dst) = Value::Number(-n);
                    } else {
                        save!();
                        match operators::unary(vm, operators::Un::Neg, v) {
                            Ok(Some(x)) => reg!(dst) = x,
                            Ok(None) => call_out!(operators::unary_slow(vm, operators::Un::Neg, v, Ret::Reg(dst.0))),
                            Err(ctl) => dispatch_err!(vm, ctl),
                        }
                    }
                }
                Op::ToNumber { dst, src } => {
                    let v = reg!(src);
                    if let Value::Number(_) = v {
                        reg!(dst) = v;
                    } else {
                        save!();
                        match operators::unary(vm, operators::Un::Plus, v) {
                            Ok(Some(x)) => reg!(dst) = x,
                            Ok(None) => call_out!(operators::unary_slow(vm, operators::Un::Plus, v, Ret::Reg(dst.0))),
                            Err(ctl) => dispatch_err!(vm, ctl),
                        }
                    }
                }
                Op::ToNumeric { dst, src } => {
                    let v = reg!(src);
                    if let Value::Number(_) | Value::BigInt(_) = v {
                        reg!(dst) = v;
                    } else {
                        save!();
                        match operators::unary(vm, operators::Un::Numeric, v) {
                            Ok(Some(x)) => reg!(dst) = x,
                            Ok(None) => {
                                call_out!(operators::unary_slow(vm, operators::Un::Numeric, v, Ret::Reg(dst.0)))
                            }
                            Err(ctl) => dispatch_err!(vm, ctl),
                        }
                    }
                }
                Op::BitNot { dst, src } => {
                    let v = reg!(src);
                    if let Value::Number(n) = v {
                        reg!(dst) = Value::Number(f64::from(!operators::i32_of(n)));
                    } else {
                        save!();
                        match operators::unary(vm, operators::Un::BitNot, v) {
                            Ok(Some(x)) => reg!(dst) = x,
                            Ok(None) => call_out!(operators::unary_slow(vm, operators::Un::BitNot, v, Ret::Reg(dst.0))),
                            Err(ctl) => dispatch_err!(vm, ctl),
                        }
                    }
                }
                Op::Inc { dst, src } => {
                    if let Value::Number(n) = reg!(src) {
                        reg!(dst) = Value::Number(n + 1.0);
                    } else {
                        let v = reg!(src);
                        save!();
                        reg!(dst) = try_op!(operators::inc_dec(vm, v, true));
                    }
                }
                Op::Dec { dst, src } => {
                    if let Value::Number(n) = reg!(src) {
                        reg!(dst) = Value::Number(n - 1.0);
                    } else {
                        let v = reg!(src);
                        save!();
                        reg!(dst) = try_op!(operators::inc_dec(vm, v, false));
                    }
                }
                Op::Not { dst, src } => {
                    let v = reg!(src);
                    reg!(dst) = Value::Bool(!vm.truthy(v));
                }
                Op::ToBool { dst, src } => {
                    let v = reg!(src);
                    reg!(dst) = Value::Bool(vm.truthy(v));
                }
                Op::Typeof { dst, src } => {
                    let v = reg!(src);
                    let t = vm.type_of(v);
                    reg!(dst) = Value::String(StrRef::atom(t));
                }
                Op::ToString { dst, src } => {
                    let v = reg!(src);
                    match v {
                        Value::String(_) => reg!(dst) = v,
                        Value::Object(_) => {
                            save!();
                            call_out!(operators::unary_slow(vm, operators::Un::ToString, v, Ret::Reg(dst.0)));
                        }
                        _ => {
                            save!();
                            let s = try_op!(vm.to_str(v));
                            reg!(dst) = Value::String(s);
                        }
                    }
                }
                Op::ToPropertyKey { dst, src } => {
                    let v = reg!(src);
                    match v {
                        Value::Object(_) => {
                            save!();
                            call_out!(operators::unary_slow(vm, operators::Un::ToKey, v, Ret::Reg(dst.0)));
                        }
                        _ => {
                            save!();
                            let a = try_op!(vm.to_key(v));
                            reg!(dst) = vm.atom_value(a);
                        }
                    }
                }

                Op::Jump { offset } => {
                    jump!(offset);
                    if offset.0 < 0 {
                        hot_next!();
                    }
                }
                Op::JumpIfTrue { src, offset } => {
                    let t = match reg!(src) {
                        Value::Bool(b) => b,
                        v => vm.truthy(v),
                    };
                    if t {
                        jump!(offset);
                        if offset.0 < 0 {
                            hot_next!();
                        }
                    }
                }
                Op::JumpIfFalse { src, offset } => {
                    let t = match reg!(src) {
                        Value::Bool(b) => b,
                        v => vm.truthy(v),
                    };
                    if !t {
                        jump!(offset);
                        if offset.0 < 0 {
                            hot_next!();
                        }
                    }
                }
                Op::JumpIfNullish { src, offset } => {
                    if reg!(src).is_nullish() {
                        jump!(offset);
                    }
                }
                Op::JumpIfNotNullish { src, offset } => {
                    if !reg!(src).is_nullish() {
                        jump!(offset);
                    }
                }
                Op::JumpIfUndefined { src, offset } => {
                    if reg!(src).is_undefined() {
                        jump!(offset);
                    }
                }
                Op::JumpIfNotUndefined { src, offset } => {
                    if !reg!(src).is_undefined() {
                        jump!(offset);
                    }
                }
                Op::JumpIfDone { src, offset } => {
                    if reg!(src).is_empty() {
                        jump!(offset);
                    }
                }

                Op::NewObject { dst } => {
                    let o = vm.new_object();
                    reg!(dst) = Value::Object(o);
                }
                Op::NewArray { dst } => {
                    let o = vm.new_array(Vec::new());
                    reg!(dst) = Value::Object(o);
                }
                Op::ArrayPush { array, src } => {
                    let v = reg!(src);
                    if let Value::Object(a) = reg!(array)
                        && vm.array_len(a) >= vm.options.caps.max_array_length
                    {
                        save!();
                        dispatch_err!(vm, crate::caps::array_length_error());
                    }
                    if let Value::Object(a) = reg!(array)
                        && let Class::Array { dense, len } = &mut vm.state.heap.obj_mut(a).class
                    {
                        dense.push(v);
                        *len += 1;
                        // Counted toward the memory limit (the collector runs once past it).
                        vm.state.heap.allocated += crate::caps::VALUE_BYTES;
                    }
                }
                Op::ArrayPushHole { array } => {
                    if let Value::Object(a) = reg!(array)
                        && vm.array_len(a) >= vm.options.caps.max_array_length
                    {
                        save!();
                        dispatch_err!(vm, crate::caps::array_length_error());
                    }
                    if let Value::Object(a) = reg!(array)
                        && let Class::Array { dense, len } = &mut vm.state.heap.obj_mut(a).class
                    {
                        dense.push(Value::Empty);
                        *len += 1;
                        vm.state.heap.allocated += crate::caps::VALUE_BYTES;
                    }
                }
                Op::ArraySpread { array, src } => {
                    let (a, s) = (reg!(array), reg!(src));
                    call_out!(iter::array_spread(vm, a, s));
                }
                Op::GetNamed { dst, obj, name } => {
                    let key = names[name.0 as usize];
                    let o = reg!(obj);
                    let found = match o {
                        Value::Object(id) => Ok(match vm.lookup_plain(id, key) {
                            Some(l) => l,
                            None => vm.lookup(id, key),
                        }),
                        _ => {
                            save!();
                            vm.lookup_value(o, key)
                        }
                    };
                    match found {
                        Ok(Lookup::Value(v)) => reg!(dst) = v,
                        // `%TypedArray%.prototype.length`'s getter on a typed array: its length
                        // now (0 when out of bounds or detached), as the getter answers.
                        Ok(Lookup::Getter(g))
                            if let Value::Object(id) = o
                                && let Class::Native(nf) = &vm.state.heap.obj(g).class
                                && nf.id == vm.ta_length_native
                                && let Some((_, _, len, _)) = crate::typed::ta_view(vm, id) =>
                        {
                            reg!(dst) = Value::Number(len as f64);
                        }
                        // A getter that is a plain closure runs in a frame entered here, its
                        // window at the stack top.
                        Ok(Lookup::Getter(g))
                            if vm.state.frames.len() < vm.options.max_depth
                                && let obj = vm.state.heap.obj(g)
                                && let Class::Closure(cl) = &obj.class
                                && obj.flags & crate::heap::oflags::CLASS_CTOR == 0 =>
                        {
                            let (cu, cf, env) = (cl.code, cl.func, cl.env);
                            save!();
                            let at = vm.state.frames[fi].top as usize;
                            if vm.state.regs.len() < at + 2 {
                                vm.state.regs.resize(at + 2, Value::Undefined);
                            }
                            vm.state.regs[at] = Value::Object(g);
                            vm.state.regs[at + 1] = o;
                            enter_fast!(g, cu, cf, env, at, 0u8, Ret::Reg(dst.0), None, 0);
                            call_out!(call::call_function(vm, Value::Object(g), o, vec![], Ret::Reg(dst.0)))
                        }
                        Ok(Lookup::Missing) => {
                            if let Value::Object(id) = o
                                && vm.is_promise_data_error(id)
                            {
                                save!();
                                let e = props::promise_property_error(vm, key);
                                dispatch_err!(vm, e);
                            }
                            reg!(dst) = Value::Undefined;
                        }
                        Ok(Lookup::Getter(g)) => {
                            call_out!(call::call_function(vm, Value::Object(g), o, vec![], Ret::Reg(dst.0)))
                        }
                        Ok(Lookup::Proxy(p)) => call_out!(props::proxy_get(vm, p, key, o, Ret::Reg(dst.0))),
                        Err(ctl) => {
                            save!();
                            dispatch_err!(vm, ctl)
                        }
                    }
                }
                Op::GetProp { dst, obj, key } => {
                    let (o, k) = (reg!(obj), reg!(key));
                    // Fast path: array[integer].
                    if let (Value::Object(id), Value::Number(n)) = (o, k)
                        && let Class::Array { dense, .. } = &vm.state.heap.obj(id).class
                    {
                        let i = n as usize;
                        if i as f64 == n
                            && let Some(v) = dense.get(i)
                            && !v.is_empty()
                        {
                            reg!(dst) = *v;
                            continue;
                        }
                    }
                    // Fast path: typedArray[integer] (number kinds).
                    if let (Value::Object(id), Value::Number(n)) = (o, k)
                        && let Some(v) = crate::typed::fast_get(vm, id, n)
                    {
                        reg!(dst) = v;
                        continue;
                    }
                    save!();
                    match props::get(vm, o, k, Ret::Reg(dst.0)) {
                        Ok(Some(v)) => reg!(dst) = v,
                        Ok(None) => break,
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::SetNamed { obj, name, src } => {
                    let key = names[name.0 as usize];
                    let (o, v) = (reg!(obj), reg!(src));
                    save!();
                    // (Only for an object that is not a pristine intrinsic: `obj_mut` would mark
                    // it changed even when the assignment throws or runs a setter.)
                    if let Value::Object(id) = o
                        && vm.state.heap.is_changed(id)
                        && let ob = vm.state.heap.obj_mut(id)
                        && matches!(ob.class, Class::Ordinary)
                    {
                        // Fast path: an own writable data property of an ordinary object.
                        if let Some(p) = ob.props.get_mut(key)
                            && let crate::heap::Slot::Data(_) = p.slot
                            && p.attrs & crate::heap::attr::WRITABLE != 0
                        {
                            p.slot = crate::heap::Slot::Data(v);
                        } else {
                            match vm.set_prop(id, key, v, o) {
                                Ok(crate::property::SetOutcome::Done) => {}
                                // A setter that is a plain closure runs in a frame entered
                                // here, its window at the stack top.
                                Ok(crate::property::SetOutcome::Setter(s))
                                    if vm.state.frames.len() < vm.options.max_depth
                                        && let sobj = vm.state.heap.obj(s)
                                        && let Class::Closure(cl) = &sobj.class
                                        && sobj.flags & crate::heap::oflags::CLASS_CTOR == 0 =>
                                {
                                    let (cu, cf, env) = (cl.code, cl.func, cl.env);
                                    let at = vm.state.frames[fi].top as usize;
                                    if vm.state.regs.len() < at + 3 {
                                        vm.state.regs.resize(at + 3, Value::Undefined);
                                    }
                                    vm.state.regs[at] = Value::Object(s);
                                    vm.state.regs[at + 1] = o;
                                    vm.state.regs[at + 2] = v;
                                    enter_fast!(s, cu, cf, env, at, 1u8, Ret::Discard, None, 0);
                                    match props::finish_set(vm, crate::property::SetOutcome::Setter(s), key, v, o) {
                                        Ok(true) => {}
                                        Ok(false) => break,
                                        Err(ctl) => dispatch_err!(vm, ctl),
                                    }
                                }
                                Ok(outcome) => match props::finish_set(vm, outcome, key, v, o) {
                                    Ok(true) => {}
                                    Ok(false) => break,
                                    Err(ctl) => dispatch_err!(vm, ctl),
                                },
                                Err(ctl) => dispatch_err!(vm, ctl),
                            }
                        }
                    } else {
                        match props::set(vm, o, key, v) {
                            Ok(true) => {}
                            Ok(false) => break,
                            Err(ctl) => dispatch_err!(vm, ctl),
                        }
                    }
                }
                Op::SetProp { obj, key, src } => {
                    let (o, k, v) = (reg!(obj), reg!(key), reg!(src));
                    if let (Value::Object(id), Value::Number(n)) = (o, k) {
                        // A hole or an append must not bypass an index setter on the chain.
                        let plain = crate::elements::element_write_is_plain(vm, id, n as usize);
                        let cap = vm.options.caps.max_array_length;
                        let obj = vm.state.heap.obj_mut(id);
                        if plain
                            && obj.flags & (crate::heap::oflags::SLOW_ARRAY | crate::heap::oflags::FROZEN_LENGTH) == 0
                            && obj.flags & crate::heap::oflags::EXTENSIBLE != 0
                            && let Class::Array { dense, len } = &mut obj.class
                        {
                            let i = n as usize;
                            if i as f64 == n {
                                if i < dense.len() {
                                    dense[i] = v;
                                    continue;
                                } else if i == dense.len() && i < cap as usize {
                                    dense.push(v);
                                    if i as u32 >= *len {
                                        *len = i as u32 + 1;
                                    }
                                    vm.state.heap.allocated += crate::caps::VALUE_BYTES;
                                    continue;
                                }
                            }
                        }
                    }
                    // Fast path: typedArray[integer] = number (number kinds).
                    if let (Value::Object(id), Value::Number(n), Value::Number(x)) = (o, k, v)
                        && crate::typed::fast_set(vm, id, n, x)
                    {
                        continue;
                    }
                    save!();
                    match props::set_computed(vm, o, k, v) {
                        Ok(true) => {}
                        Ok(false) => break,
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::DeleteProp { dst, obj, key } => {
                    let (o, k) = (reg!(obj), reg!(key));
                    save!();
                    match props::delete(vm, o, k) {
                        Ok(Some(b)) => reg!(dst) = Value::Bool(b),
                        Ok(None) => {
                            call_out!(operators::binary_slow(vm, operators::Bin::Delete, o, k, Ret::Reg(dst.0)))
                        }
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::DeleteNamed { dst, obj, name } => {
                    let key = names[name.0 as usize];
                    let o = reg!(obj);
                    save!();
                    let kv = vm.atom_value(key);
                    match props::delete(vm, o, kv) {
                        Ok(Some(b)) => reg!(dst) = Value::Bool(b),
                        // A proxy: its [[Delete]] through the prelude.
                        Ok(None) => {
                            call_out!(operators::binary_slow(vm, operators::Bin::Delete, o, kv, Ret::Reg(dst.0)))
                        }
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::DefineProp { flags, obj, key, src } => {
                    let (o, k, v) = (reg!(obj), reg!(key), reg!(src));
                    save!();
                    if !try_op!(props::define(vm, o, k, v, flags)) {
                        break;
                    }
                }
                Op::DefineNamed { flags, obj, name, src } => {
                    let key = names[name.0 as usize];
                    let (o, v) = (reg!(obj), reg!(src));
                    save!();
                    let kv = vm.atom_value(key);
                    if !try_op!(props::define(vm, o, kv, v, flags)) {
                        break;
                    }
                }
                Op::CopyDataProps { dst, src } => {
                    let (d, s) = (reg!(dst), reg!(src));
                    save!();
                    match props::copy_data_props(vm, d, s, None) {
                        Ok(true) => {}
                        Ok(false) => call_out!(props::copy_data_props_slow(vm, d, s)),
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::ObjectRest { dst, src, excluded } => {
                    let (s, ex) = (reg!(src), reg!(excluded));
                    save!();
                    let target = vm.new_object();
                    reg!(dst) = Value::Object(target);
                    match props::copy_data_props(vm, Value::Object(target), s, Some(ex)) {
                        Ok(true) => {}
                        Ok(false) => call_out!(props::object_rest_slow(vm, s, ex, Ret::Reg(dst.0))),
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::SetProto { obj, src } => {
                    if let Value::Object(o) = reg!(obj) {
                        match reg!(src) {
                            Value::Object(p) => {
                                vm.set_proto(o, Some(p));
                            }
                            Value::Null => {
                                vm.set_proto(o, None);
                            }
                            _ => {}
                        }
                    }
                }
                Op::GetSuper { dst, base, key } => {
                    let (b, k, t) = (reg!(base), reg!(key), reg!(base.offset(1)));
                    call_out!(function::get_super(vm, b, k, t, Ret::Reg(dst.0)));
                }
                Op::SetSuper { base, key, src } => {
                    let (b, k, v, t) = (reg!(base), reg!(key), reg!(src), reg!(base.offset(1)));
                    call_out!(function::set_super(vm, b, k, v, t));
                }
                Op::SuperBase { dst, this } => {
                    save!();
                    let b = try_op!(function::super_base(vm));
                    let t = reg!(this);
                    reg!(dst) = b;
                    reg!(dst.offset(1)) = t;
                }
                Op::GetPrivate { dst, obj, key } => {
                    let (o, k) = (reg!(obj), reg!(key));
                    call_out!(function::get_private(vm, o, k, Ret::Reg(dst.0)));
                }
                Op::SetPrivate { obj, key, src } => {
                    let (o, k, v) = (reg!(obj), reg!(key), reg!(src));
                    call_out!(function::set_private(vm, o, k, v));
                }
                Op::DefinePrivate { flags, obj, key, src } => {
                    let (o, k, v) = (reg!(obj), reg!(key), reg!(src));
                    save!();
                    try_op!(function::define_private(vm, o, k, v, flags));
                }
                Op::HasPrivate { dst, obj, key } => {
                    let (o, k) = (reg!(obj), reg!(key));
                    save!();
                    let b = try_op!(function::has_private(vm, o, k));
                    reg!(dst) = Value::Bool(b);
                }
                Op::NewPrivateName { dst, name } => {
                    let text = vm.state.atoms.text_of(names[name.0 as usize]).map(crate::strings::Text::into_arc);
                    let a = vm.state.atoms.new_symbol(text, true, false);
                    reg!(dst) = Value::Symbol(a);
                }

                Op::MakeClosure { dst, func } => {
                    let env = vm.state.frames[fi].env;
                    let callee = vm.state.frames[fi].callee;
                    let f = try_op!(function::make_closure(vm, code_idx as u32, func.0, env, callee));
                    reg!(dst) = Value::Object(f);
                }
                Op::MakeClass { dst, func } => {
                    let env = vm.state.frames[fi].env;
                    let heritage = reg!(dst.offset(1));
                    save!();
                    let Some((ctor, proto)) = try_op!(function::make_class(vm, code_idx as u32, func.0, env, heritage))
                    else {
                        // The heritage's `prototype` is being read by a pushed frame: run this op
                        // again when it returns.
                        vm.state.frames[fi].pc = (pc - 1) as u32;
                        break;
                    };
                    reg!(dst) = Value::Object(ctor);
                    reg!(dst.offset(1)) = Value::Object(proto);
                }
                Op::SetFieldInit { ctor, func } => {
                    if let (Value::Object(c), Value::Object(f)) = (reg!(ctor), reg!(func))
                        && let Class::Closure(cl) = &mut vm.state.heap.obj_mut(c).class
                    {
                        cl.link = Some(f);
                    }
                }
                Op::RunFieldInit { ctor, this } => {
                    let (c, t) = (reg!(ctor), reg!(this));
                    let init = match c {
                        Value::Object(c) => match &vm.state.heap.obj(c).class {
                            Class::Closure(cl) if vm.state.heap.obj(c).flags & crate::heap::oflags::CLASS_CTOR != 0 => {
                                cl.link
                            }
                            // `super()` in an arrow: its link is the constructor.
                            Class::Closure(cl) => cl.link.and_then(|k| match &vm.state.heap.obj(k).class {
                                Class::Closure(kc)
                                    if vm.state.heap.obj(k).flags & crate::heap::oflags::CLASS_CTOR != 0 =>
                                {
                                    kc.link
                                }
                                _ => None,
                            }),
                            _ => None,
                        },
                        _ => None,
                    };
                    if let Some(f) = init {
                        call_out!(call::call_function(vm, Value::Object(f), t, vec![], Ret::Discard));
                    }
                }
                Op::Call { dst, base: b, argc } | Op::CallUndef { dst, base: b, argc } => {
                    if let Op::CallUndef { .. } = op {
                        vm.state.regs[base + b.0 as usize + 1] = Value::Undefined;
                    }
                    save!();
                    // Fast path: a plain closure is entered without leaving the loop (the
                    // generic path in `call` handles everything else).
                    let abs = base + b.0 as usize;
                    if let Value::Object(c) = vm.state.regs[abs]
                        && vm.state.frames.len() < vm.options.max_depth
                        && let obj = vm.state.heap.obj(c)
                        && let Class::Closure(cl) = &obj.class
                        && obj.flags & crate::heap::oflags::CLASS_CTOR == 0
                    {
                        let (cu, cf, env) = (cl.code, cl.func, cl.env);
                        enter_fast!(c, cu, cf, env, abs, argc, Ret::Reg(dst.0), None, 0);
                    }
                    if vm.state.frames.len() >= vm.options.max_depth {
                        dispatch_err!(vm, Ctl::range_error(crate::error::msg::STACK_OVERFLOW));
                    }
                    // A tool call whose input is data as it is goes to the host here, as the
                    // prelude's `callTool` would send it, without that function's frames.
                    if argc <= 1
                        && let Value::Object(c) = vm.state.regs[abs]
                        && matches!(vm.state.heap.obj(c).class, Class::ToolRef(_))
                        && let Some(links) = vm.links
                        && let Some(p) =
                            (links.direct_tool_call)(vm, host, c, (argc == 1).then(|| vm.state.regs[abs + 2]))
                    {
                        reg!(dst) = Value::Object(p);
                        *fuel -= 1;
                        if *fuel == 0 || collection_due(vm) {
                            save!();
                            return Ok(());
                        }
                        continue;
                    }
                    // A native is called here, its value stored, and the loop goes on in this
                    // frame (with no reload of it); its other outcomes (a throw, a tail
                    // call, a re-invocation …) take the generic path's handling.
                    if let Value::Object(c) = vm.state.regs[abs]
                        && let Class::Native(n) = &vm.state.heap.obj(c).class
                    {
                        let native = vm.natives[n.id as usize];
                        let this = vm.state.regs[abs + 1];
                        // The arguments copied out of the register file (the native may change
                        // it): up to four into an array on the stack, more into a vector.
                        let from = &vm.state.regs[abs + 2..abs + 2 + argc as usize];
                        let mut few = [Value::Undefined; 4];
                        let many: Vec<Value>;
                        let args: &[Value] = if from.len() <= few.len() {
                            for (d, v) in few.iter_mut().zip(from) {
                                *d = *v;
                            }
                            &few[..from.len()]
                        } else {
                            many = from.to_vec();
                            &many
                        };
                        match native(vm, &crate::NativeCall { this, args, callee: c, new_target: None }) {
                            // Its value stored, the ops after it are offered to the inner tier
                            // (a loop calling natives runs its other ops there).
                            Ok(v) if vm.state.frames.len() == fi + 1 => {
                                reg!(dst) = v;
                                *fuel -= 1;
                                if *fuel == 0 || collection_due(vm) {
                                    save!();
                                    return Ok(());
                                }
                                try_tier!();
                                continue;
                            }
                            Ok(v) => {
                                call::deliver(vm, Ret::Reg(dst.0), Ok(v))?;
                                break;
                            }
                            Err(ctl) => call_out!(call::handle_native_ctl_with(
                                vm,
                                ctl,
                                Ret::Reg(dst.0),
                                Some((c, this, args, None))
                            )),
                        }
                    } else {
                        if not_callable(vm, vm.state.regs[abs])
                            && let Some(n) = func.callee_name((pc - 1) as u32)
                        {
                            dispatch_err!(vm, Ctl::type_error(crate::error::msg::not_a_function(n)));
                        }
                        call_out!(call::call_in_place(vm, base + b.0 as usize, argc as usize, Ret::Reg(dst.0)));
                    }
                }
                Op::CallSpread { dst, base: b } => {
                    save!();
                    let callee = reg!(b);
                    if not_callable(vm, callee)
                        && let Some(n) = func.callee_name((pc - 1) as u32)
                    {
                        dispatch_err!(vm, Ctl::type_error(crate::error::msg::not_a_function(n)));
                    }
                    let this = reg!(b.offset(1));
                    let args = vm.array_values(reg!(b.offset(2)));
                    call_out!(call::call_function(vm, callee, this, args, Ret::Reg(dst.0)));
                }
                Op::New { dst, base: b, argc } => {
                    save!();
                    // Fast path: a closure that is a constructor, whose `prototype` is an own
                    // data property (any class, and a function after its first `new`), is
                    // entered with `this` made here and the arguments where they are.
                    let abs = base + b.0 as usize;
                    if let Value::Object(c) = vm.state.regs[abs]
                        && vm.state.frames.len() < vm.options.max_depth
                        && let obj = vm.state.heap.obj(c)
                        && let Class::Closure(cl) = &obj.class
                        && obj.flags & crate::heap::oflags::LAZY_FUNC == 0
                        && let Some(ff) = units
                            .get(cl.code as usize)
                            .and_then(|u| u.code.functions.get(cl.func as usize))
                            .map(|f| f.flags)
                        && (ff.is_constructor() || ff.has(codemode_bytecode::FuncFlags::CLASS_CONSTRUCTOR))
                        && let Some(crate::heap::Prop { slot: crate::heap::Slot::Data(pv), .. }) =
                            obj.props.get(crate::atoms::atom::PROTOTYPE)
                    {
                        let (cu, cf, env, pv) = (cl.code, cl.func, cl.env, *pv);
                        let this = if ff.has(codemode_bytecode::FuncFlags::DERIVED) {
                            Value::Empty
                        } else {
                            let proto = match pv {
                                Value::Object(p) => p,
                                _ => vm.state.realm.object_prototype,
                            };
                            Value::Object(vm.new_object_with_proto(Some(proto)))
                        };
                        vm.state.regs[abs + 1] = this;
                        enter_fast!(
                            c,
                            cu,
                            cf,
                            env,
                            abs,
                            argc,
                            Ret::Reg(dst.0),
                            Some(c),
                            crate::frame::FrameFlags::CONSTRUCT
                        );
                    }
                    let callee = reg!(b);
                    if !matches!(callee, Value::Object(o) if vm.is_constructor(o))
                        && let Some(n) = func.callee_name((pc - 1) as u32)
                    {
                        dispatch_err!(vm, Ctl::type_error(crate::error::msg::not_a_constructor(n)));
                    }
                    let start = base + b.0 as usize + 2;
                    let args = vm.state.regs[start..start + argc as usize].to_vec();
                    call_out!(call::construct(vm, callee, args, None, Ret::Reg(dst.0)));
                }
                Op::NewSpread { dst, base: b } => {
                    save!();
                    let callee = reg!(b);
                    if !matches!(callee, Value::Object(o) if vm.is_constructor(o))
                        && let Some(n) = func.callee_name((pc - 1) as u32)
                    {
                        dispatch_err!(vm, Ctl::type_error(crate::error::msg::not_a_constructor(n)));
                    }
                    let args = vm.array_values(reg!(b.offset(2)));
                    call_out!(call::construct(vm, callee, args, None, Ret::Reg(dst.0)));
                }
                Op::SuperCall { dst, base: b, argc } => {
                    save!();
                    let start = base + b.0 as usize + 2;
                    let args = vm.state.regs[start..start + argc as usize].to_vec();
                    let nt = reg!(b.offset(1));
                    call_out!(function::super_call(vm, args, nt, Ret::Reg(dst.0)));
                }
                Op::SuperCallSpread { dst, base: b } => {
                    save!();
                    let args = vm.array_values(reg!(b.offset(2)));
                    let nt = reg!(b.offset(1));
                    call_out!(function::super_call(vm, args, nt, Ret::Reg(dst.0)));
                }
                Op::Return { src } => {
                    let src_abs = base + src.0 as usize;
                    // Fast path: back into a caller waiting in a register or for nothing (a
                    // setter), and a constructor's object result or `this`.
                    if fi > 0
                        && let Some(f) = vm.state.frames.last()
                        && !matches!(f.ret, Ret::Cont(_))
                        && let Some(unit) = units.get(vm.state.frames[fi - 1].code as usize)
                        && vm.state.handlers.last().is_none_or(|h| (h.frame as usize) < fi)
                        && let Some(v) = match (f.flags, vm.state.regs[src_abs]) {
                            (0, v) => Some(v),
                            (crate::frame::FrameFlags::CONSTRUCT, v @ Value::Object(_)) => Some(v),
                            // `this` of a constructor that returned nothing (for a derived
                            // class, once `super()` made it).
                            (crate::frame::FrameFlags::CONSTRUCT, Value::Undefined) => match vm.state.regs[base + 1] {
                                t @ Value::Object(_) => Some(t),
                                _ => None,
                            },
                            _ => None,
                        }
                    {
                        let dst = match f.ret {
                            Ret::Reg(r) => Some(r),
                            _ => None,
                        };
                        vm.state.frames.pop();
                        fi -= 1;
                        let caller = &vm.state.frames[fi];
                        code = unit;
                        code_idx = caller.code as usize;
                        base = caller.base as usize;
                        pc = caller.pc as usize;
                        func_idx = caller.func as usize;
                        func = &code.code.functions[func_idx];
                        ops = &func.ops;
                        names = &code.names[func_idx];
                        if let Some(r) = dst {
                            vm.state.regs[base + r as usize] = copy(&v);
                        }
                        hot_next!();
                    }
                    save!();
                    let v = vm.state.regs[src_abs];
                    // A native's callback called again in place (the loop's next step).
                    if matches!(vm.state.frames[fi].ret, Ret::Cont(_))
                        && (call::reenter(&mut vm.state, &units, &vm.options, fi, v)
                            || crate::exec::revive::again(vm, fi, v))
                    {
                        pc = 0;
                        hot_next!();
                    }
                    call::do_return(vm, v)?;
                    break;
                }
                Op::CallIntrinsic { dst, base: b, id } => {
                    save!();
                    let start = base + b.0 as usize;
                    let arity = crate::prelude::INTRINSICS.get(id as usize).map_or(0, |(_, a)| *a as usize);
                    let args: smallvec::SmallVec<[Value; 6]> =
                        vm.state.regs[start..start + arity].iter().copied().collect();
                    match crate::prelude::call_intrinsic(vm, host, id, &args) {
                        Ok(v) => reg!(dst) = v,
                        Err(ctl) => call_out!(call::handle_native_ctl(vm, ctl, Ret::Reg(dst.0))),
                    }
                    if vm.state.frames.len() != fi + 1 {
                        break;
                    }
                }
                Op::CreateArguments { dst } => {
                    // Taken out while the object is built (no copy of the list), then put back.
                    let args = vm.state.frames[fi].args.take();
                    let o = vm.new_arguments(args.as_deref().unwrap_or(&[]));
                    vm.state.frames[fi].args = args;
                    reg!(dst) = Value::Object(o);
                }
                Op::CreateRest { dst, start } => {
                    let args = vm.state.frames[fi].args.as_deref().unwrap_or(&[]);
                    let rest: Vec<Value> = args.iter().skip(start as usize).copied().collect();
                    let o = vm.new_array(rest);
                    reg!(dst) = Value::Object(o);
                }

                Op::GetIterator { dst, src } => {
                    let s = reg!(src);
                    call_out!(iter::get_iterator(vm, s, base + dst.0 as usize, false));
                }
                Op::GetAsyncIterator { dst, src } => {
                    let s = reg!(src);
                    call_out!(iter::get_iterator(vm, s, base + dst.0 as usize, true));
                }
                Op::IterNext { dst, iter: it } => {
                    let (i, n) = (reg!(it), reg!(it.offset(1)));
                    save!();
                    match iter::next_fast(vm, i, n) {
                        Ok(Some(v)) => reg!(dst) = v,
                        Ok(None) => call_out!(iter::next_slow(vm, i, n, Ret::Reg(dst.0))),
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::IterResult { dst, src } => {
                    let r = reg!(src);
                    save!();
                    match iter::unpack_result(vm, r) {
                        Ok(Some(v)) => reg!(dst) = v,
                        Ok(None) => call_out!(iter::unpack_result_slow(vm, r, Ret::Reg(dst.0))),
                        Err(ctl) => dispatch_err!(vm, ctl),
                    }
                }
                Op::IterClose { iter: it } => {
                    let i = reg!(it);
                    call_out!(iter::close(vm, i));
                }
                Op::ArrayUnpack { dst, src, n } => {
                    let s = reg!(src);
                    let at = base + dst.0 as usize;
                    let crate::State { heap, atoms, realm, regs, .. } = &mut vm.state;
                    let ok = iter::unpack_plain(heap, atoms, realm, s, &mut regs[at..at + usize::from(n)]);
                    regs[at + usize::from(n)] = Value::Bool(ok);
                }
                Op::ForInPrepare { dst, src } => {
                    let s = reg!(src);
                    save!();
                    match iter::for_in_prepare(vm, s) {
                        Some(it) => reg!(dst) = it,
                        None => call_out!(props::call_proxy_method(vm, "P$forInIterator", vec![s], Ret::Reg(dst.0))),
                    }
                }
                Op::ForInNext { dst, iter: it } => {
                    let i = reg!(it);
                    let v = iter::for_in_next(vm, i);
                    reg!(dst) = v;
                }

                Op::Throw { src } => {
                    let v = reg!(src);
                    save!();
                    call::throw_value(vm, v)?;
                    break;
                }
                Op::PushHandler { offset } => {
                    let target = ((pc as i64) - 1 + i64::from(offset.0)) as u32;
                    let env = vm.state.frames[fi].env;
                    vm.state.handlers.push(crate::frame::Handler { frame: fi as u32, pc: target, env });
                }
                Op::PopHandler {} => {
                    if vm.state.handlers.last().is_some_and(|h| h.frame == fi as u32) {
                        vm.state.handlers.pop();
                    }
                }
                Op::Catch { dst } => {
                    reg!(dst) = std::mem::take(&mut vm.state.exception);
                }
                Op::Await { dst, src } => {
                    let v = reg!(src);
                    save!();
                    call_out!(generator::await_value(vm, v, dst.0));
                }
                Op::Yield { dst, src, mode } => {
                    let v = reg!(src);
                    save!();
                    call_out!(generator::yield_value(vm, v, dst.0, mode.0, false));
                }
                Op::YieldStar { dst, src, mode } => {
                    let v = reg!(src);
                    save!();
                    call_out!(generator::yield_value(vm, v, dst.0, mode.0, true));
                }
                Op::Nop {} => {}
                Op::GeneratorStart {} => {
                    save!();
                    call_out!(generator::start(vm));
                }
                Op::TemplateObject { dst, idx } => {
                    save!();
                    let o = try_op!(function::template_object(vm, code_idx as u32, func_idx as u32, idx.0));
                    reg!(dst) = Value::Object(o);
                }
                Op::NewRegExp { dst, pattern, flags } => {
                    save!();
                    let p = vm
                        .state
                        .atoms
                        .text_of(names[pattern.0 as usize])
                        .map_or_else(|| Arc::from(&[][..]), crate::strings::Text::into_arc);
                    let f = vm.state.atoms.display(names[flags.0 as usize]);
                    let o = try_op!(vm.links().and_then(|l| (l.new_regexp)(vm, p, &f, None)));
                    reg!(dst) = Value::Object(o);
                }
                Op::KeyOf { key, obj } => {
                    let k = reg!(key);
                    if let Value::Object(_) = k {
                        let o = reg!(obj);
                        save!();
                        if o.is_nullish() {
                            let what = if matches!(o, Value::Null) { "null" } else { "undefined" };
                            dispatch_err!(vm, Ctl::type_error(crate::error::msg::read_of_nullish_object_key(what)));
                        }
                        call_out!(operators::unary_slow(vm, operators::Un::ToKey, k, Ret::Reg(key.0)));
                    }
                }
                Op::RequireCoercible { src } => {
                    let v = reg!(src);
                    if v.is_nullish() {
                        save!();
                        let what = if matches!(v, Value::Null) { "null" } else { "undefined" };
                        dispatch_err!(vm, Ctl::type_error(format!("Cannot destructure '{what}' as it is {what}.")));
                    }
                }
                Op::RequireObject { src } => {
                    let v = reg!(src);
                    if !matches!(v, Value::Object(_)) {
                        save!();
                        let d = vm.describe(v);
                        dispatch_err!(vm, Ctl::type_error(format!("Iterator result {d} is not an object")));
                    }
                }
            }
            *fuel -= 1;
            if *fuel == 0 {
                save!();
                return Ok(());
            }
        }
    }
}

/// A register's value, read without one 16-byte load of a number: a number is written as two
/// stores (tag and payload), and a wide load spanning both cannot be forwarded from the store
/// buffer, which stalls the pipeline when the register was written just before (the common case:
/// an operator's result moved or returned by the next op).
#[inline(always)]
#[allow(clippy::needless_match, reason = "the match is the point: it splits the load")]
pub(crate) fn copy(v: &Value) -> Value {
    match *v {
        Value::Number(n) => Value::Number(n),
        other => other,
    }
}

/// Stores `v` in `slot` field by field (tag, then the payload where its variant keeps it), never
/// as one 16-byte copy: a later read of one field is then forwarded from one store, and a read of
/// `v`'s fields here is not one wide load spanning the separate stores that wrote them (see
/// [`copy`]). The arms differ on purpose: written as one `*slot = v`, the compiler merges them
/// into a 16-byte move.
#[inline(always)]
pub(crate) fn put(slot: &mut Value, v: Value) {
    match v {
        Value::Number(n) => *slot = Value::Number(n),
        Value::Object(o) => *slot = Value::Object(o),
        v => *slot = v,
    }
}

/// Whether calling `v` fails with "… is not a function" (tool references report unknown tools
/// themselves, through the call).
fn not_callable(vm: &Vm, v: Value) -> bool {
    !vm.is_callable(v) && !matches!(v, Value::Object(o) if matches!(vm.state.heap.obj(o).class, Class::ToolRef(_)))
}
