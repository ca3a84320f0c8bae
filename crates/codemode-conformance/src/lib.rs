//! The conformance runner: reads case files (format: `tests/conformance/README.md`, the same as
//! the shared corpus' FORMAT.md), runs each through the public API with the fixture tools it
//! lists, compares the result with the front matter, and reports `N passed, M failed`.
//!
//! Used by `cargo xtask conformance` and by this crate's tests (both modes: normal and
//! roundtrip). It knows nothing of the VM: only [`codemode::Runtime`] and [`codemode::RunResult`].

#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use codemode::{ExecuteOptions, Limits, RunResult, Runtime, Tool, ToolError};
use serde_json::{Value, json};

/// A parsed case.
#[derive(Debug, Clone)]
pub struct Case {
    /// The file.
    pub path: PathBuf,
    /// Its front matter.
    pub front: Value,
    /// The program, with the front matter replaced by blank lines.
    pub program: String,
}

/// Reads a case file.
///
/// # Errors
/// When the file cannot be read or its front matter is not JSON.
pub fn read_case(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let start = text.find("/*---").ok_or("no front matter")?;
    let end = text[start..].find("---*/").map(|e| e + start).ok_or("unterminated front matter")?;
    let front: Value = serde_json::from_str(&text[start + 5..end]).map_err(|e| format!("front matter: {e}"))?;
    let header = &text[..end + 5];
    let blank = "\n".repeat(header.matches('\n').count());
    let program = format!("{blank}{}", &text[end + 5..]);
    Ok(Case { path: path.to_path_buf(), front, program })
}

fn default_input(fixture: &str) -> Option<Value> {
    match fixture {
        "add" => {
            Some(json!({ "type": "object", "properties": { "a": { "type": "number" }, "b": { "type": "number" } } }))
        }
        "delay" => Some(json!({ "type": "object", "properties": { "ms": { "type": "number" }, "value": {} } })),
        "lookup" => Some(json!({ "type": "object", "properties": { "id": { "type": "string" } } })),
        "const" | "count" => Some(json!({ "type": "object" })),
        _ => None,
    }
}

/// A fixture tool as FORMAT.md describes it.
///
/// # Errors
/// An unknown fixture name.
pub fn fixture(def: &Value) -> Result<Tool, String> {
    let name = def["fixture"].as_str().ok_or("tool without fixture")?.to_string();
    let description = def["description"].as_str().unwrap_or("").to_string();
    let d = def.clone();
    let tool = match name.as_str() {
        "echo" => Tool::new(description, |input: Value, _| async move { Ok(input) }),
        "add" => Tool::new(description, |input: Value, _| async move {
            let a = input["a"].as_f64().unwrap_or(f64::NAN);
            let b = input["b"].as_f64().unwrap_or(f64::NAN);
            let sum = a + b;
            Ok(if sum.fract() == 0.0 && sum.abs() < 9e15 { json!(sum as i64) } else { json!(sum) })
        }),
        "const" => {
            let v = d["value"].clone();
            Tool::new(description, move |_: Value, _| {
                let v = v.clone();
                async move { Ok(v) }
            })
        }
        "fail" => {
            let m = d["message"].as_str().unwrap_or("Tool failed").to_string();
            Tool::new(description, move |_: Value, _| {
                let m = m.clone();
                async move { Err(ToolError::from(m)) }
            })
        }
        "never" => Tool::new(description, |_: Value, _| futures::future::pending()),
        "delay" => Tool::new(description, |input: Value, _| async move {
            let ms = input["ms"].as_f64().unwrap_or(0.0).max(0.0) as u64;
            futures_timer::Delay::new(Duration::from_millis(ms)).await;
            Ok(input.get("value").cloned().unwrap_or(Value::Null))
        }),
        "count" => {
            let n = Arc::new(AtomicU64::new(0));
            Tool::new(description, move |_: Value, _| {
                let c = n.fetch_add(1, Ordering::SeqCst) + 1;
                async move { Ok(json!(c)) }
            })
        }
        "lookup" => {
            Tool::new(description, |input: Value, _| async move { Ok(json!({ "id": input["id"], "status": "open" })) })
        }
        other => return Err(format!("unknown fixture {other:?}")),
    };
    let tool = match def.get("input").cloned().or_else(|| default_input(&name)) {
        Some(s) => tool.input_schema(s),
        None => tool,
    };
    Ok(tool.output_schema(def.get("output").cloned().unwrap_or_else(|| json!({}))))
}

