//! Turns a test into the codemode program that runs it.
//!
//! A codemode program is a strict, module-like function body (top-level `return` and `await`
//! allowed, top-level `var`s are locals). The program for a test is: a one-line prologue that
//! provides what the harness expects from its host (`print`, a minimal `$262`), the harness files
//! (`assert.js`, `sta.js`, the test's `includes`, `doneprintHandle.js` for `async` tests), the test
//! source, and an epilogue that returns nothing (the completion value of a codemode program is its
//! result) — for `async` tests after waiting until `$DONE` printed its verdict, because a codemode
//! run ends when its body does, not when the microtask queue is empty. `raw` tests are the test
//! source alone.
//!
//! Owns the harness cache and the few harness shims (files whose original needs run-time code
//! compilation). It does not decide skips or verdicts.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::test262::front_matter::FrontMatter;

/// The prologue: the host functions the harness calls. `print` also records that it ran and
/// settles the async epilogue's await (only `$DONE` prints, through `doneprintHandle.js`).
/// `$262.detachArrayBuffer` is `ArrayBuffer.prototype.transfer(0)` (it detaches its receiver),
/// bound before the test runs so that a test replacing built-ins does not reach it; detaching a
/// detached buffer does nothing, as DetachArrayBuffer.
const PROLOGUE: &str = "var $t262Settle, $t262Printed = false; var print = function (...args) { console.log(...args); $t262Printed = true; if ($t262Settle) $t262Settle(); }; \
var $262 = { global: globalThis, detachArrayBuffer: (function (transfer, detached) { return function (b) { if (!detached(b)) transfer(b, 0); return null; }; })(\
Function.prototype.call.bind(ArrayBuffer.prototype.transfer), \
Function.prototype.call.bind(Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, \"detached\").get)) };";

/// Added to the prologue's line for `async` tests: `$DONE` as a global property (top-level
/// declarations of a codemode program are locals, but `asyncHelpers.js` checks `globalThis` for
/// `$DONE` to catch tests without the `async` flag).
const ASYNC_PROLOGUE: &str = " globalThis.$DONE = $DONE;";

/// The epilogue. A codemode program's result is its completion value, awaited when it is a
/// promise: without an explicit `return`, a test whose last statement evaluates to a promise that
/// never settles (`Object.seal(new Promise(() => {}))`) would wait until its timeout, and one whose
/// last value is a function would fail at the data boundary.
const EPILOGUE: &str = "\n;return;\n";

/// The async epilogue: wait for `$DONE`, then return nothing. It awaits a plain thenable, not a
/// promise: awaiting a promise reads its `constructor` (PromiseResolve), which tests that count
/// the lookups through a getter on `Promise.prototype` would see.
const ASYNC_EPILOGUE: &str =
    "\n;if (!$t262Printed) await { then(r) { if ($t262Printed) r(); else $t262Settle = r; } };\nreturn;\n";

/// Harness files replaced by equivalents that do not compile code at run time.
const SHIMS: &[(&str, &str)] = &[(
    "fnGlobalObject.js",
    "// codemode shim: the original uses Function(\"return this;\")\nfunction fnGlobalObject() { return globalThis; }\n",
)];

/// Harness functions replaced inside their file (file, original text, replacement): the original
/// compiles code at run time. An original that is not found leaves the file as it is.
const PATCHES: &[(&str, &str, &str)] = &[(
    "resizableArrayBufferUtils.js",
    "    return new Function('return class My' + type + ' extends ' + type + ' {}')();",
    "    // codemode shim: the original compiles the class with new Function\n    \
     const name = 'My' + type; const Base = globalThis[type]; return { [name]: class extends Base {} }[name];",
)];

/// A program ready to run.
#[derive(Clone, Debug)]
pub struct Program {
    /// The source text.
    pub text: String,
    /// How many lines precede the test source (to map positions back to the test file).
    pub prefix_lines: u32,
}

/// Reads harness files once and shares them between threads.
#[derive(Debug)]
pub struct Harness {
    dir: PathBuf,
    cache: Mutex<HashMap<String, Arc<str>>>,
}

impl Harness {
    /// The harness of the test262 checkout at `root` (its `harness/` directory).
    #[must_use]
    pub fn new(root: &Path) -> Harness {
        Harness { dir: root.join("harness"), cache: Mutex::new(HashMap::new()) }
    }

