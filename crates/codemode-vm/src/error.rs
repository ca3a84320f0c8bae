//! Errors in three tiers, and where the messages programs see are written.
//!
//! - [`Ctl`]: how a native function or an op leaves normal flow: a thrown JavaScript value, an
//!   error still to be created ([`ErrorSpec`]), a tail call, a generator resumption, or a fatal
//!   engine error.
//! - Thrown values are ordinary [`crate::Value`]s; the program can catch them.
//! - [`EngineError`]: what the program cannot catch (limits, invalid snapshot, internal faults).
//!
//! Message texts for runtime errors are built by the constructors in [`msg`], so the wording
//! programs see lives in one place.

use std::fmt;

use crate::value::{ObjId, Value};

/// The constructor of an error the VM raises.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ErrorType {
    /// `Error`
    Error,
    /// `TypeError`
    Type,
    /// `RangeError`
    Range,
    /// `ReferenceError`
    Reference,
    /// `SyntaxError`
    Syntax,
    /// `URIError`
    Uri,
    /// `EvalError`
    Eval,
    /// `AggregateError`
    Aggregate,
    /// `SuppressedError`
    Suppressed,
}

impl ErrorType {
    /// Every error type, in declaration order (`ty as usize` is its index here and in
    /// `Realm::error_prototypes`).
    pub const ALL: [ErrorType; 9] = [
        ErrorType::Error,
        ErrorType::Type,
        ErrorType::Range,
        ErrorType::Reference,
        ErrorType::Syntax,
        ErrorType::Uri,
        ErrorType::Eval,
        ErrorType::Aggregate,
        ErrorType::Suppressed,
    ];

    /// The constructor name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ErrorType::Error => "Error",
            ErrorType::Type => "TypeError",
            ErrorType::Range => "RangeError",
            ErrorType::Reference => "ReferenceError",
            ErrorType::Syntax => "SyntaxError",
            ErrorType::Uri => "URIError",
            ErrorType::Eval => "EvalError",
            ErrorType::Aggregate => "AggregateError",
            ErrorType::Suppressed => "SuppressedError",
        }
    }
}

/// An error to be created where it is thrown (so it gets the failing location).
#[derive(Clone, Debug)]
pub struct ErrorSpec {
    /// Constructor.
    pub ty: ErrorType,
    /// Message.
    pub message: String,
    /// The diagnostic kind the host reports when it is uncaught (e.g. `InvalidDataValue`);
    /// `None` means `ExecutionFailure`.
    pub kind: Option<crate::ErrorKind>,
}

/// A call to make in place of a native function's result.
#[derive(Clone, Debug)]
pub struct TailCall {
    /// What to call.
    pub callee: Value,
    /// Its `this`.
    pub this: Value,
    /// Its arguments.
    pub args: Vec<Value>,
    /// `Some` to construct with this `new.target`.
    pub new_target: Option<ObjId>,
}

/// A construction whose prototype is already known (`__constructWithProto`).
#[derive(Clone, Debug)]
pub struct ConstructCall {
    /// The constructor.
    pub callee: Value,
    /// Its arguments.
    pub args: Vec<Value>,
    /// `new.target`.
    pub new_target: ObjId,
    /// What GetPrototypeFromConstructor reads from `new.target` (`prototype`).
    pub proto: Value,
}

/// A generator resumption requested by `next`/`return`/`throw`.
#[derive(Clone, Debug)]
pub struct Resume {
    /// The generator.
    pub generator: ObjId,
    /// 0 next, 1 return, 2 throw.
    pub mode: u8,
    /// The sent value.
    pub value: Value,
}

/// Leaving normal flow.
#[derive(Debug)]
pub enum Ctl {
    /// Throw this value.
    Throw(Value),
    /// Create this error and throw it.
    Error(Box<ErrorSpec>),
    /// Make this call; its result is the result.
    TailCall(Box<TailCall>),
    /// Resume a generator; its step is the result.
    Resume(Box<Resume>),
    /// Construct with a known prototype; the new object is the result.
    Construct(Box<ConstructCall>),
    /// Convert `args[index]` (or `this` for `u8::MAX`) by calling `converter` with it, then call
    /// the same native again with the converted value.
    Reinvoke {
        /// The prelude function doing the conversion.
        converter: Value,
        /// Which argument.
        index: u8,
        /// Extra argument for the converter (a hint).
        hint: Value,
    },
    /// Run a comparator-driven sort (`Array.prototype.sort`); the sorted array is the result.
    Sort(Box<crate::exec::sort::SortState>),
    /// Run a resumable array loop (`forEach`, `map` … of a plain array); its result is the result.
    Each(Box<crate::exec::each::EachState>),
    /// Run the resumable reviver walk of `JSON.parse`; its result is the result.
    Revive(Box<crate::exec::revive::ReviveState>),
    /// Run the resumable stringify walk of `JSON.stringify` with a replacer function; its
    /// result is the result.
    Stringify(Box<crate::exec::stringify::StringifyState>),
    /// An uncatchable failure.
    Fatal(Box<EngineError>),
}

