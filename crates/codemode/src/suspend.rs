//! Starting, saving and restoring runs: [`fresh_run`] (compile and start a program),
//! [`capture`] (a run's whole state as a [`Snapshot`]: a suspension, or roundtrip mode's copy)
//! and [`resumed_run`] (a run rebuilt from a snapshot in some runtime, with the outcomes of its
//! pending durable calls).
//!
//! A snapshot holds the host side too: the limits the run started with (a resume applies them,
//! not the resuming runtime's), what it used of them (time, tool calls, instructions), queued
//! calls, and the data extensions' snapshot hooks made of the values holding functions. Its size
//! limit (`suspend.max_bytes`) is checked on the whole encoded snapshot.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, DiagnosticKind, compile};
use codemode_tools::{MAX_VALUE_DEPTH, SuspendError, Tool, nesting_exceeds, tool_expression};
use codemode_vm::{HostError, HostOutcome, HostValue, VmOptions};

use crate::calls::{CallKind, CallState, SavedValue, call_key};
use crate::driver::Run;
use crate::execution::{Requests, Suspension};
use crate::guard;
use crate::options::{ExecuteOptions, Limits, ResumeOptions};
use crate::result::{Diagnostic, ErrorKind, Location, engine_diagnostic};
use crate::roundtrip::roundtrip_env;
use crate::shared::Inner;
use crate::snapshot::{
    CallOutcome, CodeIdentity, EncodedValue, PendingCall, QueuedCall, Snapshot, build_id, code_hash, compiled_hash,
    realm_identity,
};

/// A refused snapshot: the diagnostic a run that cannot resume fails with.
fn snapshot_failure(m: impl Into<String>) -> Diagnostic {
    Diagnostic::new(ErrorKind::SnapshotError, m)
}

fn compile_diagnostic(d: &codemode_compiler::Diagnostic) -> Diagnostic {
    let kind = match d.kind {
        DiagnosticKind::ParseError => ErrorKind::ParseError,
        DiagnosticKind::UnsupportedSyntax => ErrorKind::UnsupportedSyntax,
    };
    let location = (d.line > 0).then_some(Location { line: d.line, column: d.column });
    Diagnostic { kind, message: d.message.clone(), location }
}

/// A fresh run id: the clock and a process-wide counter.
fn next_run_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    format!("run-{:x}-{n}", t & 0xffff_ffff_ffff)
}

/// The run id of a fresh run: the one asked for, else a fresh one.
fn run_id(options: &ExecuteOptions) -> String {
    options.run_id.clone().unwrap_or_else(next_run_id)
}

/// A compiled program: its code, the hash of the compiled code (a snapshot's `compiled.program`)
/// and the hash of its source (`code_hash`).
#[derive(Clone)]
struct Compiled {
    code: Arc<Code>,
    compiled_hash: Arc<str>,
    code_hash: Arc<str>,
}

/// Compiles a program through the process-wide cache, keyed by the source text itself (one map
/// per TypeScript flag: compiled code depends on nothing else, so every runtime shares it). Both
/// hashes are computed once per compilation, so a program run or resumed again costs a hash-map
/// lookup of its text, not a SHA-256 of it and of its compiled code.
fn compile_program(source: &str, typescript: bool) -> Result<Compiled, Diagnostic> {
    // FxHash: the key is the whole source, which SipHash took about 2k instructions to hash per
    // run or resume (the map holds at most 65 entries and is cleared past them, so a hostile
    // choice of keys costs nothing).
    type Cache = Mutex<HashMap<String, Compiled, rustc_hash::FxBuildHasher>>;
    static CACHE: OnceLock<[Cache; 2]> = OnceLock::new();
    let cache = &CACHE.get_or_init(Default::default)[usize::from(typescript)];
    if let Some(c) = cache.lock().ok().and_then(|m| m.get(source).cloned()) {
        return Ok(c);
    }
    let code = compile(source, &CompileOptions { typescript, ..CompileOptions::default() })
        .map(Arc::new)
        .map_err(|d| compile_diagnostic(&d))?;
    let compiled =
        Compiled { compiled_hash: compiled_hash(&code).into(), code, code_hash: code_hash(source, typescript).into() };
    if let Ok(mut m) = cache.lock() {
        if m.len() > 64 {
            m.clear();
        }
        m.insert(source.to_string(), compiled.clone());
    }
    Ok(compiled)
}

fn vm_options(limits: &Limits, max_depth: usize) -> Result<VmOptions, Diagnostic> {
    let caps =
        limits.caps().map_err(|m| Diagnostic::new(ErrorKind::ExecutionFailure, format!("Invalid limits: {m}")))?;
    Ok(VmOptions { max_depth, max_memory: limits.max_memory_bytes, caps })
}

