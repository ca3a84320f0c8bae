//! The resolver: pass 1 over a program, deciding where every binding lives.
//!
//! It builds a [`ScopeTree`]: every scope (function, block, loop head, switch, catch, class,
//! enum) with its bindings in declaration order, and for each binding whether a nested function
//! references it (then it lives in an environment slot, otherwise in a register) and whether any
//! reference needs a temporal-dead-zone check. Scopes are found again by codegen through the
//! address of the AST node that opens them ([`key`]), so the two passes never have to agree on a
//! visiting order. The resolver also reports the early errors swc does not (duplicate
//! declarations), rejects unsupported constructs, and bounds nesting depth.
//!
//! It does not decide registers, emit code, or resolve labels (codegen's business).

use rustc_hash::FxHashMap;
use swc_common::{Span, Spanned};
use swc_ecma_ast::*;

use crate::diagnostic::{Diagnostic, DiagnosticKind, TOO_DEEP, already_declared};
use crate::parse::LineIndex;

/// Index of a scope in [`ScopeTree::scopes`].
pub(crate) type ScopeId = u32;
/// Index of a function in [`ScopeTree::funcs`].
pub(crate) type FuncId = u32;

/// The maximum nesting depth (expressions, statements, patterns and functions together).
pub(crate) const MAX_DEPTH: u32 = 1000;
/// Red zone and segment size for `stacker::maybe_grow` around recursive visits.
pub(crate) const RED_ZONE: usize = 128 * 1024;
/// See [`RED_ZONE`].
pub(crate) const STACK_SEGMENT: usize = 2 * 1024 * 1024;

/// Tags distinguishing scopes keyed by the same node address (and node types from each other).
pub(crate) mod tag {
    pub(crate) const PROGRAM: u8 = 1;
    pub(crate) const FUNCTION: u8 = 2;
    pub(crate) const ARROW: u8 = 3;
    pub(crate) const CTOR: u8 = 4;
    pub(crate) const SYNTH_CTOR: u8 = 5;
    pub(crate) const INST_INIT: u8 = 6;
    pub(crate) const STATIC_INIT: u8 = 7;
    pub(crate) const BLOCK: u8 = 8;
    pub(crate) const FOR: u8 = 9;
    pub(crate) const FOR_IN: u8 = 10;
    pub(crate) const FOR_OF: u8 = 11;
    pub(crate) const SWITCH: u8 = 12;
    pub(crate) const CATCH: u8 = 13;
    pub(crate) const CLASS: u8 = 14;
    pub(crate) const ENUM: u8 = 15;
    pub(crate) const STATIC_BLOCK: u8 = 16;
    /// The TDZ scope of a `for…in`/`for…of` head's expression (keyed by the loop statement).
    pub(crate) const FOR_HEAD: u8 = 17;
    /// Or'ed into a function's tag: the key of its [`super::ScopeKind::Body`] scope.
    pub(crate) const BODY: u8 = 0x80;
}

/// The lookup key of the scope a node opens: its address and a tag.
pub(crate) fn key<T>(node: &T, tag: u8) -> (usize, u8) {
    (std::ptr::from_ref(node) as usize, tag)
}

/// What kind of region a scope is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ScopeKind {
    /// The top scope of a function (parameters, `var`s, top-level declarations of its body).
    Function,
    /// A block statement (or a static block body).
    Block,
    /// The head of a `for` / `for…in` / `for…of` with `let`/`const`.
    For,
    /// The case block of a `switch`.
    Switch,
    /// A catch clause's parameter.
    Catch,
    /// A class: inner name, private names, hidden bindings.
    Class,
    /// A TypeScript enum body: the enum object and member names.
    Enum,
    /// The body of a function whose parameters contain expressions: its `var`s and top-level
    /// declarations, apart from the parameters (closures in the parameters do not see them).
    Body,
}

/// What declared a binding.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum BindingKind {
    Var,
    Let,
    Const,
    Class,
    /// A function declaration (var-like at a function's top level, lexical in a block).
    Function,
    Param,
    CatchParam,
    /// The class's own name inside its body (immutable).
    ClassInner,
    /// A named function expression's own name (immutable; the callee register).
    FuncName,
    /// `#x`: holds the private name value.
    PrivateName,
    /// A compiler-introduced binding (computed field keys, private method closures, enum object).
    Hidden,
    This,
    NewTarget,
    Arguments,
    Import,
    /// A TypeScript enum's name (let-like).
    Enum,
    /// A member name inside an enum body: reads `enum_object[name]`.
    EnumMember,
}

impl BindingKind {
    /// Bindings with a temporal dead zone.
    pub(crate) fn has_tdz(self) -> bool {
        matches!(
            self,
            BindingKind::Let | BindingKind::Const | BindingKind::Class | BindingKind::ClassInner | BindingKind::Enum
        )
    }

    /// Bindings that cannot be assigned after initialization.
    pub(crate) fn is_const(self) -> bool {
        matches!(self, BindingKind::Const | BindingKind::ClassInner | BindingKind::FuncName | BindingKind::Import)
    }

    fn is_lexical(self) -> bool {
        matches!(
            self,
            BindingKind::Let
                | BindingKind::Const
                | BindingKind::Class
                | BindingKind::Import
                | BindingKind::Enum
                | BindingKind::CatchParam
        )
    }
}

/// One declared name.
#[derive(Clone, Debug)]
pub(crate) struct Binding {
    pub(crate) name: String,
    pub(crate) kind: BindingKind,
    /// Referenced from a function other than the one declaring it: lives in the environment.
    pub(crate) captured: bool,
    /// Some reference needs a `CheckInit` (so a register copy must start empty).
    pub(crate) tdz: bool,
    /// Referenced at all.
    pub(crate) referenced: bool,
    /// Byte offset where the declaration (and so the initialization) ends.
    pub(crate) decl_end: u32,
    /// Byte offset of the declaring identifier (for early errors).
    pub(crate) decl_pos: u32,
    /// The parameter index when the binding is a simple parameter.
    pub(crate) param: Option<u16>,
    /// For a parameter of a list with expressions: the end of the list. Closures created
    /// before it (in the list) check the temporal dead zone.
    pub(crate) params_end: u32,
    /// The environment slot when captured.
    pub(crate) slot: u16,
}

/// A region of declarations.
#[derive(Clone, Debug)]
pub(crate) struct Scope {
    pub(crate) kind: ScopeKind,
    pub(crate) parent: Option<ScopeId>,
    pub(crate) func: FuncId,
    pub(crate) bindings: Vec<Binding>,
    pub(crate) map: FxHashMap<String, u32>,
    /// Number of environment slots (captured bindings); 0 means no environment.
    pub(crate) env_slots: u16,
}

impl Scope {
    /// The binding named `name` declared directly in this scope.
    pub(crate) fn get(&self, name: &str) -> Option<(u32, &Binding)> {
        self.map.get(name).map(|&i| (i, &self.bindings[i as usize]))
    }
}

/// Facts about one function.
#[derive(Clone, Debug)]
pub(crate) struct FuncInfo {
    /// Its top scope.
    pub(crate) scope: ScopeId,
    /// `super.x` appears in it (or in arrows nested in it).
    pub(crate) uses_super_prop: bool,
    /// Its [`ScopeKind::Body`] scope, when it has one (where its `var`s go).
    pub(crate) body: Option<ScopeId>,
    /// Which `super` forms its code (and its arrows') may use.
    pub(crate) super_allowed: SuperAllowed,
    /// A class field initializer function (`arguments` is an early error in it).
    pub(crate) initializer: bool,
    /// Where its closure is made, when that happens as the code around it runs in source order
    /// (a function expression, an arrow, a method): the byte offset of its start. `None` for
    /// a declaration (made when its scope is entered) and the functions a class makes.
    pub(crate) created: Option<u32>,
}

/// Where `super` may appear (early errors).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SuperAllowed {
    /// Plain functions and the program.
    None,
    /// Methods, accessors, field initializers, static blocks: `super.x`.
    Property,
    /// Derived class constructors: `super.x` and `super()`.
    Call,
}

/// The result of the resolver.
#[derive(Default)]
pub(crate) struct ScopeTree {
    pub(crate) scopes: Vec<Scope>,
    pub(crate) funcs: Vec<FuncInfo>,
    pub(crate) by_node: FxHashMap<(usize, u8), ScopeId>,
    /// The deepest nesting seen (including flattened operator chains): a bound on the AST depth.
    pub(crate) max_depth: usize,
    /// `for (using …; …; …)` heads, which the parser read as `const` (see `parse::parse`): the
    /// declaration's offset and whether it is an `await using`.
    pub(crate) for_using: Vec<(u32, bool)>,
    /// The `for (let …; …; …)` loops (by key) whose initializer creates a function: only
    /// there is the per-iteration copy before the first test observable.
    pub(crate) for_init_closures: rustc_hash::FxHashSet<(usize, u8)>,
}

impl ScopeTree {
    /// The scope opened by the node with key `k`.
    pub(crate) fn scope_of(&self, k: (usize, u8)) -> Option<ScopeId> {
        self.by_node.get(&k).copied()
    }

    /// Finds `name` from scope `from` outwards: the scope declaring it and the binding index.
    pub(crate) fn lookup(&self, from: ScopeId, name: &str) -> Option<(ScopeId, u32)> {
        let mut s = Some(from);
        while let Some(id) = s {
            let scope = &self.scopes[id as usize];
            if let Some(&i) = scope.map.get(name) {
                return Some((id, i));
            }
            s = scope.parent;
        }
        None
    }

    pub(crate) fn binding(&self, scope: ScopeId, idx: u32) -> &Binding {
        &self.scopes[scope as usize].bindings[idx as usize]
    }

    /// Whether a reference at byte `pos` in function `func` to binding `idx` of `scope` must
    /// check for the temporal dead zone.
    pub(crate) fn needs_check(&self, scope: ScopeId, idx: u32, func: FuncId, pos: u32) -> bool {
        let s = &self.scopes[scope as usize];
        let b = &s.bindings[idx as usize];
        if b.params_end > 0 && s.func != func && pos < b.params_end {
            return true;
        }
        if !b.kind.has_tdz() || s.kind == ScopeKind::Switch {
            return b.kind.has_tdz();
        }
        if s.func == func {
            return pos < b.decl_end;
        }
        // From a nested function: none of its code runs before the closure of the function that
        // holds it in the binding's own function is made. Made in source order after the
        // declaration (statements of a scope run in order, and a forward jump within one leaves
        // it, but for a switch's cases), the binding is initialized by then.
        match self.outer_function(func, s.func).and_then(|h| self.funcs[h as usize].created) {
            Some(at) => b.decl_end == 0 || at < b.decl_end,
            None => true,
        }
    }

    /// The function directly inside `outer` whose code holds function `func` (`func` itself,
    /// or a function it is nested in), if `func` is nested in `outer`.
    fn outer_function(&self, func: FuncId, outer: FuncId) -> Option<FuncId> {
        let mut f = func;
        loop {
            let parent = self.scopes[self.funcs.get(f as usize)?.scope as usize].parent?;
            let pf = self.scopes[parent as usize].func;
            if pf == outer {
                return Some(f);
            }
            if pf == f {
                return None;
            }
            f = pf;
        }
    }
}

// ---- function shapes shared with codegen ---------------------------------------------------------

/// What a parameter binds.
#[derive(Copy, Clone)]
pub(crate) enum ParamTarget<'a> {
    Ident(&'a Ident),
    Pat(&'a Pat),
}

/// One formal parameter, normalized.
#[derive(Copy, Clone)]
pub(crate) struct Param<'a> {
    pub(crate) target: ParamTarget<'a>,
    pub(crate) default: Option<&'a Expr>,
    pub(crate) rest: bool,
    /// A TypeScript parameter property (`constructor(private x)`).
    pub(crate) prop: bool,
    /// The parameter's source range.
    #[allow(dead_code)]
    pub(crate) span: Span,
}

