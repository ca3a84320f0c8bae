//! The conformance corpus (tests/conformance) through the public API, in both modes: every area
//! must pass, run normally and with the run saved and restored at every host call and at cycling
//! instruction intervals.

use std::path::PathBuf;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance")
}

fn check(area: &str, roundtrip: bool) {
    let s = codemode_conformance::run_all(&[corpus().join(area)], roundtrip, false);
    let report: Vec<String> = s.failed.iter().map(|(p, e)| format!("FAIL {}: {e}", p.display())).collect();
    assert!(s.failed.is_empty(), "{} passed, {} failed\n{}", s.passed, s.failed.len(), report.join("\n"));
    assert!(s.passed > 0, "no cases under {area}");
}

macro_rules! areas {
    ($($name:ident, $rt:ident => $area:literal;)*) => {$(
        #[test]
        fn $name() {
            check($area, false);
        }
        #[test]
        fn $rt() {
            check($area, true);
        }
    )*};
}

areas! {
    language, language_roundtrip => "language";
    boundary, boundary_roundtrip => "boundary";
    async_, async_roundtrip => "async";
    tools, tools_roundtrip => "tools";
    diagnostics, diagnostics_roundtrip => "diagnostics";
    stdlib, stdlib_roundtrip => "stdlib";
    limits, limits_roundtrip => "limits";
}
