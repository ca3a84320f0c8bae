//! The built-in `search` tool: exact lookup, namespace scoping, ranking and paging.
//!
//! # Contract
//!
//! Input: `{ query?: string, namespace?: string, limit?: integer >= 1 (default 10),
//! offset?: integer >= 0 (default 0) }`. `null` fields count as absent and unknown keys are
//! ignored; a `null` input is `{}`. Numbers may be written as floats when they are integral
//! (`2.0`), as JavaScript numbers arrive that way; the largest accepted is 2^53 - 1. Anything
//! else is refused with `Invalid input for tool 'search': <field> must be …` (or
//! `input must be an object`).
//!
//! Output: `{ items: [{ path, description, signature }], remaining, next }` where `path` is the
//! tool expression (`tools.orders.lookup`), `remaining` is the number of matches after this page,
//! and `next` is `{ offset }` of the next page or `null` on the last one.
//!
//! 1. **Scope.** With `namespace` (trimmed; `tools` and a leading `tools.` are dropped; the bracket
//!    form `tools.context7["x-y"]` is read back), only tools whose path equals it or lies below it
//!    (`ns.` prefix) are considered. An unknown namespace gives no items.
//! 2. **Exact lookup.** When the trimmed query is a scoped tool's canonical path (`orders.lookup`),
//!    that path after a leading `tools.`, or a tool expression naming it (`tools["a-b"].c`), those
//!    tools alone are the result.
//! 3. **Browse.** A query with no terms (absent, empty, only punctuation or `*`) lists every scoped
//!    tool, sorted by path.
//! 4. **Ranking.** Terms are the query split at camelCase boundaries (a lowercase letter or digit
//!    followed by an uppercase letter), lowercased, split on non-alphanumerics. Each term also
//!    matches without a trailing `es` (if longer than 3) or `s` (if longer than 2). Per term, a tool
//!    earns: +20 if its lowercased path equals the term or ends with `.term`; +12 if the term is
//!    one of the path's words (split like the query); +8 if the lowercased path contains it; +4 if
//!    the lowercased description contains it; +2 if the search text contains it (path,
//!    description, the descriptions of enclosing namespaces, the input schema's top-level property
//!    names and their descriptions, all lowercased). Tools scoring 0 are dropped; the rest sort by
//!    score (highest first), then path.
//! 5. **Paging.** `offset` and `limit` cut the sorted list.
//!
//! Paths sort in UTF-16 code-unit order. Letters, digits and case are Unicode-aware
//! (`char::is_alphanumeric`, `to_lowercase`), so `Größe` and `größe` match and non-Latin paths,
//! descriptions and queries are tokenized (the reference implementation only knew ASCII).
//!
//! [`suggest`](crate::Tools::suggest) ranks all tools with an unknown path as the query.
//!
//! This module does not count the call against limits or record it: the runtime does.

use serde_json::{Map, Value, json};

use crate::definitions::{Definitions, def_name};
use crate::path::{parse_tool_expression, tool_expression};
use crate::signature::{input_type, render_type};
use crate::tool::{Tool, invalid_input};
use crate::tree::Inner;

/// Results per page when `limit` is absent.
pub const DEFAULT_LIMIT: u64 = 10;
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A tool as search sees it, prepared at build time.
#[derive(Debug)]
pub(crate) struct Entry {
    pub(crate) path: String,
    pub(crate) tool: Tool,
    pub(crate) signature: String,
    /// The signature followed by the declarations of the aliases it names, for search results.
    pub(crate) search_signature: Option<String>,
    expression: String,
    lower_path: String,
    path_words: Vec<String>,
    lower_description: String,
    /// Path, description, enclosing namespace descriptions, input property names and descriptions.
    text: String,
}

impl Entry {
    pub(crate) fn new(path: String, signature: String, tool: Tool, enclosing: &[&str]) -> Entry {
        let mut text: Vec<&str> = vec![&path, tool.description()];
        text.extend_from_slice(enclosing);
        let properties = input_properties(tool.input_as_given(), tool.input_definitions().map(|d| &**d));
        for (name, description) in &properties {
            text.push(name);
            if let Some(d) = description {
                text.push(d);
            }
        }
        Entry {
            expression: tool_expression(&path),
            lower_path: path.to_lowercase(),
            path_words: words(&path),
            lower_description: tool.description().to_lowercase(),
            text: text.join("\n").to_lowercase(),
            path,
            tool,
            signature,
            search_signature: None,
        }
    }

