//! TypeScript lowering: `enum` (and `const enum`) as TypeScript emits it, with auto-incremented
//! numeric members, reverse mappings for numeric members and member-name references inside
//! initializers. Parameter properties are lowered in `function.rs` (they are part of the
//! constructor prologue); every other TypeScript construct is erased where it is met.

use rustc_hash::FxHashSet;
use swc_ecma_ast::*;

use codemode_bytecode::Op;

use crate::codegen::{CResult, Cg, Resolved};
use crate::expression::str_units;
use crate::parse::LineIndex;
use crate::scope::{enum_member_name, key, tag, unwrap_expr};

/// Whether an enum initializer is string-valued (no reverse mapping), as TypeScript decides it
/// for constant expressions.
fn is_string_valued(e: &Expr, strings: &FxHashSet<String>) -> bool {
    match unwrap_expr(e) {
        Expr::Lit(Lit::Str(_)) | Expr::Tpl(_) => true,
        Expr::Bin(b) if b.op == BinaryOp::Add => {
            is_string_valued(&b.left, strings) || is_string_valued(&b.right, strings)
        }
        Expr::Ident(i) => strings.contains(&*i.sym),
        Expr::Member(m) => match &m.prop {
            MemberProp::Ident(p) => strings.contains(&*p.sym),
            MemberProp::Computed(c) => match unwrap_expr(&c.expr) {
                Expr::Lit(Lit::Str(s)) => strings.contains(&String::from_utf16_lossy(&str_units(s))),
                _ => false,
            },
            MemberProp::PrivateName(_) => false,
        },
        _ => false,
    }
}

impl Cg<'_, '_> {
    /// `enum E { A, B = 2, C = "c" }`: `E` is bound like a `let`; declarations of the same name
    /// in one scope merge into one object.
    pub(crate) fn enum_decl(&mut self, e: &TsEnumDecl) -> CResult<()> {
        self.at(e.span);
        let m = self.mark();
        let obj = self.temp();
        let first = match self.resolve(&e.id.sym) {
            Resolved::Local { scope, idx, .. } => {
                self.tree.binding(scope, idx).decl_pos == LineIndex::offset(e.id.span.lo)
            }
            Resolved::Global => true,
        };
        if first {
            // Bound before the members run: initializers may refer to `E.A`.
            self.emit(Op::NewObject { dst: obj });
            self.store_name(&e.id.sym, e.id.span, obj, true)?;
        } else {
            self.load_name(&e.id.sym, e.id.span, Some(obj))?;
        }
        let sid = self.scope_id(key(e, tag::ENUM), e.span)?;
        self.enter_scope(sid, false)?;
        self.store_name("%enum", e.span, obj, true)?;
        let prev = self.temp();
        let mut have_prev = false;
        let mut strings: FxHashSet<String> = FxHashSet::default();
        for member in &e.members {
            let mm = self.mark();
            let name = enum_member_name(&member.id);
            let v = self.temp();
            self.at(member.span);
            let is_str = match &member.init {
                Some(init) => {
                    self.expr_to(init, v)?;
                    is_string_valued(init, &strings)
                }
                None => {
                    if have_prev {
                        self.emit(Op::AddImm { dst: v, src: prev, imm: 1 });
                    } else {
                        self.emit(Op::LoadInt { dst: v, value: 0 });
                    }
                    false
                }
            };
            let n = self.f.b.name(&name);
            self.emit(Op::SetNamed { obj, name: n, src: v });
            if is_str {
                strings.insert(name.clone());
            } else {
                let s = self.temp();
                self.load_str(s, &name);
                self.emit(Op::SetProp { obj, key: v, src: s });
            }
            self.emit(Op::Mov { dst: prev, src: v });
            have_prev = true;
            self.release(mm);
        }
        self.leave_scope(false);
        self.release(m);
        Ok(())
    }
}
