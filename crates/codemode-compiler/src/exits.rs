//! Control-flow exits: `break`, `continue` and `return` crossing (and undoing) the control stack,
//! routed through enclosing `finally` blocks; iterator closing on the way out.

use codemode_bytecode::{EmitJump, Op, Reg};

use crate::codegen::{CResult, Cg, Control, Exit, FnKind, Loc, Resolved};

impl Cg<'_, '_> {
    /// Emits a jump out to `exit`, crossing (and undoing) every control entry above it.
    pub(crate) fn exit(&mut self, exit: Exit) -> CResult<()> {
        let stop = match exit {
            Exit::Break(i) | Exit::Continue(i) => i + 1,
            Exit::Return(_) => 0,
        };
        let mut i = self.f.control.len();
        while i > stop {
            i -= 1;
            match &self.f.control[i] {
                Control::Env => self.emit(Op::PopEnv {}),
                Control::Handler => self.emit(Op::PopHandler {}),
                Control::Breakable { iter: Some((it, is_async)), .. } => {
                    let (it, is_async) = (*it, *is_async);
                    self.iter_close(it, is_async);
                }
                Control::Breakable { .. } => {}
                Control::Destructure { iter, done } => {
                    let (it, done) = (*iter, *done);
                    let skip = self.f.b.label();
                    self.f.b.jump_if_true(done, skip);
                    self.emit(Op::LoadBool { dst: done, value: true });
                    self.emit(Op::IterClose { iter: it });
                    self.f.b.bind(skip);
                }
                Control::Finally(fi) => {
                    let fi = *fi;
                    let info = &mut self.f.finallies[fi];
                    let code = match exit {
                        Exit::Return(_) => {
                            info.has_return = true;
                            2
                        }
                        _ => {
                            let c = 3 + info.exits.len() as i32;
                            info.exits.push((c, exit));
                            c
                        }
                    };
                    let (kind, value, entry) = (info.kind, info.value, info.entry);
                    if let Exit::Return(v) = exit
                        && v != value
                    {
                        self.emit(Op::Mov { dst: value, src: v });
                    }
                    self.emit(Op::LoadInt { dst: kind, value: code });
                    self.f.b.jump(entry);
                    return Ok(());
                }
            }
        }
        match exit {
            Exit::Break(i) => {
                if let Control::Breakable { brk, iter, .. } = &self.f.control[i] {
                    let (brk, iter) = (*brk, *iter);
                    if let Some((it, is_async)) = iter {
                        self.iter_close(it, is_async);
                    }
                    self.f.b.jump(brk);
                }
            }
            Exit::Continue(i) => {
                if let Control::Breakable { cont: Some(c), .. } = &self.f.control[i] {
                    let c = *c;
                    self.f.b.jump(c);
                }
            }
            Exit::Return(v) => self.emit_return(v),
        }
        Ok(())
    }

    /// Closes iterator `it` (leaving a `for…of` early).
    pub(crate) fn iter_close(&mut self, it: Reg, is_async: bool) {
        if !is_async {
            self.emit(Op::IterClose { iter: it });
            return;
        }
        // AsyncIteratorClose: call `return` when present and await its result.
        let m = self.mark();
        let base = self.f.b.alloc_n(2);
        let skip = self.f.b.label();
        let n = self.f.b.name("return");
        self.emit(Op::GetNamed { dst: base, obj: it, name: n });
        self.f.b.jump_if_nullish(base, skip);
        self.emit(Op::Mov { dst: base.offset(1), src: it });
        self.emit(Op::Call { dst: base, base, argc: 0 });
        self.emit(Op::Await { dst: base, src: base });
        self.emit(Op::RequireObject { src: base });
        self.f.b.bind(skip);
        self.release(m);
    }

    /// Returns `v` from the current function (the final step, after every finally block).
    pub(crate) fn emit_return(&mut self, v: Reg) {
        if let FnKind::Ctor { derived: true } = self.f.kind {
            let this_label = self.f.b.label();
            self.f.b.jump_if_undefined(v, this_label);
            self.emit(Op::Return { src: v });
            self.f.b.bind(this_label);
            self.return_this();
        } else {
            self.f.b.emit_return(v);
        }
    }

    /// Returns the `this` binding of a derived constructor (checked).
    pub(crate) fn return_this(&mut self) {
        let m = self.mark();
        let r = match self.resolve("this") {
            Resolved::Local { loc: Loc::Env(slot), depth, .. } => {
                let t = self.temp();
                self.emit(Op::GetEnv { dst: t, depth, slot });
                t
            }
            _ => Reg::THIS,
        };
        self.emit(Op::CheckThis { src: r });
        self.emit(Op::Return { src: r });
        self.release(m);
    }

    /// Performs `return <value in v>` from the current position (through finally blocks).
    pub(crate) fn return_from(&mut self, v: Reg) -> CResult<()> {
        self.exit(Exit::Return(v))
    }
}
