//! The inner tier of the dispatch loop: the ops that touch only the top frame's register
//! window, its environments and plain objects, and the calls and returns between plain
//! closures, run by a small function of their own.
//!
//! `interp::execute` is one large function whose every op may call into the VM, so the compiler
//! keeps little of its state in machine registers: `pc`, the fuel, the op slice and the register
//! file are reloaded from the stack on every op, and every register access re-reads the register
//! vector's pointer and length. [`run`] holds all of them in locals of a function small enough
//! for them to stay in machine registers, with the window as a slice. It takes number
//! arithmetic and comparisons (a comparison and a conditional jump on its result right after
//! it, and `x++`'s `ToNumeric` and `Inc`, in one dispatch, each paying its fuel), jumps,
//! environment slots, named reads and writes on plain objects (an own or inherited data
//! property, a new property, a getter or setter that is a plain closure), computed reads and
//! writes of an array's elements, of a number-kind typed array's elements in range and of string keys that are not indices (as the named ones), a typed array's `length` through `%TypedArray%.prototype`'s own getter, a string's `length` and the data properties its prototype
//! chain holds (its methods), the data properties `Number.prototype`'s chain holds for a number, object and array literals, string constants held as atoms,
//! concatenations of strings and numbers and `ToString` of primitives, array elements, a plain
//! array's iterator made, stepped and closed, a suspended sync generator stepped by a `for`-`of`
//! and its `yield` back to it (`exec::generator::step_for_of`, `yield_for_of`: the frame put
//! back on the stack and taken off again), an array pattern's elements read at once, exception handlers pushed and popped, calls of plain
//! closures (one that reads `arguments` or a rest parameter keeps its argument list, as
//! `enter_closure` does, and makes those objects here) and of natives (up to four arguments), `new` of a closure, returns into a waiting
//! register and the return of a native's callback that the native calls again in place
//! (`exec::call::reenter`). It runs ops until one it does not take (anything that can throw or
//! needs the generic path) or one whose operands leave its fast case (an exotic object, a
//! concatenation past the length cap), and returns *without having started that op*, the top
//! frame's `pc` saved: `execute` runs it in full. A native it calls runs to its end here, the
//! frame's `pc` past the call as `execute` saves it: a value with the frames unchanged is stored
//! and the loop goes on; any other outcome is handed to `execute` ([`Exit::Native`]) to deliver
//! as its own native path does, and a native whose allocations make a collection due ends the
//! stay ([`Exit::Fuel`]), so that `interp::run` collects. What it
//! does is what `execute`'s own fast paths do (frames pushed and popped the same way, the
//! objects it makes allocated and counted by the heap as usual); it never throws or collects
//! garbage, so stopping between any two of its ops is an ordinary instruction boundary. Each op
//! it runs costs one unit of fuel (`execute`'s own fast paths for array elements charge none, so
//! the instruction count of a run depends a little on where it ran them; it stays deterministic).
//!
//! It deliberately does not own semantics: each op here is the fast case of the same op in
//! `interp.rs`, which handles every case (this file's cases included). Nothing of it is state:
//! `execute`'s decision to enter it (`try_tier!`) lives in locals.

use std::sync::Arc;

use codemode_bytecode::{FuncFlags, Op};

use crate::atoms::{Atoms, atom};
use crate::exec::operators::{i32_of, js_pow, js_rem, u32_of};
use crate::frame::{Frame, FrameFlags, Handler, Ret};
use crate::heap::{Class, Heap, IterKind, Object, Prop, Slot, attr, oflags};
use crate::interp::{copy, put};
use crate::property::Lookup;
use crate::value::{Atom, ObjId, StrRef, Value};
use crate::{LoadedCode, Vm};

/// Why [`run`] returned. Either way the top frame's `pc` is saved (the frames may have changed).
pub(crate) enum Exit {
    /// The op at the top frame's `pc` is for `execute` to run; `moved` when that is no longer
    /// the frame `run` started in (a call or a return happened).
    Op {
        /// The top frame changed.
        moved: bool,
    },
    /// The fuel ran out, or a native's allocations made a collection due
    /// (`interp::collection_due`): `execute` returns to `interp::run` either way.
    Fuel,
    /// A `Call` of a native at the top frame ran (its fuel paid, the frame's `pc` past it)
    /// with an outcome other than a value and the same frames: `execute` delivers it as its own
    /// native path does (a throw, a call it asked for, a value with frames pushed or popped).
    Native(Box<Called>),
}

/// A native's call whose outcome [`run`] leaves to `execute` (see [`Exit::Native`]).
pub(crate) struct Called {
    /// What the native returned.
    pub result: crate::error::JsResult<Value>,
    /// The register of the calling frame its value goes to.
    pub dst: u16,
    /// The function object.
    pub callee: ObjId,
    /// `this`.
    pub this: Value,
    /// The arguments (the first `argc`).
    pub args: [Value; NATIVE_ARGS],
    /// How many arguments.
    pub argc: usize,
}

/// The most arguments of a native called from [`run`] (a call with more is left to `execute`).
pub(crate) const NATIVE_ARGS: usize = 4;

/// What a frame switch needs of a function.
struct Callee<'a> {
    /// Its ops.
    ops: &'a [Op],
    /// Its property-name table.
    names: &'a [Atom],
    /// Its `FuncFlags` bits.
    flags: u16,
    /// Its declared parameters.
    n_params: u16,
    /// Its registers.
    n_regs: u16,
}

/// Function `func` of code unit `code`.
#[inline(always)]
fn code_of(units: &[Arc<LoadedCode>], code: u32, func: u32) -> Option<Callee<'_>> {
    let u = units.get(code as usize)?;
    let f = u.code.functions.get(func as usize)?;
    let names = u.names.get(func as usize)?;
    Some(Callee { ops: &f.ops, names, flags: f.flags.0, n_params: f.n_params, n_regs: f.n_regs })
}

