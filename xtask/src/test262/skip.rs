//! The skip list: which tests are not run, and why (`xtask/test262-skip.toml`).
//!
//! The file is a small TOML subset — `[section]` headers and `key = "reason"` lines, keys bare or
//! double-quoted, `#` comments — parsed here so xtask needs no TOML crate. Sections:
//! - `[flags]`: front-matter flags (`module`, `noStrict`, …);
//! - `[features]`: front-matter features codemode deliberately does not provide;
//! - `[paths]`: path prefixes under `test/` (`annexB/`);
//! - `[includes]`: harness files that need host hooks codemode does not have;
//! - `[sources]`: text which, in the test's own source (`eval(`, `$262.createRealm`,
//!   `_FIXTURE`), means it needs something codemode deliberately lacks. Harness files are not
//!   searched: some mention such things in code they guard with `try`.
//! - `[messages]`: text which, in a failing test's message, shows that the test reached something
//!   codemode deliberately refuses at run time (its own "not available in code mode" errors for
//!   `eval` and the `Function` constructors, reached through aliases no source pattern can list):
//!   such a test is reported as skipped with the reason, not as failed.
//!
//! Every entry must carry a non-empty reason: the reason is what the report counts. This module
//! decides nothing about passing or failing (that is `verdict`'s).

use crate::test262::front_matter::FrontMatter;

/// One entry: what to match and why it is skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The flag, feature, path prefix, harness file or source pattern.
    pub key: String,
    /// Why tests matching it are skipped.
    pub reason: String,
}

/// The parsed skip list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SkipList {
    /// `[flags]`.
    pub flags: Vec<Entry>,
    /// `[features]`.
    pub features: Vec<Entry>,
    /// `[paths]`.
    pub paths: Vec<Entry>,
    /// `[includes]`.
    pub includes: Vec<Entry>,
    /// `[sources]`.
    pub sources: Vec<Entry>,
    /// `[messages]`.
    pub messages: Vec<Entry>,
}

impl SkipList {
    /// Parses the file's text.
    ///
    /// # Errors
    /// An unknown section, a malformed line or an empty reason, with its line number.
    pub fn parse(text: &str) -> Result<SkipList, String> {
        let mut list = SkipList::default();
        let mut section: Option<&mut Vec<Entry>> = None;
        for (n, raw) in text.lines().enumerate() {
            let n = n + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                section = Some(match name.trim() {
                    "flags" => &mut list.flags,
                    "features" => &mut list.features,
                    "paths" => &mut list.paths,
                    "includes" => &mut list.includes,
                    "sources" => &mut list.sources,
                    "messages" => &mut list.messages,
                    other => return Err(format!("line {n}: unknown section [{other}]")),
                });
                continue;
            }
            let Some(entries) = section.as_deref_mut() else {
                return Err(format!("line {n}: entry before any [section]"));
            };
            let (key, rest) = if let Some(q) = line.strip_prefix('"') {
                let end = q.find('"').ok_or(format!("line {n}: unterminated key"))?;
                (q[..end].to_string(), q[end + 1..].trim_start())
            } else {
                let end = line.find(|c: char| c.is_whitespace() || c == '=').unwrap_or(line.len());
                (line[..end].to_string(), line[end..].trim_start())
            };
            let value = rest.strip_prefix('=').ok_or(format!("line {n}: expected `key = \"reason\"`"))?.trim();
            let reason = value
                .strip_prefix('"')
                .and_then(|v| v.find('"').map(|e| &v[..e]))
                .ok_or(format!("line {n}: the reason must be a double-quoted string"))?;
            if key.is_empty() || reason.trim().is_empty() {
                return Err(format!("line {n}: empty key or reason"));
            }
            entries.push(Entry { key, reason: reason.to_string() });
        }
        Ok(list)
    }

    /// Why the test at `rel` (its path under `test/`, `/`-separated) is skipped, if it is.
    #[must_use]
    pub fn reason(&self, rel: &str, fm: &FrontMatter, source: &str) -> Option<String> {
        let label = |kind: &str, e: &Entry| format!("{kind} {}: {}", e.key, e.reason);
        if let Some(e) = self.paths.iter().find(|e| rel.starts_with(&e.key)) {
            return Some(label("path", e));
        }
        if let Some(e) = self.flags.iter().find(|e| fm.has_flag(&e.key)) {
            return Some(label("flag", e));
        }
        if let Some(e) = self.features.iter().find(|e| fm.features.contains(&e.key)) {
            return Some(label("feature", e));
        }
        if let Some(e) = self.includes.iter().find(|e| fm.includes.contains(&e.key)) {
            return Some(label("include", e));
        }
        if let Some(e) = self.sources.iter().find(|e| mentions(source, &e.key)) {
            return Some(label("source", e));
        }
        None
    }
}

