//! `cargo xtask`: project tasks beyond `cargo test`.
//!
//! - `cargo xtask conformance [--roundtrip] PATH…` — run conformance case files through the public API.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("conformance") => {
            let roundtrip = args.iter().any(|a| a == "--roundtrip");
            let paths: Vec<PathBuf> = args[1..].iter().filter(|a| !a.starts_with("--")).map(PathBuf::from).collect();
            let paths = if paths.is_empty() { vec![PathBuf::from("tests/conformance")] } else { paths };
            let s = codemode_conformance::run_all(&paths, roundtrip, true);
            if s.failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
        }
        _ => {
            eprintln!("usage: cargo xtask conformance [--roundtrip] PATH...");
            ExitCode::from(2)
        }
    }
}
