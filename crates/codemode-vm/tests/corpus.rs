//! Runs the conformance cases that need no tools or limits directly on the VM, per area. The
//! authoritative runner goes through the public API (`codemode-conformance`); this one lets VM
//! work be checked without it. `CORPUS_AREA=stdlib cargo test -p codemode-vm --test corpus -- --nocapture`.

mod common;

#[test]
fn corpus_report() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance");
    let area = std::env::var("CORPUS_AREA").unwrap_or_else(|_| "language".into());
    let filter = std::env::var("CORPUS_FILTER").unwrap_or_default();
    let mut entries: Vec<_> = std::fs::read_dir(root.join(&area)).unwrap().flatten().map(|e| e.path()).collect();
    entries.sort();
    let (mut pass, mut fail) = (0, 0);
    for p in entries {
        if !p.to_string_lossy().contains(&filter) {
            continue;
        }
        match common::check_case(&p) {
            Ok(()) => pass += 1,
            Err(e) => {
                fail += 1;
                println!("FAIL {}: {e}", p.file_name().unwrap().to_string_lossy());
            }
        }
    }
    println!("{pass} passed, {fail} failed");
}
