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

use crate::diagnostic::{Diagnostic, DiagnosticKind, EMPTY_PROGRAM, TOO_DEEP};

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
        LineIndex { src, starts, ascii, memo: Cell::new((usize::MAX, 0, 0)) }
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
            let (from, base) = if m_line == line && m_off <= off { (m_off, m_col) } else { (start, 0) };
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

    /// The source text of `span`.
    pub(crate) fn text(&self, span: Span) -> &'a str {
        let (lo, hi) = (Self::offset(span.lo) as usize, Self::offset(span.hi) as usize);
        self.src.get(lo..hi).unwrap_or("")
    }

    /// A diagnostic of `kind` at the start of `span`.
    pub(crate) fn diag(&self, kind: DiagnosticKind, message: impl Into<String>, span: Span) -> Diagnostic {
        let (line, column) = self.pos(span.lo);
        Diagnostic { kind, message: message.into(), line, column }
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
/// A [`DiagnosticKind::ParseError`] for the earliest syntax error (a `with` statement is one:
/// programs are strict mode code).
///
/// swc does not parse a `for (using x = …; …; …)` head (nor `await using`): when the parser stops
/// at the binding after such a `using`, the head is read again with `const` in its place (same
/// length, so every position stays). The result lists those heads as (offset of the declaration,
/// is `await using`); codegen treats them as `using` declarations.
pub(crate) fn parse(
    source: &str,
    typescript: bool,
    lines: &LineIndex<'_>,
) -> Result<(Module, Vec<(u32, bool)>), Diagnostic> {
    let mut text = std::borrow::Cow::Borrowed(source);
    let mut heads = Vec::new();
    loop {
        match parse_once(&text, typescript, lines) {
            Ok(m) => return Ok((m, heads)),
            Err((diag, at)) => {
                let Some((start, len, is_await)) = at.and_then(|at| for_using_head(&text, at)) else {
                    return Err(diag);
                };
                // Each head costs a parse: a bound keeps that linear in practice.
                if heads.len() >= MAX_FOR_USING_HEADS {
                    return Err(diag);
                }
                let mut owned = text.into_owned();
                owned.replace_range(start..start + len, &format!("const{}", " ".repeat(len - 5)));
                text = std::borrow::Cow::Owned(owned);
                heads.push((start as u32, is_await));
            }
        }
    }
}

/// The most `for (using …; …; …)` heads a program may have.
const MAX_FOR_USING_HEADS: usize = 100;

/// When the parser stopped at byte `at`, just after `for (using` or `for (await using` (and the
/// spaces before a binding on the same line): the start and length of `using` / `await using`.
fn for_using_head(src: &str, at: usize) -> Option<(usize, usize, bool)> {
    let b = src.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
    let back = |mut i: usize, newlines: bool| {
        while i > 0 && (b[i - 1] == b' ' || b[i - 1] == b'\t' || newlines && (b[i - 1] == b'\n' || b[i - 1] == b'\r')) {
            i -= 1;
        }
        i
    };
    let word_before = |i: usize, w: &str| src[..i].ends_with(w) && (i == w.len() || !ident(b[i - w.len() - 1]));
    let mut at = at;
    if b.get(at) == Some(&b'=') && !matches!(b.get(at + 1), Some(b'=' | b'>')) {
        // `for (using of = …`: read as `for (using of …`, stopped at the `=`.
        let mut i = back(at, false);
        while i > 0 && ident(b[i - 1]) {
            i -= 1;
        }
        at = i;
    }
    if !b.get(at).is_some_and(|&c| ident(c)) || at == 0 || !matches!(b[at - 1], b' ' | b'\t') {
        return None;
    }
    let i = back(at, false);
    if !word_before(i, "using") {
        return None;
    }
    let using = i - 5;
    let mut start = using;
    let j = back(using, false);
    if word_before(j, "await") {
        start = j - 5;
    }
    let k = back(start, true);
    if k == 0 || b[k - 1] != b'(' || !word_before(back(k - 1, true), "for") {
        return None;
    }
    Some((start, i - start, start != using))
}

/// One parse of `source`; on failure, the diagnostic and the byte offset of the earliest error.
fn parse_once(source: &str, typescript: bool, lines: &LineIndex<'_>) -> Result<Module, (Diagnostic, Option<usize>)> {
    let parse_error = |d: Diagnostic| (d, None);
    if source.chars().all(is_js_space) {
        return Err(parse_error(Diagnostic::parse(EMPTY_PROGRAM, 1, 1)));
    }
    let es = |jsx: bool| {
        Syntax::Es(EsSyntax {
            jsx,
            decorators: true,
            allow_return_outside_function: true,
            import_attributes: true,
            explicit_resource_management: true,
            ..EsSyntax::default()
        })
    };
    let syntax =
        if typescript { Syntax::Typescript(TsSyntax { decorators: true, ..TsSyntax::default() }) } else { es(true) };
    let len =
        u32::try_from(source.len()).map_err(|_| parse_error(Diagnostic::unsupported("Program is too large.", 1, 1)))?;
    if len > u32::MAX - 16 {
        return Err(parse_error(Diagnostic::unsupported("Program is too large.", 1, 1)));
    }
    // swc's expression parser recurses without growing the stack: bound the nesting first, then
    // parse on a stack large enough for that bound.
    if let Some(at) = nesting_exceeds(source, MAX_NESTING) {
        let (line, column) = lines.position(at);
        return Err(parse_error(Diagnostic::parse(TOO_DEEP, line, column)));
    }
    // swc panics on a few malformed inputs (its own bugs): retry with the plain ES grammar, whose
    // result (a module or a syntax error) stands in.
    let (result, parse_errors) = match run_parser(source, len, syntax) {
        Some(r) => r,
        None => run_parser(source, len, es(false))
            .ok_or_else(|| parse_error(Diagnostic::parse("Invalid or unexpected token", 1, 1)))?,
    };
    let mut errors: Vec<(Span, SyntaxError)> = parse_errors
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
            SyntaxError::WithInStrict | SyntaxError::TS2410 => {
                lines.diag(DiagnosticKind::ParseError, "Strict mode code may not include a with statement", *span)
            }
            _ => lines.diag(DiagnosticKind::ParseError, kind.msg().into_owned(), *span),
        };
        if let Some(m) = module {
            drop_deep(m, source.len());
        }
        return Err((err, Some(LineIndex::offset(span.lo) as usize)));
    }
    match module {
        Some(m) => Ok(m),
        None => Err(parse_error(Diagnostic::parse("Unexpected parse failure", 1, 1))),
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
        let size = depth.saturating_mul(DROP_BYTES_PER_LEVEL).saturating_add(1 << 20);
        stacker::grow(size, move || drop(value));
    }
}

