//! The VM's side of the host boundary: the synchronous [`Host`] questions asked during a run, and
//! the settling of host calls' promises.
//!
//! The VM never waits for the host. A tool call asks [`Host::tool_call`] to *admit and start* the
//! call and gets a handle back at once; the program holds a pending promise; later the host calls
//! [`crate::Vm::settle_host_call`]. Only data (JSON) crosses: values go out through
//! [`crate::boundary`] and come back as fresh copies.

use crate::Vm;
use crate::boundary;
use crate::error::EngineError;
use crate::value::Value;

/// A namespace/tool node as the program sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeInfo {
    /// The path is a tool.
    pub callable: bool,
    /// Child segments (sorted).
    pub children: Vec<String>,
}

/// A failure the host reports for a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostError {
    /// The diagnostic kind (`UnknownTool`, `ToolFailure`, `InvalidToolInput` …).
    pub kind: String,
    /// The message.
    pub message: String,
}

impl HostError {
    /// A new error.
    pub fn new(kind: impl Into<String>, message: impl Into<String>) -> HostError {
        HostError { kind: kind.into(), message: message.into() }
    }
}

/// How a host call ended.
#[derive(Clone, Debug, PartialEq)]
pub enum HostOutcome {
    /// A value (copied in as fresh data).
    Value(serde_json::Value),
    /// No value: the program receives `undefined`.
    Undefined,
    /// A failure: the promise rejects with an `Error` carrying this kind and message.
    Error(HostError),
}

/// What the VM asks its host while running. Every method must return quickly.
pub trait Host {
    /// Admits and starts a tool call at `path` with `input` (`None` for a bare `undefined`
    /// argument). Returns the call's handle, or the error its promise rejects with.
    ///
    /// # Errors
    /// Unknown tool, limit reached, invalid input, denied by a hook.
    fn tool_call(&mut self, path: &str, input: Option<serde_json::Value>) -> Result<u32, HostError>;

    /// Runs `search` synchronously.
    ///
    /// # Errors
    /// Invalid input, limit reached.
    fn search(&mut self, input: serde_json::Value) -> Result<serde_json::Value, HostError>;

    /// Milliseconds since the Unix epoch, for `Date.now()` and `new Date()`.
    fn now_ms(&mut self) -> f64 {
        0.0
    }
}

/// The shape of the tool tree, as property reads, `typeof` and `Object.keys` see it. Kept by the
/// VM (it is not part of a snapshot: the host supplies it again on resume).
pub trait ToolView: Send + Sync {
    /// The node at `path` (`""` is the root `tools`), or `None` when nothing is there.
    fn node(&self, path: &str) -> Option<NodeInfo>;
}

/// A host with no tools (tests, the prelude).
#[derive(Debug, Default)]
pub struct NoHost;

impl Host for NoHost {
    fn tool_call(&mut self, path: &str, _input: Option<serde_json::Value>) -> Result<u32, HostError> {
        Err(HostError::new("UnknownTool", format!("Unknown tool '{path}'.")))
    }
    fn search(&mut self, _input: serde_json::Value) -> Result<serde_json::Value, HostError> {
        Ok(serde_json::json!({ "items": [], "remaining": 0, "next": null }))
    }
}

/// Settles host call `handle`.
pub(crate) fn settle(vm: &mut Vm, handle: u32, outcome: HostOutcome) -> Result<(), EngineError> {
    let Some(promise) = vm.state.host_calls.remove(&handle) else {
        return Err(EngineError::InvalidSnapshot(format!("no pending host call {handle}")));
    };
    match outcome {
        HostOutcome::Value(v) => {
            let value = boundary::from_json(vm, &v);
            vm.fulfill_promise(promise, value);
        }
        HostOutcome::Undefined => vm.fulfill_promise(promise, Value::Undefined),
        HostOutcome::Error(e) => {
            let err = vm.make_host_error(&e);
            vm.reject_promise(promise, err);
        }
    }
    Ok(())
}