impl<'a> Param<'a> {
    pub(crate) fn from_pat(pat: &'a Pat) -> Param<'a> {
        let span = pat.span();
        match pat {
            Pat::Ident(b) => Param { target: ParamTarget::Ident(&b.id), default: None, rest: false, prop: false, span },
            Pat::Assign(a) => {
                let inner = Param::from_pat(&a.left);
                Param { default: Some(&a.right), span, ..inner }
            }
            Pat::Rest(r) => {
                let inner = Param::from_pat(&r.arg);
                Param { rest: true, span, ..inner }
            }
            _ => Param { target: ParamTarget::Pat(pat), default: None, rest: false, prop: false, span },
        }
    }

    pub(crate) fn from_prop(p: &'a TsParamProp) -> Param<'a> {
        match &p.param {
            TsParamPropParam::Ident(b) => {
                Param { target: ParamTarget::Ident(&b.id), default: None, rest: false, prop: true, span: p.span }
            }
            TsParamPropParam::Assign(a) => {
                let inner = Param::from_pat(&a.left);
                Param { default: Some(&a.right), prop: true, span: p.span, ..inner }
            }
        }
    }
}

/// A function body.
#[derive(Copy, Clone)]
pub(crate) enum Body<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}

/// The parameters of any function-like node.
/// Whether a parameter list contains expressions (defaults, or patterns, which may hold
/// defaults and computed keys): then its bindings have a temporal dead zone and the body's
/// declarations live in a scope of their own.
pub(crate) fn has_param_expressions(params: &[Param<'_>]) -> bool {
    params.iter().any(|p| p.default.is_some() || matches!(p.target, ParamTarget::Pat(_)))
}

pub(crate) fn params_of_function(f: &Function) -> Vec<Param<'_>> {
    f.params.iter().map(|p| Param::from_pat(&p.pat)).collect()
}

pub(crate) fn params_of_ctor(c: &Constructor) -> Vec<Param<'_>> {
    c.params
        .iter()
        .map(|p| match p {
            ParamOrTsParamProp::Param(p) => Param::from_pat(&p.pat),
            ParamOrTsParamProp::TsParamProp(tp) => Param::from_prop(tp),
        })
        .collect()
}

pub(crate) fn params_of_arrow(a: &ArrowExpr) -> Vec<Param<'_>> {
    a.params.iter().map(Param::from_pat).collect()
}

// ---- helpers over the AST -----------------------------------------------------------------------

/// Strips TypeScript-only wrappers and parentheses.
pub(crate) fn unwrap_expr(mut e: &Expr) -> &Expr {
    loop {
        e = match e {
            Expr::Paren(p) => &p.expr,
            Expr::TsAs(x) => &x.expr,
            Expr::TsSatisfies(x) => &x.expr,
            Expr::TsNonNull(x) => &x.expr,
            Expr::TsTypeAssertion(x) => &x.expr,
            Expr::TsConstAssertion(x) => &x.expr,
            Expr::TsInstantiation(x) => &x.expr,
            _ => return e,
        };
    }
}

/// Whether a statement is erased by TypeScript (emits no code and is no statement at run time).
pub(crate) fn is_type_only_stmt(s: &Stmt) -> bool {
    match s {
        Stmt::Decl(Decl::TsInterface(_) | Decl::TsTypeAlias(_)) => true,
        Stmt::Decl(Decl::TsEnum(e)) => e.declare,
        Stmt::Decl(Decl::TsModule(m)) => ts_module_is_erased(m),
        Stmt::Decl(Decl::Var(v)) => v.declare,
        Stmt::Decl(Decl::Fn(f)) => f.declare || f.function.body.is_none(),
        Stmt::Decl(Decl::Class(c)) => c.declare,
        _ => false,
    }
}

/// The byte offset of a span's start.
fn off(span: Span) -> u32 {
    LineIndex::offset(span.lo)
}
fn end(span: Span) -> u32 {
    LineIndex::offset(span.hi)
}

/// The names a binding pattern declares, with their identifiers.
pub(crate) fn bound_names<'a>(pat: &'a Pat, out: &mut Vec<&'a Ident>, depth: u32) -> Result<(), Span> {
    if depth > MAX_DEPTH {
        return Err(pat.span());
    }
    stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || match pat {
        Pat::Ident(b) => {
            out.push(&b.id);
            Ok(())
        }
        Pat::Array(a) => {
            for p in a.elems.iter().flatten() {
                bound_names(p, out, depth + 1)?;
            }
            Ok(())
        }
        Pat::Rest(r) => bound_names(&r.arg, out, depth + 1),
        Pat::Object(o) => {
            for p in &o.props {
                match p {
                    ObjectPatProp::KeyValue(kv) => bound_names(&kv.value, out, depth + 1)?,
                    ObjectPatProp::Assign(a) => out.push(&a.key.id),
                    ObjectPatProp::Rest(r) => bound_names(&r.arg, out, depth + 1)?,
                }
            }
            Ok(())
        }
        Pat::Assign(a) => bound_names(&a.left, out, depth + 1),
        Pat::Expr(_) | Pat::Invalid(_) => Ok(()),
    })
}

// ---- the resolver -------------------------------------------------------------------------------

type R<T> = Result<T, Diagnostic>;

/// Pass 1: builds the [`ScopeTree`] of a module.
pub(crate) struct Resolver<'l, 'a> {
    lines: &'l LineIndex<'a>,
    tree: ScopeTree,
    cur: ScopeId,
    func: FuncId,
    depth: u32,
    /// Inside a class static block (not in a nested function): `return` is an error there.
    in_static_block: bool,
    /// Inside an arrow function's parameters (not in a nested function): an `await` expression
    /// is an early error there (swc accepts one in a nested arrow of an async body).
    in_arrow_params: bool,
    /// A class static block's own scope for its `var`s (with the static initializer function
    /// that runs it): each block is a separate function body in the specification.
    static_block_vars: Option<(FuncId, ScopeId)>,
    /// What `super` the next function pushed may use (set just before visiting a method).
    next_super: SuperAllowed,
    /// The next function is a declaration (its closure is made when its scope is entered).
    next_hoisted: bool,
}

/// Runs the resolver over `module`.
///
/// # Errors
/// Early errors (ParseError) and unsupported constructs (UnsupportedSyntax).
pub(crate) fn resolve(module: &Module, lines: &LineIndex<'_>, tree_out: &mut ScopeTree) -> R<()> {
    let mut r = Resolver {
        lines,
        tree: ScopeTree { for_using: std::mem::take(&mut tree_out.for_using), ..ScopeTree::default() },
        cur: 0,
        func: 0,
        depth: 0,
        in_static_block: false,
        in_arrow_params: false,
        static_block_vars: None,
        next_super: SuperAllowed::None,
        next_hoisted: false,
    };
    let res = r.module(module).and_then(|()| r.assign_slots());
    *tree_out = std::mem::take(&mut r.tree);
    res
}

impl Resolver<'_, '_> {
    fn err(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.lines.diag(DiagnosticKind::ParseError, msg, span)
    }

    fn unsupported(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.lines.diag(DiagnosticKind::UnsupportedSyntax, msg, span)
    }

