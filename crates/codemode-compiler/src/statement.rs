//! Statements: blocks and declarations, conditionals, loops (`for`, `for…in`, `for…of`,
//! `for await`, `while`, `do…while`), `switch`, labels, `break`/`continue`/`return`/`throw`,
//! `try`/`catch`/`finally` with completion routing, and `using` / `await using` declarations
//! (lowered to a hidden dispose capability and a `finally` region; see [`Cg::using_region`]).
//!
//! Jumps out of nested regions go through [`Cg::exit`] (in `function.rs`), which undoes
//! environments, handlers and iterators and routes through `finally` blocks. This module does not
//! compile expressions or patterns itself.

use swc_common::{Span, Spanned};
use swc_ecma_ast::*;

use codemode_bytecode::{EmitJump, Op, Reg};

use crate::codegen::{CResult, Cg, Control, Exit, FinallyInfo};
use crate::pattern::BindMode;
use crate::scope::{self, key, tag};

/// Whether `stmts` declare `using` bindings directly: `Some(true)` when one of them is an
/// `await using`.
fn using_kind(stmts: &[Stmt]) -> Option<bool> {
    let mut found = None;
    for s in stmts {
        if let Stmt::Decl(Decl::Using(u)) = s {
            found = Some(found == Some(true) || u.is_await);
        }
    }
    found
}

impl Cg<'_, '_> {
    pub(crate) fn stmts(&mut self, stmts: &[Stmt]) -> CResult<()> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub(crate) fn stmt(&mut self, s: &Stmt) -> CResult<()> {
        self.enter(s.span())?;
        if !matches!(s, Stmt::Block(_) | Stmt::Empty(_) | Stmt::Decl(Decl::Fn(_)) | Stmt::Labeled(_)) {
            self.at(s.span());
        }
        let r = self.grow(|cg| cg.stmt_inner(s, Vec::new()));
        self.leave();
        r
    }

    fn stmt_inner(&mut self, s: &Stmt, labels: Vec<String>) -> CResult<()> {
        match s {
            Stmt::Block(b) => {
                if labels.is_empty() {
                    self.block(b)
                } else {
                    self.labeled_block(labels, |cg| cg.block(b))
                }
            }
            Stmt::Empty(_) => Ok(()),
            Stmt::Debugger(_) => {
                self.emit(Op::Nop {});
                Ok(())
            }
            Stmt::With(w) => Err(self.syntax(w.span, "Strict mode code may not include a with statement")),
            Stmt::Return(r) => self.return_stmt(r),
            Stmt::Labeled(l) => {
                let mut labels = labels;
                labels.push(l.label.sym.to_string());
                self.enter(l.body.span())?;
                let r = self.grow(|cg| cg.stmt_inner(&l.body, labels));
                self.leave();
                r
            }
            Stmt::Break(b) => {
                self.at(b.span);
                let label = b.label.as_ref().map(|l| l.sym.to_string());
                match self.find_target(label.as_deref(), false) {
                    Some(i) => self.exit(Exit::Break(i)),
                    None => Err(self.syntax(
                        b.span,
                        match label {
                            Some(l) => format!("Undefined label '{l}'"),
                            None => "Illegal break statement".to_string(),
                        },
                    )),
                }
            }
            Stmt::Continue(c) => {
                self.at(c.span);
                let label = c.label.as_ref().map(|l| l.sym.to_string());
                match self.find_target(label.as_deref(), true) {
                    Some(i) => self.exit(Exit::Continue(i)),
                    None => Err(self.syntax(
                        c.span,
                        match label {
                            Some(l) => {
                                format!("Illegal continue statement: '{l}' does not denote an iteration statement")
                            }
                            None => "Illegal continue statement: no surrounding iteration statement".to_string(),
                        },
                    )),
                }
            }
            Stmt::If(i) => {
                if labels.is_empty() {
                    self.if_stmt(i)
                } else {
                    self.labeled_block(labels, |cg| cg.if_stmt(i))
                }
            }
            Stmt::Switch(sw) => self.switch(sw, labels),
            Stmt::Throw(t) => {
                let m = self.mark();
                let v = self.expr_any(&t.arg)?;
                self.at(t.span);
                self.emit(Op::Throw { src: v });
                self.release(m);
                Ok(())
            }
            Stmt::Try(t) => {
                if labels.is_empty() {
                    self.try_stmt(t)
                } else {
                    self.labeled_block(labels, |cg| cg.try_stmt(t))
                }
            }
            Stmt::While(w) => self.while_stmt(w, labels),
            Stmt::DoWhile(w) => self.do_while(w, labels),
            Stmt::For(f) => self.for_stmt(f, labels),
            Stmt::ForIn(f) => self.for_in(f, labels),
            Stmt::ForOf(f) => self.for_of(f, labels),
            Stmt::Decl(d) => self.decl(d),
            Stmt::Expr(e) => {
                self.at(e.span);
                let m = self.mark();
                self.expr_effect(&e.expr)?;
                self.release(m);
                Ok(())
            }
        }
    }

