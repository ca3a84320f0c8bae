//! Functions: compiling a function (parameters, pseudo-bindings, body scope, hoisting), arrow
//! functions and the implicit return.

use swc_ecma_ast::*;

use codemode_bytecode::{EmitJump, FuncFlags, FuncIdx, Op, Reg};

use crate::codegen::{CResult, Cg, FnBody, FnDesc, FnKind, FnState, Loc, Resolved};
use crate::diagnostic::TOO_DEEP;
use crate::parse::LineIndex;
use crate::scope::{self, BindingKind, Param, ParamTarget, ScopeId, key, params_of_arrow, params_of_function, tag};

impl Cg<'_, '_> {
    /// Compiles a function; returns its index in [`codemode_bytecode::Code::functions`].
    pub(crate) fn function(&mut self, d: FnDesc<'_>) -> CResult<FuncIdx> {
        self.enter(d.span)?;
        let r = self.grow(|cg| cg.function_inner(d));
        self.leave();
        r
    }

    fn function_inner(&mut self, d: FnDesc<'_>) -> CResult<FuncIdx> {
        let sid = self.scope_id(d.key, d.span)?;
        let func = self.tree.scopes[sid as usize].func;
        let idx = self.functions.len();
        if idx >= u32::MAX as usize {
            return Err(self.unsupported(d.span, "Program has too many functions"));
        }
        self.functions.push(None);
        let n_params = d.params.iter().filter(|p| !p.rest).count();
        let n_params = u16::try_from(n_params).map_err(|_| self.unsupported(d.span, "Too many parameters"))?;
        if n_params > 60_000 {
            return Err(self.unsupported(d.span, "Too many parameters"));
        }
        let length = d.params.iter().take_while(|p| p.default.is_none() && !p.rest).count() as u16;
        let mut st = FnState::new(func, d.kind, Reg::FIRST_PARAM + n_params);
        st.is_async = d.is_async;
        st.is_generator = d.is_generator;
        st.class_fields = d.class_fields;
        st.param_props = d
            .params
            .iter()
            .filter(|p| p.prop)
            .filter_map(|p| match p.target {
                ParamTarget::Ident(id) => Some((id.sym.to_string(), id.span)),
                ParamTarget::Pat(_) => None,
            })
            .collect();
        st.scope_base = self.scopes.len();
        let parent = std::mem::replace(&mut self.f, st);
        let saved_depth = self.depth;
        let result = self.function_body(&d, sid);
        self.depth = saved_depth;
        self.scopes.truncate(self.f.scope_base);
        let st = std::mem::replace(&mut self.f, parent);
        result?;

        let mut flags = 0u16;
        match d.kind {
            FnKind::Program => flags |= FuncFlags::PROGRAM,
            FnKind::Arrow => flags |= FuncFlags::ARROW,
            FnKind::Method => flags |= FuncFlags::METHOD,
            FnKind::Ctor { derived } => {
                flags |= FuncFlags::CLASS_CONSTRUCTOR;
                if derived {
                    flags |= FuncFlags::DERIVED;
                }
            }
            FnKind::InstInit | FnKind::StaticInit => flags |= FuncFlags::INITIALIZER | FuncFlags::METHOD,
            FnKind::Normal => {}
        }
        if d.is_async {
            flags |= FuncFlags::ASYNC;
        }
        if d.is_generator {
            flags |= FuncFlags::GENERATOR;
        }
        if self.opts.builtin {
            flags |= FuncFlags::BUILTIN;
        }
        let scope = &self.tree.scopes[sid as usize];
        let uses_args = scope.get("arguments").is_some_and(|(_, b)| b.kind == BindingKind::Arguments && b.referenced)
            || d.params.iter().any(|p| p.rest)
            || matches!(d.body, FnBody::SynthCtor) && matches!(d.kind, FnKind::Ctor { derived: true });
        if uses_args {
            flags |= FuncFlags::USES_ARGUMENTS;
        }
        let lo = LineIndex::offset(d.span.lo);
        let source = (lo + static_prefix_len(self.lines.text(d.span)), LineIndex::offset(d.span.hi));
        let proto =
            st.b.finish(d.name, n_params, length, FuncFlags(flags), source).map_err(|e| self.unsupported(d.span, e))?;
        self.functions[idx] = Some(proto);
        Ok(FuncIdx(idx as u32))
    }

