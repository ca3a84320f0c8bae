//! Codegen core: the [`Cg`] state and per-function [`FnState`], diagnostics, registers, scopes
//! and binding access (registers, environments, globals, TDZ checks).
//!
//! Functions (`function.rs`), the program and its imports (`program.rs`), classes (`class.rs`),
//! exits through `finally` (`exits.rs`), statements, expressions, patterns and TypeScript lowering
//! are more `impl Cg` blocks in their own modules, each importing this core. This module decides
//! *how* a binding is reached; where it lives was decided by the resolver (`scope.rs`).

use rustc_hash::FxHashSet;
use swc_common::Span;
use swc_ecma_ast::*;

use codemode_bytecode::{ErrorKind, FunctionProto, Op, Reg};

use crate::CompileOptions;
use crate::builder::{Builder, Label};
use crate::diagnostic::{Diagnostic, DiagnosticKind, TOO_DEEP};
use crate::parse::LineIndex;
use crate::scope::{self, BindingKind, FuncId, MAX_DEPTH, Param, RED_ZONE, STACK_SEGMENT, ScopeId, ScopeTree};

pub(crate) type CResult<T> = Result<T, Diagnostic>;

/// Where a binding is reached from the current function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Loc {
    /// A register of the current frame.
    Reg(Reg),
    /// An environment slot (depth computed at each reference).
    Env(u16),
    /// The callee register (a named function expression's own name).
    Callee,
    /// Never referenced: no storage.
    None,
}

/// An active scope of codegen.
pub(crate) struct CgScope {
    pub(crate) id: ScopeId,
    /// Whether entering it pushed an environment.
    pub(crate) env: bool,
    pub(crate) locs: Vec<Loc>,
}

/// What a function is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FnKind {
    Program,
    Normal,
    Arrow,
    Method,
    Ctor { derived: bool },
    InstInit,
    StaticInit,
}

/// One entry of the control stack: what a jump out of the current position crosses.
pub(crate) enum Control {
    /// A block environment: `PopEnv` when left.
    Env,
    /// An exception handler: `PopHandler` when left.
    Handler,
    /// A `try … finally`: jumps out run the finally block first.
    Finally(usize),
    /// An array destructuring's iterator: a `return` out of it (a generator resumed with
    /// `return` at a `yield` in an element) closes the iterator unless `done` is set.
    Destructure { iter: Reg, done: Reg },
    /// A `break`/`continue` target.
    Breakable {
        labels: Vec<String>,
        brk: Label,
        cont: Option<Label>,
        /// The iterator of a `for…of` (closed when the loop is left early).
        iter: Option<(Reg, bool)>,
        /// A labeled block (not a target of unlabeled `break`).
        block: bool,
    },
}

/// Where a jump out goes.
#[derive(Copy, Clone)]
pub(crate) enum Exit {
    Break(usize),
    Continue(usize),
    Return(Reg),
}

/// A `finally` block being compiled: its completion registers and the exits routed through it.
pub(crate) struct FinallyInfo {
    pub(crate) kind: Reg,
    pub(crate) value: Reg,
    pub(crate) entry: Label,
    /// Completion codes ≥ 3 and the exit each continues with.
    pub(crate) exits: Vec<(i32, Exit)>,
    /// Some `return` was routed through it (completion code 2).
    pub(crate) has_return: bool,
}

