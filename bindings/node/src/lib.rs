//! The native addon of the Node package (napi-rs): the Rust half of `codemode` for JavaScript.
//!
//! It owns the [`codemode::Runtime`] built from the tools the JavaScript half (`index.js`)
//! describes, runs each program on a thread of its own (so the event loop is never blocked), and
//! carries the runtime's tool, durable and hook calls to JavaScript and their answers back. The
//! JavaScript half owns the API users see (`Tool.make`, `CodeMode.make`, results, `Snapshot`).
//!
//! The protocol is JSON text both ways, which V8 parses faster than napi builds objects:
//!
//! - every run gets the JavaScript function `onEvent` as a thread-safe function (which keeps the
//!   process alive while the run lasts) and sends it events: `call` (a plain tool), `start` /
//!   `attach` / `cancel` (a durable tool), `before` / `after` (hooks), `abort` (the run stopped
//!   waiting for a call) and, last, `done` with the outcome;
//! - JavaScript answers a `call`, `start`, `attach`, `cancel` or `before` event with
//!   [`reply`]`(id, ok, payload)`: the value as JSON text, or the failure's message.
//!
//! The runtime's tool closures find the run they serve through a thread-local link set by the
//! run's thread (every call of a run is made on that thread).
//!
//! Not here: the JavaScript API, schema handling (JSON Schemas come from JavaScript as they are),
//! and everything about running programs (the `codemode` crate).

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, LazyLock, Mutex};
use std::task::{Context, Poll, Wake, Waker};

use base64::Engine as _;
use codemode::{
    AfterHook, BeforeHook, CallEnd, CallOutcome, Durable, DurableContext, ExecuteOptions, Execution, Hooks, Limits,
    Outcome, Runtime, Snapshot, Tool, ToolCallInfo, ToolError,
};
use futures::FutureExt as _;
use futures::channel::oneshot;
use futures::future::BoxFuture;
use napi::bindgen_prelude::{Buffer, Function};
use napi::threadsafe_function::{ThreadsafeFunction, ThreadsafeFunctionCallMode};
use napi_derive::napi;
use serde::Deserialize;
use serde_json::{Value, json};

