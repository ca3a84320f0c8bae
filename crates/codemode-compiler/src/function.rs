//! Codegen core and functions: the [`Cg`] state, the program driver, function entry (parameters,
//! pseudo-bindings, hoisting), binding access (registers, environments, globals, TDZ checks),
//! control-flow exits through `finally`, and classes.
//!
//! Statements, expressions, patterns and TypeScript lowering live in their own modules as more
//! `impl Cg` blocks. This module decides *how* a binding is reached; where it lives was decided by
//! the resolver (`scope.rs`).

use rustc_hash::FxHashSet;
use swc_common::Span;
use swc_ecma_ast::*;

use codemode_bytecode::{ErrorKind, FuncFlags, FuncIdx, FunctionProto, Op, Reg, define_flags};

use crate::CompileOptions;
use crate::builder::{Builder, Label};
use crate::diagnostic::{Diagnostic, DiagnosticKind, TOO_DEEP};
use crate::parse::LineIndex;
use crate::scope::{
    self, BindingKind, FuncId, MAX_DEPTH, Param, ParamTarget, RED_ZONE, STACK_SEGMENT, ScopeId, ScopeTree, key,
    params_of_arrow, params_of_ctor, params_of_function, tag,
};

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
    /// While compiling a `for…in`/`for…of` head expression: the loop's lexical names (in their
    /// temporal dead zone).
    pub(crate) head_uninit: Vec<String>,
    /// The dispose capability of the innermost scope with `using` declarations.
    pub(crate) using_cap: Option<Reg>,
}

