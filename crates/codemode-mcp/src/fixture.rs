//! A small MCP server with one tool for each kind of result, used by this crate's tests, the
//! `codemode-mcp-fixture` binary (stdio or `--listen`), the interop check and the benchmark. It is
//! a real rmcp server: nothing here is mocked.
//!
//! Tools (listed three per page, so a client must follow `nextCursor`):
//! `echo {text}` → the text; `add {a, b}` → `{sum}` as structured content (declares an output
//! schema); `json_text {value}` → the value as JSON *text* only (declares an output schema);
//! `picture` → a text and an image block; `document` → an embedded text resource; `fail {message}`
//! → an `isError` result; `reject` → a protocol error; `wait {ms}` → waits, counting the calls
//! that were cancelled (`notifications/cancelled`) before the time was up; `cancelled` →
//! `{count}` of those; `big {bytes}` → a text of that many `x`; `get-page {n}` → a name that is not
//! an identifier; `crash` → exits the process (only when [`Fixture::allow_crash`] is set);
//! `header {name}` → that HTTP request header's value; `pid` → `{pid}` of the server process.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, ListToolsResult, PaginatedRequestParams,
    ResourceContents, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData, ServerHandler};
use serde_json::{Value, json};

/// Tools per `tools/list` page.
pub const PAGE_SIZE: usize = 3;

/// The fixture server; clones share their counters.
#[derive(Clone, Default)]
pub struct Fixture {
    cancelled: Arc<AtomicU64>,
    allow_crash: bool,
}

impl Fixture {
    /// A fixture whose `crash` tool refuses (safe in-process).
    pub fn new() -> Fixture {
        Fixture::default()
    }

    /// Lets `crash` exit the process (for the fixture binary).
    #[must_use]
    pub fn allow_crash(mut self) -> Fixture {
        self.allow_crash = true;
        self
    }

    /// How many `wait` calls were cancelled so far.
    pub fn cancelled(&self) -> u64 {
        self.cancelled.load(Ordering::SeqCst)
    }
}

fn schema(v: Value) -> Arc<serde_json::Map<String, Value>> {
    match v {
        Value::Object(m) => Arc::new(m),
        _ => Arc::new(serde_json::Map::new()),
    }
}

fn object(props: Value, required: &[&str]) -> Arc<serde_json::Map<String, Value>> {
    schema(json!({ "type": "object", "properties": props, "required": required }))
}

/// Every tool, in listing order.
pub fn tools() -> Vec<Tool> {
    vec![
        Tool::new("echo", "Echo the text back.", object(json!({"text": {"type": "string"}}), &["text"])),
        Tool::new(
            "add",
            "Add two numbers.",
            object(json!({"a": {"type": "number"}, "b": {"type": "number"}}), &["a", "b"]),
        )
        .with_raw_output_schema(object(json!({"sum": {"type": "number"}}), &["sum"])),
        Tool::new("json_text", "Return a value as JSON text only.", object(json!({"value": {}}), &[]))
            .with_raw_output_schema(schema(json!({"type": "object"}))),
        Tool::new("picture", "A caption and a tiny image.", object(json!({}), &[])),
        Tool::new("document", "An embedded text resource.", object(json!({}), &[])),
        Tool::new("fail", "Report a tool error.", object(json!({"message": {"type": "string"}}), &["message"])),
        Tool::new("reject", "Answer with a protocol error.", object(json!({}), &[])),
        Tool::new("wait", "Wait for ms milliseconds.", object(json!({"ms": {"type": "integer"}}), &["ms"])),
        Tool::new("cancelled", "How many waits were cancelled.", object(json!({}), &[]))
            .with_raw_output_schema(object(json!({"count": {"type": "integer"}}), &["count"])),
        Tool::new("big", "A text of that many bytes.", object(json!({"bytes": {"type": "integer"}}), &["bytes"])),
        Tool::new(
            "get-page",
            "A tool whose name is not an identifier.",
            object(json!({"n": {"type": "integer"}}), &[]),
        ),
        Tool::new("crash", "Exit the server process.", object(json!({}), &[])),
        Tool::new(
            "header",
            "The value of an HTTP request header (HTTP only).",
            object(json!({"name": {"type": "string"}}), &["name"]),
        ),
        Tool::new("pid", "The server's process id.", object(json!({}), &[]))
            .with_raw_output_schema(object(json!({"pid": {"type": "integer"}}), &["pid"])),
    ]
}

