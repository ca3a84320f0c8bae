//! A run in progress: [`Execution`] and the driver that alternates between the VM and the host.
//!
//! The VM never waits: [`Vm::run`] returns when the program finished, waits only on host calls, or
//! used its slice of fuel. The driver then settles the calls that already finished (outcomes that
//! are in are part of the state, so this comes before any suspension decision), answers
//! suspension requests, polls the host calls' futures (all at once — calls run concurrently),
//! checks the deadline and runs the VM again. It is an ordinary future, independent of any
//! executor: time is kept with `futures-timer`, and the driver yields to its executor between
//! slices of a busy program.
//!
//! A run can be suspended (by [`Execution::suspend`] / [`ExecutionHandle::request_suspend`], by a
//! durable tool's `ctx.suspend()`, or on its own with `auto_suspend`) only while every call it has
//! running is a durable tool's work that has its handle, and only when its outcome is asked for
//! ([`Execution::result`] or [`Execution::suspend`]: awaiting the `Execution` itself asks for a
//! [`RunResult`], which cannot hold a saved state, so requests are then refused). Calls made but
//! not started yet are saved and start on resume. Everything is checked and saved before anything
//! about the run changes, so a failed suspension leaves it running (`suspend.rs`).
//!
//! A run that ends any other way — its program returned or failed, it timed out, or its
//! `Execution` was cancelled or dropped — interrupts what it left running (`interrupt.rs`).

use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use codemode_bytecode::Code;
use codemode_tools::{SuspendError, Tools};
use codemode_vm::{EngineError, Failure, NodeInfo, RunState, ToolView, Vm};
use futures::channel::{mpsc, oneshot};
use futures::future::Either;
use futures::stream::StreamExt;

use crate::calls::CallState;
use crate::output::bound_output;
use crate::result::{Diagnostic, ErrorKind, Location, RunResult, Warning};
use crate::runtime::{ExecuteOptions, Inner, Limits, ResumeOptions};
use crate::snapshot::{CallOutcome, PendingCall, Snapshot};
use crate::suspend::{Capture, capture, fresh_run, resumed_run};

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

pub(crate) enum Request {
    Suspend {
        from: Option<u32>,
        reply: oneshot::Sender<Result<(), SuspendError>>,
    },
    /// A durable call got its handle (the driver may now be able to suspend automatically).
    HandleReady,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Request")
    }
}

/// The channel to a run's driver, with a flag telling that a suspension request is waiting (new
/// tool calls are then queued instead of started) and one telling whether whoever polls the run
/// can receive a suspension.
#[derive(Clone, Debug)]
pub(crate) struct Requests {
    tx: mpsc::UnboundedSender<Request>,
    pub(crate) waiting: Arc<AtomicBool>,
    suspendable: Arc<AtomicBool>,
}

impl Requests {
    fn new() -> (Requests, mpsc::UnboundedReceiver<Request>) {
        let (tx, rx) = mpsc::unbounded();
        (Requests { tx, waiting: Arc::default(), suspendable: Arc::new(AtomicBool::new(true)) }, rx)
    }

    pub(crate) fn send(&self, r: Request) -> Result<(), ()> {
        if matches!(r, Request::Suspend { .. }) {
            self.waiting.store(true, Ordering::SeqCst);
        }
        self.tx.unbounded_send(r).map_err(|_| ())
    }

    /// Whether the run is being polled for its [`Outcome`] (so a suspension has somewhere to go).
    pub(crate) fn suspendable(&self) -> bool {
        self.suspendable.load(Ordering::SeqCst)
    }
}

fn ended() -> SuspendError {
    SuspendError { message: "The run has already ended.".into() }
}

/// A handle to ask a running execution to suspend.
#[derive(Clone, Debug)]
pub struct ExecutionHandle {
    requests: Requests,
}

impl ExecutionHandle {
    /// Asks the run to suspend. Resolves once the driver decided; on success the execution's
    /// outcome is [`Outcome::Suspended`].
    ///
    /// # Errors
    /// [`SuspendError`] naming the calls that block the suspension (the run goes on), when the run
    /// is awaited for its [`RunResult`] rather than its outcome, or when it already ended.
    pub async fn request_suspend(&self) -> Result<(), SuspendError> {
        let (tx, rx) = oneshot::channel();
        if self.requests.send(Request::Suspend { from: None, reply: tx }).is_err() {
            return Err(ended());
        }
        rx.await.unwrap_or_else(|_| Err(ended()))
    }
}