pub(crate) fn fresh_run(
    inner: &Arc<Inner>,
    code: String,
    options: ExecuteOptions,
    requests: Requests,
) -> Result<Run, Diagnostic> {
    let typescript = !inner.javascript;
    let Compiled { code: compiled, compiled_hash, code_hash: hash } = compile_program(&code, typescript)?;
    let hash = String::from(&*hash);
    let source: Arc<str> = code.into();
    inner.remember_code(&hash, &source);
    for (name, value) in &options.bindings {
        if nesting_exceeds(value, MAX_VALUE_DEPTH) {
            return Err(Diagnostic::new(
                ErrorKind::ExecutionFailure,
                format!(
                    "The binding '{name}' is rejected: its value exceeds the maximum value depth of {MAX_VALUE_DEPTH}."
                ),
            ));
        }
    }
    let mut vm = inner.take_vm();
    for (name, value) in &options.bindings {
        if let Err(e) = vm.define_constant(name, &HostValue::from(value.clone())) {
            return Err(Diagnostic::new(ErrorKind::ExecutionFailure, format!("The binding '{name}' is rejected: {e}")));
        }
    }
    let unit = vm.load(compiled.clone(), Some(source.clone()));
    if let Err(e) = vm.start(unit) {
        return Err(engine_diagnostic(&e));
    }
    let limits = inner.limits.clone();
    let st = CallState::new(inner.clone(), run_id(&options), options.context, limits, requests);
    Ok(Run {
        inner: inner.clone(),
        vm,
        st,
        program: (compiled, source),
        compiled_hash,
        code_hash: hash,
        typescript,
        embed_code: options.embed_code,
        elapsed_before: Duration::ZERO,
        roundtrip: options.roundtrip || roundtrip_env(),
        auto_suspend: options.auto_suspend,
        max_depth: inner.max_depth,
    })
}

/// What [`capture`] is for.
pub(crate) enum Capture {
    /// A suspension (asked for by durable call `from`, if any): every call in flight must be
    /// describable, and the size limit applies.
    Suspend { from: Option<u32> },
    /// Roundtrip mode: the calls in flight stay with the driver (the snapshot does not mention
    /// them) and the code is embedded unless a code store keeps it.
    Roundtrip,
}

/// The calls that block a suspension, as `key (expression)`.
fn blocking_calls(st: &CallState, from: Option<u32>) -> Vec<String> {
    let mut blocking = Vec::new();
    for (id, c) in &st.calls {
        if st.queued.contains_key(id) {
            continue;
        }
        let ok = match c.kind {
            CallKind::Durable => c.has_handle() || from == Some(*id),
            CallKind::Tool | CallKind::Extension => false,
        };
        if !ok {
            let what = match c.kind {
                CallKind::Extension => c.path.clone(),
                _ => tool_expression(&c.path),
            };
            blocking.push(format!("{} ({what})", call_key(&st.run_id, *id)));
        }
    }
    blocking
}

/// The values holding functions whose extension has snapshot hooks, encoded.
fn encode_values(run: &Run) -> Result<Vec<EncodedValue>, SuspendError> {
    let mut encoded = Vec::new();
    for v in &run.st.values {
        let Some(hooks) = run.inner.snapshot_hooks.get(&v.extension) else { continue };
        let what = format!("The snapshot hook of extension '{}'", v.extension);
        match guard::catch(&what, || (hooks.encode)(&v.value, &run.st.context)).and_then(|r| r) {
            Ok(data) => encoded.push(EncodedValue { extension: v.extension.clone(), ids: v.ids.clone(), data }),
            Err(m) => {
                return Err(SuspendError {
                    message: format!("The extension '{}' could not encode a value for the snapshot: {m}", v.extension),
                });
            }
        }
    }
    Ok(encoded)
}

