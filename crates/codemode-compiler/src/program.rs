//! The program: the main function's body, module declarations and imports.

use swc_ecma_ast::*;

use codemode_bytecode::{FuncFlags, FuncIdx, Op, Reg};

use crate::codegen::{CResult, Cg, FnKind, FnState, Loc, Resolved};
use crate::scope::{self, BindingKind, ScopeId, key, tag};

impl Cg<'_, '_> {
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
        let stmts = m.body.iter().filter_map(|item| match item {
            ModuleItem::Stmt(s) => Some(s),
            ModuleItem::ModuleDecl(_) => None,
        });
        self.load_loop_constants(crate::constants::loop_operands(stmts));
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
            ModuleDecl::TsImportEquals(_) | ModuleDecl::TsExportAssignment(_) | ModuleDecl::TsNamespaceExport(_) => {
                match scope::refused_ts_module_decl(md) {
                    Some((span, message)) => Err(self.unsupported(span, message)),
                    None => Ok(()),
                }
            }
        }
    }
}