    /// The text of harness file `name` (or its shim).
    ///
    /// # Errors
    /// When the file cannot be read.
    pub fn file(&self, name: &str) -> Result<Arc<str>, String> {
        if let Some((_, text)) = SHIMS.iter().find(|(n, _)| *n == name) {
            return Ok(Arc::from(*text));
        }
        let mut cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(t) = cache.get(name) {
            return Ok(t.clone());
        }
        let mut text = std::fs::read_to_string(self.dir.join(name)).map_err(|e| format!("harness {name}: {e}"))?;
        for (file, from, to) in PATCHES {
            if *file == name {
                text = text.replace(from, to);
            }
        }
        let text: Arc<str> = text.into();
        cache.insert(name.to_string(), text.clone());
        Ok(text)
    }

    /// The harness files a test needs, in order, without duplicates.
    #[must_use]
    pub fn files_for(fm: &FrontMatter) -> Vec<String> {
        if fm.has_flag("raw") {
            return Vec::new();
        }
        let mut names: Vec<String> = vec!["assert.js".into(), "sta.js".into()];
        if fm.has_flag("async") {
            names.push("doneprintHandle.js".into());
        }
        for inc in &fm.includes {
            if !names.contains(inc) {
                names.push(inc.clone());
            }
        }
        names
    }

    /// The program for a test with front matter `fm` and source `source`.
    ///
    /// # Errors
    /// A harness file that cannot be read.
    pub fn program(&self, fm: &FrontMatter, source: &str) -> Result<Program, String> {
        if fm.has_flag("raw") {
            return Ok(Program { text: source.to_string(), prefix_lines: 0 });
        }
        let mut text = String::with_capacity(source.len() + 16 * 1024);
        text.push_str(PROLOGUE);
        if fm.has_flag("async") {
            text.push_str(ASYNC_PROLOGUE);
        }
        text.push('\n');
        for name in Harness::files_for(fm) {
            let f = self.file(&name)?;
            text.push_str(&f);
            if !f.ends_with('\n') {
                text.push('\n');
            }
        }
        let prefix_lines = u32::try_from(text.matches('\n').count()).unwrap_or(u32::MAX);
        text.push_str(source);
        text.push_str(if fm.has_flag("async") { ASYNC_EPILOGUE } else { EPILOGUE });
        Ok(Program { text, prefix_lines })
    }
}

impl Program {
    /// Rewrites `(line N, col M)` positions in a message to the test file's lines, or marks them
    /// as in the harness.
    #[must_use]
    pub fn map_positions(&self, message: &str) -> String {
        if self.prefix_lines == 0 {
            return message.to_string();
        }
        let mut out = String::with_capacity(message.len());
        let mut rest = message;
        while let Some(i) = rest.find("(line ") {
            out.push_str(&rest[..i]);
            let after = &rest[i + 6..];
            let digits = after.find(|c: char| !c.is_ascii_digit()).unwrap_or(after.len());
            match after[..digits].parse::<u32>() {
                Ok(n) if n > self.prefix_lines => out.push_str(&format!("(line {}", n - self.prefix_lines)),
                Ok(n) => out.push_str(&format!("(harness line {n}")),
                Err(_) => out.push_str("(line "),
            }
            rest = &after[digits..];
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn harness_order_and_flags() {
        let fm = FrontMatter {
            flags: vec!["async".into()],
            includes: vec!["asyncHelpers.js".into(), "assert.js".into()],
            ..FrontMatter::default()
        };
        assert_eq!(Harness::files_for(&fm), ["assert.js", "sta.js", "doneprintHandle.js", "asyncHelpers.js"]);
        let raw = FrontMatter { flags: vec!["raw".into()], ..FrontMatter::default() };
        assert!(Harness::files_for(&raw).is_empty());
    }

    #[test]
    fn positions_map_to_the_test_file() {
        let p = Program { text: String::new(), prefix_lines: 100 };
        assert_eq!(p.map_positions("TypeError: x (line 103, col 5)"), "TypeError: x (line 3, col 5)");
        assert_eq!(p.map_positions("Test262Error: y (line 40, col 2)"), "Test262Error: y (harness line 40, col 2)");
        assert_eq!(p.map_positions("no position"), "no position");
    }
}