    /// A labeled non-loop statement: `break label` jumps past it.
    fn labeled_block(&mut self, labels: Vec<String>, body: impl FnOnce(&mut Self) -> CResult<()>) -> CResult<()> {
        let brk = self.f.b.label();
        self.f.control.push(Control::Breakable { labels, brk, cont: None, iter: None, block: true });
        let r = body(self);
        self.f.control.pop();
        self.f.b.bind(brk);
        r
    }

    fn block(&mut self, b: &BlockStmt) -> CResult<()> {
        let sid = self.scope_id(key(b, tag::BLOCK), b.span)?;
        let m = self.mark();
        self.enter_scope(sid, false)?;
        self.hoist_functions(b.stmts.iter())?;
        self.scope_stmts(&b.stmts)?;
        self.leave_scope(false);
        self.release(m);
        Ok(())
    }

    pub(crate) fn decl(&mut self, d: &Decl) -> CResult<()> {
        match d {
            Decl::Class(c) => {
                if c.declare {
                    return Ok(());
                }
                self.at(c.class.span);
                let m = self.mark();
                match self.direct_reg(&c.ident.sym, c.ident.span, true) {
                    Some(r) => self.class(&c.class, Some(&c.ident), &c.ident.sym, r)?,
                    None => {
                        let t = self.temp();
                        self.class(&c.class, Some(&c.ident), &c.ident.sym, t)?;
                        self.store_name(&c.ident.sym, c.ident.span, t, true)?;
                    }
                }
                self.release(m);
                Ok(())
            }
            // Hoisted to the top of the block or function.
            Decl::Fn(_) => Ok(()),
            Decl::Var(v) => self.var_decl(v),
            Decl::Using(u) => self.using_decl(u),
            Decl::TsInterface(_) | Decl::TsTypeAlias(_) => Ok(()),
            Decl::TsEnum(e) if e.declare => Ok(()),
            Decl::TsEnum(e) => self.enum_decl(e),
            Decl::TsModule(m) if scope::ts_module_is_erased(m) => Ok(()),
            Decl::TsModule(m) => Err(self.unsupported(m.span, scope::NAMESPACES_REFUSED)),
        }
    }

    pub(crate) fn var_decl(&mut self, v: &VarDecl) -> CResult<()> {
        if v.declare {
            return Ok(());
        }
        for d in &v.decls {
            self.at(d.span);
            let m = self.mark();
            match (&d.name, &d.init) {
                (Pat::Ident(id), Some(init)) => {
                    let name = &id.id.sym;
                    match self.direct_reg(name, id.id.span, true) {
                        Some(r) => self.expr_named(init, r, Some(name))?,
                        None => {
                            let t = self.temp();
                            self.expr_named(init, t, Some(name))?;
                            self.store_name(name, id.id.span, t, true)?;
                        }
                    }
                }
                (Pat::Ident(id), None) => {
                    if v.kind != VarDeclKind::Var {
                        if let Some(r) = self.direct_reg(&id.id.sym, id.id.span, true) {
                            self.emit(Op::LoadUndef { dst: r });
                        } else {
                            let t = self.temp();
                            self.emit(Op::LoadUndef { dst: t });
                            self.store_name(&id.id.sym, id.id.span, t, true)?;
                        }
                    }
                }
                (pat, Some(init)) => {
                    let t = self.expr_temp(init)?;
                    self.bind_pattern(pat, t, BindMode::Init)?;
                }
                (pat, None) => {
                    // Only possible for `var [a] ;` which swc rejects; bind undefined.
                    let t = self.temp();
                    self.emit(Op::LoadUndef { dst: t });
                    self.bind_pattern(pat, t, BindMode::Init)?;
                }
            }
            self.release(m);
        }
        Ok(())
    }

