//! The VM's layering, checked on its source: `builtins/` is a leaf entered by its setup alone.
//! Outside `src/builtins/`, code names `builtins::` only in the realm's call of
//! `builtins::setup_all`; the natives the prelude's intrinsics and the RegExp literal call are
//! reached through the table the setup hands over (`prelude::Links`, `Vm::links`).

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("reads src/").map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "builtins") {
                rust_files(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn only_the_setup_enters_builtins() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 20, "found the VM's files: {files:?}");
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("reads a source file");
        for (i, line) in text.lines().enumerate() {
            // Comments may name the modules; code may not.
            let code = line.split("//").next().unwrap_or("");
            if code.contains("builtins::") && !code.contains("builtins::setup_all(") {
                found.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "code outside builtins/ names builtins:: (add the native to prelude::Links instead):\n{}",
        found.join("\n")
    );
}