/// Result of natives and fallible ops.
pub type JsResult<T> = Result<T, Ctl>;

impl Ctl {
    /// A `TypeError`.
    #[must_use]
    pub fn type_error(message: impl Into<String>) -> Ctl {
        Ctl::error(ErrorType::Type, message)
    }

    /// A `RangeError`.
    #[must_use]
    pub fn range_error(message: impl Into<String>) -> Ctl {
        Ctl::error(ErrorType::Range, message)
    }

    /// A `ReferenceError`.
    #[must_use]
    pub fn reference_error(message: impl Into<String>) -> Ctl {
        Ctl::error(ErrorType::Reference, message)
    }

    /// A `SyntaxError`.
    #[must_use]
    pub fn syntax_error(message: impl Into<String>) -> Ctl {
        Ctl::error(ErrorType::Syntax, message)
    }

    /// An error of type `ty`.
    #[must_use]
    pub fn error(ty: ErrorType, message: impl Into<String>) -> Ctl {
        Ctl::Error(Box::new(ErrorSpec { ty, message: message.into(), kind: None }))
    }

    /// An error that the host reports with diagnostic `kind` when uncaught.
    #[must_use]
    pub fn coded(ty: ErrorType, kind: crate::ErrorKind, message: impl Into<String>) -> Ctl {
        Ctl::Error(Box::new(ErrorSpec { ty, message: message.into(), kind: Some(kind) }))
    }

    /// A fatal engine error.
    #[must_use]
    pub fn fatal(e: EngineError) -> Ctl {
        Ctl::Fatal(Box::new(e))
    }
}

/// Failures the program cannot catch.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineError {
    /// The heap grew past `maxMemoryBytes`.
    OutOfMemory {
        /// The limit.
        limit: usize,
    },
    /// A snapshot could not be decoded or does not fit this build.
    InvalidSnapshot(String),
    /// An internal invariant failed (a bug).
    Internal(String),
    /// The run was stopped by its host.
    Interrupted,
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::OutOfMemory { limit } => {
                write!(f, "Execution exceeded its memory limit of {limit} bytes.")
            }
            EngineError::InvalidSnapshot(m) => write!(f, "Invalid snapshot: {m}"),
            EngineError::Internal(m) => write!(f, "Internal error: {m}"),
            EngineError::Interrupted => write!(f, "Execution was interrupted."),
        }
    }
}

impl std::error::Error for EngineError {}

/// Message texts of runtime errors.
pub mod msg {
    /// `x is not defined`
    #[must_use]
    pub fn not_defined(name: &str) -> String {
        format!("{name} is not defined")
    }
    /// `Cannot access 'x' before initialization`
    #[must_use]
    pub fn before_init(name: &str) -> String {
        format!("Cannot access '{name}' before initialization")
    }
    /// Reading a property of null/undefined.
    #[must_use]
    pub fn read_of_nullish(key: &str, what: &str) -> String {
        format!("Cannot read properties of {what} (reading '{key}')")
    }
    /// Reading a property of null/undefined whose key is an object (not converted yet).
    #[must_use]
    pub fn read_of_nullish_object_key(what: &str) -> String {
        format!("Cannot read properties of {what}")
    }
    /// Writing a property of null/undefined whose key is an object (not converted yet).
    #[must_use]
    pub fn write_of_nullish_object_key(what: &str) -> String {
        format!("Cannot set properties of {what}")
    }
    /// Writing a property of null/undefined.
    #[must_use]
    pub fn write_of_nullish(key: &str, what: &str) -> String {
        format!("Cannot set properties of {what} (setting '{key}')")
    }
    /// `x is not a function`
    #[must_use]
    pub fn not_a_function(what: &str) -> String {
        format!("{what} is not a function")
    }
    /// `x is not a constructor`
    #[must_use]
    pub fn not_a_constructor(what: &str) -> String {
        format!("{what} is not a constructor")
    }
    /// `x is not iterable`
    #[must_use]
    pub fn not_iterable(what: &str) -> String {
        format!("{what} is not iterable")
    }
    /// A derived constructor returning a primitive other than undefined.
    pub const DERIVED_RETURN: &str = "Derived constructors may only return object or undefined";
    /// The derived-constructor `this` check.
    pub const SUPER_NOT_CALLED: &str =
        "Must call super constructor in derived class before accessing 'this' or returning from derived constructor";
    /// Stack depth limit.
    pub const STACK_OVERFLOW: &str = "Maximum call stack size exceeded";
}
