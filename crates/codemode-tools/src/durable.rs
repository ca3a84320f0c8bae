//! Durable tools: long-running work (a build, a human approval) that a run can wait on across a
//! suspension. A durable tool is four functions:
//!
//! - `start(input, ctx) -> handle`: begins the work and returns a JSON handle quickly;
//! - `attach(handle, ctx) -> output`: waits for the work (interrupting it only detaches);
//! - `cancel(handle)`: stops the work (when the run ends or is dropped without having been
//!   suspended; the runtime waits for it a bounded time, see `RuntimeBuilder::cancel_timeout`);
//! - `lookup(key) -> handle?`: for the host (the runtime never calls it).
//!
//! `start` and `attach` receive [`DurableContext::suspend`], which asks the runtime to suspend the
//! run with this call pending; it never returns when the suspension happens (the tool's future is
//! dropped), and returns a [`SuspendError`] when something else blocks the suspension.

use std::future::Future;
use std::sync::Arc;

use futures::FutureExt;
use futures::future::BoxFuture;
use serde_json::Value;

use crate::ToolError;
use crate::context::RunContext;

/// Why a run could not be suspended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuspendError {
    /// The message (naming each blocking call by key and path).
    pub message: String,
}

impl std::fmt::Display for SuspendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SuspendError {}

/// Requests a suspension; resolves only when it failed.
pub type SuspendFn = Arc<dyn Fn() -> BoxFuture<'static, SuspendError> + Send + Sync>;

/// The context of a durable call.
#[derive(Clone)]
pub struct DurableContext {
    /// The call's key, `<runId>:<id>`.
    pub key: String,
    /// The tool's canonical path.
    pub path: String,
    /// The services the host gave the run (empty unless it gave some).
    pub run: RunContext,
    suspend: Option<SuspendFn>,
}

impl std::fmt::Debug for DurableContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DurableContext").field("key", &self.key).field("path", &self.path).finish_non_exhaustive()
    }
}

impl DurableContext {
    /// A context whose `suspend` always fails (outside a suspendable run).
    #[must_use]
    pub fn new(key: impl Into<String>, path: impl Into<String>) -> DurableContext {
        DurableContext { key: key.into(), path: path.into(), run: RunContext::new(), suspend: None }
    }

    /// The context with the run's services.
    #[must_use]
    pub fn with_run(mut self, run: RunContext) -> DurableContext {
        self.run = run;
        self
    }

    /// The run's service of type `T` (shorthand for `self.run.get::<T>()`).
    #[must_use]
    pub fn get<T: std::any::Any + Send + Sync>(&self) -> Option<&T> {
        self.run.get::<T>()
    }

    /// A context whose `suspend` asks the runtime.
    #[must_use]
    pub fn with_suspend(mut self, f: SuspendFn) -> DurableContext {
        self.suspend = Some(f);
        self
    }

    /// Suspends the run with this call pending. Never returns when the run is suspended; returns
    /// the reason when it cannot be.
    pub async fn suspend(&self) -> SuspendError {
        match &self.suspend {
            Some(f) => f().await,
            None => SuspendError { message: "This run cannot be suspended.".into() },
        }
    }
}

type StartFn = dyn Fn(Value, DurableContext) -> BoxFuture<'static, Result<Value, ToolError>> + Send + Sync;
type CancelFn = dyn Fn(Value) -> BoxFuture<'static, ()> + Send + Sync;
type LookupFn = dyn Fn(String) -> BoxFuture<'static, Option<Value>> + Send + Sync;

/// The functions of a durable tool (cheap to clone).
#[derive(Clone)]
pub struct Durable {
    start: Arc<StartFn>,
    attach: Arc<StartFn>,
    cancel: Arc<CancelFn>,
    lookup: Arc<LookupFn>,
}

impl std::fmt::Debug for Durable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Durable")
    }
}

impl Durable {
    /// A durable tool from its `start` and `attach` functions (`cancel` does nothing and `lookup`
    /// finds nothing until set).
    pub fn new<S, SF, A, AF>(start: S, attach: A) -> Durable
    where
        S: Fn(Value, DurableContext) -> SF + Send + Sync + 'static,
        SF: Future<Output = Result<Value, ToolError>> + Send + 'static,
        A: Fn(Value, DurableContext) -> AF + Send + Sync + 'static,
        AF: Future<Output = Result<Value, ToolError>> + Send + 'static,
    {
        Durable {
            start: Arc::new(move |v, c| start(v, c).boxed()),
            attach: Arc::new(move |v, c| attach(v, c).boxed()),
            cancel: Arc::new(|_| async {}.boxed()),
            lookup: Arc::new(|_| async { None }.boxed()),
        }
    }

    /// Sets `cancel`.
    #[must_use]
    pub fn cancel_with<C, CF>(mut self, cancel: C) -> Durable
    where
        C: Fn(Value) -> CF + Send + Sync + 'static,
        CF: Future<Output = ()> + Send + 'static,
    {
        self.cancel = Arc::new(move |h| cancel(h).boxed());
        self
    }

    /// Sets `lookup`.
    #[must_use]
    pub fn lookup_with<L, LF>(mut self, lookup: L) -> Durable
    where
        L: Fn(String) -> LF + Send + Sync + 'static,
        LF: Future<Output = Option<Value>> + Send + 'static,
    {
        self.lookup = Arc::new(move |k| lookup(k).boxed());
        self
    }

    /// Starts the work.
    pub fn start(&self, input: Value, ctx: DurableContext) -> BoxFuture<'static, Result<Value, ToolError>> {
        (self.start)(input, ctx)
    }

    /// Waits for the work of `handle`.
    pub fn attach(&self, handle: Value, ctx: DurableContext) -> BoxFuture<'static, Result<Value, ToolError>> {
        (self.attach)(handle, ctx)
    }

    /// Cancels the work of `handle`.
    pub fn cancel(&self, handle: Value) -> BoxFuture<'static, ()> {
        (self.cancel)(handle)
    }

    /// Finds the handle of the call `key` (for hosts).
    pub fn lookup(&self, key: &str) -> BoxFuture<'static, Option<Value>> {
        (self.lookup)(key.to_string())
    }
}
