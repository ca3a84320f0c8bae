//! `codemode._native`: the Rust half of the Python package (PyO3, built by maturin).
//!
//! It owns what must be native: the [`codemode::Runtime`] built from the tools the Python half
//! describes, the drivers that run a program with the GIL released, and the bridges by which the
//! runtime's tool, durable and hook calls reach Python objects. The Python half
//! (`python/codemode/`) owns the API users see: `Tool`, `DurableTool`, `CodeMode`, schemas derived
//! with pydantic, results as dataclasses. Values cross as plain Python data (pythonize).
//!
//! Threads. A run is driven by one thread, which the runtime's tool closures find in a
//! thread-local [`Link`]: `Runtime.execute` drives it on the calling thread (blocking, the GIL
//! released, polling for signals so that Ctrl-C interrupts it), `Runtime.start` on a thread of its
//! own (for `execute_async`), reporting the outcome through a callback. Python code runs as
//! follows:
//!
//! - blocking runs call plain tools and hooks inline (the GIL is taken for the call); an awaitable
//!   they return, and every durable function, runs on the package's background event loop;
//! - asynchronous runs send every tool and durable call to the caller's event loop (as a
//!   coroutine: `async def` functions are awaited there, plain functions run in its default
//!   executor), so calls of one run proceed concurrently; hooks run on the run's thread.
//!
//! A `BaseException` that is not an `Exception` (KeyboardInterrupt, SystemExit) raised by host
//! code ends the run and is re-raised to the caller; any other exception is a tool failure the
//! program can catch.
//!
//! Not here: schema derivation, calling conventions, result dataclasses (Python), and everything
//! about running programs (the `codemode` crate).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use codemode::{
    AfterHook, BeforeHook, CallEnd, CallOutcome, Diagnostic, Durable, DurableContext, ExecuteOptions, Execution, Hooks,
    Limits, Outcome, Runtime as RustRuntime, Snapshot, Tool, ToolCallInfo, ToolError,
};
use futures::FutureExt as _;
use futures::channel::oneshot;
use futures::future::BoxFuture;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};
use serde::Deserialize;
use serde_json::Value;

pyo3::create_exception!(_native, CodeModeError, PyException, "Base class of the errors codemode raises.");
pyo3::create_exception!(
    _native,
    BuildError,
    CodeModeError,
    "The runtime could not be built (a tool path, schema or limit is invalid)."
);
pyo3::create_exception!(_native, SnapshotError, CodeModeError, "Saved state could not be read.");

/// How often a blocking run looks for pending signals (Ctrl-C).
const SIGNAL_POLL: Duration = Duration::from_millis(20);

// ----- the runtime's description, as the Python half sends it -----