// ----- the runtime's description, as the JavaScript half sends it -----

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Spec {
    tools: Vec<ToolSpec>,
    #[serde(default)]
    namespaces: Vec<(String, String)>,
    #[serde(default)]
    limits: LimitsSpec,
    #[serde(default)]
    hooks: HookFlags,
    #[serde(default = "yes")]
    typescript: bool,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ToolSpec {
    path: String,
    description: String,
    input: Option<Value>,
    output: Option<Value>,
    #[serde(default)]
    durable: bool,
    #[serde(default = "yes")]
    validate: bool,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct LimitsSpec {
    timeout_ms: Option<u64>,
    max_tool_calls: Option<u64>,
    max_output_bytes: Option<usize>,
    max_memory_bytes: Option<usize>,
    max_instructions: Option<u64>,
    max_snapshot_bytes: Option<usize>,
}

#[derive(Deserialize, Default)]
struct HookFlags {
    #[serde(default)]
    before: bool,
    #[serde(default)]
    after: bool,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct RunOptions {
    #[serde(default)]
    auto_suspend: bool,
    #[serde(default)]
    bindings: BTreeMap<String, Value>,
}

// ----- runs and their links to JavaScript -----

type EventFn = ThreadsafeFunction<String, (), String, napi::Status, false>;

/// The run the current thread drives: where its events go.
struct Link {
    events: EventFn,
}

impl Link {
    fn send(&self, event: &Value) {
        self.events.call(event.to_string(), ThreadsafeFunctionCallMode::NonBlocking);
    }
}

thread_local! {
    static LINK: RefCell<Option<Arc<Link>>> = const { RefCell::new(None) };
}

fn current_link() -> Option<Arc<Link>> {
    LINK.with(|l| l.borrow().clone())
}

/// What JavaScript answered: the value (JSON text parsed) or a failure message.
type Reply = Result<Value, String>;

enum Slot {
    Later(oneshot::Sender<Reply>),
    Now(std::sync::mpsc::Sender<Reply>),
}

static NEXT_ID: AtomicU32 = AtomicU32::new(1);
static PENDING: LazyLock<Mutex<HashMap<u32, Slot>>> = LazyLock::new(|| Mutex::new(HashMap::new()));
static RUNS: LazyLock<Mutex<HashMap<u32, oneshot::Sender<()>>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn next_id() -> u32 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

fn register(id: u32, slot: Slot) {
    if let Ok(mut p) = PENDING.lock() {
        p.insert(id, slot);
    }
}

fn unregister(id: u32) -> bool {
    PENDING.lock().map(|mut p| p.remove(&id).is_some()).unwrap_or(false)
}

/// Answers the event `id`: with `ok`, `payload` is the value as JSON text (empty for
/// `undefined`); otherwise it is the failure's message. Answers to calls the run no longer waits
/// for are ignored.
#[napi]
pub fn reply(id: u32, ok: bool, payload: String) {
    let slot = PENDING.lock().ok().and_then(|mut p| p.remove(&id));
    let Some(slot) = slot else { return };
    let answer = if ok {
        if payload.is_empty() {
            Ok(Value::Null)
        } else {
            serde_json::from_str(&payload).map_err(|e| format!("The tool returned a value that is not JSON data: {e}"))
        }
    } else {
        Err(payload)
    };
    match slot {
        Slot::Later(tx) => {
            let _ = tx.send(answer);
        }
        Slot::Now(tx) => {
            let _ = tx.send(answer);
        }
    }
}

/// Interrupts the run started with this token (its outcome then reports the cancellation).
#[napi]
pub fn cancel_run(token: u32) {
    if let Some(tx) = RUNS.lock().ok().and_then(|mut r| r.remove(&token)) {
        let _ = tx.send(());
    }
}

/// A call sent to JavaScript; dropping it before the answer tells JavaScript to abort the call.
struct JsCall {
    id: u32,
    rx: oneshot::Receiver<Reply>,
    link: Option<Arc<Link>>,
}

impl Future for JsCall {
    type Output = Reply;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Reply> {
        match self.rx.poll_unpin(cx) {
            Poll::Ready(r) => {
                self.link = None;
                Poll::Ready(r.unwrap_or_else(|_| Err("the call was cancelled".into())))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}

impl Drop for JsCall {
    fn drop(&mut self) {
        if let Some(link) = self.link.take()
            && unregister(self.id)
        {
            link.send(&json!({ "t": "abort", "id": self.id }));
        }
    }
}

/// Sends the event `kind` with `fields` and waits for JavaScript's answer.
fn call_js(kind: &str, mut fields: serde_json::Map<String, Value>) -> BoxFuture<'static, Reply> {
    let Some(link) = current_link() else {
        return futures::future::ready(Err("codemode: a tool was called outside of a run".to_string())).boxed();
    };
    let id = next_id();
    let (tx, rx) = oneshot::channel();
    register(id, Slot::Later(tx));
    fields.insert("t".into(), Value::from(kind));
    fields.insert("id".into(), Value::from(id));
    link.send(&Value::Object(fields));
    JsCall { id, rx, link: Some(link) }.boxed()
}

/// Sends the event `kind` and blocks this (the run's) thread until JavaScript answers.
fn call_js_now(link: &Link, kind: &str, mut fields: serde_json::Map<String, Value>) -> Reply {
    let id = next_id();
    let (tx, rx) = std::sync::mpsc::channel();
    register(id, Slot::Now(tx));
    fields.insert("t".into(), Value::from(kind));
    fields.insert("id".into(), Value::from(id));
    link.send(&Value::Object(fields));
    rx.recv().unwrap_or_else(|_| Err("the hook was not answered".into()))
}

fn fields(pairs: Vec<(&str, Value)>) -> serde_json::Map<String, Value> {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

fn make_tool(spec: ToolSpec) -> Tool {
    let mut tool = if spec.durable {
        let start = |input: Value, ctx: DurableContext| {
            let f =
                call_js("start", fields(vec![("path", ctx.path.into()), ("key", ctx.key.into()), ("value", input)]));
            async move { f.await.map_err(ToolError::new) }
        };
        let attach = |handle: Value, ctx: DurableContext| {
            let f =
                call_js("attach", fields(vec![("path", ctx.path.into()), ("key", ctx.key.into()), ("value", handle)]));
            async move { f.await.map_err(ToolError::new) }
        };
        let path = spec.path.clone();
        let cancel = move |handle: Value| {
            let f = call_js("cancel", fields(vec![("path", path.clone().into()), ("value", handle)]));
            async move {
                let _ = f.await;
            }
        };
        Tool::durable(spec.description, Durable::new(start, attach).cancel_with(cancel))
    } else {
        Tool::new(spec.description, |input: Value, ctx: codemode::CallContext| {
            let f = call_js("call", fields(vec![("path", ctx.path.into()), ("key", ctx.key.into()), ("input", input)]));
            async move { f.await.map_err(ToolError::new) }
        })
    };
    if let Some(input) = spec.input {
        tool = tool.input_schema(input);
    }
    if let Some(output) = spec.output {
        tool = tool.output_schema(output);
    }
    if !spec.validate {
        tool = tool.without_validation();
    }
    tool
}

fn make_hooks(flags: &HookFlags) -> Hooks {
    let tool_before: Option<BeforeHook> = flags.before.then(|| {
        let f: BeforeHook = Arc::new(|info: &ToolCallInfo| {
            let Some(link) = current_link() else { return Ok(()) };
            let f = fields(vec![
                ("name", info.name.clone().into()),
                ("key", info.key.clone().into()),
                ("input", info.input.clone()),
            ]);
            call_js_now(&link, "before", f).map(|_| ())
        });
        f
    });
    let tool_after: Option<AfterHook> = flags.after.then(|| {
        let f: AfterHook = Arc::new(|info: &ToolCallInfo, end: &CallEnd| {
            let Some(link) = current_link() else { return };
            let mut f = fields(vec![
                ("t", "after".into()),
                ("name", info.name.clone().into()),
                ("key", info.key.clone().into()),
                ("input", info.input.clone()),
            ]);
            match end {
                CallEnd::Success(v) => {
                    f.insert("status".into(), "success".into());
                    f.insert("value".into(), v.clone());
                }
                CallEnd::Failure(m) => {
                    f.insert("status".into(), "failure".into());
                    f.insert("error".into(), m.clone().into());
                }
                CallEnd::Interrupted => {
                    f.insert("status".into(), "interrupted".into());
                }
            }
            link.send(&Value::Object(f));
        });
        f
    });
    Hooks { tool_before, tool_after, ..Hooks::default() }
}

// ----- driving a run -----

struct ThreadWaker(std::thread::Thread);

impl Wake for ThreadWaker {
    fn wake(self: Arc<Self>) {
        self.0.unpark();
    }
    fn wake_by_ref(self: &Arc<Self>) {
        self.0.unpark();
    }
}

/// Drives the run on this thread until it ends or `cancelled` fires (`None`: cancelled). A plain
/// park loop rather than `futures::executor::block_on`, which refuses to nest, since hooks
/// block this thread inside a poll.
fn drive(execution: Execution, mut cancelled: oneshot::Receiver<()>) -> Option<Outcome> {
    let waker = Waker::from(Arc::new(ThreadWaker(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut fut = std::pin::pin!(execution.result());
    loop {
        if let Poll::Ready(o) = fut.as_mut().poll(&mut cx) {
            return Some(o);
        }
        if !matches!(cancelled.poll_unpin(&mut cx), Poll::Pending) {
            return None;
        }
        std::thread::park();
    }
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

fn unb64(text: &str) -> napi::Result<Vec<u8>> {
    base64::engine::general_purpose::STANDARD
        .decode(text)
        .map_err(|e| napi::Error::from_reason(format!("invalid snapshot data: {e}")))
}

fn pending_json(p: &[codemode::PendingCall]) -> Value {
    Value::Array(
        p.iter().map(|c| json!({ "key": c.key, "path": c.path, "args": c.args, "handle": c.handle })).collect(),
    )
}

fn done_event(outcome: Option<Outcome>) -> Value {
    match outcome {
        Some(Outcome::Finished(r)) => json!({ "t": "done", "result": r.to_json() }),
        Some(Outcome::Suspended(s)) => match s.state.to_bytes(None) {
            Ok(bytes) => json!({
                "t": "done",
                "suspended": true,
                "state": b64(&bytes),
                "runId": s.state.run_id,
                "pending": pending_json(&s.pending),
                "toolCalls": s.state.tool_calls,
            }),
            Err(d) => json!({ "t": "done", "result": codemode::RunResult::failure(d).to_json() }),
        },
        None => json!({ "t": "done", "cancelled": true }),
    }
}

fn spawn_run(execution: Execution, on_event: Function<'_, String, ()>) -> napi::Result<u32> {
    let events: EventFn = on_event.build_threadsafe_function().build()?;
    let link = Arc::new(Link { events });
    let token = next_id();
    let (tx, rx) = oneshot::channel();
    if let Ok(mut r) = RUNS.lock() {
        r.insert(token, tx);
    }
    std::thread::Builder::new()
        .name("codemode-run".into())
        .spawn(move || {
            LINK.with(|l| *l.borrow_mut() = Some(link.clone()));
            let outcome = drive(execution, rx);
            if let Ok(mut r) = RUNS.lock() {
                r.remove(&token);
            }
            link.send(&done_event(outcome));
            LINK.with(|l| *l.borrow_mut() = None);
        })
        .map_err(|e| napi::Error::from_reason(format!("cannot start a thread for the run: {e}")))?;
    Ok(token)
}

// ----- the runtime -----

/// A runtime: tools, hooks and limits, reused for every run.
#[napi]
pub struct NativeRuntime {
    runtime: Runtime,
}

#[napi]
impl NativeRuntime {
    /// Builds the runtime from its description (JSON: tools, namespaces, limits, hooks, typescript).
    #[napi(constructor)]
    pub fn new(spec: String) -> napi::Result<Self> {
        let spec: Spec = serde_json::from_str(&spec)
            .map_err(|e| napi::Error::from_reason(format!("invalid runtime description: {e}")))?;
        let mut builder = Runtime::builder();
        for tool in spec.tools {
            let path = tool.path.clone();
            builder = builder.tool(&path, make_tool(tool));
        }
        for (path, description) in spec.namespaces {
            builder = builder.namespace(&path, description);
        }
        let l = spec.limits;
        let limits = Limits {
            timeout_ms: l.timeout_ms,
            max_tool_calls: l.max_tool_calls,
            max_output_bytes: l.max_output_bytes,
            max_memory_bytes: l.max_memory_bytes,
            max_instructions: l.max_instructions,
            max_snapshot_bytes: l.max_snapshot_bytes,
            ..Limits::default()
        };
        let runtime = builder
            .limits(limits)
            .javascript(!spec.typescript)
            .hooks(make_hooks(&spec.hooks))
            .build()
            .map_err(|e| napi::Error::from_reason(e.0))?;
        Ok(NativeRuntime { runtime })
    }

    /// Starts running `code` on a thread of its own; events go to `onEvent`. Returns the token
    /// for [`cancel_run`].
    #[napi]
    pub fn execute(&self, code: String, options: String, on_event: Function<'_, String, ()>) -> napi::Result<u32> {
        let options = run_options(&options)?;
        let opts = ExecuteOptions {
            auto_suspend: options.auto_suspend,
            bindings: options.bindings.into_iter().collect(),
            ..ExecuteOptions::default()
        };
        spawn_run(self.runtime.execute_with(&code, opts), on_event)
    }

    /// Starts resuming a suspended run (`state`: base64 of its unauthenticated bytes) with the
    /// outcomes (JSON: key → `{ok, value}` / `{ok: false, error}`).
    #[napi]
    pub fn resume(
        &self,
        state: String,
        outcomes: String,
        options: String,
        on_event: Function<'_, String, ()>,
    ) -> napi::Result<u32> {
        let options = run_options(&options)?;
        let snapshot = Snapshot::from_bytes(&unb64(&state)?, None).map_err(|d| napi::Error::from_reason(d.message))?;
        let outcomes: BTreeMap<String, CallOutcome> = serde_json::from_str(&outcomes).map_err(|e| {
            napi::Error::from_reason(format!(
                "outcomes must map call keys to {{ ok: true, value }} or {{ ok: false, error: 'message' }}: {e}"
            ))
        })?;
        let execution = if options.auto_suspend {
            self.runtime.resume_auto(snapshot, outcomes)
        } else {
            self.runtime.resume(snapshot, outcomes)
        };
        spawn_run(execution, on_event)
    }

    /// The catalog as JSON: `[{ path, expression, description, signature }]`.
    #[napi]
    pub fn catalog(&self) -> String {
        Value::Array(
            self.runtime
                .catalog()
                .into_iter()
                .map(|e| {
                    json!({ "path": e.path, "expression": e.expression, "description": e.description, "signature": e.signature })
                })
                .collect(),
        )
        .to_string()
    }

    /// The built-in `search` (input and output as JSON text).
    #[napi]
    pub fn search(&self, input: String) -> napi::Result<String> {
        let input: Value = serde_json::from_str(&input).map_err(|e| napi::Error::from_reason(e.to_string()))?;
        let found = self.runtime.tools().search(&input).map_err(napi::Error::from_reason)?;
        Ok(found.to_string())
    }
}

fn run_options(text: &str) -> napi::Result<RunOptions> {
    if text.is_empty() {
        return Ok(RunOptions::default());
    }
    serde_json::from_str(text).map_err(|e| napi::Error::from_reason(format!("invalid run options: {e}")))
}

/// Reads snapshot bytes (checking their authentication with `key`); returns JSON with the
/// unauthenticated bytes (`state`, base64) and what the host may want to know.
#[napi]
pub fn snapshot_from_bytes(bytes: Buffer, key: Option<Buffer>) -> napi::Result<String> {
    let snapshot = Snapshot::from_bytes(&bytes, key.as_deref()).map_err(|d| napi::Error::from_reason(d.message))?;
    let plain = snapshot.to_bytes(None).map_err(|d| napi::Error::from_reason(d.message))?;
    Ok(json!({
        "state": b64(&plain),
        "runId": snapshot.run_id,
        "pending": pending_json(&snapshot.pending),
        "toolCalls": snapshot.tool_calls,
        "stateSize": snapshot.state_len(),
    })
    .to_string())
}

/// The bytes of a snapshot (`state`: base64 of its unauthenticated bytes), authenticated with
/// `key` (HMAC-SHA256) when given.
#[napi]
pub fn snapshot_to_bytes(state: String, key: Option<Buffer>) -> napi::Result<Buffer> {
    let bytes = unb64(&state)?;
    let Some(key) = key else { return Ok(bytes.into()) };
    let snapshot = Snapshot::from_bytes(&bytes, None).map_err(|d| napi::Error::from_reason(d.message))?;
    let signed = snapshot.to_bytes(Some(&key)).map_err(|d| napi::Error::from_reason(d.message))?;
    Ok(signed.into())
}

/// The package version of the engine.
#[napi]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
