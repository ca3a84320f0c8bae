//! Shared helpers for the criterion benches: the benchmark programs of `../shared/bench` are
//! copied under `benches/programs/` so the benches run from a fresh checkout.

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

/// Runs a program to completion on a runtime.
#[must_use]
pub fn run(runtime: &Runtime, code: &str) -> RunResult {
    futures::executor::block_on(runtime.execute(code))
}
