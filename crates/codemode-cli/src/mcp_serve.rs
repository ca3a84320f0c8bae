//! `codemode mcp`: codemode as an MCP server (`codemode_mcp::CodemodeServer`) over the tools of
//! the usual sources (`--tools`, `--openapi`, `--mcp`, see `sources.rs`). It serves stdio by
//! default (the client starts it as a command) and Streamable HTTP at `/mcp` with `--listen
//! ADDR`, printing `codemode mcp listening on http://ADDR/mcp` on stderr once bound. Standard
//! output carries the protocol only; everything else goes to stderr.
//!
//! A server must not run unbounded programs, so every limit has a default: 30 s, 1000 tool calls,
//! 256 KiB of output, 256 MiB of heap. `--log-calls FILE` appends a JSON line per tool-call hook
//! event (`codemode_mcp::CallLog`). `--store DIR` turns runs that wait only on durable calls into
//! MCP tasks kept in `DIR` (`codemode_mcp::tasks`), picked up again when the server restarts.

use std::path::PathBuf;
use std::process::ExitCode;

use codemode::{Limits, Runtime};
use codemode_mcp::rmcp::{self, ServiceExt as _};
use codemode_mcp::{CallLog, CodemodeServer, ServerOptions};

use crate::sources::ToolSources;

/// The flags of `codemode mcp`.
#[derive(clap::Args, Debug, Clone)]
pub struct McpServeArgs {
    #[command(flatten)]
    pub sources: ToolSources,
    /// Serve Streamable HTTP at http://ADDR/mcp instead of stdio (e.g. 127.0.0.1:8931; port 0
    /// picks a free one).
    #[arg(long, value_name = "ADDR")]
    pub listen: Option<String>,
    /// Wall-clock limit of one run, in milliseconds.
    #[arg(long, default_value_t = 30_000)]
    pub timeout_ms: u64,
    /// Tool calls one run may make.
    #[arg(long, default_value_t = 1000)]
    pub max_tool_calls: u64,
    /// Bytes of value, logs and warnings one run may return.
    #[arg(long, default_value_t = 262_144)]
    pub max_output_bytes: usize,
    /// Heap limit of one run, in bytes.
    #[arg(long, default_value_t = 268_435_456)]
    pub max_memory_bytes: usize,
    /// Append one JSON line per tool call event (before/after: run id, path, input, outcome).
    #[arg(long, value_name = "FILE")]
    pub log_calls: Option<PathBuf>,
    /// Parse programs as plain JavaScript instead of TypeScript.
    #[arg(long)]
    pub javascript: bool,
    /// Keep runs that wait only on durable calls in this directory as MCP tasks (suspended runs
    /// as bytes, task records, durable jobs under `DIR/jobs`); a restarted server picks them up.
    #[arg(long, value_name = "DIR")]
    pub store: Option<PathBuf>,
}

/// Runs `codemode mcp` until the client goes away (stdio) or the process is interrupted (HTTP).
pub fn serve(args: McpServeArgs) -> ExitCode {
    let rt = match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("codemode mcp: {e}");
            return ExitCode::from(2);
        }
    };
    match rt.block_on(run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("codemode mcp: {e}");
            ExitCode::from(2)
        }
    }
}

async fn run(args: McpServeArgs) -> Result<(), String> {
    if args.sources.is_empty() {
        return Err("no tools given: pass --tools FILE, --openapi SPEC or --mcp NAME=COMMAND|URL".into());
    }
    let limits = Limits {
        timeout_ms: Some(args.timeout_ms),
        max_tool_calls: Some(args.max_tool_calls),
        max_output_bytes: Some(args.max_output_bytes),
        max_memory_bytes: Some(args.max_memory_bytes),
        max_instructions: None,
        max_snapshot_bytes: None,
        ..Limits::default()
    };
    let mut builder = Runtime::builder().limits(limits).javascript(args.javascript);
    if let Some(path) = &args.log_calls {
        let log = CallLog::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        builder = builder.hooks(log.hooks());
    }
    let jobs = args.store.as_ref().map_or_else(|| std::env::temp_dir().join("codemode-jobs"), |s| s.join("jobs"));
    let builder = args.sources.apply(builder, &jobs).await?;
    let runtime = builder.build().map_err(|e| e.to_string())?;
    for line in args.sources.openapi.skipped_lines().unwrap_or_default() {
        eprintln!("codemode mcp: {line}");
    }
    let server = match &args.store {
        None => CodemodeServer::new(runtime, ServerOptions::default()),
        Some(dir) => CodemodeServer::with_store(runtime, ServerOptions::default(), dir)
            .map_err(|e| format!("cannot use the store {}: {e}", dir.display()))?,
    };
    let resumed = server.resume_pending();
    if resumed > 0 {
        eprintln!("codemode mcp: waiting again on {resumed} task(s) from the store");
    }
    match &args.listen {
        None => {
            let service = server.serve(rmcp::transport::stdio()).await.map_err(|e| e.to_string())?;
            service.waiting().await.map_err(|e| e.to_string())?;
            Ok(())
        }
        Some(addr) => {
            let listener =
                tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))?;
            let local = listener.local_addr().map_err(|e| e.to_string())?;
            eprintln!("codemode mcp listening on http://{local}{}", codemode_mcp::http::PATH);
            let stop = tokio_util::sync::CancellationToken::new();
            let on_signal = stop.clone();
            tokio::spawn(async move {
                let _ = tokio::signal::ctrl_c().await;
                on_signal.cancel();
            });
            codemode_mcp::http::serve(server, listener, stop).await.map_err(|e| e.to_string())
        }
    }
}