    /// The body of a function: entry sequence, statements, implicit return.
    fn function_body(&mut self, d: &FnDesc<'_>, sid: ScopeId) -> CResult<()> {
        self.at(d.span);
        self.enter_scope(sid, true)?;
        let derived = matches!(d.kind, FnKind::Ctor { derived: true });
        if derived {
            self.derived_ctors.insert(self.f.func);
            // `this` starts unbound (an environment slot starts empty by itself).
            if let Resolved::Local { loc: Loc::Reg(r), .. } = self.resolve("this") {
                self.emit(Op::LoadEmpty { dst: r });
            }
        }
        // Pseudo-bindings.
        let scope = &self.tree.scopes[sid as usize];
        let locs = self.scopes.last().map(|s| s.locs.clone()).unwrap_or_default();
        for (i, b) in scope.bindings.iter().enumerate() {
            let loc = locs[i];
            match (b.kind, loc) {
                (BindingKind::This, Loc::Env(slot)) if !derived => {
                    self.emit(Op::SetEnv { src: Reg::THIS, depth: 0, slot });
                }
                (BindingKind::NewTarget, Loc::Reg(r)) if b.referenced => self.emit(Op::LoadNewTarget { dst: r }),
                (BindingKind::NewTarget, Loc::Env(slot)) => {
                    let m = self.mark();
                    let t = self.temp();
                    self.emit(Op::LoadNewTarget { dst: t });
                    self.emit(Op::SetEnv { src: t, depth: 0, slot });
                    self.release(m);
                }
                (BindingKind::Arguments, Loc::Reg(r)) if b.referenced => self.emit(Op::CreateArguments { dst: r }),
                (BindingKind::Arguments, Loc::Env(slot)) => {
                    let m = self.mark();
                    let t = self.temp();
                    self.emit(Op::CreateArguments { dst: t });
                    self.emit(Op::SetEnv { src: t, depth: 0, slot });
                    self.release(m);
                }
                (BindingKind::FuncName, Loc::Env(slot)) => {
                    self.emit(Op::SetEnv { src: Reg::CALLEE, depth: 0, slot });
                }
                _ => {}
            }
        }
        // Parameters.
        self.params(&d.params)?;
        // Hoisted vars living in the environment start undefined.
        self.vars_start_undefined(sid, &locs, false);
        if let Some(body) = self.tree.funcs[self.f.func as usize].body {
            self.enter_body_scope(body)?;
        }
        if d.is_generator {
            // FunctionDeclarationInstantiation is over: the call returns the generator object.
            self.emit(Op::GeneratorStart {});
        }
        // Body.
        match d.body {
            FnBody::Stmts(stmts) => {
                self.load_loop_constants(crate::constants::loop_operands(stmts.iter()));
                self.hoist_functions(stmts.iter())?;
                self.ctor_prologue(d)?;
                self.scope_stmts(stmts)?;
                self.implicit_return();
            }
            FnBody::Expr(e) => {
                let m = self.mark();
                let r = self.expr_any(e)?;
                if self.f.is_async && self.f.is_generator {
                    self.emit(Op::Await { dst: r, src: r });
                }
                self.emit_return(r);
                self.release(m);
            }
            FnBody::InstInit(c) => {
                self.inst_init_body(c)?;
                self.implicit_return();
            }
            FnBody::StaticInit(c) => {
                self.static_init_body(c)?;
                self.implicit_return();
            }
            FnBody::SynthCtor => {
                self.synth_ctor_body(d)?;
            }
        }
        self.leave_scope(true);
        Ok(())
    }

