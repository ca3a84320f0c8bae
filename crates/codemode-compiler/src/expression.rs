//! Expressions: literals, operators (with short-circuiting and flattened operator chains),
//! member access and optional chains, calls and `new` (the call convention), assignments and
//! updates, templates, object/array literals, `yield`/`yield*`/`await`, and name inference for
//! anonymous functions.
//!
//! Register discipline: an expression compiles either into a given destination (`expr_to`) or
//! into "any" register (`expr_any`: a binding's own register, or one pushed temporary). An
//! expression that writes its destination before it has read all its operands (object/array
//! literals, templates, logical chains, …) never targets a binding's register directly.

use swc_common::{Span, Spanned};
use swc_ecma_ast::*;

use codemode_bytecode::{Const, EmitJump, ErrorKind, FuncIdx, NameIdx, Op, Reg, define_flags};

use crate::builder::Label;
use crate::codegen::{CResult, Cg, FnKind, Loc, Resolved, is_anonymous_fn};
use crate::pattern::BindMode;
use crate::scope::unwrap_expr;

/// The key of a property access.
#[derive(Copy, Clone)]
pub(crate) enum Key {
    Named(NameIdx),
    Reg(Reg),
    Private(Reg),
}

/// An assignment target whose reference was evaluated ahead of the value.
#[derive(Copy, Clone)]
pub(crate) enum Prepared<'x> {
    Ident(&'x Ident),
    Member { obj: Reg, key: Key, span: Span },
    Super { sref: SuperRef, span: Span },
}

/// A `super` property reference (MakeSuperPropertyReference): its base and `this` value in the
/// pair `base`, `base + 1` (made by `SuperBase` after the key was evaluated), and its key,
/// converted by `KeyOf` ([`Cg::super_get`], [`Cg::super_set`]) only when the reference is read
/// or written.
#[derive(Copy, Clone)]
pub(crate) struct SuperRef {
    base: Reg,
    key: Reg,
    computed: bool,
}

