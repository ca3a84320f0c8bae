//! Tool paths: canonical dotted paths, tool expressions and their ordering.
//!
//! A tool is addressed by a *canonical path*: its segments joined with `.` (`orders.lookup`,
//! `context7.resolve-library-id`). A segment is any non-empty string without a dot, including
//! `constructor`, `prototype` and `__proto__`: paths are plain strings, never object properties.
//!
//! Programs see the *tool expression* of a path ([`tool_expression`]): `tools` followed by `.seg`
//! for identifier segments and `["seg"]` (JSON-quoted) for the rest, e.g.
//! `tools.context7["resolve-library-id"]`. [`parse_tool_expression`] reads that form back (and a few
//! friendlier spellings) for search's exact lookup and namespace scoping.
//!
//! Everything that is sorted for a program (catalog, search, namespace children) is sorted in UTF-16
//! code-unit order ([`cmp_utf16`]), the order of JavaScript's default string comparison, which
//! differs from Rust's `str` order for characters above U+FFFF.
//!
//! This module does not know which paths exist: that is the tool tree's job (`tree.rs`).

use std::cmp::Ordering;

/// Whether `segment` is written as `.segment` in a tool expression: `[A-Za-z_$][A-Za-z0-9_$]*`.
///
/// Reserved words count as identifiers (`tools.constructor`, `tools.delete` are valid property
/// accesses in JavaScript).
pub fn is_identifier(segment: &str) -> bool {
    let mut chars = segment.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '$' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

/// The expression a program uses to reach the tool at the canonical `path`.
///
/// `tools` + `.seg` for identifier segments, `["seg"]` (JSON-quoted) otherwise. The empty path is
/// `tools` itself.
///
/// ```
/// use codemode_tools::tool_expression;
/// assert_eq!(tool_expression("orders.lookup"), "tools.orders.lookup");
/// assert_eq!(tool_expression("context7.resolve-library-id"), r#"tools.context7["resolve-library-id"]"#);
/// ```
pub fn tool_expression(path: &str) -> String {
    let mut out = String::from("tools");
    if path.is_empty() {
        return out;
    }
    for segment in path.split('.') {
        push_segment(&mut out, segment);
    }
    out
}

/// Appends `.segment` or `["segment"]` to an expression.
fn push_segment(out: &mut String, segment: &str) {
    if is_identifier(segment) {
        out.push('.');
        out.push_str(segment);
    } else {
        out.push('[');
        out.push_str(&json_quote(segment));
        out.push(']');
    }
}

/// `s` as a JSON string literal (also a valid JavaScript/TypeScript string literal).
pub(crate) fn json_quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("\"{s}\""))
}

/// Reads a tool expression or a bracketed path back into a canonical dotted path.
///
/// Accepted: an optional leading `tools` (dropped), then segments written as `ident`, `.ident`,
/// `["json string"]` or `['single-quoted']`, e.g. `tools.orders.lookup`,
/// `tools.context7["resolve-library-id"]`, `orders["lookup"]`, `tools["api.issues"].list`. A
/// bracketed string that contains dots addresses nested segments, as property access on `tools`
/// does. Returns `None` for anything else (for example a raw canonical path with a `-` in it,
/// which callers compare as a plain string instead). `tools` alone gives the empty path.
pub fn parse_tool_expression(text: &str) -> Option<String> {
    let s = text.trim();
    let bytes = s.as_bytes();
    let mut segments: Vec<String> = Vec::new();
    let mut i = 0;
    let mut first = true;
    let mut first_was_bare = false;
    while i < bytes.len() {
        match bytes[i] {
            b'[' => {
                let (segment, next) = parse_bracket(s, i)?;
                segments.push(segment);
                i = next;
            }
            b'.' if !first => {
                let start = i + 1;
                let end = ident_end(s, start);
                if end == start {
                    return None;
                }
                segments.push(s[start..end].to_owned());
                i = end;
            }
            _ if first => {
                let end = ident_end(s, i);
                if end == i {
                    return None;
                }
                segments.push(s[i..end].to_owned());
                first_was_bare = true;
                i = end;
            }
            _ => return None,
        }
        first = false;
    }
    if segments.is_empty() {
        return None;
    }
    if first_was_bare && segments[0] == "tools" {
        segments.remove(0);
    }
    let path = segments.join(".");
    // A bracketed `"a..b"` or `""` cannot name anything.
    if !path.is_empty() && path.split('.').any(str::is_empty) {
        return None;
    }
    Some(path)
}

/// End (byte index) of the identifier starting at `start` (`start` itself when there is none).
fn ident_end(s: &str, start: usize) -> usize {
    let rest = &s[start..];
    let mut end = start;
    for (n, c) in rest.char_indices() {
        let ok = if n == 0 {
            c.is_ascii_alphabetic() || c == '_' || c == '$'
        } else {
            c.is_ascii_alphanumeric() || c == '_' || c == '$'
        };
        if !ok {
            break;
        }
        end = start + n + c.len_utf8();
    }
    end
}

/// Parses `["..."]` or `['...']` at byte `open` (a `[`); returns the string and the index after `]`.
fn parse_bracket(s: &str, open: usize) -> Option<(String, usize)> {
    let bytes = s.as_bytes();
    let quote = *bytes.get(open + 1)?;
    if quote != b'"' && quote != b'\'' {
        return None;
    }
    let body_start = open + 2;
    let mut i = body_start;
    let mut escaped = false;
    while i < bytes.len() {
        let b = bytes[i];
        if escaped {
            escaped = false;
        } else if b == b'\\' {
            escaped = true;
        } else if b == quote {
            break;
        }
        i += 1;
    }
    if i >= bytes.len() || bytes.get(i + 1) != Some(&b']') {
        return None;
    }
    let body = &s[body_start..i];
    let value =
        if quote == b'"' { serde_json::from_str::<String>(&s[open + 1..=i]).ok()? } else { unescape_single(body)? };
    Some((value, i + 2))
}