impl SkipList {
    /// Why a test that failed with `message` counts as skipped instead, if it does (`[messages]`).
    #[must_use]
    pub fn failure_reason(&self, message: &str) -> Option<String> {
        let e = self.messages.iter().find(|e| message.contains(&e.key))?;
        Some(format!("message {}: {}", e.key, e.reason))
    }
}

/// Whether `pattern` occurs in `source`; a pattern that starts with a letter must start a word
/// (so `eval(` does not match `myeval(` or `o.eval(`, and `Function(` not `AsyncFunction(`).
fn mentions(source: &str, pattern: &str) -> bool {
    let word = pattern.starts_with(|c: char| c.is_alphabetic());
    source.match_indices(pattern).any(|(i, _)| {
        !word
            || !source[..i].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == '.')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"
# comment
[flags]
module = "codemode programs are not modules"

[features]
Atomics = "no shared memory"
"tail-call-optimization" = "the VM has a call-depth limit"  # trailing comment

[paths]
"annexB/" = "web legacy"

[includes]
"detachArrayBuffer.js" = "needs $262.detachArrayBuffer"

[sources]
"eval(" = "no run-time compilation"
"_FIXTURE" = "imports a file"

[messages]
"not available in code mode" = "refused at run time"
"#;

    #[test]
    fn parses_sections() {
        let s = SkipList::parse(SAMPLE).unwrap();
        assert_eq!(s.flags[0], Entry { key: "module".into(), reason: "codemode programs are not modules".into() });
        assert_eq!(s.features.len(), 2);
        assert_eq!(s.features[1].key, "tail-call-optimization");
        assert_eq!(s.paths[0].key, "annexB/");
        assert_eq!(s.sources[0].key, "eval(");
    }

    #[test]
    fn rejects_bad_lines() {
        assert!(SkipList::parse("Atomics = \"x\"").is_err(), "entry before section");
        assert!(SkipList::parse("[nope]").is_err());
        assert!(SkipList::parse("[features]\nAtomics").is_err());
        assert!(SkipList::parse("[features]\nAtomics = \"\"").is_err());
        assert!(SkipList::parse("[features]\nAtomics = bare").is_err());
    }

    #[test]
    fn reasons() {
        let s = SkipList::parse(SAMPLE).unwrap();
        let fm = |flags: &[&str], features: &[&str], includes: &[&str]| FrontMatter {
            flags: flags.iter().map(|x| x.to_string()).collect(),
            features: features.iter().map(|x| x.to_string()).collect(),
            includes: includes.iter().map(|x| x.to_string()).collect(),
            negative: None,
        };
        let none = fm(&[], &[], &[]);
        assert_eq!(s.reason("built-ins/Array/x.js", &none, "1 + 1"), None);
        assert!(s.reason("annexB/x.js", &none, "").unwrap().starts_with("path annexB/"));
        assert!(s.reason("a.js", &fm(&["module"], &[], &[]), "").unwrap().starts_with("flag module"));
        assert!(s.reason("a.js", &fm(&[], &["class", "Atomics"], &[]), "").unwrap().starts_with("feature Atomics"));
        assert!(s.reason("a.js", &fm(&[], &[], &["detachArrayBuffer.js"]), "").is_some());
        assert!(s.reason("a.js", &none, "x = eval('1')").unwrap().starts_with("source eval("));
        assert_eq!(s.reason("a.js", &none, "x = myeval('1'); o.eval(2)"), None);
        assert!(s.reason("a.js", &none, "import('./x_FIXTURE.js')").unwrap().starts_with("source _FIXTURE"));
    }

    #[test]
    fn failure_reasons() {
        let s = SkipList::parse(SAMPLE).unwrap();
        assert_eq!(s.messages[0].key, "not available in code mode");
        let m = "TypeError: eval is not available in code mode: programs cannot compile code at run time";
        assert!(s.failure_reason(m).unwrap().starts_with("message not available in code mode: refused"));
        assert_eq!(s.failure_reason("Test262Error: Expected SameValue(«1», «2») to be true"), None);
    }
}