/// Per-function codegen state.
pub(crate) struct FnState {
    pub(crate) b: Builder,
    pub(crate) func: FuncId,
    pub(crate) kind: FnKind,
    pub(crate) is_async: bool,
    pub(crate) is_generator: bool,
    pub(crate) control: Vec<Control>,
    pub(crate) finallies: Vec<FinallyInfo>,
    /// Index of this function's first scope in [`Cg::scopes`].
    pub(crate) scope_base: usize,
    /// A class constructor whose class has instance fields (run after `super()`).
    pub(crate) class_fields: bool,
    /// TypeScript parameter properties to assign after `super()` / at entry: (name, param).
    pub(crate) param_props: Vec<(String, Span)>,
    /// While binding a parameter list with expressions: the parameter names not yet initialized
    /// (their temporal dead zone; reading or writing one from this function throws).
    pub(crate) params_uninit: Vec<String>,
    /// The dispose capability of the innermost scope with `using` declarations.
    pub(crate) using_cap: Option<Reg>,
    /// Number constants of the body's loops, each loaded once at the body's start into a
    /// register of its own that nothing writes (`constants.rs`): the bits of the value and its
    /// register, read by [`Cg::expr_any`].
    pub(crate) consts: Vec<(u64, Reg)>,
}

impl FnState {
    pub(crate) fn new(func: FuncId, kind: FnKind, first_free: u16) -> FnState {
        FnState {
            b: Builder::new(first_free),
            func,
            kind,
            is_async: false,
            is_generator: false,
            control: Vec::new(),
            finallies: Vec::new(),
            scope_base: 0,
            class_fields: false,
            param_props: Vec::new(),
            params_uninit: Vec::new(),
            using_cap: None,
            consts: Vec::new(),
        }
    }
}

/// The codegen pass.
pub(crate) struct Cg<'a, 'l> {
    pub(crate) lines: &'l LineIndex<'a>,
    pub(crate) tree: &'l ScopeTree,
    pub(crate) opts: &'l CompileOptions<'l>,
    pub(crate) functions: Vec<Option<FunctionProto>>,
    pub(crate) scopes: Vec<CgScope>,
    pub(crate) f: FnState,
    pub(crate) depth: u32,
    pub(crate) derived_ctors: FxHashSet<FuncId>,
}

/// A resolved identifier.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Resolved {
    Global,
    Local { scope: ScopeId, idx: u32, loc: Loc, depth: u8, kind: BindingKind },
}

/// Describes a function to compile.
pub(crate) struct FnDesc<'a> {
    pub(crate) key: (usize, u8),
    pub(crate) kind: FnKind,
    pub(crate) params: Vec<Param<'a>>,
    pub(crate) body: FnBody<'a>,
    pub(crate) name: String,
    pub(crate) is_async: bool,
    pub(crate) is_generator: bool,
    pub(crate) span: Span,
    /// For constructors: the class has instance fields.
    pub(crate) class_fields: bool,
}