/// The run's whole state. Nothing about the run changes, but for a suspension that succeeds:
/// the run ends with it (its calls are detached), so the records of its pending calls give their
/// inputs and handles to the [`Suspension`] instead of copies (the snapshot holds the copies).
pub(crate) fn capture(run: &mut Run, mode: Capture, elapsed: Duration) -> Result<Suspension, SuspendError> {
    if let Capture::Suspend { from } = mode {
        let blocking = blocking_calls(&run.st, from);
        if !blocking.is_empty() {
            return Err(SuspendError {
                message: format!(
                    "The run cannot be suspended while these calls are in progress: {}.",
                    blocking.join(", ")
                ),
            });
        }
    }
    let encoded = encode_values(run)?;
    let bytes = run.vm.save().map_err(|e| SuspendError { message: format!("The run's state cannot be saved: {e}") })?;
    let mut pending = Vec::new();
    let mut pending_ids = Vec::new();
    let mut queued = Vec::new();
    for (id, c) in &run.st.calls {
        if run.st.queued.contains_key(id) {
            queued.push(QueuedCall { id: *id, path: c.path.clone(), args: c.args.clone() });
        } else if c.kind == CallKind::Durable && matches!(mode, Capture::Suspend { .. }) {
            pending.push(PendingCall {
                key: call_key(&run.st.run_id, *id),
                path: c.path.clone(),
                args: c.args.clone().unwrap_or(serde_json::Value::Null),
                handle: c.handle(),
            });
            pending_ids.push(*id);
        }
    }
    let embed = match mode {
        Capture::Suspend { .. } => run.embed_code,
        Capture::Roundtrip => run.embed_code || run.inner.code_store.is_none(),
    };
    let id = realm_identity().map_err(|d| SuspendError { message: d.message.clone() })?;
    let snapshot = Snapshot {
        build: build_id().to_string(),
        compiled: CodeIdentity {
            program: String::from(&*run.compiled_hash),
            prelude: id.prelude.clone(),
            natives: id.natives.clone(),
        },
        run_id: run.st.run_id.clone(),
        code_hash: run.code_hash.clone(),
        code: embed.then(|| String::from(&*run.program.1)),
        typescript: run.typescript,
        vm: bytes,
        pending,
        pending_ids,
        queued,
        elapsed_ms: u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX),
        limits: run.st.limits.clone(),
        max_depth: run.max_depth as u64,
        admitted: run.st.admitted,
        next_id: run.st.next_id,
        tool_calls: run.st.tool_calls.clone(),
        extensions: run.inner.extension_names.clone(),
        encoded,
        next_dynamic: run.st.next_dynamic,
    };
    if let (Capture::Suspend { .. }, Some(max)) = (&mode, run.st.limits.max_snapshot_bytes) {
        let size = snapshot.encoded_len();
        if size > max {
            return Err(SuspendError {
                message: format!("The run's state is {size} bytes, more than the limit of {max} bytes."),
            });
        }
    }
    // Past every check: the suspension happens. The records' parts go to it, moved.
    let mut pending = Vec::with_capacity(snapshot.pending.len());
    for (p, id) in snapshot.pending.iter().zip(&snapshot.pending_ids) {
        let record = run.st.calls.get_mut(id);
        pending.push(match record {
            Some(c) => PendingCall {
                key: p.key.clone(),
                path: std::mem::take(&mut c.path),
                args: c.args.take().unwrap_or(serde_json::Value::Null),
                handle: c.handle.lock().ok().and_then(|mut h| h.take()),
            },
            None => p.clone(),
        });
    }
    Ok(Suspension { state: snapshot, pending })
}

/// The snapshot was made by this build (format, compiled prelude, native table), with these
/// extensions. The compiled program is checked once it is compiled ([`load_program`]).
fn check_identity(inner: &Inner, snap: &Snapshot) -> Result<(), Diagnostic> {
    if snap.build != build_id() {
        return Err(snapshot_failure(format!(
            "The snapshot was made by another build ({}); this is {}.",
            snap.build,
            build_id()
        )));
    }
    let id = realm_identity()?;
    let (prelude, natives) = (&id.prelude, &id.natives);
    if snap.compiled.prelude != *prelude {
        return Err(snapshot_failure(format!(
            "The snapshot was made with another compiled prelude (hash {}; this build's is {prelude}): its state refers to built-in code that differs here.",
            snap.compiled.prelude
        )));
    }
    if snap.compiled.natives != *natives {
        return Err(snapshot_failure(format!(
            "The snapshot was made with another table of native built-ins (hash {}; this build's is {natives}): its native functions would be other functions here.",
            snap.compiled.natives
        )));
    }
    if snap.extensions != inner.extension_names {
        return Err(snapshot_failure(format!(
            "The snapshot was made with the extensions {:?}; this runtime has {:?}.",
            snap.extensions, inner.extension_names
        )));
    }
    Ok(())
}

/// The program of a snapshot: embedded, or from the runtime's memory or code store, compiled
/// (with the hash of the compiled code, which must be the snapshot's).
/// A snapshot's program: the compiled code, its source and the compiled code's hash.
type Program = (Arc<Code>, Arc<str>, Arc<str>);

