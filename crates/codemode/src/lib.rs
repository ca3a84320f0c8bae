//! codemode: run "code mode" programs — short JavaScript or TypeScript programs written by a model
//! — in a confined interpreter whose only door to the outside world is the tools the host
//! provides.
//!
//! ```no_run
//! use codemode::{Runtime, Tool};
//! use serde_json::json;
//!
//! # futures::executor::block_on(async {
//! let runtime = Runtime::builder()
//!     .tool("math.add", Tool::new("Add two numbers", |input: serde_json::Value, _ctx| async move {
//!         Ok(json!(input["a"].as_f64().unwrap_or(0.0) + input["b"].as_f64().unwrap_or(0.0)))
//!     }).output_schema(json!({ "type": "number" })))
//!     .build()?;
//! let result = runtime.execute("return await tools.math.add({ a: 1, b: 2 })").await;
//! assert_eq!(result.value(), Some(&json!(3)));
//! # Ok::<(), codemode::BuildError>(())
//! # });
//! ```
//!
//! The crate owns the public API: [`Runtime`] (tools, hooks, limits), [`Execution`] (a run in
//! progress, an ordinary future that works under any executor) and [`RunResult`]. Compilation
//! is `codemode-compiler`'s, execution `codemode-vm`'s, tools and their schemas
//! `codemode-tools`'s.

#![forbid(unsafe_code)]

mod calls;
mod driver;
mod execution;
mod extension;
mod guard;
mod interrupt;
mod options;
pub mod output;
mod result;
mod roundtrip;
mod runtime;
mod shared;
pub mod snapshot;
mod suspend;
mod template;

pub use codemode_tools::{
    CallContext, CatalogEntry, Namespace, Record, RunContext, Tool, ToolError, Tools, tool_expression,
};
pub use codemode_tools::{Durable, DurableContext, SuspendError};
pub use execution::{Execution, ExecutionHandle, Outcome, Suspension};
pub use extension::{DecodeHook, EncodeHook, ExtEntry, ExtValue, Extension, HostFunction};
pub use options::{
    AfterHook, BeforeHook, CallEnd, CodeStore, ExecuteOptions, ExtensionAfterHook, ExtensionBeforeHook,
    ExtensionCallInfo, Hooks, Limits, ResumeOptions, ToolCallInfo,
};
pub use result::{Diagnostic, ErrorKind, Location, RunResult, Warning};
pub use runtime::{BuildError, DEFAULT_CANCEL_TIMEOUT, Runtime, RuntimeBuilder};
pub use snapshot::{CallOutcome, CodeIdentity, PendingCall, Snapshot, SnapshotData};

/// Runs `code` once with a runtime made of `builder` (a convenience for one-shot runs).
///
/// # Errors
/// When the runtime cannot be built.
pub async fn execute(builder: RuntimeBuilder, code: &str) -> Result<RunResult, BuildError> {
    let runtime = builder.build()?;
    Ok(runtime.execute(code).await)
}
