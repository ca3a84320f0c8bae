//! Shared helpers for the VM's integration tests: compile the prelude once, run a program with no
//! tools, and run conformance-format case files that need no tools.

#![allow(dead_code)]

use std::sync::{Arc, OnceLock};

use codemode_compiler::{CompileOptions, compile};
use codemode_vm::host::NoHost;
use codemode_vm::{RunState, Vm, VmOptions, prelude};

/// The compiled prelude (once per process).
pub fn prelude_code() -> Arc<codemode_bytecode::Code> {
    static P: OnceLock<Arc<codemode_bytecode::Code>> = OnceLock::new();
    P.get_or_init(|| {
        let opts = CompileOptions { typescript: false, builtin: true, intrinsics: prelude::INTRINSICS };
        Arc::new(compile(prelude::SOURCE, &opts).unwrap_or_else(|d| panic!("prelude: {d}")))
    })
    .clone()
}

/// How a program ended.
#[derive(Debug)]
pub struct Ran {
    pub result: Result<serde_json::Value, (String, String)>,
    pub logs: Vec<String>,
}

/// Runs a program with no tools.
pub fn run_full(src: &str) -> Ran {
    let mut vm = match Vm::new(prelude_code(), VmOptions::default()) {
        Ok(vm) => vm,
        Err(e) => {
            return Ran { result: Err(("Internal".into(), e.to_string())), logs: vec![] };
        }
    };
    let code = match compile(src, &CompileOptions::default()) {
        Ok(c) => c,
        Err(d) => {
            return Ran { result: Err((format!("{:?}", d.kind), d.message)), logs: vec![] };
        }
    };
    let unit = vm.load(Arc::new(code), Some(src.into()));
    if let Err(e) = vm.start(unit) {
        return Ran { result: Err(("Internal".into(), e.to_string())), logs: vec![] };
    }
    let mut host = NoHost;
    let mut budget = 200u32;
    loop {
        match vm.run(&mut host, 1_000_000) {
            Ok(RunState::Finished) => break,
            Ok(RunState::OutOfFuel) => {
                budget -= 1;
                if budget == 0 {
                    return Ran { result: Err(("TimeoutExceeded".into(), "out of fuel".into())), logs: vm.take_logs() };
                }
            }
            Ok(RunState::Waiting) => {
                return Ran { result: Err(("Waiting".into(), "waits forever".into())), logs: vm.take_logs() };
            }
            Err(e) => {
                return Ran { result: Err(("Engine".into(), e.to_string())), logs: vm.take_logs() };
            }
        }
    }
    let result = match vm.outcome() {
        Some(Ok(v)) => Ok(v),
        Some(Err(f)) => Err((f.kind.to_string(), f.message)),
        None => Err(("Internal".into(), "no outcome".into())),
    };
    Ran { result, logs: vm.take_logs() }
}

/// Runs a program and returns its value or `kind: message`.
pub fn run(src: &str) -> Result<serde_json::Value, String> {
    run_full(src).result.map_err(|(k, m)| format!("{k}: {m}"))
}

/// Runs each program and asserts its value, reporting every mismatch at once.
pub fn check_values(cases: &[(&str, serde_json::Value)]) {
    let mut failures = Vec::new();
    for (src, want) in cases {
        match run(src) {
            Ok(v) if &v == want => {}
            other => failures.push(format!("{src}\n  got {other:?}\n  want {want}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs a conformance case file that needs no tools; returns a description of any mismatch.
pub fn check_case(path: &std::path::Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let start = text.find("/*---").ok_or("no front matter")?;
    let end = text.find("---*/").ok_or("no front matter end")?;
    let fm: serde_json::Value = serde_json::from_str(&text[start + 5..end]).map_err(|e| e.to_string())?;
    if fm.get("tools").is_some() || fm.get("limits").is_some() {
        return Ok(());
    }
    let header = &text[..end + 5];
    let blank = "\n".repeat(header.matches('\n').count());
    let src = format!("{blank}{}", &text[end + 5..]);
    let ran = run_full(&src);
    let expect = &fm["expect"];
    match (&ran.result, expect["ok"].as_bool()) {
        (Ok(v), Some(true)) => {
            if *v != expect["value"] {
                return Err(format!("value {v} != {}", expect["value"]));
            }
        }
        (Err((k, m)), Some(false)) => {
            if let Some(want) = expect["kind"].as_str()
                && want != k
            {
                return Err(format!("kind {k} ({m}) != {want}"));
            }
            if let Some(want) = expect["message"].as_str()
                && want != m
            {
                return Err(format!("message {m:?} != {want:?}"));
            }
            if let Some(want) = expect["messageIncludes"].as_str()
                && !m.contains(want)
            {
                return Err(format!("message {m:?} lacks {want:?}"));
            }
        }
        (got, _) => return Err(format!("got {got:?}, expected {expect}")),
    }
    if let Some(logs) = fm.get("logs") {
        let want: Vec<String> = serde_json::from_value(logs.clone()).unwrap_or_default();
        if want != ran.logs {
            return Err(format!("logs {:?} != {want:?}", ran.logs));
        }
    }
    Ok(())
}

/// Runs `src`, saving the VM to bytes and restoring it into a fresh one every `every`
/// instructions, for at most `rounds` slices; the program must succeed.
pub fn run_with_snapshots(src: &str, every: u64, rounds: usize) -> serde_json::Value {
    let template = Vm::new(prelude_code(), VmOptions::default()).expect("vm");
    let mut vm = template.clone();
    let code = Arc::new(compile(src, &CompileOptions::default()).expect("compiles"));
    let unit = vm.load(code.clone(), Some(src.into()));
    vm.start(unit).expect("starts");
    let mut host = NoHost;
    for _ in 0..rounds {
        match vm.run(&mut host, every).expect("runs") {
            RunState::Finished => {
                return match vm.outcome() {
                    Some(Ok(v)) => v,
                    other => panic!("outcome {other:?}"),
                };
            }
            RunState::OutOfFuel => {
                let bytes = vm.save().expect("encodes");
                vm = Vm::restore(&template, &bytes, &[(code.clone(), Some(src.into()))]).expect("decodes");
            }
            RunState::Waiting => panic!("waits"),
        }
    }
    panic!("did not finish");
}
