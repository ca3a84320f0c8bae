//! Tools for code mode: what a program can call, how it is described, and how it is found.
//!
//! A code-mode program calls host tools as `await tools.orders.lookup({ id })`. This crate owns
//! everything about those tools that is not execution of the program:
//!
//! - [`Tool`]: a description, optional JSON Schemas and an async JSON-in/JSON-out function;
//!   [`Tool::call`] validates the input, runs the function and validates the output
//!   (`tool.rs`, `validate.rs`).
//! - [`Tools`]: the tree of tools and namespaces built from dotted paths, with node lookup for
//!   property access, the catalog, and `suggest` for unknown paths (`tree.rs`).
//! - [`Definitions`]: schema definitions many tools share (one table per OpenAPI document side),
//!   copied into a tool's schema only when it is validated or asked for (`definitions.rs`).
//! - The built-in `search` tool: exact lookup, namespace scoping, ranking, paging (`search.rs`).
//! - TypeScript-like signatures rendered from JSON Schema (`signature.rs`) and tool expressions
//!   such as `tools.context7["resolve-library-id"]` (`path.rs`).
//!
//! It deliberately knows nothing of the compiler or the VM: values cross as [`serde_json::Value`],
//! and the runtime maps [`CallError`] to its diagnostics, an absent output schema
//! ([`Tool::has_output`] false) to `undefined`, and counts calls itself.
//!
//! # Example: a typed tool
//!
//! ```
//! use codemode_tools::{CallContext, CallError, Tool, ToolError, Tools};
//! use futures::executor::block_on;
//! use schemars::JsonSchema;
//! use serde::{Deserialize, Serialize};
//! use serde_json::json;
//!
//! #[derive(Deserialize, JsonSchema)]
//! struct LookupInput {
//!     /// The order ID.
//!     id: String,
//! }
//!
//! #[derive(Serialize, JsonSchema)]
//! struct Order {
//!     id: String,
//!     status: String,
//! }
//!
//! let lookup = Tool::typed("Look up an order by ID", |input: LookupInput, _ctx: CallContext| async move {
//!     if input.id.is_empty() {
//!         return Err(ToolError::from("empty id"));
//!     }
//!     Ok(Order { id: input.id, status: "open".into() })
//! });
//! let tools = Tools::builder().tool("orders.lookup", lookup).build()?;
//!
//! assert_eq!(
//!     tools.signature("orders.lookup").unwrap(),
//!     "tools.orders.lookup({\n  /** The order ID. */\n  id: string,\n}): Promise<{\n  id: string,\n  status: string,\n}>"
//! );
//!
//! let tool = tools.get("orders.lookup").unwrap();
//! let ctx = CallContext::new("run1:1", "orders.lookup");
//! let order = block_on(tool.call(json!({ "id": "order_42" }), ctx.clone()))?;
//! assert_eq!(order, json!({ "id": "order_42", "status": "open" }));
//!
//! let err = block_on(tool.call(json!({ "id": 42 }), ctx)).unwrap_err();
//! assert_eq!(
//!     err,
//!     CallError::InvalidInput("Invalid input for tool 'orders.lookup': 42 is not of type \"string\" at /id".into())
//! );
//!
//! let found = tools.search(&json!({ "query": "order" }))?;
//! assert_eq!(found["items"][0]["path"], "tools.orders.lookup");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod context;
mod definitions;
mod durable;
mod path;
mod search;
mod signature;
mod tool;
mod tree;
mod validate;

pub use context::RunContext;
pub use definitions::Definitions;
pub use durable::{Durable, DurableContext, SuspendError, SuspendFn};
pub use path::{ToolPath, cmp_utf16, is_identifier, parse_tool_expression, tool_expression};
pub use search::{DEFAULT_LIMIT, search_input_schema, search_output_schema, search_signature, words};
pub use signature::{
    COMMENT_WIDTH, INLINE_FIELDS, MAX_DEPTH, declaration, input_type, output_type, render_type, signature,
};
pub use tool::{
    CallContext, CallError, INPUT_SUGGESTION, MAX_VALUE_DEPTH, Tool, ToolError, ToolFuture, nesting_exceeds,
};
pub use tree::{
    CatalogEntry, MAX_SEARCH_TYPES, Namespace, NodeInfo, Record, Tools, ToolsBuilder, ToolsError, TypeDeclaration,
};
pub use validate::{MAX_REPORTED, MAX_VALUE_CHARS};

/// The schema derive and trait typed tools need, re-exported so hosts use the same version.
pub use schemars::{self, JsonSchema};
