//! The server side: codemode as an MCP server ([`CodemodeServer`], an rmcp `ServerHandler`).
//!
//! Instead of one MCP tool per host tool, a client sees a small fixed surface over a codemode
//! [`Runtime`] and its mounted tools:
//!
//! - `execute {code}`: runs a JavaScript/TypeScript program; the result is the run's JSON form
//!   (`RunResult::to_json`: `ok`, `value` or `error {kind, message, location?}`, `logs`,
//!   `toolCalls` …) as `structuredContent`, plus a readable text form of the same; a failed run is
//!   an `isError` result. Its description explains code mode and lists the namespaces of the
//!   catalog within [`ServerOptions::description_budget`] bytes ("… and N more").
//! - `search {query?, namespace?, limit?, offset?}`: the built-in search (callable paths with their
//!   signatures), as a program's `search()` would answer.
//! - `describe {path}`: one tool's signature, description and JSON Schemas (or, for a namespace,
//!   its description and the signatures below it).
//!
//! A client that cancels `execute` (`notifications/cancelled`) interrupts the run: its in-flight
//! tool calls are dropped (upstream MCP calls cancelled in turn). Limits are the runtime's: the
//! host builds it with them (the CLI gives safe defaults). [`CallLog`] turns the runtime's hooks
//! into one JSON line per event in a file (`--log-calls`).
//!
//! With a store ([`CodemodeServer::with_store`]), a run that waits only on durable calls becomes
//! an MCP task that survives a restart, and the tools `wait` and `cancel` serve clients without
//! the Tasks extension (`tasks.rs`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::{Arc, Mutex};

use std::path::Path;

use codemode::{CallEnd, ExecuteOptions, Hooks, Outcome, RunResult, Runtime, ToolCallInfo};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, CancelTaskParams, ContentBlock, CreateTaskResult,
    GetTaskParams, GetTaskResult, Implementation, ListToolsResult, PaginatedRequestParams, ServerCapabilities,
    ServerConfig, TaskStatus, Tool, ToolAnnotations,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData, ServerHandler};
use serde_json::{Map, Value, json};

use crate::tasks::{self, TaskStore};

/// The default size budget of the namespace list in `execute`'s description, in bytes.
pub const DEFAULT_DESCRIPTION_BUDGET: usize = 3072;

/// How the server describes itself.
#[derive(Debug, Clone)]
pub struct ServerOptions {
    /// The name in the handshake (`serverInfo.name`).
    pub name: String,
    /// Bytes the namespace list of `execute`'s description may take.
    pub description_budget: usize,
}

impl Default for ServerOptions {
    fn default() -> Self {
        ServerOptions { name: "codemode".into(), description_budget: DEFAULT_DESCRIPTION_BUDGET }
    }
}

struct Inner {
    runtime: Runtime,
    options: ServerOptions,
    listed: Vec<Tool>,
    store: Option<Arc<TaskStore>>,
}

/// codemode as an MCP server over one runtime. Cheap to clone (one per HTTP session).
#[derive(Clone)]
pub struct CodemodeServer {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for CodemodeServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CodemodeServer").field("runtime", &self.inner.runtime).finish()
    }
}

fn object_schema(v: Value) -> Arc<Map<String, Value>> {
    match v {
        Value::Object(m) => Arc::new(m),
        _ => Arc::new(Map::new()),
    }
}

impl CodemodeServer {
    /// A server running programs on `runtime` (its tools, hooks and limits). Runs never suspend:
    /// one waiting on durable calls keeps waiting within its time limit.
    pub fn new(runtime: Runtime, options: ServerOptions) -> CodemodeServer {
        CodemodeServer::build(runtime, options, None)
    }

    /// A server whose runs suspend when they wait only on durable calls, kept in `dir` as MCP
    /// tasks (see `tasks.rs`). Call [`CodemodeServer::resume_pending`] once serving starts.
    ///
    /// # Errors
    /// The directory cannot be created.
    pub fn with_store(runtime: Runtime, options: ServerOptions, dir: &Path) -> std::io::Result<CodemodeServer> {
        let store = Arc::new(TaskStore::open(dir)?);
        Ok(CodemodeServer::build(runtime, options, Some(store)))
    }

    fn build(runtime: Runtime, options: ServerOptions, store: Option<Arc<TaskStore>>) -> CodemodeServer {
        let listed = surface(&runtime, &options, store.is_some());
        CodemodeServer { inner: Arc::new(Inner { runtime, options, listed, store }) }
    }