    /// Enters the separate scope of a body whose parameters have expressions: its `var`s start
    /// with the value of the parameter of the same name, or undefined.
    fn enter_body_scope(&mut self, body: ScopeId) -> CResult<()> {
        let top = self.scopes.len() - 1;
        self.enter_scope(body, true)?;
        let env_depth = u8::from(self.scopes[top + 1].env);
        let top_id = self.scopes[top].id;
        let m = self.mark();
        let mut undef: Option<Reg> = None;
        let n = self.tree.scopes[body as usize].bindings.len();
        for i in 0..n {
            let b = &self.tree.scopes[body as usize].bindings[i];
            if !matches!(b.kind, BindingKind::Var | BindingKind::Function) {
                continue;
            }
            let dst = self.scopes[top + 1].locs[i];
            if matches!(dst, Loc::None) {
                continue;
            }
            let param = match self.tree.scopes[top_id as usize].get(&b.name) {
                Some((pi, pb)) if pb.kind == BindingKind::Param && b.kind == BindingKind::Var => {
                    Some(self.scopes[top].locs[pi as usize])
                }
                _ => None,
            };
            let src = match param {
                Some(Loc::Reg(r)) => r,
                Some(Loc::Env(slot)) => {
                    let t = self.temp();
                    self.emit(Op::GetEnv { dst: t, depth: env_depth, slot });
                    t
                }
                _ => {
                    if let Loc::Reg(r) = dst {
                        // Parameter expressions may have used the register as a temporary.
                        self.emit(Op::LoadUndef { dst: r });
                        continue;
                    }
                    *undef.get_or_insert_with(|| {
                        let t = self.f.b.alloc();
                        self.f.b.emit(Op::LoadUndef { dst: t });
                        t
                    })
                }
            };
            match dst {
                Loc::Reg(r) => self.emit(Op::Mov { dst: r, src }),
                Loc::Env(slot) => self.emit(Op::SetEnv { src, depth: 0, slot }),
                _ => {}
            }
        }
        self.release(m);
        Ok(())
    }

    /// Falling off the end of a function.
    pub(crate) fn implicit_return(&mut self) {
        if self.f.b.unreachable() {
            return;
        }
        if let FnKind::Ctor { derived: true } = self.f.kind {
            self.return_this();
            return;
        }
        let m = self.mark();
        let t = self.temp();
        self.emit(Op::LoadUndef { dst: t });
        self.emit(Op::Return { src: t });
        self.release(m);
    }

    /// Binds the formal parameters at function entry.
    fn params(&mut self, params: &[Param<'_>]) -> CResult<()> {
        let mut arg_index: u16 = 0;
        if crate::scope::has_param_expressions(params) {
            let mut names = Vec::new();
            for p in params {
                match p.target {
                    ParamTarget::Ident(id) => names.push(id),
                    ParamTarget::Pat(pat) => {
                        scope::bound_names(pat, &mut names, 0).map_err(|sp| self.syntax(sp, TOO_DEEP))?;
                    }
                }
            }
            self.f.params_uninit = names.iter().map(|id| id.sym.to_string()).collect();
        }
        for p in params {
            let raw = Reg(Reg::FIRST_PARAM + arg_index);
            if p.rest {
                if let ParamTarget::Ident(id) = p.target
                    && let Some(r) = self.direct_reg(&id.sym, id.span, true)
                {
                    self.f.params_uninit.retain(|n| *n != *id.sym);
                    self.emit(Op::CreateRest { dst: r, start: arg_index });
                    continue;
                }
                let m = self.mark();
                let t = self.temp();
                self.emit(Op::CreateRest { dst: t, start: arg_index });
                self.bind_param_target(p, t)?;
                self.release(m);
                continue;
            }
            arg_index += 1;
            if let Some(def) = p.default {
                let skip = self.f.b.label();
                self.f.b.jump_if_not_undefined(raw, skip);
                let name = match p.target {
                    ParamTarget::Ident(id) => Some(id.sym.to_string()),
                    ParamTarget::Pat(_) => None,
                };
                self.expr_named(def, raw, name.as_deref())?;
                self.f.b.bind(skip);
            }
            self.bind_param_target(p, raw)?;
        }
        self.f.params_uninit.clear();
        Ok(())
    }

    fn bind_param_target(&mut self, p: &Param<'_>, value: Reg) -> CResult<()> {
        match p.target {
            ParamTarget::Ident(id) => {
                if let Some(r) = self.direct_reg(&id.sym, id.span, true)
                    && r == value
                {
                    self.f.params_uninit.retain(|n| *n != *id.sym);
                    return Ok(());
                }
                self.store_name(&id.sym, id.span, value, true)
            }
            ParamTarget::Pat(pat) => self.bind_pattern(pat, value, crate::pattern::BindMode::Init),
        }
    }

    /// Instantiates the function declarations directly in `stmts` (their bindings are already
    /// in scope).
    pub(crate) fn hoist_functions<'s>(&mut self, stmts: impl Iterator<Item = &'s Stmt>) -> CResult<()> {
        for s in stmts {
            if let Stmt::Decl(Decl::Fn(f)) = s {
                self.hoist_fn_decl(f)?;
            }
        }
        Ok(())
    }

