//! The pass/fail decision: a test's front matter and the [`RunResult`] of its program give
//! [`Verdict::Pass`] or [`Verdict::Fail`] with the first line of what went wrong.
//!
//! The rules (test262's `INTERPRETING.md`, adapted to codemode's result kinds):
//! - `negative` at parse phase: the run must end in a `ParseError` (an `UnsupportedSyntax` is
//!   a gap in codemode, so a failure);
//! - `negative` at runtime: the run must end in an uncaught error named `type`, i.e. a
//!   message `type` or `type: …`;
//! - `async`: the logs must contain `Test262:AsyncTestComplete` and no `Test262:AsyncTestFailure`;
//! - otherwise the run must succeed.
//!
//! It does not run anything and knows nothing of skips.

use codemode::{ErrorKind, RunResult};

use crate::test262::front_matter::{FrontMatter, Phase};

/// The outcome of one test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It passed.
    Pass,
    /// It failed: the first line of the reason.
    Fail(String),
}

/// The log line `$DONE()` prints on success.
pub const ASYNC_COMPLETE: &str = "Test262:AsyncTestComplete";
/// The prefix of the log line `$DONE(error)` prints.
pub const ASYNC_FAILURE: &str = "Test262:AsyncTestFailure";

/// The first line of `s`.
fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// The text of an uncaught error, `Name: message` (or `Name`).
///
/// codemode reports an uncaught `Error` as `Name: message`, but any other thrown object as
/// `Uncaught: <JSON>`. The harness's `Test262Error` is not an `Error` instance (it is a plain
/// function whose instances have only a `message`), so it comes out as `Uncaught: {"message":…}`;
/// that form — an object with only a string `message` — is read back as `Test262Error: …`.
#[must_use]
pub fn uncaught_text(message: &str) -> String {
    let first = first_line(message);
    if let Some(json) = first.strip_prefix("Uncaught: ")
        && let Ok(serde_json::Value::Object(o)) = serde_json::from_str::<serde_json::Value>(json)
        && o.len() == 1
        && let Some(serde_json::Value::String(m)) = o.get("message")
    {
        return if m.is_empty() { "Test262Error".into() } else { format!("Test262Error: {m}") };
    }
    first.to_string()
}

/// A failure's text as the report shows it: `ExecutionFailure`s (uncaught exceptions) as their
/// [`uncaught_text`], which starts with the error's name; other kinds prefixed with the kind.
#[must_use]
pub fn describe(result: &RunResult) -> String {
    match &result.outcome {
        Ok(v) => format!("ok with {v}"),
        Err(d) if d.kind == ErrorKind::ExecutionFailure => uncaught_text(&d.message),
        Err(d) => format!("{}: {}", d.kind, first_line(&d.message)),
    }
}

/// Whether an uncaught-error message names the error `ty`.
fn names_error(message: &str, ty: &str) -> bool {
    uncaught_text(message).strip_prefix(ty).is_some_and(|rest| rest.is_empty() || rest.starts_with(':'))
}

/// Decides whether the run of a test with front matter `fm` passed.
#[must_use]
pub fn judge(fm: &FrontMatter, result: &RunResult) -> Verdict {
    if let Some(neg) = &fm.negative {
        let expected =
            format!("expected {} {}", if neg.phase == Phase::Parse { "parse" } else { "runtime" }, neg.error_type);
        return match (neg.phase, &result.outcome) {
            (Phase::Parse, Err(d)) if d.kind == ErrorKind::ParseError => Verdict::Pass,
            (Phase::Runtime | Phase::Resolution, Err(d))
                if d.kind == ErrorKind::ExecutionFailure && names_error(&d.message, &neg.error_type) =>
            {
                Verdict::Pass
            }
            (Phase::Parse, Err(d)) if d.kind == ErrorKind::UnsupportedSyntax => {
                Verdict::Fail(format!("{expected}, got {}", describe(result)))
            }
            (_, Ok(_)) => Verdict::Fail(format!("{expected}, but it ran to completion")),
            (_, Err(_)) => Verdict::Fail(format!("{expected}, got {}", describe(result))),
        };
    }
    if fm.has_flag("async") {
        if let Some(line) = result.logs.iter().find(|l| l.starts_with(ASYNC_FAILURE)) {
            let what = line.strip_prefix(ASYNC_FAILURE).unwrap_or(line).trim_start_matches(':');
            return Verdict::Fail(format!("async: {}", first_line(what)));
        }
        if result.logs.iter().any(|l| l == ASYNC_COMPLETE) {
            return Verdict::Pass;
        }
        return Verdict::Fail(match &result.outcome {
            Ok(_) => "async: $DONE was not called".to_string(),
            Err(_) => describe(result),
        });
    }
    match &result.outcome {
        Ok(_) => Verdict::Pass,
        Err(_) => Verdict::Fail(describe(result)),
    }
}

#[cfg(test)]
mod tests {
    use codemode::Diagnostic;
    use serde_json::Value;

