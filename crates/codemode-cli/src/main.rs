//! The `codemode` command: run a program, print its bytecode.
//!
//! - `codemode run FILE [--javascript] [--timeout-ms N] [--max-tool-calls N] [--max-output-bytes N]` prints
//!   the result as JSON (exit status 0 when ok, 1 when not).
//! - `codemode disasm FILE` prints the bytecode with the source lines it came from.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use codemode::{Limits, Runtime};

#[derive(Parser)]
#[command(
    name = "codemode",
    version,
    about = "Run code-mode programs (JavaScript/TypeScript) in a confined interpreter"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program and print its result as JSON.
    Run {
        /// The program file (`-` for standard input).
        file: PathBuf,
        /// Parse as plain JavaScript instead of TypeScript.
        #[arg(long)]
        javascript: bool,
        /// Wall-clock limit for the whole run.
        #[arg(long)]
        timeout_ms: Option<u64>,
        /// Maximum number of tool calls.
        #[arg(long)]
        max_tool_calls: Option<u64>,
        /// Maximum bytes of value, logs and warnings.
        #[arg(long)]
        max_output_bytes: Option<usize>,
        /// Heap limit in bytes.
        #[arg(long)]
        max_memory_bytes: Option<usize>,
        /// Save and restore the run at every host call and every few instructions (testing).
        #[arg(long)]
        roundtrip: bool,
        /// Pretty-print the result.
        #[arg(long)]
        pretty: bool,
    },
    /// Print a program's bytecode with its source lines.
    Disasm {
        /// The program file.
        file: PathBuf,
        /// Parse as plain JavaScript instead of TypeScript.
        #[arg(long)]
        javascript: bool,
    },
}

fn read(file: &PathBuf) -> Result<String, String> {
    if file.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map_err(|e| e.to_string())?;
        return Ok(s);
    }
    std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run {
            file,
            javascript,
            timeout_ms,
            max_tool_calls,
            max_output_bytes,
            max_memory_bytes,
            roundtrip,
            pretty,
        } => {
            let code = match read(&file) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let limits =
                Limits { timeout_ms, max_tool_calls, max_output_bytes, max_memory_bytes, max_instructions: None };
            let runtime = match Runtime::builder().limits(limits).javascript(javascript).build() {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let options = codemode::ExecuteOptions { run_id: None, roundtrip };
            let result = futures::executor::block_on(runtime.execute_with(&code, options));
            let json = result.to_json();
            if pretty {
                println!("{}", serde_json::to_string_pretty(&json).unwrap_or_default());
            } else {
                println!("{}", codemode::output::to_js_json(&json));
            }
            if result.is_ok() { ExitCode::SUCCESS } else { ExitCode::from(1) }
        }
        Command::Disasm { file, javascript } => {
            let code = match read(&file) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let opts = codemode_compiler::CompileOptions { typescript: !javascript, ..Default::default() };
            match codemode_compiler::compile(&code, &opts) {
                Ok(compiled) => {
                    print!("{}", codemode_bytecode::disasm::disassemble(&compiled, Some(&code)));
                    ExitCode::SUCCESS
                }
                Err(d) => {
                    eprintln!("{d}");
                    ExitCode::from(1)
                }
            }
        }
    }
}
