//! The host side of a run's calls: [`CallState`] answers the VM's [`Host`] questions (admit a
//! tool call, run `search`, call an extension function), makes each call's future, keeps the
//! record of every call in flight and settles completed calls in the VM.
//!
//! Every piece of host code runs behind the panic guard (`guard.rs`), receives the run's
//! [`RunContext`], and what comes back is checked against the data boundary's depth limit before
//! the VM builds it. What a call left running when the run ends is interrupted by
//! `interrupt.rs`; dropping a `CallState` with calls still recorded does that too (the run was
//! dropped), so nothing is left running unseen.

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use codemode_tools::{
    CallContext, CallError, Durable, DurableContext, INPUT_SUGGESTION, MAX_VALUE_DEPTH, RunContext, SuspendError,
    SuspendFn, Tool, ToolError,
};
use codemode_vm::{EngineError, ErrorKind, ExtensionReply, Host, HostError, HostOutcome, HostValue, Vm};
use futures::FutureExt as _;
use futures::channel::oneshot;
use futures::future::BoxFuture;
use futures::stream::FuturesUnordered;

use crate::execution::{Request, Requests};
use crate::extension::{DYNAMIC_BASE, ExtValue, FnKind, HostFunction};
use crate::guard;
use crate::interrupt::{Leftover, Report};
use crate::options::{CallEnd, ExtensionCallInfo, Hooks, Limits, ToolCallInfo};
use crate::shared::Inner;

/// The wall clock, in ms since the epoch (what `Date.now()` reads at the start of a slice).
pub(crate) fn now_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_millis() as f64)
}

/// What a completed host call produced.
pub(crate) enum Completion {
    Tool(HostOutcome),
    Ext { extension: String, name: String, result: Result<ExtValue, String> },
}

pub(crate) type CallFuture = BoxFuture<'static, (u32, Completion)>;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CallKind {
    Tool,
    Durable,
    Extension,
}

/// A host call in progress (its key is [`call_key`] of the run id and its id).
pub(crate) struct CallRecord {
    pub(crate) kind: CallKind,
    pub(crate) path: String,
    pub(crate) args: Option<serde_json::Value>,
    pub(crate) handle: Arc<Mutex<Option<serde_json::Value>>>,
    pub(crate) tool_info: Option<ToolCallInfo>,
    pub(crate) ext_info: Option<ExtensionCallInfo>,
}

impl CallRecord {
    pub(crate) fn has_handle(&self) -> bool {
        self.handle.lock().map(|h| h.is_some()).unwrap_or(false)
    }

    pub(crate) fn handle(&self) -> Option<serde_json::Value> {
        self.handle.lock().ok().and_then(|h| h.clone())
    }
}

/// The key of host call `id` of run `run_id`: `<run_id>:<id>` (written out by hand: `format!` took
/// a few hundred instructions more per call).
pub(crate) fn call_key(run_id: &str, id: u32) -> String {
    let mut buf = [0u8; 20];
    // Every `u32` is an integer `integer_digits` writes (it refuses only beyond 2^53).
    let digits = codemode_vm::numconv::integer_digits(f64::from(id), &mut buf).unwrap_or_default();
    let mut key = String::with_capacity(run_id.len() + 1 + digits.len());
    key.push_str(run_id);
    key.push(':');
    key.push_str(digits);
    key
}

/// A value an extension function returned that holds functions, kept as it was returned (what
/// the extension's snapshot hooks encode), with the ids its functions got.
pub(crate) struct SavedValue {
    pub(crate) extension: String,
    pub(crate) value: ExtValue,
    pub(crate) ids: Vec<u32>,
}

/// Host-side state of a run: calls in flight and the call log.
pub(crate) struct CallState {
    pub(crate) inner: Arc<Inner>,
    pub(crate) run_id: String,
    pub(crate) context: RunContext,
    pub(crate) limits: Limits,
    pub(crate) next_id: u32,
    pub(crate) admitted: u64,
    pub(crate) tool_calls: Vec<String>,
    pub(crate) futures: FuturesUnordered<CallFuture>,
    pub(crate) queued: BTreeMap<u32, CallFuture>,
    /// Boxed: a B-tree node holds eleven values, and of records in place it was kilobytes, a
    /// slow allocation on every run's first call.
    pub(crate) calls: BTreeMap<u32, Box<CallRecord>>,
    pub(crate) dynamic: BTreeMap<u32, (String, HostFunction)>,
    pub(crate) values: Vec<SavedValue>,
    pub(crate) next_dynamic: u32,
    pub(crate) requests: Requests,
    /// Calls that completed during their eager first poll, to settle after the slice.
    pub(crate) ready: Vec<(u32, Completion)>,
    pub(crate) now_ms: f64,
}

