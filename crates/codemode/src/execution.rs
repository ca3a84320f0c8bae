//! A run in progress: the driver that alternates between the VM and the host.
//!
//! The VM never waits: [`Vm::run`] returns when the program finished, waits only on host calls,
//! or used its slice of fuel. The driver then polls the tool futures (all of them at once — calls
//! run concurrently), settles their promises in the VM, checks the deadline, and runs the VM
//! again. It is an ordinary future, independent of any executor: time is kept with
//! `futures-timer`, and the driver yields to its executor between slices of a busy program.
//! Dropping it drops the VM and every pending tool future: that is cancellation.

use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, DiagnosticKind, compile};
use codemode_tools::{CallContext, CallError, INPUT_SUGGESTION, Tools};
use codemode_vm::{EngineError, Failure, Host, HostError, HostOutcome, NodeInfo, RunState, ToolView, Vm};
use futures::FutureExt;
use futures::future::{BoxFuture, Either};
use futures::stream::{FuturesUnordered, StreamExt};

use crate::output::bound_output;
use crate::result::{Diagnostic, ErrorKind, Location, RunResult, Warning};
use crate::runtime::{CallEnd, ExecuteOptions, Inner, ToolCallInfo};

/// Instructions per slice between deadline checks (and executor yields).
const SLICE: u64 = 20_000;
/// Roundtrip mode: snapshot intervals, cycled.
const ROUNDTRIP_INTERVALS: [u64; 5] = [1, 7, 61, 997, 4093];

/// The tool tree as the VM sees it.
pub(crate) struct TreeView(pub(crate) Tools);

impl ToolView for TreeView {
    fn node(&self, path: &str) -> Option<NodeInfo> {
        let n = if path.is_empty() { self.0.node(&[] as &[&str]) } else { self.0.node(path) }?;
        Some(NodeInfo { callable: n.callable, children: n.children })
    }
}

/// A run in progress. Await it (or [`Execution::result`]) for the [`RunResult`].
#[must_use = "an execution does nothing unless awaited"]
pub struct Execution {
    fut: Pin<Box<dyn Future<Output = RunResult> + Send>>,
}

impl std::fmt::Debug for Execution {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Execution").finish_non_exhaustive()
    }
}

impl Execution {
    pub(crate) fn start(inner: Arc<Inner>, code: &str, options: ExecuteOptions) -> Execution {
        let code = code.to_string();
        Execution { fut: Box::pin(drive(inner, code, options)) }
    }

    /// The result of the run.
    pub async fn result(self) -> RunResult {
        self.await
    }

    /// Interrupts the run and its pending calls (the same as dropping it).
    pub fn cancel(self) {
        drop(self);
    }
}

impl Future for Execution {
    type Output = RunResult;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<RunResult> {
        self.fut.as_mut().poll(cx)
    }
}

type CallFuture = BoxFuture<'static, (u32, HostOutcome)>;

/// Host-side state of a run: calls in flight and the call log.
struct CallState {
    inner: Arc<Inner>,
    run_id: String,
    next_id: u32,
    admitted: u64,
    tool_calls: Vec<String>,
    futures: FuturesUnordered<CallFuture>,
    pending: BTreeMap<u32, ToolCallInfo>,
    now_ms: f64,
}

impl CallState {
    fn admit(&mut self, name: &str) -> Result<(), HostError> {
        self.admitted += 1;
        if let Some(max) = self.inner.limits.max_tool_calls
            && self.admitted > max
        {
            return Err(HostError::new(
                "ToolCallLimitExceeded",
                format!("Execution exceeded its tool-call limit of {max}."),
            ));
        }
        self.tool_calls.push(name.to_string());
        Ok(())
    }

    fn unknown(&self, path: &str) -> HostError {
        let tools = &self.inner.tools;
        if tools.node(path).is_some() {
            return HostError::new("UnknownTool", format!("Tool '{path}' is not callable."));
        }
        let mut msg = format!("Unknown tool '{path}'.");
        if let Some(s) = tools.suggest(path) {
            msg.push_str(&format!(" Did you mean {s}?"));
        }
        msg.push_str(" Use search to find available tools.");
        HostError::new("UnknownTool", msg)
    }
}