/// A run in progress.
///
/// - `execution.result().await` gives the [`Outcome`]: the [`RunResult`], or the [`Suspension`]
///   (its state as a [`Snapshot`]) when the run was suspended. Use it whenever a run may suspend.
/// - `execution.await` gives the [`RunResult`] alone. Such a run never suspends: `ctx.suspend()`,
///   [`ExecutionHandle::request_suspend`] and `auto_suspend` are refused while it is awaited this
///   way (a result cannot hold a saved state, and a suspension must never be lost).
/// - [`Execution::suspend`] suspends it now.
///
/// Dropping it (or [`Execution::cancel`]) interrupts the run: its calls are dropped, its running
/// durable calls cancelled (bounded by [`crate::RuntimeBuilder::cancel_timeout`]) and the `after`
/// hooks told [`crate::CallEnd::Interrupted`].
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
        let (requests, rx) = Requests::new();
        let handle = ExecutionHandle { requests: requests.clone() };
        let fut = drive(inner, Start::Fresh { code: code.to_string(), options }, requests, rx);
        Execution { fut: Box::pin(fut), handle, done: None }
    }

    pub(crate) fn resume(
        inner: Arc<Inner>,
        state: Snapshot,
        outcomes: BTreeMap<String, CallOutcome>,
        options: ResumeOptions,
    ) -> Execution {
        let (requests, rx) = Requests::new();
        let handle = ExecutionHandle { requests: requests.clone() };
        let fut = drive(inner, Start::Resume { state: Box::new(state), outcomes, options }, requests, rx);
        Execution { fut: Box::pin(fut), handle, done: None }
    }

    /// The outcome of the run: its result, or its suspension.
    pub async fn result(mut self) -> Outcome {
        if let Some(o) = self.done.take() {
            return o;
        }
        self.handle.requests.suspendable.store(true, Ordering::SeqCst);
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
        self.handle.requests.suspendable.store(true, Ordering::SeqCst);
        let (tx, rx) = oneshot::channel();
        if self.handle.requests.send(Request::Suspend { from: None, reply: tx }).is_err() {
            return Err(ended());
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

    /// Interrupts the run and its pending calls (the same as dropping it): the calls' futures are
    /// dropped, running durable calls cancelled (their cancels polled here, then finished on a
    /// helper thread within the runtime's cancel timeout) and the `after` hooks told.
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
        // Awaited for a result: nothing may suspend the run while it is polled this way.
        self.handle.requests.suspendable.store(false, Ordering::SeqCst);
        self.fut.as_mut().poll(cx).map(into_result)
    }
}

/// A suspension reached through `Future::poll` (only [`Execution::suspend`] can make one after
/// the run was first polled that way).
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

pub(crate) enum Start {
    Fresh { code: String, options: ExecuteOptions },
    Resume { state: Box<Snapshot>, outcomes: BTreeMap<String, CallOutcome>, options: ResumeOptions },
}

pub(crate) enum End {
    Finished,
    Timeout,
    Never,
    Engine(EngineError),
    Suspended(Box<Suspension>),
}

/// Everything a run needs once started or resumed.
pub(crate) struct Run {
    pub(crate) inner: Arc<Inner>,
    pub(crate) vm: Vm,
    pub(crate) st: CallState,
    pub(crate) program: (Arc<Code>, Arc<str>),
    /// The hash of the compiled program (a snapshot's `compiled.program`).
    pub(crate) compiled_hash: Arc<str>,
    pub(crate) code_hash: String,
    pub(crate) typescript: bool,
    pub(crate) embed_code: bool,
    pub(crate) elapsed_before: Duration,
    pub(crate) roundtrip: bool,
    pub(crate) auto_suspend: bool,
    pub(crate) max_depth: usize,
}

impl Run {
    fn limits(&self) -> &Limits {
        &self.st.limits
    }
}

fn next_run_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    format!("run-{:x}-{n}", t & 0xffff_ffff_ffff)
}