/// Builds the runtime a case asks for.
///
/// # Errors
/// Bad fixtures or limits.
pub fn runtime_for(case: &Case) -> Result<Runtime, String> {
    let mut b = Runtime::builder();
    if let Some(tools) = case.front["tools"].as_object() {
        for (path, def) in tools {
            b = b.tool(path, fixture(def)?);
        }
    }
    if let Some(ns) = case.front["namespaces"].as_object() {
        for (path, desc) in ns {
            b = b.namespace(path, desc.as_str().unwrap_or(""));
        }
    }
    let l = &case.front["limits"];
    b = b.limits(Limits {
        timeout_ms: l["timeoutMs"].as_u64(),
        max_tool_calls: l["maxToolCalls"].as_u64(),
        max_output_bytes: l["maxOutputBytes"].as_u64().map(|n| n as usize),
        max_memory_bytes: l["maxMemoryBytes"].as_u64().map(|n| n as usize),
        max_array_length: l["maxArrayLength"].as_u64().map(|n| n as usize),
        max_string_length: l["maxStringLength"].as_u64().map(|n| n as usize),
        max_pending_promises: l["maxPendingPromises"].as_u64().map(|n| n as usize),
        ..Limits::default()
    });
    b.build().map_err(|e| e.to_string())
}

/// Runs a case and compares; `Err` describes the first differences.
///
/// # Errors
/// What differed.
pub fn run_case(case: &Case, roundtrip: bool) -> Result<RunResult, String> {
    let rt = runtime_for(case)?;
    let roundtrip = roundtrip && case.front["roundtrip"].as_bool() != Some(false);
    let options = ExecuteOptions { run_id: Some("case".into()), roundtrip, ..ExecuteOptions::default() };
    let result = futures::executor::block_on(rt.execute_with(&case.program, options));
    compare(&case.front, &result).map(|()| result)
}

/// Compares a result with a case's front matter.
///
/// # Errors
/// The differences, `; `-separated.
pub fn compare(front: &Value, result: &RunResult) -> Result<(), String> {
    let mut diffs = Vec::new();
    let expect = &front["expect"];
    match (&result.outcome, expect["ok"].as_bool()) {
        (Ok(v), Some(true)) => {
            if *v != expect["value"] {
                diffs.push(format!("value {v} != {}", expect["value"]));
            }
        }
        (Err(e), Some(false)) => {
            if let Some(k) = expect["kind"].as_str()
                && e.kind.as_str() != k
            {
                diffs.push(format!("kind {} != {k} ({})", e.kind, e.message));
            }
            if let Some(m) = expect["message"].as_str()
                && e.message != m
            {
                diffs.push(format!("message {:?} != {m:?}", e.message));
            }
            if let Some(m) = expect["messageIncludes"].as_str()
                && !e.message.contains(m)
            {
                diffs.push(format!("message {:?} does not include {m:?}", e.message));
            }
        }
        (Ok(v), _) => diffs.push(format!("ok with {v}, expected failure {expect}")),
        (Err(e), _) => diffs.push(format!("failed with {}: {}, expected {expect}", e.kind, e.message)),
    }
    if let Some(w) = front.get("warnings") {
        let want: Vec<String> = serde_json::from_value(w.clone()).unwrap_or_default();
        let got: Vec<String> = result.warnings.iter().map(|w| w.kind.as_str().to_string()).collect();
        if want != got {
            diffs.push(format!("warnings {got:?} != {want:?}"));
        }
    }
    if let Some(l) = front.get("logs") {
        let want: Vec<String> = serde_json::from_value(l.clone()).unwrap_or_default();
        if want != result.logs {
            diffs.push(format!("logs {:?} != {want:?}", result.logs));
        }
    }
    if let Some(t) = front.get("toolCalls") {
        let want: Vec<String> = serde_json::from_value(t.clone()).unwrap_or_default();
        if want != result.tool_calls {
            diffs.push(format!("toolCalls {:?} != {want:?}", result.tool_calls));
        }
    }
    if let Some(t) = front.get("truncated").and_then(Value::as_bool)
        && t != result.truncated
    {
        diffs.push(format!("truncated {} != {t}", result.truncated));
    }
    if diffs.is_empty() { Ok(()) } else { Err(diffs.join("; ")) }
}

/// Every case file (`.js`, `.ts`) under the given paths, sorted.
#[must_use]
pub fn collect(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack: Vec<PathBuf> = paths.to_vec();
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            if let Ok(rd) = std::fs::read_dir(&p) {
                stack.extend(rd.flatten().map(|e| e.path()));
            }
        } else if p.extension().is_some_and(|e| e == "js" || e == "ts") {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Summary of a run over many cases.
#[derive(Debug, Default)]
pub struct Summary {
    /// Passed.
    pub passed: usize,
    /// Failed, with what differed.
    pub failed: Vec<(PathBuf, String)>,
}

/// Runs every case under `paths`, printing `FAIL path: what differed` lines as it goes.
#[must_use]
pub fn run_all(paths: &[PathBuf], roundtrip: bool, print: bool) -> Summary {
    let mut s = Summary::default();
    for p in collect(paths) {
        let r = read_case(&p).and_then(|c| run_case(&c, roundtrip).map(|_| ()));
        match r {
            Ok(()) => s.passed += 1,
            Err(e) => {
                if print {
                    println!("FAIL {}: {e}", p.display());
                }
                s.failed.push((p, e));
            }
        }
    }
    if print {
        println!("{} passed, {} failed", s.passed, s.failed.len());
    }
    s
}