impl Host for CallState {
    fn tool_call(&mut self, path: &str, input: Option<serde_json::Value>) -> Result<u32, HostError> {
        let Some(tool) = self.inner.tools.get(path).cloned() else {
            return Err(self.unknown(path));
        };
        let value = input.unwrap_or(serde_json::Value::Null);
        tool.check_input(path, &value)
            .map_err(|m| HostError::new("InvalidToolInput", format!("{m} {INPUT_SUGGESTION}")))?;
        self.admit(path)?;
        let id = self.next_id;
        self.next_id += 1;
        let key = format!("{}:{id}", self.run_id);
        let info = ToolCallInfo { name: path.to_string(), input: value.clone(), key: key.clone() };
        let hooks = self.inner.hooks.clone();
        if let Some(before) = &hooks.tool_before
            && let Err(m) = before(&info)
        {
            let end = CallEnd::Failure(m.clone());
            if let Some(after) = &hooks.tool_after {
                after(&info, &end);
            }
            self.futures.push(async move { (id, HostOutcome::Error(HostError::new("ToolFailure", m))) }.boxed());
            return Ok(id);
        }
        self.pending.insert(id, info.clone());
        let ctx = CallContext::new(key, path);
        let call = tool.call(value, ctx);
        let has_output = tool.has_output();
        let fut = async move {
            let r = call.await;
            let (outcome, end) = match r {
                Ok(v) => {
                    let end = CallEnd::Success(v.clone());
                    (if has_output { HostOutcome::Value(v) } else { HostOutcome::Undefined }, end)
                }
                Err(CallError::InvalidInput(m)) => (
                    HostOutcome::Error(HostError::new("InvalidToolInput", format!("{m} {INPUT_SUGGESTION}"))),
                    CallEnd::Failure(m),
                ),
                Err(CallError::InvalidOutput(m)) => {
                    (HostOutcome::Error(HostError::new("InvalidToolOutput", m.clone())), CallEnd::Failure(m))
                }
                Err(CallError::Failed(e)) => {
                    (HostOutcome::Error(HostError::new("ToolFailure", e.message.clone())), CallEnd::Failure(e.message))
                }
            };
            if let Some(after) = &hooks.tool_after {
                after(&info, &end);
            }
            (id, outcome)
        };
        self.futures.push(fut.boxed());
        Ok(id)
    }

    fn search(&mut self, input: serde_json::Value) -> Result<serde_json::Value, HostError> {
        let hooks = self.inner.hooks.clone();
        self.admit("search")?;
        let id = self.next_id;
        self.next_id += 1;
        let info = ToolCallInfo { name: "search".into(), input: input.clone(), key: format!("{}:{id}", self.run_id) };
        if let Some(before) = &hooks.tool_before
            && let Err(m) = before(&info)
        {
            return Err(HostError::new("ToolFailure", m));
        }
        let r = self.inner.tools.search(&input);
        if let Some(after) = &hooks.tool_after {
            let end = match &r {
                Ok(v) => CallEnd::Success(v.clone()),
                Err(m) => CallEnd::Failure(m.clone()),
            };
            after(&info, &end);
        }
        r.map_err(|m| HostError::new("InvalidToolInput", m))
    }

    fn now_ms(&mut self) -> f64 {
        self.now_ms
    }
}

fn next_run_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    format!("run-{:x}-{n}", t & 0xffff_ffff_ffff)
}

/// Yields once to the executor.
struct YieldNow(bool);
impl Future for YieldNow {
    type Output = ();
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if self.0 {
            Poll::Ready(())
        } else {
            self.0 = true;
            cx.waker().wake_by_ref();
            Poll::Pending
        }
    }
}

/// Whether roundtrip mode is forced by the environment.
pub(crate) fn roundtrip_env() -> bool {
    std::env::var("CODEMODE_ROUNDTRIP").is_ok_and(|v| v == "1" || v == "true")
}

fn compile_diagnostic(d: &codemode_compiler::Diagnostic) -> Diagnostic {
    let kind = match d.kind {
        DiagnosticKind::ParseError => ErrorKind::ParseError,
        DiagnosticKind::UnsupportedSyntax => ErrorKind::UnsupportedSyntax,
    };
    let location = (d.line > 0).then_some(Location { line: d.line, column: d.column });
    Diagnostic { kind, message: d.message.clone(), location }
}

fn failure_diagnostic(f: Failure) -> Diagnostic {
    Diagnostic {
        kind: ErrorKind::parse(&f.kind),
        message: f.message,
        location: f.location.map(|(line, column)| Location { line, column }),
    }
}

fn engine_diagnostic(e: &EngineError) -> Diagnostic {
    match e {
        EngineError::OutOfMemory { .. } => Diagnostic::new(ErrorKind::MemoryLimitExceeded, e.to_string()),
        EngineError::InvalidSnapshot(_) => Diagnostic::new(ErrorKind::SnapshotError, e.to_string()),
        _ => Diagnostic::new(ErrorKind::ExecutionFailure, e.to_string()),
    }
}

/// Saves the VM to bytes and restores it into a fresh VM (roundtrip mode).
fn roundtrip(template: &Vm, vm: &mut Vm, program: &(Arc<Code>, Arc<str>)) -> Result<Vm, EngineError> {
    let bytes = vm.save()?;
    let mut fresh = Vm::restore(template, &bytes, &[(program.0.clone(), Some(program.1.clone()))])?;
    fresh.options = vm.options.clone();
    fresh.tools = vm.tools.clone();
    Ok(fresh)
}

fn now_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_millis() as f64)
}

enum End {
    Finished,
    Timeout,
    Never,
    Engine(EngineError),
}

