//! The runtime: tools, hooks, limits and options, built once and reused for many runs
//! ([`RuntimeBuilder`], [`Runtime`]), and what its runs share of it (`Inner`: the template VM,
//! the pool of reset VMs, remembered code). The option types themselves are in `options.rs`.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, compile};
use codemode_tools::{Record, Tool, Tools, ToolsBuilder};
use codemode_vm::{Vm, VmOptions, prelude};

use crate::execution::Execution;
use crate::extension::Extension;
use crate::options::{CodeStore, ExecuteOptions, Hooks, Limits, ResumeOptions};
use crate::result::{Diagnostic, ErrorKind};

/// An error building a runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BuildError {}

/// Builds a [`Runtime`]. Cheap to clone (tools, hooks and extensions are shared).
#[derive(Default, Clone)]
pub struct RuntimeBuilder {
    tools: ToolsBuilder,
    limits: Limits,
    javascript: bool,
    hooks: Hooks,
    max_depth: Option<usize>,
    extensions: Vec<Extension>,
    code_store: Option<Arc<dyn CodeStore>>,
    cancel_timeout: Option<Duration>,
}

/// How long the end of a run waits for durable tools' `cancel` by default.
pub const DEFAULT_CANCEL_TIMEOUT: Duration = Duration::from_secs(2);

impl RuntimeBuilder {
    /// Adds a nested record of tools under `prefix` (`""` for the root): each
    /// [`Record::Tool`] is a tool at its key, each [`Record::Namespace`] a namespace (with its
    /// description) whose members nest below it. Keys may be dotted. The same tree as the
    /// equivalent [`RuntimeBuilder::tool`] and [`RuntimeBuilder::namespace`] calls.
    #[must_use]
    pub fn record(mut self, prefix: &str, record: Record) -> Self {
        self.tools = self.tools.record(prefix, record);
        self
    }

    /// How long the end of a run waits for the `cancel` of its running durable calls (all of them
    /// together) before it gives up on them: a `cancel` that hangs must not hang the host. Default
    /// [`DEFAULT_CANCEL_TIMEOUT`]. When an [`crate::Execution`] is dropped, its cancels are polled
    /// once where it is dropped and then, if unfinished, driven on a helper thread for at most
    /// this long.
    #[must_use]
    pub fn cancel_timeout(mut self, t: Duration) -> Self {
        self.cancel_timeout = Some(t);
        self
    }

    /// Sets where programs' code is kept for snapshots that refer to it by hash.
    #[must_use]
    pub fn code_store(mut self, store: Arc<dyn CodeStore>) -> Self {
        self.code_store = Some(store);
        self
    }

    /// Adds an extension (host globals such as `fetch`).
    #[must_use]
    pub fn extension(mut self, e: Extension) -> Self {
        self.extensions.push(e);
        self
    }

    /// Adds a tool at a dotted path (the last definition of a path wins).
    #[must_use]
    pub fn tool(mut self, path: &str, tool: Tool) -> Self {
        self.tools = self.tools.tool(path, tool);
        self
    }

    /// Describes a namespace.
    #[must_use]
    pub fn namespace(mut self, path: &str, description: impl Into<String>) -> Self {
        self.tools = self.tools.namespace(path, description);
        self
    }

    /// Sets every limit.
    #[must_use]
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Sets the timeout.
    #[must_use]
    pub fn timeout(mut self, t: Duration) -> Self {
        self.limits.timeout_ms = Some(u64::try_from(t.as_millis()).unwrap_or(u64::MAX));
        self
    }

    /// Parses programs as plain JavaScript instead of TypeScript.
    #[must_use]
    pub fn javascript(mut self, yes: bool) -> Self {
        self.javascript = yes;
        self
    }

    /// Sets the hooks.
    #[must_use]
    pub fn hooks(mut self, hooks: Hooks) -> Self {
        self.hooks = hooks;
        self
    }

    /// Maximum call depth (default 10,000 frames).
    #[must_use]
    pub fn max_depth(mut self, depth: usize) -> Self {
        self.max_depth = Some(depth);
        self
    }

    /// Builds the runtime.
    ///
    /// # Errors
    /// Invalid tool paths or schemas, or invalid limits.
    pub fn build(self) -> Result<Runtime, BuildError> {
        Ok(Runtime { inner: Arc::new(self.build_inner()?) })
    }