#[derive(Deserialize)]
struct Spec {
    tools: Vec<ToolSpec>,
    #[serde(default)]
    namespaces: Vec<(String, String)>,
    #[serde(default)]
    limits: LimitsSpec,
    #[serde(default = "yes")]
    typescript: bool,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
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
struct LimitsSpec {
    timeout_ms: Option<u64>,
    max_tool_calls: Option<u64>,
    max_output_bytes: Option<usize>,
    max_memory_bytes: Option<usize>,
    max_instructions: Option<u64>,
    max_snapshot_bytes: Option<usize>,
}

impl From<LimitsSpec> for Limits {
    fn from(l: LimitsSpec) -> Limits {
        Limits {
            timeout_ms: l.timeout_ms,
            max_tool_calls: l.max_tool_calls,
            max_output_bytes: l.max_output_bytes,
            max_memory_bytes: l.max_memory_bytes,
            max_instructions: l.max_instructions,
            max_snapshot_bytes: l.max_snapshot_bytes,
            ..Limits::default()
        }
    }
}

// ----- the run a thread is driving -----

/// The run the current thread drives: where asynchronous Python work goes, and the fatal
/// exception (KeyboardInterrupt, SystemExit) that ends it.
struct Link {
    /// The caller's event loop for `execute_async`; `None` for a blocking run (asynchronous work
    /// then goes to the package's background loop).
    event_loop: Option<Py<PyAny>>,
    fatal: Mutex<Option<PyErr>>,
}

thread_local! {
    /// A stack: a tool called inline may itself run a program on the same thread.
    static LINKS: RefCell<Vec<Arc<Link>>> = const { RefCell::new(Vec::new()) };
}

struct LinkGuard;

impl LinkGuard {
    fn push(link: Arc<Link>) -> LinkGuard {
        LINKS.with(|l| l.borrow_mut().push(link));
        LinkGuard
    }
}

impl Drop for LinkGuard {
    fn drop(&mut self) {
        LINKS.with(|l| l.borrow_mut().pop());
    }
}

fn current_link() -> Option<Arc<Link>> {
    LINKS.with(|l| l.borrow().last().cloned())
}

impl Link {
    /// The message a program sees for a Python exception; a fatal one is kept to end the run.
    fn failure(&self, py: Python<'_>, err: PyErr) -> String {
        let message = error_message(py, &err);
        if !err.is_instance_of::<PyException>(py)
            && let Ok(mut f) = self.fatal.lock()
            && f.is_none()
        {
            *f = Some(err);
        }
        message
    }

    fn take_fatal(&self) -> Option<PyErr> {
        self.fatal.lock().ok().and_then(|mut f| f.take())
    }
}

/// `str(exc)`, or the exception's class name when that is empty.
fn error_message(py: Python<'_>, err: &PyErr) -> String {
    let value = err.value(py);
    let text = value.str().map(|s| s.to_string()).unwrap_or_default();
    if text.is_empty() {
        err.get_type(py).name().map(|n| n.to_string()).unwrap_or_else(|_| "Exception".into())
    } else {
        text
    }
}

// ----- values -----

fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    pythonize::pythonize(py, v).map_err(|e| PyValueError::new_err(e.to_string()))
}

fn from_py(obj: &Bound<'_, PyAny>) -> Result<Value, String> {
    pythonize::depythonize::<Value>(obj).map_err(|e| format!("the value is not JSON data: {e}"))
}

/// A tool's result as JSON: directly when it is plain data, else through `_tools.plain` (pydantic
/// models, dataclasses, enums, sets, dates).
fn result_value(py: Python<'_>, bridge: &Py<PyAny>, obj: &Bound<'_, PyAny>) -> Result<Value, String> {
    if let Ok(v) = pythonize::depythonize::<Value>(obj) {
        return Ok(v);
    }
    let converted = bridge
        .call_method1(py, "plain", (obj,))
        .map_err(|e| format!("The tool returned a value that is not JSON data: {}", error_message(py, &e)))?;
    from_py(converted.bind(py)).map_err(|e| format!("The tool returned a value that is not JSON data: {e}"))
}

// ----- calling Python from the driver thread -----

/// What the runtime's closures share: the Python helpers (`codemode._bridge`).
struct Shared {
    bridge: Py<PyAny>,
}

/// Waits for a `concurrent.futures.Future` of Python work; dropping it cancels that work.
struct PyPending {
    rx: oneshot::Receiver<Result<Value, String>>,
    future: Option<Py<PyAny>>,
}