fn load_program(inner: &Inner, snap: &Snapshot) -> Result<Program, Diagnostic> {
    let source: Arc<str> = match &snap.code {
        Some(c) => c.as_str().into(),
        None => inner.lookup_code(&snap.code_hash).ok_or_else(|| {
            snapshot_failure(format!(
                "The program's code (hash {}) is not available: embed it in the snapshot or keep it in the runtime's code store.",
                snap.code_hash
            ))
        })?,
    };
    let mismatch = || snapshot_failure("The program's code does not match the snapshot's code hash.");
    let Compiled { code: compiled, compiled_hash, code_hash: hash } = match compile_program(&source, snap.typescript) {
        Ok(c) => c,
        Err(_) if code_hash(&source, snap.typescript) != snap.code_hash => return Err(mismatch()),
        Err(d) => return Err(snapshot_failure(format!("The program's code does not compile: {}", d.message))),
    };
    if *hash != *snap.code_hash {
        return Err(mismatch());
    }
    if *compiled_hash != *snap.compiled.program {
        return Err(snapshot_failure(format!(
            "The program compiles differently in this build (compiled code hash {compiled_hash}; the snapshot's is {}): its frames' positions would index other instructions.",
            snap.compiled.program
        )));
    }
    Ok((compiled, source, compiled_hash))
}

/// The outcomes a resume was given: `(key, outcome)` pairs, ordered by key, each key once (the
/// last of pairs with the same key, as a map built from them would hold). A list, not a map: a
/// resume usually settles one call, and a `BTreeMap` of one outcome was a node of over a
/// kilobyte to allocate (past the allocator's per-thread cache) and free on every resume.
pub(crate) struct Outcomes(Vec<(String, CallOutcome)>);

impl Outcomes {
    pub(crate) fn of(pairs: impl IntoIterator<Item = (String, CallOutcome)>) -> Outcomes {
        let mut v: Vec<(String, CallOutcome)> = pairs.into_iter().collect();
        if v.len() > 1 {
            // Reversed, then a stable sort: of equal keys the last given comes first, and stays.
            v.reverse();
            v.sort_by(|a, b| a.0.cmp(&b.0));
            v.dedup_by(|later, kept| later.0 == kept.0);
        }
        Outcomes(v)
    }

    fn contains(&self, key: &str) -> bool {
        self.position(key).is_some()
    }

    fn position(&self, key: &str) -> Option<usize> {
        if self.0.len() > 8 {
            self.0.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()
        } else {
            self.0.iter().position(|(k, _)| k == key)
        }
    }

    /// The outcome of `key`, taken (a key asked for twice has none the second time).
    fn take(&mut self, key: &str) -> Option<CallOutcome> {
        // `remove`, not `swap_remove`: the rest stays ordered for `position`.
        self.position(key).map(|i| self.0.remove(i).1)
    }
}

/// Every pending durable call needs an outcome, and nothing else may have one.
fn check_outcomes(snap: &Snapshot, outcomes: &Outcomes) -> Result<(), Diagnostic> {
    // A few pending calls (the usual case) are searched; many go through a set.
    let pending_keys: Option<BTreeSet<&str>> =
        (snap.pending.len() > 8).then(|| snap.pending.iter().map(|p| p.key.as_str()).collect());
    let is_pending = |k: &str| match &pending_keys {
        Some(set) => set.contains(k),
        None => snap.pending.iter().any(|p| p.key == k),
    };
    if let Some((k, _)) = outcomes.0.iter().find(|(k, _)| !is_pending(k)) {
        return Err(snapshot_failure(format!("'{k}' is not a pending durable call of this run.")));
    }
    if let Some(p) = snap.pending.iter().find(|p| !outcomes.contains(&p.key)) {
        return Err(snapshot_failure(format!("No outcome was given for the pending call '{}' ({}).", p.key, p.path)));
    }
    Ok(())
}

/// Decodes the values of extensions with snapshot hooks and maps their functions to the ids the
/// program's copies call.
fn decode_values(st: &mut CallState, encoded: &[EncodedValue]) -> Result<(), Diagnostic> {
    let inner = st.inner.clone();
    for e in encoded {
        let Some(hooks) = inner.snapshot_hooks.get(&e.extension) else {
            return Err(snapshot_failure(format!(
                "The snapshot holds values of the extension '{}', which has no snapshot hooks here.",
                e.extension
            )));
        };
        let what = format!("The snapshot hook of extension '{}'", e.extension);
        let value = guard::catch(&what, || (hooks.decode)(&e.data, &st.context))
            .and_then(|r| r)
            .map_err(|m| snapshot_failure(format!("The extension '{}' could not decode a value: {m}", e.extension)))?;
        let functions = value.functions();
        if functions.len() != e.ids.len() {
            return Err(snapshot_failure(format!(
                "The extension '{}' decoded a value with {} functions where the saved one had {}.",
                e.extension,
                functions.len(),
                e.ids.len()
            )));
        }
        for (id, f) in e.ids.iter().zip(functions) {
            if *id < crate::extension::DYNAMIC_BASE || st.dynamic.contains_key(id) {
                return Err(snapshot_failure("Snapshot is malformed: bad host function ids."));
            }
            st.dynamic.insert(*id, (e.extension.clone(), f.clone()));
        }
        st.values.push(SavedValue { extension: e.extension.clone(), value, ids: e.ids.clone() });
    }
    Ok(())
}

