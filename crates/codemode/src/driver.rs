//! The driver: the loop that alternates between the VM and the host for one run ([`drive`]).
//!
//! The VM never waits: [`Vm::run`] returns when the program finished, waits only on host calls, or
//! used its slice of fuel. The driver then settles the calls that already finished (outcomes that
//! are in are part of the state, so this comes before any suspension decision), answers
//! suspension requests (in one place, [`answer`]), polls the host calls' futures (all at once —
//! calls run concurrently), checks the deadline and runs the VM again. It is an ordinary future,
//! independent of any executor: time is kept with `futures-timer`, and the driver yields to its
//! executor between slices of a busy program.
//!
//! How a run starts or is rebuilt from a snapshot, and how its state is captured, is
//! `suspend.rs`; roundtrip mode's cycle is `roundtrip.rs`; the host side of calls is `calls.rs`;
//! what a run left running is interrupted by `interrupt.rs` ([`finish`]).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use codemode_bytecode::Code;
use codemode_tools::SuspendError;
use codemode_vm::{EngineError, RunState, Vm};
use futures::channel::{mpsc, oneshot};
use futures::future::Either;
use futures::stream::StreamExt;

use crate::calls::{CallState, now_ms};
use crate::execution::{Execution, Outcome, Request, Requests, Suspension};
use crate::options::{ExecuteOptions, Limits, ResumeOptions};
use crate::output::bound_output;
use crate::result::{Diagnostic, ErrorKind, RunResult, Warning, engine_diagnostic, failure_diagnostic};
use crate::shared::Inner;
use crate::snapshot::Snapshot;
use crate::suspend::{Capture, Outcomes, capture, fresh_run, resumed_run};

/// Instructions per slice between deadline checks (and executor yields).
const SLICE: u64 = 20_000;
/// Roundtrip mode: snapshot intervals, cycled.
const ROUNDTRIP_INTERVALS: [u64; 5] = [1, 7, 61, 997, 4093];

enum Start {
    Fresh { code: String, options: ExecuteOptions },
    Resume { state: Snapshot, outcomes: Outcomes, options: ResumeOptions },
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
    /// Boxed: pooled VMs move as a pointer (a VM is kilobytes).
    pub(crate) vm: Box<Vm>,
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
    run.st.requests.flags.waiting.store(false, Ordering::SeqCst);
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

/// What a waiting run (the VM has nothing to do) comes to before it waits: a suspension of its
/// own (`auto_suspend` with only durable work left), or the end when nothing can settle its
/// promise.
fn wait_now(run: &mut Run, deadline: Option<Instant>, started: Instant) -> Option<End> {
    if run.auto_suspend
        && run.st.requests.suspendable()
        && only_durable_work(run)
        && let Ok(s) = capture(run, Capture::Suspend { from: None }, run.elapsed_before + started.elapsed())
    {
        return Some(End::Suspended(Box::new(s)));
    }
    // Nothing can settle the program's promise: with no call in flight that is the end (a
    // deadline would only delay the same answer). Otherwise the run waits for its deadline or a
    // suspension request.
    if run.st.futures.is_empty() && (run.st.calls.is_empty() || deadline.is_none()) {
        return Some(End::Never);
    }
    None
}

/// Waits for a call to complete, a suspension request or the deadline ([`wait_now`] first).
async fn wait(
    run: &mut Run,
    rx: &mut mpsc::UnboundedReceiver<Request>,
    deadline: Option<Instant>,
    started: Instant,
) -> Option<End> {
    let elapsed = |run: &Run| run.elapsed_before + started.elapsed();
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

/// Starts a fresh run of `code` (`Runtime::execute_with`).
pub(crate) fn start(inner: Arc<Inner>, code: &str, options: ExecuteOptions) -> Execution {
    let (requests, rx) = Requests::new();
    let fut = drive(inner, Box::new(Start::Fresh { code: code.to_string(), options }), requests.clone(), rx);
    Execution::new(fut, requests)
}

/// Resumes a suspended run with the outcomes of its pending calls (`Runtime::resume_with`).
pub(crate) fn resume(inner: Arc<Inner>, state: Snapshot, outcomes: Outcomes, options: ResumeOptions) -> Execution {
    let (requests, rx) = Requests::new();
    let fut = drive(inner, Box::new(Start::Resume { state, outcomes, options }), requests.clone(), rx);
    Execution::new(fut, requests)
}

/// Runs (or resumes) a program to its end or suspension.
///
/// The start is boxed: the future keeps its arguments for its whole life, and it is allocated
/// once per run (a smaller block is a cheaper allocation).
async fn drive(
    inner: Arc<Inner>,
    start: Box<Start>,
    requests: Requests,
    mut rx: mpsc::UnboundedReceiver<Request>,
) -> Outcome {
    let started = Instant::now();
    let run = match *start {
        Start::Fresh { code, options } => fresh_run(&inner, code, options, requests),
        Start::Resume { state, outcomes, options } => resumed_run(&inner, state, outcomes, options, requests),
    };
    // Boxed: the run is held across awaits, and a future holding it inline would be kilobytes
    // moved on every start.
    let mut run = match run {
        Ok(r) => Box::new(r),
        Err(d) => return Outcome::Finished(RunResult::failure(d)),
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
        run.vm.deadline = deadline;
        let rs = run.vm.run(&mut run.st, fuel);
        // Native work stopped by the deadline (a long regular-expression match) is the timeout.
        if matches!(rs, Err(EngineError::Interrupted)) && deadline.is_some_and(|d| Instant::now() >= d) {
            break End::Timeout;
        }
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
                if let Some(end) = wait_now(&mut run, deadline, started) {
                    break end;
                }
                // Boxed: the wait's futures would otherwise make this future, which every run
                // allocates, larger than the allocator's per-thread cache serves.
                if let Some(end) = Box::pin(wait(&mut run, &mut rx, deadline, started)).await {
                    break end;
                }
            }
        }
    };
    if let End::Suspended(s) = end {
        // Detach: running durable work goes on; no `after` hook, no `cancel`.
        run.st.detach();
        run.inner.recycle(run.vm);
        return Outcome::Suspended(*s);
    }
    // Boxed, as the wait is.
    Box::pin(finish(run, end, deadline)).await
}

/// Ends a run that did not suspend: interrupts its calls and builds the result.
async fn finish(mut run: Box<Run>, end: End, deadline: Option<Instant>) -> Outcome {
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
        End::Suspended(_) => unreachable!("handled by `drive`"),
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
