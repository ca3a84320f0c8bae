//! The runtime: tools, hooks, limits and options, built once and reused for many runs.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, compile};
use codemode_tools::{Tool, Tools, ToolsBuilder};
use codemode_vm::{Vm, VmOptions, prelude};

use crate::execution::Execution;
use crate::extension::Extension;
use crate::result::{Diagnostic, ErrorKind};

/// Limits of a run. Absent fields are unlimited.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time for the whole run, in milliseconds.
    pub timeout_ms: Option<u64>,
    /// Tool calls the run may make (`search` included).
    pub max_tool_calls: Option<u64>,
    /// Bytes (UTF-8) of value, logs and warnings in the result.
    pub max_output_bytes: Option<usize>,
    /// Heap size in bytes.
    pub max_memory_bytes: Option<usize>,
    /// Instructions the run may execute (fuel).
    pub max_instructions: Option<u64>,
    /// Bytes a suspended run's state may take (`suspend.max_bytes`).
    pub max_snapshot_bytes: Option<usize>,
}

/// Information about a tool call, given to hooks.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolCallInfo {
    /// The canonical path (`orders.lookup`, or `search`).
    pub name: String,
    /// The decoded input.
    pub input: serde_json::Value,
    /// The call's key, `<runId>:<id>`.
    pub key: String,
}

/// How a call ended, for `after` hooks.
#[derive(Clone, Debug, PartialEq)]
pub enum CallEnd {
    /// It produced a value.
    Success(serde_json::Value),
    /// It failed with this message.
    Failure(String),
    /// It was interrupted (the run ended or was cancelled first).
    Interrupted,
}

/// A `before` hook: an error denies the call with that message. Hooks are synchronous (they also
/// surround synchronous calls such as `search`) and must return quickly.
pub type BeforeHook = Arc<dyn Fn(&ToolCallInfo) -> Result<(), String> + Send + Sync>;
/// An `after` hook.
pub type AfterHook = Arc<dyn Fn(&ToolCallInfo, &CallEnd) + Send + Sync>;

/// Information about an extension call, given to hooks.
#[derive(Clone, Debug, PartialEq)]
pub struct ExtensionCallInfo {
    /// The extension's name.
    pub extension: String,
    /// The entry point's path (`fetch`, `fs.promises.readFile`); `<result function>` for functions
    /// that came inside a result.
    pub name: String,
    /// The arguments, as data.
    pub args: Vec<serde_json::Value>,
    /// The call's key, `<runId>:<id>`.
    pub key: String,
}

/// A `before` hook for extension calls.
pub type ExtensionBeforeHook = Arc<dyn Fn(&ExtensionCallInfo) -> Result<(), String> + Send + Sync>;
/// An `after` hook for extension calls.
pub type ExtensionAfterHook = Arc<dyn Fn(&ExtensionCallInfo, &CallEnd) + Send + Sync>;

/// Hooks around host calls.
#[derive(Clone, Default)]
pub struct Hooks {
    /// Runs before every tool call; failing denies it.
    pub tool_before: Option<BeforeHook>,
    /// Runs after every tool call.
    pub tool_after: Option<AfterHook>,
    /// Runs before every extension call; failing denies it.
    pub extension_before: Option<ExtensionBeforeHook>,
    /// Runs after every extension call.
    pub extension_after: Option<ExtensionAfterHook>,
}

impl std::fmt::Debug for Hooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hooks")
            .field("tool_before", &self.tool_before.is_some())
            .field("tool_after", &self.tool_after.is_some())
            .field("extension_before", &self.extension_before.is_some())
            .field("extension_after", &self.extension_after.is_some())
            .finish()
    }
}

/// An error building a runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BuildError {}

/// Builds a [`Runtime`].
#[derive(Default)]
pub struct RuntimeBuilder {
    tools: ToolsBuilder,
    limits: Limits,
    javascript: bool,
    hooks: Hooks,
    max_depth: Option<usize>,
    extensions: Vec<Extension>,
    code_store: Option<Arc<dyn CodeStore>>,
}

