//! Destructuring: binding and assignment patterns (object and array, nested, defaults, rest,
//! computed keys, holes) for declarations, parameters, `catch`, `for…in/of` heads and
//! assignment expressions.
//!
//! Array patterns use the iterator protocol and close the iterator when the pattern finishes
//! before it is done; object patterns require a coercible value and collect the picked keys for
//! a rest element. This module does not decide where bindings live.

use swc_common::Spanned;
use swc_ecma_ast::*;

use codemode_bytecode::{Op, Reg};

use crate::function::{CResult, Cg};

/// How a pattern's names are written.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum BindMode {
    /// Declarations: initializes the binding (no TDZ check, `const` allowed).
    Init,
    /// Assignment targets: ordinary stores.
    Assign,
}

impl Cg<'_, '_> {
    /// Binds `pat` to the value in `value`.
    pub(crate) fn bind_pattern(&mut self, pat: &Pat, value: Reg, mode: BindMode) -> CResult<()> {
        self.enter(pat.span())?;
        let r = self.grow(|cg| cg.bind_inner(pat, value, mode));
        self.leave();
        r
    }

    fn bind_inner(&mut self, pat: &Pat, value: Reg, mode: BindMode) -> CResult<()> {
        match pat {
            Pat::Ident(b) => self.store_name(&b.id.sym, b.id.span, value, mode == BindMode::Init),
            Pat::Array(a) => self.bind_array(a, value, mode),
            Pat::Object(o) => self.bind_object(o, value, mode),
            Pat::Assign(ap) => {
                let m = self.mark();
                let t = self.temp();
                self.emit(Op::Mov { dst: t, src: value });
                let skip = self.f.b.label();
                self.f.b.jump_if_not_undefined(t, skip);
                let name = match &*ap.left {
                    Pat::Ident(b) => Some(b.id.sym.to_string()),
                    _ => None,
                };
                self.expr_named(&ap.right, t, name.as_deref())?;
                self.f.b.bind(skip);
                self.bind_pattern(&ap.left, t, mode)?;
                self.release(m);
                Ok(())
            }
            Pat::Rest(r) => Err(self.syntax(r.span, "Rest element must be last element")),
            Pat::Expr(e) => {
                if mode == BindMode::Assign {
                    self.store_target(e, value)
                } else {
                    Err(self.syntax(e.span(), "Invalid destructuring target"))
                }
            }
            Pat::Invalid(i) => Err(self.syntax(i.span, "Invalid pattern")),
        }
    }

    /// `[a, , b = 1, ...rest] = value`
    pub(crate) fn bind_array(&mut self, a: &ArrayPat, value: Reg, mode: BindMode) -> CResult<()> {
        let m = self.mark();
        let it = self.f.b.alloc_n(2);
        self.at(a.span);
        self.emit(Op::GetIterator {
            dst: it,
            src: value,
        });
        let done = self.temp();
        self.emit(Op::LoadBool {
            dst: done,
            value: false,
        });
        let mut ends_with_rest = false;
        for el in &a.elems {
            let mm = self.mark();
            match el {
                None => {
                    let next = self.f.b.label();
                    let mark_done = self.f.b.label();
                    let v = self.temp();
                    self.f.b.jump_if_true(done, next);
                    self.emit(Op::IterNext { dst: v, iter: it });
                    self.f.b.jump_if_done(v, mark_done);
                    self.f.b.jump(next);
                    self.f.b.bind(mark_done);
                    self.emit(Op::LoadBool {
                        dst: done,
                        value: true,
                    });
                    self.f.b.bind(next);
                    ends_with_rest = false;
                }
                Some(Pat::Rest(r)) => {
                    let arr = self.temp();
                    let v = self.temp();
                    let lp = self.f.b.label();
                    let mark_done = self.f.b.label();
                    let end = self.f.b.label();
                    self.emit(Op::NewArray { dst: arr });
                    self.f.b.jump_if_true(done, end);
                    self.f.b.bind(lp);
                    self.emit(Op::IterNext { dst: v, iter: it });
                    self.f.b.jump_if_done(v, mark_done);
                    self.emit(Op::ArrayPush { array: arr, src: v });
                    self.f.b.jump(lp);
                    self.f.b.bind(mark_done);
                    self.emit(Op::LoadBool {
                        dst: done,
                        value: true,
                    });
                    self.f.b.bind(end);
                    self.bind_pattern(&r.arg, arr, mode)?;
                    ends_with_rest = true;
                }
                Some(p) => {
                    let v = self.temp();
                    let undef = self.f.b.label();
                    let mark_done = self.f.b.label();
                    let have = self.f.b.label();
                    self.f.b.jump_if_true(done, undef);
                    self.emit(Op::IterNext { dst: v, iter: it });
                    self.f.b.jump_if_done(v, mark_done);
                    self.f.b.jump(have);
                    self.f.b.bind(mark_done);
                    self.emit(Op::LoadBool {
                        dst: done,
                        value: true,
                    });
                    self.f.b.bind(undef);
                    self.emit(Op::LoadUndef { dst: v });
                    self.f.b.bind(have);
                    self.bind_pattern(p, v, mode)?;
                    ends_with_rest = false;
                }
            }
            self.release(mm);
        }
        if !ends_with_rest {
            let skip = self.f.b.label();
            self.f.b.jump_if_true(done, skip);
            self.emit(Op::IterClose { iter: it });
            self.f.b.bind(skip);
        }
        self.release(m);
        Ok(())
    }

