//! What the runs of a runtime share, and what a runtime is built from: `Config` (the settings a
//! [`crate::RuntimeBuilder`] collects) and `Inner` (the tools, hooks and limits, the template VM
//! with the extension globals, the pool of reset VMs, remembered code). `runtime.rs` builds it and
//! starts runs with it; the driver, the host side of calls (`calls.rs`), `suspend.rs` and
//! `roundtrip.rs` (which rebuilds it from its `Config`) use it from here, so none of them imports
//! `runtime.rs`.

use std::sync::Arc;
use std::time::Duration;

use codemode_tools::{Tools, ToolsBuilder};
use codemode_vm::{NodeInfo, ToolView, Vm, VmOptions};

use crate::extension::Extension;
use crate::options::{CodeStore, Hooks, Limits};
use crate::template::template_vm;

/// An error building a runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BuildError {}

/// How long the end of a run waits for durable tools' `cancel` by default.
pub const DEFAULT_CANCEL_TIMEOUT: Duration = Duration::from_secs(2);

/// The settings a runtime is built from ([`crate::RuntimeBuilder`] fills them).
#[derive(Default, Clone)]
pub(crate) struct Config {
    pub(crate) tools: ToolsBuilder,
    pub(crate) limits: Limits,
    pub(crate) javascript: bool,
    pub(crate) hooks: Hooks,
    pub(crate) max_depth: Option<usize>,
    pub(crate) extensions: Vec<Extension>,
    pub(crate) code_store: Option<Arc<dyn CodeStore>>,
    pub(crate) cancel_timeout: Option<Duration>,
    /// The local time zone runs start in (`None`: UTC).
    pub(crate) time_zone: Option<String>,
}

impl Config {
    /// Builds what the runs of a runtime share.
    pub(crate) fn build(self) -> Result<Inner, BuildError> {
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
        vm.tools = Some(Arc::new(TreeView(tools.clone())));
        // Every run starts from the template, so it starts in this zone; a snapshot carries the
        // zone its run started in (the VM state holds it).
        vm.set_time_zone(self.time_zone.as_deref()).map_err(|e| BuildError(format!("time_zone: {e}")))?;
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
    pub(crate) config: Config,
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
    /// of cloning the template's whole realm. Boxed: a run holds its VM by pointer, so taking one
    /// from the pool and giving it back moves no kilobytes and allocates nothing.
    #[allow(clippy::vec_box, reason = "the boxes move between the pool and the runs")]
    pub(crate) pool: std::sync::Mutex<Vec<Box<Vm>>>,
}

/// How many reset VMs a runtime keeps for reuse.
const POOL_MAX: usize = 4;

impl Inner {
    /// A brand-new runtime built from the same configuration (nothing of this one's state —
    /// pooled VMs, remembered code — carries over).
    pub(crate) fn rebuild(&self) -> Result<Arc<Inner>, BuildError> {
        self.config.clone().build().map(Arc::new)
    }

    /// A VM equal to the template: a recycled one when available, else a clone.
    pub(crate) fn take_vm(&self) -> Box<Vm> {
        self.pool.lock().ok().and_then(|mut p| p.pop()).unwrap_or_else(|| Box::new(self.template.clone()))
    }

    /// Resets a finished run's VM and keeps it for the next run (up to [`POOL_MAX`]).
    pub(crate) fn recycle(&self, mut vm: Box<Vm>) {
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

/// The tool tree as the VM sees it.
pub(crate) struct TreeView(pub(crate) Tools);

impl ToolView for TreeView {
    fn node(&self, path: &str) -> Option<NodeInfo> {
        let n = if path.is_empty() { self.0.node(&[] as &[&str]) } else { self.0.node(path) }?;
        Some(NodeInfo { callable: n.callable, children: n.children })
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