    use super::*;
    use crate::test262::front_matter::Negative;

    fn ok(logs: &[&str]) -> RunResult {
        RunResult {
            outcome: Ok(Value::Null),
            logs: logs.iter().map(|s| s.to_string()).collect(),
            warnings: Vec::new(),
            truncated: false,
            tool_calls: Vec::new(),
        }
    }

    fn err(kind: ErrorKind, message: &str) -> RunResult {
        RunResult::failure(Diagnostic::new(kind, message))
    }

    fn negative(phase: Phase, ty: &str) -> FrontMatter {
        FrontMatter { negative: Some(Negative { phase, error_type: ty.into() }), ..FrontMatter::default() }
    }

    fn fails(v: Verdict) -> String {
        match v {
            Verdict::Fail(m) => m,
            Verdict::Pass => panic!("expected a failure"),
        }
    }

    #[test]
    fn plain_tests_pass_when_the_run_succeeds() {
        let fm = FrontMatter::default();
        assert_eq!(judge(&fm, &ok(&[])), Verdict::Pass);
        let m = fails(judge(
            &fm,
            &err(ErrorKind::ExecutionFailure, "TypeError: x is not a function (line 3, col 1)\nmore"),
        ));
        assert_eq!(m, "TypeError: x is not a function (line 3, col 1)");
        assert_eq!(fails(judge(&fm, &err(ErrorKind::TimeoutExceeded, "timed out"))), "TimeoutExceeded: timed out");
    }

    #[test]
    fn parse_negatives_need_a_parse_error() {
        let fm = negative(Phase::Parse, "SyntaxError");
        assert_eq!(judge(&fm, &err(ErrorKind::ParseError, "Unexpected token")), Verdict::Pass);
        assert!(fails(judge(&fm, &err(ErrorKind::UnsupportedSyntax, "with"))).contains("UnsupportedSyntax"));
        assert!(fails(judge(&fm, &ok(&[]))).contains("ran to completion"));
        assert!(fails(judge(&fm, &err(ErrorKind::ExecutionFailure, "SyntaxError: late"))).contains("got SyntaxError"));
    }

    #[test]
    fn runtime_negatives_need_the_named_error() {
        let fm = negative(Phase::Runtime, "TypeError");
        assert_eq!(judge(&fm, &err(ErrorKind::ExecutionFailure, "TypeError: boom (line 1, col 1)")), Verdict::Pass);
        assert_eq!(judge(&fm, &err(ErrorKind::ExecutionFailure, "TypeError")), Verdict::Pass);
        assert!(matches!(judge(&fm, &err(ErrorKind::ExecutionFailure, "TypeErrorish: no")), Verdict::Fail(_)));
        assert!(matches!(judge(&fm, &err(ErrorKind::ExecutionFailure, "RangeError: no")), Verdict::Fail(_)));
        assert!(matches!(judge(&fm, &err(ErrorKind::ParseError, "TypeError: no")), Verdict::Fail(_)));
        assert!(matches!(judge(&fm, &ok(&[])), Verdict::Fail(_)));
        let t = negative(Phase::Runtime, "Test262Error");
        assert_eq!(judge(&t, &err(ErrorKind::ExecutionFailure, "Uncaught: {\"message\":\"\"}")), Verdict::Pass);
        assert_eq!(judge(&t, &err(ErrorKind::ExecutionFailure, "Uncaught: {\"message\":\"x\"}")), Verdict::Pass);
        assert!(matches!(judge(&t, &err(ErrorKind::ExecutionFailure, "Uncaught: {\"message\":1}")), Verdict::Fail(_)));
        assert!(matches!(
            judge(&fm, &err(ErrorKind::ExecutionFailure, "Uncaught: {\"message\":\"\"}")),
            Verdict::Fail(_)
        ));
        let plain = FrontMatter::default();
        assert_eq!(
            fails(judge(&plain, &err(ErrorKind::ExecutionFailure, "Uncaught: {\"message\":\"m\"}"))),
            "Test262Error: m"
        );
        assert_eq!(fails(judge(&plain, &err(ErrorKind::ExecutionFailure, "Uncaught: 42"))), "Uncaught: 42");
    }

    #[test]
    fn async_tests_read_the_logs() {
        let fm = FrontMatter { flags: vec!["async".into()], ..FrontMatter::default() };
        assert_eq!(judge(&fm, &ok(&["hello", ASYNC_COMPLETE])), Verdict::Pass);
        let m = fails(judge(&fm, &ok(&["Test262:AsyncTestFailure:Test262Error: nope", ASYNC_COMPLETE])));
        assert_eq!(m, "async: Test262Error: nope");
        assert!(fails(judge(&fm, &ok(&[]))).contains("$DONE was not called"));
        let e = err(ErrorKind::ExecutionFailure, "The program is waiting for a promise that can never settle");
        assert!(fails(judge(&fm, &e)).starts_with("The program is waiting"));
    }
}
