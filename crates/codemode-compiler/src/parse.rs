//! Parsing: source text → swc [`Module`], syntax errors → [`Diagnostic`], byte offsets → positions.
//!
//! This module owns the swc configuration (module goal, TypeScript or plain ES grammar), the
//! mapping of swc's errors to diagnostics (including the one recoverable error a program may
//! ignore: top-level `return`), the [`LineIndex`] that turns spans into 1-based line/UTF-16
//! column pairs, and [`drop_deep`], which frees a possibly very deep AST on a grown stack. It does
//! not check early errors (the resolver in `scope.rs` does).

use std::cell::Cell;

use swc_common::{BytePos, Span, Spanned};
use swc_ecma_ast::{EsVersion, Module};
use swc_ecma_parser::error::SyntaxError;
use swc_ecma_parser::lexer::Lexer;
use swc_ecma_parser::{EsSyntax, Parser, StringInput, Syntax, TsSyntax};

use crate::diagnostic::{Diagnostic, DiagnosticKind, EMPTY_PROGRAM};

/// The [`BytePos`] of the first byte of the source (swc reserves position 0 for dummy spans).
pub(crate) const BASE: u32 = 1;

/// Maps byte offsets of the source to 1-based lines and 1-based UTF-16 columns.
///
/// Lines are separated by `\n` only, as in swc's source map and the disassembler's listing.
pub(crate) struct LineIndex<'a> {
    src: &'a str,
    /// Byte offset of the start of every line.
    starts: Vec<u32>,
    /// Whether the line is pure ASCII (then the column is a byte difference).
    ascii: Vec<bool>,
    /// Memo of the last non-ASCII lookup: (line index, byte offset, UTF-16 column).
    memo: Cell<(usize, u32, u32)>,
}

impl<'a> LineIndex<'a> {
    pub(crate) fn new(src: &'a str) -> LineIndex<'a> {
        let mut starts = vec![0u32];
        let mut ascii = Vec::new();
        let mut line_ascii = true;
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                ascii.push(line_ascii);
                line_ascii = true;
                starts.push(u32::try_from(i + 1).unwrap_or(u32::MAX));
            } else if b >= 0x80 {
                line_ascii = false;
            }
        }
        ascii.push(line_ascii);
        LineIndex {
            src,
            starts,
            ascii,
            memo: Cell::new((usize::MAX, 0, 0)),
        }
    }

    /// The 1-based (line, column) of byte offset `off` into the source.
    pub(crate) fn position(&self, off: u32) -> (u32, u32) {
        let off = off.min(u32::try_from(self.src.len()).unwrap_or(u32::MAX));
        let line = self.starts.partition_point(|&s| s <= off).saturating_sub(1);
        let start = self.starts[line];
        let col = if self.ascii[line] {
            off - start
        } else {
            let (m_line, m_off, m_col) = self.memo.get();
            let (from, base) = if m_line == line && m_off <= off {
                (m_off, m_col)
            } else {
                (start, 0)
            };
            let col = match self.src.get(from as usize..off as usize) {
                Some(text) => base + text.chars().map(|c| c.len_utf16() as u32).sum::<u32>(),
                None => off - start,
            };
            self.memo.set((line, off, col));
            col
        };
        (u32::try_from(line + 1).unwrap_or(u32::MAX), col + 1)
    }

    /// The 1-based (line, column) of a swc position.
    pub(crate) fn pos(&self, pos: BytePos) -> (u32, u32) {
        self.position(pos.0.saturating_sub(BASE))
    }

    /// The byte offset of a swc position.
    pub(crate) fn offset(pos: BytePos) -> u32 {
        pos.0.saturating_sub(BASE)
    }

    /// A diagnostic of `kind` at the start of `span`.
    pub(crate) fn diag(
        &self,
        kind: DiagnosticKind,
        message: impl Into<String>,
        span: Span,
    ) -> Diagnostic {
        let (line, column) = self.pos(span.lo);
        Diagnostic {
            kind,
            message: message.into(),
            line,
            column,
        }
    }
}

/// Whether `c` is JavaScript white space or a line terminator.
fn is_js_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// Parses `source` as a module (strict mode, top-level `await`), with the TypeScript grammar when
/// `typescript` is set.
///
/// # Errors
/// A [`DiagnosticKind::ParseError`] for the earliest syntax error; `with` statements give
/// [`DiagnosticKind::UnsupportedSyntax`].
pub(crate) fn parse(
    source: &str,
    typescript: bool,
    lines: &LineIndex<'_>,
) -> Result<Module, Diagnostic> {
    if source.chars().all(is_js_space) {
        return Err(Diagnostic::parse(EMPTY_PROGRAM, 1, 1));
    }
    let syntax = if typescript {
        Syntax::Typescript(TsSyntax {
            decorators: true,
            ..TsSyntax::default()
        })
    } else {
        Syntax::Es(EsSyntax {
            jsx: true,
            decorators: true,
            allow_return_outside_function: true,
            import_attributes: true,
            explicit_resource_management: true,
            ..EsSyntax::default()
        })
    };
    let len = u32::try_from(source.len())
        .map_err(|_| Diagnostic::unsupported("Program is too large.", 1, 1))?;
    if len > u32::MAX - 16 {
        return Err(Diagnostic::unsupported("Program is too large.", 1, 1));
    }
    let input = StringInput::new(source, BytePos(BASE), BytePos(BASE + len));
    let lexer = Lexer::new(syntax, EsVersion::EsNext, input, None);
    let mut parser = Parser::new_from(lexer);
    let result = parser.parse_module();
    let mut errors: Vec<(Span, SyntaxError)> = parser
        .take_errors()
        .into_iter()
        .map(|e| (e.span(), e.into_kind()))
        .filter(|(_, k)| !matches!(k, SyntaxError::ReturnNotAllowed))
        .collect();
    let module = match result {
        Ok(m) => Some(m),
        Err(e) => {
            errors.push((e.span(), e.into_kind()));
            None
        }
    };
    if let Some((span, kind)) = errors.iter().min_by_key(|(s, _)| s.lo) {
        let err = match kind {
            SyntaxError::WithInStrict => lines.diag(
                DiagnosticKind::UnsupportedSyntax,
                "`with` statements are not supported",
                *span,
            ),
            _ => lines.diag(DiagnosticKind::ParseError, kind.msg().into_owned(), *span),
        };
        if let Some(m) = module {
            drop_deep(m, source.len());
        }
        return Err(err);
    }
    match module {
        Some(m) => Ok(m),
        None => Err(Diagnostic::parse("Unexpected parse failure", 1, 1)),
    }
}

/// Stack bytes reserved per level of AST nesting when dropping a deep tree.
const DROP_BYTES_PER_LEVEL: usize = 1024;

/// Drops `value`, a tree at most `depth` levels deep, on a stack large enough for its `Drop`
/// recursion (swc's AST drops recursively; a 50,000-deep tree would overflow a thread's stack).
pub(crate) fn drop_deep<T>(value: T, depth: usize) {
    if depth < 200 {
        drop(value);
    } else {
        let size = depth
            .saturating_mul(DROP_BYTES_PER_LEVEL)
            .saturating_add(1 << 20);
        stacker::grow(size, move || drop(value));
    }
}