/// The few escapes a single-quoted segment needs: `\'`, `\"` and `\\`.
fn unescape_single(body: &str) -> Option<String> {
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next()? {
                c @ ('\'' | '"' | '\\') => out.push(c),
                _ => return None,
            }
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// Compares two strings in UTF-16 code-unit order (JavaScript's default string order).
pub fn cmp_utf16(a: &str, b: &str) -> Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

/// Something that names a node of the tool tree: a canonical dotted path (`"issues.list"`) or a
/// list of segments (`&["issues", "list"]`).
///
/// Every segment is split at `.` again, so `["api.issues", "list"]` is `api.issues.list`, as
/// `tools["api.issues"].list` is in a program. The empty string and the empty list are the root.
pub trait ToolPath {
    /// The segments, split at dots. An empty segment never matches a node.
    fn segments(&self) -> Vec<&str>;
}

impl ToolPath for str {
    fn segments(&self) -> Vec<&str> {
        if self.is_empty() { Vec::new() } else { self.split('.').collect() }
    }
}

impl ToolPath for String {
    fn segments(&self) -> Vec<&str> {
        self.as_str().segments()
    }
}

impl<S: AsRef<str>> ToolPath for [S] {
    fn segments(&self) -> Vec<&str> {
        self.iter().flat_map(|s| s.as_ref().split('.')).collect()
    }
}

impl<S: AsRef<str>, const N: usize> ToolPath for [S; N] {
    fn segments(&self) -> Vec<&str> {
        self.as_slice().segments()
    }
}

impl<S: AsRef<str>> ToolPath for Vec<S> {
    fn segments(&self) -> Vec<&str> {
        self.as_slice().segments()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers() {
        for ok in ["a", "_", "$", "A1", "constructor", "__proto__", "delete", "$x_9"] {
            assert!(is_identifier(ok), "{ok}");
        }
        for bad in ["", "1a", "a-b", "a b", "é", "a.b"] {
            assert!(!is_identifier(bad), "{bad}");
        }
    }

    #[test]
    fn expressions() {
        assert_eq!(tool_expression(""), "tools");
        assert_eq!(tool_expression("echo"), "tools.echo");
        assert_eq!(tool_expression("meta.constructor"), "tools.meta.constructor");
        assert_eq!(tool_expression("context7.resolve-library-id"), r#"tools.context7["resolve-library-id"]"#);
        assert_eq!(tool_expression("a.1st.b"), r#"tools.a["1st"].b"#);
        assert_eq!(tool_expression(r#"q."x""#), r#"tools.q["\"x\""]"#);
        assert_eq!(tool_expression("ünï.x"), r#"tools["ünï"].x"#);
    }

    #[test]
    fn parse_round_trips_expressions() {
        for path in ["echo", "a.b.c", "context7.resolve-library-id", "a.1st.b", "ünï.x", r#"q."x""#] {
            assert_eq!(parse_tool_expression(&tool_expression(path)).as_deref(), Some(path));
        }
    }

    #[test]
    fn parse_accepts_friendly_forms() {
        assert_eq!(parse_tool_expression("tools").as_deref(), Some(""));
        assert_eq!(parse_tool_expression("orders.lookup").as_deref(), Some("orders.lookup"));
        assert_eq!(parse_tool_expression(r#"tools["api.issues"].list"#).as_deref(), Some("api.issues.list"));
        assert_eq!(parse_tool_expression("tools['a-b'].c").as_deref(), Some("a-b.c"));
        assert_eq!(parse_tool_expression(r#"["a-b"]"#).as_deref(), Some("a-b"));
        assert_eq!(parse_tool_expression(r#"["tools"].x"#).as_deref(), Some("tools.x"));
        assert_eq!(parse_tool_expression("  tools.x  ").as_deref(), Some("x"));
    }

    #[test]
    fn parse_rejects_other_text() {
        for bad in [
            "",
            "a-b.c",
            "tools.",
            "tools..a",
            ".a",
            "a[",
            r#"a["b"#,
            r#"a["b"]x"#,
            "a[b]",
            r#"a[""]"#,
            r#"a["x..y"]"#,
            "order lookup",
        ] {
            assert_eq!(parse_tool_expression(bad), None, "{bad}");
        }
    }

    #[test]
    fn utf16_order_differs_from_str_order() {
        // U+FF61 (BMP, after the surrogate range) vs U+1F600 (astral, surrogates D83D ...).
        let bmp = "\u{FF61}";
        let astral = "\u{1F600}";
        assert_eq!(bmp.cmp(astral), Ordering::Less);
        assert_eq!(cmp_utf16(bmp, astral), Ordering::Greater);
        assert_eq!(cmp_utf16("a", "b"), Ordering::Less);
        assert_eq!(cmp_utf16("B", "a"), Ordering::Less);
    }

    #[test]
    fn tool_path_segments() {
        assert!("".segments().is_empty());
        assert_eq!("a.b".segments(), ["a", "b"]);
        assert_eq!(["api.issues", "list"].segments(), ["api", "issues", "list"]);
        assert_eq!(vec!["a".to_owned()].segments(), ["a"]);
        let empty: [&str; 0] = [];
        assert!(empty.segments().is_empty());
        assert_eq!("a..b".segments(), ["a", "", "b"]);
    }
}