/// Runs ops of the top frame from its saved `pc`, through calls of plain closures and returns
/// into waiting registers (see the module docs). `units` are the VM's linked code units,
/// `options` its limits.
#[inline(never)]
pub(crate) fn run(vm: &mut Vm, units: &[Arc<LoadedCode>], fuel: &mut u64) -> Exit {
    let max_depth = vm.options.max_depth;
    let mut left = *fuel;
    if left == 0 {
        return Exit::Fuel;
    }
    let Some(mut fi) = vm.state.frames.len().checked_sub(1) else { return Exit::Op { moved: false } };
    let f = &vm.state.frames[fi];
    let Some(Callee { mut ops, mut names, .. }) = code_of(units, f.code, f.func) else {
        return Exit::Op { moved: false };
    };
    let (mut at, mut base, mut env) = (f.pc as usize, f.base as usize, f.env);
    let mut moved = false;
    let exit = 'frame: loop {
        let Some(regs) = vm.state.regs.get_mut(base..) else { break 'frame Exit::Op { moved } };
        // Enters closure `$c` (code unit `$cu`, function `$cf`, environment `$cenv`) with its
        // window at `$abs` and `$argc` arguments, as `execute`'s `enter_fast!`: `$init` runs once
        // the register file is long enough (to place what the caller did not). Leaves to `execute`,
        // having done nothing, for a function that needs the generic path.
        macro_rules! enter {
            ($c:expr, $cu:expr, $cf:expr, $cenv:expr, $abs:expr, $argc:expr, $ret:expr, $nt:expr, $flags:expr, $init:block) => {{
                let Some(Callee { ops: cops, names: cnames, flags, n_params, n_regs }) = code_of(units, $cu, $cf) else {
                    break 'frame Exit::Op { moved };
                };
                if flags & (FuncFlags::GENERATOR | FuncFlags::ASYNC) != 0 || vm.state.frames.len() >= max_depth {
                    break 'frame Exit::Op { moved };
                }
                let (abs, argc) = ($abs, $argc as usize);
                let n_params = n_params as usize;
                let top = abs + (n_regs as usize).max(2 + n_params);
                let need = top.max(abs + 2 + argc);
                if vm.state.regs.len() < need {
                    vm.state.regs.resize(need, Value::Undefined);
                }
                $init
                // A function that reads its argument list (`arguments`, a rest parameter) keeps
                // a copy, as `enter_closure` does, before the window past its parameters is cleared.
                let kept: Option<Box<[Value]>> = if flags & FuncFlags::USES_ARGUMENTS != 0 {
                    Some(Box::from(&vm.state.regs[abs + 2..abs + 2 + argc]))
                } else {
                    None
                };
                let from = abs + 2 + argc.min(n_params);
                for r in &mut vm.state.regs[from..top] {
                    *r = Value::Undefined;
                }
                vm.state.frames[fi].pc = (at + 1) as u32;
                // Filled in place (see `Frame::BLANK`).
                vm.state.frames.push(Frame::BLANK);
                fi = vm.state.frames.len() - 1;
                let fr = &mut vm.state.frames[fi];
                fr.code = $cu;
                fr.func = $cf;
                fr.base = abs as u32;
                fr.top = top as u32;
                fr.env = $cenv;
                fr.callee = $c;
                fr.new_target = $nt;
                fr.argc = argc as u32;
                // `BLANK`'s `Ret::Discard` and `None` own nothing: replaced without drop calls.
                std::mem::forget(std::mem::replace(&mut fr.ret, $ret));
                if kept.is_some() {
                    std::mem::forget(std::mem::replace(&mut fr.args, kept));
                }
                fr.flags = $flags;
                (ops, names, at, base, env) = (cops, cnames, 0, abs, $cenv);
                moved = true;
                left -= 1;
                if left == 0 {
                    break 'frame Exit::Fuel;
                }
                continue 'frame;
            }};
        }
        // Goes on in the frame now at the top of the stack (a generator's, put back or taken
        // off by a native of `exec::generator`), from its saved `pc`, paying the op's fuel.
        macro_rules! switch_to_top {
            () => {{
                fi = vm.state.frames.len() - 1;
                let f = &vm.state.frames[fi];
                (at, base, env) = (f.pc as usize, f.base as usize, f.env);
                moved = true;
                let Some(Callee { ops: cops, names: cnames, .. }) = code_of(units, f.code, f.func) else {
                    break 'frame Exit::Op { moved };
                };
                (ops, names) = (cops, cnames);
                left -= 1;
                if left == 0 {
                    break 'frame Exit::Fuel;
                }
                continue 'frame;
            }};
        }
        loop {
            let Some(&op) = ops.get(at) else { break 'frame Exit::Op { moved } };
            // Reads register `r`, leaving to `execute` when it is outside the window.
            macro_rules! rd {
                ($r:expr) => {
                    match regs.get($r.0 as usize) {
                        Some(v) => copy(v),
                        None => break 'frame Exit::Op { moved },
                    }
                };
            }
            // Writes register `r` (the last action of every op here).
            macro_rules! wr {
                ($r:expr, $v:expr) => {{
                    let v = $v;
                    match regs.get_mut($r.0 as usize) {
                        Some(slot) => put(slot, v),
                        None => break 'frame Exit::Op { moved },
                    }
                }};
            }
            macro_rules! num2 {
                ($lhs:expr, $rhs:expr) => {
                    match (rd!($lhs), rd!($rhs)) {
                        (Value::Number(a), Value::Number(b)) => (a, b),
                        _ => break 'frame Exit::Op { moved },
                    }
                };
            }
            macro_rules! num {
                ($src:expr) => {
                    match rd!($src) {
                        Value::Number(n) => n,
                        _ => break 'frame Exit::Op { moved },
                    }
                };
            }
            macro_rules! truth {
                ($src:expr) => {
                    match rd!($src) {
                        Value::Bool(b) => b,
                        Value::Number(n) => !(n == 0.0 || n.is_nan()),
                        Value::Undefined | Value::Null | Value::Empty => false,
                        Value::Object(_) | Value::Symbol(_) => true,
                        Value::String(_) | Value::BigInt(_) => break 'frame Exit::Op { moved },
                    }
                };
            }
            let mut next = at + 1;
            // Goes on with the next op after a call into the VM (which may have moved the
            // register file: the window is taken again), paying this op's fuel.
            macro_rules! advance {
                () => {{
                    at = next;
                    left -= 1;
                    if left == 0 {
                        break 'frame Exit::Fuel;
                    }
                    continue 'frame;
                }};
            }
            // Stores `v` in register `r` after a call into the VM and goes on (see `advance!`).
            macro_rules! stored {
                ($r:expr, $v:expr) => {{
                    let v = $v;
                    match vm.state.regs.get_mut(base + $r.0 as usize) {
                        Some(slot) => *slot = v,
                        None => break 'frame Exit::Op { moved },
                    }
                    advance!();
                }};
            }
            macro_rules! jump_if {
                ($cond:expr, $off:expr) => {
                    if $cond {
                        next = (at as i64 + i64::from($off.0)) as usize;
                    }
                };
            }
            // Writes the comparison's result `b` to register `dst`. A conditional jump on that
            // register right after it (an `if`'s or a loop's test) is taken as part of this op,
            // its fuel paid as its own (`left > 1`: both fit in what is left), sparing a dispatch.
            macro_rules! test {
                ($dst:expr, $b:expr) => {{
                    let b = $b;
                    wr!($dst, Value::Bool(b));
                    if left > 1 {
                        let jump = match ops.get(next) {
                            Some(&Op::JumpIfFalse { src, offset }) if src == $dst => Some((!b, offset)),
                            Some(&Op::JumpIfTrue { src, offset }) if src == $dst => Some((b, offset)),
                            _ => None,
                        };
                        if let Some((taken, offset)) = jump {
                            left -= 1;
                            at = next;
                            next = at + 1;
                            jump_if!(taken, offset);
                        }
                    }
                }};
            }
            match op {
                Op::Nop {} => {}
                Op::Mov { dst, src } => wr!(dst, rd!(src)),
                Op::LoadUndef { dst } => wr!(dst, Value::Undefined),
                Op::LoadNull { dst } => wr!(dst, Value::Null),
                Op::LoadBool { dst, value } => wr!(dst, Value::Bool(value)),
                Op::LoadInt { dst, value } => wr!(dst, Value::Number(f64::from(value))),
                Op::LoadEmpty { dst } => wr!(dst, Value::Empty),

                Op::Add { dst, lhs, rhs } => {
                    // Numbers, or a concatenation of strings and numbers (as `execute`'s fast
                    // path; a concatenation that fails, past the length cap, is left to it).
                    match (rd!(lhs), rd!(rhs)) {
                        (Value::Number(a), Value::Number(b)) => wr!(dst, Value::Number(a + b)),
                        (Value::String(a), Value::String(b)) => {
                            let Ok(s) = vm.concat(a, b) else { break 'frame Exit::Op { moved } };
                            stored!(dst, Value::String(s));
                        }
                        (Value::String(a), Value::Number(n)) => {
                            let Ok(s) = vm.concat_number(a, n, false) else { break 'frame Exit::Op { moved } };
                            stored!(dst, Value::String(s));
                        }
                        (Value::Number(n), Value::String(b)) => {
                            let Ok(s) = vm.concat_number(b, n, true) else { break 'frame Exit::Op { moved } };
                            stored!(dst, Value::String(s));
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                }
                Op::ToString { dst, src } => {
                    // A primitive but a symbol (as `execute`'s).
                    let v = rd!(src);
                    match v {
                        Value::String(_) => wr!(dst, v),
                        Value::Number(_) | Value::Bool(_) | Value::Undefined | Value::Null => {
                            let Ok(s) = vm.to_str(v) else { break 'frame Exit::Op { moved } };
                            stored!(dst, Value::String(s));
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                }
                Op::LoadConst { dst, idx } => {
                    // A string constant held as an atom (others are `execute`'s). Its table is
                    // looked up here, not kept at each frame switch (calls outnumber these).
                    let f = &vm.state.frames[fi];
                    let strs = units.get(f.code as usize).and_then(|u| u.strings.get(f.func as usize));
                    match strs.and_then(|t| t.get(idx.0 as usize)) {
                        Some(Some(a)) => wr!(dst, Value::String(StrRef::atom(*a))),
                        _ => break 'frame Exit::Op { moved },
                    }
                }
                Op::Sub { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(a - b));
                }
                Op::Mul { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(a * b));
                }
                Op::Div { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(a / b));
                }
                Op::Mod { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(js_rem(a, b)));
                }
                Op::Pow { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(js_pow(a, b)));
                }
                Op::BitAnd { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(f64::from(i32_of(a) & i32_of(b))));
                }
                Op::BitOr { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(f64::from(i32_of(a) | i32_of(b))));
                }
                Op::BitXor { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(f64::from(i32_of(a) ^ i32_of(b))));
                }
                Op::Shl { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(f64::from(i32_of(a).wrapping_shl(u32_of(b) & 31))));
                }
                Op::Shr { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(f64::from(i32_of(a) >> (u32_of(b) & 31))));
                }
                Op::UShr { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    wr!(dst, Value::Number(f64::from(u32_of(a) >> (u32_of(b) & 31))));
                }
                Op::Eq { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    test!(dst, a == b);
                }
                Op::NotEq { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    test!(dst, a != b);
                }
                Op::StrictEq { dst, lhs, rhs } => {
                    let Some(b) = strict_eq(rd!(lhs), rd!(rhs)) else { break 'frame Exit::Op { moved } };
                    test!(dst, b);
                }
                Op::StrictNotEq { dst, lhs, rhs } => {
                    let Some(b) = strict_eq(rd!(lhs), rd!(rhs)) else { break 'frame Exit::Op { moved } };
                    test!(dst, !b);
                }
                Op::Lt { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    test!(dst, a < b);
                }
                Op::Le { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    test!(dst, a <= b);
                }
                Op::Gt { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    test!(dst, a > b);
                }
                Op::Ge { dst, lhs, rhs } => {
                    let (a, b) = num2!(lhs, rhs);
                    test!(dst, a >= b);
                }
                Op::LtImm { dst, src, imm } => test!(dst, num!(src) < f64::from(imm)),
                Op::LeImm { dst, src, imm } => test!(dst, num!(src) <= f64::from(imm)),
                Op::GtImm { dst, src, imm } => test!(dst, num!(src) > f64::from(imm)),
                Op::GeImm { dst, src, imm } => test!(dst, num!(src) >= f64::from(imm)),
                Op::AddImm { dst, src, imm } => wr!(dst, Value::Number(num!(src) + f64::from(imm))),
                Op::SubImm { dst, src, imm } => wr!(dst, Value::Number(num!(src) - f64::from(imm))),
                Op::Neg { dst, src } => wr!(dst, Value::Number(-num!(src))),
                Op::BitNot { dst, src } => wr!(dst, Value::Number(f64::from(!i32_of(num!(src))))),
                Op::Inc { dst, src } => wr!(dst, Value::Number(num!(src) + 1.0)),
                Op::Dec { dst, src } => wr!(dst, Value::Number(num!(src) - 1.0)),
                Op::ToNumber { dst, src } => wr!(dst, Value::Number(num!(src))),
                Op::ToNumeric { dst, src } => {
                    // In place (`x++` as a statement) a numeric value is left as it is.
                    let Some(&v @ (Value::Number(_) | Value::BigInt(_))) = regs.get(src.0 as usize) else {
                        break 'frame Exit::Op { moved };
                    };
                    if dst != src {
                        wr!(dst, v);
                    } else if let Value::Number(n) = v
                        && left > 1
                    {
                        // `x++` as a statement is `ToNumeric` in place, then `Inc` of the same
                        // register: the step is taken as part of this op (its fuel paid).
                        let step = match ops.get(next) {
                            Some(&Op::Inc { dst: d, src: s }) if d == src && s == src => 1.0,
                            Some(&Op::Dec { dst: d, src: s }) if d == src && s == src => -1.0,
                            _ => 0.0,
                        };
                        if step != 0.0 {
                            left -= 1;
                            at = next;
                            next = at + 1;
                            wr!(src, Value::Number(n + step));
                        }
                    }
                }
                Op::Not { dst, src } => wr!(dst, Value::Bool(!truth!(src))),
                Op::ToBool { dst, src } => wr!(dst, Value::Bool(truth!(src))),

                Op::Jump { offset } => jump_if!(true, offset),
                Op::JumpIfTrue { src, offset } => jump_if!(truth!(src), offset),
                Op::JumpIfFalse { src, offset } => jump_if!(!truth!(src), offset),
                Op::JumpIfNullish { src, offset } => jump_if!(rd!(src).is_nullish(), offset),
                Op::JumpIfNotNullish { src, offset } => jump_if!(!rd!(src).is_nullish(), offset),
                Op::JumpIfUndefined { src, offset } => jump_if!(rd!(src).is_undefined(), offset),
                Op::JumpIfNotUndefined { src, offset } => jump_if!(!rd!(src).is_undefined(), offset),
                Op::JumpIfDone { src, offset } => jump_if!(rd!(src).is_empty(), offset),

                Op::CheckInit { src, .. } | Op::CheckThis { src } => {
                    if rd!(src).is_empty() {
                        break 'frame Exit::Op { moved };
                    }
                }
                Op::GetEnv { dst, depth, slot } => {
                    // Copied from the slot straight into the register (no `Option` in between,
                    // which the compiler spilled with overlapping stores and read back stalled).
                    let Some(v) = env_slot(&vm.state.heap, env, depth, slot) else { break 'frame Exit::Op { moved } };
                    let Some(d) = regs.get_mut(dst.0 as usize) else { break 'frame Exit::Op { moved } };
                    *d = *v;
                }
                Op::SetEnv { src, depth, slot } => {
                    // The value is read only where it is stored (see `put`).
                    let Some(e) = env_at(&vm.state.heap, env, depth) else { break 'frame Exit::Op { moved } };
                    match (&mut vm.state.heap.obj_mut(e).class, regs.get(src.0 as usize)) {
                        (Class::Env(en), Some(&v)) if (slot as usize) < en.slots.len() => {
                            put(&mut en.slots[slot as usize], v)
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                }

                Op::PushHandler { offset } => {
                    let pc = (at as i64 + i64::from(offset.0)) as u32;
                    vm.state.handlers.push(Handler { frame: fi as u32, pc, env });
                }
                Op::PopHandler {} => {
                    if vm.state.handlers.last().is_some_and(|h| h.frame == fi as u32) {
                        vm.state.handlers.pop();
                    }
                }
                // An array's own iterator, when its `Symbol.iterator` is the original `values`
                // and its `next` a plain property (as `iter::get_iterator`'s fast path).
                Op::GetIterator { dst, src } => {
                    let s = rd!(src);
                    let Value::Object(o) = s else { break 'frame Exit::Op { moved } };
                    if !matches!(vm.state.heap.obj(o).class, Class::Array { .. }) || dst.0 as usize + 1 >= regs.len() {
                        break 'frame Exit::Op { moved };
                    }
                    let (values, proto) = (vm.state.realm.array_values, vm.state.realm.array_iterator_prototype);
                    match lookup_plain(&vm.state.heap, &vm.state.atoms, o, atom::SYM_ITERATOR) {
                        Some(Lookup::Value(Value::Object(m))) if m == values => {}
                        _ => break 'frame Exit::Op { moved },
                    }
                    let next = match lookup_plain(&vm.state.heap, &vm.state.atoms, proto, atom::NEXT) {
                        Some(Lookup::Value(v)) => v,
                        Some(Lookup::Missing) => Value::Undefined,
                        _ => break 'frame Exit::Op { moved },
                    };
                    let iter = IterKind::Array { target: s, index: 0, kind: 1 };
                    let it = vm.state.heap.alloc(Object::new(Some(proto), Class::Iter(Box::new(iter))));
                    regs[dst.0 as usize] = Value::Object(it);
                    regs[dst.0 as usize + 1] = next;
                }
                // A step of a values or entries iterator of a plain array whose `next` is the
                // original, to an element it has (as `iter::next_fast`); the end, a hole and
                // every other iterator are `execute`'s.
                Op::IterNext { dst, iter: it } => {
                    let (Value::Object(i), Value::Object(n)) = (rd!(it), rd!(it.offset(1))) else {
                        break 'frame Exit::Op { moved };
                    };
                    if dst.0 as usize >= regs.len() {
                        break 'frame Exit::Op { moved };
                    }
                    // A suspended sync generator whose `next` is the original: its frame is
                    // put back on the stack (as `iter::next_slow` does) and run here.
                    if n == vm.state.realm.generator_next {
                        vm.state.frames[fi].pc = next as u32;
                        if !crate::exec::generator::step_for_of(vm, i, dst.0) {
                            break 'frame Exit::Op { moved };
                        }
                        switch_to_top!();
                    }
                    if n != vm.state.realm.array_iterator_next {
                        break 'frame Exit::Op { moved };
                    }
                    let Class::Iter(k) = &vm.state.heap.obj(i).class else { break 'frame Exit::Op { moved } };
                    let IterKind::Array { target: Value::Object(t), index, kind: kind @ (1 | 2) } = **k else {
                        break 'frame Exit::Op { moved };
                    };
                    let v = match &vm.state.heap.obj(t).class {
                        Class::Array { dense, len } if index < *len => match dense.get(index as usize) {
                            Some(v) if !v.is_empty() => *v,
                            _ => break 'frame Exit::Op { moved },
                        },
                        _ => break 'frame Exit::Op { moved },
                    };
                    if let Class::Iter(k) = &mut vm.state.heap.obj_mut(i).class
                        && let IterKind::Array { index, .. } = &mut **k
                    {
                        *index += 1;
                    }
                    let v = if kind == 1 {
                        v
                    } else {
                        // The entry `[index, value]`, made as `Vm::new_array` makes it.
                        let pair = vec![Value::Number(f64::from(index)), v];
                        vm.state.heap.allocated += pair.len() * 16;
                        let proto = Some(vm.state.realm.array_prototype);
                        Value::Object(vm.state.heap.alloc(Object::new(proto, Class::Array { dense: pair, len: 2 })))
                    };
                    wr!(dst, v);
                }
                // An array pattern's elements read at once (as `execute`'s: it has no other case).
                Op::ArrayUnpack { dst, src, n } => {
                    let s = rd!(src);
                    let (d, n) = (dst.0 as usize, usize::from(n));
                    let Some(out) = regs.get_mut(d..=d + n) else { break 'frame Exit::Op { moved } };
                    let (vals, flag) = out.split_at_mut(n);
                    let (heap, atoms, realm) = (&vm.state.heap, &vm.state.atoms, &vm.state.realm);
                    flag[0] = Value::Bool(crate::exec::iter::unpack_plain(heap, atoms, realm, s, vals));
                }
                // Closing a non-object does nothing; an iterator's `return` (a built-in one's
                // too: a program may have put one on its prototypes) is `execute`'s to look up.
                Op::IterClose { iter: it } => {
                    if let Value::Object(_) = rd!(it) {
                        break 'frame Exit::Op { moved };
                    }
                }
                Op::GetNamed { dst, obj, name } => 'named: {
                    let o = rd!(obj);
                    let Some(&key) = names.get(name.0 as usize) else { break 'frame Exit::Op { moved } };
                    let id = match o {
                        Value::Object(id) => id,
                        // A string's `length` or a method of `String.prototype`.
                        Value::String(s) => {
                            let proto = vm.state.realm.string_prototype;
                            let Some(v) = string_named(&vm.state.heap, &vm.state.atoms, proto, s, key) else {
                                break 'frame Exit::Op { moved };
                            };
                            wr!(dst, v);
                            break 'named;
                        }
                        // A method of `Number.prototype` (a data property there or on a plain
                        // object of its chain; a getter or a missing key is `execute`'s).
                        Value::Number(_) => {
                            let proto = vm.state.realm.number_prototype;
                            match lookup_plain(&vm.state.heap, &vm.state.atoms, proto, key) {
                                Some(Lookup::Value(v)) => wr!(dst, v),
                                _ => break 'frame Exit::Op { moved },
                            }
                            break 'named;
                        }
                        _ => break 'frame Exit::Op { moved },
                    };
                    // The common case first, out of `lookup_plain`'s loop: an own data property
                    // of an ordinary object (or of `arguments`, whose properties are ordinary:
                    // its `length`); an own miss goes on from its prototype.
                    let obj = vm.state.heap.obj(id);
                    let found = if matches!(obj.class, Class::Ordinary | Class::Arguments) {
                        // A large object's data property at the place the key last had in one
                        // (no hashing), else found and its place noted.
                        if obj.props.indexed() {
                            let h = key.0 as usize % crate::GLOBAL_HINTS;
                            let (hk, hp) = vm.named_hint[h];
                            if hk == key
                                && let Some(Prop { key: k, slot: Slot::Data(v), .. }) = obj.props.at(hp as usize)
                                && *k == key
                            {
                                wr!(dst, copy(v));
                                break 'named;
                            }
                            if let Some(i) = obj.props.find(key)
                                && let Some(Prop { slot: Slot::Data(v), .. }) = obj.props.at(i)
                            {
                                let v = copy(v);
                                vm.named_hint[h] = (key, i as u32);
                                wr!(dst, v);
                                break 'named;
                            }
                        }
                        match obj.props.get(key) {
                            Some(Prop { slot: Slot::Data(v), .. }) => {
                                wr!(dst, copy(v));
                                break 'named;
                            }
                            Some(Prop { slot: Slot::Accessor { get: Some(g), .. }, .. }) => Some(Lookup::Getter(*g)),
                            Some(Prop { slot: Slot::Accessor { get: None, .. }, .. }) => {
                                Some(Lookup::Value(Value::Undefined))
                            }
                            None => match obj.proto {
                                Some(p) => lookup_plain(&vm.state.heap, &vm.state.atoms, p, key),
                                None => Some(Lookup::Missing),
                            },
                        }
                    } else if key == atom::LENGTH
                        && matches!(obj.class, Class::TypedArray { .. })
                        && obj.props.get(key).is_none()
                    {
                        // A typed array's `length` through `%TypedArray%.prototype`'s getter,
                        // answered as `execute` answers it.
                        let getter = match obj.proto {
                            Some(p) => lookup_plain(&vm.state.heap, &vm.state.atoms, p, key),
                            None => None,
                        };
                        let len = match getter {
                            Some(Lookup::Getter(g))
                                if let Class::Native(nf) = &vm.state.heap.obj(g).class
                                    && nf.id == vm.ta_length_native =>
                            {
                                crate::typed::len_in(&vm.state.heap, id)
                            }
                            _ => None,
                        };
                        let Some(len) = len else { break 'frame Exit::Op { moved } };
                        wr!(dst, Value::Number(len as f64));
                        break 'named;
                    } else {
                        lookup_plain(&vm.state.heap, &vm.state.atoms, id, key)
                    };
                    match found {
                        Some(Lookup::Value(v)) => wr!(dst, v),
                        // A missing key reads `undefined` (a promise's is `execute`'s error: a
                        // forgotten `await`).
                        Some(Lookup::Missing) if !matches!(vm.state.heap.obj(id).class, Class::Promise(_)) => {
                            wr!(dst, Value::Undefined)
                        }
                        // A getter that is a plain closure: its window at the stack top.
                        Some(Lookup::Getter(g)) => {
                            let gobj = vm.state.heap.obj(g);
                            let Class::Closure(cl) = &gobj.class else { break 'frame Exit::Op { moved } };
                            if gobj.flags & oflags::CLASS_CTOR != 0 {
                                break 'frame Exit::Op { moved };
                            }
                            let (cu, cf, cenv) = (cl.code, cl.func, cl.env);
                            let abs = vm.state.frames[fi].top as usize;
                            enter!(g, cu, cf, cenv, abs, 0u8, Ret::Reg(dst.0), None, 0, {
                                vm.state.regs[abs] = Value::Object(g);
                                vm.state.regs[abs + 1] = o;
                            });
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                }
                Op::GetGlobal { dst, name } => {
                    let Some(&key) = names.get(name.0 as usize) else { break 'frame Exit::Op { moved } };
                    // A data property of the global object at the place it last had (`Math`,
                    // `JSON`, …: no hashing), else looked up and its place noted.
                    let h = key.0 as usize % crate::GLOBAL_HINTS;
                    let (hk, at_) = vm.global_hint[h];
                    let g = vm.state.heap.obj(vm.state.realm.global);
                    if hk == key
                        && let Some(Prop { key: k, slot: Slot::Data(v), .. }) = g.props.at(at_ as usize)
                        && *k == key
                    {
                        wr!(dst, copy(v));
                    } else {
                        match lookup_plain(&vm.state.heap, &vm.state.atoms, vm.state.realm.global, key) {
                            Some(Lookup::Value(v)) => {
                                if let Some(i) = vm.state.heap.obj(vm.state.realm.global).props.find(key) {
                                    vm.global_hint[h] = (key, i as u32);
                                }
                                wr!(dst, v)
                            }
                            _ => break 'frame Exit::Op { moved },
                        }
                    }
                }
                Op::SetNamed { obj, name, src } => {
                    let o = rd!(obj);
                    let Value::Object(id) = o else { break 'frame Exit::Op { moved } };
                    let Some(&key) = names.get(name.0 as usize) else { break 'frame Exit::Op { moved } };
                    // The value is read where it is stored (see `put`).
                    let src = src.0 as usize;
                    if src >= regs.len() {
                        break 'frame Exit::Op { moved };
                    }
                    match set_plan(&vm.state.heap, id, key) {
                        SetPlan::Own(i) => write_data(&mut vm.state.heap, id, key, Some(i), regs[src]),
                        SetPlan::Add => write_data(&mut vm.state.heap, id, key, None, regs[src]),
                        // A setter that is a plain closure: its window at the stack top.
                        SetPlan::Setter(s) => {
                            let sobj = vm.state.heap.obj(s);
                            let Class::Closure(cl) = &sobj.class else { break 'frame Exit::Op { moved } };
                            if sobj.flags & oflags::CLASS_CTOR != 0 {
                                break 'frame Exit::Op { moved };
                            }
                            let (cu, cf, cenv) = (cl.code, cl.func, cl.env);
                            let abs = vm.state.frames[fi].top as usize;
                            enter!(s, cu, cf, cenv, abs, 1u8, Ret::Discard, None, 0, {
                                vm.state.regs[abs] = Value::Object(s);
                                vm.state.regs[abs + 1] = o;
                                vm.state.regs[abs + 2] = vm.state.regs[base + src];
                            });
                        }
                        SetPlan::Slow => break 'frame Exit::Op { moved },
                    }
                }
                Op::DefineNamed { flags, obj, name, src } => {
                    // An object literal's property (CreateDataProperty) on an ordinary extensible
                    // object: a new key added, a repeated one (an own default data property)
                    // overwritten. Index keys, methods, accessors and anything else are
                    // `execute`'s.
                    if flags != codemode_bytecode::define_flags::ENUMERABLE {
                        break 'frame Exit::Op { moved };
                    }
                    let Value::Object(id) = rd!(obj) else { break 'frame Exit::Op { moved } };
                    let Some(&key) = names.get(name.0 as usize) else { break 'frame Exit::Op { moved } };
                    let src = src.0 as usize;
                    let o = vm.state.heap.obj(id);
                    if src >= regs.len()
                        || !matches!(o.class, Class::Ordinary)
                        || o.flags & oflags::EXTENSIBLE == 0
                        || vm.state.atoms.index_of(key).is_some()
                    {
                        break 'frame Exit::Op { moved };
                    }
                    let own = match o.props.find(key) {
                        None => None,
                        Some(i)
                            if matches!(
                                o.props.at(i),
                                Some(Prop { attrs: attr::DEFAULT, slot: Slot::Data(_), .. })
                            ) =>
                        {
                            Some(i)
                        }
                        Some(_) => break 'frame Exit::Op { moved },
                    };
                    write_data(&mut vm.state.heap, id, key, own, regs[src]);
                }
                // `arguments` and a rest parameter, from the list the frame kept (as `execute`'s).
                Op::CreateArguments { dst } => {
                    let args = vm.state.frames[fi].args.take();
                    let o = vm.new_arguments(args.as_deref().unwrap_or(&[]));
                    vm.state.frames[fi].args = args;
                    stored!(dst, Value::Object(o));
                }
                Op::CreateRest { dst, start } => {
                    let args = vm.state.frames[fi].args.as_deref().unwrap_or(&[]);
                    let rest: Vec<Value> = args.iter().skip(start as usize).copied().collect();
                    let o = vm.new_array(rest);
                    stored!(dst, Value::Object(o));
                }
                Op::NewObject { dst } => {
                    let p = vm.state.realm.object_prototype;
                    let o = vm.state.heap.alloc(Object::new(Some(p), Class::Ordinary));
                    wr!(dst, Value::Object(o));
                }
                Op::NewArray { dst } => {
                    // As `Vm::new_array` of no values.
                    let p = vm.state.realm.array_prototype;
                    let o = vm.state.heap.alloc(Object::new(Some(p), Class::Array { dense: Vec::new(), len: 0 }));
                    wr!(dst, Value::Object(o));
                }
                Op::ArrayPush { array, src } => {
                    // An element of an array literal; at the length cap `execute` throws.
                    let Value::Object(a) = rd!(array) else { break 'frame Exit::Op { moved } };
                    let cap = vm.options.caps.max_array_length;
                    match (&mut vm.state.heap.obj_mut(a).class, regs.get(src.0 as usize)) {
                        (Class::Array { dense, len }, Some(&v)) if *len < cap => {
                            // Stored field by field (see `put`).
                            put(dense.push_mut(Value::Undefined), v);
                            *len += 1;
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                    vm.state.heap.allocated += crate::caps::VALUE_BYTES;
                }
                Op::ArrayPushHole { array } => {
                    let Value::Object(a) = rd!(array) else { break 'frame Exit::Op { moved } };
                    let cap = vm.options.caps.max_array_length;
                    match &mut vm.state.heap.obj_mut(a).class {
                        Class::Array { dense, len } if *len < cap => {
                            dense.push(Value::Empty);
                            *len += 1;
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                    vm.state.heap.allocated += crate::caps::VALUE_BYTES;
                }
                Op::GetProp { dst, obj, key } => {
                    let (Value::Object(id), k) = (rd!(obj), rd!(key)) else {
                        break 'frame Exit::Op { moved };
                    };
                    match k {
                        // An array's element.
                        Value::Number(n) => {
                            let i = n as usize;
                            match &vm.state.heap.obj(id).class {
                                Class::Array { dense, .. } => match dense.get(i) {
                                    Some(v) if i as f64 == n && !v.is_empty() => wr!(dst, *v),
                                    _ => break 'frame Exit::Op { moved },
                                },
                                // An argument: `arguments` holds argument `i` as its property
                                // at place `i` until a program deletes or redefines it (the
                                // key at that place tells).
                                Class::Arguments
                                    if i as f64 == n
                                        && let Some(Prop { key: k, slot: Slot::Data(v), .. }) =
                                            vm.state.heap.obj(id).props.at(i)
                                        && vm.state.atoms.index_of(*k) == Some(i as u32) =>
                                {
                                    wr!(dst, copy(v))
                                }
                                // A number-kind typed array's element in range.
                                Class::TypedArray { .. } => match crate::typed::fast_get_in(&vm.state.heap, id, n) {
                                    Some(v) => wr!(dst, v),
                                    None => break 'frame Exit::Op { moved },
                                },
                                // An index property of an ordinary object or `arguments` (whose
                                // key is interned, or no such property exists: then `execute`'s).
                                Class::Ordinary | Class::Arguments if i as f64 == n && i < u32::MAX as usize => {
                                    let Some(key) = vm.state.atoms.lookup_index(i as u32) else {
                                        break 'frame Exit::Op { moved };
                                    };
                                    match lookup_plain(&vm.state.heap, &vm.state.atoms, id, key) {
                                        Some(Lookup::Value(v)) => stored!(dst, v),
                                        _ => break 'frame Exit::Op { moved },
                                    }
                                }
                                _ => break 'frame Exit::Op { moved },
                            }
                        }
                        // A string key that is not an index, read as `GetNamed` reads it.
                        Value::String(s) => {
                            let key = vm.str_atom(s);
                            if vm.state.atoms.index_of(key).is_some() {
                                break 'frame Exit::Op { moved };
                            }
                            match lookup_plain(&vm.state.heap, &vm.state.atoms, id, key) {
                                Some(Lookup::Value(v)) => stored!(dst, v),
                                _ => break 'frame Exit::Op { moved },
                            }
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                }
                Op::SetProp { obj, key, src } => {
                    let (Value::Object(id), k) = (rd!(obj), rd!(key)) else {
                        break 'frame Exit::Op { moved };
                    };
                    // The value is read where it is stored (see `put`).
                    if src.0 as usize >= regs.len() {
                        break 'frame Exit::Op { moved };
                    }
                    let src = base + src.0 as usize;
                    match k {
                        // An array's element overwritten or appended (as `execute`'s fast path).
                        Value::Number(n) => {
                            let i = n as usize;
                            if i as f64 != n {
                                break 'frame Exit::Op { moved };
                            }
                            // A number written to a number-kind typed array's element in range.
                            if matches!(vm.state.heap.obj(id).class, Class::TypedArray { .. }) {
                                let Value::Number(x) = vm.state.regs[src] else { break 'frame Exit::Op { moved } };
                                if !crate::typed::fast_set_in(&mut vm.state.heap, id, n, x) {
                                    break 'frame Exit::Op { moved };
                                }
                                advance!();
                            }
                            let plain = crate::elements::element_write_is_plain(vm, id, i);
                            let cap = vm.options.caps.max_array_length as usize;
                            let obj = vm.state.heap.obj_mut(id);
                            if !plain
                                || obj.flags & (oflags::SLOW_ARRAY | oflags::FROZEN_LENGTH) != 0
                                || obj.flags & oflags::EXTENSIBLE == 0
                            {
                                break 'frame Exit::Op { moved };
                            }
                            let Class::Array { dense, len } = &mut obj.class else { break 'frame Exit::Op { moved } };
                            if i < dense.len() {
                                put(&mut dense[i], vm.state.regs[src]);
                            } else if i == dense.len() && i < cap {
                                put(dense.push_mut(Value::Undefined), vm.state.regs[src]);
                                if i as u32 >= *len {
                                    *len = i as u32 + 1;
                                }
                                vm.state.heap.allocated += crate::caps::VALUE_BYTES;
                            } else {
                                break 'frame Exit::Op { moved };
                            }
                        }
                        // A string key that is not an index, written as `SetNamed` writes it
                        // (its setters are `execute`'s).
                        Value::String(s) => {
                            let key = vm.str_atom(s);
                            if vm.state.atoms.index_of(key).is_some() {
                                break 'frame Exit::Op { moved };
                            }
                            match set_plan(&vm.state.heap, id, key) {
                                SetPlan::Own(i) => write_data(&mut vm.state.heap, id, key, Some(i), vm.state.regs[src]),
                                SetPlan::Add => write_data(&mut vm.state.heap, id, key, None, vm.state.regs[src]),
                                SetPlan::Setter(_) | SetPlan::Slow => break 'frame Exit::Op { moved },
                            }
                        }
                        _ => break 'frame Exit::Op { moved },
                    }
                    // The register file may have moved: the window is taken again.
                    advance!();
                }

                Op::Call { dst, base: b, argc } | Op::CallUndef { dst, base: b, argc } => {
                    if let Op::CallUndef { .. } = op {
                        // `this` (index arithmetic in `usize`: no register number overflows).
                        match regs.get_mut(b.0 as usize + 1) {
                            Some(this) => *this = Value::Undefined,
                            None => break 'frame Exit::Op { moved },
                        }
                    }
                    // A plain closure (as `execute`'s fast path): its window starts at `b`.
                    let Value::Object(c) = rd!(b) else { break 'frame Exit::Op { moved } };
                    let obj = vm.state.heap.obj(c);
                    let cl = match &obj.class {
                        Class::Closure(cl) => cl,
                        // A native (as `execute`'s native path): called here with its arguments
                        // copied out of the window; a value with the frames unchanged is stored
                        // and the loop goes on, any other outcome is `execute`'s to deliver.
                        Class::Native(n) => {
                            let argc = argc as usize;
                            if argc > NATIVE_ARGS || vm.state.frames.len() >= max_depth {
                                break 'frame Exit::Op { moved };
                            }
                            let Some(&native) = vm.natives.get(n.id as usize) else { break 'frame Exit::Op { moved } };
                            // The callee, `this` and the arguments.
                            let Some(window) = regs.get(b.0 as usize..b.0 as usize + 2 + argc) else {
                                break 'frame Exit::Op { moved };
                            };
                            let this = window[1];
                            let mut args = [Value::Undefined; NATIVE_ARGS];
                            // Copied field by field (see `put`): the arguments were written just before.
                            for (a, &w) in args.iter_mut().zip(&window[2..]) {
                                put(a, w);
                            }
                            vm.state.frames[fi].pc = next as u32;
                            let result = native(
                                vm,
                                &crate::NativeCall { this, args: &args[..argc], callee: c, new_target: None },
                            );
                            left -= 1;
                            match result {
                                Ok(v) if vm.state.frames.len() == fi + 1 => {
                                    match vm.state.regs.get_mut(base + dst.0 as usize) {
                                        Some(slot) => *slot = v,
                                        None => {
                                            *fuel = left;
                                            let called =
                                                Called { result: Ok(v), dst: dst.0, callee: c, this, args, argc };
                                            return Exit::Native(Box::new(called));
                                        }
                                    }
                                    if left == 0 || crate::interp::collection_due(vm) {
                                        *fuel = left;
                                        return Exit::Fuel;
                                    }
                                    at = next;
                                    continue 'frame;
                                }
                                result => {
                                    *fuel = left;
                                    let called = Called { result, dst: dst.0, callee: c, this, args, argc };
                                    return Exit::Native(Box::new(called));
                                }
                            }
                        }
                        _ => break 'frame Exit::Op { moved },
                    };
                    if obj.flags & oflags::CLASS_CTOR != 0 {
                        break 'frame Exit::Op { moved };
                    }
                    let (cu, cf, cenv) = (cl.code, cl.func, cl.env);
                    enter!(c, cu, cf, cenv, base + b.0 as usize, argc, Ret::Reg(dst.0), None, 0, {});
                }
                Op::New { dst, base: b, argc } => {
                    // A closure that is a constructor, whose `prototype` is an own data property
                    // (as `execute`'s fast path).
                    let Value::Object(c) = rd!(b) else { break 'frame Exit::Op { moved } };
                    let obj = vm.state.heap.obj(c);
                    let Class::Closure(cl) = &obj.class else { break 'frame Exit::Op { moved } };
                    let (cu, cf, cenv) = (cl.code, cl.func, cl.env);
                    let Some(Callee { flags, .. }) = code_of(units, cu, cf) else { break 'frame Exit::Op { moved } };
                    let flags = FuncFlags(flags);
                    let Some(Prop { slot: Slot::Data(pv), .. }) = obj.props.get(atom::PROTOTYPE) else {
                        break 'frame Exit::Op { moved };
                    };
                    let pv = *pv;
                    if obj.flags & oflags::LAZY_FUNC != 0
                        || !(flags.is_constructor() || flags.has(FuncFlags::CLASS_CONSTRUCTOR))
                        || flags.0 & SLOW != 0
                        || vm.state.frames.len() >= max_depth
                    {
                        break 'frame Exit::Op { moved };
                    }
                    let this = if flags.has(FuncFlags::DERIVED) {
                        Value::Empty
                    } else {
                        let proto = match pv {
                            Value::Object(p) => p,
                            _ => vm.state.realm.object_prototype,
                        };
                        Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Ordinary)))
                    };
                    let abs = base + b.0 as usize;
                    enter!(c, cu, cf, cenv, abs, argc, Ret::Reg(dst.0), Some(c), FrameFlags::CONSTRUCT, {
                        vm.state.regs[abs + 1] = this;
                    });
                }
                Op::SuperCall { dst, base: b, argc } => {
                    // `super(...)` in a class constructor (not an arrow) whose parent is a closure
                    // that constructs: entered with its window at `b` as `construct` would make it,
                    // `this` made from the new target's own `prototype` data property (an
                    // object, else `Object.prototype`), or left empty for a derived parent.
                    let f = &vm.state.frames[fi];
                    let (func, nt) = (f.callee, f.new_target.unwrap_or(f.callee));
                    let Some(Callee { flags: own, .. }) = code_of(units, f.code, f.func) else {
                        break 'frame Exit::Op { moved };
                    };
                    let fobj = vm.state.heap.obj(func);
                    let (Class::Closure(_), Some(p), false) =
                        (&fobj.class, fobj.proto, FuncFlags(own).has(FuncFlags::ARROW))
                    else {
                        break 'frame Exit::Op { moved };
                    };
                    let pobj = vm.state.heap.obj(p);
                    let Class::Closure(cl) = &pobj.class else { break 'frame Exit::Op { moved } };
                    let (cu, cf, cenv) = (cl.code, cl.func, cl.env);
                    let Some(Callee { flags, .. }) = code_of(units, cu, cf) else { break 'frame Exit::Op { moved } };
                    let flags = FuncFlags(flags);
                    if !(flags.is_constructor() || flags.has(FuncFlags::CLASS_CONSTRUCTOR))
                        || flags.0 & SLOW != 0
                        || vm.state.frames.len() >= max_depth
                    {
                        break 'frame Exit::Op { moved };
                    }
                    let this = if flags.has(FuncFlags::DERIVED) {
                        Value::Empty
                    } else {
                        let ntobj = vm.state.heap.obj(nt);
                        if !matches!(ntobj.class, Class::Closure(_)) || ntobj.flags & oflags::LAZY_FUNC != 0 {
                            break 'frame Exit::Op { moved };
                        }
                        let proto = match ntobj.props.get(atom::PROTOTYPE) {
                            Some(Prop { slot: Slot::Data(Value::Object(pp)), .. }) => *pp,
                            Some(Prop { slot: Slot::Data(_), .. }) => vm.state.realm.object_prototype,
                            _ => break 'frame Exit::Op { moved },
                        };
                        Value::Object(vm.state.heap.alloc(Object::new(Some(proto), Class::Ordinary)))
                    };
                    let abs = base + b.0 as usize;
                    enter!(p, cu, cf, cenv, abs, argc, Ret::Reg(dst.0), Some(nt), FrameFlags::CONSTRUCT, {
                        vm.state.regs[abs] = Value::Object(p);
                        vm.state.regs[abs + 1] = this;
                    });
                }
                // A sync generator's `yield` to a `for`-`of` waiting for its step: the frame
                // is suspended (as `execute`'s `Yield`) and the loop goes on in the caller's.
                Op::Yield { dst, src, mode } => {
                    let v = rd!(src);
                    vm.state.frames[fi].pc = next as u32;
                    if !crate::exec::generator::yield_for_of(vm, v, dst.0, mode.0) {
                        break 'frame Exit::Op { moved };
                    }
                    switch_to_top!();
                }
                Op::Return { src } => {
                    // Back into a caller waiting in a register or for nothing, and a
                    // constructor's object result or `this` (as `execute`'s fast path).
                    if fi == 0 || vm.state.handlers.last().is_some_and(|h| h.frame as usize >= fi) {
                        break 'frame Exit::Op { moved };
                    }
                    let f = &vm.state.frames[fi];
                    // The register returned (`this` for a constructor's `undefined`), read only
                    // where it is stored (see `put`).
                    let from = match (f.flags, regs.get(src.0 as usize)) {
                        (_, None) => break 'frame Exit::Op { moved },
                        (0, _) | (FrameFlags::CONSTRUCT, Some(Value::Object(_))) => src.0 as usize,
                        (FrameFlags::CONSTRUCT, Some(Value::Undefined))
                            if matches!(regs.get(1), Some(Value::Object(_))) =>
                        {
                            1
                        }
                        _ => break 'frame Exit::Op { moved },
                    };
                    let dst = match f.ret {
                        Ret::Reg(r) => Some(r as usize),
                        Ret::Discard => None,
                        // A native's callback called again in place (the loop's next step).
                        Ret::Cont(_) => {
                            let v = regs[from];
                            if !crate::exec::call::reenter(&mut vm.state, units, &vm.options, fi, v) {
                                break 'frame Exit::Op { moved };
                            }
                            (at, env) = (0, vm.state.frames[fi].env);
                            moved = true;
                            left -= 1;
                            if left == 0 {
                                break 'frame Exit::Fuel;
                            }
                            continue 'frame;
                        }
                    };
                    let kept = f.args.is_some();
                    let caller = &vm.state.frames[fi - 1];
                    let Some(Callee { ops: cops, names: cnames, .. }) = code_of(units, caller.code, caller.func) else {
                        break 'frame Exit::Op { moved };
                    };
                    let (cat, cbase, cenv) = (caller.pc as usize, caller.base as usize, caller.env);
                    if dst.is_some_and(|r| cbase + r >= vm.state.regs.len()) {
                        break 'frame Exit::Op { moved };
                    }
                    // Nothing in the frame owns memory but kept arguments (no continuation):
                    // forgetting it spares a copy out of the vector and a call to its drop glue.
                    if kept {
                        vm.state.frames.pop();
                    } else if let Some(gone) = vm.state.frames.pop() {
                        std::mem::forget(gone);
                    }
                    fi -= 1;
                    if let Some(r) = dst {
                        let v = vm.state.regs[base + from];
                        put(&mut vm.state.regs[cbase + r], v);
                    }
                    (ops, names, at, base, env) = (cops, cnames, cat, cbase, cenv);
                    moved = true;
                    left -= 1;
                    if left == 0 {
                        break 'frame Exit::Fuel;
                    }
                    continue 'frame;
                }
                _ => break 'frame Exit::Op { moved },
            }
            at = next;
            left -= 1;
            if left == 0 {
                break 'frame Exit::Fuel;
            }
        }
    };
    vm.state.frames[fi].pc = at as u32;
    *fuel = left;
    exit
}

/// Function flags that need `execute`'s generic call path (both tiers' fast calls, and the
/// comparator `sort` may stand for, ask it).
pub(crate) const SLOW: u16 = FuncFlags::GENERATOR | FuncFlags::ASYNC | FuncFlags::USES_ARGUMENTS;

/// Whether [`run`] may take `op` (in some of its cases): `execute` enters it only before one.
#[inline(always)]
pub(crate) fn takes(op: &Op) -> bool {
    matches!(
        op,
        Op::Nop {}
            | Op::Mov { .. }
            | Op::ArrayUnpack { .. }
            | Op::LoadUndef { .. }
            | Op::LoadNull { .. }
            | Op::LoadBool { .. }
            | Op::LoadInt { .. }
            | Op::LoadEmpty { .. }
            | Op::DefineNamed { .. }
            | Op::SuperCall { .. }
            | Op::Add { .. }
            | Op::ToString { .. }
            | Op::LoadConst { .. }
            | Op::Sub { .. }
            | Op::Mul { .. }
            | Op::Div { .. }
            | Op::Mod { .. }
            | Op::Pow { .. }
            | Op::BitAnd { .. }
            | Op::BitOr { .. }
            | Op::BitXor { .. }
            | Op::Shl { .. }
            | Op::Shr { .. }
            | Op::UShr { .. }
            | Op::Eq { .. }
            | Op::NotEq { .. }
            | Op::StrictEq { .. }
            | Op::StrictNotEq { .. }
            | Op::Lt { .. }
            | Op::Le { .. }
            | Op::Gt { .. }
            | Op::Ge { .. }
            | Op::LtImm { .. }
            | Op::LeImm { .. }
            | Op::GtImm { .. }
            | Op::GeImm { .. }
            | Op::AddImm { .. }
            | Op::SubImm { .. }
            | Op::Neg { .. }
            | Op::BitNot { .. }
            | Op::Inc { .. }
            | Op::Dec { .. }
            | Op::ToNumber { .. }
            | Op::ToNumeric { .. }
            | Op::Not { .. }
            | Op::ToBool { .. }
            | Op::Jump { .. }
            | Op::JumpIfTrue { .. }
            | Op::JumpIfFalse { .. }
            | Op::JumpIfNullish { .. }
            | Op::JumpIfNotNullish { .. }
            | Op::JumpIfUndefined { .. }
            | Op::JumpIfNotUndefined { .. }
            | Op::JumpIfDone { .. }
            | Op::CheckInit { .. }
            | Op::CheckThis { .. }
            | Op::GetEnv { .. }
            | Op::SetEnv { .. }
            | Op::GetNamed { .. }
            | Op::SetNamed { .. }
            | Op::GetProp { .. }
            | Op::SetProp { .. }
            | Op::CreateArguments { .. }
            | Op::CreateRest { .. }
            | Op::NewObject { .. }
            | Op::NewArray { .. }
            | Op::ArrayPush { .. }
            | Op::ArrayPushHole { .. }
            | Op::Call { .. }
            | Op::CallUndef { .. }
            | Op::Return { .. }
            | Op::New { .. }
            | Op::GetGlobal { .. }
            | Op::PushHandler { .. }
            | Op::PopHandler {}
            | Op::IterNext { .. }
            | Op::Yield { .. }
            | Op::GetIterator { .. }
            | Op::IterClose { .. }
    )
}

/// `===` where it needs no heap: numbers, objects, booleans, `undefined`, `null`, and values of
/// different types. `None` for strings and BigInts of the same type (their contents decide).
#[inline(always)]
fn strict_eq(a: Value, b: Value) -> Option<bool> {
    Some(match (a, b) {
        (Value::Number(x), Value::Number(y)) => x == y,
        (Value::Object(x), Value::Object(y)) => x == y,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
        (Value::String(_), Value::String(_))
        | (Value::BigInt(_), Value::BigInt(_))
        | (Value::Symbol(_), Value::Symbol(_))
        | (Value::Empty, _)
        | (_, Value::Empty) => return None,
        _ => false,
    })
}

/// The environment `depth` parents up from `env` (as `Vm::env_at`).
#[inline(always)]
fn env_at(heap: &Heap, env: Option<ObjId>, depth: u8) -> Option<ObjId> {
    let mut e = env?;
    for _ in 0..depth {
        e = match &heap.obj(e).class {
            Class::Env(env) => env.parent?,
            _ => return None,
        };
    }
    Some(e)
}

/// `E(depth)[slot]`, or `None` where `Vm::env_get` would give its default.
#[inline(always)]
fn env_slot(heap: &Heap, env: Option<ObjId>, depth: u8, slot: u16) -> Option<&Value> {
    match &heap.obj(env_at(heap, env, depth)?).class {
        Class::Env(e) => e.slots.get(slot as usize),
        _ => None,
    }
}

/// What `OrdinarySet` of `key` on `o` (the receiver itself) does, when `o` is an ordinary object
/// and its prototype chain is plain (as in [`lookup_plain`]).
enum SetPlan {
    /// Overwrite own writable data property number `i`.
    Own(usize),
    /// Append a new data property (`o` is extensible, nothing on the chain intercepts).
    Add,
    /// Call this setter found on the chain.
    Setter(ObjId),
    /// Anything else (read-only, getter-only, exotic objects): the general path.
    Slow,
}

/// Carries out a data write [`set_plan`] planned: into own property number `i` (`Some`, from
/// [`SetPlan::Own`]) or as a new property `key` (`None`, [`SetPlan::Add`]). Serves the named and
/// the computed writes alike.
#[inline(always)]
fn write_data(heap: &mut Heap, id: ObjId, key: Atom, own: Option<usize>, v: Value) {
    let props = &mut heap.obj_mut(id).props;
    // A new property is pushed with its value: `len() - 1` is not its place in a map that
    // holds removed properties' places (it wrote the value into another property).
    let Some(i) = own else {
        props.push(Prop { key, attrs: attr::DEFAULT, slot: Slot::Data(v) });
        return;
    };
    // Stored field by field (see `put`): the value was mostly written just before.
    if let Some(p) = props.at_mut(i) {
        match &mut p.slot {
            Slot::Data(d) => put(d, v),
            slot => *slot = Slot::Data(v),
        }
    }
}

/// See [`SetPlan`]. The same decisions as `Vm::set_prop`'s fast paths.
#[inline(always)]
fn set_plan(heap: &Heap, o: ObjId, key: Atom) -> SetPlan {
    let obj = heap.obj(o);
    if !matches!(obj.class, Class::Ordinary) {
        return SetPlan::Slow;
    }
    if let Some(i) = obj.props.find(key) {
        return match obj.props.at(i) {
            Some(Prop { slot: Slot::Data(_), attrs, .. }) if attrs & attr::WRITABLE != 0 => SetPlan::Own(i),
            _ => SetPlan::Slow,
        };
    }
    if obj.flags & oflags::EXTENSIBLE == 0 {
        return SetPlan::Slow;
    }
    let mut cur = obj.proto;
    for _ in 0..32 {
        let Some(p) = cur else { return SetPlan::Add };
        let po = heap.obj(p);
        if !matches!(po.class, Class::Ordinary | Class::Closure(_) | Class::Native(_) | Class::Error)
            || po.flags & oflags::LAZY_FUNC != 0
        {
            return SetPlan::Slow;
        }
        match po.props.get_on_chain(key) {
            None => cur = po.proto,
            Some(Prop { slot: Slot::Data(_), attrs, .. }) if attrs & attr::WRITABLE != 0 => return SetPlan::Add,
            Some(Prop { slot: Slot::Accessor { set: Some(s), .. }, .. }) => return SetPlan::Setter(*s),
            Some(_) => return SetPlan::Slow,
        }
    }
    SetPlan::Slow
}

/// `Vm::lookup` while every object on the walk is plain (ordinary objects, errors and functions
/// whose properties are all materialized, objects of the other classes whose properties are
/// ordinary — `Map`, `Date`, iterators, … —, and arrays for a key that is not an index): `None`
/// as soon as one is not (see [`array_key`]), for `Vm::lookup`. An array's `length` is its
/// length; its other properties but its elements are ordinary ones.
#[inline(always)]
pub(crate) fn lookup_plain(heap: &Heap, atoms: &Atoms, o: ObjId, key: Atom) -> Option<Lookup> {
    let mut cur = o;
    // Deeper chains are left to `lookup`.
    for _ in 0..32 {
        let obj = heap.obj(cur);
        if !matches!(
            obj.class,
            Class::Ordinary | Class::Closure(_) | Class::Native(_) | Class::Error | Class::Arguments
        ) || obj.flags & oflags::LAZY_FUNC != 0
        {
            match array_key(atoms, obj, key) {
                ArrayKey::Length(n) => return Some(Lookup::Value(Value::Number(n))),
                ArrayKey::Property => {}
                ArrayKey::Other => return None,
            }
        }
        if let Some(p) = obj.props.get_on_chain(key) {
            return Some(match p.slot {
                Slot::Data(v) => Lookup::Value(v),
                Slot::Accessor { get: Some(g), .. } => Lookup::Getter(g),
                Slot::Accessor { get: None, .. } => Lookup::Value(Value::Undefined),
            });
        }
        match obj.proto {
            Some(p) => cur = p,
            None => return Some(Lookup::Missing),
        }
    }
    None
}

/// A named read of a string primitive: its `length`, or a data property `String.prototype` (or
/// a plain object on its chain) holds. `None` for an index, a getter, or anything else.
fn string_named(heap: &Heap, atoms: &Atoms, proto: ObjId, s: StrRef, key: Atom) -> Option<Value> {
    if key == atom::LENGTH {
        let len = match s.as_atom() {
            Some(a) => atoms.text(a).len(),
            None => heap.strings.get(s.as_heap()?)?.len(),
        };
        return Some(Value::Number(len as f64));
    }
    if atoms.index_of(key).is_some() {
        return None;
    }
    // `String.prototype` is a String object whose own text is empty: a key that is neither an
    // index nor `length` is an ordinary property there.
    let p = heap.obj(proto);
    if p.flags & oflags::LAZY_FUNC != 0 {
        return None;
    }
    match p.props.get(key) {
        Some(prop) => match prop.slot {
            Slot::Data(v) => Some(v),
            Slot::Accessor { .. } => None,
        },
        None => match lookup_plain(heap, atoms, p.proto?, key)? {
            Lookup::Value(v) => Some(v),
            _ => None,
        },
    }
}

/// What a named read finds on an object that is not plain for [`lookup_plain`].
enum ArrayKey {
    /// An array's `length`.
    Length(f64),
    /// A key of an array that is not an index: among its ordinary properties.
    Property,
    /// Anything else: `Vm::lookup`'s.
    Other,
}

/// [`lookup_plain`]'s case of an array (out of its loop, which stays small for ordinary objects).
#[inline(never)]
fn array_key(atoms: &Atoms, obj: &Object, key: Atom) -> ArrayKey {
    match &obj.class {
        Class::Array { len, .. } if key == atom::LENGTH => ArrayKey::Length(f64::from(*len)),
        Class::Array { .. } if obj.flags & oflags::LAZY_FUNC == 0 && atoms.index_of(key).is_none() => {
            ArrayKey::Property
        }
        // Exotic own properties (`Vm::get_own`): a string object's indices and length, a typed
        // array's numeric keys, a tool reference's members, a proxy's traps; a lazy function's
        // `length`/`name`/`prototype` are not made yet.
        Class::Array { .. }
        | Class::Primitive(Value::String(_))
        | Class::TypedArray { .. }
        | Class::ToolRef(_)
        | Class::Proxy(_) => ArrayKey::Other,
        _ if obj.flags & oflags::LAZY_FUNC != 0 => ArrayKey::Other,
        // Every other class keeps its properties as an ordinary object does (a `Map`'s, a
        // `Date`'s, an iterator's, a bound function's, …).
        _ => ArrayKey::Property,
    }
}