impl Future for PyPending {
    type Output = Result<Value, String>;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.rx.poll_unpin(cx) {
            Poll::Ready(r) => {
                self.future = None;
                Poll::Ready(r.unwrap_or_else(|_| Err("the call was cancelled".into())))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}

impl Drop for PyPending {
    fn drop(&mut self) {
        if let Some(f) = self.future.take() {
            Python::attach(|py| {
                let _ = f.call_method0(py, "cancel");
            });
        }
    }
}

/// The done-callback of a `concurrent.futures.Future`: sends its result to a [`PyPending`].
#[pyclass(frozen)]
struct Completion {
    tx: Mutex<Option<oneshot::Sender<Result<Value, String>>>>,
    bridge: Py<PyAny>,
}

#[pymethods]
impl Completion {
    fn __call__(&self, py: Python<'_>, future: Bound<'_, PyAny>) {
        let result = match future.call_method0("result") {
            Ok(v) => result_value(py, &self.bridge, &v),
            Err(e) => Err(error_message(py, &e)),
        };
        if let Some(tx) = self.tx.lock().ok().and_then(|mut t| t.take()) {
            let _ = tx.send(result);
        }
    }
}

impl Shared {
    /// Runs `awaitable` on the run's event loop (or the background loop) and waits for it.
    fn submit(&self, py: Python<'_>, link: &Link, awaitable: Bound<'_, PyAny>) -> Result<PyPending, String> {
        let event_loop = link.event_loop.as_ref().map(|l| l.bind(py).clone());
        let future =
            self.bridge.call_method1(py, "submit", (awaitable, event_loop)).map_err(|e| link.failure(py, e))?;
        let (tx, rx) = oneshot::channel();
        let done = Py::new(py, Completion { tx: Mutex::new(Some(tx)), bridge: self.bridge.clone_ref(py) })
            .map_err(|e| link.failure(py, e))?;
        future.call_method1(py, "add_done_callback", (done,)).map_err(|e| link.failure(py, e))?;
        Ok(PyPending { rx, future: Some(future) })
    }

    /// Calls `target.method(*args)` for a plain tool: inline in a blocking run (unless it gives an
    /// awaitable), as a coroutine (`a` + method) on the caller's loop in an asynchronous one.
    fn call_tool(
        self: &Arc<Self>,
        target: &Py<PyAny>,
        input: Value,
        key: String,
        path: String,
    ) -> BoxFuture<'static, Result<Value, ToolError>> {
        let Some(link) = current_link() else {
            return ready_err("codemode: a tool was called outside of a run");
        };
        let started: Result<Either, String> = Python::attach(|py| {
            let input = to_py(py, &input).map_err(|e| link.failure(py, e))?;
            if link.event_loop.is_none() {
                let r = target.call_method1(py, "_invoke", (input, key, path)).map_err(|e| link.failure(py, e))?;
                let r = r.into_bound(py);
                if is_awaitable(&r) {
                    self.submit(py, &link, r).map(Either::Later)
                } else {
                    result_value(py, &self.bridge, &r).map(Either::Now)
                }
            } else {
                let coroutine =
                    target.call_method1(py, "_ainvoke", (input, key, path)).map_err(|e| link.failure(py, e))?;
                self.submit(py, &link, coroutine.into_bound(py)).map(Either::Later)
            }
        });
        match started {
            Ok(Either::Now(v)) => futures::future::ready(Ok(v)).boxed(),
            Ok(Either::Later(p)) => async move { p.await.map_err(ToolError::new) }.boxed(),
            Err(m) => ready_err(m),
        }
    }

    /// Runs the coroutine `target.method(*args)` on the run's loop (durable functions always run
    /// there, since they may wait long).
    fn call_async<A>(
        self: &Arc<Self>,
        target: &Py<PyAny>,
        method: &'static str,
        args: A,
    ) -> BoxFuture<'static, Result<Value, String>>
    where
        A: for<'py> pyo3::call::PyCallArgs<'py>,
    {
        let Some(link) = current_link() else {
            return futures::future::ready(Err("codemode: a tool was called outside of a run".to_string())).boxed();
        };
        let started = Python::attach(|py| {
            let coroutine = target.call_method1(py, method, args).map_err(|e| link.failure(py, e))?;
            self.submit(py, &link, coroutine.into_bound(py))
        });
        match started {
            Ok(p) => p.boxed(),
            Err(m) => futures::future::ready(Err(m)).boxed(),
        }
    }
}

enum Either {
    Now(Value),
    Later(PyPending),
}

fn ready_err(m: impl Into<String>) -> BoxFuture<'static, Result<Value, ToolError>> {
    futures::future::ready(Err(ToolError::new(m.into()))).boxed()
}

