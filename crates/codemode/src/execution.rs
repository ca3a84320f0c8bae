//! A run in progress, as the host sees it: [`Execution`], [`ExecutionHandle`], [`Outcome`] and
//! [`Suspension`], and the request channel between them and the run's driver (`driver.rs`).
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
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};

use codemode_tools::SuspendError;
use futures::channel::{mpsc, oneshot};
use futures::future::Either;

use crate::result::{Diagnostic, ErrorKind, RunResult};
use crate::snapshot::{PendingCall, Snapshot};

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
/// can receive a suspension (both in one allocation: a resume makes a channel each time).
#[derive(Clone, Debug)]
pub(crate) struct Requests {
    tx: mpsc::UnboundedSender<Request>,
    pub(crate) flags: Arc<Flags>,
}

/// [`Requests`]' two flags.
#[derive(Debug)]
pub(crate) struct Flags {
    /// A suspension request is waiting.
    pub(crate) waiting: AtomicBool,
    /// Whoever polls the run can receive a suspension.
    suspendable: AtomicBool,
}

impl Requests {
    /// A channel: the sending side (for the execution, its handles and the calls) and the
    /// driver's receiving side.
    pub(crate) fn new() -> (Requests, mpsc::UnboundedReceiver<Request>) {
        let (tx, rx) = mpsc::unbounded();
        let flags = Arc::new(Flags { waiting: AtomicBool::new(false), suspendable: AtomicBool::new(true) });
        (Requests { tx, flags }, rx)
    }

    pub(crate) fn send(&self, r: Request) -> Result<(), ()> {
        if matches!(r, Request::Suspend { .. }) {
            self.flags.waiting.store(true, Ordering::SeqCst);
        }
        self.tx.unbounded_send(r).map_err(|_| ())
    }

    /// Whether the run is being polled for its [`Outcome`] (so a suspension has somewhere to go).
    pub(crate) fn suspendable(&self) -> bool {
        self.flags.suspendable.load(Ordering::SeqCst)
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
    /// An execution driven by `fut` (the driver's future, `driver::start`/`driver::resume`),
    /// which answers the requests sent through `requests`.
    pub(crate) fn new(fut: impl Future<Output = Outcome> + Send + 'static, requests: Requests) -> Execution {
        Execution { fut: Box::pin(fut), handle: ExecutionHandle { requests }, done: None }
    }

    /// The outcome of the run: its result, or its suspension.
    pub async fn result(mut self) -> Outcome {
        if let Some(o) = self.done.take() {
            return o;
        }
        self.handle.requests.flags.suspendable.store(true, Ordering::SeqCst);
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
        self.handle.requests.flags.suspendable.store(true, Ordering::SeqCst);
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
        self.handle.requests.flags.suspendable.store(false, Ordering::SeqCst);
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
