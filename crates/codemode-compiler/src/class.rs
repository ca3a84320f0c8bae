//! Classes: constructors (own and synthesized), methods, home objects, fields and static blocks.

use swc_common::Span;
use swc_ecma_ast::*;

use codemode_bytecode::{EmitJump, ErrorKind, Op, Reg, define_flags};

use crate::codegen::{CResult, Cg, FnBody, FnDesc, FnKind, Loc, Resolved, is_anonymous_fn};
use crate::scope::{BindingKind, ParamTarget, key, params_of_ctor, tag};

impl Cg<'_, '_> {
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
                    // Its home object, for `super.x` inside it: the class (static) or the
                    // prototype, as for a public method.
                    if self.uses_super(key(&*pm.function, tag::FUNCTION)) {
                        self.set_home_object(if pm.is_static { t } else { proto }, f);
                    }
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
            let idx = self.function(initializer(c, tag::INST_INIT, FnKind::InstInit, FnBody::InstInit(c)))?;
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
            let idx = self.function(initializer(c, tag::STATIC_INIT, FnKind::StaticInit, FnBody::StaticInit(c)))?;
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
    pub(crate) fn ctor_prologue(&mut self, d: &FnDesc<'_>) -> CResult<()> {
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
    pub(crate) fn synth_ctor_body(&mut self, d: &FnDesc<'_>) -> CResult<()> {
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
    pub(crate) fn inst_init_body(&mut self, c: &Class) -> CResult<()> {
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
    pub(crate) fn static_init_body(&mut self, c: &Class) -> CResult<()> {
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
}

/// The function of a class's instance field initializer or static elements: synthetic, unnamed,
/// plain (not async, not a generator), keyed by the class and `tag`.
fn initializer<'a>(c: &'a Class, tag: u8, kind: FnKind, body: FnBody<'a>) -> FnDesc<'a> {
    FnDesc {
        key: key(c, tag),
        kind,
        params: Vec::new(),
        body,
        name: String::new(),
        is_async: false,
        is_generator: false,
        span: c.span,
        class_fields: false,
    }
}
