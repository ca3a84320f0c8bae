//! `cargo xtask`: project tasks beyond `cargo test`.
//!
//! - `cargo xtask conformance [--roundtrip] PATH…` — run conformance case files through the public API.
//! - `cargo xtask test262 --path DIR [--filter TEXT] [--threads N] [--json FILE] [dirs…]` — run the
//!   official ECMAScript conformance suite (a checkout of tc39/test262) and report pass/fail/skip per
//!   directory; use `cargo run --release -p xtask -- test262 …` for speed (`cargo xtask` is the debug
//!   build). See `test262::USAGE`.
//! - `cargo xtask mcp-interop` — the official TypeScript MCP SDK's client and reference servers
//!   (from npm, installed into `target/mcp-interop`) against `codemode mcp` (`mcp_interop.rs`).

mod mcp_interop;
mod test262;

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
        Some("test262") => test262::main(&args[1..]),
        Some("mcp-interop") => mcp_interop::main(&args[1..]),
        _ => {
            eprintln!(
                "usage: cargo xtask conformance [--roundtrip] PATH...\n       cargo xtask mcp-interop\n\n{}",
                test262::USAGE
            );
            ExitCode::from(2)
        }
    }
}
