//! What a run gives back: [`RunResult`], its error and warnings, and their JSON form.
//!
//! The JSON form is the contract with hosts and the CLI:
//! `{ "ok": true, "value": V, "logs"?: [...], "warnings"?: [...], "truncated"?: true, "toolCalls": [...] }` or
//! `{ "ok": false, "error": { "kind", "message", "location"?: { "line", "column" } }, "logs"?, "warnings"?,
//! "truncated"?, "toolCalls": [...] }`. `logs` and `warnings` are omitted when empty, `truncated` when
//! nothing was cut; `toolCalls` is always present.

use std::fmt;

use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};

/// The kind of a diagnostic: the VM's [`codemode_vm::ErrorKind`], one enum across the boundary
/// (declared, with its string form, in `codemode-vm/src/kind.rs`).
pub use codemode_vm::ErrorKind;

/// A source position (1-based; the column counts UTF-16 code units).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    /// Line.
    pub line: u32,
    /// Column.
    pub column: u32,
}

/// The diagnostic of a failed run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Its kind.
    pub kind: ErrorKind,
    /// The message.
    pub message: String,
    /// Where, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
}

impl Diagnostic {
    /// A diagnostic without location.
    #[must_use]
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Diagnostic {
        Diagnostic { kind, message: message.into(), location: None }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// A warning attached to a result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Warning {
    /// Its kind.
    pub kind: ErrorKind,
    /// The message.
    pub message: String,
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct RunResult {
    /// The value (JSON after the boundary rules), or the failure.
    pub outcome: Result<serde_json::Value, Diagnostic>,
    /// Console lines.
    pub logs: Vec<String>,
    /// Warnings (unhandled rejections, truncation, late timeout).
    pub warnings: Vec<Warning>,
    /// Whether the value, logs or warnings were cut to the output limit.
    pub truncated: bool,
    /// Admitted tool calls, in order (paths; `search` included).
    pub tool_calls: Vec<String>,
}

impl RunResult {
    /// Whether the run succeeded.
    #[must_use]
    pub fn is_ok(&self) -> bool {
        self.outcome.is_ok()
    }

    /// The value of a successful run.
    #[must_use]
    pub fn value(&self) -> Option<&serde_json::Value> {
        self.outcome.as_ref().ok()
    }

    /// The diagnostic of a failed run.
    #[must_use]
    pub fn error(&self) -> Option<&Diagnostic> {
        self.outcome.as_ref().err()
    }

    /// The JSON form (see the module docs).
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    /// A failed result with no logs or calls.
    #[must_use]
    pub fn failure(d: Diagnostic) -> RunResult {
        RunResult { outcome: Err(d), logs: Vec::new(), warnings: Vec::new(), truncated: false, tool_calls: Vec::new() }
    }
}

impl Serialize for RunResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        match &self.outcome {
            Ok(v) => {
                m.serialize_entry("ok", &true)?;
                m.serialize_entry("value", v)?;
            }
            Err(e) => {
                m.serialize_entry("ok", &false)?;
                m.serialize_entry("error", e)?;
            }
        }
        if !self.logs.is_empty() {
            m.serialize_entry("logs", &self.logs)?;
        }
        if !self.warnings.is_empty() {
            m.serialize_entry("warnings", &self.warnings)?;
        }
        if self.truncated {
            m.serialize_entry("truncated", &true)?;
        }
        m.serialize_entry("toolCalls", &self.tool_calls)?;
        m.end()
    }
}

/// The diagnostic of a program's uncaught failure.
pub(crate) fn failure_diagnostic(f: codemode_vm::Failure) -> Diagnostic {
    Diagnostic {
        kind: f.kind,
        message: f.message,
        location: f.location.map(|(line, column)| Location { line, column }),
    }
}

/// The diagnostic of an engine error (memory limit, bad snapshot, anything else).
pub(crate) fn engine_diagnostic(e: &codemode_vm::EngineError) -> Diagnostic {
    match e {
        codemode_vm::EngineError::OutOfMemory { .. } => Diagnostic::new(ErrorKind::MemoryLimitExceeded, e.to_string()),
        codemode_vm::EngineError::InvalidSnapshot(_) => Diagnostic::new(ErrorKind::SnapshotError, e.to_string()),
        _ => Diagnostic::new(ErrorKind::ExecutionFailure, e.to_string()),
    }
}