    fn score(&self, terms: &[Vec<String>]) -> u32 {
        let mut score = 0;
        for forms in terms {
            let any = |f: &dyn Fn(&str) -> bool| forms.iter().any(|t| f(t));
            if any(&|t| {
                self.lower_path == t
                    || (self.lower_path.ends_with(t)
                        && self.lower_path[..self.lower_path.len() - t.len()].ends_with('.'))
            }) {
                score += 20;
            }
            if any(&|t| self.path_words.iter().any(|w| w == t)) {
                score += 12;
            }
            if any(&|t| self.lower_path.contains(t)) {
                score += 8;
            }
            if any(&|t| self.lower_description.contains(t)) {
                score += 4;
            }
            if any(&|t| self.text.contains(t)) {
                score += 2;
            }
        }
        score
    }

    fn item(&self) -> Value {
        let signature = self.search_signature.as_ref().unwrap_or(&self.signature);
        json!({ "path": self.expression, "description": self.tool.description(), "signature": signature })
    }
}

/// Top-level input property names and descriptions (through a local root `$ref`, or one into the
/// shared definitions).
fn input_properties(schema: Option<&Value>, shared: Option<&Definitions>) -> Vec<(String, Option<String>)> {
    let Some(root) = schema else {
        return Vec::new();
    };
    let reference = root.get("$ref").and_then(Value::as_str);
    let object = match reference.and_then(|r| r.strip_prefix('#')) {
        Some(pointer) if pointer.starts_with('/') => root
            .pointer(pointer)
            .or_else(|| shared.zip(reference.and_then(def_name)).and_then(|(d, n)| d.get(&n)))
            .unwrap_or(root),
        _ => root,
    };
    let Some(properties) = object.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    properties
        .iter()
        .map(|(name, s)| (name.clone(), s.get("description").and_then(Value::as_str).map(str::to_owned)))
        .collect()
}

/// Splits text into lowercase words: at camelCase boundaries (a lowercase letter or digit
/// followed by an uppercase letter) and at every non-alphanumeric character.
///
/// Each word is lowercased as a whole with `str::to_lowercase`, like the texts it is compared
/// with, so context-dependent mappings agree (a word-final `Σ` becomes `ς` in both).
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut previous: Option<char> = None;
    let mut flush = |current: &mut String| {
        if !current.is_empty() {
            out.push(current.to_lowercase());
            current.clear();
        }
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            let boundary = previous.is_some_and(|p| p.is_lowercase() || p.is_numeric()) && c.is_uppercase();
            if boundary {
                flush(&mut current);
            }
            current.push(c);
        } else {
            flush(&mut current);
        }
        previous = Some(c);
    }
    flush(&mut current);
    out
}

/// A term and its singular forms: without `es` (if longer than 3), without `s` (if longer than 2).
fn forms(term: &str) -> Vec<String> {
    let len = term.encode_utf16().count();
    let mut out = vec![term.to_owned()];
    if len > 3
        && let Some(stem) = term.strip_suffix("es")
    {
        out.push(stem.to_owned());
    }
    if len > 2
        && let Some(stem) = term.strip_suffix('s')
    {
        out.push(stem.to_owned());
    }
    out
}

/// The query's terms, each with its forms.
fn terms(query: &str) -> Vec<Vec<String>> {
    words(query).iter().filter(|w| w.as_str() != "*").map(|w| forms(w)).collect()
}

/// Indices of `candidates` that score, best first (ties by path, which `candidates` is sorted by).
fn rank(entries: &[Entry], candidates: impl Iterator<Item = usize>, terms: &[Vec<String>]) -> Vec<usize> {
    let mut scored: Vec<(u32, usize)> =
        candidates.map(|i| (entries[i].score(terms), i)).filter(|(score, _)| *score > 0).collect();
    // Stable: equal scores keep path order.
    scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored.into_iter().map(|(_, i)| i).collect()
}

struct Request {
    query: String,
    namespace: String,
    limit: u64,
    offset: u64,
}

fn refuse(what: &str) -> String {
    invalid_input("search", what)
}

