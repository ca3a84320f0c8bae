//! JSON, Date, URL, encoding and typed-array built-ins: Rust-side checks of the natives.

mod common;

/// Runs the program in the file named by `JD_SRC` and prints its outcome and logs (a scratch
/// aid: `JD_SRC=/tmp/x.js cargo test -p codemode-vm --test jsondate adhoc -- --nocapture`).
#[test]
fn adhoc() {
    let Ok(path) = std::env::var("JD_SRC") else {
        return;
    };
    let src = std::fs::read_to_string(path).unwrap_or_default();
    let ran = common::run_full(&src);
    for l in &ran.logs {
        println!("log: {l}");
    }
    match ran.result {
        Ok(v) => println!("ok: {v}"),
        Err((k, m)) => println!("err: {k}: {m}"),
    }
}

/// Checks the case files named in `JD_CASES` (space-separated) with the text of `JD_SHIM`
/// prepended to each program (stand-ins for built-ins of other areas while they are missing).
#[test]
fn adhoc_cases() {
    let Ok(list) = std::env::var("JD_CASES") else {
        return;
    };
    let shim = std::env::var("JD_SHIM")
        .ok()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .unwrap_or_default()
        .replace('\n', " ");
    for path in list.split_whitespace() {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let tmp = std::env::temp_dir().join("jd_case.js");
        let end = text.find("---*/").map_or(0, |e| e + 5);
        let patched = format!("{}{shim}{}", &text[..end], &text[end..]);
        std::fs::write(&tmp, patched).unwrap();
        match common::check_case(&tmp) {
            Ok(()) => println!("PASS {path}"),
            Err(e) => println!("FAIL {path}: {e}"),
        }
    }
}
