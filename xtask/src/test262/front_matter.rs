//! The front matter of a test262 file: the YAML block between `/*---` and `---*/`.
//!
//! Owns a parser for the YAML subset test262 uses (see its `INTERPRETING.md`): top-level
//! `key: scalar`, flow lists (`[a, b]`), block lists (`- a` lines), one-level mappings (`negative:`
//! with `phase:`/`type:`) and block scalars (`|`, `>`), whose text is skipped. It keeps only what
//! the runner needs — `flags`, `includes`, `features`, `negative` — and deliberately ignores the
//! rest (`description`, `info`, `esid`, …). It is not a YAML parser: anchors, nested
//! structures, multi-document streams and quoting rules beyond plain `'…'`/`"…"` are not supported,
//! and test262 does not use them.

/// The phase in which a negative test must fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// An early (parse-time) error.
    Parse,
    /// A module resolution error (module tests only).
    Resolution,
    /// An uncaught error while running.
    Runtime,
}

/// `negative:` — the test must fail in `phase` with an error named `error_type`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Negative {
    /// When it must fail.
    pub phase: Phase,
    /// The error constructor's name (`SyntaxError`, `TypeError`, `Test262Error`, …).
    pub error_type: String,
}

/// What the runner reads from a test's front matter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrontMatter {
    /// `flags` (`onlyStrict`, `noStrict`, `raw`, `async`, `module`, `CanBlockIsFalse`, …).
    pub flags: Vec<String>,
    /// `includes`: harness files to prepend, in order.
    pub includes: Vec<String>,
    /// `features`: the language features and built-ins the test needs.
    pub features: Vec<String>,
    /// `negative`, when the test must fail.
    pub negative: Option<Negative>,
}

impl FrontMatter {
    /// Whether `flags` has `flag`.
    #[must_use]
    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }
}

/// The YAML text between `/*---` and `---*/` in `source`.
///
/// # Errors
/// When there is no front matter or it is not terminated.
pub fn extract(source: &str) -> Result<&str, String> {
    let start = source.find("/*---").ok_or("no front matter (`/*---`)")? + 5;
    let len = source[start..].find("---*/").ok_or("front matter not terminated (`---*/`)")?;
    Ok(&source[start..start + len])
}

/// Parses a test file's front matter.
///
/// # Errors
/// Missing front matter, or a `negative` without a known `phase` or a `type`.
pub fn parse_source(source: &str) -> Result<FrontMatter, String> {
    parse(extract(source)?)
}

/// A top-level value of the subset.
#[derive(Debug, PartialEq, Eq)]
enum Value {
    Scalar(String),
    List(Vec<String>),
    Map(Vec<(String, String)>),
}

/// Parses the YAML subset (see the module docs) and keeps the fields the runner uses.
///
/// # Errors
/// A `negative` without a known `phase` or a `type`.
pub fn parse(yaml: &str) -> Result<FrontMatter, String> {
    let mut fm = FrontMatter::default();
    for (key, value) in top_level(yaml) {
        match (key.as_str(), value) {
            ("flags", Value::List(l)) => fm.flags = l,
            ("includes", Value::List(l)) => fm.includes = l,
            ("features", Value::List(l)) => fm.features = l,
            ("negative", Value::Map(m)) => {
                let get = |k: &str| m.iter().find(|(mk, _)| mk == k).map(|(_, v)| v.clone());
                let phase = match get("phase").as_deref() {
                    Some("parse") => Phase::Parse,
                    Some("resolution") => Phase::Resolution,
                    Some("runtime") => Phase::Runtime,
                    other => return Err(format!("negative: unknown phase {other:?}")),
                };
                let error_type = get("type").ok_or("negative: no type")?;
                fm.negative = Some(Negative { phase, error_type });
            }
            ("flags" | "includes" | "features", Value::Scalar(s)) if s.is_empty() => {}
            ("flags" | "includes" | "features" | "negative", v) => {
                return Err(format!("{key}: unexpected form {v:?}"));
            }
            _ => {}
        }
    }
    Ok(fm)
}

/// Indentation width of a line (spaces and tabs).
fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches([' ', '\t']).len()
}

/// Whether a line is a block-list item (`- x`), which YAML allows at its key's indentation.
fn is_item(line: &str) -> bool {
    let t = line.trim_start();
    t == "-" || t.starts_with("- ")
}

/// Removes one level of plain quotes.
fn unquote(s: &str) -> String {
    let s = s.trim();
    for q in ['"', '\''] {
        if s.len() >= 2 && s.starts_with(q) && s.ends_with(q) {
            return s[1..s.len() - 1].to_string();
        }
    }
    s.to_string()
}

/// Strips a trailing ` # comment` (outside quotes, which test262's keys never need).
fn strip_comment(s: &str) -> &str {
    match s.find(" #") {
        Some(i) => &s[..i],
        None => s,
    }
}