fn string_field(input: &Map<String, Value>, key: &str) -> Result<String, String> {
    match input.get(key) {
        None | Some(Value::Null) => Ok(String::new()),
        Some(Value::String(s)) => Ok(s.trim().to_owned()),
        Some(_) => Err(refuse(&format!("{key} must be a string"))),
    }
}

/// A non-negative safe integer, integral floats included.
fn count(value: &Value) -> Option<u64> {
    let n = value.as_number()?;
    if let Some(u) = n.as_u64() {
        return (u <= MAX_SAFE_INTEGER).then_some(u);
    }
    if n.as_i64().is_some() {
        return None;
    }
    let f = n.as_f64()?;
    // `f >= 0.0` also admits -0, as JavaScript's `-0 < 0` is false.
    (f.fract() == 0.0 && f >= 0.0 && f <= MAX_SAFE_INTEGER as f64).then_some(f as u64)
}

fn parse_request(input: &Value) -> Result<Request, String> {
    let empty = Map::new();
    let input = match input {
        Value::Null => &empty,
        Value::Object(m) => m,
        _ => return Err(refuse("input must be an object")),
    };
    let query = string_field(input, "query")?;
    let namespace = string_field(input, "namespace")?;
    let limit = match input.get("limit") {
        None | Some(Value::Null) => DEFAULT_LIMIT,
        Some(v) => count(v).filter(|n| *n >= 1).ok_or_else(|| refuse("limit must be a positive integer"))?,
    };
    let offset = match input.get("offset") {
        None | Some(Value::Null) => 0,
        Some(v) => count(v).ok_or_else(|| refuse("offset must be a non-negative integer"))?,
    };
    Ok(Request { query, namespace, limit, offset })
}

/// The canonical namespace a `namespace` field names (`""` for everything).
fn scope(namespace: &str) -> String {
    if let Some(path) = parse_tool_expression(namespace) {
        return path;
    }
    if namespace == "tools" {
        return String::new();
    }
    namespace.strip_prefix("tools.").unwrap_or(namespace).to_owned()
}

fn in_scope(path: &str, scope: &str) -> bool {
    scope.is_empty() || path == scope || (path.starts_with(scope) && path[scope.len()..].starts_with('.'))
}

pub(crate) fn search(inner: &Inner, input: &Value) -> Result<Value, String> {
    let request = parse_request(input)?;
    let entries = &inner.entries;
    let scope = scope(&request.namespace);
    let scoped: Vec<usize> = (0..entries.len()).filter(|&i| in_scope(&entries[i].path, &scope)).collect();
    let q = request.query.as_str();
    let hits = if q.is_empty() {
        scoped
    } else {
        let candidates = [Some(q.to_owned()), q.strip_prefix("tools.").map(str::to_owned), parse_tool_expression(q)];
        let exact: Vec<usize> =
            scoped.iter().copied().filter(|&i| candidates.iter().flatten().any(|c| *c == entries[i].path)).collect();
        if !exact.is_empty() {
            exact
        } else {
            let terms = terms(q);
            if terms.is_empty() { scoped } else { rank(entries, scoped.into_iter(), &terms) }
        }
    };
    let total = hits.len();
    let start = usize::try_from(request.offset).unwrap_or(usize::MAX).min(total);
    let end = start.saturating_add(usize::try_from(request.limit).unwrap_or(usize::MAX)).min(total);
    let items: Vec<Value> = hits[start..end].iter().map(|&i| entries[i].item()).collect();
    let shown = (end - start) as u64;
    let remaining = (total as u64).saturating_sub(request.offset).saturating_sub(shown);
    let next = if remaining > 0 { json!({ "offset": request.offset + shown }) } else { Value::Null };
    Ok(json!({ "items": items, "remaining": remaining, "next": next }))
}

pub(crate) fn scores(inner: &Inner, query: &str) -> Vec<(String, u32)> {
    let terms = terms(query);
    let entries = &inner.entries;
    rank(entries, 0..entries.len(), &terms)
        .into_iter()
        .map(|i| (entries[i].path.clone(), entries[i].score(&terms)))
        .collect()
}

pub(crate) fn suggest(inner: &Inner, unknown_path: &str) -> Option<String> {
    let trimmed = unknown_path.trim();
    let path =
        parse_tool_expression(trimmed).unwrap_or_else(|| trimmed.strip_prefix("tools.").unwrap_or(trimmed).to_owned());
    let terms = terms(&path);
    let best = *rank(&inner.entries, 0..inner.entries.len(), &terms).first()?;
    Some(inner.entries[best].expression.clone())
}

