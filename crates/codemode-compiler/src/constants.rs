//! Loop constants: the number literals a function's loops use as operands of binary operators
//! (`i < 1000000`, `x % 1000003`, `x * 2`), found before its body is compiled so that each can be
//! loaded once into a register of its own at the body's start ([`crate::codegen::FnState::consts`])
//! and read from there, instead of a `LoadInt`/`LoadConst` into a temporary on every iteration.
//!
//! The walk is a look-ahead only: it sees statements and the expressions in them but not nested
//! functions or classes (they have their own loops and registers), and what it misses only leaves
//! a literal loaded where it is used, as before. Small integers that an operator takes as an
//! immediate (`i < 10`, `n - 1`: `LtImm`, `SubImm`, …) are not collected. Like the other passes
//! it grows the stack on demand, so a deeply nested expression cannot overflow it.

use swc_ecma_ast::*;

use crate::scope::{RED_ZONE, STACK_SEGMENT, unwrap_expr};

/// The most constants one function keeps in registers (each is loaded once per call).
pub(crate) const MAX: usize = 8;

/// How many nodes the walk looks at, at most (a huge body keeps the rest of its literals inline).
const BUDGET: u32 = 20_000;

/// The number literals used as operands of binary operators inside the loops of `stmts`, in
/// order of first appearance, at most [`MAX`] distinct values (as bits; `-0` is never one).
pub(crate) fn loop_operands<'s>(stmts: impl Iterator<Item = &'s Stmt>) -> Vec<f64> {
    let mut w = Walk { found: Vec::new(), budget: BUDGET };
    for s in stmts {
        w.stmt(s, false);
    }
    w.found
}

struct Walk {
    found: Vec<f64>,
    budget: u32,
}

impl Walk {
    fn spend(&mut self) -> bool {
        if self.budget == 0 || self.found.len() >= MAX {
            return false;
        }
        self.budget -= 1;
        true
    }

    fn note(&mut self, e: &Expr) {
        if let Expr::Lit(Lit::Num(n)) = unwrap_expr(e) {
            let v = n.value;
            let negative_zero = v == 0.0 && v.is_sign_negative();
            let seen = self.found.iter().any(|f| f.to_bits() == v.to_bits());
            if !negative_zero && !seen {
                self.found.push(v);
            }
        }
    }