    /// Starts waiting on the durable calls of every task still working in the store (the runs a
    /// previous server process left suspended); how many. Needs a tokio runtime.
    pub fn resume_pending(&self) -> usize {
        self.inner.store.as_ref().map_or(0, |s| tasks::resume_pending(s, &self.inner.runtime))
    }

    /// The task store, when the server has one.
    pub fn store(&self) -> Option<&TaskStore> {
        self.inner.store.as_deref()
    }

    /// The runtime programs run on.
    pub fn runtime(&self) -> &Runtime {
        &self.inner.runtime
    }

    /// The MCP tools the server lists (`execute`, `search`, `describe`).
    pub fn listed(&self) -> &[Tool] {
        &self.inner.listed
    }

    /// Runs `code` and maps its result (see the module docs). `cancel` interrupts the run. With a
    /// store, a run that waits only on durable calls becomes a task: a `CreateTaskResult` for a
    /// client that declared the Tasks extension (`tasks`), otherwise a result naming the run.
    pub async fn execute(
        &self,
        code: &str,
        cancel: tokio_util::sync::CancellationToken,
        tasks: bool,
    ) -> CallToolResponse {
        let cancelled = || {
            CallToolResponse::Complete(CallToolResult::error(vec![ContentBlock::text(
                "the run was cancelled by the client",
            )]))
        };
        let Some(store) = &self.inner.store else {
            let execution = self.inner.runtime.execute_with(code, ExecuteOptions::default());
            return tokio::select! {
                r = execution => CallToolResponse::Complete(result_to_mcp(&r)),
                () = cancel.cancelled() => cancelled(),
            };
        };
        let options = ExecuteOptions { auto_suspend: true, ..ExecuteOptions::default() };
        let execution = self.inner.runtime.execute_with(code, options).result();
        let outcome = tokio::select! {
            o = execution => o,
            () = cancel.cancelled() => return cancelled(),
        };
        match outcome {
            Outcome::Finished(r) => CallToolResponse::Complete(result_to_mcp(&r)),
            Outcome::Suspended(s) => match tasks::suspend(store, &self.inner.runtime, &s) {
                Ok(record) if tasks => CallToolResponse::Task(CreateTaskResult::new(record.task())),
                Ok(record) => CallToolResponse::Complete(suspended_result(&record)),
                Err(e) => CallToolResponse::Complete(CallToolResult::error(vec![ContentBlock::text(format!(
                    "the run waits on durable calls but cannot be saved: {e}"
                ))])),
            },
        }
    }

    /// The `wait` tool (clients without the Tasks extension).
    pub async fn wait(&self, args: &Map<String, Value>) -> CallToolResult {
        let Some(store) = &self.inner.store else { return no_store() };
        let Some(id) = args.get("runId").and_then(Value::as_str) else {
            return CallToolResult::error(vec![ContentBlock::text("wait takes { runId: string, timeoutMs?: number }")]);
        };
        let ms = args.get("timeoutMs").and_then(Value::as_u64).unwrap_or(30_000).min(600_000);
        match tasks::wait(store, id, std::time::Duration::from_millis(ms)).await {
            None => CallToolResult::error(vec![ContentBlock::text(format!("no run '{id}' is kept by this server"))]),
            Some(r) => match r.status {
                TaskStatus::Completed => {
                    r.result.and_then(|v| serde_json::from_value::<CallToolResult>(v).ok()).unwrap_or_else(|| {
                        CallToolResult::error(vec![ContentBlock::text("the run's result is unreadable")])
                    })
                }
                TaskStatus::Cancelled => {
                    CallToolResult::error(vec![ContentBlock::text(format!("the run '{id}' was cancelled"))])
                }
                _ => suspended_result(&r),
            },
        }
    }

    /// The `cancel` tool (clients without the Tasks extension).
    pub async fn cancel(&self, args: &Map<String, Value>) -> CallToolResult {
        let Some(store) = &self.inner.store else { return no_store() };
        let Some(id) = args.get("runId").and_then(Value::as_str) else {
            return CallToolResult::error(vec![ContentBlock::text("cancel takes { runId: string }")]);
        };
        match tasks::cancel(store, &self.inner.runtime, id).await {
            Ok(()) => {
                structured_success(format!("cancelled the run '{id}'"), json!({ "status": "cancelled", "runId": id }))
            }
            Err(e) => CallToolResult::error(vec![ContentBlock::text(e)]),
        }
    }

