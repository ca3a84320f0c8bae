//! Disassembly snapshots: every `tests/snapshots/NAME.{js,ts}` compiles to exactly the listing in
//! `tests/snapshots/NAME.txt`.
//!
//! After an intended codegen change, inspect the new listings and refresh them with
//! `UPDATE_SNAPSHOTS=1 cargo test -p codemode-compiler --test snapshots`.

use std::path::{Path, PathBuf};

use codemode_compiler::{CompileOptions, compile};

/// Compiles `src` and renders the disassembly, or the diagnostic.
fn render(src: &str, typescript: bool) -> String {
    match compile(src, &CompileOptions { typescript, ..CompileOptions::default() }) {
        Ok(code) => codemode_bytecode::disasm::disassemble(&code, Some(src)),
        Err(d) => format!("{d}\n"),
    }
}

fn snapshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots")
}

#[test]
fn disassembly_snapshots() {
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut sources: Vec<PathBuf> = std::fs::read_dir(snapshot_dir())
        .expect("snapshot dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "js" || x == "ts"))
        .collect();
    sources.sort();
    assert!(!sources.is_empty());
    let mut failures = Vec::new();
    for path in &sources {
        let src = std::fs::read_to_string(path).expect("source");
        let actual = render(&src, path.extension().is_some_and(|x| x == "ts"));
        let expected_path = path.with_extension("txt");
        if update {
            std::fs::write(&expected_path, &actual).expect("write snapshot");
            continue;
        }
        match std::fs::read_to_string(&expected_path) {
            Ok(expected) if expected == actual => {}
            Ok(expected) => {
                let line = expected.lines().zip(actual.lines()).position(|(a, b)| a != b).map_or(0, |i| i + 1);
                failures.push(format!("{}: differs from line {line}\n--- actual ---\n{actual}", path.display()));
            }
            Err(_) => failures.push(format!("{}: no snapshot (run with UPDATE_SNAPSHOTS=1)", path.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