    fn stmt(&mut self, s: &Stmt, lp: bool) {
        if self.spend() {
            stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.stmt_inner(s, lp));
        }
    }

    fn stmt_inner(&mut self, s: &Stmt, lp: bool) {
        match s {
            Stmt::Block(b) => b.stmts.iter().for_each(|s| self.stmt(s, lp)),
            Stmt::Expr(e) => self.expr(&e.expr, lp),
            Stmt::Return(r) => {
                if let Some(e) = &r.arg {
                    self.expr(e, lp);
                }
            }
            Stmt::Throw(t) => self.expr(&t.arg, lp),
            Stmt::If(i) => {
                self.expr(&i.test, lp);
                self.stmt(&i.cons, lp);
                if let Some(a) = &i.alt {
                    self.stmt(a, lp);
                }
            }
            Stmt::Labeled(l) => self.stmt(&l.body, lp),
            Stmt::Switch(sw) => {
                self.expr(&sw.discriminant, lp);
                for c in &sw.cases {
                    if let Some(t) = &c.test {
                        self.expr(t, lp);
                    }
                    c.cons.iter().for_each(|s| self.stmt(s, lp));
                }
            }
            Stmt::Try(t) => {
                t.block.stmts.iter().for_each(|s| self.stmt(s, lp));
                if let Some(h) = &t.handler {
                    h.body.stmts.iter().for_each(|s| self.stmt(s, lp));
                }
                if let Some(f) = &t.finalizer {
                    f.stmts.iter().for_each(|s| self.stmt(s, lp));
                }
            }
            Stmt::While(w) => {
                self.expr(&w.test, true);
                self.stmt(&w.body, true);
            }
            Stmt::DoWhile(w) => {
                self.stmt(&w.body, true);
                self.expr(&w.test, true);
            }
            Stmt::For(f) => {
                match &f.init {
                    Some(VarDeclOrExpr::VarDecl(v)) => self.var_decl(v, lp),
                    Some(VarDeclOrExpr::Expr(e)) => self.expr(e, lp),
                    None => {}
                }
                if let Some(t) = &f.test {
                    self.expr(t, true);
                }
                if let Some(u) = &f.update {
                    self.expr(u, true);
                }
                self.stmt(&f.body, true);
            }
            Stmt::ForIn(f) => {
                self.expr(&f.right, lp);
                self.stmt(&f.body, true);
            }
            Stmt::ForOf(f) => {
                self.expr(&f.right, lp);
                self.stmt(&f.body, true);
            }
            Stmt::Decl(Decl::Var(v)) => self.var_decl(v, lp),
            Stmt::Decl(Decl::Using(u)) => {
                for d in &u.decls {
                    if let Some(e) = &d.init {
                        self.expr(e, lp);
                    }
                }
            }
            _ => {}
        }
    }

    fn var_decl(&mut self, v: &VarDecl, lp: bool) {
        for d in &v.decls {
            if let Some(e) = &d.init {
                self.expr(e, lp);
            }
        }
    }

    fn expr(&mut self, e: &Expr, lp: bool) {
        if self.spend() {
            stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.expr_inner(e, lp));
        }
    }

    fn expr_inner(&mut self, e: &Expr, lp: bool) {
        match unwrap_expr(e) {
            Expr::Bin(b) => {
                let logical = matches!(b.op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr | BinaryOp::NullishCoalescing);
                if lp && !logical {
                    self.note(&b.left);
                    if !imm_taken(b.op, &b.right) {
                        self.note(&b.right);
                    }
                }
                self.expr(&b.left, lp);
                self.expr(&b.right, lp);
            }
            Expr::Assign(a) => self.expr(&a.right, lp),
            Expr::Unary(u) => self.expr(&u.arg, lp),
            Expr::Cond(c) => {
                self.expr(&c.test, lp);
                self.expr(&c.cons, lp);
                self.expr(&c.alt, lp);
            }
            Expr::Seq(s) => s.exprs.iter().for_each(|e| self.expr(e, lp)),
            Expr::Call(c) => {
                if let Callee::Expr(f) = &c.callee {
                    self.expr(f, lp);
                }
                c.args.iter().for_each(|a| self.expr(&a.expr, lp));
            }
            Expr::New(n) => {
                self.expr(&n.callee, lp);
                if let Some(args) = &n.args {
                    args.iter().for_each(|a| self.expr(&a.expr, lp));
                }
            }
            Expr::Member(m) => {
                self.expr(&m.obj, lp);
                if let MemberProp::Computed(c) = &m.prop {
                    self.expr(&c.expr, lp);
                }
            }
            Expr::Array(a) => a.elems.iter().flatten().for_each(|el| self.expr(&el.expr, lp)),
            Expr::Object(o) => {
                for p in &o.props {
                    if let PropOrSpread::Prop(p) = p
                        && let Prop::KeyValue(kv) = &**p
                    {
                        self.expr(&kv.value, lp);
                    }
                }
            }
            Expr::Tpl(t) => t.exprs.iter().for_each(|e| self.expr(e, lp)),
            Expr::Await(a) => self.expr(&a.arg, lp),
            _ => {}
        }
    }
}

/// Whether `op` takes `right` as an immediate (see `expression.rs`'s `imm_op`): such a small
/// integer is never loaded into a register.
fn imm_taken(op: BinaryOp, right: &Expr) -> bool {
    matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Lt | BinaryOp::LtEq | BinaryOp::Gt | BinaryOp::GtEq)
        && crate::expression::small_int(right).is_some()
}