impl RuntimeBuilder {
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
        let tools = self.tools.build().map_err(|e| BuildError(e.to_string()))?;
        check_limits(&self.limits)?;
        let options =
            VmOptions { max_depth: self.max_depth.unwrap_or(10_000), max_memory: self.limits.max_memory_bytes };
        let template = template_vm().map_err(|e| BuildError(e.to_string()))?;
        let mut vm = template.clone();
        vm.options = options;
        vm.tools = Some(Arc::new(crate::execution::TreeView(tools.clone())));
        let (entries, globals) = crate::extension::layout(&self.extensions).map_err(BuildError)?;
        for (name, value) in &globals {
            vm.define_host_global(name, value)
                .map_err(|e| BuildError(format!("extension global '{name}' is rejected: {e}")))?;
        }
        if !globals.is_empty() {
            // The extension globals become part of the realm every run starts from.
            vm.seal_template();
        }
        Ok(Runtime {
            inner: Arc::new(Inner {
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
                compiled: std::sync::Mutex::new(std::collections::HashMap::new()),
                codes: std::sync::Mutex::new(std::collections::HashMap::new()),
                code_store: self.code_store,
                pool: std::sync::Mutex::new(Vec::new()),
            }),
        })
    }
}

pub(crate) struct Inner {
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
    /// Compiled programs by code hash.
    pub(crate) compiled: std::sync::Mutex<std::collections::HashMap<String, Arc<Code>>>,
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

/// Options of one run.
#[derive(Clone, Debug)]
pub struct ExecuteOptions {
    /// The run id used in call keys (`<runId>:<id>`); generated when absent.
    pub run_id: Option<String>,
    /// Named JSON values the program reads as top-level constants (read-only globals).
    pub bindings: Vec<(String, serde_json::Value)>,
    /// Embed the program's source in snapshots (default). Without it a snapshot refers to the code
    /// by hash only, and resuming needs the code in this runtime's code store.
    pub embed_code: bool,
    /// Save and restore the run through bytes at every host call and every few instructions
    /// (a test mode; also enabled by the `CODEMODE_ROUNDTRIP=1` environment variable).
    pub roundtrip: bool,
    /// Suspend on its own as soon as the run waits only on durable calls that have their handles.
    pub auto_suspend: bool,
}

impl Default for ExecuteOptions {
    fn default() -> Self {
        ExecuteOptions { run_id: None, bindings: Vec::new(), embed_code: true, roundtrip: false, auto_suspend: false }
    }
}

/// Where a host keeps programs' code for snapshots that refer to it by hash.
pub trait CodeStore: Send + Sync {
    /// Stores a program's source under its hash.
    fn put(&self, hash: &str, source: &str);
    /// The source stored under `hash`.
    fn get(&self, hash: &str) -> Option<String>;
}

impl Runtime {
    /// A builder.
    #[must_use]
    pub fn builder() -> RuntimeBuilder {
        RuntimeBuilder::default()
    }

    /// Starts running `code`. The returned [`Execution`] resolves to the result; dropping it
    /// interrupts the run and its pending calls.
    #[must_use]
    pub fn execute(&self, code: &str) -> Execution {
        self.execute_with(code, ExecuteOptions::default())
    }

    /// Starts running `code` with options.
    #[must_use]
    pub fn execute_with(&self, code: &str, options: ExecuteOptions) -> Execution {
        Execution::start(self.inner.clone(), code, options)
    }

    /// Resumes a suspended run with the outcomes of its pending durable calls (by key).
    #[must_use]
    pub fn resume(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: std::collections::BTreeMap<String, crate::snapshot::CallOutcome>,
    ) -> Execution {
        Execution::resume(self.inner.clone(), state, outcomes, false)
    }

    /// Like [`Runtime::resume`], suspending again on its own as soon as the run waits only on
    /// durable calls (see [`ExecuteOptions::auto_suspend`]).
    #[must_use]
    pub fn resume_auto(
        &self,
        state: crate::snapshot::Snapshot,
        outcomes: std::collections::BTreeMap<String, crate::snapshot::CallOutcome>,
    ) -> Execution {
        Execution::resume(self.inner.clone(), state, outcomes, true)
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
    /// limits per run, such as a service). The realm is copied once; keep the result for reuse.
    ///
    /// # Errors
    /// Invalid limits, as [`RuntimeBuilder::build`] reports them.
    pub fn with_limits(&self, limits: Limits) -> Result<Runtime, BuildError> {
        check_limits(&limits)?;
        let i = &self.inner;
        let mut template = i.template.clone();
        template.options.max_memory = limits.max_memory_bytes;
        Ok(Runtime {
            inner: Arc::new(Inner {
                tools: i.tools.clone(),
                limits,
                javascript: i.javascript,
                hooks: i.hooks.clone(),
                template,
                entries: i.entries.clone(),
                extension_names: i.extension_names.clone(),
                snapshot_hooks: i.snapshot_hooks.clone(),
                compiled: std::sync::Mutex::new(std::collections::HashMap::new()),
                codes: std::sync::Mutex::new(std::collections::HashMap::new()),
                code_store: i.code_store.clone(),
                pool: std::sync::Mutex::new(Vec::new()),
            }),
        })
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
