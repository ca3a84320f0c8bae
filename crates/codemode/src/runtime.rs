//! The runtime: tools, hooks, limits and options, built once and reused for many runs
//! ([`RuntimeBuilder`], [`Runtime`]). What its runs share of it (`Inner`: the template VM, the pool
//! of reset VMs, remembered code) and what it is built from (`Config`) are in `shared.rs`, which
//! the driver, the host side of calls and the snapshot code use without importing this module;
//! the option types themselves are in `options.rs`.

use std::sync::Arc;
use std::time::Duration;

use codemode_tools::{Record, Tool, Tools};

use crate::execution::Execution;
use crate::extension::Extension;
use crate::options::{CodeStore, ExecuteOptions, Hooks, Limits, ResumeOptions};
pub use crate::shared::{BuildError, DEFAULT_CANCEL_TIMEOUT};
use crate::shared::{Config, Inner};

/// Builds a [`Runtime`]. Cheap to clone (tools, hooks and extensions are shared).
#[derive(Default, Clone)]
pub struct RuntimeBuilder {
    config: Config,
}

impl RuntimeBuilder {
    /// Adds a nested record of tools under `prefix` (`""` for the root): each
    /// [`Record::Tool`] is a tool at its key, each [`Record::Namespace`] a namespace (with its
    /// description) whose members nest below it. Keys may be dotted. The same tree as the
    /// equivalent [`RuntimeBuilder::tool`] and [`RuntimeBuilder::namespace`] calls.
    #[must_use]
    pub fn record(mut self, prefix: &str, record: Record) -> Self {
        self.config.tools = self.config.tools.record(prefix, record);
        self
    }

    /// How long the end of a run waits for the `cancel` of its running durable calls (all of them
    /// together) before it gives up on them: a `cancel` that hangs must not hang the host. Default
    /// [`DEFAULT_CANCEL_TIMEOUT`]. When an [`crate::Execution`] is dropped, its cancels are polled
    /// once where it is dropped and then, if unfinished, driven on a helper thread for at most
    /// this long.
    #[must_use]
    pub fn cancel_timeout(mut self, t: Duration) -> Self {
        self.config.cancel_timeout = Some(t);
        self
    }

    /// Sets where programs' code is kept for snapshots that refer to it by hash.
    #[must_use]
    pub fn code_store(mut self, store: Arc<dyn CodeStore>) -> Self {
        self.config.code_store = Some(store);
        self
    }

    /// Adds an extension (host globals such as `fetch`).
    #[must_use]
    pub fn extension(mut self, e: Extension) -> Self {
        self.config.extensions.push(e);
        self
    }

    /// Adds a tool at a dotted path (the last definition of a path wins).
    #[must_use]
    pub fn tool(mut self, path: &str, tool: Tool) -> Self {
        self.config.tools = self.config.tools.tool(path, tool);
        self
    }

    /// Describes a namespace.
    #[must_use]
    pub fn namespace(mut self, path: &str, description: impl Into<String>) -> Self {
        self.config.tools = self.config.tools.namespace(path, description);
        self
    }

    /// Sets every limit.
    #[must_use]
    pub fn limits(mut self, limits: Limits) -> Self {
        self.config.limits = limits;
        self
    }

    /// Sets the timeout.
    #[must_use]
    pub fn timeout(mut self, t: Duration) -> Self {
        self.config.limits.timeout_ms = Some(u64::try_from(t.as_millis()).unwrap_or(u64::MAX));
        self
    }

    /// Parses programs as plain JavaScript instead of TypeScript.
    #[must_use]
    pub fn javascript(mut self, yes: bool) -> Self {
        self.config.javascript = yes;
        self
    }

    /// Sets the hooks.
    #[must_use]
    pub fn hooks(mut self, hooks: Hooks) -> Self {
        self.config.hooks = hooks;
        self
    }

    /// The local time zone of the runs (default UTC): an IANA name such as `"America/New_York"` or
    /// an offset such as `"+05:30"`. `Date`'s local-time methods, an `Intl.DateTimeFormat`
    /// without a `timeZone` and `Temporal.Now.timeZoneId()` use it. A suspended run keeps the
    /// zone it started in, whatever the runtime that resumes it says. An unknown zone fails
    /// [`RuntimeBuilder::build`].
    #[must_use]
    pub fn time_zone(mut self, zone: &str) -> Self {
        self.config.time_zone = Some(zone.to_string());
        self
    }

