//! Every conformance case compiles without panicking: it either compiles or gives a diagnostic,
//! and exactly the `diagnostics/parse-*` cases give a `ParseError`.
//!
//! The corpus lives outside this crate: `$CODEMODE_CONFORMANCE` or `/work/shared/conformance`.

use std::path::{Path, PathBuf};

use codemode_compiler::{CompileOptions, DiagnosticKind, compile};

fn corpus() -> Option<PathBuf> {
    let dir = std::env::var_os("CODEMODE_CONFORMANCE")
        .map_or_else(|| PathBuf::from("/work/shared/conformance"), PathBuf::from);
    dir.join("cases").is_dir().then(|| dir.join("cases"))
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "js" || x == "ts") {
            out.push(p);
        }
    }
}

/// The program of a case: the front matter block replaced by as many blank lines.
fn program(text: &str) -> String {
    if let (true, Some(end)) = (text.starts_with("/*---"), text.find("---*/")) {
        let block = &text[..end + 5];
        format!("{}{}", "\n".repeat(block.matches('\n').count()), &text[end + 5..])
    } else {
        text.to_string()
    }
}

#[test]
fn every_case_compiles_or_gives_a_diagnostic() {
    let Some(root) = corpus() else {
        eprintln!("conformance corpus not found; skipping");
        return;
    };
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable case");
        let src = program(&text);
        let expect_parse_error = f.file_name().is_some_and(|n| n.to_string_lossy().starts_with("parse-"));
        let ts = f.extension().is_some_and(|x| x == "ts");
        let modes: &[bool] = if ts { &[true] } else { &[true, false] };
        for &typescript in modes {
            let r = compile(&src, &CompileOptions { typescript, ..CompileOptions::default() });
            match (&r, expect_parse_error) {
                (Ok(_), false) => {}
                (Err(d), true) if d.kind == DiagnosticKind::ParseError => {}
                (Ok(_), true) => failures.push(format!("{}: expected a ParseError", f.display())),
                (Err(d), _) => failures.push(format!("{} (typescript={typescript}): {d}", f.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// Truncated and spliced programs (mostly invalid) never panic: every prefix of every case,
/// cut every 97 bytes, compiles or gives a diagnostic.
#[test]
fn mangled_cases_never_panic() {
    let Some(root) = corpus() else { return };
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut count = 0;
    for f in &files {
        let src = program(&std::fs::read_to_string(f).expect("readable case"));
        let mut cut = 0;
        while cut < src.len() {
            if src.is_char_boundary(cut) {
                let prefix = &src[..cut];
                let r1 = compile(prefix, &CompileOptions::default());
                // A prefix followed by the whole program again splices unrelated code.
                let spliced = format!("{prefix}\n{src}");
                let r2 = compile(&spliced, &CompileOptions { typescript: false, ..CompileOptions::default() });
                for r in [r1, r2] {
                    if let Err(d) = r {
                        assert!(!d.message.contains("internal compiler error"), "{}: {d}", f.display());
                    }
                }
                count += 1;
            }
            cut += 97;
        }
    }
    assert!(count > 0);
}