/// `[a, b, 'c']` → `["a", "b", "c"]`.
fn flow_list(s: &str) -> Vec<String> {
    let inner = s.trim().trim_start_matches('[');
    let inner = inner.split(']').next().unwrap_or("");
    inner.split(',').map(unquote).filter(|x| !x.is_empty()).collect()
}

/// The top-level keys and their values, in order.
fn top_level(yaml: &str) -> Vec<(String, Value)> {
    // YAML's line breaks include a lone CR (a few tests are written with CR line terminators).
    let lines: Vec<&str> = yaml.split(['\n', '\r']).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if line.trim().is_empty() || line.trim_start().starts_with('#') || indent(line) > 0 {
            continue;
        }
        let Some((key, rest)) = line.split_once(':') else { continue };
        let key = key.trim().to_string();
        let rest = strip_comment(rest).trim();
        // The indented lines that belong to this key.
        let start = i;
        while i < lines.len() && (lines[i].trim().is_empty() || indent(lines[i]) > 0 || is_item(lines[i])) {
            i += 1;
        }
        let body: Vec<&str> = lines[start..i].iter().copied().filter(|l| !l.trim().is_empty()).collect();
        let value = if rest.starts_with('[') {
            Value::List(flow_list(rest))
        } else if rest.starts_with('|') || rest.starts_with('>') {
            Value::Scalar(body.iter().map(|l| l.trim()).collect::<Vec<_>>().join("\n"))
        } else if !rest.is_empty() {
            Value::Scalar(unquote(rest))
        } else if body.first().is_some_and(|l| is_item(l)) {
            Value::List(
                body.iter()
                    .filter_map(|l| l.trim_start().strip_prefix('-'))
                    .map(|x| unquote(strip_comment(x)))
                    .filter(|x| !x.is_empty())
                    .collect(),
            )
        } else if !body.is_empty() && body.iter().all(|l| l.contains(':')) {
            Value::Map(
                body.iter()
                    .filter_map(|l| l.split_once(':'))
                    .map(|(k, v)| (k.trim().to_string(), unquote(strip_comment(v))))
                    .collect(),
            )
        } else {
            Value::Scalar(body.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" "))
        };
        out.push((key, value));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flow_lists_and_negative() {
        let src = "// Copyright\n/*---\nesid: sec-x\ndescription: >\n  A long\n  description: with a colon\n\
                   negative:\n  phase: parse\n  type: SyntaxError\nflags: [onlyStrict, async]\n\
                   includes: [compareArray.js, 'propertyHelper.js']\nfeatures: [Symbol.iterator, class] # note\n---*/\n\
                   $DONOTEVALUATE();\n";
        let fm = parse_source(src).unwrap();
        assert_eq!(fm.flags, ["onlyStrict", "async"]);
        assert!(fm.has_flag("async") && !fm.has_flag("raw"));
        assert_eq!(fm.includes, ["compareArray.js", "propertyHelper.js"]);
        assert_eq!(fm.features, ["Symbol.iterator", "class"]);
        assert_eq!(fm.negative, Some(Negative { phase: Phase::Parse, error_type: "SyntaxError".into() }));
    }

    #[test]
    fn block_lists_and_block_scalars() {
        let yaml = "info: |\n    features: [not, a, key]\n    - nor a list\nfeatures:\n  - Symbol\n  - \"Symbol.iterator\"\n\
                    includes:\n- asyncHelpers.js\nnegative:\n  phase: runtime\n  type: TypeError\nflags: []\n";
        let fm = parse(yaml).unwrap();
        assert_eq!(fm.features, ["Symbol", "Symbol.iterator"]);
        assert_eq!(fm.includes, ["asyncHelpers.js"]);
        assert!(fm.flags.is_empty());
        assert_eq!(fm.negative, Some(Negative { phase: Phase::Runtime, error_type: "TypeError".into() }));
    }

    /// Lines broken by CR alone (test262's Function/prototype/toString/line-terminator-normalisation-CR.js):
    /// the includes were lost, so the harness function the test calls was undefined.
    #[test]
    fn lines_broken_by_carriage_returns() {
        let fm = parse_source("// c\r/*---\resid: x\rincludes: [nativeFunctionMatcher.js]\rflags: [raw]\r---*/\rf()")
            .unwrap();
        assert_eq!(fm.includes, ["nativeFunctionMatcher.js"]);
        assert_eq!(fm.flags, ["raw"]);
    }

    #[test]
    fn absent_fields_are_empty() {
        let fm = parse("description: nothing here\nesid: sec-foo\n").unwrap();
        assert_eq!(fm, FrontMatter::default());
    }

    #[test]
    fn errors() {
        assert!(parse_source("no front matter").is_err());
        assert!(parse_source("/*--- flags: [raw]").is_err());
        assert!(parse("negative:\n  phase: later\n  type: SyntaxError\n").is_err());
        assert!(parse("negative:\n  phase: parse\n").is_err());
    }
}