    /// Maximum call depth (default 10,000 frames).
    #[must_use]
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.config.max_depth = Some(depth);
        self
    }

    /// Builds the runtime.
    ///
    /// # Errors
    /// Invalid tool paths or schemas, or invalid limits.
    pub fn build(self) -> Result<Runtime, BuildError> {
        Ok(Runtime { inner: Arc::new(self.config.build()?) })
    }
}

/// A runtime: tools, hooks and limits, reused for every run.
#[derive(Clone)]
pub struct Runtime {
    pub(crate) inner: Arc<Inner>,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime").field("tools", &self.inner.tools.len()).field("limits", &self.inner.limits).finish()
    }
}

impl Runtime {
    /// A builder.
    #[must_use]
    pub fn builder() -> RuntimeBuilder {
        RuntimeBuilder::default()
    }

    /// Starts running `code`. Awaiting the returned [`Execution`] gives the [`crate::RunResult`]
    /// (such a run never suspends); [`Execution::result`] gives the [`crate::Outcome`], which can
    /// be a suspension. Dropping it interrupts the run: its calls are dropped, its running durable
    /// calls cancelled and the `after` hooks told [`CallEnd::Interrupted`].
    pub fn execute(&self, code: &str) -> Execution {
        self.execute_with(code, ExecuteOptions::default())
    }

    /// Starts running `code` with options.
    pub fn execute_with(&self, code: &str, options: ExecuteOptions) -> Execution {
        crate::driver::start(self.inner.clone(), code, options)
    }

    /// Resumes a suspended run with the outcomes of its pending durable calls (by key), under the
    /// limits it was saved with. Use [`Execution::result`] on the returned execution when the run
    /// may suspend again.
    ///
    /// The outcomes are `(key, outcome)` pairs from anything iterable: a `BTreeMap` or `HashMap`,
    /// or for the usual single call an array `[(key, outcome)]` (no map to build). Of pairs with
    /// the same key, the last counts, as a map built from them would hold.
    pub fn resume(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: impl IntoIterator<Item = (String, crate::snapshot::CallOutcome)>,
    ) -> Execution {
        self.resume_with(state, outcomes, ResumeOptions::default())
    }

    /// [`Runtime::resume`] with options (a context for the resumed run, replaced limits).
    pub fn resume_with(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: impl IntoIterator<Item = (String, crate::snapshot::CallOutcome)>,
        options: ResumeOptions,
    ) -> Execution {
        crate::driver::resume(self.inner.clone(), state, crate::suspend::Outcomes::of(outcomes), options)
    }

    /// Like [`Runtime::resume`], suspending again on its own as soon as the run waits only on
    /// durable calls (see [`ExecuteOptions::auto_suspend`]).
    pub fn resume_auto(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: impl IntoIterator<Item = (String, crate::snapshot::CallOutcome)>,
    ) -> Execution {
        self.resume_with(state, outcomes, ResumeOptions { auto_suspend: true, ..ResumeOptions::default() })
    }

    /// The tools.
    #[must_use]
    pub fn tools(&self) -> &Tools {
        &self.inner.tools
    }

    /// The catalog: one entry per tool, sorted by path.
    #[must_use]
    pub fn catalog(&self) -> Vec<codemode_tools::CatalogEntry> {
        self.inner.tools.catalog()
    }

    /// The limits.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.inner.limits
    }

    /// A runtime with the same tools, hooks and extensions and other limits (for hosts that take
    /// limits per run, such as a service). The runtime is built again from its configuration; keep
    /// the result for reuse.
    ///
    /// # Errors
    /// Invalid limits, as [`RuntimeBuilder::build`] reports them.
    pub fn with_limits(&self, limits: Limits) -> Result<Runtime, BuildError> {
        let mut config = self.inner.config.clone();
        config.limits = limits;
        Ok(Runtime { inner: Arc::new(config.build()?) })
    }
}
