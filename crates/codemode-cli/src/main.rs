//! The `codemode` command: run a program, print its bytecode.
//!
//! - `codemode run FILE [--javascript] [--timeout-ms N] [--max-tool-calls N] [--max-output-bytes N]` prints
//!   the result as JSON (exit status 0 when ok, 1 when not).
//! - `codemode disasm FILE` prints the bytecode with the source lines it came from.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use codemode::{Limits, Runtime};

mod durable_job;
mod store;
mod tools_file;

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
        /// A tools file (JSON or TOML) declaring the tools the program may call.
        #[arg(long)]
        tools: Option<PathBuf>,
        /// Save the run in this directory when it waits only on durable calls (`<run-id>.snapshot`).
        #[arg(long)]
        store: Option<PathBuf>,
        /// The run id (generated when absent).
        #[arg(long)]
        run_id: Option<String>,
    },
    /// Resume a run saved with `run --store`.
    Resume {
        /// The run id.
        run_id: String,
        /// The store directory.
        #[arg(long)]
        store: PathBuf,
        /// The tools file the run was started with.
        #[arg(long)]
        tools: Option<PathBuf>,
        /// The outcome of a pending call: `KEY=JSON` (its value).
        #[arg(long = "outcome", value_name = "KEY=JSON")]
        outcomes: Vec<String>,
        /// A failed pending call: `KEY=MESSAGE`.
        #[arg(long = "error", value_name = "KEY=MESSAGE")]
        errors: Vec<String>,
        /// Wall-clock limit for the whole run (all resumes together).
        #[arg(long)]
        timeout_ms: Option<u64>,
        /// Pretty-print the result.
        #[arg(long)]
        pretty: bool,
    },
    /// Print the tool catalog: TypeScript signatures (or JSON with --json).
    Catalog {
        /// The tools file.
        #[arg(long)]
        tools: PathBuf,
        /// Print JSON entries instead of signatures.
        #[arg(long)]
        json: bool,
    },
    /// Search the tools as a program's `search()` would.
    Search {
        /// The tools file.
        #[arg(long)]
        tools: PathBuf,
        /// The query.
        query: Option<String>,
        /// Only tools at or below this namespace.
        #[arg(long)]
        namespace: Option<String>,
        /// Page size.
        #[arg(long)]
        limit: Option<u64>,
        /// Page start.
        #[arg(long)]
        offset: Option<u64>,
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
            tools,
            store,
            run_id,
        } => {
            let code = match read(&file) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let limits = Limits {
                timeout_ms,
                max_tool_calls,
                max_output_bytes,
                max_memory_bytes,
                max_instructions: None,
                max_snapshot_bytes: None,
            };
            let mut builder = Runtime::builder().limits(limits).javascript(javascript);
            if let Some(path) = &tools {
                let jobs =
                    store.as_ref().map_or_else(|| std::env::temp_dir().join("codemode-jobs"), |s| s.join("jobs"));
                builder = match tools_file::load_with_jobs(path, builder, &jobs) {
                    Ok(b) => b,
                    Err(e) => {
                        eprintln!("codemode: {e}");
                        return ExitCode::from(2);
                    }
                };
            }
            let runtime = match builder.build() {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let options = codemode::ExecuteOptions {
                roundtrip,
                run_id,
                auto_suspend: store.is_some(),
                ..codemode::ExecuteOptions::default()
            };
            let outcome = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                Ok(rt) => rt.block_on(runtime.execute_with(&code, options).result()),
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let result = match outcome {
                codemode::Outcome::Finished(r) => r,
                codemode::Outcome::Suspended(s) => return store::save_and_report(store.as_deref(), &s, pretty),
            };
            let json = result.to_json();
            if pretty {
                println!("{}", serde_json::to_string_pretty(&json).unwrap_or_default());
            } else {
                println!("{}", codemode::output::to_js_json(&json));
            }
            if result.is_ok() { ExitCode::SUCCESS } else { ExitCode::from(1) }
        }
        Command::Resume { run_id, store, tools, outcomes, errors, timeout_ms, pretty } => {
            store::resume(&store::ResumeArgs { run_id, store, tools, outcomes, errors, timeout_ms, pretty })
        }
        Command::Catalog { tools, json } => {
            let runtime = match tools_file::runtime(&tools) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let catalog = runtime.catalog();
            if json {
                let entries: Vec<serde_json::Value> = catalog
                    .iter()
                    .map(|e| serde_json::json!({ "path": e.path, "description": e.description, "signature": e.signature }))
                    .collect();
                println!("{}", serde_json::to_string_pretty(&entries).unwrap_or_default());
            } else {
                for e in catalog {
                    if !e.description.is_empty() {
                        println!("/** {} */", e.description);
                    }
                    println!("{}\n", e.signature);
                }
            }
            ExitCode::SUCCESS
        }
        Command::Search { tools, query, namespace, limit, offset } => {
            let runtime = match tools_file::runtime(&tools) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let mut input = serde_json::Map::new();
            if let Some(q) = query {
                input.insert("query".into(), q.into());
            }
            if let Some(n) = namespace {
                input.insert("namespace".into(), n.into());
            }
            if let Some(l) = limit {
                input.insert("limit".into(), l.into());
            }
            if let Some(o) = offset {
                input.insert("offset".into(), o.into());
            }
            match runtime.tools().search(&serde_json::Value::Object(input)) {
                Ok(v) => {
                    println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("codemode: {e}");
                    ExitCode::from(1)
                }
            }
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
