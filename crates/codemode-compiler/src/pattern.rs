//! Destructuring: binding and assignment patterns (object and array, nested, defaults, rest,
//! computed keys, holes) for declarations, parameters, `catch`, `for…in/of` heads and
//! assignment expressions.
//!
//! Array patterns use the iterator protocol and close the iterator when the pattern finishes
//! before it is done; object patterns require a coercible value and collect the picked keys for
//! a rest element. This module does not decide where bindings live.

use swc_common::Spanned;
use swc_ecma_ast::*;

use codemode_bytecode::{EmitJump, Op, Reg};

use crate::codegen::{CResult, Cg, Control};
use crate::expression::Prepared;

/// The most elements of an array pattern tried with `ArrayUnpack` first.
const UNPACK_MAX: usize = 8;

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
    ///
    /// `done` tracks whether the iterator may still be closed. When binding an element can throw
    /// (defaults, nested patterns, assignment targets), the elements run under a handler that
    /// closes the iterator before rethrowing — unless `next` itself threw, so `done` is set
    /// around every `IterNext`.
    pub(crate) fn bind_array(&mut self, a: &ArrayPat, value: Reg, mode: BindMode) -> CResult<()> {
        let m = self.mark();
        // A pattern of plain local names first tries `ArrayUnpack`: when iterating the value is
        // reading its elements unobservably, the names take them and the protocol below is
        // skipped. (Only names whose initialization runs no code: nothing observable can happen
        // between two steps, so reading them all at once is what stepping one by one does.)
        let unpacked = self.f.b.label();
        let plain = mode == BindMode::Init
            && (1..=UNPACK_MAX).contains(&a.elems.len())
            && a.elems.iter().flatten().all(|p| {
                matches!(p, Pat::Ident(b) if matches!(self.resolve(&b.id.sym), crate::codegen::Resolved::Local { .. }))
            });
        if plain {
            let n = a.elems.len();
            let vals = self.f.b.alloc_n(n as u32 + 1);
            self.at(a.span);
            self.emit(Op::ArrayUnpack { dst: vals, src: value, n: n as u8 });
            let generic = self.f.b.label();
            self.f.b.jump_if_false(vals.offset(n as u16), generic);
            for (i, el) in a.elems.iter().enumerate() {
                if let Some(p) = el {
                    self.bind_pattern(p, vals.offset(i as u16), mode)?;
                }
            }
            self.f.b.jump(unpacked);
            self.f.b.bind(generic);
            self.release(m);
        }
        let it = self.f.b.alloc_n(2);
        self.at(a.span);
        self.emit(Op::GetIterator { dst: it, src: value });
        let done = self.temp();
        self.emit(Op::LoadBool { dst: done, value: false });
        let simple = |p: &Pat| matches!(p, Pat::Ident(_)) && mode == BindMode::Init;
        let guard = a.elems.iter().flatten().any(|p| match p {
            Pat::Rest(r) => !simple(&r.arg),
            p => !simple(p),
        });
        let handler = self.f.b.label();
        let (e, ignored) = if guard {
            let e = self.temp();
            let ignored = self.temp();
            self.f.b.push_handler(handler);
            // Below the handler: a `return` leaves the handler before closing the iterator.
            self.f.control.push(Control::Destructure { iter: it, done });
            self.f.control.push(Control::Handler);
            (e, ignored)
        } else {
            (Reg::NONE, Reg::NONE)
        };
        let r = self.bind_array_elements(a, it, done, guard, mode);
        if guard {
            self.f.control.pop();
            self.f.control.pop();
        }
        let ends_with_rest = r?;
        if guard {
            self.emit(Op::PopHandler {});
        }
        if !ends_with_rest {
            let skip = self.f.b.label();
            self.f.b.jump_if_true(done, skip);
            self.emit(Op::IterClose { iter: it });
            self.f.b.bind(skip);
        }
        if guard {
            let after = self.f.b.label();
            let inner = self.f.b.label();
            let rethrow = self.f.b.label();
            self.f.b.jump(after);
            self.f.b.bind(handler);
            self.emit(Op::Catch { dst: e });
            self.f.b.jump_if_true(done, rethrow);
            self.f.b.push_handler(inner);
            self.emit(Op::IterClose { iter: it });
            self.emit(Op::PopHandler {});
            self.f.b.jump(rethrow);
            self.f.b.bind(inner);
            self.emit(Op::Catch { dst: ignored });
            self.f.b.bind(rethrow);
            self.emit(Op::Throw { src: e });
            self.f.b.bind(after);
        }
        self.f.b.bind(unpacked);
        self.release(m);
        Ok(())
    }

    /// The elements of an array pattern; returns whether the last one is a rest element.
    fn bind_array_elements(&mut self, a: &ArrayPat, it: Reg, done: Reg, guard: bool, mode: BindMode) -> CResult<bool> {
        let mut ends_with_rest = false;
        for el in &a.elems {
            let mm = self.mark();
            let v = self.temp();
            match el {
                None => {
                    let next = self.f.b.label();
                    let mark_done = self.f.b.label();
                    self.f.b.jump_if_true(done, next);
                    if guard {
                        self.emit(Op::LoadBool { dst: done, value: true });
                        self.emit(Op::IterNext { dst: v, iter: it });
                        self.f.b.jump_if_done(v, next);
                        self.emit(Op::LoadBool { dst: done, value: false });
                    } else {
                        self.emit(Op::IterNext { dst: v, iter: it });
                        self.f.b.jump_if_done(v, mark_done);
                        self.f.b.jump(next);
                        self.f.b.bind(mark_done);
                        self.emit(Op::LoadBool { dst: done, value: true });
                    }
                    self.f.b.bind(next);
                    ends_with_rest = false;
                }
                Some(Pat::Rest(r)) => {
                    let prepared = self.prepare_element(&r.arg, mode)?;
                    let arr = self.temp();
                    let lp = self.f.b.label();
                    let mark_done = self.f.b.label();
                    let end = self.f.b.label();
                    self.emit(Op::NewArray { dst: arr });
                    self.f.b.jump_if_true(done, end);
                    if guard {
                        // Stays set: the iterator ends here either way.
                        self.emit(Op::LoadBool { dst: done, value: true });
                    }
                    self.f.b.bind(lp);
                    self.emit(Op::IterNext { dst: v, iter: it });
                    self.f.b.jump_if_done(v, if guard { end } else { mark_done });
                    self.emit(Op::ArrayPush { array: arr, src: v });
                    self.f.b.jump(lp);
                    if !guard {
                        self.f.b.bind(mark_done);
                        self.emit(Op::LoadBool { dst: done, value: true });
                    }
                    self.f.b.bind(end);
                    self.finish_element(&r.arg, arr, mode, prepared)?;
                    ends_with_rest = true;
                }
                Some(p) => {
                    let prepared = self.prepare_element(p, mode)?;
                    let undef = self.f.b.label();
                    let mark_done = self.f.b.label();
                    let have = self.f.b.label();
                    self.f.b.jump_if_true(done, undef);
                    if guard {
                        self.emit(Op::LoadBool { dst: done, value: true });
                        self.emit(Op::IterNext { dst: v, iter: it });
                        self.f.b.jump_if_done(v, undef);
                        self.emit(Op::LoadBool { dst: done, value: false });
                        self.f.b.jump(have);
                    } else {
                        self.emit(Op::IterNext { dst: v, iter: it });
                        self.f.b.jump_if_done(v, mark_done);
                        self.f.b.jump(have);
                        self.f.b.bind(mark_done);
                        self.emit(Op::LoadBool { dst: done, value: true });
                    }
                    self.f.b.bind(undef);
                    self.emit(Op::LoadUndef { dst: v });
                    self.f.b.bind(have);
                    self.finish_element(p, v, mode, prepared)?;
                    ends_with_rest = false;
                }
            }
            self.release(mm);
        }
        Ok(ends_with_rest)
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
                    // The key, then the target's reference, then the value (spec order).
                    match self.prop_key_static(&kv.key) {
                        Some(name) => {
                            if let Some(ex) = excluded {
                                let s = self.temp();
                                let k = self.f.b.string(name.clone());
                                self.emit(Op::LoadConst { dst: s, idx: k });
                                self.emit(Op::ArrayPush { array: ex, src: s });
                            }
                            let prepared = self.prepare_element(&kv.value, mode)?;
                            let n = self.f.b.name16(name);
                            self.at(kv.key.span());
                            self.emit(Op::GetNamed { dst: v, obj: value, name: n });
                            self.finish_element(&kv.value, v, mode, prepared)?;
                        }
                        None => {
                            let k = self.temp();
                            self.prop_key_computed(&kv.key, k)?;
                            if let Some(ex) = excluded {
                                self.emit(Op::ArrayPush { array: ex, src: k });
                            }
                            let prepared = self.prepare_element(&kv.value, mode)?;
                            self.at(kv.key.span());
                            self.emit(Op::GetProp { dst: v, obj: value, key: k });
                            self.finish_element(&kv.value, v, mode, prepared)?;
                        }
                    }
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
                    self.emit(Op::GetNamed { dst: v, obj: value, name: n });
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
                    let prepared = self.prepare_element(&r.arg, mode)?;
                    self.at(r.span);
                    self.emit(Op::ObjectRest { dst: rest, src: value, excluded: ex });
                    self.finish_element(&r.arg, rest, mode, prepared)?;
                    self.release(mm);
                }
            }
        }
        self.release(m);
        Ok(())
    }

    /// In assignment mode, evaluates a member target (`o.x`, `o.x = d`) before its value is
    /// fetched, as the spec orders it.
    fn prepare_element<'x>(&mut self, p: &'x Pat, mode: BindMode) -> CResult<Option<Prepared<'x>>> {
        if mode != BindMode::Assign {
            return Ok(None);
        }
        let target = match p {
            Pat::Assign(ap) => &*ap.left,
            other => other,
        };
        match target {
            Pat::Expr(e) if !matches!(crate::scope::unwrap_expr(e), Expr::Ident(_)) => {
                Ok(Some(self.prepare_target(e)?))
            }
            _ => Ok(None),
        }
    }

    /// Binds element `p` to `v`, through `prepared` when its reference was evaluated early.
    fn finish_element(&mut self, p: &Pat, v: Reg, mode: BindMode, prepared: Option<Prepared<'_>>) -> CResult<()> {
        let Some(prepared) = prepared else {
            return self.bind_pattern(p, v, mode);
        };
        if let Pat::Assign(ap) = p {
            let skip = self.f.b.label();
            self.f.b.jump_if_not_undefined(v, skip);
            self.expr_to(&ap.right, v)?;
            self.f.b.bind(skip);
        }
        self.store_prepared(prepared, v)
    }
}
