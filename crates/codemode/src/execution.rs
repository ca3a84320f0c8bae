//! A run in progress: the driver that alternates between the VM and the host, and suspension.
//!
//! The VM never waits: [`Vm::run`] returns when the program finished, waits only on host calls, or
//! used its slice of fuel. The driver then polls the host calls' futures (all at once — calls run
//! concurrently), settles their promises in the VM, checks the deadline and pending suspension
//! requests, and runs the VM again. It is an ordinary future, independent of any executor: time is
//! kept with `futures-timer`, and the driver yields to its executor between slices of a busy
//! program. Dropping it drops the VM and every pending call: that is cancellation.
//!
//! A run can be suspended (by [`Execution::suspend`] / [`ExecutionHandle::suspend`], or by a durable
//! tool's `ctx.suspend()`) only while every call it has running is a durable tool's work that has
//! its handle. Calls made but not started yet are saved and start on resume. Everything is checked
//! and saved before anything about the run changes, so a failed suspension leaves it running.

use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, DiagnosticKind, compile};
use codemode_tools::{CallContext, CallError, DurableContext, INPUT_SUGGESTION, SuspendError, SuspendFn, Tool, Tools};
use codemode_vm::{
    EngineError, ExtensionReply, Failure, Host, HostError, HostOutcome, HostValue, NodeInfo, RunState, ToolView, Vm,
};
use futures::FutureExt;
use futures::channel::{mpsc, oneshot};
use futures::future::{BoxFuture, Either};
use futures::stream::{FuturesUnordered, StreamExt};

use crate::extension::{DYNAMIC_BASE, ExtValue, FnKind, HostFunction};
use crate::output::bound_output;
use crate::result::{Diagnostic, ErrorKind, Location, RunResult, Warning};
use crate::runtime::{CallEnd, ExecuteOptions, ExtensionCallInfo, Inner, ToolCallInfo};
use crate::snapshot::{CallOutcome, PendingCall, QueuedCall, Snapshot, build_identity, code_hash};

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

/// A suspended run: its state, and the durable calls the host must finish.
#[derive(Clone, Debug, PartialEq)]
pub struct Suspension {
    /// The state to pass to `Runtime::resume`.
    pub state: Snapshot,
    /// The calls waiting for an outcome.
    pub pending: Vec<PendingCall>,
}

/// How a run ended: with a result, or suspended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The run finished.
    Finished(RunResult),
    /// The run was suspended.
    Suspended(Suspension),
}

impl Outcome {
    /// The result of a finished run.
    #[must_use]
    pub fn result(&self) -> Option<&RunResult> {
        match self {
            Outcome::Finished(r) => Some(r),
            Outcome::Suspended(_) => None,
        }
    }

    /// The suspension of a suspended run.
    #[must_use]
    pub fn suspension(&self) -> Option<&Suspension> {
        match self {
            Outcome::Finished(_) => None,
            Outcome::Suspended(s) => Some(s),
        }
    }
}

enum Request {
    Suspend {
        from: Option<u32>,
        reply: oneshot::Sender<Result<(), SuspendError>>,
    },
    /// A durable call got its handle (the driver may now be able to suspend automatically).
    HandleReady,
}

/// The channel to a run's driver, with a flag telling that a suspension request is waiting (new
/// tool calls are then queued instead of started).
#[derive(Clone, Debug)]
struct Requests {
    tx: mpsc::UnboundedSender<Request>,
    waiting: Arc<std::sync::atomic::AtomicBool>,
}

impl Requests {
    fn send(&self, r: Request) -> Result<(), ()> {
        if matches!(r, Request::Suspend { .. }) {
            self.waiting.store(true, Ordering::SeqCst);
        }
        self.tx.unbounded_send(r).map_err(|_| ())
    }
}

/// A handle to ask a running execution to suspend.
#[derive(Clone, Debug)]
pub struct ExecutionHandle {
    requests: Requests,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Request")
    }
}

impl ExecutionHandle {
    /// Asks the run to suspend. Resolves once the driver decided; on success the execution's
    /// outcome is [`Outcome::Suspended`].
    ///
    /// # Errors
    /// [`SuspendError`] naming the calls that block the suspension (the run goes on), or when the
    /// run already ended.
    pub async fn request_suspend(&self) -> Result<(), SuspendError> {
        let (tx, rx) = oneshot::channel();
        if self.requests.send(Request::Suspend { from: None, reply: tx }).is_err() {
            return Err(SuspendError { message: "The run has already ended.".into() });
        }
        rx.await.unwrap_or_else(|_| Err(SuspendError { message: "The run has already ended.".into() }))
    }
}

/// A run in progress. Await it for its [`RunResult`], or use [`Execution::result`] for the
/// [`Outcome`] (which can be a suspension).
#[must_use = "an execution does nothing unless awaited"]
pub struct Execution {
    fut: Pin<Box<dyn Future<Output = Outcome> + Send>>,
    handle: ExecutionHandle,
    done: Option<Outcome>,
}

impl std::fmt::Debug for Execution {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Execution").finish_non_exhaustive()
    }
}