    fn build_inner(self) -> Result<Inner, BuildError> {
        let config = self.clone();
        let tools = self.tools.build().map_err(|e| BuildError(e.to_string()))?;
        check_limits(&self.limits)?;
        let options = VmOptions {
            max_depth: self.max_depth.unwrap_or(10_000),
            max_memory: self.limits.max_memory_bytes,
            caps: self.limits.caps().map_err(BuildError)?,
        };
        let template = template_vm().map_err(|e| BuildError(e.to_string()))?;
        let mut vm = template.clone();
        vm.options = options;
        vm.tools = Some(Arc::new(crate::calls::TreeView(tools.clone())));
        let (entries, globals) = crate::extension::layout(&self.extensions).map_err(BuildError)?;
        for (name, value) in &globals {
            vm.define_host_global(name, value)
                .map_err(|e| BuildError(format!("extension global '{name}' is rejected: {e}")))?;
        }
        if !globals.is_empty() {
            // The extension globals become part of the realm every run starts from.
            vm.seal_template();
        }
        Ok(Inner {
            config,
            max_depth: self.max_depth.unwrap_or(10_000),
            cancel_timeout: self.cancel_timeout.unwrap_or(DEFAULT_CANCEL_TIMEOUT),
            tools,
            limits: self.limits,
            javascript: self.javascript,
            hooks: self.hooks,
            template: vm,
            entries,
            extension_names: self
                .extensions
                .iter()
                .map(|e| if e.hooks.is_some() { format!("{}+hooks", e.name) } else { e.name.clone() })
                .collect(),
            snapshot_hooks: self
                .extensions
                .iter()
                .filter_map(|e| e.hooks.clone().map(|h| (e.name.clone(), h)))
                .collect(),
            codes: std::sync::Mutex::new(std::collections::HashMap::new()),
            code_store: self.code_store,
            pool: std::sync::Mutex::new(Vec::new()),
        })
    }
}

pub(crate) struct Inner {
    /// What the runtime was built from (roundtrip mode builds a brand-new runtime from it).
    pub(crate) config: RuntimeBuilder,
    /// Maximum call depth (frames).
    pub(crate) max_depth: usize,
    /// See [`RuntimeBuilder::cancel_timeout`].
    pub(crate) cancel_timeout: Duration,
    pub(crate) tools: Tools,
    pub(crate) limits: Limits,
    pub(crate) javascript: bool,
    pub(crate) hooks: Hooks,
    pub(crate) template: Vm,
    pub(crate) entries: Vec<crate::extension::EntryPoint>,
    /// Names of the extensions (part of a snapshot's identity).
    pub(crate) extension_names: Vec<String>,
    /// Snapshot hooks by extension name.
    pub(crate) snapshot_hooks: std::collections::BTreeMap<String, crate::extension::SnapshotHooks>,
    /// Sources of programs run by this runtime, by code hash.
    pub(crate) codes: std::sync::Mutex<std::collections::HashMap<String, Arc<str>>>,
    /// The host's code store.
    pub(crate) code_store: Option<Arc<dyn CodeStore>>,
    /// Finished runs' VMs, reset to the template ([`Vm::reset_to`]): a new run takes one instead
    /// of cloning the template's whole realm.
    pub(crate) pool: std::sync::Mutex<Vec<Vm>>,
}

/// How many reset VMs a runtime keeps for reuse.
const POOL_MAX: usize = 4;

impl Inner {
    /// A brand-new runtime built from the same configuration (nothing of this one's state —
    /// pooled VMs, remembered code — carries over).
    pub(crate) fn rebuild(&self) -> Result<Arc<Inner>, BuildError> {
        self.config.clone().build_inner().map(Arc::new)
    }

    /// A VM equal to the template: a recycled one when available, else a clone.
    pub(crate) fn take_vm(&self) -> Vm {
        self.pool.lock().ok().and_then(|mut p| p.pop()).unwrap_or_else(|| self.template.clone())
    }