/// An assignment target.
#[derive(Copy, Clone)]
pub(crate) enum Target<'x> {
    Ident(&'x Ident),
    Member(&'x MemberExpr),
    Super(&'x SuperPropExpr),
}

/// A JavaScript string (UTF-16) from a swc string literal.
pub(crate) fn str_units(s: &Str) -> Vec<u16> {
    s.value.to_ill_formed_utf16().collect()
}

/// `ToString(n)` for a number (canonical property keys).
pub(crate) fn number_to_string(n: f64) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    if n == 0.0 {
        return "0".into();
    }
    if n.is_infinite() {
        return if n > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    let mut buf = ryu_js::Buffer::new();
    buf.format(n).to_string()
}

fn binary_op(op: BinaryOp, dst: Reg, lhs: Reg, rhs: Reg) -> Op {
    match op {
        BinaryOp::EqEq => Op::Eq { dst, lhs, rhs },
        BinaryOp::NotEq => Op::NotEq { dst, lhs, rhs },
        BinaryOp::EqEqEq => Op::StrictEq { dst, lhs, rhs },
        BinaryOp::NotEqEq => Op::StrictNotEq { dst, lhs, rhs },
        BinaryOp::Lt => Op::Lt { dst, lhs, rhs },
        BinaryOp::LtEq => Op::Le { dst, lhs, rhs },
        BinaryOp::Gt => Op::Gt { dst, lhs, rhs },
        BinaryOp::GtEq => Op::Ge { dst, lhs, rhs },
        BinaryOp::LShift => Op::Shl { dst, lhs, rhs },
        BinaryOp::RShift => Op::Shr { dst, lhs, rhs },
        BinaryOp::ZeroFillRShift => Op::UShr { dst, lhs, rhs },
        BinaryOp::Add => Op::Add { dst, lhs, rhs },
        BinaryOp::Sub => Op::Sub { dst, lhs, rhs },
        BinaryOp::Mul => Op::Mul { dst, lhs, rhs },
        BinaryOp::Div => Op::Div { dst, lhs, rhs },
        BinaryOp::Mod => Op::Mod { dst, lhs, rhs },
        BinaryOp::BitOr => Op::BitOr { dst, lhs, rhs },
        BinaryOp::BitXor => Op::BitXor { dst, lhs, rhs },
        BinaryOp::BitAnd => Op::BitAnd { dst, lhs, rhs },
        BinaryOp::In => Op::In { dst, lhs, rhs },
        BinaryOp::InstanceOf => Op::InstanceOf { dst, lhs, rhs },
        BinaryOp::Exp => Op::Pow { dst, lhs, rhs },
        // Logical operators never reach here.
        BinaryOp::LogicalOr | BinaryOp::LogicalAnd | BinaryOp::NullishCoalescing => Op::Mov { dst, src: lhs },
    }
}

fn is_logical(op: BinaryOp) -> bool {
    matches!(op, BinaryOp::LogicalOr | BinaryOp::LogicalAnd | BinaryOp::NullishCoalescing)
}

/// A small integer literal usable as an immediate.
/// The op of `lhs <op> imm` for an operator that has a form with a small integer operand
/// (`x + 1`, `n < 2`); `None` for the others.
fn imm_op(op: BinaryOp, dst: Reg, src: Reg, imm: i16) -> Option<Op> {
    Some(match op {
        BinaryOp::Add => Op::AddImm { dst, src, imm },
        BinaryOp::Sub => Op::SubImm { dst, src, imm },
        BinaryOp::Lt => Op::LtImm { dst, src, imm },
        BinaryOp::LtEq => Op::LeImm { dst, src, imm },
        BinaryOp::Gt => Op::GtImm { dst, src, imm },
        BinaryOp::GtEq => Op::GeImm { dst, src, imm },
        _ => return None,
    })
}

pub(crate) fn small_int(e: &Expr) -> Option<i16> {
    if let Expr::Lit(Lit::Num(n)) = unwrap_expr(e) {
        let v = n.value;
        if v.fract() == 0.0 && (-32768.0..=32767.0).contains(&v) && !(v == 0.0 && v.is_sign_negative()) {
            return Some(v as i16);
        }
    }
    None
}

/// Conservatively: may evaluating `e` assign a binding of the current function?
pub(crate) fn may_assign(e: &Expr) -> bool {
    fn go(e: &Expr, budget: &mut u32) -> bool {
        if *budget == 0 {
            return true;
        }
        *budget -= 1;
        match e {
            Expr::Lit(_) | Expr::Ident(_) | Expr::This(_) | Expr::Fn(_) | Expr::Arrow(_) | Expr::MetaProp(_) => false,
            Expr::Paren(p) => go(&p.expr, budget),
            Expr::TsAs(x) => go(&x.expr, budget),
            Expr::TsNonNull(x) => go(&x.expr, budget),
            Expr::TsSatisfies(x) => go(&x.expr, budget),
            Expr::TsTypeAssertion(x) => go(&x.expr, budget),
            Expr::TsConstAssertion(x) => go(&x.expr, budget),
            Expr::Member(m) => {
                go(&m.obj, budget)
                    || match &m.prop {
                        MemberProp::Computed(c) => go(&c.expr, budget),
                        _ => false,
                    }
            }
            Expr::Unary(u) => go(&u.arg, budget),
            Expr::Bin(b) => go(&b.left, budget) || go(&b.right, budget),
            Expr::Cond(c) => go(&c.test, budget) || go(&c.cons, budget) || go(&c.alt, budget),
            Expr::Call(c) => {
                (match &c.callee {
                    Callee::Expr(e) => go(e, budget),
                    _ => true,
                }) || c.args.iter().any(|a| go(&a.expr, budget))
            }
            Expr::New(n) => {
                go(&n.callee, budget) || n.args.as_ref().is_some_and(|a| a.iter().any(|a| go(&a.expr, budget)))
            }
            Expr::Array(a) => a.elems.iter().flatten().any(|el| go(&el.expr, budget)),
            Expr::Tpl(t) => t.exprs.iter().any(|x| go(x, budget)),
            Expr::Await(a) => go(&a.arg, budget),
            Expr::Seq(s) => s.exprs.iter().any(|x| go(x, budget)),
            _ => true,
        }
    }
    let mut budget = 64;
    go(e, &mut budget)
}

/// Whether `e` always evaluates to a primitive that is not a symbol (a literal but a regular
/// expression, arithmetic, a comparison, a unary operator, `++`/`--`, a template): `str + e`
/// is then `str + ToString(e)`.
fn primitive_not_symbol(e: &Expr) -> bool {
    match e {
        Expr::Lit(l) => !matches!(l, Lit::Regex(_) | Lit::JSXText(_)),
        Expr::Bin(b) => !is_logical(b.op),
        Expr::Unary(_) | Expr::Update(_) | Expr::Tpl(_) => true,
        Expr::Paren(p) => primitive_not_symbol(&p.expr),
        _ => false,
    }
}

/// Whether a member/call chain contains an optional link (not behind parentheses).
fn has_opt_link(mut e: &Expr) -> bool {
    loop {
        e = match e {
            Expr::OptChain(_) => return true,
            Expr::Member(m) => &m.obj,
            Expr::Call(CallExpr { callee: Callee::Expr(c), .. }) => c,
            Expr::TsNonNull(n) => &n.expr,
            _ => return false,
        };
    }
}

/// Whether compiling `e` writes its destination before reading all operands.
fn early_writer(e: &Expr) -> bool {
    match e {
        Expr::Object(_) | Expr::Array(_) | Expr::Update(_) | Expr::OptChain(_) => true,
        Expr::Tpl(t) => !t.exprs.is_empty(),
        Expr::Bin(b) => is_logical(b.op) || matches!(unwrap_expr(&b.left), Expr::Bin(_)),
        Expr::Assign(a) => a.op != AssignOp::Assign || matches!(a.left, AssignTarget::Pat(_)),
        Expr::Member(m) => has_opt_link(&m.obj),
        Expr::Call(CallExpr { callee: Callee::Expr(c), .. }) => has_opt_link(c),
        _ => false,
    }
}

impl Cg<'_, '_> {
    // ---- entry points ----

    /// Compiles `e` into any register (a binding's own register or one pushed temporary).
    pub(crate) fn expr_any(&mut self, e: &Expr) -> CResult<Reg> {
        match unwrap_expr(e) {
            Expr::Ident(id) if !(id.sym == *"undefined" && matches!(self.resolve("undefined"), Resolved::Global)) => {
                self.load_name(&id.sym, id.span, None)
            }
            Expr::This(t) => self.load_this(t.span),
            Expr::Lit(Lit::Num(n))
                if let Some(&(_, r)) = self.f.consts.iter().find(|(bits, _)| *bits == n.value.to_bits()) =>
            {
                Ok(r)
            }
            Expr::Assign(a) if a.op == AssignOp::Assign => {
                if let AssignTarget::Simple(SimpleAssignTarget::Ident(b)) = &a.left
                    && a.span.lo == b.id.span.lo
                    && let Some(r) = self.direct_reg(&b.id.sym, b.id.span, false)
                {
                    self.expr_named(&a.right, r, Some(&b.id.sym))?;
                    return Ok(r);
                }
                let t = self.temp();
                self.expr_to(e, t)?;
                Ok(t)
            }
            _ => {
                let t = self.temp();
                self.expr_to(e, t)?;
                Ok(t)
            }
        }
    }

    /// Compiles `e` into a fresh temporary.
    pub(crate) fn expr_temp(&mut self, e: &Expr) -> CResult<Reg> {
        let t = self.temp();
        self.expr_to(e, t)?;
        Ok(t)
    }

    /// Compiles `e` for its effects only.
    pub(crate) fn expr_effect(&mut self, e: &Expr) -> CResult<()> {
        self.enter(e.span())?;
        let r = self.grow(|cg| cg.expr_effect_inner(e));
        self.leave();
        r
    }

    fn expr_effect_inner(&mut self, e: &Expr) -> CResult<()> {
        let m = self.mark();
        match unwrap_expr(e) {
            Expr::Lit(_) | Expr::Fn(_) | Expr::Arrow(_) => {}
            // `this` of a derived constructor (or of an arrow in one) throws before `super()`:
            // the read is kept, everywhere else it has no effect.
            Expr::This(t) => {
                if let Resolved::Local { scope, .. } = self.resolve("this")
                    && self.derived_ctors.contains(&self.tree.scopes[scope as usize].func)
                {
                    self.load_this(t.span)?;
                }
            }
            Expr::Update(u) => {
                self.update(u, None, false)?;
            }
            Expr::Assign(a) => {
                self.assign(a, None)?;
            }
            Expr::Seq(s) => {
                for x in &s.exprs {
                    self.expr_effect(x)?;
                }
            }
            Expr::Unary(UnaryExpr { op: UnaryOp::Void, arg, .. }) => self.expr_effect(arg)?,
            Expr::Cond(c) => {
                let else_l = self.f.b.label();
                let end = self.f.b.label();
                self.cond_false(&c.test, else_l)?;
                self.expr_effect(&c.cons)?;
                self.f.b.jump(end);
                self.f.b.bind(else_l);
                self.expr_effect(&c.alt)?;
                self.f.b.bind(end);
            }
            Expr::Bin(b) if b.op == BinaryOp::LogicalAnd => {
                let end = self.f.b.label();
                self.cond_false(&b.left, end)?;
                self.expr_effect(&b.right)?;
                self.f.b.bind(end);
            }
            Expr::Bin(b) if b.op == BinaryOp::LogicalOr => {
                let end = self.f.b.label();
                self.cond_true(&b.left, end)?;
                self.expr_effect(&b.right)?;
                self.f.b.bind(end);
            }
            _ => {
                self.expr_any(e)?;
            }
        }
        self.release(m);
        Ok(())
    }

    /// Compiles `e` into `dst`, naming an anonymous function or class `name`.
    pub(crate) fn expr_named(&mut self, e: &Expr, dst: Reg, name: Option<&str>) -> CResult<()> {
        if let Some(name) = name
            && is_anonymous_fn(e)
        {
            self.enter(e.span())?;
            let r = match unwrap_expr(e) {
                Expr::Fn(f) => {
                    let idx = self.function(self.fn_desc(&f.function, FnKind::Normal, name.to_string()))?;
                    self.emit(Op::MakeClosure { dst, func: idx });
                    Ok(())
                }
                Expr::Arrow(a) => self.arrow(a, dst, name),
                Expr::Class(c) => self.class_expr_into(&c.class, None, name, dst),
                _ => self.expr_to(e, dst),
            };
            self.leave();
            return r;
        }
        self.expr_to(e, dst)
    }

    fn class_expr_into(&mut self, c: &Class, own: Option<&Ident>, name: &str, dst: Reg) -> CResult<()> {
        if self.f.b.is_var_reg(dst) {
            let m = self.mark();
            let t = self.temp();
            self.class(c, own, name, t)?;
            self.emit(Op::Mov { dst, src: t });
            self.release(m);
            Ok(())
        } else {
            self.class(c, own, name, dst)
        }
    }

    /// Compiles `e` into `dst`.
    pub(crate) fn expr_to(&mut self, e: &Expr, dst: Reg) -> CResult<()> {
        self.enter(e.span())?;
        let r = self.grow(|cg| {
            let e = unwrap_expr(e);
            if cg.f.b.is_var_reg(dst) && early_writer(e) {
                let m = cg.mark();
                let t = cg.temp();
                cg.expr_inner(e, t)?;
                cg.emit(Op::Mov { dst, src: t });
                cg.release(m);
                Ok(())
            } else {
                cg.expr_inner(e, dst)
            }
        });
        self.leave();
        r
    }

    fn expr_inner(&mut self, e: &Expr, dst: Reg) -> CResult<()> {
        match e {
            Expr::Lit(l) => self.literal(l, dst),
            Expr::Ident(id) => {
                if id.sym == *"undefined" && matches!(self.resolve("undefined"), Resolved::Global) {
                    self.emit(Op::LoadUndef { dst });
                } else {
                    self.load_name(&id.sym, id.span, Some(dst))?;
                }
                Ok(())
            }
            Expr::This(t) => {
                let m = self.mark();
                let r = self.load_this(t.span)?;
                if r != dst {
                    self.emit(Op::Mov { dst, src: r });
                }
                self.release(m);
                Ok(())
            }
            Expr::Array(a) => self.array(a, dst),
            Expr::Object(o) => self.object(o, dst),
            Expr::Fn(f) => {
                let name = f.ident.as_ref().map_or_else(String::new, |i| i.sym.to_string());
                let idx = self.function(self.fn_desc(&f.function, FnKind::Normal, name))?;
                self.emit(Op::MakeClosure { dst, func: idx });
                Ok(())
            }
            Expr::Arrow(a) => self.arrow(a, dst, ""),
            Expr::Class(c) => {
                let name = c.ident.as_ref().map_or_else(String::new, |i| i.sym.to_string());
                self.class_expr_into(&c.class, c.ident.as_ref(), &name, dst)
            }
            Expr::Unary(u) => self.unary(u, dst),
            Expr::Update(u) => {
                let r = self.update(u, Some(dst), true)?;
                if r != dst {
                    self.emit(Op::Mov { dst, src: r });
                }
                Ok(())
            }
            Expr::Bin(b) => {
                if is_logical(b.op) {
                    self.logical(e, dst)
                } else {
                    self.binary(e, dst)
                }
            }
            Expr::Assign(a) => {
                let r = self.assign(a, Some(dst))?;
                if r != dst {
                    self.emit(Op::Mov { dst, src: r });
                }
                Ok(())
            }
            Expr::Member(m) => {
                if has_opt_link(&m.obj) {
                    self.opt_chain(e, dst)
                } else {
                    self.member(m, dst)
                }
            }
            Expr::SuperProp(sp) => {
                let m = self.mark();
                let this = self.load_this(sp.span)?;
                let r = self.super_ref(sp, this)?;
                self.super_get(r, dst, sp.span);
                self.release(m);
                Ok(())
            }
            Expr::Cond(c) => {
                let else_l = self.f.b.label();
                let end = self.f.b.label();
                let m = self.mark();
                self.cond_false(&c.test, else_l)?;
                self.release(m);
                self.expr_to(&c.cons, dst)?;
                self.f.b.jump(end);
                self.f.b.bind(else_l);
                self.expr_to(&c.alt, dst)?;
                self.f.b.bind(end);
                Ok(())
            }
            Expr::Call(c) => self.call(c, e, dst),
            Expr::New(n) => self.new_expr(n, dst),
            Expr::Seq(s) => {
                let n = s.exprs.len();
                for (i, x) in s.exprs.iter().enumerate() {
                    if i + 1 == n {
                        self.expr_to(x, dst)?;
                    } else {
                        self.expr_effect(x)?;
                    }
                }
                Ok(())
            }
            Expr::Tpl(t) => self.template(t, dst),
            Expr::TaggedTpl(t) => self.tagged_template(t, dst),
            Expr::Yield(y) => self.yield_expr(y, dst),
            Expr::MetaProp(mp) => match mp.kind {
                MetaPropKind::NewTarget => {
                    self.load_name("new.target", mp.span, Some(dst))?;
                    Ok(())
                }
                MetaPropKind::ImportMeta => Err(self.syntax(mp.span, "Cannot use 'import.meta' outside a module")),
            },
            Expr::Await(a) => {
                let m = self.mark();
                let v = self.expr_any(&a.arg)?;
                self.at(a.span);
                self.emit(Op::Await { dst, src: v });
                self.release(m);
                Ok(())
            }
            Expr::Paren(p) => self.expr_to(&p.expr, dst),
            Expr::TsTypeAssertion(x) => self.expr_to(&x.expr, dst),
            Expr::TsConstAssertion(x) => self.expr_to(&x.expr, dst),
            Expr::TsNonNull(x) => self.expr_to(&x.expr, dst),
            Expr::TsAs(x) => self.expr_to(&x.expr, dst),
            Expr::TsInstantiation(x) => self.expr_to(&x.expr, dst),
            Expr::TsSatisfies(x) => self.expr_to(&x.expr, dst),
            Expr::PrivateName(p) => Err(self.syntax(p.span, "Unexpected private name")),
            Expr::OptChain(_) => self.opt_chain(e, dst),
            Expr::JSXMember(_)
            | Expr::JSXNamespacedName(_)
            | Expr::JSXEmpty(_)
            | Expr::JSXElement(_)
            | Expr::JSXFragment(_) => Err(self.unsupported(e.span(), "JSX is not supported")),
            Expr::Invalid(i) => Err(self.syntax(i.span, "Invalid expression")),
        }
    }

    // ---- literals ----

    fn literal(&mut self, l: &Lit, dst: Reg) -> CResult<()> {
        match l {
            Lit::Str(s) => {
                let k = self.f.b.string(str_units(s));
                self.emit(Op::LoadConst { dst, idx: k });
            }
            Lit::Bool(b) => self.emit(Op::LoadBool { dst, value: b.value }),
            Lit::Null(_) => self.emit(Op::LoadNull { dst }),
            Lit::Num(n) => self.load_number(dst, n.value),
            Lit::BigInt(b) => {
                let k = self.f.b.bigint(b.value.to_string());
                self.emit(Op::LoadConst { dst, idx: k });
            }
            Lit::Regex(r) => {
                let pattern = self.f.b.name(&r.exp);
                let flags = self.f.b.name(&r.flags);
                self.at(r.span);
                self.emit(Op::NewRegExp { dst, pattern, flags });
            }
            Lit::JSXText(t) => return Err(self.unsupported(t.span, "JSX is not supported")),
        }
        Ok(())
    }

    fn array(&mut self, a: &ArrayLit, dst: Reg) -> CResult<()> {
        self.emit(Op::NewArray { dst });
        for el in &a.elems {
            match el {
                None => self.emit(Op::ArrayPushHole { array: dst }),
                Some(ExprOrSpread { spread: Some(sp), expr }) => {
                    let m = self.mark();
                    let v = self.expr_any(expr)?;
                    self.at(*sp);
                    self.emit(Op::ArraySpread { array: dst, src: v });
                    self.release(m);
                }
                Some(ExprOrSpread { spread: None, expr }) => {
                    let m = self.mark();
                    let v = self.expr_any(expr)?;
                    self.emit(Op::ArrayPush { array: dst, src: v });
                    self.release(m);
                }
            }
        }
        Ok(())
    }

    /// The static name of a property key (`None` for computed keys).
    pub(crate) fn prop_key_static(&self, k: &PropName) -> Option<Vec<u16>> {
        match k {
            PropName::Ident(i) => Some(i.sym.encode_utf16().collect()),
            PropName::Str(s) => Some(str_units(s)),
            PropName::Num(n) => Some(number_to_string(n.value).encode_utf16().collect()),
            PropName::BigInt(b) => Some(b.value.to_string().encode_utf16().collect()),
            PropName::Computed(_) => None,
        }
    }

    /// Evaluates a computed key into `dst` (as a property key).
    pub(crate) fn prop_key_computed(&mut self, k: &PropName, dst: Reg) -> CResult<()> {
        match k {
            PropName::Computed(c) => {
                self.expr_to(&c.expr, dst)?;
                self.at(c.span);
                self.emit(Op::ToPropertyKey { dst, src: dst });
            }
            other => {
                let name = self.prop_key_static(other).unwrap_or_default();
                let k = self.f.b.string(name);
                self.emit(Op::LoadConst { dst, idx: k });
            }
        }
        Ok(())
    }

    fn object(&mut self, o: &ObjectLit, dst: Reg) -> CResult<()> {
        self.emit(Op::NewObject { dst });
        for p in &o.props {
            let m = self.mark();
            match p {
                PropOrSpread::Spread(s) => {
                    let v = self.expr_any(&s.expr)?;
                    self.at(s.dot3_token);
                    self.emit(Op::CopyDataProps { dst, src: v });
                }
                PropOrSpread::Prop(p) => match &**p {
                    Prop::Shorthand(id) => {
                        let v = self.load_name(&id.sym, id.span, None)?;
                        let n = self.f.b.name(&id.sym);
                        self.emit(Op::DefineNamed { flags: define_flags::ENUMERABLE, obj: dst, name: n, src: v });
                    }
                    Prop::KeyValue(kv) => match self.prop_key_static(&kv.key) {
                        Some(name) => {
                            let is_proto = name == "__proto__".encode_utf16().collect::<Vec<u16>>()
                                && matches!(kv.key, PropName::Ident(_) | PropName::Str(_));
                            if is_proto {
                                let v = self.expr_any(&kv.value)?;
                                self.emit(Op::SetProto { obj: dst, src: v });
                            } else {
                                let fname = String::from_utf16_lossy(&name);
                                let v = self.temp();
                                self.expr_named(&kv.value, v, Some(&fname))?;
                                let n = self.f.b.name16(name);
                                self.emit(Op::DefineNamed {
                                    flags: define_flags::ENUMERABLE,
                                    obj: dst,
                                    name: n,
                                    src: v,
                                });
                            }
                        }
                        None => {
                            let k = self.temp();
                            self.prop_key_computed(&kv.key, k)?;
                            let v = self.temp();
                            self.expr_to(&kv.value, v)?;
                            let mut flags = define_flags::ENUMERABLE;
                            if is_anonymous_fn(&kv.value) {
                                flags |= define_flags::SET_NAME;
                            }
                            self.emit(Op::DefineProp { flags, obj: dst, key: k, src: v });
                        }
                    },
                    Prop::Assign(a) => {
                        return Err(self.syntax(a.span, "Invalid shorthand property initializer"));
                    }
                    Prop::Getter(g) => {
                        self.define_method(
                            dst,
                            &g.key,
                            &g.function,
                            define_flags::METHOD | define_flags::GETTER | define_flags::ENUMERABLE,
                            "get ",
                        )?;
                    }
                    Prop::Setter(s) => {
                        self.define_method(
                            dst,
                            &s.key,
                            &s.function,
                            define_flags::METHOD | define_flags::SETTER | define_flags::ENUMERABLE,
                            "set ",
                        )?;
                    }
                    Prop::Method(me) => {
                        self.define_method(
                            dst,
                            &me.key,
                            &me.function,
                            define_flags::METHOD | define_flags::ENUMERABLE,
                            "",
                        )?;
                    }
                },
            }
            self.release(m);
        }
        Ok(())
    }

    fn template(&mut self, t: &Tpl, dst: Reg) -> CResult<()> {
        let mut first = true;
        for (i, q) in t.quasis.iter().enumerate() {
            let cooked: Vec<u16> = q.cooked.as_ref().map(|c| c.to_ill_formed_utf16().collect()).unwrap_or_default();
            if !cooked.is_empty() || (t.exprs.is_empty() && first) {
                let k = self.f.b.string(cooked);
                if first {
                    self.emit(Op::LoadConst { dst, idx: k });
                    first = false;
                } else {
                    let m = self.mark();
                    let s = self.temp();
                    self.emit(Op::LoadConst { dst: s, idx: k });
                    self.emit(Op::Add { dst, lhs: dst, rhs: s });
                    self.release(m);
                }
            }
            if let Some(e) = t.exprs.get(i) {
                let m = self.mark();
                if first {
                    self.expr_to(e, dst)?;
                    self.at(e.span());
                    self.emit(Op::ToString { dst, src: dst });
                    first = false;
                } else if primitive_not_symbol(e) {
                    // `dst` holds a string: `+` of a primitive that is no symbol is ToString of
                    // it, and a number is written straight into the result (no string of its own).
                    let v = self.expr_any(e)?;
                    self.at(e.span());
                    self.emit(Op::Add { dst, lhs: dst, rhs: v });
                } else {
                    let v = self.expr_any(e)?;
                    let s = self.temp();
                    self.at(e.span());
                    self.emit(Op::ToString { dst: s, src: v });
                    self.emit(Op::Add { dst, lhs: dst, rhs: s });
                }
                self.release(m);
            }
        }
        if first {
            let k = self.f.b.string(Vec::new());
            self.emit(Op::LoadConst { dst, idx: k });
        }
        Ok(())
    }

    fn tagged_template(&mut self, t: &TaggedTpl, dst: Reg) -> CResult<()> {
        let m = self.mark();
        let base = self.f.b.alloc_n(2);
        self.callee_this(&t.tag, base)?;
        let mut cooked = Vec::new();
        let mut raw = Vec::new();
        for q in &t.tpl.quasis {
            let valid = !has_not_escape_sequence(&q.raw);
            cooked.push(q.cooked.as_ref().filter(|_| valid).map(|c| c.to_ill_formed_utf16().collect::<Vec<u16>>()));
            let r = q.raw.replace("\r\n", "\n").replace('\r', "\n");
            raw.push(r.encode_utf16().collect::<Vec<u16>>());
        }
        let k = self.f.b.unique_const(Const::Template { cooked, raw });
        let strings = self.temp();
        self.emit(Op::TemplateObject { dst: strings, idx: k });
        for e in &t.tpl.exprs {
            let r = self.temp();
            self.expr_to(e, r)?;
        }
        let argc = u16::try_from(1 + t.tpl.exprs.len()).map_err(|_| self.unsupported(t.span, "Too many arguments"))?;
        self.at(t.span);
        self.emit(Op::Call { dst, base, argc });
        self.release(m);
        Ok(())
    }

    // ---- operators ----

    fn unary(&mut self, u: &UnaryExpr, dst: Reg) -> CResult<()> {
        let m = self.mark();
        match u.op {
            UnaryOp::Minus => match unwrap_expr(&u.arg) {
                Expr::Lit(Lit::Num(n)) => self.load_number(dst, -n.value),
                _ => {
                    let v = self.expr_any(&u.arg)?;
                    self.at(u.span);
                    self.emit(Op::Neg { dst, src: v });
                }
            },
            UnaryOp::Plus => {
                let v = self.expr_any(&u.arg)?;
                self.at(u.span);
                self.emit(Op::ToNumber { dst, src: v });
            }
            UnaryOp::Bang => {
                let v = self.expr_any(&u.arg)?;
                self.emit(Op::Not { dst, src: v });
            }
            UnaryOp::Tilde => {
                let v = self.expr_any(&u.arg)?;
                self.at(u.span);
                self.emit(Op::BitNot { dst, src: v });
            }
            UnaryOp::TypeOf => {
                if let Expr::Ident(id) = unwrap_expr(&u.arg)
                    && let Resolved::Global = self.resolve(&id.sym)
                {
                    let n = self.f.b.name(&id.sym);
                    self.emit(Op::TypeofGlobal { dst, name: n });
                    self.release(m);
                    return Ok(());
                }
                let v = self.expr_any(&u.arg)?;
                self.emit(Op::Typeof { dst, src: v });
            }
            UnaryOp::Void => {
                self.expr_effect(&u.arg)?;
                self.emit(Op::LoadUndef { dst });
            }
            UnaryOp::Delete => self.delete(&u.arg, dst, u.span)?,
        }
        self.release(m);
        Ok(())
    }

    fn delete(&mut self, arg: &Expr, dst: Reg, span: Span) -> CResult<()> {
        let arg = unwrap_expr(arg);
        match arg {
            Expr::Member(m) if !has_opt_link(&m.obj) => {
                let obj = self.expr_any(&m.obj)?;
                self.delete_prop(obj, &m.prop, dst, span)
            }
            Expr::Member(_) | Expr::OptChain(_) => {
                // `delete a?.b`: true when short-circuited.
                let nullish = self.f.b.label();
                let end = self.f.b.label();
                let (obj_expr, prop, optional) = match arg {
                    Expr::OptChain(o) => match &*o.base {
                        OptChainBase::Member(m) => (&*m.obj, &m.prop, o.optional),
                        OptChainBase::Call(_) => {
                            self.expr_effect(arg)?;
                            self.emit(Op::LoadBool { dst, value: true });
                            return Ok(());
                        }
                    },
                    Expr::Member(m) => (&*m.obj, &m.prop, false),
                    _ => return Err(self.internal(span, "delete target")),
                };
                let obj = self.temp();
                self.chain_value(obj_expr, obj, nullish, None)?;
                if optional {
                    self.f.b.jump_if_nullish(obj, nullish);
                }
                self.delete_prop(obj, prop, dst, span)?;
                self.f.b.jump(end);
                self.f.b.bind(nullish);
                self.emit(Op::LoadBool { dst, value: true });
                self.f.b.bind(end);
                Ok(())
            }
            Expr::SuperProp(sp) => {
                self.at(sp.span);
                self.throw_error(ErrorKind::Reference, "Unsupported reference to 'super'");
                Ok(())
            }
            Expr::Ident(id) => Err(self.syntax(id.span, "Delete of an unqualified identifier in strict mode.")),
            _ => {
                self.expr_effect(arg)?;
                self.emit(Op::LoadBool { dst, value: true });
                Ok(())
            }
        }
    }

    fn delete_prop(&mut self, obj: Reg, prop: &MemberProp, dst: Reg, span: Span) -> CResult<()> {
        match prop {
            MemberProp::Ident(i) => {
                let n = self.f.b.name(&i.sym);
                self.at(span);
                self.emit(Op::DeleteNamed { dst, obj, name: n });
            }
            MemberProp::Computed(c) => {
                let k = self.expr_any(&c.expr)?;
                self.at(span);
                self.emit(Op::DeleteProp { dst, obj, key: k });
            }
            MemberProp::PrivateName(p) => {
                return Err(self.syntax(p.span, "Private fields can not be deleted"));
            }
        }
        Ok(())
    }

    /// A left-assoc chain of non-logical binary operators, accumulated in `dst`.
    fn binary(&mut self, e: &Expr, dst: Reg) -> CResult<()> {
        let mut spine: Vec<&BinExpr> = Vec::new();
        let mut cur = e;
        while let Expr::Bin(b) = cur {
            if is_logical(b.op) || matches!(&*b.left, Expr::PrivateName(_)) {
                break;
            }
            spine.push(b);
            cur = &b.left;
        }
        if spine.is_empty() {
            // `#x in obj`
            if let Expr::Bin(b) = e {
                if let Expr::PrivateName(p) = &*b.left {
                    let m = self.mark();
                    let k = self.load_name(&format!("#{}", p.name), p.span, None)?;
                    let o = self.expr_any(&b.right)?;
                    self.at(b.span);
                    self.emit(Op::HasPrivate { dst, obj: o, key: k });
                    self.release(m);
                    return Ok(());
                }
                return self.logical(e, dst);
            }
            return self.expr_to(e, dst);
        }
        // The innermost operation reads the leftmost operand.
        let first = spine[spine.len() - 1];
        let m = self.mark();
        {
            if let Some(imm) = small_int(&first.right).filter(|_| imm_op(first.op, dst, dst, 0).is_some()) {
                let l = self.expr_any(cur)?;
                self.at(first.span);
                if let Some(op) = imm_op(first.op, dst, l, imm) {
                    self.emit(op);
                }
            } else {
                let l = if may_assign(&first.right) { self.expr_temp(cur)? } else { self.expr_any(cur)? };
                let r = self.expr_any(&first.right)?;
                self.at(first.span);
                self.emit(binary_op(first.op, dst, l, r));
            }
        }
        self.release(m);
        for b in spine.iter().rev().skip(1) {
            let m = self.mark();
            if let Some(op) = small_int(&b.right).and_then(|imm| imm_op(b.op, dst, dst, imm)) {
                self.at(b.span);
                self.emit(op);
            } else {
                let r = self.expr_any(&b.right)?;
                self.at(b.span);
                self.emit(binary_op(b.op, dst, dst, r));
            }
            self.release(m);
        }
        Ok(())
    }

    /// A left-assoc chain of `&&`, `||`, `??`: each operator jumps past its own right operand.
    fn logical(&mut self, e: &Expr, dst: Reg) -> CResult<()> {
        let mut spine: Vec<&BinExpr> = Vec::new();
        let mut cur = e;
        while let Expr::Bin(b) = cur {
            if !is_logical(b.op) {
                break;
            }
            spine.push(b);
            cur = &b.left;
        }
        self.expr_to(cur, dst)?;
        for b in spine.iter().rev() {
            let end = self.f.b.label();
            match b.op {
                BinaryOp::LogicalAnd => self.f.b.jump_if_false(dst, end),
                BinaryOp::LogicalOr => self.f.b.jump_if_true(dst, end),
                _ => self.f.b.jump_if_not_nullish(dst, end),
            }
            self.expr_to(&b.right, dst)?;
            self.f.b.bind(end);
        }
        Ok(())
    }

    /// Jumps to `target` when `e` is falsy.
    pub(crate) fn cond_false(&mut self, e: &Expr, target: Label) -> CResult<()> {
        self.enter(e.span())?;
        let r = self.grow(|cg| cg.cond_jump(e, target, false));
        self.leave();
        r
    }

    /// Jumps to `target` when `e` is truthy.
    pub(crate) fn cond_true(&mut self, e: &Expr, target: Label) -> CResult<()> {
        self.enter(e.span())?;
        let r = self.grow(|cg| cg.cond_jump(e, target, true));
        self.leave();
        r
    }

    fn cond_jump(&mut self, e: &Expr, target: Label, when: bool) -> CResult<()> {
        let e = unwrap_expr(e);
        match e {
            Expr::Unary(UnaryExpr { op: UnaryOp::Bang, arg, .. }) => {
                if when {
                    self.cond_false(arg, target)
                } else {
                    self.cond_true(arg, target)
                }
            }
            Expr::Bin(b) if matches!(b.op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr) => {
                // Same-operator chains iteratively.
                let op = b.op;
                let mut parts = Vec::new();
                let mut cur = e;
                while let Expr::Bin(bb) = cur {
                    if bb.op != op {
                        break;
                    }
                    parts.push(&*bb.right);
                    cur = &bb.left;
                }
                parts.push(cur);
                parts.reverse();
                // `a && b` jumps when false if any is false; when true only if all are.
                let shortcut = (op == BinaryOp::LogicalAnd) == when;
                if shortcut {
                    // Need all (for &&-true) or any-false… use a skip label.
                    let skip = self.f.b.label();
                    let n = parts.len();
                    for (i, p) in parts.iter().enumerate() {
                        if i + 1 == n {
                            self.cond_jump_part(p, target, when)?;
                        } else {
                            self.cond_jump_part(p, skip, !when)?;
                        }
                    }
                    self.f.b.bind(skip);
                } else {
                    for p in parts {
                        self.cond_jump_part(p, target, when)?;
                    }
                }
                Ok(())
            }
            Expr::Lit(Lit::Bool(b)) => {
                if b.value == when {
                    self.f.b.jump(target);
                }
                Ok(())
            }
            _ => {
                let m = self.mark();
                let v = self.expr_any(e)?;
                if when {
                    self.f.b.jump_if_true(v, target);
                } else {
                    self.f.b.jump_if_false(v, target);
                }
                self.release(m);
                Ok(())
            }
        }
    }

    fn cond_jump_part(&mut self, e: &Expr, target: Label, when: bool) -> CResult<()> {
        if when { self.cond_true(e, target) } else { self.cond_false(e, target) }
    }

    // ---- members ----

    fn member(&mut self, me: &MemberExpr, dst: Reg) -> CResult<()> {
        let m = self.mark();
        let key_may_assign = match &me.prop {
            MemberProp::Computed(c) => may_assign(&c.expr),
            _ => false,
        };
        let obj = if key_may_assign { self.expr_temp(&me.obj)? } else { self.expr_any(&me.obj)? };
        self.prop_get(obj, &me.prop, dst, me.span)?;
        self.release(m);
        Ok(())
    }

    /// `dst := obj[prop]`.
    fn prop_get(&mut self, obj: Reg, prop: &MemberProp, dst: Reg, span: Span) -> CResult<()> {
        let m = self.mark();
        match self.member_key(prop)? {
            Key::Named(n) => {
                self.at(span);
                self.emit(Op::GetNamed { dst, obj, name: n });
            }
            Key::Reg(k) => {
                self.at(span);
                self.emit(Op::GetProp { dst, obj, key: k });
            }
            Key::Private(k) => {
                self.at(span);
                self.emit(Op::GetPrivate { dst, obj, key: k });
            }
        }
        self.release(m);
        Ok(())
    }

    /// Evaluates a member key (computed keys into a register).
    fn member_key(&mut self, prop: &MemberProp) -> CResult<Key> {
        Ok(match prop {
            MemberProp::Ident(i) => Key::Named(self.f.b.name(&i.sym)),
            MemberProp::PrivateName(p) => Key::Private(self.load_name(&format!("#{}", p.name), p.span, None)?),
            MemberProp::Computed(c) => match unwrap_expr(&c.expr) {
                Expr::Lit(Lit::Str(s)) => Key::Named(self.f.b.name16(str_units(s))),
                _ => Key::Reg(self.expr_any(&c.expr)?),
            },
        })
    }

    /// The key register of `super.x` / `super[x]`.
    fn super_ref(&mut self, sp: &SuperPropExpr, this: Reg) -> CResult<SuperRef> {
        let key = self.temp();
        let computed = match &sp.prop {
            SuperProp::Ident(i) => {
                self.load_str(key, &i.sym);
                false
            }
            SuperProp::Computed(c) => {
                self.expr_to(&c.expr, key)?;
                true
            }
        };
        let base = self.temp();
        if self.temp() != base.offset(1) {
            return Err(self.internal(sp.span, "super reference registers are not a pair"));
        }
        self.at(sp.span);
        self.emit(Op::SuperBase { dst: base, this });
        Ok(SuperRef { base, key, computed })
    }

    /// Reads a `super` reference into `dst` (GetValue: a null base refused, then the key
    /// converted, then the base's [[Get]] with the reference's `this` as receiver).
    fn super_get(&mut self, r: SuperRef, dst: Reg, span: Span) {
        self.at(span);
        if r.computed {
            self.emit(Op::KeyOf { key: r.key, obj: r.base });
        }
        self.emit(Op::GetSuper { dst, base: r.base, key: r.key });
    }

    /// Writes `src` to a `super` reference (PutValue, in [`Cg::super_get`]'s order).
    fn super_set(&mut self, r: SuperRef, src: Reg, span: Span) {
        self.at(span);
        if r.computed {
            self.emit(Op::KeyOf { key: r.key, obj: r.base });
        }
        self.emit(Op::SetSuper { base: r.base, key: r.key, src });
    }

    // ---- optional chains ----

    /// A chain containing `?.`: short-circuits to `undefined`.
    fn opt_chain(&mut self, e: &Expr, dst: Reg) -> CResult<()> {
        let nullish = self.f.b.label();
        let end = self.f.b.label();
        let m = self.mark();
        let v = if self.f.b.is_var_reg(dst) { self.temp() } else { dst };
        self.chain_value(e, v, nullish, None)?;
        if v != dst {
            self.emit(Op::Mov { dst, src: v });
        }
        self.f.b.jump(end);
        self.f.b.bind(nullish);
        self.emit(Op::LoadUndef { dst });
        self.f.b.bind(end);
        self.release(m);
        Ok(())
    }

    /// One link of a chain into `dst`; `this_out` receives the object of a final member access.
    fn chain_value(&mut self, e: &Expr, dst: Reg, nullish: Label, this_out: Option<Reg>) -> CResult<()> {
        self.enter(e.span())?;
        let r = self.grow(|cg| cg.chain_value_inner(e, dst, nullish, this_out));
        self.leave();
        r
    }

    fn chain_value_inner(&mut self, e: &Expr, dst: Reg, nullish: Label, this_out: Option<Reg>) -> CResult<()> {
        match e {
            Expr::TsNonNull(n) => self.chain_value(&n.expr, dst, nullish, this_out),
            Expr::OptChain(o) => match &*o.base {
                OptChainBase::Member(me) => self.chain_member(me, o.optional, dst, nullish, this_out),
                OptChainBase::Call(c) => self.chain_call(&c.callee, &c.args, o.optional, c.span, dst, nullish),
            },
            Expr::Member(me) => self.chain_member(me, false, dst, nullish, this_out),
            Expr::Call(CallExpr { callee: Callee::Expr(callee), args, span, .. }) => {
                self.chain_call(callee, args, false, *span, dst, nullish)
            }
            _ => {
                self.expr_to(e, dst)?;
                if let Some(t) = this_out {
                    self.emit(Op::LoadUndef { dst: t });
                }
                Ok(())
            }
        }
    }

    fn chain_member(
        &mut self,
        me: &MemberExpr,
        optional: bool,
        dst: Reg,
        nullish: Label,
        this_out: Option<Reg>,
    ) -> CResult<()> {
        let m = self.mark();
        let obj = self.temp();
        self.chain_value(&me.obj, obj, nullish, None)?;
        if optional {
            self.f.b.jump_if_nullish(obj, nullish);
        }
        if let Some(t) = this_out {
            self.emit(Op::Mov { dst: t, src: obj });
        }
        self.prop_get(obj, &me.prop, dst, me.span)?;
        self.release(m);
        Ok(())
    }

    fn chain_call(
        &mut self,
        callee: &Expr,
        args: &[ExprOrSpread],
        optional: bool,
        span: Span,
        dst: Reg,
        nullish: Label,
    ) -> CResult<()> {
        let m = self.mark();
        let base = self.f.b.alloc_n(2);
        let callee_u = match callee {
            Expr::Paren(p) => &*p.expr,
            other => other,
        };
        match callee_u {
            Expr::OptChain(_) | Expr::Member(_) | Expr::TsNonNull(_) => {
                self.chain_value(callee_u, base, nullish, Some(base.offset(1)))?;
            }
            Expr::SuperProp(_) => self.callee_this(callee_u, base)?,
            _ => {
                self.expr_to(callee_u, base)?;
                self.emit(Op::LoadUndef { dst: base.offset(1) });
            }
        }
        if optional {
            self.f.b.jump_if_nullish(base, nullish);
        }
        self.f.b.pending_callee = callee_text(callee);
        self.call_args(args, base, dst, span, CallKind::Call)?;
        self.release(m);
        Ok(())
    }

    // ---- calls ----

    /// Puts the callee in `R[base]` and its `this` in `R[base + 1]`.
    fn callee_this(&mut self, callee: &Expr, base: Reg) -> CResult<()> {
        let this = base.offset(1);
        match unwrap_expr(callee) {
            Expr::Member(me) if !has_opt_link(&me.obj) => {
                self.expr_to(&me.obj, this)?;
                self.prop_get(this, &me.prop, base, me.span)?;
            }
            Expr::SuperProp(sp) => {
                let m = self.mark();
                let t = self.load_this(sp.span)?;
                let r = self.super_ref(sp, t)?;
                self.super_get(r, base, sp.span);
                self.emit(Op::Mov { dst: this, src: t });
                self.release(m);
            }
            e @ (Expr::Member(_) | Expr::OptChain(_)) => {
                let nullish = self.f.b.label();
                let end = self.f.b.label();
                self.chain_value(e, base, nullish, Some(this))?;
                self.f.b.jump(end);
                self.f.b.bind(nullish);
                self.emit(Op::LoadUndef { dst: base });
                self.f.b.bind(end);
            }
            e => {
                self.expr_to(e, base)?;
                self.emit(Op::LoadUndef { dst: this });
            }
        }
        Ok(())
    }

    /// Evaluates arguments above `base + 1` and emits the call.
    fn call_args(&mut self, args: &[ExprOrSpread], base: Reg, dst: Reg, span: Span, kind: CallKind) -> CResult<()> {
        let callee_name = self.f.b.pending_callee.take();
        if args.iter().any(|a| a.spread.is_some()) {
            let arr = self.temp();
            if arr != base.offset(2) {
                return Err(self.internal(span, "spread arguments are not above the callee"));
            }
            self.emit(Op::NewArray { dst: arr });
            for a in args {
                let m = self.mark();
                let v = self.expr_any(&a.expr)?;
                if let Some(sp) = a.spread {
                    self.at(sp);
                    self.emit(Op::ArraySpread { array: arr, src: v });
                } else {
                    self.emit(Op::ArrayPush { array: arr, src: v });
                }
                self.release(m);
            }
            self.at(span);
            if let Some(t) = callee_name {
                let pc = self.f.b.pc();
                self.f.b.callee_names.push((pc, t));
            }
            match kind {
                CallKind::Call => self.emit(Op::CallSpread { dst, base }),
                CallKind::New => self.emit(Op::NewSpread { dst, base }),
                CallKind::Super => self.emit(Op::SuperCallSpread { dst, base }),
            }
        } else {
            let argc = u16::try_from(args.len()).map_err(|_| self.unsupported(span, "Too many arguments"))?;
            if self.mark() != u32::from(base.0) + 2 {
                return Err(self.internal(span, "call arguments are not above the callee"));
            }
            // A `this` of `undefined` just loaded is written by the call itself.
            let undef_this = matches!(kind, CallKind::Call) && self.f.b.pop_load_undef(base.offset(1));
            for a in args {
                let r = self.temp();
                self.expr_to(&a.expr, r)?;
            }
            self.at(span);
            if let Some(t) = callee_name {
                let pc = self.f.b.pc();
                self.f.b.callee_names.push((pc, t));
            }
            match kind {
                CallKind::Call if undef_this => self.emit(Op::CallUndef { dst, base, argc }),
                CallKind::Call => self.emit(Op::Call { dst, base, argc }),
                CallKind::New => self.emit(Op::New { dst, base, argc }),
                CallKind::Super => self.emit(Op::SuperCall { dst, base, argc }),
            }
        }
        Ok(())
    }

    fn call(&mut self, c: &CallExpr, whole: &Expr, dst: Reg) -> CResult<()> {
        match &c.callee {
            Callee::Super(s) => {
                let m = self.mark();
                let base = self.f.b.alloc_n(2);
                if matches!(self.f.kind, FnKind::Arrow) {
                    // An arrow passes its constructor's `new.target` (see `SuperCall`).
                    self.load_name("new.target", s.span, Some(base.offset(1)))?;
                }
                self.call_args(&c.args, base, base, c.span, CallKind::Super)?;
                self.after_super_call(base, s.span)?;
                if base != dst {
                    self.emit(Op::Mov { dst, src: base });
                }
                self.release(m);
                Ok(())
            }
            Callee::Import(_) => {
                let m = self.mark();
                let base = self.f.b.alloc_n(2);
                let n = self.f.b.name("%import");
                self.at(c.span);
                self.emit(Op::GetGlobal { dst: base, name: n });
                self.emit(Op::LoadUndef { dst: base.offset(1) });
                self.call_args(&c.args, base, dst, c.span, CallKind::Call)?;
                self.release(m);
                Ok(())
            }
            Callee::Expr(callee) => {
                if has_opt_link(callee) {
                    return self.opt_chain(whole, dst);
                }
                if self.opts.builtin
                    && let Expr::Ident(id) = unwrap_expr(callee)
                    && let Some(pos) = self.opts.intrinsics.iter().position(|(n, _)| *n == &*id.sym)
                    && matches!(self.resolve(&id.sym), Resolved::Global)
                {
                    return self.intrinsic(c, pos, dst);
                }
                if self.opts.builtin
                    && let Expr::Ident(id) = unwrap_expr(callee)
                    && id.sym.starts_with("__")
                    && matches!(self.resolve(&id.sym), Resolved::Global)
                {
                    // The prelude's channel to Rust: a name missing from the table fails when the
                    // prelude is compiled, not when its path first runs.
                    return Err(self.unsupported(c.span, format!("Unknown intrinsic `{}`", id.sym)));
                }
                let m = self.mark();
                let base = self.f.b.alloc_n(2);
                self.callee_this(callee, base)?;
                self.f.b.pending_callee = callee_text(callee);
                self.call_args(&c.args, base, dst, c.span, CallKind::Call)?;
                self.release(m);
                Ok(())
            }
        }
    }

    fn intrinsic(&mut self, c: &CallExpr, id: usize, dst: Reg) -> CResult<()> {
        let (name, arity) = self.opts.intrinsics[id];
        // `__call(f, this, [a, b])` with a literal list of arguments is a plain call: the callee and
        // `this` in place and the arguments in registers, no array made and read back.
        if name == "__call"
            && let [f, this, list] = &c.args[..]
            && f.spread.is_none()
            && this.spread.is_none()
            && list.spread.is_none()
            && let Expr::Array(arr) = unwrap_expr(&list.expr)
            && arr.elems.iter().all(|e| e.as_ref().is_some_and(|e| e.spread.is_none()))
        {
            let args: Vec<ExprOrSpread> = arr.elems.iter().flatten().cloned().collect();
            let m = self.mark();
            let base = self.f.b.alloc_n(2);
            self.expr_to(&f.expr, base)?;
            self.expr_to(&this.expr, base.offset(1))?;
            self.call_args(&args, base, dst, c.span, CallKind::Call)?;
            self.release(m);
            return Ok(());
        }
        let arity = usize::from(arity);
        if c.args.len() > arity {
            return Err(self.unsupported(c.span, format!("Intrinsic `{name}` takes {arity} arguments")));
        }
        if c.args.iter().any(|a| a.spread.is_some()) {
            return Err(self.unsupported(c.span, format!("Intrinsic `{name}` cannot take spread arguments")));
        }
        let id = u16::try_from(id).map_err(|_| self.unsupported(c.span, "Too many intrinsics"))?;
        let m = self.mark();
        let base = self.f.b.alloc_n(arity as u32);
        for i in 0..arity {
            let r = base.offset(i as u16);
            match c.args.get(i) {
                Some(a) => self.expr_to(&a.expr, r)?,
                None => self.emit(Op::LoadUndef { dst: r }),
            }
        }
        self.at(c.span);
        self.emit(Op::CallIntrinsic { dst, base, id });
        self.release(m);
        Ok(())
    }

    fn new_expr(&mut self, n: &NewExpr, dst: Reg) -> CResult<()> {
        let m = self.mark();
        let base = self.f.b.alloc_n(2);
        self.expr_to(&n.callee, base)?;
        self.f.b.pending_callee = callee_text(&n.callee);
        let args: &[ExprOrSpread] = n.args.as_deref().unwrap_or(&[]);
        self.call_args(args, base, dst, n.span, CallKind::New)?;
        self.release(m);
        Ok(())
    }

    // ---- assignment ----

    /// A register for a result: `dst` unless it is a binding's register.
    fn scratch(&mut self, dst: Option<Reg>) -> Reg {
        match dst {
            Some(d) if !self.f.b.is_var_reg(d) => d,
            _ => self.temp(),
        }
    }

    /// The target of a simple assignment.
    pub(crate) fn target_of_expr<'x>(&self, e: &'x Expr) -> CResult<Target<'x>> {
        match unwrap_expr(e) {
            Expr::Ident(i) => Ok(Target::Ident(i)),
            Expr::Member(m) if !has_opt_link(&m.obj) => Ok(Target::Member(m)),
            Expr::SuperProp(s) => Ok(Target::Super(s)),
            other => Err(self.syntax(other.span(), "Invalid assignment target")),
        }
    }

    fn target_of_simple<'x>(&self, s: &'x SimpleAssignTarget) -> CResult<Target<'x>> {
        match s {
            SimpleAssignTarget::Ident(b) => Ok(Target::Ident(&b.id)),
            SimpleAssignTarget::Member(m) if !has_opt_link(&m.obj) => Ok(Target::Member(m)),
            SimpleAssignTarget::SuperProp(sp) => Ok(Target::Super(sp)),
            SimpleAssignTarget::Paren(p) => self.target_of_expr(&p.expr),
            SimpleAssignTarget::TsAs(x) => self.target_of_expr(&x.expr),
            SimpleAssignTarget::TsSatisfies(x) => self.target_of_expr(&x.expr),
            SimpleAssignTarget::TsNonNull(x) => self.target_of_expr(&x.expr),
            SimpleAssignTarget::TsTypeAssertion(x) => self.target_of_expr(&x.expr),
            SimpleAssignTarget::TsInstantiation(x) => self.target_of_expr(&x.expr),
            other => Err(self.syntax(other.span(), "Invalid assignment target")),
        }
    }

    /// Compiles an assignment; returns the register holding its value.
    pub(crate) fn assign(&mut self, a: &AssignExpr, dst: Option<Reg>) -> CResult<Reg> {
        match &a.left {
            AssignTarget::Pat(p) => {
                let v = match dst {
                    Some(d) if !self.f.b.is_var_reg(d) => {
                        self.expr_to(&a.right, d)?;
                        d
                    }
                    _ => self.expr_temp(&a.right)?,
                };
                self.at(a.span);
                match p {
                    AssignTargetPat::Array(arr) => self.bind_array(arr, v, BindMode::Assign)?,
                    AssignTargetPat::Object(o) => self.bind_object(o, v, BindMode::Assign)?,
                    AssignTargetPat::Invalid(i) => {
                        return Err(self.syntax(i.span, "Invalid assignment target"));
                    }
                }
                if let Some(d) = dst
                    && d != v
                {
                    self.emit(Op::Mov { dst: d, src: v });
                    return Ok(d);
                }
                Ok(v)
            }
            AssignTarget::Simple(s) => {
                let target = self.target_of_simple(s)?;
                let r = self.assign_target(target, a.op, &a.right, dst, a.span)?;
                if let Some(d) = dst
                    && d != r
                {
                    self.emit(Op::Mov { dst: d, src: r });
                    return Ok(d);
                }
                Ok(r)
            }
        }
    }

    fn assign_target(
        &mut self,
        target: Target<'_>,
        op: AssignOp,
        right: &Expr,
        dst: Option<Reg>,
        span: Span,
    ) -> CResult<Reg> {
        match target {
            Target::Ident(id) => self.assign_ident(id, op, right, dst, span),
            Target::Member(me) => {
                // A plain store whose value nobody reads needs no result register.
                let plain = op == AssignOp::Assign && dst.is_none() && !is_anonymous_fn(right);
                let v = if plain { Reg::NONE } else { self.scratch(dst) };
                let m = self.mark();
                let key_may = match &me.prop {
                    MemberProp::Computed(c) => may_assign(&c.expr),
                    _ => false,
                };
                let obj = if key_may || may_assign(right) { self.expr_temp(&me.obj)? } else { self.expr_any(&me.obj)? };
                let key = match &me.prop {
                    MemberProp::Computed(c) if !matches!(unwrap_expr(&c.expr), Expr::Lit(Lit::Str(_))) => {
                        let k = self.expr_temp(&c.expr)?;
                        if op != AssignOp::Assign && !matches!(unwrap_expr(&c.expr), Expr::Lit(_)) {
                            self.at(me.span);
                            self.emit(Op::KeyOf { key: k, obj });
                        }
                        Key::Reg(k)
                    }
                    other => self.member_key(other)?,
                };
                let get = |cg: &mut Self, dst: Reg| {
                    cg.at(me.span);
                    match key {
                        Key::Named(n) => cg.emit(Op::GetNamed { dst, obj, name: n }),
                        Key::Reg(k) => cg.emit(Op::GetProp { dst, obj, key: k }),
                        Key::Private(k) => cg.emit(Op::GetPrivate { dst, obj, key: k }),
                    }
                    Ok(())
                };
                let set = |cg: &mut Self, src: Reg| {
                    cg.at(me.span);
                    match key {
                        Key::Named(n) => cg.emit(Op::SetNamed { obj, name: n, src }),
                        Key::Reg(k) => cg.emit(Op::SetProp { obj, key: k, src }),
                        Key::Private(k) => cg.emit(Op::SetPrivate { obj, key: k, src }),
                    }
                    Ok(())
                };
                if plain {
                    let r = self.expr_any(right)?;
                    set(self, r)?;
                    self.release(m);
                    return Ok(r);
                }
                self.compound(op, right, v, None, get, set)?;
                self.release(m);
                Ok(v)
            }
            Target::Super(sp) => {
                let plain = op == AssignOp::Assign && dst.is_none() && !is_anonymous_fn(right);
                let v = if plain { Reg::NONE } else { self.scratch(dst) };
                let m = self.mark();
                let this = self.load_this(sp.span)?;
                let r = self.super_ref(sp, this)?;
                let get = |cg: &mut Self, dst: Reg| {
                    cg.super_get(r, dst, sp.span);
                    Ok(())
                };
                let set = |cg: &mut Self, src: Reg| {
                    cg.super_set(r, src, sp.span);
                    Ok(())
                };
                if plain {
                    let r = self.expr_any(right)?;
                    set(self, r)?;
                    self.release(m);
                    return Ok(r);
                }
                self.compound(op, right, v, None, get, set)?;
                self.release(m);
                Ok(v)
            }
        }
    }

    /// The read-modify-write core of an assignment to a reference given by `get`/`set`; the
    /// result ends up in `v`.
    fn compound(
        &mut self,
        op: AssignOp,
        right: &Expr,
        v: Reg,
        name: Option<&str>,
        get: impl Fn(&mut Self, Reg) -> CResult<()>,
        set: impl Fn(&mut Self, Reg) -> CResult<()>,
    ) -> CResult<()> {
        match op {
            AssignOp::Assign => {
                self.expr_named(right, v, name)?;
                set(self, v)?;
            }
            AssignOp::AndAssign | AssignOp::OrAssign | AssignOp::NullishAssign => {
                let end = self.f.b.label();
                get(self, v)?;
                match op {
                    AssignOp::AndAssign => self.f.b.jump_if_false(v, end),
                    AssignOp::OrAssign => self.f.b.jump_if_true(v, end),
                    _ => self.f.b.jump_if_not_nullish(v, end),
                }
                self.expr_named(right, v, name)?;
                set(self, v)?;
                self.f.b.bind(end);
            }
            _ => {
                let bop = op.to_update().unwrap_or(BinaryOp::Add);
                get(self, v)?;
                let m = self.mark();
                let imm = match bop {
                    BinaryOp::Add | BinaryOp::Sub => small_int(right),
                    _ => None,
                };
                match imm {
                    Some(i) if bop == BinaryOp::Add => self.emit(Op::AddImm { dst: v, src: v, imm: i }),
                    Some(i) => self.emit(Op::SubImm { dst: v, src: v, imm: i }),
                    None => {
                        let r = self.expr_any(right)?;
                        self.emit(binary_op(bop, v, v, r));
                    }
                }
                self.release(m);
                set(self, v)?;
            }
        }
        Ok(())
    }

    fn assign_ident(&mut self, id: &Ident, op: AssignOp, right: &Expr, dst: Option<Reg>, span: Span) -> CResult<Reg> {
        let name = id.sym.to_string();
        // An anonymous function takes the target's name only when the target is an identifier
        // reference as written: `(f) = function () {}` (a parenthesized target) names nothing.
        let fn_name = if span.lo < id.span.lo { None } else { Some(name.as_str()) };
        // Fast path: a plain register binding of this function.
        if let Some(r) = self.direct_reg(&name, id.span, false) {
            match op {
                AssignOp::Assign => {
                    self.expr_named(right, r, fn_name)?;
                }
                AssignOp::AndAssign | AssignOp::OrAssign | AssignOp::NullishAssign => {
                    let end = self.f.b.label();
                    match op {
                        AssignOp::AndAssign => self.f.b.jump_if_false(r, end),
                        AssignOp::OrAssign => self.f.b.jump_if_true(r, end),
                        _ => self.f.b.jump_if_not_nullish(r, end),
                    }
                    self.expr_named(right, r, fn_name)?;
                    self.f.b.bind(end);
                }
                _ => {
                    let bop = op.to_update().unwrap_or(BinaryOp::Add);
                    let m = self.mark();
                    let imm = match bop {
                        BinaryOp::Add | BinaryOp::Sub => small_int(right),
                        _ => None,
                    };
                    self.at(span);
                    match imm {
                        Some(i) if bop == BinaryOp::Add => self.emit(Op::AddImm { dst: r, src: r, imm: i }),
                        Some(i) => self.emit(Op::SubImm { dst: r, src: r, imm: i }),
                        None => {
                            let old = if may_assign(right) {
                                let t = self.temp();
                                self.emit(Op::Mov { dst: t, src: r });
                                t
                            } else {
                                r
                            };
                            let rv = self.expr_any(right)?;
                            self.at(span);
                            self.emit(binary_op(bop, r, old, rv));
                        }
                    }
                    self.release(m);
                }
            }
            return Ok(r);
        }
        let v = self.scratch(dst);
        let m = self.mark();
        // A global reference is resolved before the value is evaluated: when it did not
        // resolve then, the (strict) assignment throws even if the value created the global.
        let found = if op == AssignOp::Assign && matches!(self.resolve(&name), Resolved::Global) {
            let t = self.temp();
            let n = self.f.b.name(&name);
            self.at(id.span);
            self.emit(Op::HasGlobal { dst: t, name: n });
            Some(t)
        } else {
            None
        };
        let name2 = name.clone();
        let get = |cg: &mut Self, d: Reg| cg.load_name(&name2, id.span, Some(d)).map(|_| ());
        let name3 = name.clone();
        let after_read = op != AssignOp::Assign;
        let set = |cg: &mut Self, src: Reg| {
            if let Some(found) = found {
                let resolved = cg.f.b.label();
                cg.f.b.jump_if_true(found, resolved);
                cg.at(id.span);
                cg.throw_error(ErrorKind::Reference, &format!("{name3} is not defined"));
                cg.f.b.bind(resolved);
            }
            if after_read {
                cg.store_name_after_read(&name3, id.span, src)
            } else {
                cg.store_name(&name3, id.span, src, false)
            }
        };
        self.at(span);
        self.compound(op, right, v, fn_name, get, set)?;
        self.release(m);
        Ok(v)
    }

    /// Stores `value` into a simple target (destructuring assignment elements).
    pub(crate) fn store_target(&mut self, e: &Expr, value: Reg) -> CResult<()> {
        let m = self.mark();
        let p = self.prepare_target(e)?;
        self.store_prepared(p, value)?;
        self.release(m);
        Ok(())
    }

    /// Evaluates the reference of an assignment target (object and key) ahead of its value, as
    /// destructuring assignment does; the registers live until the caller releases them.
    pub(crate) fn prepare_target<'x>(&mut self, e: &'x Expr) -> CResult<Prepared<'x>> {
        Ok(match self.target_of_expr(e)? {
            Target::Ident(id) => Prepared::Ident(id),
            Target::Member(me) => {
                let obj = self.expr_temp(&me.obj)?;
                let key = match &me.prop {
                    MemberProp::Computed(c) if !matches!(unwrap_expr(&c.expr), Expr::Lit(Lit::Str(_))) => {
                        Key::Reg(self.expr_temp(&c.expr)?)
                    }
                    other => self.member_key(other)?,
                };
                Prepared::Member { obj, key, span: me.span }
            }
            Target::Super(sp) => {
                let this = self.load_this(sp.span)?;
                let sref = self.super_ref(sp, this)?;
                Prepared::Super { sref, span: sp.span }
            }
        })
    }

    /// Stores `value` through a prepared reference.
    pub(crate) fn store_prepared(&mut self, p: Prepared<'_>, value: Reg) -> CResult<()> {
        match p {
            Prepared::Ident(id) => self.store_name(&id.sym, id.span, value, false)?,
            Prepared::Member { obj, key, span } => {
                self.at(span);
                match key {
                    Key::Named(n) => self.emit(Op::SetNamed { obj, name: n, src: value }),
                    Key::Reg(k) => self.emit(Op::SetProp { obj, key: k, src: value }),
                    Key::Private(k) => self.emit(Op::SetPrivate { obj, key: k, src: value }),
                }
            }
            Prepared::Super { sref, span } => self.super_set(sref, value, span),
        }
        Ok(())
    }

    // ---- update ----

    /// `++x`, `x--`, …; returns the register holding the expression's value.
    fn update(&mut self, u: &UpdateExpr, dst: Option<Reg>, want: bool) -> CResult<Reg> {
        let inc = u.op == UpdateOp::PlusPlus;
        let step = |cg: &mut Self, d: Reg, s: Reg| {
            if inc {
                cg.emit(Op::Inc { dst: d, src: s });
            } else {
                cg.emit(Op::Dec { dst: d, src: s });
            }
        };
        let postfix = !u.prefix && want;
        match self.target_of_expr(&u.arg)? {
            Target::Ident(id) => {
                if let Some(r) = self.direct_reg(&id.sym, id.span, false) {
                    self.at(u.span);
                    if postfix {
                        let old = self.scratch(dst);
                        self.emit(Op::ToNumeric { dst: old, src: r });
                        step(self, r, old);
                        return Ok(old);
                    }
                    self.emit(Op::ToNumeric { dst: r, src: r });
                    step(self, r, r);
                    return Ok(r);
                }
                let v = self.scratch(dst);
                let m = self.mark();
                let cur = if postfix { self.temp() } else { v };
                self.load_name(&id.sym, id.span, Some(cur))?;
                self.at(u.span);
                if postfix {
                    self.emit(Op::ToNumeric { dst: v, src: cur });
                    step(self, cur, v);
                } else {
                    self.emit(Op::ToNumeric { dst: cur, src: cur });
                    step(self, cur, cur);
                }
                self.store_name_after_read(&id.sym, id.span, cur)?;
                self.release(m);
                Ok(v)
            }
            Target::Member(me) => {
                let v = self.scratch(dst);
                let m = self.mark();
                let obj = self.expr_any(&me.obj)?;
                let key = match &me.prop {
                    MemberProp::Computed(c) if !matches!(unwrap_expr(&c.expr), Expr::Lit(Lit::Str(_))) => {
                        let k = self.expr_temp(&c.expr)?;
                        if !matches!(unwrap_expr(&c.expr), Expr::Lit(_)) {
                            self.at(me.span);
                            self.emit(Op::KeyOf { key: k, obj });
                        }
                        Key::Reg(k)
                    }
                    other => self.member_key(other)?,
                };
                let cur = if postfix { self.temp() } else { v };
                self.at(me.span);
                match key {
                    Key::Named(n) => self.emit(Op::GetNamed { dst: cur, obj, name: n }),
                    Key::Reg(k) => self.emit(Op::GetProp { dst: cur, obj, key: k }),
                    Key::Private(k) => self.emit(Op::GetPrivate { dst: cur, obj, key: k }),
                }
                if postfix {
                    self.emit(Op::ToNumeric { dst: v, src: cur });
                    step(self, cur, v);
                } else {
                    self.emit(Op::ToNumeric { dst: cur, src: cur });
                    step(self, cur, cur);
                }
                match key {
                    Key::Named(n) => self.emit(Op::SetNamed { obj, name: n, src: cur }),
                    Key::Reg(k) => self.emit(Op::SetProp { obj, key: k, src: cur }),
                    Key::Private(k) => self.emit(Op::SetPrivate { obj, key: k, src: cur }),
                }
                self.release(m);
                Ok(v)
            }
            Target::Super(sp) => {
                let v = self.scratch(dst);
                let m = self.mark();
                let this = self.load_this(sp.span)?;
                let r = self.super_ref(sp, this)?;
                let cur = if postfix { self.temp() } else { v };
                self.super_get(r, cur, sp.span);
                if postfix {
                    self.emit(Op::ToNumeric { dst: v, src: cur });
                    step(self, cur, v);
                } else {
                    self.emit(Op::ToNumeric { dst: cur, src: cur });
                    step(self, cur, cur);
                }
                self.emit(Op::SetSuper { base: r.base, key: r.key, src: cur });
                self.release(m);
                Ok(v)
            }
        }
    }

    // ---- generators ----

    fn yield_expr(&mut self, y: &YieldExpr, dst: Reg) -> CResult<()> {
        if y.delegate {
            let Some(arg) = &y.arg else {
                return Err(self.syntax(y.span, "yield* needs an operand"));
            };
            return self.yield_star(arg, dst, y.span);
        }
        let m = self.mark();
        let v = match &y.arg {
            Some(a) => self.expr_any(a)?,
            None => {
                let t = self.temp();
                self.emit(Op::LoadUndef { dst: t });
                t
            }
        };
        let is_async = self.f.is_async;
        let v = if is_async {
            let t = self.temp();
            self.at(y.span);
            self.emit(Op::Await { dst: t, src: v });
            t
        } else {
            v
        };
        let mode = self.temp();
        self.at(y.span);
        self.emit(Op::Yield { dst, src: v, mode });
        let cont = self.f.b.label();
        self.f.b.jump_if_false(mode, cont);
        if is_async {
            self.emit(Op::Await { dst, src: dst });
        }
        self.return_from(dst)?;
        self.f.b.bind(cont);
        self.release(m);
        Ok(())
    }

    /// `yield* iterable`: forwards next/throw/return to the inner iterator.
    fn yield_star(&mut self, arg: &Expr, dst: Reg, span: Span) -> CResult<()> {
        let is_async = self.f.is_async;
        let m = self.mark();
        let it = self.f.b.alloc_n(2);
        {
            let mm = self.mark();
            let src = self.expr_any(arg)?;
            self.at(span);
            if is_async {
                self.emit(Op::GetAsyncIterator { dst: it, src });
            } else {
                self.emit(Op::GetIterator { dst: it, src });
            }
            self.release(mm);
        }
        let received = self.temp();
        let mode = self.temp();
        let res = self.temp();
        let t = self.temp();
        let base = self.f.b.alloc_n(3);
        self.emit(Op::LoadUndef { dst: received });
        self.emit(Op::LoadInt { dst: mode, value: 0 });
        let l_loop = self.f.b.label();
        let l_throw = self.f.b.label();
        let l_return = self.f.b.label();
        let l_check = self.f.b.label();
        let l_yield = self.f.b.label();
        let l_done = self.f.b.label();
        let l_nothrow = self.f.b.label();
        let l_retdirect = self.f.b.label();
        let n_throw = self.f.b.name("throw");
        let n_return = self.f.b.name("return");
        let n_done = self.f.b.name("done");
        let n_value = self.f.b.name("value");
        self.f.b.bind(l_loop);
        self.at(span);
        self.emit(Op::LoadInt { dst: t, value: 1 });
        self.emit(Op::StrictEq { dst: t, lhs: mode, rhs: t });
        self.f.b.jump_if_true(t, l_return);
        self.emit(Op::LoadInt { dst: t, value: 2 });
        self.emit(Op::StrictEq { dst: t, lhs: mode, rhs: t });
        self.f.b.jump_if_true(t, l_throw);
        // next
        self.emit(Op::Mov { dst: base, src: it.offset(1) });
        self.emit(Op::Mov { dst: base.offset(1), src: it });
        self.emit(Op::Mov { dst: base.offset(2), src: received });
        self.emit(Op::Call { dst: res, base, argc: 1 });
        self.f.b.jump(l_check);
        // throw
        self.f.b.bind(l_throw);
        self.emit(Op::GetNamed { dst: base, obj: it, name: n_throw });
        self.f.b.jump_if_nullish(base, l_nothrow);
        self.emit(Op::Mov { dst: base.offset(1), src: it });
        self.emit(Op::Mov { dst: base.offset(2), src: received });
        self.emit(Op::Call { dst: res, base, argc: 1 });
        self.f.b.jump(l_check);
        self.f.b.bind(l_nothrow);
        self.iter_close(it, is_async);
        self.throw_error(ErrorKind::Type, "The iterator does not provide a 'throw' method");
        // return
        self.f.b.bind(l_return);
        self.emit(Op::GetNamed { dst: base, obj: it, name: n_return });
        self.f.b.jump_if_nullish(base, l_retdirect);
        self.emit(Op::Mov { dst: base.offset(1), src: it });
        self.emit(Op::Mov { dst: base.offset(2), src: received });
        self.emit(Op::Call { dst: res, base, argc: 1 });
        if is_async {
            self.emit(Op::Await { dst: res, src: res });
        }
        self.emit(Op::RequireObject { src: res });
        self.emit(Op::GetNamed { dst: t, obj: res, name: n_done });
        self.f.b.jump_if_false(t, l_yield);
        self.emit(Op::GetNamed { dst: received, obj: res, name: n_value });
        self.return_from(received)?;
        self.f.b.bind(l_retdirect);
        if is_async {
            self.emit(Op::Await { dst: received, src: received });
        }
        self.return_from(received)?;
        // check the inner result
        self.f.b.bind(l_check);
        if is_async {
            self.emit(Op::Await { dst: res, src: res });
        }
        self.emit(Op::RequireObject { src: res });
        self.emit(Op::GetNamed { dst: t, obj: res, name: n_done });
        self.f.b.jump_if_true(t, l_done);
        self.f.b.bind(l_yield);
        if is_async {
            // An async generator yields the value; a throw sent in comes back as an exception.
            let l_caught = self.f.b.label();
            self.emit(Op::GetNamed { dst: t, obj: res, name: n_value });
            let l_resumed = self.f.b.label();
            self.f.b.push_handler(l_caught);
            self.emit(Op::Yield { dst: received, src: t, mode });
            // AsyncGeneratorUnwrapYieldResumption: a return's value is awaited before the
            // inner iterator's `return` is looked up (a rejection comes back as a throw).
            self.emit(Op::LoadInt { dst: t, value: 1 });
            self.emit(Op::StrictEq { dst: t, lhs: mode, rhs: t });
            self.f.b.jump_if_false(t, l_resumed);
            self.emit(Op::Await { dst: received, src: received });
            self.f.b.bind(l_resumed);
            self.emit(Op::PopHandler {});
            self.f.b.jump(l_loop);
            self.f.b.bind(l_caught);
            self.emit(Op::Catch { dst: received });
            self.emit(Op::LoadInt { dst: mode, value: 2 });
            self.f.b.jump(l_loop);
        } else {
            self.emit(Op::YieldStar { dst: received, src: res, mode });
            self.f.b.jump(l_loop);
        }
        self.f.b.bind(l_done);
        self.emit(Op::GetNamed { dst, obj: res, name: n_value });
        self.release(m);
        Ok(())
    }

    /// Loads the value of a resolved binding for pattern defaults etc. (unused helper kept for
    /// symmetry with `store_target`).
    #[allow(dead_code)]
    pub(crate) fn loc_of(&self, name: &str) -> Option<Loc> {
        match self.resolve(name) {
            Resolved::Local { loc, .. } => Some(loc),
            Resolved::Global => None,
        }
    }

    #[allow(dead_code)]
    pub(crate) fn closure(&mut self, dst: Reg, func: FuncIdx) {
        self.emit(Op::MakeClosure { dst, func });
    }
}