    /// Enters one nesting level; fails past [`MAX_DEPTH`].
    fn enter(&mut self, span: Span) -> R<()> {
        self.depth += 1;
        if self.depth as usize > self.tree.max_depth {
            self.tree.max_depth = self.depth as usize;
        }
        if self.depth > MAX_DEPTH {
            return Err(self.err(span, TOO_DEEP));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn note_chain(&mut self, len: usize) {
        let d = self.depth as usize + len;
        if d > self.tree.max_depth {
            self.tree.max_depth = d;
        }
    }

    /// Numbers the captured bindings of every scope.
    ///
    /// # Errors
    /// A scope with more captured bindings than a slot index can address.
    fn assign_slots(&mut self) -> R<()> {
        for s in &mut self.tree.scopes {
            let mut n: u16 = 0;
            for b in &mut s.bindings {
                if b.captured {
                    b.slot = n;
                    n = n.checked_add(1).ok_or_else(|| {
                        Diagnostic::unsupported("Too many variables captured by closures in one scope", 1, 1)
                    })?;
                }
            }
            s.env_slots = n;
        }
        Ok(())
    }

    // ---- scopes ----

    fn push_scope(&mut self, kind: ScopeKind, k: (usize, u8)) -> ScopeId {
        let id = self.tree.scopes.len() as ScopeId;
        let parent = if self.tree.scopes.is_empty() { None } else { Some(self.cur) };
        self.tree.scopes.push(Scope {
            kind,
            parent,
            func: self.func,
            bindings: Vec::new(),
            map: FxHashMap::default(),
            env_slots: 0,
        });
        self.tree.by_node.insert(k, id);
        self.cur = id;
        id
    }

    fn pop_scope(&mut self) {
        if let Some(p) = self.tree.scopes[self.cur as usize].parent {
            self.cur = p;
        }
    }

    /// Starts a function: a new [`FuncInfo`] and its top scope.
    fn push_function(&mut self, k: (usize, u8), arrow: bool) -> (ScopeId, FuncId, ScopeId, FuncId) {
        let saved = (self.cur, self.func);
        let fid = self.tree.funcs.len() as FuncId;
        self.tree.funcs.push(FuncInfo {
            scope: 0,
            uses_super_prop: false,
            body: None,
            super_allowed: std::mem::replace(&mut self.next_super, SuperAllowed::None),
            initializer: false,
            created: None,
        });
        self.func = fid;
        let sid = self.push_scope(ScopeKind::Function, k);
        self.tree.funcs[fid as usize].scope = sid;
        if self.tree.scopes.len() == 1 {
            self.tree.scopes[0].parent = None;
        }
        if !arrow {
            self.declare_pseudo("this", BindingKind::This);
            self.declare_pseudo("new.target", BindingKind::NewTarget);
            self.declare_pseudo("arguments", BindingKind::Arguments);
        }
        (saved.0, saved.1, sid, fid)
    }

    fn pop_function(&mut self, saved_scope: ScopeId, saved_func: FuncId) {
        self.cur = saved_scope;
        self.func = saved_func;
    }

    fn declare_pseudo(&mut self, name: &str, kind: BindingKind) {
        let s = &mut self.tree.scopes[self.cur as usize];
        let idx = s.bindings.len() as u32;
        s.bindings.push(Binding {
            name: name.to_string(),
            kind,
            captured: false,
            tdz: false,
            referenced: false,
            decl_end: 0,
            decl_pos: 0,
            param: None,
            params_end: 0,
            slot: 0,
        });
        s.map.insert(name.to_string(), idx);
    }

    /// Declares `name` in scope `sid`, merging var-like redeclarations and reporting conflicts.
    fn declare_in(&mut self, sid: ScopeId, name: &str, kind: BindingKind, span: Span, decl_end: u32) -> R<u32> {
        if name == "eval" || name == "arguments" || self.lines.text(span).contains('\\') {
            self.check_binding_name(name, span)?;
        }
        let pos = off(span);
        let scope_kind = self.tree.scopes[sid as usize].kind;
        let var_like = |k: BindingKind| {
            matches!(k, BindingKind::Var | BindingKind::Param)
                || (k == BindingKind::Function && matches!(scope_kind, ScopeKind::Function | ScopeKind::Body))
        };
        if let Some(&idx) = self.tree.scopes[sid as usize].map.get(name) {
            let existing = self.tree.scopes[sid as usize].bindings[idx as usize].kind;
            let ok = match (existing, kind) {
                (a, b) if var_like(a) && var_like(b) => true,
                (BindingKind::Enum, BindingKind::Enum) => true,
                // Hoisting re-declares what an earlier pass declared.
                (a, b) if a == b && self.tree.scopes[sid as usize].bindings[idx as usize].decl_pos == pos => true,
                (BindingKind::FuncName | BindingKind::Arguments, _) => {
                    // Shadowed silently (FuncName is declared last anyway).
                    let b = &mut self.tree.scopes[sid as usize].bindings[idx as usize];
                    b.kind = kind;
                    b.decl_end = decl_end;
                    b.decl_pos = pos;
                    return Ok(idx);
                }
                _ => false,
            };
            if !ok {
                let at = self.tree.scopes[sid as usize].bindings[idx as usize].decl_pos.max(pos);
                let (line, column) = self.lines.position(at);
                return Err(Diagnostic::parse(already_declared(name), line, column));
            }
            let b = &mut self.tree.scopes[sid as usize].bindings[idx as usize];
            if kind == BindingKind::Function {
                b.kind = BindingKind::Function;
            }
            return Ok(idx);
        }
        let s = &mut self.tree.scopes[sid as usize];
        let idx = s.bindings.len() as u32;
        s.bindings.push(Binding {
            name: name.to_string(),
            kind,
            captured: false,
            tdz: false,
            referenced: false,
            decl_end,
            decl_pos: pos,
            param: None,
            params_end: 0,
            slot: 0,
        });
        s.map.insert(name.to_string(), idx);
        Ok(idx)
    }

    fn declare(&mut self, name: &str, kind: BindingKind, span: Span, decl_end: u32) -> R<u32> {
        self.declare_in(self.cur, name, kind, span, decl_end)
    }

    /// A binding name must not be a reserved word spelled with escapes, nor `eval`/`arguments`
    /// (strict code).
    fn check_binding_name(&self, name: &str, span: Span) -> R<()> {
        if name == "eval" || name == "arguments" {
            return Err(self.err(span, "Unexpected eval or arguments in strict mode"));
        }
        self.check_escaped(&Ident::new(name.into(), span, Default::default()))
    }

    /// Declares a hidden binding that nested functions read (always in the environment).
    fn declare_hidden(&mut self, name: String) {
        let s = &mut self.tree.scopes[self.cur as usize];
        let idx = s.bindings.len() as u32;
        s.bindings.push(Binding {
            name: name.clone(),
            kind: BindingKind::Hidden,
            captured: true,
            tdz: false,
            referenced: true,
            decl_end: 0,
            decl_pos: 0,
            param: None,
            params_end: 0,
            slot: 0,
        });
        s.map.insert(name, idx);
    }

    /// The scope of the current function's `var`s: its body scope or its top scope.
    fn function_scope(&self) -> ScopeId {
        if let Some((f, s)) = self.static_block_vars
            && f == self.func
        {
            return s;
        }
        let f = &self.tree.funcs[self.func as usize];
        f.body.unwrap_or(f.scope)
    }

    /// Records a reference to `name` at `span`.
    fn reference(&mut self, name: &str, span: Span) {
        if let Some((sid, idx)) = self.tree.lookup(self.cur, name) {
            let needs = self.tree.needs_check(sid, idx, self.func, off(span));
            let cross = self.tree.scopes[sid as usize].func != self.func;
            let kind = self.tree.scopes[sid as usize].bindings[idx as usize].kind;
            {
                let b = &mut self.tree.scopes[sid as usize].bindings[idx as usize];
                b.referenced = true;
                if cross {
                    b.captured = true;
                }
                if needs {
                    b.tdz = true;
                }
            }
            if kind == BindingKind::EnumMember
                && cross
                && let Some(&e) = self.tree.scopes[sid as usize].map.get("%enum")
            {
                self.tree.scopes[sid as usize].bindings[e as usize].captured = true;
            }
            if kind == BindingKind::EnumMember
                && let Some(&e) = self.tree.scopes[sid as usize].map.get("%enum")
            {
                self.tree.scopes[sid as usize].bindings[e as usize].referenced = true;
            }
        }
    }

    /// A reference to a private name, which must be declared by an enclosing class.
    fn private_ref(&mut self, p: &PrivateName) -> R<()> {
        let name = format!("#{}", p.name);
        if self.tree.lookup(self.cur, &name).is_none() {
            return Err(self.err(p.span, format!("Private field '{name}' must be declared in an enclosing class")));
        }
        self.reference(&name, p.span);
        Ok(())
    }

    /// The nearest non-arrow function.
    fn this_function(&self) -> FuncId {
        let mut s = Some(self.cur);
        while let Some(id) = s {
            let scope = &self.tree.scopes[id as usize];
            if scope.kind == ScopeKind::Function && scope.map.contains_key("this") {
                return scope.func;
            }
            s = scope.parent;
        }
        0
    }

    // ---- hoisting ----

    /// Declares the `var`s of `stmts` (recursively, not into functions) in the function scope.
    fn hoist_vars(&mut self, stmts: &[Stmt], depth: u32) -> R<()> {
        for s in stmts {
            self.hoist_vars_stmt(s, depth)?;
        }
        Ok(())
    }

    fn hoist_var_decl(&mut self, v: &VarDecl) -> R<()> {
        if v.kind != VarDeclKind::Var || v.declare {
            return Ok(());
        }
        let fs = self.function_scope();
        for d in &v.decls {
            let mut names = Vec::new();
            bound_names(&d.name, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
            for id in names {
                self.declare_in(fs, &id.sym, BindingKind::Var, id.span, 0)?;
            }
        }
        Ok(())
    }

    fn hoist_vars_stmt(&mut self, s: &Stmt, depth: u32) -> R<()> {
        if depth > MAX_DEPTH {
            return Err(self.err(s.span(), TOO_DEEP));
        }
        stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || match s {
            Stmt::Decl(Decl::Var(v)) => self.hoist_var_decl(v),
            Stmt::Block(b) => self.hoist_vars(&b.stmts, depth + 1),
            Stmt::If(i) => {
                // `else if` chains iteratively.
                let mut cur = i;
                loop {
                    self.hoist_vars_stmt(&cur.cons, depth + 1)?;
                    match cur.alt.as_deref() {
                        Some(Stmt::If(next)) => cur = next,
                        Some(a) => break self.hoist_vars_stmt(a, depth + 1),
                        None => break Ok(()),
                    }
                }
            }
            Stmt::For(f) => {
                if let Some(VarDeclOrExpr::VarDecl(v)) = &f.init {
                    self.hoist_var_decl(v)?;
                }
                self.hoist_vars_stmt(&f.body, depth + 1)
            }
            Stmt::ForIn(f) => {
                if let ForHead::VarDecl(v) = &f.left {
                    self.hoist_var_decl(v)?;
                }
                self.hoist_vars_stmt(&f.body, depth + 1)
            }
            Stmt::ForOf(f) => {
                if let ForHead::VarDecl(v) = &f.left {
                    self.hoist_var_decl(v)?;
                }
                self.hoist_vars_stmt(&f.body, depth + 1)
            }
            Stmt::While(w) => self.hoist_vars_stmt(&w.body, depth + 1),
            Stmt::DoWhile(w) => self.hoist_vars_stmt(&w.body, depth + 1),
            Stmt::Labeled(l) => self.hoist_vars_stmt(&l.body, depth + 1),
            Stmt::Switch(sw) => {
                for c in &sw.cases {
                    self.hoist_vars(&c.cons, depth + 1)?;
                }
                Ok(())
            }
            Stmt::Try(t) => {
                self.hoist_vars(&t.block.stmts, depth + 1)?;
                if let Some(h) = &t.handler {
                    self.hoist_vars(&h.body.stmts, depth + 1)?;
                }
                if let Some(f) = &t.finalizer {
                    self.hoist_vars(&f.stmts, depth + 1)?;
                }
                Ok(())
            }
            _ => Ok(()),
        })
    }

    /// Declares the lexical declarations (and function declarations) directly in `stmts` in the
    /// current scope.
    fn hoist_lexical(&mut self, stmts: &[Stmt]) -> R<()> {
        for s in stmts {
            if let Stmt::Decl(d) = s {
                self.hoist_decl(d)?;
            }
        }
        Ok(())
    }

    fn hoist_lexical_var(&mut self, v: &VarDecl) -> R<()> {
        if v.kind == VarDeclKind::Var || v.declare {
            return Ok(());
        }
        let kind = if v.kind == VarDeclKind::Let { BindingKind::Let } else { BindingKind::Const };
        for decl in &v.decls {
            let mut names = Vec::new();
            bound_names(&decl.name, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
            for id in names {
                self.declare(&id.sym, kind, id.span, end(decl.span))?;
            }
        }
        Ok(())
    }

    fn hoist_decl(&mut self, d: &Decl) -> R<()> {
        match d {
            Decl::Var(v) => self.hoist_lexical_var(v)?,
            Decl::Fn(f) if !f.declare && f.function.body.is_some() => {
                self.declare(&f.ident.sym, BindingKind::Function, f.ident.span, 0)?;
            }
            Decl::Class(c) if !c.declare => {
                self.declare(&c.ident.sym, BindingKind::Class, c.ident.span, end(c.class.span))?;
            }
            Decl::TsEnum(e) if !e.declare => {
                self.declare(&e.id.sym, BindingKind::Enum, e.id.span, end(e.span))?;
            }
            Decl::Using(u) => self.hoist_using(u)?,
            _ => {}
        }
        Ok(())
    }

    /// Declares the names of a `using` declaration (constants) after its early errors: each
    /// binds one identifier (not `let`) and has an initializer, except in a `for…of` head.
    fn hoist_using(&mut self, u: &UsingDecl) -> R<()> {
        for d in &u.decls {
            let Pat::Ident(id) = &d.name else {
                return Err(self.err(d.name.span(), "`using` declarations may not contain binding patterns"));
            };
            if &*id.id.sym == "let" {
                return Err(self.err(id.id.span, "let is disallowed as a lexically bound name"));
            }
            self.declare(&id.id.sym, BindingKind::Const, id.id.span, end(d.span))?;
        }
        Ok(())
    }

    // ---- program ----

    fn module(&mut self, m: &Module) -> R<()> {
        let (_, _, _, _) = self.push_function(key(m, tag::PROGRAM), false);
        // `arguments` and `new.target` do not exist at the top level.
        {
            let s = &mut self.tree.scopes[0];
            s.map.remove("arguments");
            s.map.remove("new.target");
        }
        // Imports first.
        for item in &m.body {
            if let ModuleItem::ModuleDecl(ModuleDecl::Import(imp)) = item {
                if imp.type_only {
                    continue;
                }
                for spec in &imp.specifiers {
                    let local = match spec {
                        ImportSpecifier::Named(n) if n.is_type_only => continue,
                        ImportSpecifier::Named(n) => &n.local,
                        ImportSpecifier::Default(d) => &d.local,
                        ImportSpecifier::Namespace(n) => &n.local,
                    };
                    self.declare(&local.sym, BindingKind::Import, local.span, 0)?;
                }
            }
        }
        // Lexical declarations and top-level functions (var-like at a function's top).
        for item in &m.body {
            match item {
                ModuleItem::Stmt(Stmt::Decl(d)) => self.hoist_decl(d)?,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(e)) => self.hoist_decl(&e.decl)?,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultDecl(e)) => match &e.decl {
                    DefaultDecl::Fn(f) => {
                        if let (Some(id), Some(_)) = (&f.ident, &f.function.body) {
                            self.declare(&id.sym, BindingKind::Function, id.span, 0)?;
                        }
                    }
                    DefaultDecl::Class(c) => {
                        if let Some(id) = &c.ident {
                            self.declare(&id.sym, BindingKind::Class, id.span, end(c.class.span))?;
                        }
                    }
                    DefaultDecl::TsInterfaceDecl(_) => {}
                },
                _ => {}
            }
        }
        for item in &m.body {
            match item {
                ModuleItem::Stmt(s) => self.hoist_vars_stmt(s, 0)?,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(e)) => {
                    if let Decl::Var(v) = &e.decl {
                        self.hoist_var_decl(v)?;
                    }
                }
                _ => {}
            }
        }
        for item in &m.body {
            match item {
                ModuleItem::Stmt(s) => self.stmt(s)?,
                ModuleItem::ModuleDecl(md) => self.module_decl(md)?,
            }
        }
        Ok(())
    }