/// The outcome a resume gives a pending durable call, checked as the call's own output would be.
fn pending_outcome(inner: &Inner, p: &PendingCall, o: CallOutcome) -> HostOutcome {
    let tool = inner.tools.get_dotted(&p.path);
    match o {
        CallOutcome::Ok { value, .. } => {
            if let Some(t) = tool
                && let Err(m) = t.check_output(&p.path, &value)
            {
                return HostOutcome::Error(crate::calls::host_error(m));
            }
            if nesting_exceeds(&value, MAX_VALUE_DEPTH) {
                return HostOutcome::Error(HostError::new(
                    ErrorKind::InvalidToolOutput,
                    format!(
                        "Invalid output from tool '{}': the value exceeds the maximum value depth of {MAX_VALUE_DEPTH}",
                        p.path
                    ),
                ));
            }
            if tool.is_none_or(Tool::has_output) { HostOutcome::Value(value) } else { HostOutcome::Undefined }
        }
        CallOutcome::Err { error, .. } => HostOutcome::Error(HostError::new(ErrorKind::ToolFailure, error)),
    }
}

pub(crate) fn resumed_run(
    inner: &Arc<Inner>,
    mut snap: Snapshot,
    mut outcomes: Outcomes,
    options: ResumeOptions,
    requests: Requests,
) -> Result<Run, Diagnostic> {
    check_identity(inner, &snap)?;
    let (compiled, source, compiled_hash) = load_program(inner, &snap)?;
    let limits = options.limits.clone().unwrap_or_else(|| snap.limits.clone());
    let max_depth = usize::try_from(snap.max_depth).unwrap_or(usize::MAX).max(1);
    let mut vm = inner.take_vm();
    vm.restore_in_place(&inner.template, &snap.vm, &[(compiled.clone(), Some(source.clone()))])
        .map_err(|e| snapshot_failure(e.to_string()))?;
    vm.options = vm_options(&limits, max_depth)?;
    vm.tools = inner.template.tools.clone();
    check_outcomes(&snap, &outcomes)?;
    let mut st = CallState::new(inner.clone(), std::mem::take(&mut snap.run_id), options.context, limits, requests);
    st.next_id = snap.next_id;
    st.admitted = snap.admitted;
    st.tool_calls = std::mem::take(&mut snap.tool_calls);
    st.next_dynamic = snap.next_dynamic;
    decode_values(&mut st, &snap.encoded)?;
    for (p, id) in snap.pending.iter().zip(&snap.pending_ids) {
        // `check_outcomes` made sure there is one (taken: a key twice has none the second time).
        let Some(o) = outcomes.take(&p.key) else {
            return Err(snapshot_failure(format!(
                "No outcome was given for the pending call '{}' ({}).",
                p.key, p.path
            )));
        };
        let outcome = pending_outcome(inner, p, o);
        vm.settle_host_call(*id, outcome).map_err(|e| snapshot_failure(e.to_string()))?;
    }
    for q in &snap.queued {
        match inner.tools.get_dotted(&q.path).cloned() {
            Some(tool) => {
                let fut = st.tool_future(q.id, &q.path, tool, q.args.clone());
                st.queued.insert(q.id, fut);
            }
            None => {
                let e = st.unknown(&q.path);
                vm.settle_host_call(q.id, HostOutcome::Error(e)).map_err(|e| snapshot_failure(e.to_string()))?;
            }
        }
    }
    Ok(Run {
        inner: inner.clone(),
        vm,
        st,
        program: (compiled, source),
        compiled_hash,
        code_hash: std::mem::take(&mut snap.code_hash),
        typescript: snap.typescript,
        embed_code: snap.code.is_some(),
        elapsed_before: Duration::from_millis(snap.elapsed_ms),
        roundtrip: options.roundtrip || roundtrip_env(),
        auto_suspend: options.auto_suspend,
        max_depth,
    })
}