/// The kind of call op to emit.
#[derive(Copy, Clone)]
enum CallKind {
    Call,
    New,
    Super,
}

/// The source-like text V8 shows for a callee that is not a function (`o.method`, `a[0]`,
/// `f(...)`, `this.x`), for the simple shapes; `None` for the rest (the message then describes
/// the value).
fn callee_text(e: &Expr) -> Option<String> {
    fn member(obj: String, prop: &MemberProp, optional: bool) -> Option<String> {
        let dot = if optional { "?." } else { "." };
        match prop {
            MemberProp::Ident(n) => Some(format!("{obj}{dot}{}", n.sym)),
            MemberProp::PrivateName(p) => Some(format!("{obj}{dot}#{}", p.name)),
            MemberProp::Computed(c) => {
                let open = if optional { "?.[" } else { "[" };
                match unwrap_expr(&c.expr) {
                    Expr::Lit(Lit::Str(s)) => Some(format!("{obj}{dot}{}", String::from_utf16_lossy(&str_units(s)))),
                    Expr::Lit(Lit::Num(n)) => Some(format!("{obj}{open}{}]", n.value)),
                    Expr::Ident(i) => Some(format!("{obj}{open}{}]", i.sym)),
                    _ => None,
                }
            }
        }
    }
    match unwrap_expr(e) {
        Expr::Ident(i) => Some(i.sym.to_string()),
        Expr::This(_) => Some("this".into()),
        Expr::Member(m) => member(callee_text(&m.obj)?, &m.prop, false),
        Expr::SuperProp(sp) => match &sp.prop {
            SuperProp::Ident(n) => Some(format!("(intermediate value).{}", n.sym)),
            SuperProp::Computed(_) => None,
        },
        Expr::Call(c) => match &c.callee {
            Callee::Expr(inner) => Some(format!("{}(...)", callee_text(inner)?)),
            _ => None,
        },
        Expr::OptChain(oc) => match &*oc.base {
            OptChainBase::Member(m) => member(callee_text(&m.obj)?, &m.prop, oc.optional),
            OptChainBase::Call(c) => Some(format!("{}(...)", callee_text(&c.callee)?)),
        },
        _ => None,
    }
}

/// Whether a template's raw text holds a NotEscapeSequence the parser cooks anyway: `\8`, `\9`,
/// `\0` before a decimal digit, or a `\u{…}` with a numeric separator. A tagged template's cooked string is then `undefined`
/// (ECMA-262 13.2.8.6: TV of a NotEscapeSequence is undefined).
fn has_not_escape_sequence(raw: &str) -> bool {
    if crate::scope::separator_in_code_point_escape(raw) {
        return true;
    }
    let b = raw.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] == b'\\' {
            match b[i + 1] {
                b'8' | b'9' => return true,
                b'0' if b.get(i + 2).is_some_and(u8::is_ascii_digit) => return true,
                _ => {}
            }
            i += 2;
        } else {
            i += 1;
        }
    }
    false
}