/// What a function's body is.
#[derive(Copy, Clone)]
pub(crate) enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
    /// The instance field initializer of a class.
    InstInit(&'a Class),
    /// The static elements of a class.
    StaticInit(&'a Class),
    /// A synthesized constructor.
    SynthCtor,
}

impl<'a, 'l> Cg<'a, 'l> {
    pub(crate) fn new(lines: &'l LineIndex<'a>, tree: &'l ScopeTree, opts: &'l CompileOptions<'l>) -> Cg<'a, 'l> {
        Cg {
            lines,
            tree,
            opts,
            functions: Vec::new(),
            scopes: Vec::new(),
            f: FnState::new(0, FnKind::Program, 2),
            depth: 0,
            derived_ctors: FxHashSet::default(),
        }
    }

    // ---- diagnostics and positions ----

    pub(crate) fn unsupported(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.lines.diag(DiagnosticKind::UnsupportedSyntax, msg, span)
    }

    pub(crate) fn syntax(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.lines.diag(DiagnosticKind::ParseError, msg, span)
    }

    pub(crate) fn internal(&self, span: Span, what: &str) -> Diagnostic {
        self.lines.diag(DiagnosticKind::UnsupportedSyntax, format!("internal compiler error: {what}"), span)
    }

    /// Records the source position of the ops that follow.
    pub(crate) fn at(&mut self, span: Span) {
        if span.lo.0 == 0 {
            return;
        }
        let (line, col) = self.lines.pos(span.lo);
        self.f.b.position(line, col);
    }

    /// Enters one level of recursion (with a depth bound as a backstop to the resolver's).
    pub(crate) fn enter(&mut self, span: Span) -> CResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH + 64 {
            return Err(self.syntax(span, TOO_DEEP));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Runs `f` with the stack grown if needed.
    pub(crate) fn grow<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || f(self))
    }

    // ---- small emit helpers ----

    pub(crate) fn emit(&mut self, op: Op) {
        self.f.b.emit(op);
    }

    pub(crate) fn temp(&mut self) -> Reg {
        self.f.b.alloc()
    }

    pub(crate) fn mark(&self) -> u32 {
        self.f.b.mark()
    }

    pub(crate) fn release(&mut self, m: u32) {
        self.f.b.release(m);
    }

    pub(crate) fn load_str(&mut self, dst: Reg, s: &str) {
        let k = self.f.b.string(s.encode_utf16().collect());
        self.emit(Op::LoadConst { dst, idx: k });
    }

    pub(crate) fn load_number(&mut self, dst: Reg, n: f64) {
        if n.fract() == 0.0
            && n >= f64::from(i32::MIN)
            && n <= f64::from(i32::MAX)
            && !(n == 0.0 && n.is_sign_negative())
        {
            self.emit(Op::LoadInt { dst, value: n as i32 });
        } else {
            let k = self.f.b.number(n);
            self.emit(Op::LoadConst { dst, idx: k });
        }
    }

    /// Loads each of `values` (a body's loop constants, `constants::loop_operands`) into a
    /// register of its own, kept to the end of the function; from then on [`Cg::expr_any`] of
    /// one of these literals is its register. Called where the body starts, before any of its
    /// statements, with no mark to release below it.
    pub(crate) fn load_loop_constants(&mut self, values: Vec<f64>) {
        let mut regs = Vec::with_capacity(values.len());
        for v in values {
            let r = self.temp();
            self.load_number(r, v);
            regs.push((v.to_bits(), r));
        }
        self.f.consts = regs;
    }

    pub(crate) fn throw_error(&mut self, kind: ErrorKind, msg: &str) {
        let msg = self.f.b.name(msg);
        self.emit(Op::ThrowError { kind: kind as u8, msg });
    }

    // ---- scopes ----

    /// The scope opened by node key `k`.
    pub(crate) fn scope_id(&self, k: (usize, u8), span: Span) -> CResult<ScopeId> {
        self.tree.scope_of(k).ok_or_else(|| self.internal(span, "scope not found"))
    }

    /// Enters scope `id`: decides binding locations, pushes an environment when needed (with a
    /// control entry unless it is a function's top scope), and initializes TDZ registers.
    ///
    /// # Errors
    /// More than 255 nested environments (an environment depth is one byte).
    pub(crate) fn enter_scope(&mut self, id: ScopeId, function_top: bool) -> CResult<()> {
        let scope = &self.tree.scopes[id as usize];
        let env = scope.env_slots > 0;
        if env && self.scopes.iter().filter(|s| s.env).count() >= usize::from(u8::MAX) {
            let (line, column) = self.f.b.last_position();
            return Err(Diagnostic::unsupported("Scopes are nested too deeply", line, column));
        }
        if env {
            self.emit(Op::PushEnv { slots: scope.env_slots });
            if !function_top {
                self.f.control.push(Control::Env);
            }
        }
        let mut locs = Vec::with_capacity(scope.bindings.len());
        for b in &scope.bindings {
            let loc = if b.captured {
                Loc::Env(b.slot)
            } else {
                match b.kind {
                    BindingKind::This => Loc::Reg(Reg::THIS),
                    BindingKind::FuncName => Loc::Callee,
                    BindingKind::EnumMember => Loc::None,
                    // A parameter keeps its argument register (free either way).
                    _ if b.param.is_some() => {
                        let r = Reg(Reg::FIRST_PARAM + b.param.unwrap_or(0));
                        self.f.b.set_var_reg(r);
                        Loc::Reg(r)
                    }
                    _ if !b.referenced => Loc::None,
                    _ => Loc::Reg(self.f.b.alloc_var()),
                }
            };
            if let Loc::Reg(r) = loc
                && b.tdz
                && b.kind.has_tdz()
            {
                self.emit(Op::LoadEmpty { dst: r });
            }
            locs.push(loc);
        }
        // `var`s of a block-shaped var scope (a class static block's) start undefined; a
        // function's are set up by its prologue.
        if !function_top {
            self.vars_start_undefined(id, &locs, true);
        }
        self.scopes.push(CgScope { id, env, locs });
        Ok(())
    }

    /// Sets the `var`s of scope `id` (parameters aside), at `locs`, to undefined: those in the
    /// environment, and with `regs` those in registers too (a function's registers already start
    /// undefined).
    pub(crate) fn vars_start_undefined(&mut self, id: ScopeId, locs: &[Loc], regs: bool) {
        let scope = &self.tree.scopes[id as usize];
        let mut undef: Option<Reg> = None;
        let m = self.mark();
        for (i, b) in scope.bindings.iter().enumerate() {
            if b.kind != BindingKind::Var || b.param.is_some() {
                continue;
            }
            match locs[i] {
                Loc::Reg(r) if regs => self.emit(Op::LoadUndef { dst: r }),
                Loc::Env(slot) => {
                    let u = *undef.get_or_insert_with(|| {
                        let t = self.f.b.alloc();
                        self.f.b.emit(Op::LoadUndef { dst: t });
                        t
                    });
                    self.emit(Op::SetEnv { src: u, depth: 0, slot });
                }
                _ => {}
            }
        }
        self.release(m);
    }

    /// Leaves the innermost scope (emitting `PopEnv` on the normal path).
    pub(crate) fn leave_scope(&mut self, function_top: bool) {
        if let Some(s) = self.scopes.pop()
            && s.env
            && !function_top
        {
            self.emit(Op::PopEnv {});
            if matches!(self.f.control.last(), Some(Control::Env)) {
                self.f.control.pop();
            }
        }
    }

    /// Resolves `name` from the current position.
    pub(crate) fn resolve(&self, name: &str) -> Resolved {
        let mut depth: u32 = 0;
        for cs in self.scopes.iter().rev() {
            let scope = &self.tree.scopes[cs.id as usize];
            if let Some(&idx) = scope.map.get(name) {
                let loc = cs.locs.get(idx as usize).copied().unwrap_or(Loc::None);
                return Resolved::Local {
                    scope: cs.id,
                    idx,
                    loc,
                    depth: u8::try_from(depth).unwrap_or(u8::MAX),
                    kind: scope.bindings[idx as usize].kind,
                };
            }
            if cs.env {
                depth += 1;
            }
        }
        Resolved::Global
    }

    /// Whether a `Loc::Reg` binding found by [`Cg::resolve`] belongs to the current function.
    fn is_own(&self, scope: ScopeId) -> bool {
        self.tree.scopes[scope as usize].func == self.f.func
    }

    // ---- binding access ----

    /// Reads binding `name` (at `span`) into `dst`, or into any register when `dst` is `None`
    /// (a binding's own register, or a pushed temporary).
    pub(crate) fn load_name(&mut self, name: &str, span: Span, dst: Option<Reg>) -> CResult<Reg> {
        let pos = LineIndex::offset(span.lo);
        match self.resolve(name) {
            Resolved::Global => {
                let d = dst.unwrap_or_else(|| self.temp());
                let n = self.f.b.name(name);
                self.at(span);
                self.emit(Op::GetGlobal { dst: d, name: n });
                Ok(d)
            }
            Resolved::Local { kind: BindingKind::Param, .. } if self.param_uninit(name) => {
                self.at(span);
                self.throw_uninit(name);
                let d = dst.unwrap_or_else(|| self.temp());
                self.emit(Op::LoadUndef { dst: d });
                Ok(d)
            }
            Resolved::Local { scope, idx, loc, depth, kind } => {
                let check = self.tree.needs_check(scope, idx, self.f.func, pos);
                let this_check =
                    kind == BindingKind::This && self.derived_ctors.contains(&self.tree.scopes[scope as usize].func);
                let r = match loc {
                    Loc::Reg(r) => {
                        if !self.is_own(scope) {
                            return Err(self.internal(span, "uncaptured binding from another function"));
                        }
                        match dst {
                            Some(d) if d != r => {
                                self.emit(Op::Mov { dst: d, src: r });
                                d
                            }
                            _ => r,
                        }
                    }
                    Loc::Env(slot) => {
                        let d = dst.unwrap_or_else(|| self.temp());
                        self.f.b.emit_get_env(d, depth, slot);
                        d
                    }
                    Loc::Callee => match dst {
                        Some(d) => {
                            self.emit(Op::Mov { dst: d, src: Reg::CALLEE });
                            d
                        }
                        None => Reg::CALLEE,
                    },
                    Loc::None => {
                        if kind == BindingKind::EnumMember {
                            let obj = self.load_name("%enum", span, None)?;
                            let d = dst.unwrap_or_else(|| self.temp());
                            let n = self.f.b.name(name);
                            self.emit(Op::GetNamed { dst: d, obj, name: n });
                            return Ok(d);
                        }
                        // The resolver saw no reference: codegen and resolver disagree.
                        return Err(self.internal(span, &format!("unresolved read of `{name}`")));
                    }
                };
                if check {
                    let n = self.f.b.name(name);
                    self.at(span);
                    self.emit(Op::CheckInit { src: r, name: n });
                }
                if this_check {
                    self.at(span);
                    self.emit(Op::CheckThis { src: r });
                }
                Ok(r)
            }
        }
    }

    /// Whether `name` is a parameter of this function still in its temporal dead zone.
    fn param_uninit(&self, name: &str) -> bool {
        self.f.params_uninit.iter().any(|n| n == name)
    }

    /// Throws the `ReferenceError` of a read or write in the temporal dead zone.
    pub(crate) fn throw_uninit(&mut self, name: &str) {
        self.throw_error(ErrorKind::Reference, &format!("Cannot access '{name}' before initialization"));
    }

    /// Stores `src` into binding `name`. `init` marks the declaration's own initialization (no
    /// TDZ check, const allowed).
    pub(crate) fn store_name(&mut self, name: &str, span: Span, src: Reg, init: bool) -> CResult<()> {
        self.store_binding(name, span, src, init, !init)
    }

    /// Stores into binding `name` right after reading it in the same expression (`x += 1`,
    /// `x++`): the read already checked the temporal dead zone.
    pub(crate) fn store_name_after_read(&mut self, name: &str, span: Span, src: Reg) -> CResult<()> {
        self.store_binding(name, span, src, false, false)
    }

    fn store_binding(&mut self, name: &str, span: Span, src: Reg, init: bool, check_tdz: bool) -> CResult<()> {
        let pos = LineIndex::offset(span.lo);
        match self.resolve(name) {
            Resolved::Global => {
                let n = self.f.b.name(name);
                self.at(span);
                self.emit(Op::SetGlobal { name: n, src });
                Ok(())
            }
            Resolved::Local { kind: BindingKind::Param, .. } if !init && self.param_uninit(name) => {
                self.at(span);
                self.throw_uninit(name);
                Ok(())
            }
            Resolved::Local { kind: BindingKind::Param, .. } if init && self.param_uninit(name) => {
                self.f.params_uninit.retain(|n| n != name);
                self.store_binding(name, span, src, init, check_tdz)
            }
            Resolved::Local { scope, idx, loc, depth, kind } => {
                if !init {
                    if check_tdz && self.tree.needs_check(scope, idx, self.f.func, pos) {
                        let m = self.mark();
                        let cur = match loc {
                            Loc::Reg(r) => r,
                            Loc::Env(slot) => {
                                let t = self.temp();
                                self.emit(Op::GetEnv { dst: t, depth, slot });
                                t
                            }
                            _ => {
                                let t = self.temp();
                                self.emit(Op::LoadUndef { dst: t });
                                t
                            }
                        };
                        let n = self.f.b.name(name);
                        self.at(span);
                        self.emit(Op::CheckInit { src: cur, name: n });
                        self.release(m);
                    }
                    if kind.is_const() || kind == BindingKind::EnumMember {
                        self.at(span);
                        self.throw_error(ErrorKind::Type, "Assignment to constant variable.");
                        return Ok(());
                    }
                }
                match loc {
                    Loc::Reg(r) => {
                        if !self.is_own(scope) {
                            return Err(self.internal(span, "uncaptured binding from another function"));
                        }
                        if r != src {
                            self.emit(Op::Mov { dst: r, src });
                        }
                    }
                    Loc::Env(slot) => self.emit(Op::SetEnv { src, depth, slot }),
                    Loc::Callee | Loc::None => {}
                }
                Ok(())
            }
        }
    }

    /// The register of binding `name` when it is a plain register of this function that can be
    /// written directly (no TDZ check, not const).
    pub(crate) fn direct_reg(&self, name: &str, span: Span, init: bool) -> Option<Reg> {
        match self.resolve(name) {
            Resolved::Local { scope, idx, loc: Loc::Reg(r), kind, .. } if self.is_own(scope) => {
                if init {
                    return Some(r);
                }
                if kind.is_const()
                    || (kind == BindingKind::Param && self.param_uninit(name))
                    || self.tree.needs_check(scope, idx, self.f.func, LineIndex::offset(span.lo))
                {
                    None
                } else {
                    Some(r)
                }
            }
            _ => None,
        }
    }

    /// Loads the `this` value of the current function into any register.
    pub(crate) fn load_this(&mut self, span: Span) -> CResult<Reg> {
        if matches!(self.resolve("this"), Resolved::Global) {
            // Only at top level of something without `this` (cannot happen); undefined.
            let t = self.temp();
            self.emit(Op::LoadUndef { dst: t });
            return Ok(t);
        }
        self.load_name("this", span, None)
    }

    /// Stores `src` into a location of the innermost scope (depth 0).
    pub(crate) fn store_loc(&mut self, loc: Loc, src: Reg) {
        match loc {
            Loc::Reg(r) => {
                if r != src {
                    self.emit(Op::Mov { dst: r, src });
                }
            }
            Loc::Env(slot) => self.emit(Op::SetEnv { src, depth: 0, slot }),
            Loc::Callee | Loc::None => {}
        }
    }

    /// The index of the nearest `Breakable` with `label` (or the nearest loop/switch for `None`).
    pub(crate) fn find_target(&self, label: Option<&str>, want_continue: bool) -> Option<usize> {
        for (i, c) in self.f.control.iter().enumerate().rev() {
            if let Control::Breakable { labels, cont, block, .. } = c {
                match label {
                    Some(l) => {
                        if labels.iter().any(|x| x == l) {
                            if want_continue && cont.is_none() {
                                return None;
                            }
                            return Some(i);
                        }
                    }
                    None => {
                        // Unlabeled break targets loops and switches; continue targets loops.
                        if want_continue {
                            if cont.is_some() {
                                return Some(i);
                            }
                        } else if !block {
                            return Some(i);
                        }
                    }
                }
            }
        }
        None
    }
}

/// Whether `e` is an anonymous function or class (which takes its name from context).
pub(crate) fn is_anonymous_fn(e: &Expr) -> bool {
    match scope::unwrap_expr(e) {
        Expr::Fn(f) => f.ident.is_none(),
        Expr::Arrow(_) => true,
        Expr::Class(c) => c.ident.is_none(),
        _ => false,
    }
}
