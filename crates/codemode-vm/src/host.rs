//! The VM's side of the host boundary: the synchronous [`Host`] questions asked during a run, and
//! the settling of host calls' promises.
//!
//! The VM never waits for the host. A tool call asks [`Host::tool_call`] to *admit and start* the
//! call and gets a handle back at once; the program holds a pending promise; later the host calls
//! [`crate::Vm::settle_host_call`]. Only data (JSON) crosses: values go out through
//! [`crate::boundary`] and come back as fresh copies.

use crate::Vm;
use crate::boundary;
use crate::error::{EngineError, ErrorType};
use crate::kind::ErrorKind;
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
    /// The diagnostic kind (`UnknownTool`, `ToolFailure`, `InvalidToolInput` …);
    /// [`ErrorKind::ExecutionFailure`] for a plain JavaScript error (the program's error has no
    /// kind of its own then, see [`HostError::type_error`]).
    pub kind: ErrorKind,
    /// The constructor of the program's error (`Error` unless [`HostError::type_error`]).
    pub error_type: ErrorType,
    /// The message.
    pub message: String,
    /// What caused it, outermost first: the program's error gets a `cause` chain of `Error`s
    /// with these messages, and an uncaught one reports them after its message.
    pub causes: Vec<String>,
    /// Data the program can act on, set as own enumerable properties of its error (an HTTP
    /// tool's `status`, say); a key the error already has (`message`, `kind` …) is left out.
    pub details: Vec<(String, serde_json::Value)>,
}

impl HostError {
    /// A new error (without causes or details).
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> HostError {
        HostError {
            kind,
            error_type: ErrorType::Error,
            message: message.into(),
            causes: Vec::new(),
            details: Vec::new(),
        }
    }

    /// A plain `TypeError` raised on the host's behalf (kind [`ErrorKind::ExecutionFailure`]).
    pub fn type_error(message: impl Into<String>) -> HostError {
        HostError { error_type: ErrorType::Type, ..HostError::new(ErrorKind::ExecutionFailure, message) }
    }

    /// The error with these details (own properties of the program's error, in order).
    #[must_use]
    pub fn with_details(mut self, details: Vec<(String, serde_json::Value)>) -> HostError {
        self.details = details;
        self
    }

    /// The error with these causes (outermost first).
    #[must_use]
    pub fn with_causes(mut self, causes: Vec<String>) -> HostError {
        self.causes = causes;
        self
    }
}

/// Data from the host that may contain host functions (extension results).
#[derive(Clone, Debug, PartialEq)]
pub enum HostValue {
    /// `undefined`
    Undefined,
    /// `null`
    Null,
    /// A boolean.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<HostValue>),
    /// An object (keys in order).
    Object(Vec<(String, HostValue)>),
    /// A host function the program can call (an id the host resolves).
    Function(u32),
}

impl From<serde_json::Value> for HostValue {
    fn from(v: serde_json::Value) -> HostValue {
        match v {
            serde_json::Value::Null => HostValue::Null,
            serde_json::Value::Bool(b) => HostValue::Bool(b),
            serde_json::Value::Number(n) => HostValue::Number(n.as_f64().unwrap_or(f64::NAN)),
            serde_json::Value::String(s) => HostValue::String(s),
            serde_json::Value::Array(a) => HostValue::Array(a.into_iter().map(HostValue::from).collect()),
            serde_json::Value::Object(m) => {
                HostValue::Object(m.into_iter().map(|(k, v)| (k, HostValue::from(v))).collect())
            }
        }
    }
}

/// The answer to an extension call.
#[derive(Clone, Debug, PartialEq)]
pub enum ExtensionReply {
    /// A synchronous result.
    Now(HostValue),
    /// An asynchronous call: the host settles this handle later (`Vm::settle_host_call`).
    Later(u32),
}

/// How a host call ended.
#[derive(Clone, Debug, PartialEq)]
pub enum HostOutcome {
    /// A value (copied in as fresh data).
    Value(serde_json::Value),
    /// Data that may contain host functions (asynchronous extension results).
    Data(HostValue),
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

    /// Calls the extension entry point (or host function from an earlier result) `id` with the
    /// arguments copied as data.
    ///
    /// # Errors
    /// Unknown function, denied by a hook, or the function failed (synchronous functions).
    fn extension_call(&mut self, id: u32, args: Vec<serde_json::Value>) -> Result<ExtensionReply, HostError> {
        let _ = args;
        Err(HostError::new(ErrorKind::ExecutionFailure, format!("host function {id} is not available")))
    }

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
        Err(HostError::new(ErrorKind::UnknownTool, format!("Unknown tool '{path}'.")))
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
    // The host should have refused such values with a kind of its own; never build them.
    let too_deep = match &outcome {
        HostOutcome::Value(v) => boundary::nesting_exceeds(v, boundary::DATA_MAX_DEPTH),
        HostOutcome::Data(d) => boundary::host_nesting_exceeds(d, boundary::DATA_MAX_DEPTH),
        _ => false,
    };
    let outcome = if too_deep {
        HostOutcome::Error(HostError::new(
            ErrorKind::InvalidDataValue,
            format!("A value from the host exceeds the maximum value depth of {}.", boundary::DATA_MAX_DEPTH),
        ))
    } else {
        // Measured before anything is built: past a cap the call fails; past the memory limit
        // the run ends, as when the collector finds the heap too big.
        let size = match &outcome {
            HostOutcome::Value(v) => Some(crate::caps::DataSize::of_json(v)),
            HostOutcome::Data(d) => Some(crate::caps::DataSize::of_host(d)),
            _ => None,
        };
        match size.map(|d| vm.admit_data(d)).transpose()?.flatten() {
            Some(message) => HostOutcome::Error(HostError::new(ErrorKind::InvalidDataValue, message)),
            None => outcome,
        }
    };
    match outcome {
        HostOutcome::Value(v) => {
            let value = boundary::from_json(vm, &v);
            vm.fulfill_promise(promise, value);
        }
        HostOutcome::Data(d) => {
            let value = boundary::from_host(vm, &d);
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