    fn module_decl(&mut self, md: &ModuleDecl) -> R<()> {
        match md {
            ModuleDecl::Import(imp) => {
                if imp.phase != ImportPhase::Evaluation {
                    return Err(self.unsupported(imp.span, "Import phases are not supported"));
                }
                Ok(())
            }
            ModuleDecl::ExportDecl(e) => self.decl(&e.decl, e.span),
            ModuleDecl::ExportNamed(_) | ModuleDecl::ExportAll(_) => Ok(()),
            ModuleDecl::ExportDefaultDecl(e) => match &e.decl {
                DefaultDecl::Fn(f) => {
                    if f.function.body.is_none() {
                        return Ok(());
                    }
                    self.next_hoisted = true;
                    self.function(&f.function, None)
                }
                DefaultDecl::Class(c) => self.class(&c.class, c.ident.as_ref(), c.ident.is_some()),
                DefaultDecl::TsInterfaceDecl(_) => Ok(()),
            },
            ModuleDecl::ExportDefaultExpr(e) => self.expr(&e.expr),
            ModuleDecl::TsImportEquals(_) | ModuleDecl::TsExportAssignment(_) | ModuleDecl::TsNamespaceExport(_) => {
                match refused_ts_module_decl(md) {
                    Some((span, message)) => Err(self.unsupported(span, message)),
                    None => Ok(()),
                }
            }
        }
    }

    // ---- statements ----

