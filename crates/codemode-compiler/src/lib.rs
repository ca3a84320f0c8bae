//! The codemode compiler: JavaScript and erasable TypeScript → [`codemode_bytecode::Code`].
//!
//! The pipeline is parse (swc, `parse.rs`) → resolve (scopes and bindings, `scope.rs`) → codegen
//! (the core in `codegen.rs`; `function.rs`, `program.rs`, `class.rs`, `exits.rs`, `statement.rs`,
//! `expression.rs`, `pattern.rs`, `typescript.rs`, emitting through `builder.rs`). This module
//! owns the public API only. The compiler never touches a heap or runs code: its output is plain
//! data for the VM. It never panics and never overflows
//! the stack: deep nesting is a diagnostic, and recursion grows the stack on demand.
#![forbid(unsafe_code)]

mod builder;
mod class;
mod codegen;
mod constants;
mod diagnostic;
mod exits;
mod expression;
mod function;
mod parse;
mod pattern;
mod program;
mod regexp;
mod scope;
mod statement;
mod typescript;

use codemode_bytecode::Code;

pub use diagnostic::{Diagnostic, DiagnosticKind};

/// How to compile a source.
#[derive(Clone, Copy, Debug)]
pub struct CompileOptions<'a> {
    /// Parse with swc's TypeScript grammar (default); `false`: plain JavaScript.
    pub typescript: bool,
    /// Prelude mode: the main function is not async, every function is marked built-in, and
    /// calls to [`CompileOptions::intrinsics`] compile to `CallIntrinsic`.
    pub builtin: bool,
    /// Prelude mode only: `(name, arity)`; the index is the intrinsic id.
    pub intrinsics: &'a [(&'a str, u8)],
}

impl Default for CompileOptions<'_> {
    fn default() -> Self {
        CompileOptions { typescript: true, builtin: false, intrinsics: &[] }
    }
}

/// Compiles a program (the body of an implicit async function) to bytecode.
///
/// # Errors
/// [`DiagnosticKind::ParseError`] for syntax and early errors (including an empty program and
/// excessive nesting), [`DiagnosticKind::UnsupportedSyntax`] for constructs codemode does not run.
pub fn compile(source: &str, options: &CompileOptions<'_>) -> Result<Code, Diagnostic> {
    let lines = parse::LineIndex::new(source);
    let (module, for_using) = parse::parse(source, options.typescript, &lines)?;
    let mut tree = scope::ScopeTree { for_using, ..scope::ScopeTree::default() };
    let resolved = scope::resolve(&module, &lines, &mut tree);
    let drop_depth = if resolved.is_ok() { tree.max_depth } else { source.len() };
    let result = resolved.and_then(|()| {
        let mut cg = codegen::Cg::new(&lines, &tree, options);
        let len = u32::try_from(source.len()).unwrap_or(u32::MAX);
        let main = cg.program(&module, len)?;
        let mut functions = Vec::with_capacity(cg.functions.len());
        for f in cg.functions {
            match f {
                Some(f) => functions.push(f),
                None => {
                    return Err(Diagnostic::unsupported("internal compiler error: missing function", 1, 1));
                }
            }
        }
        Ok(Code { functions, main })
    });
    parse::drop_deep(module, drop_depth);
    result
}
