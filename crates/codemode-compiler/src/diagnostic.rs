//! Compile-time diagnostics: the one error type [`crate::compile`] returns.
//!
//! This module owns the error shape (kind, message, 1-based position) and the handful of
//! messages the compiler produces itself. It does not own swc's messages (those are copied
//! verbatim from `SyntaxError::msg`) nor runtime errors (the VM's business).

use std::fmt;

/// What went wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiagnosticKind {
    /// The source is not a valid program (swc's syntax errors and the early errors the compiler
    /// checks itself, such as duplicate declarations and excessive nesting).
    ParseError,
    /// The source is valid, but uses a construct codemode does not run (namespaces, decorators,
    /// `with`, JSX, …) or exceeds an implementation limit of the bytecode.
    UnsupportedSyntax,
}

impl fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DiagnosticKind::ParseError => "ParseError",
            DiagnosticKind::UnsupportedSyntax => "UnsupportedSyntax",
        })
    }
}

/// A compile error with its source position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The class of error.
    pub kind: DiagnosticKind,
    /// A human-readable message (swc's own wording for syntax errors).
    pub message: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in UTF-16 code units.
    pub column: u32,
}

impl Diagnostic {
    /// A [`DiagnosticKind::ParseError`] at `line`/`column` (both 1-based).
    #[must_use]
    pub fn parse(message: impl Into<String>, line: u32, column: u32) -> Diagnostic {
        Diagnostic { kind: DiagnosticKind::ParseError, message: message.into(), line, column }
    }

    /// A [`DiagnosticKind::UnsupportedSyntax`] at `line`/`column` (both 1-based).
    #[must_use]
    pub fn unsupported(message: impl Into<String>, line: u32, column: u32) -> Diagnostic {
        Diagnostic { kind: DiagnosticKind::UnsupportedSyntax, message: message.into(), line, column }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} (line {}, col {})", self.kind, self.message, self.line, self.column)
    }
}

impl std::error::Error for Diagnostic {}

/// The message of an empty (or whitespace-only) program.
pub const EMPTY_PROGRAM: &str = "Code cannot be empty.";
/// The message when nesting exceeds the compiler's recursion limit.
pub const TOO_DEEP: &str = "Program is nested too deeply.";

/// The early error for a second declaration of `name` in one scope.
#[must_use]
pub fn already_declared(name: &str) -> String {
    format!("Identifier '{name}' has already been declared")
}
