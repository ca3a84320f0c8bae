//! MCP both ways, on the official Rust SDK (`rmcp`).
//!
//! **MCP servers as tools.** [`McpClient::connect`] starts a server (a command line, spoken to
//! over stdio) or reaches it (a Streamable HTTP URL with headers), lists its tools following
//! pagination, and [`McpClient::record`] mounts them as codemode tools under one namespace per
//! server: `tools.<server>.<tool>`, with each tool's description and `inputSchema` /
//! `outputSchema` carried into the catalog and the TypeScript signatures ([`mount_tool`]). What a
//! call returns is described in `content.rs`; `isError` results and protocol errors are tool
//! errors the program can catch; a run that ends or times out cancels its in-flight requests
//! (`notifications/cancelled`); a server that went away is a clear error and the next call
//! connects again.
//!
//! ```no_run
//! use codemode_mcp::{ClientOptions, Endpoint, McpClient};
//!
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let endpoint = Endpoint::parse("npx -y @modelcontextprotocol/server-everything")?;
//! let everything = McpClient::connect("everything", endpoint, ClientOptions::default()).await?;
//! let runtime = codemode::Runtime::builder().record("everything", everything.record()).build()?;
//! let result = runtime.execute(r#"return await tools.everything.echo({ message: "hi" })"#).await;
//! # Ok(()) }
//! ```
//!
//! **codemode as an MCP server.** [`CodemodeServer`] is an rmcp `ServerHandler` over a codemode
//! runtime: it lists `execute` (a program → its result), `search` and `describe` instead of the
//! runtime's tools one by one (`server.rs`); [`CallLog`] logs every tool call of its runs. With a
//! store directory, runs that wait on durable calls become MCP tasks that survive a restart
//! (`tasks.rs`). Serve
//! it over stdio (`rmcp::ServiceExt::serve(server, rmcp::transport::stdio())`) or Streamable HTTP
//! ([`http::serve`]).
//!
//! Module map: `endpoint.rs` (where a server is, flag parsing), `client.rs` (connection, listing,
//! calls, reconnection), `content.rs` (results to values), `server.rs` (the server side), `tasks.rs` (durable runs as tasks),
//! `fixture.rs` (a real MCP server with one tool per kind of result, for tests, the interop check
//! and the benchmark), `http.rs` (serving a handler at `/mcp`).

mod client;
mod content;
mod endpoint;
pub mod fixture;
pub mod http;
pub mod server;
pub mod tasks;

pub use client::{ClientOptions, ConnectError, DEFAULT_CONNECT_TIMEOUT, McpClient};
pub use endpoint::{Endpoint, check_name, parse_header_flag, parse_server_flag, split_command_line};
/// The SDK this crate is built on, re-exported so hosts use the same version.
pub use rmcp;
pub use server::{CallLog, CodemodeServer, ServerOptions};

use codemode_tools::Tool;
use serde_json::{Value, json};

/// One MCP tool as a codemode tool calling it through `client`.
///
/// The description is the tool's (or its title); the input schema is its `inputSchema`; the output
/// schema is its `outputSchema`, or `{}` (`unknown`) when it declares none, since every MCP call
/// returns something. A schema the validator cannot compile turns validation off for that tool
/// rather than making the whole server unusable.
pub fn mount_tool(client: &McpClient, t: &rmcp::model::Tool) -> Tool {
    let description = t.description.as_deref().map(str::to_owned).or_else(|| t.title.clone()).unwrap_or_default();
    let declared = t.output_schema.is_some();
    let input = Value::Object((*t.input_schema).clone());
    let output = t.output_schema.as_ref().map_or_else(|| json!({}), |s| Value::Object((**s).clone()));
    let name = t.name.to_string();
    let c = client.clone();
    let tool = Tool::new(description, move |input, _ctx| {
        let c = c.clone();
        let name = name.clone();
        async move { c.call(&name, input, declared).await }
    })
    .input_schema(input)
    .output_schema(output);
    match tool.check_schemas() {
        Ok(()) => tool,
        Err(_) => tool.without_validation(),
    }
}

/// Connects to every server, in order.
///
/// # Errors
/// The first server that cannot be used.
pub async fn connect_all(
    servers: &[(String, Endpoint)],
    options: &ClientOptions,
) -> Result<Vec<McpClient>, ConnectError> {
    let mut out = Vec::with_capacity(servers.len());
    for (name, endpoint) in servers {
        if out.iter().any(|c: &McpClient| c.name() == name) {
            return Err(ConnectError { server: name.clone(), message: "two --mcp servers share this name".into() });
        }
        out.push(McpClient::connect(name, endpoint.clone(), options.clone()).await?);
    }
    Ok(out)
}
