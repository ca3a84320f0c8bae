//! The `codemode` command: run a program, print its bytecode.
//!
//! - `codemode run FILE [--javascript] [--timeout-ms N] [--max-tool-calls N] [--max-output-bytes N]` prints
//!   the result as JSON (exit status 0 when ok, 1 when not).
//! - `codemode disasm FILE` prints the bytecode with the source lines it came from.
//! - `codemode serve` serves durable runs over HTTP (`serve/`).
//! - `codemode mcp` is an MCP server whose `execute` tool runs programs (`mcp_serve.rs`).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use codemode::{Limits, Runtime};

mod durable_job;
mod mcp;
mod mcp_serve;
mod openapi;
mod serve;
mod sources;
mod store;
mod tools_file;

use sources::ToolSources;

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
        /// The program's local time zone (an IANA name such as America/New_York, or an offset
        /// such as +05:30; default UTC). A saved run keeps it when resumed.
        #[arg(long)]
        time_zone: Option<String>,
        /// Pretty-print the result.
        #[arg(long)]
        pretty: bool,
        #[command(flatten)]
        sources: ToolSources,
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
        /// The tool sources the run was started with.
        #[command(flatten)]
        sources: ToolSources,
        /// The outcome of a pending call: `KEY=JSON` (its value).
        #[arg(long = "outcome", value_name = "KEY=JSON")]
        outcomes: Vec<String>,
        /// A failed pending call: `KEY=MESSAGE`.
        #[arg(long = "error", value_name = "KEY=MESSAGE")]
        errors: Vec<String>,
        /// Replaces the run's timeout (by default it keeps the limits it was started with; time
        /// counts across all resumes together).
        #[arg(long)]
        timeout_ms: Option<u64>,
        /// Pretty-print the result.
        #[arg(long)]
        pretty: bool,
    },
    /// Print the tool catalog: TypeScript signatures (or JSON with --json).
    Catalog {
        #[command(flatten)]
        sources: ToolSources,
        /// Print JSON entries instead of signatures.
        #[arg(long)]
        json: bool,
    },
    /// Search the tools as a program's `search()` would.
    Search {
        #[command(flatten)]
        sources: ToolSources,
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
    /// Serve durable runs over HTTP: a run store, workers that resume runs, bearer-token auth.
    Serve(serve::ServeArgs),
    /// Serve codemode as an MCP server (stdio, or Streamable HTTP with --listen): tools `execute`,
    /// `search` and `describe` over the given tool sources.
    Mcp(mcp_serve::McpServeArgs),
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

/// The tokio runtime every command's async work runs on (tool calls, network sources).
fn tokio_runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())
}

/// Builds a runtime from the tool sources alone (for `catalog` and `search`).
fn sources_runtime(rt: &tokio::runtime::Runtime, sources: &ToolSources) -> Result<Runtime, String> {
    if sources.is_empty() {
        return Err("no tools given: pass --tools FILE, --openapi SPEC or --mcp NAME=COMMAND|URL".into());
    }
    let jobs = std::env::temp_dir().join("codemode-jobs");
    let builder = rt.block_on(sources.apply(Runtime::builder(), &jobs))?;
    builder.build().map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Command::Serve(args) = cli.command {
        return serve::serve(args);
    }
    if let Command::Mcp(args) = cli.command {
        return mcp_serve::serve(args);
    }
    let rt = match tokio_runtime() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("codemode: {e}");
            return ExitCode::from(2);
        }
    };
    match cli.command {
        Command::Run {
            file,
            javascript,
            timeout_ms,
            max_tool_calls,
            max_output_bytes,
            max_memory_bytes,
            roundtrip,
            time_zone,
            pretty,
            sources,
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
                ..Limits::default()
            };
            let mut builder = Runtime::builder().limits(limits).javascript(javascript);
            if let Some(z) = &time_zone {
                builder = builder.time_zone(z);
            }
            let jobs = store.as_ref().map_or_else(|| std::env::temp_dir().join("codemode-jobs"), |s| s.join("jobs"));
            let builder = match rt.block_on(sources.apply(builder, &jobs)) {
                Ok(b) => b,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
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
            let result = match rt.block_on(runtime.execute_with(&code, options).result()) {
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
        Command::Resume { run_id, store, sources, outcomes, errors, timeout_ms, pretty } => {
            store::resume(&rt, &store::ResumeArgs { run_id, store, sources, outcomes, errors, timeout_ms, pretty })
        }
        Command::Catalog { sources, json } => {
            let runtime = match sources_runtime(&rt, &sources) {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("codemode: {e}");
                    return ExitCode::from(2);
                }
            };
            let catalog = runtime.catalog();
            let declarations = runtime.tools().declarations();
            let skipped = sources.openapi.skipped_lines().unwrap_or_default();
            if json {
                let mut entries: Vec<serde_json::Value> = catalog
                    .iter()
                    .map(|e| serde_json::json!({ "path": e.path, "description": e.description, "signature": e.signature }))
                    .collect();
                entries.extend(
                    declarations.iter().map(
                        |d| serde_json::json!({ "namespace": d.namespace, "type": d.name, "declaration": d.text }),
                    ),
                );
                println!("{}", serde_json::to_string_pretty(&entries).unwrap_or_default());
                for line in &skipped {
                    eprintln!("codemode: {line}");
                }
            } else {
                let mut namespace = None;
                for d in declarations {
                    if namespace != Some(&d.namespace) {
                        println!("// types of {}", codemode::tool_expression(&d.namespace));
                        namespace = Some(&d.namespace);
                    }
                    println!("{}\n", d.text);
                }
                for e in catalog {
                    if !e.description.is_empty() {
                        println!("/** {} */", e.description);
                    }
                    println!("{}\n", e.signature);
                }
                for line in &skipped {
                    println!("// {line}");
                }
            }
            ExitCode::SUCCESS
        }
        Command::Search { sources, query, namespace, limit, offset } => {
            let runtime = match sources_runtime(&rt, &sources) {
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
            for line in sources.openapi.skipped_lines().unwrap_or_default() {
                eprintln!("codemode: {line}");
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
        Command::Serve(_) | Command::Mcp(_) => unreachable!("served above"),
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