impl Execution {
    pub(crate) fn start(inner: Arc<Inner>, code: &str, options: ExecuteOptions) -> Execution {
        let (tx, rx) = mpsc::unbounded();
        let requests = Requests { tx, waiting: Arc::default() };
        let handle = ExecutionHandle { requests: requests.clone() };
        let fut = drive(inner, Start::Fresh { code: code.to_string(), options }, requests, rx);
        Execution { fut: Box::pin(fut), handle, done: None }
    }

    pub(crate) fn resume(
        inner: Arc<Inner>,
        state: Snapshot,
        outcomes: BTreeMap<String, CallOutcome>,
        auto_suspend: bool,
    ) -> Execution {
        let (tx, rx) = mpsc::unbounded();
        let requests = Requests { tx, waiting: Arc::default() };
        let handle = ExecutionHandle { requests: requests.clone() };
        let fut = drive(inner, Start::Resume { state: Box::new(state), outcomes, auto_suspend }, requests, rx);
        Execution { fut: Box::pin(fut), handle, done: None }
    }

    /// The outcome of the run: its result, or its suspension.
    pub async fn result(mut self) -> Outcome {
        if let Some(o) = self.done.take() {
            return o;
        }
        (&mut self.fut).await
    }

    /// A handle that can ask the run to suspend from elsewhere.
    #[must_use]
    pub fn handle(&self) -> ExecutionHandle {
        self.handle.clone()
    }

    /// Suspends the run now and returns the outcome (a run that already ended gives its result).
    ///
    /// # Errors
    /// [`SuspendError`] naming the calls that block the suspension; the run goes on untouched.
    pub async fn suspend(&mut self) -> Result<Outcome, SuspendError> {
        if let Some(o) = &self.done {
            return Ok(o.clone());
        }
        let (tx, rx) = oneshot::channel();
        if self.handle.requests.send(Request::Suspend { from: None, reply: tx }).is_err() {
            return Err(SuspendError { message: "The run has already ended.".into() });
        }
        let mut rx = rx;
        match futures::future::select(&mut self.fut, &mut rx).await {
            Either::Left((outcome, _)) => {
                self.done = Some(outcome.clone());
                Ok(outcome)
            }
            Either::Right((reply, _)) => match reply {
                Ok(Err(e)) => Err(e),
                // Accepted: the driver ends with the suspension.
                Ok(Ok(())) | Err(_) => {
                    let outcome = (&mut self.fut).await;
                    self.done = Some(outcome.clone());
                    Ok(outcome)
                }
            },
        }
    }

    /// Interrupts the run and its pending calls (the same as dropping it).
    pub fn cancel(self) {
        drop(self);
    }
}

impl Future for Execution {
    type Output = RunResult;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<RunResult> {
        if let Some(o) = self.done.take() {
            return Poll::Ready(into_result(o));
        }
        self.fut.as_mut().poll(cx).map(into_result)
    }
}

fn into_result(o: Outcome) -> RunResult {
    match o {
        Outcome::Finished(r) => r,
        Outcome::Suspended(s) => {
            let mut r = RunResult::failure(Diagnostic::new(
                ErrorKind::SuspendError,
                "The run was suspended; use Execution::result() to receive its state.",
            ));
            r.tool_calls = s.state.tool_calls;
            r
        }
    }
}

/// What a completed host call produced.
enum Completion {
    Tool(HostOutcome),
    Ext { extension: String, result: Result<ExtValue, String> },
}

type CallFuture = BoxFuture<'static, (u32, Completion)>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum CallKind {
    Tool,
    Durable,
    Extension,
}

/// A host call in progress.
struct CallRecord {
    kind: CallKind,
    key: String,
    path: String,
    args: Option<serde_json::Value>,
    handle: Arc<Mutex<Option<serde_json::Value>>>,
    tool_info: Option<ToolCallInfo>,
    ext_info: Option<ExtensionCallInfo>,
}

/// Host-side state of a run: calls in flight and the call log.
struct CallState {
    inner: Arc<Inner>,
    run_id: String,
    next_id: u32,
    admitted: u64,
    tool_calls: Vec<String>,
    futures: FuturesUnordered<CallFuture>,
    queued: BTreeMap<u32, CallFuture>,
    calls: BTreeMap<u32, CallRecord>,
    dynamic: BTreeMap<u32, (String, HostFunction)>,
    next_dynamic: u32,
    requests: Requests,
    /// Calls that completed during their eager first poll, to settle after the slice.
    ready: Vec<(u32, Completion)>,
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