    /// The `search` tool.
    pub fn search(&self, args: &Map<String, Value>) -> CallToolResult {
        match self.inner.runtime.tools().search(&Value::Object(args.clone())) {
            Ok(v) => {
                let mut text = String::new();
                for item in v["items"].as_array().into_iter().flatten() {
                    let _ = writeln!(text, "{}", item["signature"].as_str().unwrap_or_default());
                    if let Some(d) = item["description"].as_str().filter(|d| !d.is_empty()) {
                        let _ = writeln!(text, "  {d}");
                    }
                }
                if text.is_empty() {
                    text.push_str("no tools matched\n");
                }
                if let Some(offset) = v["next"]["offset"].as_u64() {
                    let _ = writeln!(text, "… {} more (offset {offset})", v["remaining"]);
                }
                structured_success(text, v)
            }
            Err(e) => CallToolResult::error(vec![ContentBlock::text(e)]),
        }
    }

    /// The `describe` tool.
    pub fn describe(&self, args: &Map<String, Value>) -> CallToolResult {
        let Some(raw) = args.get("path").and_then(Value::as_str) else {
            return CallToolResult::error(vec![ContentBlock::text(
                "describe takes { path: string }, e.g. { \"path\": \"tools.orders.lookup\" }",
            )]);
        };
        let tools = self.inner.runtime.tools();
        let path = codemode_tools::parse_tool_expression(raw)
            .unwrap_or_else(|| raw.trim().strip_prefix("tools.").unwrap_or(raw.trim()).to_owned());
        if let Some(tool) = tools.get(path.as_str()) {
            let signature = tools.signature(path.as_str()).unwrap_or_default().to_owned();
            let v = json!({
                "path": path,
                "expression": codemode_tools::tool_expression(&path),
                "description": tool.description(),
                "signature": signature,
                "inputSchema": tool.input().cloned().unwrap_or(json!({})),
                "outputSchema": tool.output().cloned(),
                "durable": tool.as_durable().is_some(),
            });
            let mut text = String::new();
            if !tool.description().is_empty() {
                let _ = writeln!(text, "/** {} */", tool.description());
            }
            text.push_str(&signature);
            return structured_success(text, v);
        }
        if !path.is_empty()
            && let Some(node) = tools.node(path.as_str())
        {
            let prefix = format!("{path}.");
            let below: Vec<_> = tools.catalog().into_iter().filter(|e| e.path.starts_with(&prefix)).collect();
            let mut text = format!("namespace {}", codemode_tools::tool_expression(&path));
            if let Some(d) = &node.description {
                let _ = write!(text, ": {d}");
            }
            text.push('\n');
            for e in &below {
                let _ = writeln!(text, "{}", e.signature);
            }
            let v = json!({
                "namespace": path,
                "expression": codemode_tools::tool_expression(&path),
                "description": node.description,
                "tools": below.iter().map(|e| json!({ "path": e.expression, "description": e.description, "signature": e.signature })).collect::<Vec<_>>(),
            });
            return structured_success(text, v);
        }
        let hint = tools.suggest(raw).map(|s| format!(" Did you mean {s}?")).unwrap_or_default();
        CallToolResult::error(vec![ContentBlock::text(format!("No tool or namespace at '{raw}'.{hint}"))])
    }
}

fn no_store() -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text("this server keeps no runs (it was started without a store)")])
}

/// A run that is still waiting, for clients without the Tasks extension.
fn suspended_result(r: &tasks::Record) -> CallToolResult {
    let calls: Vec<&str> = r.pending.as_array().into_iter().flatten().filter_map(|p| p["path"].as_str()).collect();
    let text = format!(
        "The run {} is suspended: it waits on {} durable call(s) ({}). Call `wait` with {{ \"runId\": \"{}\" }} \
         for its result once they finish, or `cancel` to stop it.",
        r.id,
        calls.len(),
        calls.join(", "),
        r.id
    );
    structured_success(text, json!({ "status": "suspended", "runId": r.id, "pending": r.pending }))
}

fn structured_success(text: String, v: Value) -> CallToolResult {
    let mut r = CallToolResult::success(vec![ContentBlock::text(text)]);
    r.structured_content = Some(v);
    r
}

/// A run's result as an MCP tool result: the JSON form as structured content, a readable text,
/// `isError` when the run failed.
pub fn result_to_mcp(r: &RunResult) -> CallToolResult {
    let json = r.to_json();
    let text = readable(r);
    let mut out = if r.is_ok() {
        CallToolResult::success(vec![ContentBlock::text(text)])
    } else {
        CallToolResult::error(vec![ContentBlock::text(text)])
    };
    out.structured_content = Some(json);
    out
}