fn text(s: impl Into<String>) -> CallToolResponse {
    CallToolResponse::Complete(CallToolResult::success(vec![ContentBlock::text(s)]))
}

fn structured(v: Value) -> CallToolResponse {
    let mut r = CallToolResult::success(vec![ContentBlock::text(v.to_string())]);
    r.structured_content = Some(v);
    CallToolResponse::Complete(r)
}

impl ServerHandler for Fixture {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_instructions("A fixture server with one tool per kind of MCP result.")
    }

    async fn list_tools(
        &self,
        request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let all = tools();
        let start = match request.and_then(|r| r.cursor) {
            Some(c) => c.parse::<usize>().map_err(|_| ErrorData::invalid_params("bad cursor", None))?,
            None => 0,
        };
        let end = (start + PAGE_SIZE).min(all.len());
        let mut page = ListToolsResult::with_all_items(all[start.min(end)..end].to_vec());
        if end < all.len() {
            page.next_cursor = Some(end.to_string());
        }
        Ok(page)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let args = Value::Object(request.arguments.unwrap_or_default());
        let num = |k: &str| args.get(k).and_then(Value::as_f64).unwrap_or(0.0);
        Ok(match request.name.as_ref() {
            "echo" => text(args.get("text").and_then(Value::as_str).unwrap_or("")),
            "add" => structured(json!({ "sum": num("a") + num("b") })),
            "json_text" => text(args.get("value").cloned().unwrap_or(json!({})).to_string()),
            "picture" => CallToolResponse::Complete(CallToolResult::success(vec![
                ContentBlock::text("a 1×1 PNG"),
                ContentBlock::image("iVBORw0KGgo=", "image/png"),
            ])),
            "document" => CallToolResponse::Complete(CallToolResult::success(vec![ContentBlock::resource(
                ResourceContents::text("hello from a resource", "fixture://doc"),
            )])),
            "fail" => CallToolResponse::Complete(CallToolResult::error(vec![ContentBlock::text(
                args.get("message").and_then(Value::as_str).unwrap_or("failed"),
            )])),
            "reject" => return Err(ErrorData::invalid_params("the fixture rejects this call", None)),
            "wait" => {
                let ms = args.get("ms").and_then(Value::as_u64).unwrap_or(0);
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(ms)) => text("waited"),
                    () = context.ct.cancelled() => {
                        self.cancelled.fetch_add(1, Ordering::SeqCst);
                        return Err(ErrorData::internal_error("cancelled", None));
                    }
                }
            }
            "cancelled" => structured(json!({ "count": self.cancelled() })),
            "big" => text("x".repeat(args.get("bytes").and_then(Value::as_u64).unwrap_or(0) as usize)),
            "get-page" => text(format!("page {}", num("n"))),
            "crash" if self.allow_crash => std::process::exit(3),
            "crash" => CallToolResponse::Complete(CallToolResult::error(vec![ContentBlock::text("not in-process")])),
            "header" => {
                let name = args.get("name").and_then(Value::as_str).unwrap_or("");
                let parts = context.extensions.get::<axum::http::request::Parts>();
                let value = parts.and_then(|p| p.headers.get(name)).and_then(|v| v.to_str().ok());
                text(value.unwrap_or(""))
            }
            "pid" => structured(json!({ "pid": std::process::id() })),
            other => return Err(ErrorData::invalid_params(format!("unknown tool '{other}'"), None)),
        })
    }
}
