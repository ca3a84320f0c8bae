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
use codemode_vm::{
    EngineError, ExtensionReply, Failure, Host, HostError, HostOutcome, HostValue, NodeInfo, RunState, ToolView, Vm,
};
use futures::FutureExt;
use futures::future::{BoxFuture, Either};
use futures::stream::{FuturesUnordered, StreamExt};

use crate::output::bound_output;
use crate::result::{Diagnostic, ErrorKind, Location, RunResult, Warning};
use crate::extension::{DYNAMIC_BASE, ExtValue, FnKind, HostFunction};
use crate::runtime::{CallEnd, ExecuteOptions, ExtensionCallInfo, Inner, ToolCallInfo};

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
    pending_ext: BTreeMap<u32, ExtensionCallInfo>,
    dynamic: Vec<(String, HostFunction)>,
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

impl CallState {
    /// Converts an extension's result, registering the functions inside it.
    fn host_value(&mut self, extension: &str, v: ExtValue) -> HostValue {
        match v {
            ExtValue::Undefined => HostValue::Undefined,
            ExtValue::Json(j) => HostValue::from(j),
            ExtValue::Function(f) => {
                let id = DYNAMIC_BASE + self.dynamic.len() as u32;
                self.dynamic.push((extension.to_string(), f));
                HostValue::Function(id)
            }
            ExtValue::Array(a) => HostValue::Array(a.into_iter().map(|x| self.host_value(extension, x)).collect()),
            ExtValue::Object(m) => HostValue::Object(m.into_iter().map(|(k, x)| (k, self.host_value(extension, x))).collect()),
        }
    }
}

impl Host for CallState {
    fn extension_call(&mut self, id: u32, args: Vec<serde_json::Value>) -> Result<ExtensionReply, HostError> {
        let (extension, name, function) = if id >= DYNAMIC_BASE {
            match self.dynamic.get((id - DYNAMIC_BASE) as usize) {
                Some((e, f)) => (e.clone(), "<result function>".to_string(), f.clone()),
                None => {
                    return Err(HostError::new(
                        "ExecutionFailure",
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
        let info = ExtensionCallInfo { extension: extension.clone(), name, args: args.clone(), key: format!("{}:{call_id}", self.run_id) };
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
                    self.futures.push(async move { (call_id, HostOutcome::Error(HostError::new("ExecutionFailure", m))) }.boxed());
                    Ok(ExtensionReply::Later(call_id))
                }
            };
        }
        match function.kind {
            FnKind::Sync(f) => {
                let r = f(args);
                if let Some(after) = &hooks.extension_after {
                    let end = match &r {
                        Ok(ExtValue::Json(v)) => CallEnd::Success(v.clone()),
                        Ok(_) => CallEnd::Success(serde_json::Value::Null),
                        Err(m) => CallEnd::Failure(m.clone()),
                    };
                    after(&info, &end);
                }
                match r {
                    Ok(v) => Ok(ExtensionReply::Now(self.host_value(&extension, v))),
                    Err(m) => Err(HostError::new("ExecutionFailure", m)),
                }
            }
            FnKind::Async(f) => {
                let fut = f(args);
                self.pending_ext.insert(call_id, info.clone());
                let ext = extension.clone();
                self.futures.push(
                    async move {
                        let r = fut.await;
                        if let Some(after) = &hooks.extension_after {
                            let end = match &r {
                                Ok(ExtValue::Json(v)) => CallEnd::Success(v.clone()),
                                Ok(_) => CallEnd::Success(serde_json::Value::Null),
                                Err(m) => CallEnd::Failure(m.clone()),
                            };
                            after(&info, &end);
                        }
                        let outcome = match r {
                            Ok(v) => HostOutcome::Data(pending_value(&ext, v)),
                            Err(m) => HostOutcome::Error(HostError::new("ExecutionFailure", m)),
                        };
                        (call_id, outcome)
                    }
                    .boxed(),
                );
                Ok(ExtensionReply::Later(call_id))
            }
        }
    }

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

/// An asynchronous extension result, before its functions are registered (the driver registers
/// them when it settles the call: see `settle`).
fn pending_value(_extension: &str, v: ExtValue) -> HostValue {
    PENDING_FUNCTIONS.with(|p| {
        let mut p = p.borrow_mut();
        convert_pending(v, &mut p)
    })
}

thread_local! {
    /// Functions found in asynchronous results while their future completes; the driver moves
    /// them into its table right after (the future and the driver run on the same thread).
    static PENDING_FUNCTIONS: std::cell::RefCell<Vec<HostFunction>> = const { std::cell::RefCell::new(Vec::new()) };
}

const PENDING_BASE: u32 = u32::MAX / 2;

fn convert_pending(v: ExtValue, out: &mut Vec<HostFunction>) -> HostValue {
    match v {
        ExtValue::Undefined => HostValue::Undefined,
        ExtValue::Json(j) => HostValue::from(j),
        ExtValue::Function(f) => {
            out.push(f);
            HostValue::Function(PENDING_BASE + out.len() as u32 - 1)
        }
        ExtValue::Array(a) => HostValue::Array(a.into_iter().map(|x| convert_pending(x, out)).collect()),
        ExtValue::Object(m) => HostValue::Object(m.into_iter().map(|(k, x)| (k, convert_pending(x, out))).collect()),
    }
}

/// Renumbers the pending functions of an asynchronous result into the run's table.
fn adopt_pending(st: &mut CallState, extension: &str, v: HostValue) -> HostValue {
    let fns: Vec<HostFunction> = PENDING_FUNCTIONS.with(|p| std::mem::take(&mut *p.borrow_mut()));
    if fns.is_empty() {
        return v;
    }
    let base = DYNAMIC_BASE + st.dynamic.len() as u32;
    for f in fns {
        st.dynamic.push((extension.to_string(), f));
    }
    fn renumber(v: HostValue, base: u32) -> HostValue {
        match v {
            HostValue::Function(id) if id >= PENDING_BASE => HostValue::Function(base + (id - PENDING_BASE)),
            HostValue::Array(a) => HostValue::Array(a.into_iter().map(|x| renumber(x, base)).collect()),
            HostValue::Object(m) => HostValue::Object(m.into_iter().map(|(k, x)| (k, renumber(x, base))).collect()),
            other => other,
        }
    }
    renumber(v, base)
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

/// Settles a completed host call in the VM.
fn settle(st: &mut CallState, vm: &mut Vm, id: u32, outcome: HostOutcome) -> Result<(), EngineError> {
    st.pending.remove(&id);
    let outcome = match outcome {
        HostOutcome::Data(d) => {
            let ext = st.pending_ext.remove(&id).map(|i| i.extension).unwrap_or_default();
            HostOutcome::Data(adopt_pending(st, &ext, d))
        }
        other => {
            st.pending_ext.remove(&id);
            other
        }
    };
    vm.settle_host_call(id, outcome)
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
        pending_ext: BTreeMap::new(),
        dynamic: Vec::new(),
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
                if let Err(e) = settle(&mut st, &mut vm, id, outcome) {
                    break End::Engine(e);
                }
                while let Some(Some((id, outcome))) = st.futures.next().now_or_never() {
                    if let Err(e) = settle(&mut st, &mut vm, id, outcome) {
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
    if let Some(after) = &inner.hooks.extension_after {
        for info in st.pending_ext.values() {
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