/// What swc's parser returns: the module (or the fatal error) and the recoverable errors.
type ParserOutput = (swc_ecma_parser::PResult<Module>, Vec<swc_ecma_parser::error::Error>);

/// Runs swc's parser on a grown stack; `None` when it panicked.
fn run_parser(source: &str, len: u32, syntax: Syntax) -> Option<ParserOutput> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        stacker::grow(PARSE_STACK, || {
            let input = StringInput::new(source, BytePos(BASE), BytePos(BASE + len));
            let lexer = Lexer::new(syntax, EsVersion::EsNext, input, None);
            let mut parser = Parser::new_from(lexer);
            let result = parser.parse_module();
            (result, parser.take_errors())
        })
    }))
    .ok()
}

/// The stack swc parses on: its expression parser recurses without growing the stack, the
/// nesting pre-scan bounds the depth, and this bounds the stack that depth can use.
const PARSE_STACK: usize = 64 << 20;

/// The nesting bound of the pre-scan (deeper programs are rejected before parsing).
const MAX_NESTING: u32 = 1000;

/// A bracket level of the pre-scan.
struct Level {
    /// Opened by `${` inside a template literal.
    template: bool,
    /// Right-recursive operators (`=`, `=>`, `**`, `?`, `<`) of the current expression.
    chain: u32,
    /// The current run of prefix operators.
    prefix: u32,
}

/// The pre-scan's state.
struct Scan {
    levels: Vec<Level>,
    /// Sum of `chain + prefix` over all levels.
    total: u32,
    prev_operand: bool,
    newline: bool,
    limit: u32,
}