pub(crate) fn run_id(options: &ExecuteOptions) -> String {
    options.run_id.clone().unwrap_or_else(next_run_id)
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

fn failure_diagnostic(f: Failure) -> Diagnostic {
    Diagnostic {
        kind: f.kind,
        message: f.message,
        location: f.location.map(|(line, column)| Location { line, column }),
    }
}

pub(crate) fn engine_diagnostic(e: &EngineError) -> Diagnostic {
    match e {
        EngineError::OutOfMemory { .. } => Diagnostic::new(ErrorKind::MemoryLimitExceeded, e.to_string()),
        EngineError::InvalidSnapshot(_) => Diagnostic::new(ErrorKind::SnapshotError, e.to_string()),
        _ => Diagnostic::new(ErrorKind::ExecutionFailure, e.to_string()),
    }
}

pub(crate) fn now_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_millis() as f64)
}

/// Answers a suspension request: settles what already finished, then tries to suspend.
fn answer(
    run: &mut Run,
    from: Option<u32>,
    reply: oneshot::Sender<Result<(), SuspendError>>,
    elapsed: Duration,
) -> Option<Box<Suspension>> {
    let res = if run.st.requests.suspendable() {
        run.st
            .settle_finished(&mut run.vm)
            .map_err(|e| SuspendError { message: format!("The run's state cannot be saved: {e}") })
            .and_then(|()| capture(run, Capture::Suspend { from }, elapsed))
    } else {
        Err(SuspendError {
            message: "The run is awaited for its RunResult, which cannot hold a suspension: \
                      use Execution::result() to receive a suspended run's state."
                .into(),
        })
    };
    match res {
        Ok(s) => {
            let _ = reply.send(Ok(()));
            Some(Box::new(s))
        }
        Err(e) => {
            let _ = reply.send(Err(e));
            None
        }
    }
}

/// Answers pending suspension requests; returns the suspension when one succeeded.
fn handle_requests(
    run: &mut Run,
    rx: &mut mpsc::UnboundedReceiver<Request>,
    elapsed: Duration,
) -> Option<Box<Suspension>> {
    run.st.requests.waiting.store(false, Ordering::SeqCst);
    while let Ok(req) = rx.try_recv() {
        let Request::Suspend { from, reply } = req else { continue };
        if let Some(s) = answer(run, from, reply, elapsed) {
            return Some(s);
        }
    }
    None
}

/// Whether every call in flight is a durable call with its handle (and there is at least one).
fn only_durable_work(run: &Run) -> bool {
    let mut any = false;
    for (id, c) in &run.st.calls {
        if run.st.queued.contains_key(id) {
            continue;
        }
        if c.kind != crate::calls::CallKind::Durable || !c.has_handle() {
            return false;
        }
        any = true;
    }
    any
}

/// Waits (the VM has nothing to do) for a call to complete, a request or the deadline.
async fn wait(
    run: &mut Run,
    rx: &mut mpsc::UnboundedReceiver<Request>,
    deadline: Option<Instant>,
    started: Instant,
) -> Option<End> {
    let elapsed = |run: &Run| run.elapsed_before + started.elapsed();
    if run.auto_suspend
        && run.st.requests.suspendable()
        && only_durable_work(run)
        && let Ok(s) = capture(run, Capture::Suspend { from: None }, elapsed(run))
    {
        return Some(End::Suspended(Box::new(s)));
    }
    // Nothing can settle the program's promise: with no call in flight that is the end (a
    // deadline would only delay the same answer). Otherwise the run waits for its deadline or a
    // suspension request.
    if run.st.futures.is_empty() && (run.st.calls.is_empty() || deadline.is_none()) {
        return Some(End::Never);
    }
    let event = {
        let next = if run.st.futures.is_empty() {
            Either::Left(futures::future::pending())
        } else {
            Either::Right(run.st.futures.next())
        };
        let either = futures::future::select(next, rx.next());
        match deadline {
            Some(d) => {
                let delay = futures_timer::Delay::new(d.saturating_duration_since(Instant::now()));
                match futures::future::select(either, delay).await {
                    Either::Left((e, _)) => e,
                    Either::Right(_) => return Some(End::Timeout),
                }
            }
            None => either.await,
        }
    };
    match event {
        Either::Left((Some((id, completion)), _)) => {
            let settled = run.st.settle(&mut run.vm, id, completion).and_then(|()| run.st.settle_finished(&mut run.vm));
            settled.err().map(End::Engine)
        }
        Either::Right((Some(Request::Suspend { from, reply }), _)) => {
            answer(run, from, reply, elapsed(run)).map(End::Suspended)
        }
        Either::Left((None, _)) | Either::Right((Some(Request::HandleReady) | None, _)) => None,
    }
}