fn is_awaitable(obj: &Bound<'_, PyAny>) -> bool {
    obj.hasattr("__await__").unwrap_or(false)
}

/// A hook's result: `None`, or an awaitable that is waited for (on the run's loop).
fn settle_hook(py: Python<'_>, shared: &Shared, link: &Link, r: PyResult<Py<PyAny>>) -> Result<(), String> {
    let r = r.map_err(|e| link.failure(py, e))?.into_bound(py);
    if is_awaitable(&r) {
        let event_loop = link.event_loop.as_ref().map(|l| l.bind(py).clone());
        shared.bridge.call_method1(py, "wait", (r, event_loop)).map_err(|e| link.failure(py, e))?;
    }
    Ok(())
}

fn make_tool(shared: &Arc<Shared>, spec: ToolSpec, target: Py<PyAny>) -> Tool {
    let mut tool = if spec.durable {
        let target = Arc::new(target);
        let (s, t) = (shared.clone(), target.clone());
        let start = move |input: Value, ctx: DurableContext| {
            let f = s.call_async(&t, "_astart", (Wrapped(input), ctx.key.clone(), ctx.path.clone()));
            async move { f.await.map_err(ToolError::new) }
        };
        let (s, t) = (shared.clone(), target.clone());
        let attach = move |handle: Value, ctx: DurableContext| {
            let f = s.call_async(&t, "_aattach", (Wrapped(handle), ctx.key.clone(), ctx.path.clone()));
            async move { f.await.map_err(ToolError::new) }
        };
        let (s, t) = (shared.clone(), target);
        let cancel = move |handle: Value| {
            let f = s.call_async(&t, "_acancel", (Wrapped(handle),));
            async move {
                let _ = f.await;
            }
        };
        Tool::durable(spec.description, Durable::new(start, attach).cancel_with(cancel))
    } else {
        let s = shared.clone();
        Tool::new(spec.description, move |input: Value, ctx: codemode::CallContext| {
            s.call_tool(&target, input, ctx.key, ctx.path)
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

/// A JSON value passed to Python as plain data.
struct Wrapped(Value);

impl<'py> IntoPyObject<'py> for Wrapped {
    type Target = PyAny;
    type Output = Bound<'py, PyAny>;
    type Error = PyErr;
    fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.0)
    }
}

fn make_hooks(shared: &Arc<Shared>, hooks: Option<Py<PyAny>>, before: bool, after: bool) -> Hooks {
    let Some(hooks) = hooks.map(Arc::new) else { return Hooks::default() };
    let tool_before: Option<BeforeHook> = before.then(|| {
        let (s, h) = (shared.clone(), hooks.clone());
        let f: BeforeHook = Arc::new(move |info: &ToolCallInfo| {
            let Some(link) = current_link() else { return Ok(()) };
            Python::attach(|py| {
                let input = to_py(py, &info.input).map_err(|e| link.failure(py, e))?;
                let r = h.call_method1(py, "_before", (info.name.as_str(), input, info.key.as_str()));
                settle_hook(py, &s, &link, r)
            })
        });
        f
    });
    let tool_after: Option<AfterHook> = after.then(|| {
        let (s, h) = (shared.clone(), hooks);
        let f: AfterHook = Arc::new(move |info: &ToolCallInfo, end: &CallEnd| {
            let Some(link) = current_link() else { return };
            Python::attach(|py| {
                let (status, payload) = match end {
                    CallEnd::Success(v) => ("success", Some(v.clone())),
                    CallEnd::Failure(m) => ("failure", Some(Value::String(m.clone()))),
                    CallEnd::Interrupted => ("interrupted", None),
                };
                let r = (|| {
                    let input = to_py(py, &info.input)?;
                    let payload = match &payload {
                        Some(p) => Some(to_py(py, p)?),
                        None => None,
                    };
                    h.call_method1(py, "_after", (info.name.as_str(), input, info.key.as_str(), status, payload))
                })();
                if let Err(m) = settle_hook(py, &s, &link, r) {
                    // An after hook cannot change the call; report its failure like Python does.
                    if link.fatal.lock().map(|f| f.is_none()).unwrap_or(true) {
                        PyErr::new::<PyException, _>(format!("codemode after_tool_call hook failed: {m}"))
                            .write_unraisable(py, None);
                    }
                }
            });
        });
        f
    });
    Hooks { tool_before, tool_after, ..Hooks::default() }
}

// ----- drivers -----

struct ThreadWaker(std::thread::Thread);

impl Wake for ThreadWaker {
    fn wake(self: Arc<Self>) {
        self.0.unpark();
    }
    fn wake_by_ref(self: &Arc<Self>) {
        self.0.unpark();
    }
}

/// Drives `fut` on this thread (which must not hold the GIL). Stops early with the link's fatal
/// exception, a signal handler's exception (`signals`, on the main thread: Ctrl-C), or when
/// `cancelled` fires; the run is then dropped, which interrupts it.
fn drive<F: Future>(
    fut: F,
    link: &Link,
    signals: bool,
    mut cancelled: Option<oneshot::Receiver<()>>,
) -> Result<F::Output, Stop> {
    let waker = Waker::from(Arc::new(ThreadWaker(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut fut = std::pin::pin!(fut);
    let mut last_check = Instant::now();
    loop {
        let polled = fut.as_mut().poll(&mut cx);
        // A fatal exception wins even over a result the run reached because of it.
        if let Some(e) = link.take_fatal() {
            return Err(Stop::Raise(e));
        }
        if let Poll::Ready(v) = polled {
            return Ok(v);
        }
        if let Some(rx) = cancelled.as_mut()
            && !matches!(rx.poll_unpin(&mut cx), Poll::Pending)
        {
            return Err(Stop::Cancelled);
        }
        if signals && last_check.elapsed() >= SIGNAL_POLL {
            last_check = Instant::now();
            if let Err(e) = Python::attach(|py| py.check_signals()) {
                return Err(Stop::Raise(e));
            }
        }
        std::thread::park_timeout(SIGNAL_POLL);
    }
}

enum Stop {
    Raise(PyErr),
    Cancelled,
}

/// The outcome as the Python half reads it: a dict.
fn outcome_to_py(py: Python<'_>, outcome: Outcome) -> PyResult<Py<PyAny>> {
    let d = PyDict::new(py);
    match outcome {
        Outcome::Finished(r) => {
            d.set_item("suspended", false)?;
            d.set_item("ok", r.is_ok())?;
            match &r.outcome {
                Ok(v) => {
                    d.set_item("value", to_py(py, v)?)?;
                    d.set_item("error", py.None())?;
                }
                Err(e) => {
                    d.set_item("value", py.None())?;
                    d.set_item("error", diagnostic_to_py(py, e)?)?;
                }
            }
            d.set_item("logs", PyList::new(py, &r.logs)?)?;
            let warnings = PyList::empty(py);
            for w in &r.warnings {
                warnings.append((w.kind.as_str(), w.message.as_str()))?;
            }
            d.set_item("warnings", warnings)?;
            d.set_item("truncated", r.truncated)?;
            d.set_item("tool_calls", PyList::new(py, &r.tool_calls)?)?;
        }
        Outcome::Suspended(s) => {
            d.set_item("suspended", true)?;
            d.set_item("tool_calls", PyList::new(py, &s.state.tool_calls)?)?;
            d.set_item("pending", pending_to_py(py, &s.pending)?)?;
            d.set_item("state", Py::new(py, State { snapshot: s.state })?)?;
        }
    }
    Ok(d.into_any().unbind())
}

fn diagnostic_to_py<'py>(py: Python<'py>, e: &Diagnostic) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("kind", e.kind.as_str())?;
    d.set_item("message", e.message.as_str())?;
    match e.location {
        Some(l) => d.set_item("location", (l.line, l.column))?,
        None => d.set_item("location", py.None())?,
    }
    Ok(d)
}

fn pending_to_py<'py>(py: Python<'py>, pending: &[codemode::PendingCall]) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    for p in pending {
        let d = PyDict::new(py);
        d.set_item("key", p.key.as_str())?;
        d.set_item("path", p.path.as_str())?;
        d.set_item("args", to_py(py, &p.args)?)?;
        match &p.handle {
            Some(h) => d.set_item("handle", to_py(py, h)?)?,
            None => d.set_item("handle", py.None())?,
        }
        list.append(d)?;
    }
    Ok(list)
}

// ----- the classes -----

/// A runtime: the tools, hooks and limits, reused for every run.
#[pyclass(frozen, module = "codemode._native")]
struct Runtime {
    runtime: RustRuntime,
}

/// A started asynchronous run; `cancel()` interrupts it.
#[pyclass(frozen, module = "codemode._native")]
struct RunHandle {
    cancel: Mutex<Option<oneshot::Sender<()>>>,
}

#[pymethods]
impl RunHandle {
    /// Interrupts the run (its outcome is then reported as cancelled).
    fn cancel(&self) {
        if let Some(tx) = self.cancel.lock().ok().and_then(|mut c| c.take()) {
            let _ = tx.send(());
        }
    }
}

/// The state of a suspended run.
#[pyclass(frozen, module = "codemode._native")]
struct State {
    snapshot: Snapshot,
}

#[pymethods]
impl State {
    /// The state as bytes; with `key`, authenticated (HMAC-SHA256).
    #[pyo3(signature = (key = None))]
    fn to_bytes<'py>(&self, py: Python<'py>, key: Option<&[u8]>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self.snapshot.to_bytes(key).map_err(|d| SnapshotError::new_err(d.message))?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// Reads bytes made by `to_bytes`; with `key`, checks their authentication.
    #[staticmethod]
    #[pyo3(signature = (data, key = None))]
    fn from_bytes(data: &[u8], key: Option<&[u8]>) -> PyResult<State> {
        let snapshot = Snapshot::from_bytes(data, key).map_err(|d| SnapshotError::new_err(d.message))?;
        Ok(State { snapshot })
    }

    /// The run's id (the prefix of its calls' keys).
    #[getter]
    fn run_id(&self) -> &str {
        &self.snapshot.run_id
    }

    /// The calls waiting for an outcome: dicts with `key`, `path`, `args`, `handle`.
    #[getter]
    fn pending<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        pending_to_py(py, &self.snapshot.pending)
    }

    /// Tool calls made so far (paths).
    #[getter]
    fn tool_calls(&self) -> Vec<String> {
        self.snapshot.tool_calls.clone()
    }

    /// Bytes of the interpreter's state.
    #[getter]
    fn state_size(&self) -> usize {
        self.snapshot.state_len()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyBytes>,))> {
        let py = slf.py();
        let from = slf.get_type().getattr("from_bytes")?;
        Ok((from, (slf.get().to_bytes(py, None)?,)))
    }

    fn __repr__(&self) -> String {
        format!(
            "State(run_id={:?}, pending={}, bytes={})",
            self.snapshot.run_id,
            self.snapshot.pending.len(),
            self.snapshot.state_len()
        )
    }
}