impl FnState {
    fn new(func: FuncId, kind: FnKind, first_free: u16) -> FnState {
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
            head_uninit: Vec::new(),
            using_cap: None,
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
        self.scopes.push(CgScope { id, env, locs });
        Ok(())
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
        if self.f.head_uninit.iter().any(|n| n == name) {
            self.at(span);
            self.throw_uninit(name);
            let d = dst.unwrap_or_else(|| self.temp());
            self.emit(Op::LoadUndef { dst: d });
            return Ok(d);
        }
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
                        self.emit(Op::GetEnv { dst: d, depth, slot });
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
        if self.f.head_uninit.iter().any(|n| n == name) {
            self.at(span);
            self.throw_uninit(name);
            return Ok(());
        }
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
                    || self.f.head_uninit.iter().any(|n| n == name)
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

    // ---- exits (break / continue / return through finally) ----

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
            self.emit(Op::Return { src: v });
        }
    }

    /// Returns the `this` binding of a derived constructor (checked).
    fn return_this(&mut self) {
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

    // ---- functions ----

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
        let scope = &self.tree.scopes[sid as usize];
        let mut undef: Option<Reg> = None;
        let m = self.mark();
        for (i, b) in scope.bindings.iter().enumerate() {
            if b.kind == BindingKind::Var
                && b.param.is_none()
                && let Loc::Env(slot) = locs[i]
            {
                let u = *undef.get_or_insert_with(|| {
                    let t = self.f.b.alloc();
                    self.f.b.emit(Op::LoadUndef { dst: t });
                    t
                });
                self.emit(Op::SetEnv { src: u, depth: 0, slot });
            }
        }
        self.release(m);
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

    // ---- program ----

    /// Compiles the whole module as the main function.
    pub(crate) fn program(&mut self, m: &Module, src_len: u32) -> CResult<FuncIdx> {
        let sid = self.scope_id(key(m, tag::PROGRAM), m.span)?;
        self.functions.push(None);
        let mut st = FnState::new(0, FnKind::Program, 2);
        st.is_async = !self.opts.builtin;
        st.scope_base = 0;
        self.f = st;
        self.program_body(m, sid)?;
        self.scopes.clear();
        let st = std::mem::replace(&mut self.f, FnState::new(0, FnKind::Program, 2));
        let mut flags = FuncFlags::PROGRAM;
        if !self.opts.builtin {
            flags |= FuncFlags::ASYNC;
        } else {
            flags |= FuncFlags::BUILTIN;
        }
        let proto =
            st.b.finish(String::new(), 0, 0, FuncFlags(flags), (0, src_len))
                .map_err(|e| self.unsupported(m.span, e))?;
        self.functions[0] = Some(proto);
        Ok(FuncIdx(0))
    }

    fn program_body(&mut self, m: &Module, sid: ScopeId) -> CResult<()> {
        self.enter_scope(sid, true)?;
        if let Resolved::Local { loc: Loc::Env(slot), .. } = self.resolve("this") {
            self.emit(Op::SetEnv { src: Reg::THIS, depth: 0, slot });
        }
        // Captured vars start undefined.
        let locs = self.scopes.last().map(|s| s.locs.clone()).unwrap_or_default();
        let m0 = self.mark();
        let mut undef = None;
        for (i, b) in self.tree.scopes[sid as usize].bindings.iter().enumerate() {
            if b.kind == BindingKind::Var
                && let Loc::Env(slot) = locs[i]
            {
                let u = *undef.get_or_insert_with(|| {
                    let t = self.f.b.alloc();
                    self.f.b.emit(Op::LoadUndef { dst: t });
                    t
                });
                self.emit(Op::SetEnv { src: u, depth: 0, slot });
            }
        }
        self.release(m0);
        // Imports run first, in order.
        for item in &m.body {
            if let ModuleItem::ModuleDecl(ModuleDecl::Import(imp)) = item {
                self.import(imp)?;
            }
        }
        // Hoisted function declarations.
        for item in &m.body {
            match item {
                ModuleItem::Stmt(Stmt::Decl(Decl::Fn(f))) => self.hoist_fn_decl(f)?,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(ExportDecl { decl: Decl::Fn(f), .. })) => {
                    self.hoist_fn_decl(f)?;
                }
                ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultDecl(ExportDefaultDecl {
                    decl: DefaultDecl::Fn(f),
                    ..
                })) => {
                    if let (Some(id), Some(_)) = (&f.ident, &f.function.body) {
                        let mm = self.mark();
                        let t = self.temp();
                        let idx = self.function(self.fn_desc(&f.function, FnKind::Normal, id.sym.to_string()))?;
                        self.emit(Op::MakeClosure { dst: t, func: idx });
                        self.store_name(&id.sym, id.span, t, true)?;
                        self.release(mm);
                    }
                }
                _ => {}
            }
        }
        // The statement whose value is the program's result.
        let result_index = m
            .body
            .iter()
            .rposition(|item| match item {
                ModuleItem::Stmt(Stmt::Empty(_)) => false,
                ModuleItem::Stmt(s) => !scope::is_type_only_stmt(s),
                ModuleItem::ModuleDecl(
                    ModuleDecl::Import(_)
                    | ModuleDecl::ExportNamed(_)
                    | ModuleDecl::ExportAll(_)
                    | ModuleDecl::TsNamespaceExport(_),
                ) => false,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(e)) => {
                    !matches!(e.decl, Decl::TsInterface(_) | Decl::TsTypeAlias(_))
                }
                ModuleItem::ModuleDecl(_) => true,
            })
            .filter(|&i| matches!(m.body[i], ModuleItem::Stmt(Stmt::Expr(_))));
        let items = |cg: &mut Self| -> CResult<()> {
            for (i, item) in m.body.iter().enumerate() {
                match item {
                    ModuleItem::Stmt(s) => {
                        if Some(i) == result_index {
                            if let Stmt::Expr(e) = s {
                                cg.at(e.span);
                                let mm = cg.mark();
                                let r = cg.expr_any(&e.expr)?;
                                // Through the disposal of top-level `using` declarations, if any.
                                cg.return_from(r)?;
                                cg.release(mm);
                            }
                        } else {
                            cg.stmt(s)?;
                        }
                    }
                    ModuleItem::ModuleDecl(md) => cg.module_decl(md)?,
                }
            }
            Ok(())
        };
        let using = m.body.iter().fold(None, |found, item| match item {
            ModuleItem::Stmt(Stmt::Decl(Decl::Using(u))) => Some(found == Some(true) || u.is_await),
            _ => found,
        });
        match using {
            Some(is_await) => self.using_region(is_await, items)?,
            None => items(self)?,
        }
        if result_index.is_none() {
            self.implicit_return();
        }
        self.leave_scope(true);
        Ok(())
    }

    fn import(&mut self, imp: &ImportDecl) -> CResult<()> {
        if imp.type_only {
            return Ok(());
        }
        if !imp.specifiers.is_empty()
            && imp.specifiers.iter().all(|s| matches!(s, ImportSpecifier::Named(n) if n.is_type_only))
        {
            return Ok(());
        }
        self.at(imp.span);
        let m = self.mark();
        let base = self.f.b.alloc_n(3);
        let req = self.f.b.name("%require");
        self.emit(Op::GetGlobal { dst: base, name: req });
        self.emit(Op::LoadUndef { dst: base.offset(1) });
        let spec: Vec<u16> = imp.src.value.to_ill_formed_utf16().collect();
        let k = self.f.b.string(spec);
        self.emit(Op::LoadConst { dst: base.offset(2), idx: k });
        self.emit(Op::Call { dst: base, base, argc: 1 });
        for s in &imp.specifiers {
            match s {
                ImportSpecifier::Named(n) => {
                    if n.is_type_only {
                        continue;
                    }
                    let imported: Vec<u16> = match &n.imported {
                        Some(ModuleExportName::Ident(i)) => i.sym.encode_utf16().collect(),
                        Some(ModuleExportName::Str(s)) => s.value.to_ill_formed_utf16().collect(),
                        None => n.local.sym.encode_utf16().collect(),
                    };
                    let t = self.temp();
                    let nm = self.f.b.name16(imported);
                    self.emit(Op::GetNamed { dst: t, obj: base, name: nm });
                    self.store_name(&n.local.sym, n.local.span, t, true)?;
                }
                ImportSpecifier::Default(d) => self.store_name(&d.local.sym, d.local.span, base, true)?,
                ImportSpecifier::Namespace(ns) => self.store_name(&ns.local.sym, ns.local.span, base, true)?,
            }
        }
        self.release(m);
        Ok(())
    }

    fn module_decl(&mut self, md: &ModuleDecl) -> CResult<()> {
        match md {
            ModuleDecl::Import(_) | ModuleDecl::ExportNamed(_) | ModuleDecl::ExportAll(_) => Ok(()),
            ModuleDecl::ExportDecl(e) => self.decl(&e.decl),
            ModuleDecl::ExportDefaultDecl(e) => match &e.decl {
                DefaultDecl::Fn(_) | DefaultDecl::TsInterfaceDecl(_) => Ok(()),
                DefaultDecl::Class(c) => {
                    self.at(e.span);
                    let m = self.mark();
                    let t = self.temp();
                    let name = c.ident.as_ref().map_or_else(|| "default".to_string(), |i| i.sym.to_string());
                    self.class(&c.class, c.ident.as_ref(), &name, t)?;
                    if let Some(id) = &c.ident {
                        self.store_name(&id.sym, id.span, t, true)?;
                    }
                    self.release(m);
                    Ok(())
                }
            },
            ModuleDecl::ExportDefaultExpr(e) => {
                self.at(e.span);
                let m = self.mark();
                let t = self.temp();
                self.expr_named(&e.expr, t, Some("default"))?;
                self.release(m);
                Ok(())
            }
            ModuleDecl::TsImportEquals(i) => {
                if i.is_type_only {
                    Ok(())
                } else {
                    Err(self.unsupported(i.span, "`import x = require()` is not supported"))
                }
            }
            ModuleDecl::TsExportAssignment(e) => Err(self.unsupported(e.span, "`export =` is not supported")),
            ModuleDecl::TsNamespaceExport(e) => Err(self.unsupported(e.span, "`export as namespace` is not supported")),
        }
    }

    // ---- classes ----

    /// Compiles a class; the constructor ends up in `dst`. `name` is the class's name (its own
    /// or inferred from context).
    pub(crate) fn class(&mut self, c: &Class, own: Option<&Ident>, name: &str, dst: Reg) -> CResult<()> {
        self.enter(c.span)?;
        let r = self.grow(|cg| cg.class_inner(c, own, name, dst));
        self.leave();
        r
    }

    fn class_inner(&mut self, c: &Class, own: Option<&Ident>, name: &str, dst: Reg) -> CResult<()> {
        let sid = self.scope_id(key(c, tag::CLASS), c.span)?;
        self.at(c.span);
        self.enter_scope(sid, false)?;
        let m = self.mark();
        // Private names.
        for (i, b) in self.tree.scopes[sid as usize].bindings.iter().enumerate() {
            if b.kind == BindingKind::PrivateName {
                let loc = self.scopes.last().map_or(Loc::None, |s| s.locs[i]);
                if loc == Loc::None {
                    continue;
                }
                let t = self.temp();
                let n = self.f.b.name(&b.name[1..]);
                self.emit(Op::NewPrivateName { dst: t, name: n });
                self.store_loc(loc, t);
            }
        }
        let t = self.f.b.alloc_n(2);
        let proto = t.offset(1);
        match &c.super_class {
            Some(sc) => {
                self.expr_to(sc, proto)?;
            }
            None => self.emit(Op::LoadEmpty { dst: proto }),
        }
        let derived = c.super_class.is_some();
        let has_instance = self.tree.scope_of(key(c, tag::INST_INIT)).is_some();
        // The constructor.
        let ctor = c.body.iter().find_map(|m| match m {
            ClassMember::Constructor(k) if k.body.is_some() => Some(k),
            _ => None,
        });
        let ctor_idx = {
            let desc = match ctor {
                Some(k) => FnDesc {
                    key: key(k, tag::CTOR),
                    kind: FnKind::Ctor { derived },
                    params: params_of_ctor(k),
                    body: FnBody::Stmts(k.body.as_ref().map_or(&[], |b| &b.stmts)),
                    name: name.to_string(),
                    is_async: false,
                    is_generator: false,
                    span: c.span,
                    class_fields: has_instance,
                },
                None => FnDesc {
                    key: key(c, tag::SYNTH_CTOR),
                    kind: FnKind::Ctor { derived },
                    params: Vec::new(),
                    body: FnBody::SynthCtor,
                    name: name.to_string(),
                    is_async: false,
                    is_generator: false,
                    span: c.span,
                    class_fields: has_instance,
                },
            };
            self.function(desc)?
        };
        self.at(c.span);
        self.emit(Op::MakeClass { dst: t, func: ctor_idx });
        // Elements in order: methods are defined, computed field keys evaluated.
        for (i, member) in c.body.iter().enumerate() {
            match member {
                ClassMember::Method(me) => {
                    if me.function.body.is_none() || me.is_abstract {
                        continue;
                    }
                    let target = if me.is_static { t } else { proto };
                    let (flags, prefix) = match me.kind {
                        MethodKind::Method => (define_flags::METHOD, ""),
                        MethodKind::Getter => (define_flags::METHOD | define_flags::GETTER, "get "),
                        MethodKind::Setter => (define_flags::METHOD | define_flags::SETTER, "set "),
                    };
                    self.define_method(target, &me.key, &me.function, flags, prefix)?;
                }
                ClassMember::PrivateMethod(pm) => {
                    if pm.function.body.is_none() {
                        continue;
                    }
                    let (flags, prefix) = match pm.kind {
                        MethodKind::Method => (define_flags::METHOD, ""),
                        MethodKind::Getter => (define_flags::METHOD | define_flags::GETTER, "get "),
                        MethodKind::Setter => (define_flags::METHOD | define_flags::SETTER, "set "),
                    };
                    let mm = self.mark();
                    let f = self.temp();
                    let fname = format!("{prefix}#{}", pm.key.name);
                    let idx = self.function(self.fn_desc(&pm.function, FnKind::Method, fname))?;
                    self.emit(Op::MakeClosure { dst: f, func: idx });
                    if pm.is_static {
                        let k = self.load_name(&format!("#{}", pm.key.name), pm.key.span, None)?;
                        self.emit(Op::DefinePrivate { flags, obj: t, key: k, src: f });
                    } else {
                        self.store_name(&format!("%pm{i}"), pm.span, f, true)?;
                    }
                    self.release(mm);
                }
                ClassMember::ClassProp(p) => {
                    if p.declare || p.is_abstract {
                        continue;
                    }
                    if let PropName::Computed(ck) = &p.key {
                        let mm = self.mark();
                        let k = self.temp();
                        self.expr_to(&ck.expr, k)?;
                        self.at(ck.span);
                        self.emit(Op::ToPropertyKey { dst: k, src: k });
                        self.store_name(&format!("%k{i}"), p.span, k, true)?;
                        self.release(mm);
                    }
                }
                _ => {}
            }
        }
        // The inner name binding.
        if let Some(id) = own {
            self.store_name(&id.sym, id.span, t, true)?;
        }
        // Instance fields.
        if has_instance {
            let mm = self.mark();
            let f = self.temp();
            let idx = self.function(FnDesc {
                key: key(c, tag::INST_INIT),
                kind: FnKind::InstInit,
                params: Vec::new(),
                body: FnBody::InstInit(c),
                name: String::new(),
                is_async: false,
                is_generator: false,
                span: c.span,
                class_fields: false,
            })?;
            self.emit(Op::MakeClosure { dst: f, func: idx });
            if self.uses_super(key(c, tag::INST_INIT)) {
                self.set_home_object(proto, f);
            }
            self.emit(Op::SetFieldInit { ctor: t, func: f });
            self.release(mm);
        }
        // Static fields and blocks.
        if self.tree.scope_of(key(c, tag::STATIC_INIT)).is_some() {
            let mm = self.mark();
            let base = self.f.b.alloc_n(2);
            let idx = self.function(FnDesc {
                key: key(c, tag::STATIC_INIT),
                kind: FnKind::StaticInit,
                params: Vec::new(),
                body: FnBody::StaticInit(c),
                name: String::new(),
                is_async: false,
                is_generator: false,
                span: c.span,
                class_fields: false,
            })?;
            self.emit(Op::MakeClosure { dst: base, func: idx });
            if self.uses_super(key(c, tag::STATIC_INIT)) {
                self.set_home_object(t, base);
            }
            self.emit(Op::Mov { dst: base.offset(1), src: t });
            self.at(c.span);
            self.emit(Op::Call { dst: base, base, argc: 0 });
            self.release(mm);
        }
        if dst != t {
            self.emit(Op::Mov { dst, src: t });
        }
        self.release(m);
        self.leave_scope(false);
        Ok(())
    }

    fn uses_super(&self, k: (usize, u8)) -> bool {
        self.tree
            .scope_of(k)
            .is_some_and(|s| self.tree.funcs[self.tree.scopes[s as usize].func as usize].uses_super_prop)
    }

    /// Gives the internal function `f` the home object `home` (for `super.x` inside it) by
    /// defining it as a method under a key no program can write, then deleting that property.
    fn set_home_object(&mut self, home: Reg, f: Reg) {
        let m = self.mark();
        let t = self.temp();
        let n = self.f.b.name("%home");
        self.emit(Op::DefineNamed { flags: define_flags::METHOD, obj: home, name: n, src: f });
        self.emit(Op::DeleteNamed { dst: t, obj: home, name: n });
        self.release(m);
    }

    /// Constructor prologue: field initialization (base classes) and parameter properties.
    fn ctor_prologue(&mut self, d: &FnDesc<'_>) -> CResult<()> {
        let FnKind::Ctor { derived } = d.kind else {
            return Ok(());
        };
        if !derived {
            if self.f.class_fields {
                self.emit(Op::RunFieldInit { ctor: Reg::CALLEE, this: Reg::THIS });
            }
            self.assign_param_props(Reg::THIS)?;
        }
        Ok(())
    }

    /// `this.x = x` for every TypeScript parameter property.
    pub(crate) fn assign_param_props(&mut self, this: Reg) -> CResult<()> {
        let props = self.f.param_props.clone();
        for (name, span) in props {
            let m = self.mark();
            let v = self.load_name(&name, span, None)?;
            let n = self.f.b.name(&name);
            self.emit(Op::SetNamed { obj: this, name: n, src: v });
            self.release(m);
        }
        Ok(())
    }

    /// After `super(...)` returned `this` in `r`: bind it, run field initializers, assign
    /// parameter properties.
    pub(crate) fn after_super_call(&mut self, r: Reg, span: Span) -> CResult<()> {
        // `this` may be bound once: a second `super()` throws after the parent constructor ran.
        let m = self.mark();
        let bound = self.f.b.label();
        let (cur, store) = match self.resolve("this") {
            Resolved::Local { loc: Loc::Reg(t), .. } => (t, None),
            Resolved::Local { loc: Loc::Env(slot), depth, .. } => {
                let t = self.temp();
                self.emit(Op::GetEnv { dst: t, depth, slot });
                (t, Some((depth, slot)))
            }
            _ => return Err(self.internal(span, "no this binding for super()")),
        };
        self.f.b.jump_if_done(cur, bound);
        self.at(span);
        self.throw_error(ErrorKind::Reference, "Super constructor may only be called once");
        self.f.b.bind(bound);
        self.release(m);
        match store {
            None => {
                if cur != r {
                    self.emit(Op::Mov { dst: cur, src: r });
                }
            }
            Some((depth, slot)) => {
                self.emit(Op::SetEnv { src: r, depth, slot });
                self.emit(Op::Mov { dst: Reg::THIS, src: r });
            }
        }
        if self.f.class_fields || matches!(self.f.kind, FnKind::Arrow) {
            // From an arrow, the VM finds the constructor (and whether it has fields) itself.
            self.at(span);
            self.emit(Op::RunFieldInit { ctor: Reg::CALLEE, this: r });
        }
        self.assign_param_props(r)
    }

    /// `constructor(...args) { super(...args) }` or `constructor() {}`.
    fn synth_ctor_body(&mut self, d: &FnDesc<'_>) -> CResult<()> {
        match d.kind {
            FnKind::Ctor { derived: true } => {
                let m = self.mark();
                let base = self.f.b.alloc_n(3);
                self.emit(Op::CreateRest { dst: base.offset(2), start: 0 });
                self.emit(Op::SuperCallSpread { dst: base, base });
                self.after_super_call(base, d.span)?;
                self.emit(Op::Return { src: base });
                self.release(m);
            }
            _ => {
                if self.f.class_fields {
                    self.emit(Op::RunFieldInit { ctor: Reg::CALLEE, this: Reg::THIS });
                }
                self.implicit_return();
            }
        }
        Ok(())
    }

    /// Defines a method `key` on `target` (class or object literal).
    pub(crate) fn define_method(
        &mut self,
        target: Reg,
        k: &PropName,
        f: &Function,
        flags: u8,
        prefix: &str,
    ) -> CResult<()> {
        let m = self.mark();
        match self.prop_key_static(k) {
            Some(name16) => {
                let fname = format!("{prefix}{}", String::from_utf16_lossy(&name16));
                let v = self.temp();
                let idx = self.function(self.fn_desc(f, FnKind::Method, fname))?;
                self.emit(Op::MakeClosure { dst: v, func: idx });
                let n = self.f.b.name16(name16);
                self.emit(Op::DefineNamed { flags, obj: target, name: n, src: v });
            }
            None => {
                let kreg = self.temp();
                self.prop_key_computed(k, kreg)?;
                let v = self.temp();
                let idx = self.function(self.fn_desc(f, FnKind::Method, String::new()))?;
                self.emit(Op::MakeClosure { dst: v, func: idx });
                self.emit(Op::DefineProp { flags: flags | define_flags::SET_NAME, obj: target, key: kreg, src: v });
            }
        }
        self.release(m);
        Ok(())
    }

    /// The instance initializer: private methods, then fields in order.
    fn inst_init_body(&mut self, c: &Class) -> CResult<()> {
        for (i, member) in c.body.iter().enumerate() {
            if let ClassMember::PrivateMethod(pm) = member {
                if pm.is_static || pm.function.body.is_none() {
                    continue;
                }
                let flags = match pm.kind {
                    MethodKind::Method => define_flags::METHOD,
                    MethodKind::Getter => define_flags::METHOD | define_flags::GETTER,
                    MethodKind::Setter => define_flags::METHOD | define_flags::SETTER,
                };
                let m = self.mark();
                let f = self.load_name(&format!("%pm{i}"), pm.span, None)?;
                let k = self.load_name(&format!("#{}", pm.key.name), pm.key.span, None)?;
                self.at(pm.span);
                self.emit(Op::DefinePrivate { flags, obj: Reg::THIS, key: k, src: f });
                self.release(m);
            }
        }
        // Parameter properties are fields declared first (TypeScript's ES2022 emit).
        let ctor = c.body.iter().find_map(|m| match m {
            ClassMember::Constructor(k) if k.body.is_some() => Some(k),
            _ => None,
        });
        if let Some(k) = ctor {
            let m = self.mark();
            let mut undef = None;
            for p in params_of_ctor(k) {
                if let (true, ParamTarget::Ident(id)) = (p.prop, p.target) {
                    let u = *undef.get_or_insert_with(|| {
                        let t = self.f.b.alloc();
                        self.f.b.emit(Op::LoadUndef { dst: t });
                        t
                    });
                    let n = self.f.b.name(&id.sym);
                    self.emit(Op::DefineNamed { flags: define_flags::ENUMERABLE, obj: Reg::THIS, name: n, src: u });
                }
            }
            self.release(m);
        }
        self.fields(c, false)
    }

    /// The static initializer: static fields and blocks in order.
    fn static_init_body(&mut self, c: &Class) -> CResult<()> {
        self.fields(c, true)
    }

    fn fields(&mut self, c: &Class, statics: bool) -> CResult<()> {
        for (i, member) in c.body.iter().enumerate() {
            match member {
                ClassMember::ClassProp(p) if p.is_static == statics && !p.declare && !p.is_abstract => {
                    self.at(p.span);
                    let m = self.mark();
                    let v = self.temp();
                    match &p.key {
                        PropName::Computed(_) => {
                            let k = self.load_name(&format!("%k{i}"), p.span, None)?;
                            let anon = match &p.value {
                                Some(e) => {
                                    self.expr_to(e, v)?;
                                    is_anonymous_fn(e)
                                }
                                None => {
                                    self.emit(Op::LoadUndef { dst: v });
                                    false
                                }
                            };
                            let flags = define_flags::ENUMERABLE | if anon { define_flags::SET_NAME } else { 0 };
                            self.at(p.span);
                            self.emit(Op::DefineProp { flags, obj: Reg::THIS, key: k, src: v });
                        }
                        _ => {
                            let name16 = self.prop_key_static(&p.key).unwrap_or_default();
                            let fname = String::from_utf16_lossy(&name16);
                            match &p.value {
                                Some(e) => self.expr_named(e, v, Some(&fname))?,
                                None => self.emit(Op::LoadUndef { dst: v }),
                            }
                            let n = self.f.b.name16(name16);
                            self.at(p.span);
                            self.emit(Op::DefineNamed {
                                flags: define_flags::ENUMERABLE,
                                obj: Reg::THIS,
                                name: n,
                                src: v,
                            });
                        }
                    }
                    self.release(m);
                }
                ClassMember::PrivateProp(p) if p.is_static == statics => {
                    self.at(p.span);
                    let m = self.mark();
                    let v = self.temp();
                    let pname = format!("#{}", p.key.name);
                    match &p.value {
                        Some(e) => self.expr_named(e, v, Some(&pname))?,
                        None => self.emit(Op::LoadUndef { dst: v }),
                    }
                    let k = self.load_name(&pname, p.key.span, None)?;
                    self.at(p.span);
                    self.emit(Op::DefinePrivate { flags: 0, obj: Reg::THIS, key: k, src: v });
                    self.release(m);
                }
                ClassMember::StaticBlock(b) if statics => {
                    let sid = self.scope_id(key(b, tag::STATIC_BLOCK), b.span)?;
                    self.enter_scope(sid, false)?;
                    self.hoist_functions(b.body.stmts.iter())?;
                    self.scope_stmts(&b.body.stmts)?;
                    self.leave_scope(false);
                }
                _ => {}
            }
        }
        Ok(())
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