/// The JSON Schema of search's input.
pub fn search_input_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "description": "Words to look for, or a tool path (orders.lookup) or expression (tools.orders.lookup) to get that tool alone."
            },
            "namespace": {
                "type": "string",
                "description": "Only tools at or below this namespace, e.g. \"orders\"."
            },
            "limit": {
                "type": "integer",
                "description": "Results per page.",
                "default": DEFAULT_LIMIT,
                "minimum": 1
            },
            "offset": {
                "type": "integer",
                "description": "Results to skip: next.offset of the previous page.",
                "default": 0,
                "minimum": 0
            }
        }
    })
}

/// The JSON Schema of search's output.
pub fn search_output_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "path": {"type": "string", "description": "The expression to call, e.g. tools.orders.lookup."},
                        "description": {"type": "string"},
                        "signature": {"type": "string", "description": "TypeScript-like signature."}
                    },
                    "required": ["path", "description", "signature"]
                }
            },
            "remaining": {"type": "integer", "description": "Matches after this page.", "minimum": 0},
            "next": {
                "anyOf": [
                    {"type": "object", "properties": {"offset": {"type": "integer"}}, "required": ["offset"]},
                    {"type": "null"}
                ],
                "description": "Where the next page starts, or null on the last page."
            }
        },
        "required": ["items", "remaining", "next"]
    })
}

/// The callable form of search for host-written instructions (search is synchronous, so its
/// result type is not a promise; awaiting it also works).
pub fn search_signature() -> String {
    format!("search({}): {}", input_type(Some(&search_input_schema())), render_type(&search_output_schema()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_like_the_reference() {
        assert_eq!(words("getUserById"), ["get", "user", "by", "id"]);
        assert_eq!(words("context7.resolve-library-id"), ["context7", "resolve", "library", "id"]);
        assert_eq!(words("HTTPServer"), ["httpserver"]);
        assert_eq!(words("a1B2C"), ["a1", "b2", "c"]);
        assert_eq!(words("  --*-- "), Vec::<String>::new());
        assert_eq!(words("*"), Vec::<String>::new());
    }

    #[test]
    fn words_are_unicode_aware() {
        assert_eq!(words("größeÄndern"), ["größe", "ändern"]);
        assert_eq!(words("Заказы.найти"), ["заказы", "найти"]);
        assert_eq!(words("注文・検索"), ["注文", "検索"]);
        assert_eq!(words("ΟΔΟΣ.ΣΟΦΟΣ"), ["οδος", "σοφος"]);
    }

    #[test]
    fn forms_strip_plural_suffixes() {
        assert_eq!(forms("issues"), ["issues", "issu", "issue"]);
        assert_eq!(forms("res"), ["res", "re"]);
        assert_eq!(forms("es"), ["es"]);
        assert_eq!(forms("is"), ["is"]);
        assert_eq!(forms("bus"), ["bus", "bu"]);
        assert_eq!(forms("order"), ["order"]);
    }

    #[test]
    fn counts() {
        assert_eq!(count(&json!(3)), Some(3));
        assert_eq!(count(&json!(3.0)), Some(3));
        assert_eq!(count(&json!(-0.0)), Some(0));
        assert_eq!(count(&json!(-1)), None);
        assert_eq!(count(&json!(1.5)), None);
        assert_eq!(count(&json!(9007199254740991u64)), Some(MAX_SAFE_INTEGER));
        assert_eq!(count(&json!(9007199254740992u64)), None);
        assert_eq!(count(&json!(1e300)), None);
        assert_eq!(count(&json!("3")), None);
    }

    #[test]
    fn scopes() {
        assert_eq!(scope(""), "");
        assert_eq!(scope("tools"), "");
        assert_eq!(scope("math"), "math");
        assert_eq!(scope("tools.math"), "math");
        assert_eq!(scope(r#"tools.context7["resolve-library-id"]"#), "context7.resolve-library-id");
        assert_eq!(scope("context7.resolve-library-id"), "context7.resolve-library-id");
        assert_eq!(scope("tools.a-b"), "a-b");
        assert!(in_scope("math.add", "math"));
        assert!(in_scope("math", "math"));
        assert!(!in_scope("mathx.add", "math"));
        assert!(in_scope("anything", ""));
    }
}