/// The text form of a result: the value (pretty JSON) or the error, then logs, warnings and calls.
pub fn readable(r: &RunResult) -> String {
    let mut s = String::new();
    match &r.outcome {
        Ok(v) => {
            let _ = writeln!(s, "value: {}", serde_json::to_string_pretty(v).unwrap_or_default());
        }
        Err(d) => {
            let _ = write!(s, "error {}: {}", d.kind, d.message);
            if let Some(l) = d.location {
                let _ = write!(s, " (line {}, column {})", l.line, l.column);
            }
            s.push('\n');
        }
    }
    if !r.logs.is_empty() {
        s.push_str("logs:\n");
        for l in &r.logs {
            let _ = writeln!(s, "  {l}");
        }
    }
    for w in &r.warnings {
        let _ = writeln!(s, "warning {}: {}", w.kind, w.message);
    }
    if r.truncated {
        s.push_str("(output truncated to the output limit)\n");
    }
    if r.tool_calls.is_empty() {
        s.push_str("tool calls: none\n");
    } else {
        let _ = writeln!(s, "tool calls ({}): {}", r.tool_calls.len(), r.tool_calls.join(", "));
    }
    s
}

/// The listed tools.
fn surface(runtime: &Runtime, options: &ServerOptions, durable: bool) -> Vec<Tool> {
    let execute = Tool::new(
        "execute",
        execute_description(runtime, options.description_budget),
        object_schema(json!({
            "type": "object",
            "properties": {
                "code": {
                    "type": "string",
                    "description": "The program: JavaScript or TypeScript, top-level await allowed; `return` the result."
                }
            },
            "required": ["code"]
        })),
    )
    .with_raw_output_schema(object_schema(json!({
        "type": "object",
        "description": "The run's result: ok with value, or error {kind, message, location?}; logs, warnings, truncated, toolCalls.",
        "properties": {
            "ok": { "type": "boolean" },
            "value": {},
            "error": {
                "type": "object",
                "properties": { "kind": { "type": "string" }, "message": { "type": "string" }, "location": { "type": "object" } }
            },
            "logs": { "type": "array", "items": { "type": "string" } },
            "warnings": { "type": "array" },
            "truncated": { "type": "boolean" },
            "toolCalls": { "type": "array", "items": { "type": "string" } },
            "status": { "type": "string", "description": "\"suspended\" when the run waits on durable calls (see wait)" },
            "runId": { "type": "string" },
            "pending": { "type": "array" }
        }
    })))
    .with_annotations(ToolAnnotations::new().read_only(false).open_world(true));
    let search = Tool::new(
        "search",
        "Find the tools a program can call: words to look for, or a path (orders.lookup) for that tool \
         alone; optional namespace, limit and offset. Gives each tool's expression, description and \
         TypeScript signature.",
        object_schema(codemode_tools::search_input_schema()),
    )
    .with_raw_output_schema(object_schema(codemode_tools::search_output_schema()))
    .with_annotations(ToolAnnotations::new().read_only(true).idempotent(true).open_world(false));
    let describe = Tool::new(
        "describe",
        "Describe one tool (its signature, description and JSON Schemas) or one namespace (its \
         description and the signatures of the tools below it), e.g. { \"path\": \"tools.orders.lookup\" }.",
        object_schema(json!({
            "type": "object",
            "properties": { "path": { "type": "string", "description": "A tool or namespace: tools.orders.lookup, orders.lookup, tools.srv[\"get-page\"]." } },
            "required": ["path"]
        })),
    )
    .with_annotations(ToolAnnotations::new().read_only(true).idempotent(true).open_world(false));
    let mut out = vec![execute, search, describe];
    if durable {
        let run_id =
            json!({ "type": "string", "description": "The run id an execute result gave (status \"suspended\")." });
        out.push(
            Tool::new(
                "wait",
                "Wait for a suspended run (one that waits on durable calls) to finish, up to timeoutMs \
                 (default 30000); gives its result like execute, or its status if it is still waiting.",
                object_schema(json!({
                    "type": "object",
                    "properties": { "runId": run_id, "timeoutMs": { "type": "integer", "minimum": 0, "maximum": 600000 } },
                    "required": ["runId"]
                })),
            )
            .with_annotations(ToolAnnotations::new().read_only(true).open_world(false)),
        );
        out.push(
            Tool::new(
                "cancel",
                "Cancel a suspended run and its durable calls.",
                object_schema(json!({ "type": "object", "properties": { "runId": run_id }, "required": ["runId"] })),
            )
            .with_annotations(ToolAnnotations::new().destructive(true).open_world(false)),
        );
    }
    out
}

