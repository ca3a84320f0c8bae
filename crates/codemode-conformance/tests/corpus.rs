//! The conformance corpus (tests/conformance) through the public API, in both modes.
//! Areas that must be green are asserted; the others are reported.

use std::path::PathBuf;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance")
}

fn check(area: &str, roundtrip: bool) {
    let s = codemode_conformance::run_all(&[corpus().join(area)], roundtrip, false);
    let report: Vec<String> = s.failed.iter().map(|(p, e)| format!("FAIL {}: {e}", p.display())).collect();
    assert!(s.failed.is_empty(), "{} passed, {} failed\n{}", s.passed, s.failed.len(), report.join("\n"));
}

#[test]
fn language() {
    check("language", false);
}

#[test]
fn language_roundtrip() {
    check("language", true);
}

#[test]
fn boundary() {
    check("boundary", false);
}

#[test]
fn boundary_roundtrip() {
    check("boundary", true);
}
