//! `codemode serve`: durable runs as a service. An HTTP API ([`api`]) in front of a run store
//! (`codemode-store`: SQLite in the working directory by default, or one PostgreSQL database shared
//! by many `codemode serve` processes) and a worker ([`worker`]) that runs programs, saves their
//! suspensions, watches their durable jobs and resumes runs when their outcomes are in — whichever
//! worker claims them. Tools come from the same flags as `codemode run` ([`ToolSources`]).
//!
//! Logs are `tracing` lines on standard error (`--log-format json` for JSON), each about a run
//! carrying its `run_id`, each about a durable call its `key`; `CODEMODE_LOG` sets the filter
//! (default `info`). The first line on standard output says where the service listens.

mod api;
mod worker;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use codemode::{Limits, Runtime};
use codemode_store::{Expiry, StoreOptions};
use tracing::{error, info};

use crate::sources::ToolSources;

/// The flags of `codemode serve`.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on (`127.0.0.1:0` picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: String,
    /// The run store: `sqlite:PATH` or `postgres://USER:PASSWORD@HOST:PORT/DB`.
    #[arg(long, default_value = "sqlite:codemode.db")]
    db: String,
    #[command(flatten)]
    sources: ToolSources,
    /// An accepted bearer token (repeatable; also CODEMODE_TOKEN). Without any, one is generated
    /// and printed.
    #[arg(long = "token", value_name = "TOKEN")]
    tokens: Vec<String>,
    /// A file of accepted tokens, one per line.
    #[arg(long, value_name = "FILE")]
    token_file: Option<PathBuf>,
    /// A file whose bytes authenticate stored snapshots (HMAC-SHA256; also CODEMODE_SNAPSHOT_KEY).
    #[arg(long, value_name = "FILE")]
    snapshot_key_file: Option<PathBuf>,
    /// Where durable command tools keep their jobs (shared by every worker on this machine).
    #[arg(long, value_name = "DIR")]
    jobs: Option<PathBuf>,
    /// This worker's name (default `<host>-<pid>`).
    #[arg(long)]
    worker_id: Option<String>,
    /// Lease length: a run held by a worker that stops renewing it is taken over after this.
    #[arg(long, default_value_t = 10_000)]
    lease_ms: u64,
    /// How often to look for runs to resume.
    #[arg(long, default_value_t = 250)]
    poll_ms: u64,
    /// Runs this worker runs at once.
    #[arg(long, default_value_t = 32)]
    concurrency: usize,
    /// How long requests wait for a run to finish or suspend when they name no `waitMs`.
    #[arg(long, default_value_t = 10_000)]
    wait_ms: u64,
    /// Time limit of every run (its default and its maximum).
    #[arg(long)]
    timeout_ms: Option<u64>,
    /// Tool-call limit of every run.
    #[arg(long)]
    max_tool_calls: Option<u64>,
    /// Output limit of every run, in bytes.
    #[arg(long)]
    max_output_bytes: Option<usize>,
    /// Heap limit of every run, in bytes.
    #[arg(long)]
    max_memory_bytes: Option<usize>,
    /// Delete finished runs this long after they finished (default 7 days).
    #[arg(long, default_value_t = 7 * 24 * 3_600_000)]
    keep_finished_ms: u64,
    /// End suspended runs that waited longer than this (default: never).
    #[arg(long)]
    expire_suspended_ms: Option<u64>,
    /// Parse programs as plain JavaScript instead of TypeScript.
    #[arg(long)]
    javascript: bool,
    /// `text` or `json` log lines.
    #[arg(long, default_value = "text")]
    log_format: String,
}

fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "localhost".into())
}

fn init_logs(format: &str) -> Result<(), String> {
    let filter = tracing_subscriber::EnvFilter::try_from_env("CODEMODE_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    match format {
        "json" => builder.json().flatten_event(true).with_current_span(true).with_span_list(false).init(),
        "text" => builder.with_ansi(false).init(),
        other => return Err(format!("--log-format must be text or json, not '{other}'")),
    }
    Ok(())
}

fn tokens(a: &ServeArgs) -> Result<(Vec<String>, bool), String> {
    let mut out = a.tokens.clone();
    if let Ok(t) = std::env::var("CODEMODE_TOKEN")
        && !t.trim().is_empty()
    {
        out.push(t.trim().to_string());
    }
    if let Some(f) = &a.token_file {
        let text = std::fs::read_to_string(f).map_err(|e| format!("cannot read {}: {e}", f.display()))?;
        out.extend(text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from));
    }
    if out.iter().any(|t| t.chars().any(char::is_whitespace)) {
        return Err("a token cannot contain spaces".into());
    }
    if !out.is_empty() {
        return Ok((out, false));
    }
    let id = worker::new_run_id();
    Ok((vec![id.trim_start_matches("run-").to_string()], true))
}