    /// `{ a, b: c, [k]: d = 1, ...rest } = value`
    pub(crate) fn bind_object(&mut self, o: &ObjectPat, value: Reg, mode: BindMode) -> CResult<()> {
        let m = self.mark();
        self.at(o.span);
        self.emit(Op::RequireCoercible { src: value });
        let has_rest = o.props.iter().any(|p| matches!(p, ObjectPatProp::Rest(_)));
        let excluded = if has_rest {
            let ex = self.temp();
            self.emit(Op::NewArray { dst: ex });
            Some(ex)
        } else {
            None
        };
        for p in &o.props {
            match p {
                ObjectPatProp::KeyValue(kv) => {
                    let mm = self.mark();
                    let v = self.temp();
                    match self.prop_key_static(&kv.key) {
                        Some(name) => {
                            if let Some(ex) = excluded {
                                let s = self.temp();
                                let k = self.f.b.string(name.clone());
                                self.emit(Op::LoadConst { dst: s, idx: k });
                                self.emit(Op::ArrayPush { array: ex, src: s });
                            }
                            let n = self.f.b.name16(name);
                            self.at(kv.key.span());
                            self.emit(Op::GetNamed {
                                dst: v,
                                obj: value,
                                name: n,
                            });
                        }
                        None => {
                            let k = self.temp();
                            self.prop_key_computed(&kv.key, k)?;
                            if let Some(ex) = excluded {
                                self.emit(Op::ArrayPush { array: ex, src: k });
                            }
                            self.at(kv.key.span());
                            self.emit(Op::GetProp {
                                dst: v,
                                obj: value,
                                key: k,
                            });
                        }
                    }
                    self.bind_pattern(&kv.value, v, mode)?;
                    self.release(mm);
                }
                ObjectPatProp::Assign(ap) => {
                    let mm = self.mark();
                    let v = self.temp();
                    let name: Vec<u16> = ap.key.id.sym.encode_utf16().collect();
                    if let Some(ex) = excluded {
                        let s = self.temp();
                        let k = self.f.b.string(name.clone());
                        self.emit(Op::LoadConst { dst: s, idx: k });
                        self.emit(Op::ArrayPush { array: ex, src: s });
                    }
                    let n = self.f.b.name16(name);
                    self.at(ap.span);
                    self.emit(Op::GetNamed {
                        dst: v,
                        obj: value,
                        name: n,
                    });
                    if let Some(def) = &ap.value {
                        let skip = self.f.b.label();
                        self.f.b.jump_if_not_undefined(v, skip);
                        self.expr_named(def, v, Some(&ap.key.id.sym))?;
                        self.f.b.bind(skip);
                    }
                    self.store_name(&ap.key.id.sym, ap.key.id.span, v, mode == BindMode::Init)?;
                    self.release(mm);
                }
                ObjectPatProp::Rest(r) => {
                    let mm = self.mark();
                    let rest = self.temp();
                    let ex = match excluded {
                        Some(ex) => ex,
                        None => {
                            let ex = self.temp();
                            self.emit(Op::NewArray { dst: ex });
                            ex
                        }
                    };
                    self.at(r.span);
                    self.emit(Op::ObjectRest {
                        dst: rest,
                        src: value,
                        excluded: ex,
                    });
                    self.bind_pattern(&r.arg, rest, mode)?;
                    self.release(mm);
                }
            }
        }
        self.release(m);
        Ok(())
    }
}