async fn drive(inner: Arc<Inner>, code: String, options: ExecuteOptions) -> RunResult {
    let started = Instant::now();
    let run_id = options.run_id.clone().unwrap_or_else(next_run_id);
    let use_roundtrip = options.roundtrip || roundtrip_env();
    let compiled = match compile(&code, &CompileOptions { typescript: !inner.javascript, ..CompileOptions::default() })
    {
        Ok(c) => Arc::new(c),
        Err(d) => return RunResult::failure(compile_diagnostic(&d)),
    };
    let source: Arc<str> = code.into();
    let program = (compiled.clone(), source.clone());
    let mut vm = inner.template.clone();
    let unit = vm.load(compiled, Some(source));
    if let Err(e) = vm.start(unit) {
        return RunResult::failure(engine_diagnostic(&e));
    }
    let mut st = CallState {
        inner: inner.clone(),
        run_id,
        next_id: 1,
        admitted: 0,
        tool_calls: Vec::new(),
        futures: FuturesUnordered::new(),
        pending: BTreeMap::new(),
        now_ms: now_ms(),
    };
    let timeout = inner.limits.timeout_ms.map(Duration::from_millis);
    let deadline = timeout.map(|t| started + t);
    let mut interval = 0usize;
    let end = loop {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break End::Timeout;
        }
        let fuel = if use_roundtrip {
            interval = (interval + 1) % ROUNDTRIP_INTERVALS.len();
            ROUNDTRIP_INTERVALS[interval]
        } else {
            SLICE
        };
        st.now_ms = now_ms();
        let rs = vm.run(&mut st, fuel);
        if use_roundtrip && matches!(rs, Ok(RunState::OutOfFuel | RunState::Waiting)) {
            match roundtrip(&inner.template, &mut vm, &program) {
                Ok(v) => vm = v,
                Err(e) => break End::Engine(e),
            }
        }
        match rs {
            Err(e) => break End::Engine(e),
            Ok(RunState::Finished) => break End::Finished,
            Ok(RunState::OutOfFuel) => {
                if let Some(max) = inner.limits.max_instructions
                    && vm.steps() > max
                {
                    break End::Engine(EngineError::Internal(format!(
                        "Execution exceeded its instruction limit of {max}."
                    )));
                }
                if !use_roundtrip || interval == 0 {
                    YieldNow(false).await;
                }
            }
            Ok(RunState::Waiting) => {
                if st.futures.is_empty() {
                    match deadline {
                        Some(d) => {
                            futures_timer::Delay::new(d.saturating_duration_since(Instant::now())).await;
                            break End::Timeout;
                        }
                        None => break End::Never,
                    }
                }
                let next = st.futures.next();
                let completed = match deadline {
                    Some(d) => {
                        let delay = futures_timer::Delay::new(d.saturating_duration_since(Instant::now()));
                        match futures::future::select(next, delay).await {
                            Either::Left((c, _)) => c,
                            Either::Right(_) => break End::Timeout,
                        }
                    }
                    None => next.await,
                };
                let Some((id, outcome)) = completed else { continue };
                st.pending.remove(&id);
                if let Err(e) = vm.settle_host_call(id, outcome) {
                    break End::Engine(e);
                }
                while let Some(Some((id, outcome))) = st.futures.next().now_or_never() {
                    st.pending.remove(&id);
                    if let Err(e) = vm.settle_host_call(id, outcome) {
                        return RunResult::failure(engine_diagnostic(&e));
                    }
                }
            }
        }
    };
    // Interrupt what is still running.
    drop(std::mem::take(&mut st.futures));
    if let Some(after) = &inner.hooks.tool_after {
        for info in st.pending.values() {
            after(info, &CallEnd::Interrupted);
        }
    }
    let logs = vm.take_logs();
    let mut warnings: Vec<Warning> = Vec::new();
    let outcome = match end {
        End::Finished => match vm.outcome() {
            Some(Ok(v)) => Ok(v),
            Some(Err(f)) => Err(failure_diagnostic(f)),
            None => Err(Diagnostic::new(ErrorKind::ExecutionFailure, "The run ended without a result.")),
        },
        End::Timeout => Err(Diagnostic::new(
            ErrorKind::TimeoutExceeded,
            format!("Execution timed out after {}ms.", inner.limits.timeout_ms.unwrap_or(0)),
        )),
        End::Never => Err(Diagnostic::new(
            ErrorKind::ExecutionFailure,
            "The program is waiting for a promise that can never settle: nothing else is pending.",
        )),
        End::Engine(e) => Err(engine_diagnostic(&e)),
    };
    for f in vm.unhandled_rejections() {
        warnings.push(Warning { kind: ErrorKind::parse(&f.kind), message: f.message });
    }
    let mut result = RunResult { outcome, logs, warnings, truncated: false, tool_calls: st.tool_calls };
    if let Some(max) = inner.limits.max_output_bytes {
        bound_output(&mut result, max);
    }
    result
}