    fn return_stmt(&mut self, r: &ReturnStmt) -> CResult<()> {
        self.at(r.span);
        let m = self.mark();
        let v = match &r.arg {
            Some(a) => {
                let v = self.expr_any(a)?;
                if self.f.is_async && self.f.is_generator {
                    let t = self.temp();
                    self.emit(Op::Await { dst: t, src: v });
                    t
                } else {
                    v
                }
            }
            None => {
                let t = self.temp();
                self.emit(Op::LoadUndef { dst: t });
                t
            }
        };
        self.at(r.span);
        self.return_from(v)?;
        self.release(m);
        Ok(())
    }

    fn if_stmt(&mut self, i: &IfStmt) -> CResult<()> {
        // `else if` chains iteratively.
        let end = self.f.b.label();
        let mut cur = i;
        loop {
            self.at(cur.test.span());
            let else_l = self.f.b.label();
            let m = self.mark();
            self.cond_false(&cur.test, else_l)?;
            self.release(m);
            self.stmt(&cur.cons)?;
            match cur.alt.as_deref() {
                None => {
                    self.f.b.bind(else_l);
                    break;
                }
                Some(alt) => {
                    self.f.b.jump(end);
                    self.f.b.bind(else_l);
                    match alt {
                        Stmt::If(next) => cur = next,
                        other => {
                            self.stmt(other)?;
                            break;
                        }
                    }
                }
            }
        }
        self.f.b.bind(end);
        Ok(())
    }

    fn loop_control(
        &mut self,
        labels: Vec<String>,
        brk: crate::builder::Label,
        cont: crate::builder::Label,
        iter: Option<(Reg, bool)>,
    ) {
        self.f.control.push(Control::Breakable { labels, brk, cont: Some(cont), iter, block: false });
    }

    /// `while (test) body`, with the test after the body (entered by a jump to it): one branch
    /// per iteration, where a test at the top needs a jump back as well.
    fn while_stmt(&mut self, w: &WhileStmt, labels: Vec<String>) -> CResult<()> {
        let top = self.f.b.label();
        let test = self.f.b.label();
        let end = self.f.b.label();
        self.f.b.jump(test);
        self.f.b.bind(top);
        self.loop_control(labels, end, test, None);
        let r = self.stmt(&w.body);
        self.f.control.pop();
        r?;
        self.f.b.bind(test);
        self.at(w.test.span());
        let m = self.mark();
        self.cond_true(&w.test, top)?;
        self.release(m);
        self.f.b.bind(end);
        Ok(())
    }

    fn do_while(&mut self, w: &DoWhileStmt, labels: Vec<String>) -> CResult<()> {
        let top = self.f.b.label();
        let cont = self.f.b.label();
        let end = self.f.b.label();
        self.f.b.bind(top);
        self.loop_control(labels, end, cont, None);
        let r = self.stmt(&w.body);
        self.f.control.pop();
        r?;
        self.f.b.bind(cont);
        self.at(w.test.span());
        let m = self.mark();
        self.cond_true(&w.test, top)?;
        self.release(m);
        self.f.b.bind(end);
        Ok(())
    }