impl CallState {
    pub(crate) fn new(
        inner: Arc<Inner>,
        run_id: String,
        context: RunContext,
        limits: Limits,
        requests: Requests,
    ) -> CallState {
        CallState {
            inner,
            run_id,
            context,
            limits,
            next_id: 1,
            admitted: 0,
            tool_calls: Vec::new(),
            futures: FuturesUnordered::new(),
            queued: BTreeMap::new(),
            calls: BTreeMap::new(),
            dynamic: BTreeMap::new(),
            values: Vec::new(),
            next_dynamic: 0,
            requests,
            ready: Vec::new(),
            now_ms: now_ms(),
        }
    }

    fn admit(&mut self, name: &str) -> Result<(), HostError> {
        self.admitted += 1;
        if let Some(max) = self.limits.max_tool_calls
            && self.admitted > max
        {
            return Err(HostError::new(
                ErrorKind::ToolCallLimitExceeded,
                format!("Execution exceeded its tool-call limit of {max}."),
            ));
        }
        self.tool_calls.push(name.to_string());
        Ok(())
    }

    pub(crate) fn unknown(&self, path: &str) -> HostError {
        let tools = &self.inner.tools;
        if tools.node(path).is_some() {
            return HostError::new(ErrorKind::UnknownTool, format!("Tool '{path}' is not callable."));
        }
        let mut msg = format!("Unknown tool '{path}'.");
        if let Some(s) = tools.suggest(path) {
            msg.push_str(&format!(" Did you mean {s}?"));
        }
        msg.push_str(" Use search to find available tools.");
        HostError::new(ErrorKind::UnknownTool, msg)
    }

    /// Records an admitted tool call and creates its future (not started until it is polled).
    pub(crate) fn tool_future(
        &mut self,
        id: u32,
        path: &str,
        tool: Tool,
        input: Option<serde_json::Value>,
    ) -> CallFuture {
        let key = call_key(&self.run_id, id);
        let value = input.clone().unwrap_or(serde_json::Value::Null);
        // The hooks' view of the call: its input is copied only when a hook will see it (the
        // call itself reads the name, key and run).
        let hooks = &self.inner.hooks;
        let seen = hooks.tool_before.is_some() || hooks.tool_after.is_some();
        let info = ToolCallInfo {
            name: path.to_string(),
            input: if seen { value.clone() } else { serde_json::Value::Null },
            key: key.clone(),
            run: self.context.clone(),
        };
        // Kept for the `after` hook of an interrupted call.
        let tool_info = hooks.tool_after.is_some().then(|| info.clone());
        let handle = Arc::new(Mutex::new(None));
        let durable = tool.as_durable().cloned();
        self.calls.insert(
            id,
            Box::new(CallRecord {
                kind: if durable.is_some() { CallKind::Durable } else { CallKind::Tool },
                path: path.to_string(),
                args: input,
                handle: handle.clone(),
                tool_info,
                ext_info: None,
            }),
        );
        // Boxed: the call's future then holds it once (a pointer), not as its argument and again
        // taken apart.
        let call = Box::new(ToolCall { id, info, tool, durable, value, handle, requests: self.requests.clone() });
        call.run(self.inner.hooks.clone()).boxed()
    }

    /// Converts an extension's result, registering the functions inside it (and keeping the value
    /// as returned when it holds any, for the snapshot hooks).
    pub(crate) fn register(&mut self, extension: &str, v: ExtValue) -> HostValue {
        let saved = (!v.functions().is_empty()).then(|| v.clone());
        let mut ids = Vec::new();
        let hv = self.host_value(extension, v, &mut ids);
        if let Some(value) = saved {
            self.values.push(SavedValue { extension: extension.to_string(), value, ids });
        }
        hv
    }