/// The execution that resumes `state` with the outcomes (a Python dict), auto-suspending on request.
fn resumed(
    runtime: &RustRuntime,
    state: &State,
    outcomes: &Bound<'_, PyAny>,
    auto_suspend: bool,
) -> PyResult<Execution> {
    let outcomes = outcomes_from_py(outcomes)?;
    let snapshot = state.snapshot.clone();
    Ok(if auto_suspend { runtime.resume_auto(snapshot, outcomes) } else { runtime.resume(snapshot, outcomes) })
}

fn outcomes_from_py(outcomes: &Bound<'_, PyAny>) -> PyResult<BTreeMap<String, CallOutcome>> {
    if outcomes.is_none() {
        return Ok(BTreeMap::new());
    }
    pythonize::depythonize(outcomes).map_err(|e| {
        PyValueError::new_err(format!(
            "outcomes must map call keys to {{'ok': True, 'value': ...}} or {{'ok': False, 'error': 'message'}}: {e}"
        ))
    })
}

#[pymethods]
impl Runtime {
    /// Builds the runtime. `spec` describes tools (path, description, schemas, durable), namespaces,
    /// limits and the language; `targets` are the Python tool objects, in the order of
    /// `spec["tools"]`; `hooks` has `_before` / `_after` when `before` / `after` are set.
    #[new]
    #[pyo3(signature = (spec, targets, bridge, hooks = None, before = false, after = false))]
    fn new(
        spec: &Bound<'_, PyAny>,
        targets: Vec<Py<PyAny>>,
        bridge: Py<PyAny>,
        hooks: Option<Py<PyAny>>,
        before: bool,
        after: bool,
    ) -> PyResult<Runtime> {
        let spec: Spec = pythonize::depythonize(spec)
            .map_err(|e| BuildError::new_err(format!("invalid runtime description: {e}")))?;
        if targets.len() != spec.tools.len() {
            return Err(BuildError::new_err("every tool needs its Python object"));
        }
        let shared = Arc::new(Shared { bridge });
        let mut builder = RustRuntime::builder();
        for (tool, target) in spec.tools.into_iter().zip(targets) {
            let path = tool.path.clone();
            builder = builder.tool(&path, make_tool(&shared, tool, target));
        }
        for (path, description) in spec.namespaces {
            builder = builder.namespace(&path, description);
        }
        let runtime = builder
            .limits(spec.limits.into())
            .javascript(!spec.typescript)
            .hooks(make_hooks(&shared, hooks, before, after))
            .build()
            .map_err(|e| BuildError::new_err(e.0))?;
        Ok(Runtime { runtime })
    }