/// `execute`'s description: how code mode works, the limits, the namespaces.
pub fn execute_description(runtime: &Runtime, budget: usize) -> String {
    let mut s = String::from(
        "Run a JavaScript or TypeScript program that calls tools, and get its result. Write the whole task \
         as one program instead of calling tools one at a time: call a tool with \
         `await tools.<namespace>.<tool>(input)` (one object argument; a name that is not an identifier \
         takes brackets: tools.srv[\"get-page\"]), combine results with ordinary code (variables, loops, \
         Promise.all, try/catch — a failed tool call throws an Error you can catch), and `return` the \
         value you want back (JSON data). console.log lines come back as logs. There is no network, file \
         system, require or import: the tools are the only way out. Find tools with the `search` tool \
         (also callable inside a program: `search({ query })`) and read one tool's full signature with \
         `describe`.",
    );
    let l = runtime.limits();
    let mut limits = Vec::new();
    if let Some(t) = l.timeout_ms {
        limits.push(format!("{} s", t as f64 / 1000.0));
    }
    if let Some(n) = l.max_tool_calls {
        limits.push(format!("{n} tool calls"));
    }
    if let Some(b) = l.max_output_bytes {
        limits.push(format!("{b} bytes of output"));
    }
    if !limits.is_empty() {
        let _ = write!(s, " Limits per run: {}.", limits.join(", "));
    }
    let lines = namespace_lines(runtime);
    if lines.is_empty() {
        s.push_str("\n\nNo tools are mounted.");
        return s;
    }
    s.push_str("\n\nAvailable:\n");
    let mut used = 0;
    for (i, line) in lines.iter().enumerate() {
        let rest = lines.len() - i;
        if used + line.len() + 1 > budget {
            let _ = writeln!(s, "… and {rest} more (use search)");
            break;
        }
        used += line.len() + 1;
        s.push_str(line);
        s.push('\n');
    }
    s
}

/// One line per top-level namespace (`- tools.ns (N tools: a, b, …): description`) and per tool
/// at the root.
fn namespace_lines(runtime: &Runtime) -> Vec<String> {
    let tools = runtime.tools();
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    let mut roots = Vec::new();
    for e in tools.catalog() {
        let Some((seg, rest)) = e.path.split_once('.') else {
            roots.push(e);
            continue;
        };
        let (seg, rest) = (seg.to_owned(), rest.to_owned());
        match groups.iter_mut().find(|(g, _)| *g == seg) {
            Some((_, members)) => members.push(rest),
            None => groups.push((seg, vec![rest])),
        }
    }
    let mut lines = Vec::new();
    for (seg, members) in groups {
        let mut names: Vec<String> = members.iter().take(8).cloned().collect();
        if members.len() > names.len() {
            names.push("…".into());
        }
        let mut line = format!(
            "- {} ({} tool{}: {})",
            codemode_tools::tool_expression(&seg),
            members.len(),
            if members.len() == 1 { "" } else { "s" },
            names.join(", ")
        );
        if let Some(d) = tools.namespace(seg.as_str()).and_then(|n| n.description) {
            let _ = write!(line, ": {}", short(&d, 160));
        }
        lines.push(line);
    }
    for e in roots {
        let mut line = format!("- {}", e.expression);
        if !e.description.is_empty() {
            let _ = write!(line, ": {}", short(&e.description, 160));
        }
        lines.push(line);
    }
    lines
}

fn short(s: &str, max: usize) -> String {
    let first = s.lines().next().unwrap_or("").trim();
    if first.chars().count() > max { first.chars().take(max - 1).collect::<String>() + "…" } else { first.to_owned() }
}

