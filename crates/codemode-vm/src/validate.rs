//! Validation of a restored state: a snapshot is untrusted input, so before a restored VM runs,
//! every object, string, BigInt and atom reference must point at a live entry, every frame at
//! existing code with its `pc` and registers in range, every handler at its frame, every native
//! id into the table, and every rope must be well formed (which also rules out rope cycles).
//! After this check the VM's `expect`s on heap indices cannot fire.

use codemode_bytecode::FuncFlags;

use crate::Vm;
use crate::builtins::typed_array::Kind;
use crate::frame::{Cont, Frame, Ret};
use crate::gc::{Sink, trace_frame, trace_object, trace_roots};
use crate::heap::{Class, HeapStr};
use crate::value::{Atom, BigRef, ObjId, StrRef};

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
}

fn check_code_ref(vm: &Vm, code: u32, func: u32) -> Result<&codemode_bytecode::FunctionProto, String> {
    let unit = vm.codes.get(code as usize).ok_or_else(|| format!("no code unit {code}"))?;
    unit.code.functions.get(func as usize).ok_or_else(|| format!("no function {func} in unit {code}"))
}

fn check_frame_code(vm: &Vm, f: &Frame) -> Result<usize, String> {
    let proto = check_code_ref(vm, f.code, f.func)?;
    if f.pc as usize > proto.ops.len() {
        return Err(format!("pc {} out of range", f.pc));
    }
    Ok((proto.n_regs as usize).max(2 + proto.n_params as usize))
}

/// A view's bytes lie inside an ArrayBuffer (buffers never shrink, so this holds in every run).
fn check_view(st: &crate::State, buffer: ObjId, offset: u32, bytes: u64) -> Result<(), String> {
    match st.heap.objects.get(buffer.0).map(|o| &o.class) {
        Some(Class::ArrayBuffer(b)) if u64::from(offset) + bytes <= b.len() as u64 => Ok(()),
        _ => Err("view out of its buffer's bounds".into()),
    }
}

/// Checks a restored VM.
///
/// # Errors
/// A description of the first inconsistency.
pub(crate) fn check(vm: &Vm) -> Result<(), String> {
    let st = &vm.state;
    // Frames, windows and handlers.
    for (i, f) in st.frames.iter().enumerate() {
        let n_regs = check_frame_code(vm, f)?;
        let (base, top) = (f.base as usize, f.top as usize);
        // A callee's window may overlap its caller's (arguments are passed in place).
        if top < base || top - base != n_regs || top > st.regs.len() {
            return Err(format!("frame {i} has a bad register window"));
        }
        // A sort's state is only ever a frame's own continuation (its comparator's call).
        if let Ret::Cont(c) = &f.ret
            && let Cont::Sort(s) = &**c
            && !crate::builtins::array::sort_state_ok(s)
        {
            return Err(format!("frame {i} continues a malformed sort"));
        }
    }
    for h in &st.handlers {
        let f = st.frames.get(h.frame as usize).ok_or("handler of a missing frame")?;
        let proto = check_code_ref(vm, f.code, f.func)?;
        if h.pc as usize >= proto.ops.len() {
            return Err("handler pc out of range".into());
        }
    }
    let mut c = Checker { vm, error: None };
    trace_roots(st, &mut c);
    let io = st.heap.intrinsic_objects as usize;
    for (i, o) in st.heap.objects.iter() {
        // Untouched intrinsics are the template's own, not the snapshot's.
        if (i as usize) < io && !st.heap.dirty.get(i as usize).copied().unwrap_or(true) {
            continue;
        }
        trace_object(o, &mut c);
        if let Some(e) = c.error.take() {
            return Err(e);
        }
        match &o.class {
            Class::Closure(cl) => {
                check_code_ref(vm, cl.code, cl.func)?;
            }
            Class::Native(n) if n.id as usize >= vm.natives.len() => {
                return Err(format!("native {} out of range", n.id));
            }
            Class::Env(_) | Class::Ordinary => {}
            Class::TypedArray { buffer, offset, length, kind } => {
                let Some(k) = Kind::ALL.get(*kind as usize) else {
                    return Err(format!("typed array of unknown kind {kind}"));
                };
                check_view(st, *buffer, *offset, u64::from(*length) * k.size() as u64)?;
            }
            Class::DataView { buffer, offset, length } => check_view(st, *buffer, *offset, u64::from(*length))?,
            Class::Generator(g) => {
                if let Some(sf) = &g.frame {
                    let n = check_frame_code(vm, &sf.frame)?;
                    if sf.regs.len() != n {
                        return Err("suspended frame with a bad register window".into());
                    }
                    let mut c2 = Checker { vm, error: None };
                    trace_frame(&sf.frame, &mut c2);
                    if let Some(e) = c2.error {
                        return Err(e);
                    }
                }
            }
            Class::Suspended(Some(sf)) => {
                let n = check_frame_code(vm, &sf.frame)?;
                if sf.regs.len() != n {
                    return Err("suspended frame with a bad register window".into());
                }
                let proto = check_code_ref(vm, sf.frame.code, sf.frame.func)?;
                if !proto.flags.has(FuncFlags::ASYNC) {
                    return Err("awaiting frame of a function that is not async".into());
                }
            }
            _ => {}
        }
    }
    if let Some(e) = c.error {
        return Err(e);
    }
    // Ropes: parts exist, are non-empty and add up (no cycles possible then).
    for (i, s) in st.heap.strings.iter() {
        if let HeapStr::Rope { left, right, len } = s {
            for part in [left, right] {
                if let Some(h) = part.as_heap()
                    && st.heap.strings.get(h).is_none()
                {
                    return Err(format!("rope {i} has a dangling part"));
                }
                if let Some(a) = part.as_atom()
                    && !st.atoms.contains(a)
                {
                    return Err(format!("rope {i} has a dangling atom"));
                }
            }
            let (l, r) = (vm.str_len(*left), vm.str_len(*right));
            if l == 0 || r == 0 || l + r != *len as usize {
                return Err(format!("rope {i} is malformed"));
            }
        }
    }
    Ok(())
}