    fn for_stmt(&mut self, f: &ForStmt, labels: Vec<String>) -> CResult<()> {
        let lexical = matches!(&f.init, Some(VarDeclOrExpr::VarDecl(v)) if v.kind != VarDeclKind::Var);
        let m = self.mark();
        let mut per_iteration_env = false;
        if lexical {
            let sid = self.scope_id(key(f, tag::FOR), f.span)?;
            per_iteration_env = self.tree.scopes[sid as usize].env_slots > 0;
            self.enter_scope(sid, false)?;
        }
        // `for (using …; …; …)`: the resources are disposed of once, when the loop completes.
        let using = match &f.init {
            Some(VarDeclOrExpr::VarDecl(v)) => {
                let at = crate::parse::LineIndex::offset(v.span.lo);
                self.tree.for_using.iter().find(|(o, _)| *o == at).map(|&(_, is_await)| is_await)
            }
            _ => None,
        };
        let rest = |cg: &mut Self| -> CResult<()> {
            match &f.init {
                Some(VarDeclOrExpr::VarDecl(v)) => match using {
                    Some(is_await) => {
                        for d in &v.decls {
                            cg.at(d.span);
                            cg.using_binding(d, None, is_await)?;
                        }
                    }
                    None => cg.var_decl(v)?,
                },
                Some(VarDeclOrExpr::Expr(e)) => {
                    cg.at(e.span());
                    let mm = cg.mark();
                    cg.expr_effect(e)?;
                    cg.release(mm);
                }
                None => {}
            }
            // CreatePerIterationEnvironment runs before the first test too: closures made in
            // the initializer keep the initializer's copy of the bindings (without such a
            // closure the copy is not observable).
            if per_iteration_env && cg.tree.for_init_closures.contains(&key(f, tag::FOR)) {
                cg.emit(Op::CopyEnv {});
            }
            // The test after the body and the update (entered by a jump to it), as in
            // `while_stmt`.
            let top = cg.f.b.label();
            let cont = cg.f.b.label();
            let test = cg.f.b.label();
            let end = cg.f.b.label();
            if f.test.is_some() {
                cg.f.b.jump(test);
            }
            cg.f.b.bind(top);
            cg.loop_control(labels, end, cont, None);
            let r = cg.stmt(&f.body);
            cg.f.control.pop();
            r?;
            cg.f.b.bind(cont);
            if per_iteration_env {
                cg.emit(Op::CopyEnv {});
            }
            if let Some(u) = &f.update {
                cg.at(u.span());
                let mm = cg.mark();
                cg.expr_effect(u)?;
                cg.release(mm);
            }
            match &f.test {
                Some(t) => {
                    cg.f.b.bind(test);
                    cg.at(t.span());
                    let mm = cg.mark();
                    cg.cond_true(t, top)?;
                    cg.release(mm);
                }
                None => cg.f.b.jump(top),
            }
            cg.f.b.bind(end);
            Ok(())
        };
        match using {
            Some(is_await) => self.using_region(is_await, rest)?,
            None => rest(self)?,
        }
        if lexical {
            self.leave_scope(false);
        }
        self.release(m);
        Ok(())
    }

    /// Binds the head of a `for…in`/`for…of` to `value` (inside the per-iteration scope).
    fn for_head(&mut self, left: &ForHead, value: Reg) -> CResult<()> {
        match left {
            ForHead::VarDecl(v) => match v.decls.first() {
                Some(d) => self.bind_pattern(&d.name, value, BindMode::Init),
                None => Ok(()),
            },
            ForHead::UsingDecl(u) => Err(self.syntax(u.span, "`using` declarations are not allowed in `for…in` heads")),
            ForHead::Pat(p) => self.bind_pattern(p, value, BindMode::Assign),
        }
    }