impl Scan {
    fn over(&self) -> bool {
        self.total + self.levels.len() as u32 > self.limit
    }

    fn reset_level(&mut self) {
        if let Some(l) = self.levels.last_mut() {
            self.total -= l.chain + l.prefix;
            l.chain = 0;
            l.prefix = 0;
        }
    }

    fn chain(&mut self) -> bool {
        if let Some(l) = self.levels.last_mut() {
            l.chain += 1;
            self.total += 1;
        }
        self.over()
    }

    fn prefix(&mut self) -> bool {
        if self.newline && self.prev_operand {
            self.reset_level();
        }
        if let Some(l) = self.levels.last_mut() {
            l.prefix += 1;
            self.total += 1;
        }
        self.prev_operand = false;
        self.newline = false;
        self.over()
    }

    /// An operand token: ends a prefix run; after a line break following an operand, a new
    /// statement begins.
    fn operand(&mut self) {
        if self.newline && self.prev_operand {
            self.reset_level();
        }
        if let Some(l) = self.levels.last_mut() {
            self.total -= l.prefix;
            l.prefix = 0;
        }
        self.prev_operand = true;
        self.newline = false;
    }

    fn push(&mut self, template: bool) -> bool {
        self.levels.push(Level { template, chain: 0, prefix: 0 });
        self.prev_operand = false;
        self.newline = false;
        self.over()
    }
}

/// Scans template text from `i` (after a backtick or a substitution's `}`): the index after the
/// closing backtick, or after a `${` (then `true`).
fn scan_template(b: &[u8], mut i: usize) -> (usize, bool) {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'`' => return (i + 1, false),
            b'$' if b.get(i + 1) == Some(&b'{') => return (i + 2, true),
            _ => i += 1,
        }
    }
    (i, false)
}