    /// Runs `code` on this thread with the GIL released and returns the outcome dict.
    #[pyo3(signature = (code, auto_suspend = false, bindings = None))]
    fn execute(
        &self,
        py: Python<'_>,
        code: &str,
        auto_suspend: bool,
        bindings: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyAny>> {
        let options = execute_options(auto_suspend, bindings)?;
        let execution = self.runtime.execute_with(code, options);
        run_here(py, execution)
    }

    /// Resumes a suspended run on this thread (like `execute`).
    #[pyo3(signature = (state, outcomes, auto_suspend = false))]
    fn resume(
        &self,
        py: Python<'_>,
        state: &State,
        outcomes: &Bound<'_, PyAny>,
        auto_suspend: bool,
    ) -> PyResult<Py<PyAny>> {
        let execution = resumed(&self.runtime, state, outcomes, auto_suspend)?;
        run_here(py, execution)
    }

    /// Starts running `code` on a thread of its own; `done(outcome, error)` is called (from that
    /// thread, with the GIL) when it ends. Tool calls go to `event_loop`.
    #[pyo3(signature = (code, event_loop, done, auto_suspend = false, bindings = None))]
    fn start(
        &self,
        code: &str,
        event_loop: Py<PyAny>,
        done: Py<PyAny>,
        auto_suspend: bool,
        bindings: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<RunHandle> {
        let options = execute_options(auto_suspend, bindings)?;
        let execution = self.runtime.execute_with(code, options);
        run_on_thread(execution, event_loop, done)
    }

    /// Starts resuming a suspended run on a thread of its own (like `start`).
    #[pyo3(signature = (state, outcomes, event_loop, done, auto_suspend = false))]
    fn start_resume(
        &self,
        state: &State,
        outcomes: &Bound<'_, PyAny>,
        event_loop: Py<PyAny>,
        done: Py<PyAny>,
        auto_suspend: bool,
    ) -> PyResult<RunHandle> {
        let execution = resumed(&self.runtime, state, outcomes, auto_suspend)?;
        run_on_thread(execution, event_loop, done)
    }

    /// One dict per tool: `path`, `expression`, `description`, `signature`.
    fn catalog<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for e in self.runtime.catalog() {
            let d = PyDict::new(py);
            d.set_item("path", e.path)?;
            d.set_item("expression", e.expression)?;
            d.set_item("description", e.description)?;
            d.set_item("signature", e.signature)?;
            list.append(d)?;
        }
        Ok(list)
    }

    /// The built-in `search`, as programs call it (`{query, namespace?, limit?, offset?}`).
    fn search<'py>(&self, py: Python<'py>, input: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let input = from_py(input).map_err(PyValueError::new_err)?;
        let found = self.runtime.tools().search(&input).map_err(PyValueError::new_err)?;
        to_py(py, &found)
    }
}