    /// Creates the future of an admitted tool call (not started until it is polled).
    fn tool_future(&mut self, id: u32, path: &str, tool: Tool, input: Option<serde_json::Value>) -> CallFuture {
        let key = format!("{}:{id}", self.run_id);
        let value = input.clone().unwrap_or(serde_json::Value::Null);
        let info = ToolCallInfo { name: path.to_string(), input: value.clone(), key: key.clone() };
        let hooks = self.inner.hooks.clone();
        let handle_slot = Arc::new(Mutex::new(None));
        let durable = tool.as_durable().cloned();
        self.calls.insert(
            id,
            CallRecord {
                kind: if durable.is_some() { CallKind::Durable } else { CallKind::Tool },
                key: key.clone(),
                path: path.to_string(),
                args: input,
                handle: handle_slot.clone(),
                tool_info: Some(info.clone()),
                ext_info: None,
            },
        );
        let has_output = tool.has_output();
        let path = path.to_string();
        let requests = self.requests.clone();
        let notify = self.requests.clone();
        async move {
            if let Some(before) = &hooks.tool_before
                && let Err(m) = before(&info)
            {
                if let Some(after) = &hooks.tool_after {
                    after(&info, &CallEnd::Failure(m.clone()));
                }
                return (id, Completion::Tool(HostOutcome::Error(HostError::new("ToolFailure", m))));
            }
            let result: Result<serde_json::Value, CallError> = match durable {
                Some(d) => {
                    let suspend: SuspendFn = Arc::new(move || {
                        let requests = requests.clone();
                        async move {
                            let (tx, rx) = oneshot::channel();
                            if requests.send(Request::Suspend { from: Some(id), reply: tx }).is_err() {
                                return SuspendError { message: "The run has already ended.".into() };
                            }
                            match rx.await {
                                Ok(Err(e)) => e,
                                // Accepted: this future is about to be dropped with the run.
                                _ => futures::future::pending().await,
                            }
                        }
                        .boxed()
                    });
                    let ctx = DurableContext::new(key.clone(), path.clone()).with_suspend(suspend);
                    match d.start(value, ctx.clone()).await {
                        Err(e) => Err(CallError::Failed(e)),
                        Ok(h) => {
                            if let Ok(mut slot) = handle_slot.lock() {
                                *slot = Some(h.clone());
                            }
                            let _ = notify.send(Request::HandleReady);
                            match d.attach(h, ctx).await {
                                Err(e) => Err(CallError::Failed(e)),
                                Ok(out) => match tool.check_output(&path, &out) {
                                    Ok(()) => Ok(out),
                                    Err(m) => Err(CallError::InvalidOutput(m)),
                                },
                            }
                        }
                    }
                }
                None => tool.call(value, CallContext::new(key, path.clone())).await,
            };
            let (outcome, end) = match result {
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
            (id, Completion::Tool(outcome))
        }
        .boxed()
    }

    /// Converts an extension's result, registering the functions inside it.
    fn host_value(&mut self, extension: &str, v: ExtValue) -> HostValue {
        match v {
            ExtValue::Undefined => HostValue::Undefined,
            ExtValue::Json(j) => HostValue::from(j),
            ExtValue::Function(f) => {
                let id = DYNAMIC_BASE + self.next_dynamic;
                self.next_dynamic += 1;
                self.dynamic.insert(id, (extension.to_string(), f));
                HostValue::Function(id)
            }
            ExtValue::Array(a) => HostValue::Array(a.into_iter().map(|x| self.host_value(extension, x)).collect()),
            ExtValue::Object(m) => {
                HostValue::Object(m.into_iter().map(|(k, x)| (k, self.host_value(extension, x))).collect())
            }
        }
    }

    /// Starts every queued call.
    fn start_queued(&mut self) {
        for (id, f) in std::mem::take(&mut self.queued) {
            self.start(id, f);
        }
    }

    /// Starts a call now: polls it once (so the tool runs eagerly, as JavaScript expects), then
    /// lets the driver poll it to completion.
    fn start(&mut self, id: u32, mut f: CallFuture) {
        let waker = futures::task::noop_waker();
        let mut cx = Context::from_waker(&waker);
        match f.as_mut().poll(&mut cx) {
            Poll::Ready((id, c)) => self.ready.push((id, c)),
            Poll::Pending => self.futures.push(f),
        }
        let _ = id;
    }
}

fn end_of(r: &Result<ExtValue, String>) -> CallEnd {
    match r {
        Ok(ExtValue::Json(v)) => CallEnd::Success(v.clone()),
        Ok(_) => CallEnd::Success(serde_json::Value::Null),
        Err(m) => CallEnd::Failure(m.clone()),
    }
}

impl Host for CallState {
    fn tool_call(&mut self, path: &str, input: Option<serde_json::Value>) -> Result<u32, HostError> {
        let Some(tool) = self.inner.tools.get(path).cloned() else {
            return Err(self.unknown(path));
        };
        let value = input.clone().unwrap_or(serde_json::Value::Null);
        tool.check_input(path, &value)
            .map_err(|m| HostError::new("InvalidToolInput", format!("{m} {INPUT_SUGGESTION}")))?;
        self.admit(path)?;
        let id = self.next_id;
        self.next_id += 1;
        let fut = self.tool_future(id, path, tool, input);
        if self.requests.waiting.load(Ordering::SeqCst) {
            // A suspension is being decided: the call waits (and starts on resume if it happens).
            self.queued.insert(id, fut);
        } else {
            self.start(id, fut);
        }
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

    fn extension_call(&mut self, id: u32, args: Vec<serde_json::Value>) -> Result<ExtensionReply, HostError> {
        let (extension, name, function) = if id >= DYNAMIC_BASE {
            match self.dynamic.get(&id) {
                Some((e, f)) => (e.clone(), "<result function>".to_string(), f.clone()),
                None => {
                    return Err(HostError::new(
                        "TypeError",
                        "This host function is no longer available: it came from a run that was saved and resumed.",
                    ));
                }
            }
        } else {
            match self.inner.entries.get(id as usize) {
                Some(e) => (e.extension.clone(), e.path.clone(), e.function.clone()),
                None => return Err(HostError::new("ExecutionFailure", format!("Unknown host function {id}."))),
            }
        };
        let call_id = self.next_id;
        self.next_id += 1;
        let key = format!("{}:{call_id}", self.run_id);
        let info = ExtensionCallInfo {
            extension: extension.clone(),
            name: name.clone(),
            args: args.clone(),
            key: key.clone(),
        };
        let hooks = self.inner.hooks.clone();
        if let Some(before) = &hooks.extension_before
            && let Err(m) = before(&info)
        {
            if let Some(after) = &hooks.extension_after {
                after(&info, &CallEnd::Failure(m.clone()));
            }
            return match function.kind {
                FnKind::Sync(_) => Err(HostError::new("ExecutionFailure", m)),
                FnKind::Async(_) => {
                    let ext = extension.clone();
                    self.futures
                        .push(async move { (call_id, Completion::Ext { extension: ext, result: Err(m) }) }.boxed());
                    Ok(ExtensionReply::Later(call_id))
                }
            };
        }
        match function.kind {
            FnKind::Sync(f) => {
                let r = f(args);
                if let Some(after) = &hooks.extension_after {
                    after(&info, &end_of(&r));
                }
                match r {
                    Ok(v) => Ok(ExtensionReply::Now(self.host_value(&extension, v))),
                    Err(m) => Err(HostError::new("ExecutionFailure", m)),
                }
            }
            FnKind::Async(f) => {
                let fut = f(args.clone());
                self.calls.insert(
                    call_id,
                    CallRecord {
                        kind: CallKind::Extension,
                        key,
                        path: name,
                        args: Some(serde_json::Value::Array(args)),
                        handle: Arc::new(Mutex::new(None)),
                        tool_info: None,
                        ext_info: Some(info.clone()),
                    },
                );
                let ext = extension.clone();
                self.futures.push(
                    async move {
                        let r = fut.await;
                        if let Some(after) = &hooks.extension_after {
                            after(&info, &end_of(&r));
                        }
                        (call_id, Completion::Ext { extension: ext, result: r })
                    }
                    .boxed(),
                );
                Ok(ExtensionReply::Later(call_id))
            }
        }
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

/// Saves the run to bytes through the public snapshot format and restores it into a fresh VM
/// (roundtrip mode): what a suspension and a resume in another process would do, with the host
/// calls in flight kept by this driver.
fn roundtrip(inner: &Inner, vm: &mut Vm, program: &(Arc<Code>, Arc<str>)) -> Result<Vm, EngineError> {
    let bytes = vm.save()?;
    let snap = Snapshot {
        build: build_identity(),
        run_id: String::new(),
        code_hash: code_hash(&program.1, true),
        code: None,
        typescript: true,
        vm: bytes,
        pending: Vec::new(),
        pending_ids: Vec::new(),
        queued: Vec::new(),
        elapsed_ms: 0,
        admitted: 0,
        next_id: 0,
        tool_calls: Vec::new(),
        extensions: Vec::new(),
        encoded: Vec::new(),
        next_dynamic: 0,
    };
    let wire = snap.to_bytes(None).map_err(|d| EngineError::InvalidSnapshot(d.message))?;
    let back = Snapshot::from_bytes(&wire, None).map_err(|d| EngineError::InvalidSnapshot(d.message))?;
    let base = inner.take_vm();
    let mut fresh = Vm::restore_into(base, &inner.template, &back.vm, &[(program.0.clone(), Some(program.1.clone()))])?;
    fresh.options = vm.options.clone();
    fresh.tools = vm.tools.clone();
    Ok(fresh)
}

fn now_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_millis() as f64)
}

/// Settles a completed host call in the VM.
fn settle(st: &mut CallState, vm: &mut Vm, id: u32, completion: Completion) -> Result<(), EngineError> {
    st.calls.remove(&id);
    let outcome = match completion {
        Completion::Tool(o) => o,
        Completion::Ext { extension, result } => match result {
            Ok(v) => HostOutcome::Data(st.host_value(&extension, v)),
            Err(m) => HostOutcome::Error(HostError::new("ExecutionFailure", m)),
        },
    };
    vm.settle_host_call(id, outcome)
}

enum Start {
    Fresh { code: String, options: ExecuteOptions },
    Resume { state: Box<Snapshot>, outcomes: BTreeMap<String, CallOutcome>, auto_suspend: bool },
}

enum End {
    Finished,
    Timeout,
    Never,
    Engine(EngineError),
    Suspended(Box<Suspension>),
}

/// Everything a run needs once started or resumed.
struct Run {
    vm: Vm,
    st: CallState,
    program: (Arc<Code>, Arc<str>),
    code_hash: String,
    typescript: bool,
    embed_code: bool,
    elapsed_before: Duration,
    roundtrip: bool,
    auto_suspend: bool,
}

fn snapshot_failure(m: impl Into<String>) -> Outcome {
    Outcome::Finished(RunResult::failure(Diagnostic::new(ErrorKind::SnapshotError, m)))
}

/// Compiles (through the runtime's code cache) the program of a run.
fn compile_program(inner: &Inner, source: &str, typescript: bool) -> Result<Arc<Code>, Diagnostic> {
    let hash = code_hash(source, typescript);
    if let Ok(cache) = inner.compiled.lock()
        && let Some(c) = cache.get(&hash)
    {
        return Ok(c.clone());
    }
    let code = compile(source, &CompileOptions { typescript, ..CompileOptions::default() })
        .map(Arc::new)
        .map_err(|d| compile_diagnostic(&d))?;
    if let Ok(mut cache) = inner.compiled.lock() {
        if cache.len() > 64 {
            cache.clear();
        }
        cache.insert(hash, code.clone());
    }
    Ok(code)
}

fn fresh_run(inner: &Arc<Inner>, code: String, options: ExecuteOptions, requests: Requests) -> Result<Run, Outcome> {
    let typescript = !inner.javascript;
    let compiled = compile_program(inner, &code, typescript).map_err(|d| Outcome::Finished(RunResult::failure(d)))?;
    let hash = code_hash(&code, typescript);
    let source: Arc<str> = code.into();
    inner.remember_code(&hash, &source);
    let mut vm = inner.take_vm();
    for (name, value) in &options.bindings {
        if let Err(e) = vm.define_constant(name, &HostValue::from(value.clone())) {
            return Err(Outcome::Finished(RunResult::failure(Diagnostic::new(
                ErrorKind::ExecutionFailure,
                format!("The binding '{name}' is rejected: {e}"),
            ))));
        }
    }
    let unit = vm.load(compiled.clone(), Some(source.clone()));
    if let Err(e) = vm.start(unit) {
        return Err(Outcome::Finished(RunResult::failure(engine_diagnostic(&e))));
    }
    let st = CallState {
        inner: inner.clone(),
        run_id: options.run_id.clone().unwrap_or_else(next_run_id),
        next_id: 1,
        admitted: 0,
        tool_calls: Vec::new(),
        futures: FuturesUnordered::new(),
        queued: BTreeMap::new(),
        calls: BTreeMap::new(),
        dynamic: BTreeMap::new(),
        next_dynamic: 0,
        requests,
        ready: Vec::new(),
        now_ms: now_ms(),
    };
    Ok(Run {
        vm,
        st,
        program: (compiled, source),
        code_hash: hash,
        typescript,
        embed_code: options.embed_code,
        elapsed_before: Duration::ZERO,
        roundtrip: options.roundtrip || roundtrip_env(),
        auto_suspend: options.auto_suspend,
    })
}

fn resumed_run(
    inner: &Arc<Inner>,
    snap: Snapshot,
    outcomes: BTreeMap<String, CallOutcome>,
    auto_suspend: bool,
    requests: Requests,
) -> Result<Run, Outcome> {
    if snap.build != build_identity() {
        return Err(snapshot_failure(format!(
            "The snapshot was made by another build ({}); this is {}.",
            snap.build,
            build_identity()
        )));
    }
    if snap.extensions != inner.extension_names {
        return Err(snapshot_failure(format!(
            "The snapshot was made with the extensions {:?}; this runtime has {:?}.",
            snap.extensions, inner.extension_names
        )));
    }
    let source: Arc<str> = match &snap.code {
        Some(c) => c.as_str().into(),
        None => match inner.lookup_code(&snap.code_hash) {
            Some(c) => c,
            None => {
                return Err(snapshot_failure(format!(
                    "The program's code (hash {}) is not available: embed it in the snapshot or keep it in the runtime's code store.",
                    snap.code_hash
                )));
            }
        },
    };
    if code_hash(&source, snap.typescript) != snap.code_hash {
        return Err(snapshot_failure("The program's code does not match the snapshot's code hash."));
    }
    let compiled = match compile_program(inner, &source, snap.typescript) {
        Ok(c) => c,
        Err(d) => return Err(snapshot_failure(format!("The program's code does not compile: {}", d.message))),
    };
    let base = inner.take_vm();
    let mut vm = match Vm::restore_into(base, &inner.template, &snap.vm, &[(compiled.clone(), Some(source.clone()))]) {
        Ok(v) => v,
        Err(e) => return Err(snapshot_failure(e.to_string())),
    };
    vm.options = inner.template.options.clone();
    vm.tools = inner.template.tools.clone();
    // Every pending durable call needs an outcome, and nothing else may have one.
    let pending_keys: BTreeSet<&str> = snap.pending.iter().map(|p| p.key.as_str()).collect();
    for k in outcomes.keys() {
        if !pending_keys.contains(k.as_str()) {
            return Err(snapshot_failure(format!("'{k}' is not a pending durable call of this run.")));
        }
    }
    for p in &snap.pending {
        if !outcomes.contains_key(&p.key) {
            return Err(snapshot_failure(format!(
                "No outcome was given for the pending call '{}' ({}).",
                p.key, p.path
            )));
        }
    }
    let mut st = CallState {
        inner: inner.clone(),
        run_id: snap.run_id.clone(),
        next_id: snap.next_id,
        admitted: snap.admitted,
        tool_calls: snap.tool_calls.clone(),
        futures: FuturesUnordered::new(),
        queued: BTreeMap::new(),
        calls: BTreeMap::new(),
        dynamic: BTreeMap::new(),
        next_dynamic: snap.next_dynamic,
        requests,
        ready: Vec::new(),
        now_ms: now_ms(),
    };
    for e in &snap.encoded {
        let Some(hooks) = inner.snapshot_hooks.get(&e.extension) else {
            return Err(snapshot_failure(format!(
                "The snapshot holds values of the extension '{}', which has no snapshot hooks here.",
                e.extension
            )));
        };
        match (hooks.decode)(&e.data) {
            Ok(f) => {
                st.dynamic.insert(e.id, (e.extension.clone(), f));
            }
            Err(m) => {
                return Err(snapshot_failure(format!("The extension '{}' could not decode a value: {m}", e.extension)));
            }
        }
    }
    for (p, id) in snap.pending.iter().zip(&snap.pending_ids) {
        let has_output = inner.tools.get(p.path.as_str()).is_none_or(Tool::has_output);
        let outcome = match &outcomes[&p.key] {
            CallOutcome::Ok { value, .. } => {
                if has_output {
                    HostOutcome::Value(value.clone())
                } else {
                    HostOutcome::Undefined
                }
            }
            CallOutcome::Err { error, .. } => HostOutcome::Error(HostError::new("ToolFailure", error.clone())),
        };
        if let Err(e) = vm.settle_host_call(*id, outcome) {
            return Err(snapshot_failure(e.to_string()));
        }
    }
    for q in &snap.queued {
        match inner.tools.get(q.path.as_str()).cloned() {
            Some(tool) => {
                let fut = st.tool_future(q.id, &q.path, tool, q.args.clone());
                st.queued.insert(q.id, fut);
            }
            None => {
                let e = st.unknown(&q.path);
                let _ = vm.settle_host_call(q.id, HostOutcome::Error(e));
            }
        }
    }
    Ok(Run {
        vm,
        st,
        program: (compiled, source),
        code_hash: snap.code_hash.clone(),
        typescript: snap.typescript,
        embed_code: snap.code.is_some(),
        elapsed_before: Duration::from_millis(snap.elapsed_ms),
        roundtrip: roundtrip_env(),
        auto_suspend,
    })
}

/// Tries to suspend the run now.
fn try_suspend(inner: &Inner, run: &mut Run, from: Option<u32>, elapsed: Duration) -> Result<Suspension, SuspendError> {
    let mut blocking = Vec::new();
    for (id, c) in &run.st.calls {
        if run.st.queued.contains_key(id) {
            continue;
        }
        let has_handle = c.handle.lock().map(|h| h.is_some()).unwrap_or(false);
        let ok = match c.kind {
            CallKind::Durable => has_handle || from == Some(*id),
            CallKind::Tool | CallKind::Extension => false,
        };
        if !ok {
            let what = match c.kind {
                CallKind::Extension => c.path.clone(),
                _ => codemode_tools::tool_expression(&c.path),
            };
            blocking.push(format!("{} ({what})", c.key));
        }
    }
    if !blocking.is_empty() {
        return Err(SuspendError {
            message: format!("The run cannot be suspended while these calls are in progress: {}.", blocking.join(", ")),
        });
    }
    // Functions from extension results: encoded by their extension's hooks, or lost on resume.
    let mut encoded = Vec::new();
    for (id, (ext, f)) in &run.st.dynamic {
        if let Some(hooks) = inner.snapshot_hooks.get(ext) {
            match (hooks.encode)(f) {
                Ok(data) => encoded.push(crate::snapshot::EncodedValue { id: *id, extension: ext.clone(), data }),
                Err(m) => {
                    return Err(SuspendError {
                        message: format!("The extension '{ext}' could not encode a value for the snapshot: {m}"),
                    });
                }
            }
        }
    }
    let bytes = run.vm.save().map_err(|e| SuspendError { message: format!("The run's state cannot be saved: {e}") })?;
    if let Some(max) = inner.limits.max_snapshot_bytes
        && bytes.len() > max
    {
        return Err(SuspendError {
            message: format!("The run's state is {} bytes, more than the limit of {max} bytes.", bytes.len()),
        });
    }
    let mut pending = Vec::new();
    let mut pending_ids = Vec::new();
    let mut queued = Vec::new();
    for (id, c) in &run.st.calls {
        if run.st.queued.contains_key(id) {
            queued.push(QueuedCall { id: *id, path: c.path.clone(), args: c.args.clone() });
            continue;
        }
        if c.kind == CallKind::Durable {
            let handle = c.handle.lock().ok().and_then(|h| h.clone());
            pending.push(PendingCall {
                key: c.key.clone(),
                path: c.path.clone(),
                args: c.args.clone().unwrap_or(serde_json::Value::Null),
                handle,
            });
            pending_ids.push(*id);
        }
    }
    let snapshot = Snapshot {
        build: build_identity(),
        run_id: run.st.run_id.clone(),
        code_hash: run.code_hash.clone(),
        code: run.embed_code.then(|| run.program.1.to_string()),
        typescript: run.typescript,
        vm: bytes,
        pending: pending.clone(),
        pending_ids,
        queued,
        elapsed_ms: u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX),
        admitted: run.st.admitted,
        next_id: run.st.next_id,
        tool_calls: run.st.tool_calls.clone(),
        extensions: inner.extension_names.clone(),
        encoded,
        next_dynamic: run.st.next_dynamic,
    };
    Ok(Suspension { state: snapshot, pending })
}

/// Whether every call in flight is a durable call with its handle (and there is at least one).
fn only_durable_work(run: &Run) -> bool {
    let mut any = false;
    for (id, c) in &run.st.calls {
        if run.st.queued.contains_key(id) {
            continue;
        }
        let has_handle = c.handle.lock().map(|h| h.is_some()).unwrap_or(false);
        if c.kind != CallKind::Durable || !has_handle {
            return false;
        }
        any = true;
    }
    any
}

/// Answers pending suspension requests; returns the suspension when one succeeded.
fn handle_requests(
    inner: &Inner,
    run: &mut Run,
    rx: &mut mpsc::UnboundedReceiver<Request>,
    elapsed: Duration,
) -> Option<Suspension> {
    run.st.requests.waiting.store(false, Ordering::SeqCst);
    while let Ok(req) = rx.try_recv() {
        let Request::Suspend { from, reply } = req else { continue };
        match try_suspend(inner, run, from, elapsed) {
            Ok(s) => {
                let _ = reply.send(Ok(()));
                return Some(s);
            }
            Err(e) => {
                let _ = reply.send(Err(e));
            }
        }
    }
    None
}

async fn drive(inner: Arc<Inner>, start: Start, tx: Requests, mut rx: mpsc::UnboundedReceiver<Request>) -> Outcome {
    let started = Instant::now();
    let run = match start {
        Start::Fresh { code, options } => fresh_run(&inner, code, options, tx),
        Start::Resume { state, outcomes, auto_suspend } => resumed_run(&inner, *state, outcomes, auto_suspend, tx),
    };
    let mut run = match run {
        Ok(r) => r,
        Err(o) => return o,
    };
    let timeout = inner.limits.timeout_ms.map(Duration::from_millis);
    let deadline = timeout.map(|t| started + t.saturating_sub(run.elapsed_before));
    let elapsed = |run: &Run| run.elapsed_before + started.elapsed();
    let mut interval = 0usize;
    let end = loop {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break End::Timeout;
        }
        let fuel = if run.roundtrip {
            interval = (interval + 1) % ROUNDTRIP_INTERVALS.len();
            ROUNDTRIP_INTERVALS[interval]
        } else {
            SLICE
        };
        run.st.now_ms = now_ms();
        let rs = run.vm.run(&mut run.st, fuel);
        let el = elapsed(&run);
        if let Some(s) = handle_requests(&inner, &mut run, &mut rx, el) {
            break End::Suspended(Box::new(s));
        }
        run.st.start_queued();
        let settled_now = !run.st.ready.is_empty();
        for (id, completion) in std::mem::take(&mut run.st.ready) {
            if let Err(e) = settle(&mut run.st, &mut run.vm, id, completion) {
                return Outcome::Finished(RunResult::failure(engine_diagnostic(&e)));
            }
        }
        if settled_now && matches!(rs, Ok(RunState::Waiting)) {
            continue;
        }
        if run.roundtrip && matches!(rs, Ok(RunState::OutOfFuel | RunState::Waiting)) {
            match roundtrip(&inner, &mut run.vm, &run.program) {
                Ok(v) => {
                    let old = std::mem::replace(&mut run.vm, v);
                    inner.recycle(old);
                }
                Err(e) => break End::Engine(e),
            }
        }
        match rs {
            Err(e) => break End::Engine(e),
            Ok(RunState::Finished) => break End::Finished,
            Ok(RunState::OutOfFuel) => {
                if let Some(max) = inner.limits.max_instructions
                    && run.vm.steps() > max
                {
                    break End::Engine(EngineError::Internal(format!(
                        "Execution exceeded its instruction limit of {max}."
                    )));
                }
                if !run.roundtrip || interval == 0 {
                    YieldNow(false).await;
                }
            }
            Ok(RunState::Waiting) => {
                if run.auto_suspend && only_durable_work(&run) {
                    let el = elapsed(&run);
                    if let Ok(s) = try_suspend(&inner, &mut run, None, el) {
                        break End::Suspended(Box::new(s));
                    }
                }
                if run.st.futures.is_empty() {
                    // Nothing can settle the program's promise: with no call in flight that is the
                    // end (a deadline would only delay the same answer). Otherwise the run waits
                    // for its deadline or a suspension request.
                    if run.st.calls.is_empty() {
                        break End::Never;
                    }
                    let Some(d) = deadline else { break End::Never };
                    let wait = futures_timer::Delay::new(d.saturating_duration_since(Instant::now()));
                    match futures::future::select(wait, rx.next()).await {
                        Either::Left(_) => break End::Timeout,
                        Either::Right((Some(Request::Suspend { from, reply }), _)) => {
                            let res = {
                                let el = elapsed(&run);
                                try_suspend(&inner, &mut run, from, el)
                            };
                            match res {
                                Ok(s) => {
                                    let _ = reply.send(Ok(()));
                                    break End::Suspended(Box::new(s));
                                }
                                Err(e) => {
                                    let _ = reply.send(Err(e));
                                    continue;
                                }
                            }
                        }
                        Either::Right((Some(Request::HandleReady), _)) | Either::Right((None, _)) => continue,
                    }
                }
                let completed = {
                    let next = run.st.futures.next();
                    let req = rx.next();
                    let either = futures::future::select(next, req);
                    match deadline {
                        Some(d) => {
                            let delay = futures_timer::Delay::new(d.saturating_duration_since(Instant::now()));
                            match futures::future::select(either, delay).await {
                                Either::Left((e, _)) => Some(e),
                                Either::Right(_) => None,
                            }
                        }
                        None => Some(either.await),
                    }
                };
                let Some(event) = completed else { break End::Timeout };
                match event {
                    Either::Left((Some((id, completion)), _)) => {
                        if let Err(e) = settle(&mut run.st, &mut run.vm, id, completion) {
                            break End::Engine(e);
                        }
                        while let Some(Some((id, completion))) = run.st.futures.next().now_or_never() {
                            if let Err(e) = settle(&mut run.st, &mut run.vm, id, completion) {
                                return Outcome::Finished(RunResult::failure(engine_diagnostic(&e)));
                            }
                        }
                    }
                    Either::Left((None, _)) => {}
                    Either::Right((Some(Request::Suspend { from, reply }), _)) => {
                        let res = {
                            let el = elapsed(&run);
                            try_suspend(&inner, &mut run, from, el)
                        };
                        match res {
                            Ok(s) => {
                                let _ = reply.send(Ok(()));
                                break End::Suspended(Box::new(s));
                            }
                            Err(e) => {
                                let _ = reply.send(Err(e));
                            }
                        }
                    }
                    Either::Right((Some(Request::HandleReady), _)) | Either::Right((None, _)) => {}
                }
            }
        }
    };
    if let End::Suspended(s) = end {
        // Detach: running durable work goes on; no `after` hook, no `cancel`.
        drop(std::mem::take(&mut run.st.futures));
        run.st.queued.clear();
        inner.recycle(run.vm);
        return Outcome::Suspended(*s);
    }
    // Interrupt what is still running: drop the futures, cancel durable work, report interruptions.
    drop(std::mem::take(&mut run.st.futures));
    run.st.queued.clear();
    let calls = std::mem::take(&mut run.st.calls);
    for c in calls.values() {
        if let Some(info) = &c.tool_info {
            if c.kind == CallKind::Durable
                && let Some(handle) = c.handle.lock().ok().and_then(|h| h.clone())
                && let Some(d) = inner.tools.get(c.path.as_str()).and_then(Tool::as_durable)
            {
                d.cancel(handle).await;
            }
            if let Some(after) = &inner.hooks.tool_after {
                after(info, &CallEnd::Interrupted);
            }
        }
        if let (Some(info), Some(after)) = (&c.ext_info, &inner.hooks.extension_after) {
            after(info, &CallEnd::Interrupted);
        }
    }
    let logs = run.vm.take_logs();
    let mut warnings: Vec<Warning> = Vec::new();
    let outcome = match end {
        End::Finished => match run.vm.outcome() {
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
        End::Suspended(_) => unreachable!("handled above"),
    };
    for f in run.vm.unhandled_rejections() {
        warnings.push(Warning { kind: ErrorKind::parse(&f.kind), message: f.message });
    }
    if outcome.is_ok() && deadline.is_some_and(|d| Instant::now() > d) {
        // The program returned in time, but interrupting its leftover work outlived the deadline.
        warnings.insert(
            0,
            Warning {
                kind: ErrorKind::TimeoutExceeded,
                message: format!(
                    "Execution timed out after {}ms while interrupting work left over after the program returned.",
                    inner.limits.timeout_ms.unwrap_or(0)
                ),
            },
        );
    }
    let mut result = RunResult { outcome, logs, warnings, truncated: false, tool_calls: run.st.tool_calls };
    if let Some(max) = inner.limits.max_output_bytes {
        bound_output(&mut result, max);
    }
    inner.recycle(run.vm);
    Outcome::Finished(result)
}