impl ServerHandler for CodemodeServer {
    fn get_info(&self) -> ServerConfig {
        let capabilities = if self.inner.store.is_some() {
            ServerCapabilities::builder().enable_tools().enable_tasks().build()
        } else {
            ServerCapabilities::builder().enable_tools().build()
        };
        ServerConfig::new(capabilities)
            .with_server_info(Implementation::new(self.inner.options.name.clone(), env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "codemode: call `execute` with a program whose `await tools.<ns>.<tool>(input)` calls do the \
                 work; `search` and `describe` find the tools and their signatures.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(self.inner.listed.clone()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let args = request.arguments.unwrap_or_default();
        let result = match request.name.as_ref() {
            "execute" => match args.get("code").and_then(Value::as_str) {
                Some(code) => {
                    let tasks = context.client_capabilities().is_some_and(|c| c.supports_tasks());
                    return Ok(self.execute(code, context.ct.clone(), tasks).await);
                }
                None => CallToolResult::error(vec![ContentBlock::text(
                    "execute takes { code: string }: the program to run",
                )]),
            },
            "search" => self.search(&args),
            "describe" => self.describe(&args),
            "wait" if self.inner.store.is_some() => self.wait(&args).await,
            "cancel" if self.inner.store.is_some() => self.cancel(&args).await,
            other => {
                let names: Vec<&str> = self.inner.listed.iter().map(|t| t.name.as_ref()).collect();
                return Err(ErrorData::invalid_params(
                    format!("unknown tool '{other}' (this server has {})", names.join(", ")),
                    None,
                ));
            }
        };
        Ok(CallToolResponse::Complete(result))
    }

    async fn get_task(
        &self,
        request: GetTaskParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetTaskResult, ErrorData> {
        let record = self.inner.store.as_ref().and_then(|s| s.get(&request.task_id));
        match record {
            Some(r) => Ok(GetTaskResult::new(r.detailed())),
            None => Err(ErrorData::invalid_params(format!("no task '{}'", request.task_id), None)),
        }
    }

    async fn cancel_task(
        &self,
        request: CancelTaskParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        let Some(store) = &self.inner.store else {
            return Err(ErrorData::invalid_params(format!("no task '{}'", request.task_id), None));
        };
        tasks::cancel(store, &self.inner.runtime, &request.task_id)
            .await
            .map_err(|e| ErrorData::invalid_params(e, None))
    }
}

/// A log of every tool call a run makes: one JSON line per `before` and `after` hook event, with
/// the run id, the call key, the tool path, the input (`before`) and the outcome (`after`: the
/// value, up to [`CallLog::MAX_VALUE_BYTES`] of it, or the error, or `interrupted`). Credentials
/// given to sources (HTTP headers, API keys) never reach hooks, so they are never logged.
pub struct CallLog {
    file: Mutex<std::fs::File>,
}

impl std::fmt::Debug for CallLog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CallLog")
    }
}

fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

fn run_of(key: &str) -> &str {
    key.rsplit_once(':').map_or(key, |(run, _)| run)
}

impl CallLog {
    /// Values larger than this (serialized) are logged by size only.
    pub const MAX_VALUE_BYTES: usize = 4096;

    /// Opens (appends to, creating) the log file.
    ///
    /// # Errors
    /// The file cannot be opened.
    pub fn open(path: &std::path::Path) -> std::io::Result<Arc<CallLog>> {
        let file = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
        Ok(Arc::new(CallLog { file: Mutex::new(file) }))
    }

    fn write(&self, line: &Value) {
        if let Ok(mut f) = self.file.lock() {
            let _ = writeln!(f, "{line}");
        }
    }

    fn before(&self, info: &ToolCallInfo) {
        self.write(&json!({
            "ts": now_ms(), "event": "before", "run": run_of(&info.key), "key": info.key,
            "path": info.name, "input": info.input,
        }));
    }

    fn after(&self, info: &ToolCallInfo, end: &CallEnd) {
        let outcome = match end {
            CallEnd::Success(v) => {
                let text = v.to_string();
                if text.len() > Self::MAX_VALUE_BYTES {
                    json!({ "ok": true, "valueBytes": text.len() })
                } else {
                    json!({ "ok": true, "value": v })
                }
            }
            CallEnd::Failure(m) => json!({ "ok": false, "error": m }),
            CallEnd::Interrupted => json!({ "interrupted": true }),
        };
        self.write(&json!({
            "ts": now_ms(), "event": "after", "run": run_of(&info.key), "key": info.key,
            "path": info.name, "outcome": outcome,
        }));
    }

    /// Hooks that log every tool call (never deny one).
    pub fn hooks(self: &Arc<Self>) -> Hooks {
        let b = self.clone();
        let a = self.clone();
        Hooks {
            tool_before: Some(Arc::new(move |info: &ToolCallInfo| {
                b.before(info);
                Ok(())
            })),
            tool_after: Some(Arc::new(move |info: &ToolCallInfo, end: &CallEnd| a.after(info, end))),
            ..Hooks::default()
        }
    }
}