    /// Recursive over a value already checked against the depth limit.
    fn host_value(&mut self, extension: &str, v: ExtValue, ids: &mut Vec<u32>) -> HostValue {
        match v {
            ExtValue::Undefined => HostValue::Undefined,
            ExtValue::Json(j) => HostValue::from(j),
            ExtValue::Function(f) => {
                let id = DYNAMIC_BASE + self.next_dynamic;
                self.next_dynamic += 1;
                self.dynamic.insert(id, (extension.to_string(), f));
                ids.push(id);
                HostValue::Function(id)
            }
            ExtValue::Array(a) => HostValue::Array(a.into_iter().map(|x| self.host_value(extension, x, ids)).collect()),
            ExtValue::Object(m) => {
                HostValue::Object(m.into_iter().map(|(k, x)| (k, self.host_value(extension, x, ids))).collect())
            }
        }
    }

    /// Starts every queued call.
    pub(crate) fn start_queued(&mut self) {
        for (_, f) in std::mem::take(&mut self.queued) {
            self.start(f);
        }
    }

    /// Starts a call now: polls it once (so the tool runs eagerly, as JavaScript expects), then
    /// lets the driver poll it to completion.
    fn start(&mut self, mut f: CallFuture) {
        let waker = futures::task::noop_waker();
        let mut cx = Context::from_waker(&waker);
        match f.as_mut().poll(&mut cx) {
            Poll::Ready((id, c)) => self.ready.push((id, c)),
            Poll::Pending => self.futures.push(f),
        }
    }

    /// Takes what interrupting the calls still recorded needs: drops their futures (queued calls,
    /// which never started, are dropped without a report) and collects their cancels and reports.
    pub(crate) fn take_leftover(&mut self) -> Leftover {
        // Cleared, not replaced: a new set allocates its queue and stub task again.
        self.futures.clear();
        let queued = std::mem::take(&mut self.queued);
        self.ready.clear();
        let mut left = Leftover::new(self.inner.hooks.clone(), self.inner.cancel_timeout);
        for (id, c) in std::mem::take(&mut self.calls) {
            if queued.contains_key(&id) {
                continue;
            }
            if c.kind == CallKind::Durable
                && let Some(handle) = c.handle()
                && let Some(d) = self.inner.tools.get_dotted(&c.path).and_then(Tool::as_durable).cloned()
            {
                left.cancel(&c.path, move || d.cancel(handle));
            }
            if let Some(info) = c.tool_info {
                left.report(Report::Tool(info));
            }
            if let Some(info) = c.ext_info {
                left.report(Report::Extension(info));
            }
        }
        left
    }

    /// Forgets the calls in flight without interrupting them (a suspension detached them): the
    /// records go, and with them what would interrupt the calls when the state is dropped; the
    /// futures go with the state (the run ends with the suspension), not replaced by a new set,
    /// which allocated its queue and stub task again.
    pub(crate) fn detach(&mut self) {
        self.queued.clear();
        self.calls.clear();
        self.ready.clear();
    }

    /// Settles the calls that completed during their first poll; whether there were any.
    pub(crate) fn settle_ready(&mut self, vm: &mut Vm) -> Result<bool, EngineError> {
        let ready = std::mem::take(&mut self.ready);
        let any = !ready.is_empty();
        for (id, completion) in ready {
            self.settle(vm, id, completion)?;
        }
        Ok(any)
    }

    /// Settles every call whose future has already finished (without waiting for any).
    pub(crate) fn settle_finished(&mut self, vm: &mut Vm) -> Result<(), EngineError> {
        self.settle_ready(vm)?;
        while let Some(Some((id, completion))) = futures::StreamExt::next(&mut self.futures).now_or_never() {
            self.settle(vm, id, completion)?;
        }
        Ok(())
    }

    /// Settles a completed host call in the VM.
    pub(crate) fn settle(&mut self, vm: &mut Vm, id: u32, completion: Completion) -> Result<(), EngineError> {
        self.calls.remove(&id);
        let outcome = match completion {
            Completion::Tool(o) => o,
            Completion::Ext { extension, name, result } => match result {
                Ok(v) if v.nesting_exceeds(MAX_VALUE_DEPTH) => HostOutcome::Error(too_deep(&extension, &name)),
                Ok(v) => HostOutcome::Data(self.register(&extension, v)),
                Err(m) => HostOutcome::Error(HostError::new(ErrorKind::ExecutionFailure, m)),
            },
        };
        vm.settle_host_call(id, outcome)
    }