    pub(crate) fn hoist_fn_decl(&mut self, f: &FnDecl) -> CResult<()> {
        if f.declare || f.function.body.is_none() {
            return Ok(());
        }
        if let Resolved::Local { loc: Loc::None, .. } = self.resolve(&f.ident.sym) {
            return Ok(());
        }
        let idx = self.function(self.fn_desc(&f.function, FnKind::Normal, f.ident.sym.to_string()))?;
        if let Some(r) = self.direct_reg(&f.ident.sym, f.ident.span, true) {
            self.emit(Op::MakeClosure { dst: r, func: idx });
            return Ok(());
        }
        let m = self.mark();
        let t = self.temp();
        self.emit(Op::MakeClosure { dst: t, func: idx });
        self.store_name(&f.ident.sym, f.ident.span, t, true)?;
        self.release(m);
        Ok(())
    }

    /// A [`FnDesc`] for a `function` node.
    pub(crate) fn fn_desc<'f>(&self, f: &'f Function, kind: FnKind, name: String) -> FnDesc<'f> {
        FnDesc {
            key: key(f, tag::FUNCTION),
            kind,
            params: params_of_function(f),
            body: FnBody::Stmts(f.body.as_ref().map_or(&[], |b| &b.stmts)),
            name,
            is_async: f.is_async,
            is_generator: f.is_generator,
            span: f.span,
            class_fields: false,
        }
    }

    /// Compiles an arrow function into a closure in `dst`.
    pub(crate) fn arrow(&mut self, a: &ArrowExpr, dst: Reg, name: &str) -> CResult<()> {
        let body = match &*a.body {
            ArrowFunctionBody::FunctionBody(b) => FnBody::Stmts(&b.stmts),
            ArrowFunctionBody::Expr(e) => FnBody::Expr(e),
        };
        let idx = self.function(FnDesc {
            key: key(a, tag::ARROW),
            kind: FnKind::Arrow,
            params: params_of_arrow(a),
            body,
            name: name.to_string(),
            is_async: a.is_async,
            is_generator: false,
            span: a.span,
            class_fields: false,
        })?;
        self.emit(Op::MakeClosure { dst, func: idx });
        Ok(())
    }
}

/// The length of a leading `static` keyword and the trivia after it: a static method's source
/// text (`Function.prototype.toString`) starts at its name or modifiers, not at `static`.
fn static_prefix_len(text: &str) -> u32 {
    let Some(rest) = text.strip_prefix("static") else { return 0 };
    let mut t = rest;
    loop {
        let trimmed = t.trim_start();
        if let Some(after) = trimmed.strip_prefix("/*") {
            match after.find("*/") {
                Some(end) => t = &after[end + 2..],
                None => return 0,
            }
        } else if let Some(after) = trimmed.strip_prefix("//") {
            t = after.find(['\n', '\r', '\u{2028}', '\u{2029}']).map_or("", |e| &after[e..]);
        } else {
            t = trimmed;
            break;
        }
    }
    // `static` was the keyword only when something other than the parameter list follows, and
    // only when trivia separated it from that (or the next token is a punctuator like `[`, `*`, `#`).
    let separated = t.len() < rest.len();
    if t.starts_with('(') || t.starts_with('<') || (!separated && !t.starts_with(['[', '*', '#', '"', '\''])) {
        return 0;
    }
    (text.len() - t.len()) as u32
}
