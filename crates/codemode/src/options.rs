//! The public option and hook types: what a runtime is configured with ([`Limits`], [`Hooks`],
//! [`CodeStore`]) and what a run is started or resumed with ([`ExecuteOptions`],
//! [`ResumeOptions`]), and what hooks are told ([`ToolCallInfo`], [`ExtensionCallInfo`],
//! [`CallEnd`]).
//!
//! They are plain types with no behaviour, in a module of their own so that everything that needs
//! them — the runtime that keeps them (`runtime.rs`), the driver (`driver.rs`), the host side of
//! calls (`calls.rs`, `interrupt.rs`) and the snapshot, which carries a run's limits — uses them
//! from here, and `runtime.rs` and the run's modules do not import each other for them.

use std::sync::Arc;

use codemode_tools::RunContext;

/// Limits of a run. Absent fields are unlimited.
///
/// A run keeps the limits it started with: a suspended run's [`crate::Snapshot`] carries them, and
/// resuming applies them (not the resuming runtime's), unless [`ResumeOptions::limits`] replaces
/// them. Time and tool calls are counted over the whole run, every resume included.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Active time for the whole run, in milliseconds: wall-clock time while it runs or waits, not
    /// the time it spends suspended (its slices add up across resumes).
    pub timeout_ms: Option<u64>,
    /// Tool calls the run may make (`search` included), across every resume.
    pub max_tool_calls: Option<u64>,
    /// Bytes (UTF-8) of value, logs and warnings in the result.
    pub max_output_bytes: Option<usize>,
    /// Heap size in bytes.
    pub max_memory_bytes: Option<usize>,
    /// Instructions the run may execute (fuel), across every resume.
    pub max_instructions: Option<u64>,
    /// Bytes a suspended run's whole saved state may take (`suspend.max_bytes`): the encoded
    /// [`crate::Snapshot`] (`to_bytes` without a key; an authentication tag adds 32), with its
    /// embedded code, pending arguments, queued calls and extension data — not the VM state alone.
    pub max_snapshot_bytes: Option<usize>,
    /// Longest array, in elements; `None` is the intrinsic cap, 10,000,000 (at most
    /// 4,294,967,294). Past it: `RangeError: Invalid array length`.
    pub max_array_length: Option<usize>,
    /// Longest string, in UTF-16 code units; `None` is the intrinsic cap, 16,777,216 (at most
    /// 536,870,888). Past it: `RangeError: Invalid string length`.
    pub max_string_length: Option<usize>,
    /// Promises pending at once; `None` is the intrinsic cap, 10,000. Past it: `RangeError: Too
    /// many pending promises`.
    pub max_pending_promises: Option<usize>,
}

impl Limits {
    /// The VM's intrinsic caps under these limits.
    ///
    /// # Errors
    /// A cap set to 0 (or an array cap past 4,294,967,294), naming the field.
    pub fn caps(&self) -> Result<codemode_vm::caps::Caps, String> {
        let n = |v: Option<usize>| v.map(|n| n as u64);
        codemode_vm::caps::Caps::from_settings(
            n(self.max_array_length),
            n(self.max_string_length),
            n(self.max_pending_promises),
        )
    }
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
    /// The services the host gave the run ([`ExecuteOptions::context`]).
    pub run: RunContext,
}

/// How a call ended, for `after` hooks.
#[derive(Clone, Debug, PartialEq)]
pub enum CallEnd {
    /// It produced a value.
    Success(serde_json::Value),
    /// It failed with this message.
    Failure(String),
    /// It was interrupted: the run ended (its program returned, failed or timed out) or the
    /// [`crate::Execution`] was cancelled or dropped while the call was running. A call detached
    /// by a suspension gets no `after` report at all.
    Interrupted,
}

/// A `before` hook: an error denies the call with that message. Hooks are synchronous (they also
/// surround synchronous calls such as `search`) and must return quickly. A hook that panics fails
/// the call it surrounds (`ToolFailure` for tools, a thrown `Error` for extension calls).
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
    /// The services the host gave the run ([`ExecuteOptions::context`]).
    pub run: RunContext,
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
    /// Only a run whose outcome is asked for ([`crate::Execution::result`]) can suspend: awaiting
    /// the [`crate::Execution`] itself asks for a [`crate::RunResult`], which cannot hold a saved
    /// state, so such a run keeps waiting instead.
    pub auto_suspend: bool,
    /// Services for this run alone (the calling session, a user id, a request-scoped client):
    /// every tool ([`crate::CallContext::run`]), durable tool ([`crate::DurableContext::run`]),
    /// extension function, hook and snapshot hook of the run receives them.
    pub context: RunContext,
}

impl Default for ExecuteOptions {
    fn default() -> Self {
        ExecuteOptions {
            run_id: None,
            bindings: Vec::new(),
            embed_code: true,
            roundtrip: false,
            auto_suspend: false,
            context: RunContext::new(),
        }
    }
}

/// Options of a resume ([`crate::Runtime::resume_with`]).
#[derive(Clone, Debug, Default)]
pub struct ResumeOptions {
    /// Suspend again on its own as soon as the run waits only on durable calls (see
    /// [`ExecuteOptions::auto_suspend`]).
    pub auto_suspend: bool,
    /// Services for the resumed run (a context is not part of a snapshot: give it again).
    pub context: RunContext,
    /// Limits replacing the ones the run was saved with (`None`: keep those). The time and calls
    /// already used still count.
    pub limits: Option<Limits>,
    /// Roundtrip mode for the rest of the run (see [`ExecuteOptions::roundtrip`]).
    pub roundtrip: bool,
}

/// Where a host keeps programs' code for snapshots that refer to it by hash.
pub trait CodeStore: Send + Sync {
    /// Stores a program's source under its hash.
    fn put(&self, hash: &str, source: &str);
    /// The source stored under `hash`.
    fn get(&self, hash: &str) -> Option<String>;
}