    /// The function behind an extension id: an entry point, or a function from a result.
    fn resolve(&self, id: u32) -> Result<(String, String, HostFunction), HostError> {
        if id >= DYNAMIC_BASE {
            return match self.dynamic.get(&id) {
                Some((e, f)) => Ok((e.clone(), "<result function>".to_string(), f.clone())),
                None => Err(HostError::type_error(
                    "This host function is no longer available: it came from a run that was saved and resumed.",
                )),
            };
        }
        match self.inner.entries.get(id as usize) {
            Some(e) => Ok((e.extension.clone(), e.path.clone(), e.function.clone())),
            None => Err(HostError::new(ErrorKind::ExecutionFailure, format!("Unknown host function {id}."))),
        }
    }
}

impl Drop for CallState {
    /// A run dropped with calls still running (its `Execution` was cancelled or dropped):
    /// interrupt them, without waiting.
    fn drop(&mut self) {
        if !self.calls.is_empty() {
            drop(self.take_leftover());
        }
    }
}

fn too_deep(extension: &str, name: &str) -> HostError {
    HostError::new(
        ErrorKind::ExecutionFailure,
        format!(
            "The extension '{extension}' returned a value from '{name}' nested deeper than the maximum value depth of {MAX_VALUE_DEPTH}."
        ),
    )
}

/// One admitted tool call, as its future runs it: the `before` hook, the tool (or a durable
/// tool's `start` and `attach`), the `after` hook — each behind the panic guard.
struct ToolCall {
    id: u32,
    info: ToolCallInfo,
    tool: Tool,
    durable: Option<Durable>,
    value: serde_json::Value,
    handle: Arc<Mutex<Option<serde_json::Value>>>,
    requests: Requests,
}

impl ToolCall {
    async fn run(self: Box<Self>, hooks: Hooks) -> (u32, Completion) {
        let id = self.id;
        let around = Around::tools(&hooks);
        // The hooks' copy of the call (the call itself consumes it), and below of how it ended:
        // made only when there is a hook to see them (a copy of the input and of the output).
        let info = (around.before.is_some() || around.after.is_some()).then(|| self.info.clone());
        if let Some(info) = &info
            && let Err(m) = around.before(info)
        {
            return (id, Completion::Tool(HostOutcome::Error(HostError::new(ErrorKind::ToolFailure, m))));
        }
        let has_output = self.tool.has_output();
        let result = self.call().await;
        let seen = around.after.is_some();
        let (outcome, end) = match result {
            Ok(v) => {
                let end = seen.then(|| CallEnd::Success(v.clone()));
                (if has_output { HostOutcome::Value(v) } else { HostOutcome::Undefined }, end)
            }
            Err(e) => {
                let end = seen.then(|| {
                    CallEnd::Failure(match &e {
                        CallError::InvalidInput(m) | CallError::InvalidOutput(m) => m.clone(),
                        CallError::Failed(e) => e.full_message(),
                    })
                });
                (HostOutcome::Error(host_error(e)), end)
            }
        };
        if let (Some(info), Some(end)) = (&info, end)
            && let Err(m) = around.after(info, || end)
        {
            return (id, Completion::Tool(HostOutcome::Error(HostError::new(ErrorKind::ToolFailure, m))));
        }
        (id, Completion::Tool(outcome))
    }

    async fn call(self: Box<Self>) -> Result<serde_json::Value, CallError> {
        // Taken apart: the contexts take the key, path and run services without copies.
        let ToolCall { id, info, tool, durable, value, handle: slot, requests } = *self;
        let ToolCallInfo { name: path, key, run, .. } = info;
        // The steps' futures are boxed (each holds its own contexts and values): inline, they made
        // every call's future larger than the allocator's per-thread cache serves, which cost
        // more than these smaller blocks.
        let Some(d) = durable else {
            let ctx = CallContext::new(key, path.clone()).with_run(run);
            let call = async move { tool.call(value, ctx).await };
            return Box::pin(guard::catch_future_with(|| format!("Tool '{path}'"), call))
                .await
                .unwrap_or_else(|m| Err(failed(m)));
        };
        let what = || format!("The durable tool '{path}'");
        let dctx = DurableContext::new(key, path.clone()).with_run(run).with_suspend(suspend_fn(requests.clone(), id));
        let (start_ctx, starter) = (dctx.clone(), d.clone());
        let start = async move { starter.start(value, start_ctx).await };
        let handle =
            Box::pin(guard::catch_future_with(what, start)).await.map_err(failed)?.map_err(CallError::Failed)?;
        if let Ok(mut slot) = slot.lock() {
            *slot = Some(handle.clone());
        }
        let _ = requests.send(Request::HandleReady);
        let attach = async move { d.attach(handle, dctx).await };
        let out = Box::pin(guard::catch_future_with(what, attach)).await.map_err(failed)?.map_err(CallError::Failed)?;
        tool.check_output(&path, &out)?;
        Ok(out)
    }
}