    fn stmts(&mut self, stmts: &[Stmt]) -> R<()> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn block(&mut self, b: &BlockStmt) -> R<()> {
        self.push_scope(ScopeKind::Block, key(b, tag::BLOCK));
        self.hoist_lexical(&b.stmts)?;
        self.stmts(&b.stmts)?;
        self.pop_scope();
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        self.enter(s.span())?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.stmt_inner(s));
        self.leave();
        r
    }

    /// The body of `if`, a loop or a label: a statement, not a declaration (strict code).
    fn body_stmt(&mut self, s: &Stmt) -> R<()> {
        if let Stmt::Decl(d) = s
            && !matches!(d, Decl::Var(v) if v.kind == VarDeclKind::Var)
        {
            return Err(self.err(d.span(), "Declaration is not allowed here"));
        }
        self.stmt(s)
    }

    /// An identifier spelled with escapes may not stand for a reserved word.
    fn check_escaped(&self, id: &Ident) -> R<()> {
        const RESERVED: &[&str] = &[
            "await",
            "break",
            "case",
            "catch",
            "class",
            "const",
            "continue",
            "debugger",
            "default",
            "delete",
            "do",
            "else",
            "enum",
            "export",
            "extends",
            "false",
            "finally",
            "for",
            "function",
            "if",
            "implements",
            "import",
            "in",
            "instanceof",
            "interface",
            "let",
            "new",
            "null",
            "package",
            "private",
            "protected",
            "public",
            "return",
            "static",
            "super",
            "switch",
            "this",
            "throw",
            "true",
            "try",
            "typeof",
            "var",
            "void",
            "while",
            "with",
            "yield",
        ];
        if RESERVED.contains(&&*id.sym) && self.lines.text(id.span).contains('\\') {
            return Err(self.err(id.span, "Keyword must not contain escaped characters"));
        }
        self.check_identifier_name(&id.sym, id.span)
    }

    /// The lexical rules swc does not enforce on an IdentifierName spelled with escapes: it must
    /// not start with U+200C/U+200D (they are ID_Continue only), and a `\u{…}` escape has no
    /// numeric separator.
    fn check_identifier_name(&self, name: &str, span: Span) -> R<()> {
        if name.starts_with(['\u{200c}', '\u{200d}']) {
            return Err(self.err(span, "Invalid or unexpected token"));
        }
        if separator_in_code_point_escape(self.lines.text(span)) {
            return Err(self.err(span, NUMERIC_SEPARATOR_IN_ESCAPE));
        }
        Ok(())
    }

    /// A string literal's lexical rules swc does not enforce: no `\0` before `8`/`9` (nor any
    /// other legacy octal or non-octal escape: programs are strict) and no numeric separator in
    /// a `\u{…}` escape.
    fn check_string_raw(&self, raw: Option<&str>, span: Span) -> R<()> {
        let Some(raw) = raw else { return Ok(()) };
        if let Some(m) = not_escape_sequence(raw) {
            let m = if m.starts_with('\\') {
                "\\8 and \\9 are not allowed in strict mode"
            } else {
                "Octal escape sequences are not allowed in strict mode"
            };
            return Err(self.err(span, m));
        }
        if separator_in_code_point_escape(raw) {
            return Err(self.err(span, NUMERIC_SEPARATOR_IN_ESCAPE));
        }
        Ok(())
    }

    /// A `for (…; …; …)` head has its two semicolons in the source: no semicolon is ever inserted
    /// there (ECMA-262 12.10.1), though swc's parser takes a line break for one (`for (a; b⏎)`).
    /// Counts the `;` between `for` and the body outside the three parts and outside comments.
    fn check_for_head(&self, f: &ForStmt) -> R<()> {
        let parts: Vec<Span> = [
            f.init.as_ref().map(Spanned::span),
            f.test.as_ref().map(|e| e.span()),
            f.update.as_ref().map(|e| e.span()),
        ]
        .into_iter()
        .flatten()
        .collect();
        let (lo, hi) = (LineIndex::offset(f.span.lo) as usize, LineIndex::offset(f.body.span().lo) as usize);
        let head = self.lines.text(f.span).as_bytes();
        let mut semicolons = 0;
        let mut i = 0;
        while lo + i < hi && i < head.len() {
            let at = (lo + i) as u32;
            if let Some(p) = parts.iter().find(|p| LineIndex::offset(p.lo) <= at && at < LineIndex::offset(p.hi)) {
                i = LineIndex::offset(p.hi) as usize - lo;
                continue;
            }
            match (head[i], head.get(i + 1)) {
                (b'/', Some(b'/')) => {
                    while i < head.len() && !matches!(head[i], b'\n' | b'\r') {
                        i += 1;
                    }
                }
                (b'/', Some(b'*')) => {
                    i += 2;
                    while i + 1 < head.len() && !(head[i] == b'*' && head[i + 1] == b'/') {
                        i += 1;
                    }
                    i += 2;
                }
                (b';', _) => {
                    semicolons += 1;
                    i += 1;
                }
                _ => i += 1,
            }
        }
        if semicolons != 2 {
            return Err(self.err(f.span, "Missing semicolon in a for statement's head"));
        }
        Ok(())
    }

    /// The text between the start of a method-like member (`span`) and its key: `get`, `set`,
    /// `async`, `static` and `*` must be spelled without escapes, and `async` has no line
    /// terminator after it.
    fn check_method_head(&self, span: Span, key: &PropName, is_async: bool) -> R<()> {
        let lo = span.lo;
        let hi = key.span().lo;
        if hi <= lo {
            return Ok(());
        }
        let head = self.lines.text(Span::new(lo, hi));
        if head.contains('\\') {
            return Err(self.err(span, "Keyword must not contain escaped characters"));
        }
        if is_async
            && let Some(at) = head.rfind("async")
            && head[at + 5..].contains(['\n', '\r', '\u{2028}', '\u{2029}'])
        {
            return Err(self.err(span, "Line terminator not permitted after 'async'"));
        }
        Ok(())
    }

    fn stmt_inner(&mut self, s: &Stmt) -> R<()> {
        match s {
            Stmt::Block(b) => self.block(b),
            Stmt::Empty(_) | Stmt::Debugger(_) | Stmt::Break(_) | Stmt::Continue(_) => Ok(()),
            Stmt::With(w) => Err(self.err(w.span, "Strict mode code may not include a with statement")),
            Stmt::Return(r) => {
                if self.in_static_block {
                    return Err(self.err(r.span, "Return statement is not allowed here"));
                }
                if let Some(a) = &r.arg {
                    self.expr(a)?;
                }
                Ok(())
            }
            Stmt::Labeled(l) => {
                self.check_escaped(&l.label)?;
                self.body_stmt(&l.body)
            }
            Stmt::If(i) => {
                // `else if` chains iteratively (a chain is not nesting).
                let mut cur = i;
                let mut len = 0;
                loop {
                    self.expr(&cur.test)?;
                    self.body_stmt(&cur.cons)?;
                    len += 1;
                    match cur.alt.as_deref() {
                        Some(Stmt::If(next)) => cur = next,
                        Some(a) => {
                            self.body_stmt(a)?;
                            break;
                        }
                        None => break,
                    }
                }
                self.note_chain(len);
                Ok(())
            }
            Stmt::Switch(sw) => {
                self.expr(&sw.discriminant)?;
                self.push_scope(ScopeKind::Switch, key(sw, tag::SWITCH));
                for c in &sw.cases {
                    if let Some(Stmt::Decl(Decl::Using(u))) =
                        c.cons.iter().find(|s| matches!(s, Stmt::Decl(Decl::Using(_))))
                    {
                        return Err(
                            self.err(u.span, "`using` declarations are not allowed directly in a `case` clause")
                        );
                    }
                }
                for c in &sw.cases {
                    self.hoist_lexical(&c.cons)?;
                }
                for c in &sw.cases {
                    if let Some(t) = &c.test {
                        self.expr(t)?;
                    }
                    self.stmts(&c.cons)?;
                }
                self.pop_scope();
                Ok(())
            }
            Stmt::Throw(t) => self.expr(&t.arg),
            Stmt::Try(t) => {
                self.block(&t.block)?;
                if let Some(h) = &t.handler {
                    self.push_scope(ScopeKind::Catch, key(h, tag::CATCH));
                    if let Some(p) = &h.param {
                        let mut names = Vec::new();
                        bound_names(p, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
                        for id in names {
                            self.declare(&id.sym, BindingKind::CatchParam, id.span, 0)?;
                        }
                        self.pat(p, PatMode::Declare)?;
                    }
                    // The body's lexical names may not repeat the parameter's.
                    let catch_scope = self.cur;
                    self.push_scope(ScopeKind::Block, key(&h.body, tag::BLOCK));
                    self.hoist_lexical(&h.body.stmts)?;
                    let names: Vec<(String, u32)> = self.tree.scopes[self.cur as usize]
                        .bindings
                        .iter()
                        .map(|b| (b.name.clone(), b.decl_pos))
                        .collect();
                    for (n, pos) in names {
                        if self.tree.scopes[catch_scope as usize].map.contains_key(&n) {
                            let (line, column) = self.lines.position(pos);
                            return Err(Diagnostic::parse(already_declared(&n), line, column));
                        }
                    }
                    self.stmts(&h.body.stmts)?;
                    self.pop_scope();
                    self.pop_scope();
                }
                if let Some(f) = &t.finalizer {
                    self.block(f)?;
                }
                Ok(())
            }
            Stmt::While(w) => {
                self.expr(&w.test)?;
                self.body_stmt(&w.body)
            }
            Stmt::DoWhile(w) => {
                self.body_stmt(&w.body)?;
                self.expr(&w.test)
            }
            Stmt::For(f) => {
                self.check_for_head(f)?;
                let lexical = matches!(&f.init, Some(VarDeclOrExpr::VarDecl(v)) if v.kind != VarDeclKind::Var);
                if lexical {
                    self.push_scope(ScopeKind::For, key(f, tag::FOR));
                    if let Some(VarDeclOrExpr::VarDecl(v)) = &f.init {
                        let at = off(v.span);
                        if self.tree.for_using.iter().any(|(o, _)| *o == at)
                            && let Some(d) = v.decls.iter().find(|d| !matches!(d.name, Pat::Ident(_)))
                        {
                            return Err(
                                self.err(d.name.span(), "`using` declarations may not contain binding patterns")
                            );
                        }
                        self.hoist_lexical_var(v)?;
                    }
                }
                let funcs_before = self.tree.funcs.len();
                match &f.init {
                    Some(VarDeclOrExpr::VarDecl(v)) => self.var_decl(v)?,
                    Some(VarDeclOrExpr::Expr(e)) => self.expr(e)?,
                    None => {}
                }
                if lexical && self.tree.funcs.len() > funcs_before {
                    self.tree.for_init_closures.insert(key(f, tag::FOR));
                }
                if let Some(t) = &f.test {
                    self.expr(t)?;
                }
                if let Some(u) = &f.update {
                    self.expr(u)?;
                }
                self.body_stmt(&f.body)?;
                if lexical {
                    self.pop_scope();
                }
                Ok(())
            }
            Stmt::ForIn(f) => self.for_in_of(&f.left, &f.right, &f.body, key(f, tag::FOR_IN)),
            Stmt::ForOf(f) => self.for_in_of(&f.left, &f.right, &f.body, key(f, tag::FOR_OF)),
            Stmt::Decl(d) => self.decl(d, d.span()),
            Stmt::Expr(e) => self.expr(&e.expr),
        }
    }

    fn for_in_of(&mut self, left: &ForHead, right: &Expr, body: &Stmt, k: (usize, u8)) -> R<()> {
        // The head's expression runs in a scope holding the loop's names uninitialized
        // (ForIn/OfHeadEvaluation's TDZ environment): a closure created there sees them in
        // their dead zone, not the outer bindings of the same names.
        if let Some(decls) = lexical_head_decls(left) {
            self.push_scope(ScopeKind::Block, (k.0, tag::FOR_HEAD));
            for d in decls {
                let mut names = Vec::new();
                bound_names(&d.name, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
                for id in names {
                    if !self.tree.scopes[self.cur as usize].map.contains_key(&*id.sym) {
                        self.declare(&id.sym, BindingKind::Let, id.span, u32::MAX)?;
                    }
                }
            }
            self.expr(right)?;
            self.pop_scope();
        } else {
            self.expr(right)?;
        }
        match left {
            ForHead::VarDecl(v) if v.kind != VarDeclKind::Var => {
                self.push_scope(ScopeKind::For, k);
                let kind = if v.kind == VarDeclKind::Let { BindingKind::Let } else { BindingKind::Const };
                for d in &v.decls {
                    let mut names = Vec::new();
                    bound_names(&d.name, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
                    for id in names {
                        self.declare(&id.sym, kind, id.span, end(d.span))?;
                    }
                    self.pat(&d.name, PatMode::Declare)?;
                }
                self.body_stmt(body)?;
                self.pop_scope();
                Ok(())
            }
            ForHead::VarDecl(v) => {
                self.var_decl(v)?;
                self.body_stmt(body)
            }
            ForHead::UsingDecl(u) => {
                if k.1 == tag::FOR_IN {
                    return Err(self.err(u.span, "`using` declarations are not allowed in `for…in` heads"));
                }
                self.push_scope(ScopeKind::For, k);
                self.hoist_using(u)?;
                for d in &u.decls {
                    self.pat(&d.name, PatMode::Declare)?;
                }
                self.body_stmt(body)?;
                self.pop_scope();
                Ok(())
            }
            ForHead::Pat(p) => {
                self.pat(p, PatMode::Assign)?;
                self.body_stmt(body)
            }
        }
    }

    fn decl(&mut self, d: &Decl, span: Span) -> R<()> {
        match d {
            Decl::Class(c) => {
                if c.declare {
                    return Ok(());
                }
                self.class(&c.class, Some(&c.ident), true)
            }
            Decl::Fn(f) => {
                if f.declare || f.function.body.is_none() {
                    return Ok(());
                }
                self.next_hoisted = true;
                self.function(&f.function, None)
            }
            Decl::Var(v) => {
                if v.declare {
                    return Ok(());
                }
                self.var_decl(v)
            }
            Decl::Using(u) => {
                for d in &u.decls {
                    match &d.init {
                        Some(init) => self.expr(init)?,
                        None => return Err(self.err(d.span, "Missing initializer in `using` declaration")),
                    }
                    self.pat(&d.name, PatMode::Declare)?;
                }
                Ok(())
            }
            Decl::TsInterface(_) | Decl::TsTypeAlias(_) => Ok(()),
            Decl::TsEnum(e) if e.declare => Ok(()),
            Decl::TsEnum(e) => self.enum_decl(e),
            Decl::TsModule(m) if ts_module_is_erased(m) => Ok(()),
            Decl::TsModule(_) => Err(self.unsupported(span, NAMESPACES_REFUSED)),
        }
    }

    fn var_decl(&mut self, v: &VarDecl) -> R<()> {
        for d in &v.decls {
            if let Some(init) = &d.init {
                self.expr(init)?;
            }
            if v.kind == VarDeclKind::Var {
                // A `var` may not hoist over a lexical declaration of an enclosing block.
                let mut names = Vec::new();
                bound_names(&d.name, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
                let fs = self.function_scope();
                for id in names {
                    let mut s = self.cur;
                    while s != fs {
                        let scope = &self.tree.scopes[s as usize];
                        if let Some(&i) = scope.map.get(&*id.sym) {
                            let k = scope.bindings[i as usize].kind;
                            if k.is_lexical() && k != BindingKind::CatchParam || k == BindingKind::Function {
                                return Err(self.err(id.span, already_declared(&id.sym)));
                            }
                        }
                        match scope.parent {
                            Some(p) => s = p,
                            None => break,
                        }
                    }
                }
            }
            self.pat(&d.name, PatMode::Declare)?;
        }
        Ok(())
    }

    fn enum_decl(&mut self, e: &TsEnumDecl) -> R<()> {
        // A later declaration of the same enum extends the first one's object.
        if let Some((sid, idx)) = self.tree.lookup(self.cur, &e.id.sym)
            && self.tree.binding(sid, idx).decl_pos != off(e.id.span)
        {
            self.reference(&e.id.sym, e.id.span);
        }
        self.push_scope(ScopeKind::Enum, key(e, tag::ENUM));
        {
            let s = &mut self.tree.scopes[self.cur as usize];
            let idx = s.bindings.len() as u32;
            s.bindings.push(Binding {
                name: "%enum".into(),
                kind: BindingKind::Hidden,
                captured: false,
                tdz: false,
                referenced: true,
                decl_end: 0,
                decl_pos: 0,
                param: None,
                params_end: 0,
                slot: 0,
            });
            s.map.insert("%enum".into(), idx);
        }
        for m in &e.members {
            let name = enum_member_name(&m.id);
            if !self.tree.scopes[self.cur as usize].map.contains_key(&name) {
                let s = &mut self.tree.scopes[self.cur as usize];
                let idx = s.bindings.len() as u32;
                s.bindings.push(Binding {
                    name: name.clone(),
                    kind: BindingKind::EnumMember,
                    captured: false,
                    tdz: false,
                    referenced: false,
                    decl_end: 0,
                    decl_pos: 0,
                    param: None,
                    params_end: 0,
                    slot: 0,
                });
                s.map.insert(name, idx);
            }
        }
        for m in &e.members {
            if let Some(init) = &m.init {
                self.expr(init)?;
            }
        }
        self.pop_scope();
        Ok(())
    }

    // ---- functions ----

    /// A `function` (declaration, expression, method, getter, setter). `self_name` is the name a
    /// named function expression binds inside itself.
    fn function(&mut self, f: &Function, self_name: Option<&Ident>) -> R<()> {
        self.check_decorators(&f.decorators)?;
        for p in &f.params {
            self.check_decorators(&p.decorators)?;
        }
        let params = params_of_function(f);
        let body: &[Stmt] = match &f.body {
            Some(b) => &b.stmts,
            None => &[],
        };
        self.function_like(key(f, tag::FUNCTION), false, &params, Body::Stmts(body), self_name, f.span)
    }

    fn arrow(&mut self, a: &ArrowExpr) -> R<()> {
        let params = params_of_arrow(a);
        let body = match &*a.body {
            ArrowFunctionBody::FunctionBody(b) => Body::Stmts(&b.stmts),
            ArrowFunctionBody::Expr(e) => Body::Expr(e),
        };
        self.function_like(key(a, tag::ARROW), true, &params, body, None, a.span)
    }

    fn function_like(
        &mut self,
        k: (usize, u8),
        arrow: bool,
        params: &[Param<'_>],
        body: Body<'_>,
        self_name: Option<&Ident>,
        span: Span,
    ) -> R<()> {
        self.enter(span)?;
        let hoisted = std::mem::replace(&mut self.next_hoisted, false);
        let (ss, sf, _, fid) = self.push_function(k, arrow);
        if !hoisted {
            self.tree.funcs[fid as usize].created = Some(off(span));
        }
        let in_static = std::mem::replace(&mut self.in_static_block, false);
        let in_arrow_params = std::mem::replace(&mut self.in_arrow_params, false);
        let r = self.function_body(k, arrow, params, body, self_name);
        self.in_static_block = in_static;
        self.in_arrow_params = in_arrow_params;
        self.pop_function(ss, sf);
        self.leave();
        r
    }

    fn function_body(
        &mut self,
        k: (usize, u8),
        arrow: bool,
        params: &[Param<'_>],
        body: Body<'_>,
        self_name: Option<&Ident>,
    ) -> R<()> {
        // Parameters.
        let params_end =
            if has_param_expressions(params) { params.iter().map(|p| end(p.span)).max().unwrap_or(0) } else { 0 };
        let mut seen: FxHashMap<String, ()> = FxHashMap::default();
        for (i, p) in params.iter().enumerate() {
            let mut names = Vec::new();
            match p.target {
                ParamTarget::Ident(id) => names.push(id),
                ParamTarget::Pat(pat) => bound_names(pat, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?,
            }
            for id in names {
                if seen.insert(id.sym.to_string(), ()).is_some() {
                    return Err(self.err(id.span, "Duplicate parameter name not allowed in this context"));
                }
                let idx = self.declare(&id.sym, BindingKind::Param, id.span, 0)?;
                let b = &mut self.tree.scopes[self.cur as usize].bindings[idx as usize];
                if matches!(p.target, ParamTarget::Ident(_)) && !p.rest {
                    b.param = u16::try_from(i).ok();
                }
                b.params_end = params_end;
            }
        }
        let separate = params_end > 0 && matches!(body, Body::Stmts(_));
        if separate {
            // Parameter expressions see the parameters and what is outside, not the body.
            self.function_name(self_name)?;
            self.param_exprs(params, arrow)?;
            let sid = self.push_scope(ScopeKind::Body, (k.0, k.1 | tag::BODY));
            self.tree.funcs[self.func as usize].body = Some(sid);
        }
        // Hoisting.
        if let Body::Stmts(stmts) = body {
            self.hoist_vars(stmts, 0)?;
            for s in stmts {
                if let Stmt::Decl(d) = s {
                    // Lexical names may not repeat a parameter name.
                    if let Decl::Var(v) = d
                        && v.kind != VarDeclKind::Var
                    {
                        for decl in &v.decls {
                            let mut names = Vec::new();
                            bound_names(&decl.name, &mut names, 0).map_err(|sp| self.err(sp, TOO_DEEP))?;
                            for id in names {
                                if seen.contains_key(&*id.sym) {
                                    return Err(self.err(id.span, already_declared(&id.sym)));
                                }
                            }
                        }
                    }
                    if let Decl::Class(c) = d
                        && seen.contains_key(&*c.ident.sym)
                    {
                        return Err(self.err(c.ident.span, already_declared(&c.ident.sym)));
                    }
                    self.hoist_decl(d)?;
                }
            }
        }
        if !separate {
            self.function_name(self_name)?;
            self.param_exprs(params, arrow)?;
        }
        let r = match body {
            Body::Stmts(stmts) => self.stmts(stmts),
            Body::Expr(e) => self.expr(e),
        };
        if separate {
            self.pop_scope();
        }
        r
    }

    /// A named function expression's own name, unless a parameter or `var` shadows it.
    fn function_name(&mut self, self_name: Option<&Ident>) -> R<()> {
        if let Some(id) = self_name
            && !self.tree.scopes[self.cur as usize].map.contains_key(&*id.sym)
        {
            self.declare(&id.sym, BindingKind::FuncName, id.span, 0)?;
        }
        Ok(())
    }

    /// Parameter initializers and patterns.
    fn param_exprs(&mut self, params: &[Param<'_>], arrow: bool) -> R<()> {
        let outer = std::mem::replace(&mut self.in_arrow_params, arrow);
        let r = self.param_exprs_in(params);
        self.in_arrow_params = outer;
        r
    }

    fn param_exprs_in(&mut self, params: &[Param<'_>]) -> R<()> {
        for p in params {
            if let ParamTarget::Pat(pat) = p.target {
                self.pat(pat, PatMode::Declare)?;
            }
            if let Some(d) = p.default {
                self.expr(d)?;
            }
        }
        Ok(())
    }

    fn check_decorators(&self, d: &[Decorator]) -> R<()> {
        match d.first() {
            Some(dec) => Err(self.unsupported(dec.span, "Decorators are not supported")),
            None => Ok(()),
        }
    }

    // ---- classes ----

    /// A class body. `name` is the class's own name; `_decl` whether it is a declaration.
    fn class(&mut self, c: &Class, name: Option<&Ident>, _decl: bool) -> R<()> {
        self.check_decorators(&c.decorators)?;
        self.enter(c.span)?;
        self.push_scope(ScopeKind::Class, key(c, tag::CLASS));
        if let Some(id) = name {
            self.declare(&id.sym, BindingKind::ClassInner, id.span, end(c.span))?;
        }
        self.class_member_names(c)?;
        // The heritage sees the class's name, not its private names.
        if let Some(sc) = &c.super_class {
            self.expr(sc)?;
        }
        // Private names and hidden bindings.
        let mut has_instance = false;
        let mut has_static = false;
        for (i, m) in c.body.iter().enumerate() {
            match m {
                ClassMember::PrivateProp(p) => {
                    self.check_decorators(&p.decorators)?;
                    // Defined by an initializer function.
                    self.declare_private(&p.key, true)?;
                    if p.is_static {
                        has_static = true;
                    } else {
                        has_instance = true;
                    }
                }
                ClassMember::PrivateMethod(p) => {
                    self.check_decorators(&p.function.decorators)?;
                    // Instance methods are installed by the initializer; static ones here.
                    self.declare_private(&p.key, !p.is_static)?;
                    if !p.is_static {
                        has_instance = true;
                        self.declare_hidden(format!("%pm{i}"));
                    }
                }
                ClassMember::ClassProp(p) => {
                    self.check_decorators(&p.decorators)?;
                    if p.declare || p.is_abstract {
                        continue;
                    }
                    if p.is_static {
                        has_static = true;
                    } else {
                        has_instance = true;
                    }
                    if let PropName::Computed(_) = p.key {
                        self.declare_hidden(format!("%k{i}"));
                    }
                }
                ClassMember::StaticBlock(_) => has_static = true,
                ClassMember::AutoAccessor(a) => {
                    return Err(self.unsupported(a.span, "`accessor` fields are not supported"));
                }
                ClassMember::Method(m) => self.check_decorators(&m.function.decorators)?,
                ClassMember::Constructor(ctor) => {
                    for p in &ctor.params {
                        match p {
                            ParamOrTsParamProp::Param(p) => self.check_decorators(&p.decorators)?,
                            ParamOrTsParamProp::TsParamProp(p) => {
                                self.check_decorators(&p.decorators)?;
                                // Declared as fields (like TypeScript's ES2022 output).
                                if ctor.body.is_some() {
                                    has_instance = true;
                                }
                            }
                        }
                    }
                }
                ClassMember::TsIndexSignature(_) | ClassMember::Empty(_) => {}
            }
        }
        let class_scope = self.cur;
        // The initializer functions exist before any member is visited (members visit in order).
        let (mut inst_scope, mut inst_func) = (None, None);
        let (mut static_scope, mut static_func) = (None, None);
        if has_instance {
            self.next_super = SuperAllowed::Property;
            let (ss, sf, sid, fid) = self.push_function(key(c, tag::INST_INIT), false);
            self.tree.funcs[fid as usize].initializer = true;
            inst_scope = Some(sid);
            inst_func = Some(fid);
            self.pop_function(ss, sf);
        }
        if has_static {
            self.next_super = SuperAllowed::Property;
            let (ss, sf, sid, fid) = self.push_function(key(c, tag::STATIC_INIT), false);
            self.tree.funcs[fid as usize].initializer = true;
            static_scope = Some(sid);
            static_func = Some(fid);
            self.pop_function(ss, sf);
        }
        let mut has_ctor = false;
        for m in &c.body {
            match m {
                ClassMember::Constructor(ctor) => {
                    let Some(body) = &ctor.body else { continue };
                    has_ctor = true;
                    let params = params_of_ctor(ctor);
                    self.next_super = if c.super_class.is_some() { SuperAllowed::Call } else { SuperAllowed::Property };
                    self.function_like(
                        key(ctor, tag::CTOR),
                        false,
                        &params,
                        Body::Stmts(&body.stmts),
                        None,
                        ctor.span,
                    )?;
                }
                ClassMember::Method(m) => {
                    if m.function.body.is_none() || m.is_abstract {
                        continue;
                    }
                    self.check_method_head(m.span, &m.key, m.function.is_async)?;
                    self.prop_name(&m.key)?;
                    self.next_super = SuperAllowed::Property;
                    self.function(&m.function, None)?;
                }
                ClassMember::PrivateMethod(m) => {
                    if m.function.body.is_none() {
                        continue;
                    }
                    self.next_super = SuperAllowed::Property;
                    self.function(&m.function, None)?;
                }
                ClassMember::ClassProp(p) => {
                    if p.declare || p.is_abstract {
                        continue;
                    }
                    self.prop_name(&p.key)?;
                    if let Some(v) = &p.value {
                        let (sid, fid) =
                            if p.is_static { (static_scope, static_func) } else { (inst_scope, inst_func) };
                        self.in_function(sid, fid, |r| r.expr(v))?;
                    }
                }
                ClassMember::PrivateProp(p) => {
                    if let Some(v) = &p.value {
                        let (sid, fid) =
                            if p.is_static { (static_scope, static_func) } else { (inst_scope, inst_func) };
                        self.in_function(sid, fid, |r| r.expr(v))?;
                    }
                }
                ClassMember::StaticBlock(b) => {
                    self.in_function(static_scope, static_func, |r| {
                        r.push_scope(ScopeKind::Block, key(b, tag::STATIC_BLOCK));
                        let vars = r.static_block_vars.replace((r.func, r.cur));
                        let in_static = std::mem::replace(&mut r.in_static_block, true);
                        let res = r
                            .hoist_vars(&b.body.stmts, 0)
                            .and_then(|()| r.hoist_lexical(&b.body.stmts))
                            .and_then(|()| r.stmts(&b.body.stmts));
                        r.in_static_block = in_static;
                        r.static_block_vars = vars;
                        res?;
                        r.pop_scope();
                        Ok(())
                    })?;
                }
                _ => {}
            }
        }
        if !has_ctor {
            self.next_super = if c.super_class.is_some() { SuperAllowed::Call } else { SuperAllowed::Property };
            let (ss, sf, _, _) = self.push_function(key(c, tag::SYNTH_CTOR), false);
            self.pop_function(ss, sf);
        }
        debug_assert_eq!(self.cur, class_scope);
        self.pop_scope();
        self.leave();
        Ok(())
    }

    /// Early errors of member names: a private name declared twice (other than one getter and
    /// one setter of the same placement), a static member named `prototype`, a field named
    /// `constructor`.
    fn class_member_names(&self, c: &Class) -> R<()> {
        const GET: u8 = 1;
        const SET: u8 = 2;
        const OTHER: u8 = 4;
        let mut privates: FxHashMap<&str, (u8, bool)> = FxHashMap::default();
        let literal = |k: &PropName| -> Option<String> {
            match k {
                PropName::Ident(i) => Some(i.sym.to_string()),
                PropName::Str(s) => Some(s.value.to_string_lossy().into_owned()),
                _ => None,
            }
        };
        for m in &c.body {
            let private = match m {
                ClassMember::PrivateProp(p) => Some((&p.key, OTHER, p.is_static)),
                ClassMember::PrivateMethod(p) => {
                    let kind = match p.kind {
                        MethodKind::Getter => GET,
                        MethodKind::Setter => SET,
                        MethodKind::Method => OTHER,
                    };
                    Some((&p.key, kind, p.is_static))
                }
                ClassMember::Method(m) if m.is_static && literal(&m.key).as_deref() == Some("prototype") => {
                    return Err(self.err(m.span, "Classes may not have a static property named 'prototype'"));
                }
                ClassMember::ClassProp(p) if !p.declare => match literal(&p.key).as_deref() {
                    Some("prototype") if p.is_static => {
                        return Err(self.err(p.span, "Classes may not have a static property named 'prototype'"));
                    }
                    Some("constructor") => {
                        return Err(self.err(p.span, "Classes may not have a field named 'constructor'"));
                    }
                    _ => None,
                },
                _ => None,
            };
            if let Some((key, kind, is_static)) = private {
                match privates.get_mut(&*key.name) {
                    None => {
                        privates.insert(&key.name, (kind, is_static));
                    }
                    Some((seen, st))
                        if *st == is_static && kind != OTHER && (*seen == GET || *seen == SET) && *seen != kind =>
                    {
                        *seen |= kind;
                    }
                    Some(_) => {
                        return Err(self.err(key.span, format!("Identifier '#{}' has already been declared", key.name)));
                    }
                }
            }
        }
        Ok(())
    }

    /// Runs `f` with the scope `sid` of function `fid` current (re-entering an initializer).
    fn in_function(&mut self, sid: Option<ScopeId>, fid: Option<FuncId>, f: impl FnOnce(&mut Self) -> R<()>) -> R<()> {
        let (Some(sid), Some(fid)) = (sid, fid) else {
            return Ok(());
        };
        let saved = (self.cur, self.func);
        self.cur = sid;
        self.func = fid;
        let r = f(self);
        self.cur = saved.0;
        self.func = saved.1;
        r
    }

    /// Declares `#name` (once per class), referenced by the class's own code; `captured` when
    /// an initializer function uses it.
    fn declare_private(&mut self, key: &PrivateName, captured: bool) -> R<()> {
        self.check_identifier_name(&key.name, key.span)?;
        let name = format!("#{}", key.name);
        if !self.tree.scopes[self.cur as usize].map.contains_key(&name) {
            let s = &mut self.tree.scopes[self.cur as usize];
            let idx = s.bindings.len() as u32;
            s.bindings.push(Binding {
                name: name.clone(),
                kind: BindingKind::PrivateName,
                captured: false,
                tdz: false,
                referenced: false,
                decl_end: 0,
                decl_pos: off(key.span),
                param: None,
                params_end: 0,
                slot: 0,
            });
            s.map.insert(name.clone(), idx);
        }
        let s = &mut self.tree.scopes[self.cur as usize];
        if let Some(&idx) = s.map.get(&name) {
            let b = &mut s.bindings[idx as usize];
            b.referenced = true;
            b.captured |= captured;
        }
        Ok(())
    }

    fn prop_name(&mut self, p: &PropName) -> R<()> {
        match p {
            PropName::Computed(c) => self.expr(&c.expr),
            PropName::Ident(i) => self.check_identifier_name(&i.sym, i.span),
            PropName::Str(s) => self.check_string_raw(s.raw.as_deref(), s.span),
            _ => Ok(()),
        }
    }

    // ---- patterns ----

    fn pat(&mut self, p: &Pat, mode: PatMode) -> R<()> {
        self.enter(p.span())?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.pat_inner(p, mode));
        self.leave();
        r
    }

    fn pat_inner(&mut self, p: &Pat, mode: PatMode) -> R<()> {
        match p {
            Pat::Ident(b) => {
                if mode == PatMode::Assign {
                    self.reference(&b.id.sym, b.id.span);
                }
                Ok(())
            }
            Pat::Array(a) => {
                for e in a.elems.iter().flatten() {
                    self.pat(e, mode)?;
                }
                Ok(())
            }
            Pat::Rest(r) => self.pat(&r.arg, mode),
            Pat::Object(o) => self.object_pat(o, mode),
            Pat::Assign(a) => {
                self.pat(&a.left, mode)?;
                self.expr(&a.right)
            }
            Pat::Expr(e) => self.expr(e),
            Pat::Invalid(i) => Err(self.err(i.span, "Invalid pattern")),
        }
    }

    fn object_pat(&mut self, o: &ObjectPat, mode: PatMode) -> R<()> {
        for prop in &o.props {
            match prop {
                ObjectPatProp::KeyValue(kv) => {
                    self.prop_name(&kv.key)?;
                    self.pat(&kv.value, mode)?;
                }
                ObjectPatProp::Assign(a) => {
                    if matches!(&*a.key.id.sym, "eval" | "arguments") {
                        return Err(self.err(a.key.id.span, "Unexpected eval or arguments in strict mode"));
                    }
                    self.check_escaped(&a.key.id)?;
                    if mode == PatMode::Assign {
                        self.reference(&a.key.id.sym, a.key.id.span);
                    }
                    if let Some(v) = &a.value {
                        self.expr(v)?;
                    }
                }
                ObjectPatProp::Rest(r) => self.pat(&r.arg, mode)?,
            }
        }
        Ok(())
    }

    // ---- expressions ----

    fn exprs(&mut self, es: &[Box<Expr>]) -> R<()> {
        for e in es {
            self.expr(e)?;
        }
        Ok(())
    }

    fn args(&mut self, args: &[ExprOrSpread]) -> R<()> {
        for a in args {
            self.expr(&a.expr)?;
        }
        Ok(())
    }

    pub(crate) fn expr(&mut self, e: &Expr) -> R<()> {
        self.enter(e.span())?;
        let r = stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.expr_inner(e));
        self.leave();
        r
    }

    fn expr_inner(&mut self, e: &Expr) -> R<()> {
        match e {
            Expr::This(t) => {
                self.reference("this", t.span);
                Ok(())
            }
            Expr::Array(a) => {
                for el in a.elems.iter().flatten() {
                    self.expr(&el.expr)?;
                }
                Ok(())
            }
            Expr::Object(o) => {
                let protos = o
                    .props
                    .iter()
                    .filter(|p| match p {
                        PropOrSpread::Prop(p) => match &**p {
                            Prop::KeyValue(kv) => match &kv.key {
                                PropName::Ident(i) => &*i.sym == "__proto__",
                                PropName::Str(s) => &*s.value == "__proto__",
                                _ => false,
                            },
                            _ => false,
                        },
                        PropOrSpread::Spread(_) => false,
                    })
                    .count();
                if protos > 1 {
                    return Err(self.err(o.span, "Duplicate __proto__ fields are not allowed in object literals"));
                }
                for p in &o.props {
                    match p {
                        PropOrSpread::Spread(s) => self.expr(&s.expr)?,
                        PropOrSpread::Prop(p) => match &**p {
                            Prop::Shorthand(id) => self.reference(&id.sym, id.span),
                            Prop::KeyValue(kv) => {
                                self.prop_name(&kv.key)?;
                                self.expr(&kv.value)?;
                            }
                            Prop::Assign(a) => {
                                return Err(self.err(a.span, "Invalid shorthand property initializer"));
                            }
                            Prop::Getter(g) => {
                                self.check_method_head(g.span, &g.key, false)?;
                                self.prop_name(&g.key)?;
                                self.next_super = SuperAllowed::Property;
                                self.function(&g.function, None)?;
                            }
                            Prop::Setter(s) => {
                                self.check_method_head(s.span, &s.key, false)?;
                                self.prop_name(&s.key)?;
                                self.next_super = SuperAllowed::Property;
                                self.function(&s.function, None)?;
                            }
                            Prop::Method(m) => {
                                self.check_method_head(m.function.span, &m.key, m.function.is_async)?;
                                self.prop_name(&m.key)?;
                                self.next_super = SuperAllowed::Property;
                                self.function(&m.function, None)?;
                            }
                        },
                    }
                }
                Ok(())
            }
            Expr::Fn(f) => self.function(&f.function, f.ident.as_ref()),
            Expr::Unary(u) => self.expr(&u.arg),
            Expr::Update(u) => self.expr(&u.arg),
            Expr::Bin(_) => self.bin_chain(e),
            Expr::Assign(a) => {
                match &a.left {
                    AssignTarget::Simple(s) => self.simple_target(s)?,
                    AssignTarget::Pat(p) => match p {
                        AssignTargetPat::Array(arr) => {
                            for el in arr.elems.iter().flatten() {
                                self.pat(el, PatMode::Assign)?;
                            }
                        }
                        AssignTargetPat::Object(o) => self.object_pat(o, PatMode::Assign)?,
                        AssignTargetPat::Invalid(i) => {
                            return Err(self.err(i.span, "Invalid assignment target"));
                        }
                    },
                }
                self.expr(&a.right)
            }
            Expr::Member(m) => self.member(m),
            Expr::SuperProp(s) => self.super_prop(s),
            Expr::Cond(c) => {
                self.expr(&c.test)?;
                self.expr(&c.cons)?;
                self.expr(&c.alt)
            }
            Expr::Call(c) => {
                match &c.callee {
                    Callee::Super(s) => {
                        let f = self.this_function();
                        if self.tree.funcs[f as usize].super_allowed != SuperAllowed::Call {
                            return Err(self.err(s.span, "'super' keyword unexpected here"));
                        }
                        self.reference("this", s.span);
                        if f != self.func {
                            // From an arrow: the constructor's `new.target` is passed along.
                            self.reference("new.target", s.span);
                        }
                    }
                    Callee::Import(_) => {
                        // ImportCall: `import(AssignmentExpression [, AssignmentExpression])`.
                        if c.args.is_empty() || c.args.len() > 2 || c.args.iter().any(|a| a.spread.is_some()) {
                            return Err(self.err(c.span, "import() takes one or two arguments and no spread"));
                        }
                    }
                    Callee::Expr(e) => self.expr(e)?,
                }
                self.args(&c.args)
            }
            Expr::New(n) => {
                if new_of_import_call(&n.callee) {
                    return Err(self.err(n.span, "Cannot use new with import()"));
                }
                self.expr(&n.callee)?;
                if let Some(a) = &n.args {
                    self.args(a)?;
                }
                Ok(())
            }
            Expr::Seq(s) => self.exprs(&s.exprs),
            Expr::Ident(id) => {
                self.check_escaped(id)?;
                if &*id.sym == "arguments" && self.tree.funcs[self.this_function() as usize].initializer {
                    return Err(self.err(
                        id.span,
                        "'arguments' is not allowed in class field initializer or static initialization block",
                    ));
                }
                self.reference(&id.sym, id.span);
                Ok(())
            }
            Expr::Lit(Lit::Regex(r)) => {
                // RegularExpressionNonTerminator: no line terminator, even after a backslash.
                if r.exp.contains(['\u{2028}', '\u{2029}']) {
                    return Err(self.err(r.span, "Invalid regular expression: missing /"));
                }
                crate::regexp::validate(&r.exp, &r.flags).map_err(|m| self.err(r.span, m))
            }
            Expr::Lit(Lit::Str(s)) => self.check_string_raw(s.raw.as_deref(), s.span),
            Expr::Lit(_) => Ok(()),
            Expr::Tpl(t) => {
                for q in &t.quasis {
                    if let Some(bad) = not_escape_sequence(&q.raw) {
                        return Err(self.err(q.span, bad));
                    }
                    if separator_in_code_point_escape(&q.raw) {
                        return Err(self.err(q.span, NUMERIC_SEPARATOR_IN_ESCAPE));
                    }
                }
                self.exprs(&t.exprs)
            }
            Expr::TaggedTpl(t) => {
                self.expr(&t.tag)?;
                self.exprs(&t.tpl.exprs)
            }
            Expr::Arrow(a) => self.arrow(a),
            Expr::Class(c) => self.class(&c.class, c.ident.as_ref(), false),
            Expr::Yield(y) => match &y.arg {
                Some(a) => self.expr(a),
                None => Ok(()),
            },
            Expr::MetaProp(m) => match m.kind {
                MetaPropKind::NewTarget => {
                    if self.lines.text(m.span).contains('\\') {
                        return Err(self.err(m.span, "'new.target' must not contain escaped characters"));
                    }
                    self.reference("new.target", m.span);
                    Ok(())
                }
                MetaPropKind::ImportMeta => Err(self.err(m.span, "Cannot use 'import.meta' outside a module")),
            },
            Expr::Await(a) => {
                if self.in_arrow_params {
                    return Err(self.err(a.span, "Illegal await-expression in formal parameters of arrow function"));
                }
                self.expr(&a.arg)
            }
            Expr::Paren(p) => self.expr(&p.expr),
            Expr::JSXMember(_)
            | Expr::JSXNamespacedName(_)
            | Expr::JSXEmpty(_)
            | Expr::JSXElement(_)
            | Expr::JSXFragment(_) => Err(self.unsupported(e.span(), "JSX is not supported")),
            Expr::TsTypeAssertion(x) => self.expr(&x.expr),
            Expr::TsConstAssertion(x) => self.expr(&x.expr),
            Expr::TsNonNull(x) => self.expr(&x.expr),
            Expr::TsAs(x) => self.expr(&x.expr),
            Expr::TsInstantiation(x) => self.expr(&x.expr),
            Expr::TsSatisfies(x) => self.expr(&x.expr),
            Expr::PrivateName(p) => {
                self.private_ref(p)?;
                Ok(())
            }
            Expr::OptChain(o) => match &*o.base {
                OptChainBase::Member(m) => self.member(m),
                OptChainBase::Call(c) => {
                    self.expr(&c.callee)?;
                    self.args(&c.args)
                }
            },
            Expr::Invalid(i) => Err(self.err(i.span, "Invalid expression")),
        }
    }

    /// A chain of binary operators, visited without recursing down the left spine.
    fn bin_chain(&mut self, e: &Expr) -> R<()> {
        let mut rights = Vec::new();
        let mut cur = e;
        while let Expr::Bin(b) = cur {
            rights.push(&*b.right);
            cur = &b.left;
        }
        self.note_chain(rights.len());
        self.expr(cur)?;
        for r in rights.iter().rev() {
            self.expr(r)?;
        }
        Ok(())
    }

    fn super_prop(&mut self, s: &SuperPropExpr) -> R<()> {
        let f = self.this_function();
        if self.tree.funcs[f as usize].super_allowed == SuperAllowed::None {
            return Err(self.err(s.span, "'super' keyword unexpected here"));
        }
        self.tree.funcs[f as usize].uses_super_prop = true;
        self.reference("this", s.span);
        if let SuperProp::Computed(c) = &s.prop {
            self.expr(&c.expr)?;
        }
        Ok(())
    }

    fn member(&mut self, m: &MemberExpr) -> R<()> {
        self.expr(&m.obj)?;
        match &m.prop {
            MemberProp::Ident(_) => Ok(()),
            MemberProp::PrivateName(p) => {
                self.private_ref(p)?;
                Ok(())
            }
            MemberProp::Computed(c) => self.expr(&c.expr),
        }
    }

    fn simple_target(&mut self, s: &SimpleAssignTarget) -> R<()> {
        match s {
            SimpleAssignTarget::Ident(b) => {
                self.reference(&b.id.sym, b.id.span);
                Ok(())
            }
            SimpleAssignTarget::Member(m) => self.member(m),
            SimpleAssignTarget::SuperProp(sp) => self.super_prop(sp),
            SimpleAssignTarget::Paren(p) => self.expr(&p.expr),
            SimpleAssignTarget::OptChain(o) => Err(self.err(o.span, "Invalid assignment target")),
            SimpleAssignTarget::TsAs(x) => self.expr(&x.expr),
            SimpleAssignTarget::TsSatisfies(x) => self.expr(&x.expr),
            SimpleAssignTarget::TsNonNull(x) => self.expr(&x.expr),
            SimpleAssignTarget::TsTypeAssertion(x) => self.expr(&x.expr),
            SimpleAssignTarget::TsInstantiation(x) => self.expr(&x.expr),
            SimpleAssignTarget::Invalid(i) => Err(self.err(i.span, "Invalid assignment target")),
        }
    }
}

/// How a pattern's identifiers are treated.
#[derive(Copy, Clone, PartialEq, Eq)]
enum PatMode {
    /// Declarations (already hoisted): nothing to resolve.
    Declare,
    /// Assignment targets: identifiers are references.
    Assign,
}

/// The message of the first escape an untagged template may not contain (legacy octal escapes,
/// `\8` and `\9`), if any.
/// The message for a numeric separator inside a `\u{…}` escape.
const NUMERIC_SEPARATOR_IN_ESCAPE: &str = "Numeric separators are not allowed in \\u{} escapes";

/// Whether a `\u{…}` escape in `raw` (source text) has a `_` between its braces.
pub(crate) fn separator_in_code_point_escape(raw: &str) -> bool {
    let b = raw.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        if b.get(i + 1) == Some(&b'u') && b.get(i + 2) == Some(&b'{') {
            let mut j = i + 3;
            while j < b.len() && b[j] != b'}' {
                if b[j] == b'_' {
                    return true;
                }
                j += 1;
            }
        }
        i += 2;
    }
    false
}

fn not_escape_sequence(raw: &str) -> Option<&'static str> {
    let b = raw.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            match b.get(i + 1) {
                Some(b'1'..=b'7') => return Some("Octal escape sequences are not allowed in template strings"),
                Some(b'8' | b'9') => return Some("\\8 and \\9 are not allowed in template strings"),
                Some(b'0') if b.get(i + 2).is_some_and(u8::is_ascii_digit) => {
                    return Some("Octal escape sequences are not allowed in template strings");
                }
                _ => {}
            }
            i += 2;
        } else {
            i += 1;
        }
    }
    None
}

/// The declarations of a `for…in`/`for…of` head that binds its names lexically (`let`, `const`,
/// `using`, `await using`); `None` for `var` and for an assignment target.
pub(crate) fn lexical_head_decls(left: &ForHead) -> Option<&[VarDeclarator]> {
    match left {
        ForHead::VarDecl(v) if v.kind != VarDeclKind::Var => Some(&v.decls),
        ForHead::UsingDecl(u) => Some(&u.decls),
        _ => None,
    }
}

/// The name of an enum member.
pub(crate) fn enum_member_name(id: &TsEnumMemberId) -> String {
    match id {
        TsEnumMemberId::Ident(i) => i.sym.to_string(),
        TsEnumMemberId::Str(s) => s.value.to_atom_lossy().to_string(),
    }
}

/// Whether `new` applies to an `import(...)` call (directly or through member accesses), which
/// the grammar does not allow: an ImportCall is not a MemberExpression.
fn new_of_import_call(callee: &Expr) -> bool {
    match callee {
        Expr::Call(c) => matches!(c.callee, Callee::Import(_)),
        Expr::Member(m) => new_of_import_call(&m.obj),
        _ => false,
    }
}

/// A `declare namespace`/`declare module` or an ambient `module "x";`: types only, erased. Any
/// other namespace is refused (with [`NAMESPACES_REFUSED`]) by the resolver and codegen alike.
pub(crate) fn ts_module_is_erased(m: &TsModuleDecl) -> bool {
    m.declare || matches!(m.id, TsModuleName::Str(_)) && m.body.is_none()
}

/// Why a TypeScript namespace with a body is refused.
pub(crate) const NAMESPACES_REFUSED: &str = "TypeScript namespaces are not supported";

/// The TypeScript module forms codemode refuses, as the resolver and codegen both report them:
/// where and why, or `None` when the declaration is accepted (a type-only `import x = require()`).
pub(crate) fn refused_ts_module_decl(md: &ModuleDecl) -> Option<(Span, &'static str)> {
    match md {
        ModuleDecl::TsImportEquals(i) if !i.is_type_only => Some((i.span, "`import x = require()` is not supported")),
        ModuleDecl::TsExportAssignment(e) => Some((e.span, "`export =` is not supported")),
        ModuleDecl::TsNamespaceExport(e) => Some((e.span, "`export as namespace` is not supported")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    //! Unit tests of the scope analysis: which bindings are captured, TDZ marks, slots.

    use super::*;
    use crate::parse::{LineIndex, parse};

    fn tree(src: &str) -> ScopeTree {
        let lines = LineIndex::new(src);
        let (m, _) = parse(src, true, &lines).expect("parses");
        let mut t = ScopeTree::default();
        resolve(&m, &lines, &mut t).expect("resolves");
        t
    }

    /// Every binding named `name`, in scope order.
    fn bindings<'t>(t: &'t ScopeTree, name: &str) -> Vec<&'t Binding> {
        t.scopes.iter().filter_map(|s| s.get(name).map(|(_, b)| b)).collect()
    }

    fn one<'t>(t: &'t ScopeTree, name: &str) -> &'t Binding {
        let bs = bindings(t, name);
        assert_eq!(bs.len(), 1, "bindings named {name}");
        bs[0]
    }

    #[test]
    fn captured_vs_register() {
        let t = tree("let a = 1; let b = 2; const f = () => a; b");
        assert!(one(&t, "a").captured);
        assert!(!one(&t, "b").captured);
        assert!(!one(&t, "f").captured);
        assert_eq!(t.scopes[0].env_slots, 1);
    }

    #[test]
    fn parameters() {
        let t = tree("function f(x, y) { return () => x + 1 }");
        let x = one(&t, "x");
        assert!(x.captured);
        assert_eq!((x.kind, x.param), (BindingKind::Param, Some(0)));
        let y = one(&t, "y");
        assert!(!y.captured);
        assert_eq!(y.param, Some(1));
    }

    #[test]
    fn this_and_arguments_in_arrows() {
        let t = tree("function f() { return () => [this, arguments] }\nfunction g() { return this }");
        let thises = bindings(&t, "this");
        // Program, f, g.
        assert_eq!(thises.len(), 3);
        assert!(!thises[0].captured);
        assert!(thises[1].captured && thises[1].referenced);
        assert!(!thises[2].captured && thises[2].referenced);
        let args = bindings(&t, "arguments");
        assert!(args[0].captured);
        assert!(!args[1].referenced);
    }

    #[test]
    fn loop_variables() {
        let t =
            tree("const fs = []\nfor (let i = 0; i < 3; i++) fs.push(() => i)\nfor (let j = 0; j < 3; j++) fs.push(j)");
        let i = one(&t, "i");
        assert!(i.captured);
        let j = one(&t, "j");
        assert!(!j.captured);
        let for_scopes: Vec<_> = t.scopes.iter().filter(|s| s.kind == ScopeKind::For).collect();
        assert_eq!(for_scopes.len(), 2);
        assert_eq!(for_scopes[0].env_slots, 1);
        assert_eq!(for_scopes[1].env_slots, 0);
    }

    #[test]
    fn temporal_dead_zone_marks() {
        let t = tree("f()\nlet x = 1\nfunction f() { return x }\nlet y = 1\ny\n{ z; let z }");
        assert!(one(&t, "x").tdz, "read from another function");
        assert!(!one(&t, "y").tdz, "read after the declaration");
        assert!(one(&t, "z").tdz, "read before the declaration");
        let t = tree("switch (1) { case 1: let s = 1; s }");
        assert!(one(&t, "s").tdz, "switch case bindings are always checked");
        let t = tree("let v = 1; var w = v");
        assert!(!one(&t, "v").tdz);
    }

    #[test]
    fn closures_made_after_the_declaration_skip_the_check() {
        // (program, binding, whether its references need the check, why)
        let cases = [
            (
                "let a = 1\nconst f = () => a\nconst g = function () { return () => a }",
                "a",
                false,
                "arrow and nested function made after the declaration",
            ),
            ("const f = () => b\nlet b = 1", "b", true, "arrow made before the declaration"),
            (
                "let c = 1\nfunction h() { return c }",
                "c",
                true,
                "a declaration's closure is made when its scope is entered",
            ),
            ("let d = () => d", "d", true, "made in the declaration's own initializer"),
            (
                "let e = 1\nclass K { m() { return e } }\nconst o = { m() { return e } }",
                "e",
                false,
                "methods of a class and of an object made after the declaration",
            ),
            ("class K2 { m() { return q } }\nlet q = 1", "q", true, "a method made before the declaration"),
            ("class K3 { f = () => r }\nlet r = 1", "r", true, "a field initializer"),
            ("let u = 1\nclass K4 { f = u; static g = () => u }", "u", true, "functions a class makes are checked"),
            (
                "switch (1) { case 0: let s = 1; case 1: (() => s)() }",
                "s",
                true,
                "switch case bindings are always checked",
            ),
        ];
        for (src, name, tdz, why) in cases {
            assert_eq!(one(&tree(src), name).tdz, tdz, "{why}: {src}");
        }
    }

    #[test]
    fn slots_are_numbered_per_scope() {
        let t = tree("let a = 1, b = 2, c = 3\nconst f = () => a + c");
        let (a, c) = (one(&t, "a"), one(&t, "c"));
        assert_eq!((a.captured, a.slot), (true, 0));
        assert_eq!((c.captured, c.slot), (true, 1));
        assert!(!one(&t, "b").captured);
        assert_eq!(t.scopes[0].env_slots, 2);
    }

    #[test]
    fn shadowing() {
        let t = tree("let x = 1\n{ let x = 2; (() => x)() }\nx");
        let xs = bindings(&t, "x");
        assert_eq!(xs.len(), 2);
        assert!(!xs[0].captured);
        assert!(xs[1].captured);
    }

    #[test]
    fn class_scope_bindings() {
        let t = tree("class A { #p = 1; static #s = 2; [k] = 3; #m() {} get() { return this.#p + A.#s } }");
        assert!(one(&t, "#p").captured);
        assert!(one(&t, "#s").captured);
        let inner = bindings(&t, "A");
        assert_eq!(inner.len(), 2);
        assert_eq!(inner[0].kind, BindingKind::Class);
        assert_eq!(inner[1].kind, BindingKind::ClassInner);
        assert!(inner[1].captured);
        // Hidden bindings for the computed field key and the private method closure.
        assert!(one(&t, "%k2").captured);
        assert!(one(&t, "%pm3").captured);
        let class_scope = t.scopes.iter().find(|s| s.kind == ScopeKind::Class).expect("class scope");
        assert_eq!(class_scope.env_slots, 6);
    }

    #[test]
    fn named_function_expression() {
        let t = tree("const f = function fact(n) { return n ? n * fact(n - 1) : 1 }");
        let fact = one(&t, "fact");
        assert_eq!(fact.kind, BindingKind::FuncName);
        assert!(!fact.captured);
        let t = tree("const f = function g() { return () => g }");
        assert!(one(&t, "g").captured);
    }

    #[test]
    fn var_hoisting_and_merging() {
        let t = tree("function f(a) { var a; { var b } return () => b }");
        assert_eq!(one(&t, "a").kind, BindingKind::Param);
        let b = one(&t, "b");
        assert_eq!(b.kind, BindingKind::Var);
        assert!(b.captured);
        // `b` lives in f's function scope.
        let fs = t.scopes.iter().find(|s| s.get("b").is_some()).expect("scope of b");
        assert_eq!(fs.kind, ScopeKind::Function);
    }

    #[test]
    fn globals_are_not_bindings() {
        let t = tree("console.log(undeclared)");
        assert!(bindings(&t, "console").is_empty());
        assert!(bindings(&t, "undeclared").is_empty());
    }
}
