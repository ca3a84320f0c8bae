//! Shared helpers for the criterion benches: the benchmark programs of `../shared/bench` are
//! copied under `benches/programs/` so the benches run from a fresh checkout; `programs/suite/`
//! holds our own programs, one kind of work each.

use codemode::{RunResult, Runtime};

/// Reads a benchmark program by file name.
///
/// # Panics
/// When the file is missing (a broken checkout).
#[must_use]
pub fn program(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The programs of `programs/suite/` as (file name, source), by name.
///
/// # Panics
/// When the directory cannot be read (a broken checkout).
#[must_use]
pub fn suite() -> Vec<(String, String)> {
    programs_in(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs").join("suite"))
}

/// The `.js` programs of a directory as (file name, source), by name.
///
/// # Panics
/// When the directory cannot be read.
#[must_use]
pub fn programs_in(dir: &std::path::Path) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .map(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let code = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (name, code)
        })
        .collect();
    out.sort();
    out
}

/// Wraps a code-mode program (a function body with `return`) as a plain script for a peer engine.
#[must_use]
pub fn wrap(code: &str) -> String {
    let body = code.trim();
    let body = if body.contains("return") { body.to_string() } else { format!("return ({body})") };
    format!("(function() {{ {body} }})()")
}

/// Runs a program to completion on a runtime.
#[must_use]
pub fn run(runtime: &Runtime, code: &str) -> RunResult {
    futures::executor::block_on(runtime.execute(code))
}