    /// Resets a finished run's VM and keeps it for the next run (up to [`POOL_MAX`]).
    pub(crate) fn recycle(&self, mut vm: Vm) {
        if self.pool.lock().map_or(true, |p| p.len() >= POOL_MAX) {
            return;
        }
        vm.reset_to(&self.template);
        if let Ok(mut p) = self.pool.lock()
            && p.len() < POOL_MAX
        {
            p.push(vm);
        }
    }

    /// Keeps a program's source for snapshots that refer to it by hash.
    pub(crate) fn remember_code(&self, hash: &str, source: &Arc<str>) {
        if let Some(store) = &self.code_store {
            store.put(hash, source);
        }
        if let Ok(mut m) = self.codes.lock() {
            if m.len() > 1024 {
                m.clear();
            }
            m.insert(hash.to_string(), source.clone());
        }
    }

    /// The source stored under `hash`.
    pub(crate) fn lookup_code(&self, hash: &str) -> Option<Arc<str>> {
        if let Some(s) = self.codes.lock().ok().and_then(|m| m.get(hash).cloned()) {
            return Some(s);
        }
        self.code_store.as_ref().and_then(|s| s.get(hash)).map(Arc::from)
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
    #[must_use]
    pub fn execute(&self, code: &str) -> Execution {
        self.execute_with(code, ExecuteOptions::default())
    }

    /// Starts running `code` with options.
    #[must_use]
    pub fn execute_with(&self, code: &str, options: ExecuteOptions) -> Execution {
        crate::driver::start(self.inner.clone(), code, options)
    }

    /// Resumes a suspended run with the outcomes of its pending durable calls (by key), under the
    /// limits it was saved with. Use [`Execution::result`] on the returned execution when the run
    /// may suspend again.
    #[must_use]
    pub fn resume(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: std::collections::BTreeMap<String, crate::snapshot::CallOutcome>,
    ) -> Execution {
        self.resume_with(state, outcomes, ResumeOptions::default())
    }

    /// [`Runtime::resume`] with options (a context for the resumed run, replaced limits).
    #[must_use]
    pub fn resume_with(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: std::collections::BTreeMap<String, crate::snapshot::CallOutcome>,
        options: ResumeOptions,
    ) -> Execution {
        crate::driver::resume(self.inner.clone(), state, outcomes, options)
    }

    /// Like [`Runtime::resume`], suspending again on its own as soon as the run waits only on
    /// durable calls (see [`ExecuteOptions::auto_suspend`]).
    #[must_use]
    pub fn resume_auto(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: std::collections::BTreeMap<String, crate::snapshot::CallOutcome>,
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
        Ok(Runtime { inner: Arc::new(config.build_inner()?) })
    }
}

fn check_limits(limits: &Limits) -> Result<(), BuildError> {
    if limits.max_output_bytes == Some(0) {
        return Err(BuildError("maxOutputBytes must be a positive number of bytes".into()));
    }
    if limits.timeout_ms == Some(0) {
        return Err(BuildError("timeoutMs must be a positive number of milliseconds".into()));
    }
    if let Some(m) = limits.max_memory_bytes
        && m < 1 << 20
    {
        return Err(BuildError("maxMemoryBytes must be at least 1048576 bytes (1 MiB)".into()));
    }
    limits.caps().map_err(BuildError)?;
    Ok(())
}

/// The compiled prelude (once per process).
pub(crate) fn prelude_code() -> Result<Arc<Code>, Diagnostic> {
    static P: OnceLock<Result<Arc<Code>, Diagnostic>> = OnceLock::new();
    P.get_or_init(|| {
        let opts = CompileOptions { typescript: false, builtin: true, intrinsics: prelude::INTRINSICS };
        compile(prelude::SOURCE, &opts)
            .map(Arc::new)
            .map_err(|d| Diagnostic::new(ErrorKind::ExecutionFailure, format!("prelude does not compile: {d}")))
    })
    .clone()
}

/// A VM with the realm set up and the prelude run (once per process; cloned per runtime).
pub(crate) fn template_vm() -> Result<Vm, Diagnostic> {
    static T: OnceLock<Result<Vm, Diagnostic>> = OnceLock::new();
    T.get_or_init(|| {
        let code = prelude_code()?;
        Vm::new(code, VmOptions::default())
            .map_err(|e| Diagnostic::new(ErrorKind::ExecutionFailure, format!("realm setup failed: {e}")))
    })
    .clone()
}