/// Scans `src` lexically for an upper bound on the parser's nesting depth: bracket depth plus,
/// per bracket level, the right-recursive operators of the current expression and the current
/// run of prefix operators. Returns the byte offset where the bound first exceeds `limit`.
///
/// Counts reset only where an expression certainly ends (`,`, `;`, or a line break between two
/// operands), so a chain that nests is never undercounted. Only programs that would exceed the
/// compiler's own nesting limit anyway are rejected (modulo regex-literal guesses).
pub(crate) fn nesting_exceeds(src: &str, limit: u32) -> Option<u32> {
    let b = src.as_bytes();
    let n = b.len();
    let mut s = Scan {
        levels: vec![Level { template: false, chain: 0, prefix: 0 }],
        total: 0,
        prev_operand: false,
        newline: false,
        limit,
    };
    let mut i = 0usize;
    let at = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
    while i < n {
        let c = b[i];
        let start = i;
        match c {
            b'\n' => {
                s.newline = true;
                i += 1;
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < n && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < n && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    if b[i] == b'\n' {
                        s.newline = true;
                    }
                    i += 1;
                }
                i += 2;
            }
            b'\'' | b'"' => {
                i += 1;
                while i < n && b[i] != c && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                s.operand();
            }
            b'`' => {
                s.operand();
                let (j, opened) = scan_template(b, i + 1);
                i = j;
                if opened && s.push(true) {
                    return Some(at(start));
                }
            }
            b'(' | b'[' | b'{' => {
                i += 1;
                if s.push(false) {
                    return Some(at(start));
                }
            }
            b')' | b']' | b'}' => {
                i += 1;
                if s.levels.len() > 1
                    && let Some(l) = s.levels.pop()
                {
                    s.total -= l.chain + l.prefix;
                    if l.template && c == b'}' {
                        let (j, opened) = scan_template(b, i);
                        i = j;
                        if opened {
                            if s.push(true) {
                                return Some(at(start));
                            }
                            continue;
                        }
                    }
                }
                s.prev_operand = true;
                s.newline = false;
            }
            b',' | b';' => {
                i += 1;
                s.reset_level();
                s.prev_operand = false;
                s.newline = false;
            }
            b'/' if s.prev_operand => {
                // Division or `/=`.
                i += 1;
                let assign = b.get(i) == Some(&b'=');
                if assign {
                    i += 1;
                }
                s.prev_operand = false;
                s.newline = false;
                if assign && s.chain() {
                    return Some(at(start));
                }
            }
            b'/' => {
                // A regular expression literal.
                i += 1;
                let mut class = false;
                while i < n && b[i] != b'\n' {
                    match b[i] {
                        b'\\' => i += 1,
                        b'[' => class = true,
                        b']' => class = false,
                        b'/' if !class => break,
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
                while i < n && b[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                s.operand();
            }
            _ if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'#' | b'\\') || c >= 0x80 => {
                let word_char =
                    |x: u8| x.is_ascii_alphanumeric() || matches!(x, b'_' | b'$' | b'#' | b'\\') || x >= 0x80;
                while i < n && (word_char(b[i]) || (c.is_ascii_digit() && b[i] == b'.')) {
                    i += 1;
                }
                match &b[start..i] {
                    b"typeof" | b"void" | b"delete" | b"await" | b"new" | b"yield" => {
                        if s.prefix() {
                            return Some(at(start));
                        }
                    }
                    b"case" | b"default" => {
                        s.reset_level();
                        s.prev_operand = false;
                        s.newline = false;
                    }
                    b"return" | b"throw" | b"in" | b"of" | b"instanceof" | b"else" | b"do" | b"extends" | b"export"
                    | b"const" | b"let" | b"var" | b"if" | b"while" | b"for" | b"with" | b"switch" | b"try"
                    | b"catch" | b"finally" | b"function" | b"class" | b"import" | b"as" | b"satisfies" | b"async"
                    | b"static" | b"keyof" | b"is" => {
                        if s.newline && s.prev_operand {
                            s.reset_level();
                        }
                        s.prev_operand = false;
                        s.newline = false;
                    }
                    _ => s.operand(),
                }
            }
            b'.' if b.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                i += 1;
                while i < n && (b[i].is_ascii_alphanumeric() || b[i] == b'.' || b[i] == b'_') {
                    i += 1;
                }
                s.operand();
            }
            _ => {
                // Punctuators: (length, kind) with kind 'c' chain, 'p' prefix, 'u' prefix or
                // postfix/infix, 'b' anything else.
                let rest = &b[i..];
                let starts = |p: &[u8]| rest.starts_with(p);
                let (len, kind) = if starts(b">>>=") {
                    (4, 'c')
                } else if starts(b"...") {
                    (3, 'p')
                } else if starts(b"**=")
                    || starts(b"<<=")
                    || starts(b">>=")
                    || starts(b"&&=")
                    || starts(b"||=")
                    || starts(b"??=")
                {
                    (3, 'c')
                } else if starts(b"===") || starts(b"!==") || starts(b">>>") {
                    (3, 'b')
                } else if starts(b"=>")
                    || starts(b"**")
                    || (rest.len() >= 2 && rest[1] == b'=' && b"+-*%&|^".contains(&rest[0]))
                {
                    (2, 'c')
                } else if starts(b"++") || starts(b"--") {
                    (2, 'u')
                } else if (starts(b"?.") && !rest.get(2).is_some_and(u8::is_ascii_digit))
                    || starts(b"==")
                    || starts(b"!=")
                    || starts(b"<=")
                    || starts(b">=")
                    || starts(b"&&")
                    || starts(b"||")
                    || starts(b"??")
                    || starts(b"<<")
                    || starts(b">>")
                {
                    (2, 'b')
                } else {
                    match c {
                        b'=' | b'?' | b'<' | b':' => (1, 'c'),
                        b'!' | b'~' => (1, 'p'),
                        b'+' | b'-' => (1, 'u'),
                        _ => (1, 'b'),
                    }
                };
                i += len;
                let postfix = kind == 'u' && len == 2 && s.prev_operand;
                let over = match kind {
                    'c' => s.chain(),
                    'p' => s.prefix(),
                    'u' if !s.prev_operand => s.prefix(),
                    _ => false,
                };
                if over {
                    return Some(at(start));
                }
                if !postfix {
                    s.prev_operand = false;
                }
                s.newline = false;
            }
        }
    }
    None
}