fn snapshot_key(a: &ServeArgs) -> Result<Option<Vec<u8>>, String> {
    if let Some(f) = &a.snapshot_key_file {
        let k = std::fs::read(f).map_err(|e| format!("cannot read {}: {e}", f.display()))?;
        if k.is_empty() {
            return Err(format!("{} is empty", f.display()));
        }
        return Ok(Some(k));
    }
    Ok(std::env::var("CODEMODE_SNAPSHOT_KEY").ok().filter(|k| !k.is_empty()).map(String::into_bytes))
}

/// The default jobs directory: next to a SQLite file, else in the working directory.
fn default_jobs(db: &str) -> PathBuf {
    let path = db.strip_prefix("sqlite://").or_else(|| db.strip_prefix("sqlite:"));
    match path.map(PathBuf::from) {
        Some(p) => {
            let name = p.file_stem().map_or_else(|| "codemode".into(), |s| s.to_string_lossy().to_string());
            p.with_file_name(format!("{name}-jobs"))
        }
        None => PathBuf::from("codemode-jobs"),
    }
}

/// `codemode serve`.
pub fn serve(a: ServeArgs) -> ExitCode {
    if let Err(e) = init_logs(&a.log_format) {
        eprintln!("codemode: {e}");
        return ExitCode::from(2);
    }
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("codemode: {e}");
            return ExitCode::from(2);
        }
    };
    match rt.block_on(serve_inner(a)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            error!("{e}");
            eprintln!("codemode: {e}");
            ExitCode::from(2)
        }
    }
}

async fn serve_inner(a: ServeArgs) -> Result<(), String> {
    let (tokens, generated) = tokens(&a)?;
    let key = snapshot_key(&a)?;
    let caps = Limits {
        timeout_ms: a.timeout_ms,
        max_tool_calls: a.max_tool_calls,
        max_output_bytes: a.max_output_bytes,
        max_memory_bytes: a.max_memory_bytes,
        max_instructions: None,
        max_snapshot_bytes: None,
        ..Limits::default()
    };
    let jobs = a.jobs.clone().unwrap_or_else(|| default_jobs(&a.db));
    let builder = Runtime::builder().limits(caps.clone()).javascript(a.javascript);
    let builder = a.sources.apply(builder, &jobs).await?;
    let runtime = builder.build().map_err(|e| e.to_string())?;
    let options = StoreOptions { key: key.clone(), max_connections: Some(a.concurrency.clamp(4, 16)) };
    let store = codemode_store::open(&a.db, options).await.map_err(|e| format!("the store: {e}"))?;
    let worker_id = a.worker_id.clone().unwrap_or_else(|| format!("{}-{}", hostname(), std::process::id()));
    let cfg = worker::Config {
        worker_id: worker_id.clone(),
        lease_ms: a.lease_ms.max(100),
        poll_ms: a.poll_ms,
        concurrency: a.concurrency.max(1),
        caps,
        expiry: Expiry { finished_after_ms: Some(a.keep_finished_ms), suspended_after_ms: a.expire_suspended_ms },
        expire_every_ms: 60_000,
    };
    let w = worker::Worker::new(cfg, store.clone(), runtime);
    let listener =
        tokio::net::TcpListener::bind(&a.listen).await.map_err(|e| format!("cannot listen on {}: {e}", a.listen))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let api = api::Api {
        worker: w.clone(),
        tokens: Arc::new(tokens.iter().map(|t| api::owner_of(t)).collect()),
        default_wait_ms: a.wait_ms,
        max_wait_ms: 300_000,
    };
    println!("codemode serve: listening on http://{addr} (worker {worker_id}, {} store)", store.backend());
    if generated {
        println!("codemode serve: no --token given; send 'Authorization: Bearer {}'", tokens[0]);
    }
    info!(%addr, worker = %worker_id, store = store.backend(), snapshots_authenticated = key.is_some(), jobs = %jobs.display(), "listening");
    let background = tokio::spawn(w.clone().background());
    let app = api::router(api);
    axum::serve(listener, app).with_graceful_shutdown(shutdown_signal()).await.map_err(|e| e.to_string())?;
    info!("stopping: suspending what can be suspended");
    w.stop(Duration::from_secs(10)).await;
    let _ = background.await;
    info!("stopped");
    Ok(())
}

async fn shutdown_signal() {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => futures::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = term => {}
    }
}