    /// Enters the per-iteration scope of a `for…in`/`for…of` with a lexical head.
    fn enter_iteration_scope(&mut self, left: &ForHead, k: (usize, u8), span: Span) -> CResult<bool> {
        if scope::lexical_head_decls(left).is_some() {
            let sid = self.scope_id(k, span)?;
            self.enter_scope(sid, false)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// The expression of a `for…in`/`for…of` head (loop `k`). With `let`/`const`/`using`, it runs
    /// in the head's own scope (`tag::FOR_HEAD`), whose bindings of the loop's names stay in their
    /// temporal dead zone: a read or write throws, from a closure made there too.
    fn head_expr(&mut self, right: &Expr, k: usize) -> CResult<Reg> {
        let head_scope = self.tree.scope_of((k, tag::FOR_HEAD));
        if let Some(sid) = head_scope {
            self.enter_scope(sid, false)?;
        }
        let r = self.expr_any(right);
        if head_scope.is_some() {
            self.leave_scope(false);
        }
        r
    }

    fn for_in(&mut self, f: &ForInStmt, labels: Vec<String>) -> CResult<()> {
        let m = self.mark();
        self.at(f.right.span());
        let it = self.temp();
        {
            let mm = self.mark();
            let obj = self.head_expr(&f.right, key(f, tag::FOR_IN).0)?;
            self.emit(Op::ForInPrepare { dst: it, src: obj });
            self.release(mm);
        }
        let top = self.f.b.label();
        let end = self.f.b.label();
        let k = self.temp();
        self.f.b.bind(top);
        self.emit(Op::ForInNext { dst: k, iter: it });
        self.f.b.jump_if_done(k, end);
        self.loop_control(labels, end, top, None);
        let r = (|| {
            let scoped = self.enter_iteration_scope(&f.left, key(f, tag::FOR_IN), f.span)?;
            self.at(f.left.span());
            self.for_head(&f.left, k)?;
            self.stmt(&f.body)?;
            if scoped {
                self.leave_scope(false);
            }
            Ok(())
        })();
        self.f.control.pop();
        r?;
        self.f.b.jump(top);
        self.f.b.bind(end);
        self.release(m);
        Ok(())
    }

    fn for_of(&mut self, f: &ForOfStmt, labels: Vec<String>) -> CResult<()> {
        let m = self.mark();
        let is_async = f.is_await;
        self.at(f.right.span());
        let it = self.f.b.alloc_n(2);
        {
            let mm = self.mark();
            let src = self.head_expr(&f.right, key(f, tag::FOR_OF).0)?;
            self.at(f.right.span());
            if is_async {
                self.emit(Op::GetAsyncIterator { dst: it, src });
            } else {
                self.emit(Op::GetIterator { dst: it, src });
            }
            self.release(mm);
        }
        let top = self.f.b.label();
        let end = self.f.b.label();
        let handler = self.f.b.label();
        let v = self.temp();
        self.f.b.bind(top);
        self.at(f.right.span());
        if is_async {
            let mm = self.mark();
            let base = self.f.b.alloc_n(2);
            self.emit(Op::Mov { dst: base, src: it.offset(1) });
            self.emit(Op::Mov { dst: base.offset(1), src: it });
            self.emit(Op::Call { dst: base, base, argc: 0 });
            self.emit(Op::Await { dst: base, src: base });
            self.emit(Op::IterResult { dst: v, src: base });
            self.release(mm);
        } else {
            self.emit(Op::IterNext { dst: v, iter: it });
        }
        self.f.b.jump_if_done(v, end);
        self.loop_control(labels, end, top, Some((it, is_async)));
        self.f.b.push_handler(handler);
        self.f.control.push(Control::Handler);
        let r = (|| {
            let scoped = self.enter_iteration_scope(&f.left, key(f, tag::FOR_OF), f.span)?;
            self.at(f.left.span());
            if let ForHead::UsingDecl(u) = &f.left {
                // Each iteration disposes of its resource when the body completes.
                self.using_region(u.is_await, |cg| {
                    for d in &u.decls {
                        cg.using_binding(d, Some(v), u.is_await)?;
                    }
                    cg.stmt(&f.body)
                })?;
            } else {
                self.for_head(&f.left, v)?;
                self.stmt(&f.body)?;
            }
            if scoped {
                self.leave_scope(false);
            }
            Ok(())
        })();
        self.f.control.pop(); // Handler
        self.f.control.pop(); // Breakable
        r?;
        self.emit(Op::PopHandler {});
        self.f.b.jump(top);
        // A throw from the body closes the iterator (ignoring errors from `return`), then rethrows.
        self.f.b.bind(handler);
        let e = self.temp();
        self.emit(Op::Catch { dst: e });
        let inner = self.f.b.label();
        let rethrow = self.f.b.label();
        self.f.b.push_handler(inner);
        self.iter_close(it, is_async);
        self.emit(Op::PopHandler {});
        self.f.b.jump(rethrow);
        self.f.b.bind(inner);
        let ignored = self.temp();
        self.emit(Op::Catch { dst: ignored });
        self.f.b.bind(rethrow);
        self.emit(Op::Throw { src: e });
        self.f.b.bind(end);
        self.release(m);
        Ok(())
    }

    fn switch(&mut self, sw: &SwitchStmt, labels: Vec<String>) -> CResult<()> {
        let m = self.mark();
        self.at(sw.discriminant.span());
        let d = self.expr_temp(&sw.discriminant)?;
        let sid = self.scope_id(key(sw, tag::SWITCH), sw.span)?;
        self.enter_scope(sid, false)?;
        let end = self.f.b.label();
        let r = (|| {
            self.hoist_functions(sw.cases.iter().flat_map(|c| c.cons.iter()))?;
            let case_labels: Vec<_> = sw.cases.iter().map(|_| self.f.b.label()).collect();
            let mut default = None;
            for (i, c) in sw.cases.iter().enumerate() {
                match &c.test {
                    Some(t) => {
                        self.at(t.span());
                        let mm = self.mark();
                        let v = self.expr_any(t)?;
                        let cmp = self.temp();
                        self.emit(Op::StrictEq { dst: cmp, lhs: d, rhs: v });
                        self.f.b.jump_if_true(cmp, case_labels[i]);
                        self.release(mm);
                    }
                    None => default = Some(case_labels[i]),
                }
            }
            self.f.b.jump(default.unwrap_or(end));
            self.f.control.push(Control::Breakable { labels, brk: end, cont: None, iter: None, block: false });
            let r = (|| {
                for (i, c) in sw.cases.iter().enumerate() {
                    self.f.b.bind(case_labels[i]);
                    self.stmts(&c.cons)?;
                }
                Ok(())
            })();
            self.f.control.pop();
            r
        })();
        r?;
        self.f.b.bind(end);
        self.leave_scope(false);
        self.release(m);
        Ok(())
    }

    /// The statements of a scope (a block, a function body, a static block): with `using`
    /// declarations among them, in a disposal region.
    pub(crate) fn scope_stmts(&mut self, stmts: &[Stmt]) -> CResult<()> {
        match using_kind(stmts) {
            None => self.stmts(stmts),
            Some(is_await) => self.using_region(is_await, |cg| cg.stmts(stmts)),
        }
    }

    /// A region whose `using` declarations add their resources to a dispose capability (an
    /// array in a hidden register) disposed of, in reverse order, on every completion of the
    /// region: DisposeResources runs in the prelude (`disposal.js`), as one call, or with
    /// `await using` as a loop awaiting what each step returns.
    pub(crate) fn using_region(&mut self, is_await: bool, body: impl FnOnce(&mut Self) -> CResult<()>) -> CResult<()> {
        let m = self.mark();
        let cap = self.temp();
        self.emit(Op::NewArray { dst: cap });
        let saved = self.f.using_cap.replace(cap);
        let r = self.with_finally(body, |cg, kind, value| {
            cg.dispose_resources(cap, kind, value, is_await);
            Ok(())
        });
        self.f.using_cap = saved;
        r?;
        self.release(m);
        Ok(())
    }

    /// DisposeResources(cap, completion): returns normally when the completion stands, throws
    /// the completion's error (possibly a `SuppressedError` over it) otherwise.
    fn dispose_resources(&mut self, cap: Reg, kind: Reg, value: Reg, is_await: bool) {
        let m = self.mark();
        if !is_await {
            self.call_hidden("%disposeSync", &[cap, kind, value], None);
            self.release(m);
            return;
        }
        let st = self.temp();
        self.call_hidden("%disposeBegin", &[cap, kind, value], Some(st));
        let top = self.f.b.label();
        let done = self.f.b.label();
        let rejected = self.f.b.label();
        let r = self.temp();
        let cmp = self.temp();
        self.f.b.bind(top);
        self.call_hidden("%disposeNext", &[st], Some(r));
        self.emit(Op::StrictEq { dst: cmp, lhs: r, rhs: st });
        self.f.b.jump_if_true(cmp, done);
        self.f.b.push_handler(rejected);
        self.emit(Op::Await { dst: r, src: r });
        self.emit(Op::PopHandler {});
        self.f.b.jump(top);
        self.f.b.bind(rejected);
        self.emit(Op::Catch { dst: r });
        self.call_hidden("%disposeRejected", &[st, r], None);
        self.f.b.jump(top);
        self.f.b.bind(done);
        self.release(m);
    }

    /// `dst := %name(args…)`: a call to a prelude function the compiler relies on (found by
    /// `GetGlobal` on the realm's hidden object; no program identifier can spell the name).
    fn call_hidden(&mut self, name: &str, args: &[Reg], dst: Option<Reg>) {
        let m = self.mark();
        let base = self.f.b.alloc_n(2 + args.len() as u32);
        let n = self.f.b.name(name);
        self.emit(Op::GetGlobal { dst: base, name: n });
        self.emit(Op::LoadUndef { dst: base.offset(1) });
        for (i, a) in args.iter().enumerate() {
            self.emit(Op::Mov { dst: base.offset(2 + i as u16), src: *a });
        }
        self.emit(Op::Call { dst: base, base, argc: args.len() as u16 });
        if let Some(dst) = dst {
            self.emit(Op::Mov { dst, src: base });
        }
        self.release(m);
    }

    /// `using x = init, …` / `await using x = init, …`.
    fn using_decl(&mut self, u: &UsingDecl) -> CResult<()> {
        for d in &u.decls {
            self.at(d.span);
            self.using_binding(d, None, u.is_await)?;
        }
        Ok(())
    }

    /// Binds one `using` declarator to its initializer (or to `value`, in a `for…of` head) after
    /// adding the value to the scope's dispose capability (AddDisposableResource comes before
    /// the binding is initialized).
    fn using_binding(&mut self, d: &VarDeclarator, value: Option<Reg>, is_await: bool) -> CResult<()> {
        let Pat::Ident(id) = &d.name else {
            return Err(self.syntax(d.span, "`using` declarations may not contain binding patterns"));
        };
        if is_await && !self.f.is_async {
            return Err(self.syntax(d.span, "`await using` is only valid in async functions and at the top level"));
        }
        let Some(cap) = self.f.using_cap else {
            return Err(self.internal(d.span, "`using` outside a disposal region"));
        };
        let m = self.mark();
        let v = match (value, &d.init) {
            (Some(v), _) => v,
            (None, Some(init)) => {
                let t = self.temp();
                self.expr_named(init, t, Some(&id.id.sym))?;
                t
            }
            (None, None) => return Err(self.syntax(d.span, "Missing initializer in `using` declaration")),
        };
        let hint = self.temp();
        self.emit(Op::LoadBool { dst: hint, value: is_await });
        self.call_hidden("%using", &[cap, v, hint], None);
        self.store_name(&id.id.sym, id.id.span, v, true)?;
        self.release(m);
        Ok(())
    }

    fn try_stmt(&mut self, t: &TryStmt) -> CResult<()> {
        match &t.finalizer {
            None => self.try_catch(t),
            Some(fin) => self.with_finally(
                |cg| if t.handler.is_some() { cg.try_catch(t) } else { cg.block(&t.block) },
                |cg, _, _| cg.block(fin),
            ),
        }
    }

    /// Compiles `body` as a region every completion of which (normal, throw, `return`, `break`,
    /// `continue`) runs `fin` first and then continues. `fin` gets the completion's registers:
    /// its kind (0 normal, 1 throw, 2 return, 3… the routed jumps) and value (the exception or
    /// the returned value); a throw from `fin` replaces the completion.
    pub(crate) fn with_finally(
        &mut self,
        body: impl FnOnce(&mut Self) -> CResult<()>,
        fin: impl FnOnce(&mut Self, Reg, Reg) -> CResult<()>,
    ) -> CResult<()> {
        let m = self.mark();
        let kind = self.temp();
        let value = self.temp();
        let entry = self.f.b.label();
        let handler = self.f.b.label();
        let fi = self.f.finallies.len();
        self.f.finallies.push(FinallyInfo { kind, value, entry, exits: Vec::new(), has_return: false });
        self.f.control.push(Control::Finally(fi));
        self.f.b.push_handler(handler);
        self.f.control.push(Control::Handler);
        let r = body(self);
        self.f.control.pop(); // Handler
        self.f.control.pop(); // Finally
        r?;
        self.emit(Op::PopHandler {});
        self.emit(Op::LoadInt { dst: kind, value: 0 });
        self.f.b.jump(entry);
        self.f.b.bind(handler);
        self.emit(Op::Catch { dst: value });
        self.emit(Op::LoadInt { dst: kind, value: 1 });
        self.f.b.bind(entry);
        fin(self, kind, value)?;
        // Dispatch on the completion.
        let info_exits = std::mem::take(&mut self.f.finallies[fi].exits);
        let has_return = self.f.finallies[fi].has_return;
        let mm = self.mark();
        let cmp = self.temp();
        let not_throw = self.f.b.label();
        self.emit(Op::LoadInt { dst: cmp, value: 1 });
        self.emit(Op::StrictEq { dst: cmp, lhs: kind, rhs: cmp });
        self.f.b.jump_if_false(cmp, not_throw);
        self.emit(Op::Throw { src: value });
        self.f.b.bind(not_throw);
        if has_return {
            let skip = self.f.b.label();
            self.emit(Op::LoadInt { dst: cmp, value: 2 });
            self.emit(Op::StrictEq { dst: cmp, lhs: kind, rhs: cmp });
            self.f.b.jump_if_false(cmp, skip);
            self.exit(Exit::Return(value))?;
            self.f.b.bind(skip);
        }
        for (code, exit) in info_exits {
            let skip = self.f.b.label();
            self.emit(Op::LoadInt { dst: cmp, value: code });
            self.emit(Op::StrictEq { dst: cmp, lhs: kind, rhs: cmp });
            self.f.b.jump_if_false(cmp, skip);
            self.exit(exit)?;
            self.f.b.bind(skip);
        }
        self.release(mm);
        self.release(m);
        Ok(())
    }

    /// `try { … } catch { … }` (the catch clause is required here).
    fn try_catch(&mut self, t: &TryStmt) -> CResult<()> {
        let Some(h) = &t.handler else {
            return self.block(&t.block);
        };
        let catch_l = self.f.b.label();
        let end = self.f.b.label();
        self.f.b.push_handler(catch_l);
        self.f.control.push(Control::Handler);
        let r = self.block(&t.block);
        self.f.control.pop();
        r?;
        self.emit(Op::PopHandler {});
        self.f.b.jump(end);
        self.f.b.bind(catch_l);
        let m = self.mark();
        let sid = self.scope_id(key(h, tag::CATCH), h.span)?;
        match &h.param {
            Some(Pat::Ident(id)) => {
                // Catch straight into the parameter's register when it has one.
                let e = self.temp();
                self.enter_scope(sid, false)?;
                match self.direct_reg(&id.id.sym, id.id.span, true) {
                    Some(r) => self.emit(Op::Catch { dst: r }),
                    None => {
                        self.emit(Op::Catch { dst: e });
                        self.store_name(&id.id.sym, id.id.span, e, true)?;
                    }
                }
            }
            Some(p) => {
                let e = self.temp();
                self.emit(Op::Catch { dst: e });
                self.enter_scope(sid, false)?;
                self.at(p.span());
                self.bind_pattern(p, e, BindMode::Init)?;
            }
            None => {
                let e = self.temp();
                self.emit(Op::Catch { dst: e });
                self.enter_scope(sid, false)?;
            }
        }
        self.block(&h.body)?;
        self.leave_scope(false);
        self.release(m);
        self.f.b.bind(end);
        Ok(())
    }
}