/// The program's error for a failed tool call (input, output or the tool itself): the one
/// mapping from [`CallError`] to the kinds the program sees.
pub(crate) fn host_error(e: CallError) -> HostError {
    match e {
        CallError::InvalidInput(m) => HostError::new(ErrorKind::InvalidToolInput, format!("{m} {INPUT_SUGGESTION}")),
        CallError::InvalidOutput(m) => HostError::new(ErrorKind::InvalidToolOutput, m),
        CallError::Failed(e) => {
            HostError::new(ErrorKind::ToolFailure, e.message).with_causes(e.causes).with_details(e.details)
        }
    }
}

fn failed(message: String) -> CallError {
    CallError::Failed(ToolError::new(message))
}

/// The `ctx.suspend()` of durable call `id`: asks the driver, resolves only when it refused.
fn suspend_fn(requests: Requests, id: u32) -> SuspendFn {
    Arc::new(move || {
        let requests = requests.clone();
        async move {
            let (tx, rx) = oneshot::channel();
            if requests.send(Request::Suspend { from: Some(id), reply: tx }).is_err() {
                return SuspendError { message: "The run has already ended.".into() };
            }
            match rx.await {
                Ok(Err(e)) => e,
                // Accepted: this future is about to be dropped with the run.
                _ => futures::future::pending().await,
            }
        }
        .boxed()
    })
}

/// The `before`/`after` hook pair around one host call (tool, `search` or extension), the pattern
/// written once: both run behind the panic guard; a `before` that fails or panics denies the call
/// and `after` is told that denial; an `after` that panics fails the call it reports on.
struct Around<'h, I> {
    before: Option<&'h BeforeFn<I>>,
    after: Option<&'h AfterFn<I>>,
}

/// A `before` hook over call information `I` (tool or extension call).
type BeforeFn<I> = dyn Fn(&I) -> Result<(), String> + Send + Sync;
/// An `after` hook over call information `I`.
type AfterFn<I> = dyn Fn(&I, &CallEnd) + Send + Sync;

impl<'h> Around<'h, ToolCallInfo> {
    fn tools(hooks: &'h Hooks) -> Self {
        Around { before: hooks.tool_before.as_deref(), after: hooks.tool_after.as_deref() }
    }
}

impl<'h> Around<'h, ExtensionCallInfo> {
    fn extensions(hooks: &'h Hooks) -> Self {
        Around { before: hooks.extension_before.as_deref(), after: hooks.extension_after.as_deref() }
    }
}

impl<I> Around<'_, I> {
    /// Runs `before`; its error (or panic) is the denial, already reported to `after`.
    fn before(&self, info: &I) -> Result<(), String> {
        let Some(before) = self.before else { return Ok(()) };
        let verdict = guard::catch("The before hook", || before(info)).and_then(|r| r);
        if let Err(m) = &verdict {
            let _ = self.after(info, || CallEnd::Failure(m.clone()));
        }
        verdict
    }

    /// Runs `after` with how the call ended (made only when there is a hook); `Err` when it panicked.
    fn after(&self, info: &I, end: impl FnOnce() -> CallEnd) -> Result<(), String> {
        match self.after {
            Some(after) => {
                let end = end();
                guard::catch("The after hook", || after(info, &end))
            }
            None => Ok(()),
        }
    }
}

fn end_of(r: &Result<ExtValue, String>) -> CallEnd {
    match r {
        Ok(ExtValue::Json(v)) => CallEnd::Success(v.clone()),
        Ok(_) => CallEnd::Success(serde_json::Value::Null),
        Err(m) => CallEnd::Failure(m.clone()),
    }
}

