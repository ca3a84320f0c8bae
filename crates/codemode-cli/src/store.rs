//! `codemode run --store DIR` and `codemode resume`: saving a suspended run as
//! `DIR/<run-id>.snapshot` and continuing it later, possibly in another process.
//!
//! On resume, a pending call of a durable command tool whose outcome is not given on the command
//! line is waited on (`attach`), so that a real job started by one process can finish a run in
//! another. A resumed run keeps the limits it was started with (`run --timeout-ms`,
//! `--max-tool-calls` …, counted over the whole run); `resume --timeout-ms` replaces the timeout.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use codemode::{CallOutcome, Limits, Outcome, ResumeOptions, Runtime, Snapshot, Suspension};
use serde_json::json;

/// Prints a suspension and saves it in the store.
pub fn save_and_report(store: Option<&Path>, s: &Suspension, pretty: bool) -> ExitCode {
    let Some(dir) = store else {
        eprintln!("codemode: the run was suspended but no --store was given");
        return ExitCode::from(1);
    };
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("codemode: cannot create {}: {e}", dir.display());
        return ExitCode::from(2);
    }
    let path = dir.join(format!("{}.snapshot", s.state.run_id));
    let bytes = match s.state.to_bytes(None) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("codemode: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = std::fs::write(&path, &bytes) {
        eprintln!("codemode: cannot write {}: {e}", path.display());
        return ExitCode::from(2);
    }
    let report = json!({
        "status": "Suspended",
        "runId": s.state.run_id,
        "snapshot": path.to_string_lossy(),
        "pending": s.pending.iter().map(|p| json!({ "key": p.key, "path": p.path, "args": p.args, "handle": p.handle })).collect::<Vec<_>>(),
    });
    print_json(&report, pretty);
    ExitCode::SUCCESS
}

fn print_json(v: &serde_json::Value, pretty: bool) {
    if pretty {
        println!("{}", serde_json::to_string_pretty(v).unwrap_or_default());
    } else {
        println!("{}", codemode::output::to_js_json(v));
    }
}

/// Arguments of `codemode resume`.
pub struct ResumeArgs {
    pub run_id: String,
    pub store: PathBuf,
    pub sources: crate::sources::ToolSources,
    pub outcomes: Vec<String>,
    pub errors: Vec<String>,
    pub timeout_ms: Option<u64>,
    pub pretty: bool,
}

fn split_kv(s: &str) -> Result<(&str, &str), String> {
    s.split_once('=').ok_or_else(|| format!("expected KEY=VALUE, got {s:?}"))
}

/// `codemode resume`.
pub fn resume(rt: &tokio::runtime::Runtime, a: &ResumeArgs) -> ExitCode {
    match resume_inner(rt, a) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("codemode: {e}");
            ExitCode::from(2)
        }
    }
}

fn resume_inner(rt: &tokio::runtime::Runtime, a: &ResumeArgs) -> Result<ExitCode, String> {
    let path = a.store.join(format!("{}.snapshot", a.run_id));
    let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let state = Snapshot::from_bytes(&bytes, None).map_err(|e| e.to_string())?;
    // The run keeps the limits it was started with; `--timeout-ms` replaces only the timeout.
    let limits = a.timeout_ms.map(|t| Limits { timeout_ms: Some(t), ..state.limits.clone() });
    let builder = rt.block_on(a.sources.apply(Runtime::builder(), &a.store.join("jobs")))?;
    let runtime = builder.build().map_err(|e| e.to_string())?;
    let mut outcomes = BTreeMap::new();
    for o in &a.outcomes {
        let (k, v) = split_kv(o)?;
        let value: serde_json::Value = serde_json::from_str(v).map_err(|e| format!("outcome of {k}: {e}"))?;
        outcomes.insert(k.to_string(), CallOutcome::ok(value));
    }
    for o in &a.errors {
        let (k, m) = split_kv(o)?;
        outcomes.insert(k.to_string(), CallOutcome::err(m));
    }
    // Wait on durable jobs whose outcomes were not given.
    for p in &state.pending {
        if outcomes.contains_key(&p.key) {
            continue;
        }
        let durable = runtime.tools().get(p.path.as_str()).and_then(|t| t.as_durable().cloned());
        let (Some(d), Some(handle)) = (durable, p.handle.clone()) else {
            return Err(format!("no outcome given for the pending call {} ({})", p.key, p.path));
        };
        let ctx = codemode::DurableContext::new(p.key.clone(), p.path.clone());
        let outcome = match rt.block_on(d.attach(handle, ctx)) {
            Ok(v) => CallOutcome::ok(v),
            Err(e) => CallOutcome::err(e.message),
        };
        outcomes.insert(p.key.clone(), outcome);
    }
    let options = ResumeOptions { auto_suspend: true, limits, ..ResumeOptions::default() };
    let outcome = rt.block_on(runtime.resume_with(state, outcomes, options).result());
    match outcome {
        Outcome::Suspended(s) => Ok(save_and_report(Some(&a.store), &s, a.pretty)),
        Outcome::Finished(r) => {
            let _ = std::fs::remove_file(&path);
            print_json(&r.to_json(), a.pretty);
            Ok(if r.is_ok() { ExitCode::SUCCESS } else { ExitCode::from(1) })
        }
    }
}