fn execute_options(auto_suspend: bool, bindings: Option<&Bound<'_, PyAny>>) -> PyResult<ExecuteOptions> {
    let mut options = ExecuteOptions { auto_suspend, ..ExecuteOptions::default() };
    if let Some(b) = bindings
        && !b.is_none()
    {
        let map: BTreeMap<String, Value> = pythonize::depythonize(b)
            .map_err(|e| PyValueError::new_err(format!("bindings must map names to JSON data: {e}")))?;
        options.bindings = map.into_iter().collect();
    }
    Ok(options)
}

/// Drives a run on the calling thread with the GIL released.
fn run_here(py: Python<'_>, execution: Execution) -> PyResult<Py<PyAny>> {
    let link = Arc::new(Link { event_loop: None, fatal: Mutex::new(None) });
    let _guard = LinkGuard::push(link.clone());
    let main = py
        .import("threading")?
        .call_method0("current_thread")?
        .is(py.import("threading")?.call_method0("main_thread")?);
    let outcome = py.detach(|| drive(execution.result(), &link, main, None));
    match outcome {
        Ok(o) => outcome_to_py(py, o),
        Err(Stop::Raise(e)) => Err(e),
        Err(Stop::Cancelled) => Err(CodeModeError::new_err("The run was cancelled.")),
    }
}