async fn drive(
    inner: Arc<Inner>,
    start: Start,
    requests: Requests,
    mut rx: mpsc::UnboundedReceiver<Request>,
) -> Outcome {
    let started = Instant::now();
    let run = match start {
        Start::Fresh { code, options } => fresh_run(&inner, code, options, requests),
        Start::Resume { state, outcomes, options } => resumed_run(&inner, *state, outcomes, options, requests),
    };
    let mut run = match run {
        Ok(r) => r,
        Err(o) => return o,
    };
    let timeout = run.limits().timeout_ms.map(Duration::from_millis);
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
        // Outcomes already in are part of the state: settle them before deciding anything.
        let mut settled = match run.st.settle_ready(&mut run.vm) {
            Ok(s) => s,
            Err(e) => break End::Engine(e),
        };
        let el = elapsed(&run);
        if let Some(s) = handle_requests(&mut run, &mut rx, el) {
            break End::Suspended(s);
        }
        run.st.start_queued();
        match run.st.settle_ready(&mut run.vm) {
            Ok(s) => settled |= s,
            Err(e) => break End::Engine(e),
        }
        if settled && matches!(rs, Ok(RunState::Waiting)) {
            continue;
        }
        if run.roundtrip
            && matches!(rs, Ok(RunState::OutOfFuel | RunState::Waiting))
            && let Err(e) = crate::roundtrip::cycle(&mut run, el, matches!(rs, Ok(RunState::Waiting)))
        {
            break End::Engine(e);
        }
        match rs {
            Err(e) => break End::Engine(e),
            Ok(RunState::Finished) => break End::Finished,
            Ok(RunState::OutOfFuel) => {
                if let Some(max) = run.limits().max_instructions
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
                if let Some(end) = wait(&mut run, &mut rx, deadline, started).await {
                    break end;
                }
            }
        }
    };
    finish(run, end, deadline).await
}

/// Ends a run: a suspension detaches its calls; any other end interrupts them and builds the
/// result.
async fn finish(mut run: Run, end: End, deadline: Option<Instant>) -> Outcome {
    if let End::Suspended(s) = end {
        // Detach: running durable work goes on; no `after` hook, no `cancel`.
        run.st.detach();
        run.inner.recycle(run.vm);
        return Outcome::Suspended(*s);
    }
    // Interrupt what is still running: drop the futures, cancel durable work, report interruptions.
    run.st.take_leftover().finish().await;
    let timeout_ms = run.limits().timeout_ms.unwrap_or(0);
    let logs = run.vm.take_logs();
    let mut warnings: Vec<Warning> = Vec::new();
    let outcome = match end {
        End::Finished => match run.vm.outcome() {
            Some(Ok(v)) => Ok(v),
            Some(Err(f)) => Err(failure_diagnostic(f)),
            None => Err(Diagnostic::new(ErrorKind::ExecutionFailure, "The run ended without a result.")),
        },
        End::Timeout => {
            Err(Diagnostic::new(ErrorKind::TimeoutExceeded, format!("Execution timed out after {timeout_ms}ms.")))
        }
        End::Never => Err(Diagnostic::new(
            ErrorKind::ExecutionFailure,
            "The program is waiting for a promise that can never settle: nothing else is pending.",
        )),
        End::Engine(e) => Err(engine_diagnostic(&e)),
        End::Suspended(_) => unreachable!("handled above"),
    };
    for f in run.vm.unhandled_rejections() {
        warnings.push(Warning { kind: f.kind, message: f.message });
    }
    if outcome.is_ok() && deadline.is_some_and(|d| Instant::now() > d) {
        // The program returned in time, but interrupting its leftover work outlived the deadline.
        warnings.insert(
            0,
            Warning {
                kind: ErrorKind::TimeoutExceeded,
                message: format!(
                    "Execution timed out after {timeout_ms}ms while interrupting work left over after the program returned."
                ),
            },
        );
    }
    let tool_calls = std::mem::take(&mut run.st.tool_calls);
    let mut result = RunResult { outcome, logs, warnings, truncated: false, tool_calls };
    if let Some(max) = run.limits().max_output_bytes {
        bound_output(&mut result, max);
    }
    run.inner.recycle(run.vm);
    Outcome::Finished(result)
}