impl Host for CallState {
    fn tool_call(&mut self, path: &str, input: Option<serde_json::Value>) -> Result<u32, HostError> {
        let Some(tool) = self.inner.tools.get_dotted(path).cloned() else {
            return Err(self.unknown(path));
        };
        // Checked where it is (a missing input is checked as `null`), not copied.
        static NULL: serde_json::Value = serde_json::Value::Null;
        tool.check_input(path, input.as_ref().unwrap_or(&NULL)).map_err(host_error)?;
        self.admit(path)?;
        let id = self.next_id;
        self.next_id += 1;
        let fut = self.tool_future(id, path, tool, input);
        if self.requests.flags.waiting.load(Ordering::SeqCst) {
            // A suspension is being decided: the call waits (and starts on resume if it happens).
            self.queued.insert(id, fut);
        } else {
            self.start(fut);
        }
        Ok(id)
    }

    fn search(&mut self, input: serde_json::Value) -> Result<serde_json::Value, HostError> {
        let hooks = self.inner.hooks.clone();
        self.admit("search")?;
        let id = self.next_id;
        self.next_id += 1;
        let info = ToolCallInfo {
            name: "search".into(),
            input: input.clone(),
            key: call_key(&self.run_id, id),
            run: self.context.clone(),
        };
        let around = Around::tools(&hooks);
        around.before(&info).map_err(|m| HostError::new(ErrorKind::ToolFailure, m))?;
        let r = self.inner.tools.search(&input);
        let end = || match &r {
            Ok(v) => CallEnd::Success(v.clone()),
            Err(m) => CallEnd::Failure(m.clone()),
        };
        around.after(&info, end).map_err(|m| HostError::new(ErrorKind::ToolFailure, m))?;
        r.map_err(|m| HostError::new(ErrorKind::InvalidToolInput, m))
    }

    fn extension_call(&mut self, id: u32, args: Vec<serde_json::Value>) -> Result<ExtensionReply, HostError> {
        let (extension, name, function) = self.resolve(id)?;
        let call_id = self.next_id;
        self.next_id += 1;
        let key = call_key(&self.run_id, call_id);
        let info = ExtensionCallInfo {
            extension: extension.clone(),
            name: name.clone(),
            args: args.clone(),
            key: key.clone(),
            run: self.context.clone(),
        };
        let ctx = CallContext::new(key.clone(), name.clone()).with_run(self.context.clone());
        let hooks = self.inner.hooks.clone();
        let what = format!("The host function '{name}'");
        if let Err(m) = Around::extensions(&hooks).before(&info) {
            return match function.kind {
                FnKind::Sync(_) => Err(HostError::new(ErrorKind::ExecutionFailure, m)),
                FnKind::Async(_) => {
                    let (ext, nm) = (extension, name);
                    let done = async move { (call_id, Completion::Ext { extension: ext, name: nm, result: Err(m) }) };
                    self.futures.push(done.boxed());
                    Ok(ExtensionReply::Later(call_id))
                }
            };
        }
        match function.kind {
            FnKind::Sync(f) => {
                let r = guard::catch(&what, || f(args, &ctx)).and_then(|r| r);
                let r = Around::extensions(&hooks).after(&info, || end_of(&r)).and(r);
                match r {
                    Ok(v) if v.nesting_exceeds(MAX_VALUE_DEPTH) => Err(too_deep(&extension, &name)),
                    Ok(v) => Ok(ExtensionReply::Now(self.register(&extension, v))),
                    Err(m) => Err(HostError::new(ErrorKind::ExecutionFailure, m)),
                }
            }
            FnKind::Async(f) => {
                self.calls.insert(
                    call_id,
                    Box::new(CallRecord {
                        kind: CallKind::Extension,
                        path: name.clone(),
                        args: Some(serde_json::Value::Array(args.clone())),
                        handle: Arc::new(Mutex::new(None)),
                        tool_info: None,
                        ext_info: Some(info.clone()),
                    }),
                );
                let fut = async move {
                    let r = guard::catch_future(what.clone(), async move { f(args, ctx).await }).await.and_then(|r| r);
                    let r = Around::extensions(&hooks).after(&info, || end_of(&r)).and(r);
                    (call_id, Completion::Ext { extension, name, result: r })
                };
                self.futures.push(fut.boxed());
                Ok(ExtensionReply::Later(call_id))
            }
        }
    }

    fn now_ms(&mut self) -> f64 {
        self.now_ms
    }
}