/// Drives a run on a new thread; reports to `done(outcome, error)`.
fn run_on_thread(execution: Execution, event_loop: Py<PyAny>, done: Py<PyAny>) -> PyResult<RunHandle> {
    let (tx, rx) = oneshot::channel();
    let link = Arc::new(Link { event_loop: Some(event_loop), fatal: Mutex::new(None) });
    std::thread::Builder::new()
        .name("codemode-run".into())
        .spawn(move || {
            let _guard = LinkGuard::push(link.clone());
            let outcome = drive(execution.result(), &link, false, Some(rx));
            Python::attach(|py| {
                let reported = match outcome {
                    Ok(o) => match outcome_to_py(py, o) {
                        Ok(v) => done.call1(py, (v, py.None())),
                        Err(e) => done.call1(py, (py.None(), e.into_value(py))),
                    },
                    Err(Stop::Raise(e)) => done.call1(py, (py.None(), e.into_value(py))),
                    Err(Stop::Cancelled) => {
                        done.call1(py, (py.None(), CodeModeError::new_err("The run was cancelled.").into_value(py)))
                    }
                };
                if let Err(e) = reported {
                    e.write_unraisable(py, None);
                }
            });
        })
        .map_err(|e| CodeModeError::new_err(format!("cannot start a thread for the run: {e}")))?;
    Ok(RunHandle { cancel: Mutex::new(Some(tx)) })
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Runtime>()?;
    m.add_class::<RunHandle>()?;
    m.add_class::<State>()?;
    m.add("CodeModeError", m.py().get_type::<CodeModeError>())?;
    m.add("BuildError", m.py().get_type::<BuildError>())?;
    m.add("SnapshotError", m.py().get_type::<SnapshotError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
