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
