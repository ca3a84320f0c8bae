//! A worker of `codemode serve`: runs programs under leases from the run store, saves their
//! suspensions, watches their durable jobs, and resumes whatever run becomes ready — its own or
//! another worker's.
//!
//! - **Running a run** ([`Worker::spawn_run`]): the execution races a renewal timer. Each renewal
//!   extends the lease; if the store says the lease is gone (another worker took the run over after
//!   this one stalled) or that cancellation was asked, the run is asked to suspend — so its durable
//!   work is detached, not cancelled — and its state is dropped (lost) or its jobs are cancelled and
//!   the run finished as cancelled. A finished run's result and a suspension are written with the
//!   lease, so only the current holder's writes count.
//! - **Watching durable jobs** ([`Worker::watch`]): after a suspension is saved, and periodically for
//!   every call the store says is waiting (a worker may have died while watching), the worker asks
//!   the tool's `lookup` for the job by call key and attaches to it; its completion records the
//!   outcome (idempotently: several workers watching one job record it once) and claims the run if
//!   that made it ready. Jobs this worker cannot see are skipped for a while.
//! - **Claiming** ([`Worker::background`]): every poll interval, and at once when something
//!   became ready here, the worker claims what it has room for: ready runs and runs whose lease
//!   expired (takeovers). A run that never suspended starts again from its program with the same
//!   run id, so its durable calls have the same keys and `lookup` finds the jobs already started.
//!
//! Not done here: plain (non-durable) tool calls made after the last suspension run again when a
//! run is taken over (at least once, not exactly once); only durable calls are never repeated.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use codemode::{
    CallOutcome, Diagnostic, ErrorKind, ExecuteOptions, ExecutionHandle, Limits, Outcome, PendingCall, RunResult,
    Runtime,
};
use codemode_store::{CallRecord, Claim, Expiry, Finish, Lease, Program, Resume, RunState, Store, StoreError};
use serde_json::{Value, json};
use tokio::sync::{Notify, broadcast};
use tracing::{Instrument, debug, info, info_span, warn};

/// How a worker behaves.
#[derive(Clone, Debug)]
pub struct Config {
    /// This worker's name in leases and history.
    pub worker_id: String,
    /// Lease length; renewed every third of it.
    pub lease_ms: u64,
    /// How often to look for claimable runs.
    pub poll_ms: u64,
    /// Runs this worker runs at once.
    pub concurrency: usize,
    /// The server's limits: defaults and upper bounds of every run's limits.
    pub caps: Limits,
    /// What expiry removes, and how often it runs.
    pub expiry: Expiry,
    /// How often expiry runs.
    pub expire_every_ms: u64,
}

/// Counters of this worker process (the store's counters cover every worker).
#[derive(Default, Debug)]
pub struct Counters {
    pub started: AtomicU64,
    pub resumed: AtomicU64,
    pub takeovers: AtomicU64,
    pub restarted: AtomicU64,
    pub suspended: AtomicU64,
    pub finished: AtomicU64,
    pub cancelled: AtomicU64,
    pub leases_lost: AtomicU64,
    pub outcomes_posted: AtomicU64,
    pub outcomes_from_jobs: AtomicU64,
    pub store_retries: AtomicU64,
}

impl Counters {
    /// `(name, value)` of every counter.
    pub fn list(&self) -> Vec<(&'static str, u64)> {
        let c = |a: &AtomicU64| a.load(Ordering::Relaxed);
        vec![
            ("started", c(&self.started)),
            ("resumed", c(&self.resumed)),
            ("takeovers", c(&self.takeovers)),
            ("restarted", c(&self.restarted)),
            ("suspended", c(&self.suspended)),
            ("finished", c(&self.finished)),
            ("cancelled", c(&self.cancelled)),
            ("leasesLost", c(&self.leases_lost)),
            ("outcomesPosted", c(&self.outcomes_posted)),
            ("outcomesFromJobs", c(&self.outcomes_from_jobs)),
            ("storeRetries", c(&self.store_retries)),
        ]
    }
}

fn bump(a: &AtomicU64) {
    a.fetch_add(1, Ordering::Relaxed);
}

/// A run's options as stored with it (so that any worker can start it again).
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    pub bindings: Vec<(String, Value)>,
    pub limits: Limits,
}

const LIMIT_NAMES: [&str; 6] =
    ["timeoutMs", "maxToolCalls", "maxOutputBytes", "maxMemoryBytes", "maxInstructions", "maxSnapshotBytes"];

/// Reads `limits` of a request, bounded by the server's (a request can lower a limit, not raise it).
///
/// # Errors
/// Unknown names, values that are not positive integers.
pub fn merge_limits(caps: &Limits, request: Option<&Value>) -> Result<Limits, String> {
    let mut out = caps.clone();
    let Some(v) = request else { return Ok(out) };
    let Some(m) = v.as_object() else { return Err("limits must be an object".into()) };
    for (k, v) in m {
        if !LIMIT_NAMES.contains(&k.as_str()) {
            return Err(format!("unknown limit '{k}' (known: {})", LIMIT_NAMES.join(", ")));
        }
        if v.is_null() {
            continue;
        }
        let n = v.as_u64().ok_or_else(|| format!("limit '{k}' must be a non-negative integer"))?;
        let size = || usize::try_from(n).unwrap_or(usize::MAX);
        fn min<T: Ord + Copy>(cap: Option<T>, n: T) -> Option<T> {
            Some(cap.map_or(n, |c| c.min(n)))
        }
        match k.as_str() {
            "timeoutMs" => out.timeout_ms = min(caps.timeout_ms, n),
            "maxToolCalls" => out.max_tool_calls = min(caps.max_tool_calls, n),
            "maxOutputBytes" => out.max_output_bytes = min(caps.max_output_bytes, size()),
            "maxMemoryBytes" => out.max_memory_bytes = min(caps.max_memory_bytes, size()),
            "maxInstructions" => out.max_instructions = min(caps.max_instructions, n),
            _ => out.max_snapshot_bytes = min(caps.max_snapshot_bytes, size()),
        }
    }
    Ok(out)
}

fn limits_json(l: &Limits) -> Value {
    let mut m = serde_json::Map::new();
    let vals = [
        l.timeout_ms,
        l.max_tool_calls,
        l.max_output_bytes.map(|v| v as u64),
        l.max_memory_bytes.map(|v| v as u64),
        l.max_instructions,
        l.max_snapshot_bytes.map(|v| v as u64),
    ];
    for (name, v) in LIMIT_NAMES.iter().zip(vals) {
        if let Some(v) = v {
            m.insert((*name).to_string(), v.into());
        }
    }
    Value::Object(m)
}

impl RunOptions {
    pub fn to_json(&self) -> Value {
        let bindings: serde_json::Map<String, Value> = self.bindings.iter().cloned().collect();
        json!({ "bindings": bindings, "limits": limits_json(&self.limits) })
    }

    fn from_json(v: &Value) -> Result<RunOptions, String> {
        let bindings = v["bindings"].as_object().map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect());
        // Stored limits were already bounded when the run was created.
        let limits = merge_limits(&Limits::default(), v.get("limits"))?;
        Ok(RunOptions { bindings: bindings.unwrap_or_default(), limits })
    }
}

/// The result of a cancelled run.
pub fn cancelled_result() -> Value {
    let mut v = RunResult::failure(Diagnostic::new(ErrorKind::ExecutionFailure, "The run was cancelled.")).to_json();
    v["error"]["kind"] = "Cancelled".into();
    v
}

fn failure(kind: ErrorKind, message: impl Into<String>) -> Value {
    RunResult::failure(Diagnostic::new(kind, message)).to_json()
}

/// Why a worker stopped a run it was running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    Lost,
    Cancel,
    Shutdown,
}

/// A worker.
pub struct Worker {
    pub cfg: Config,
    pub store: Arc<dyn Store>,
    base: Runtime,
    runtimes: Mutex<Vec<(Limits, Runtime)>>,
    active: Mutex<HashMap<String, Option<ExecutionHandle>>>,
    watched: Mutex<HashSet<String>>,
    unseen: Mutex<HashMap<String, Instant>>,
    pub counters: Counters,
    changed: broadcast::Sender<String>,
    wake: Notify,
    stopping: AtomicBool,
}

impl Worker {
    pub fn new(cfg: Config, store: Arc<dyn Store>, base: Runtime) -> Arc<Worker> {
        Arc::new(Worker {
            cfg,
            store,
            base,
            runtimes: Mutex::new(Vec::new()),
            active: Mutex::new(HashMap::new()),
            watched: Mutex::new(HashSet::new()),
            unseen: Mutex::new(HashMap::new()),
            counters: Counters::default(),
            changed: broadcast::channel(1024).0,
            wake: Notify::new(),
            stopping: AtomicBool::new(false),
        })
    }

    /// Runs this worker runs now.
    pub fn active(&self) -> usize {
        self.active.lock().map_or(0, |a| a.len())
    }

    /// Notices of runs that changed in this process (their ids).
    pub fn subscribe(&self) -> broadcast::Receiver<String> {
        self.changed.subscribe()
    }

    /// Retries a store operation while the database is unavailable (up to about a minute).
    pub async fn retry<T, F, Fut>(&self, what: &str, mut op: F) -> Result<T, StoreError>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<T, StoreError>>,
    {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut delay = Duration::from_millis(50);
        loop {
            match op().await {
                Err(e) if e.is_transient() && Instant::now() < deadline => {
                    bump(&self.counters.store_retries);
                    warn!(operation = what, error = %e, "the store is unavailable; retrying");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(2));
                }
                other => return other,
            }
        }
    }

    /// A runtime with these limits (the tools are shared; kept for reuse).
    fn runtime_for(&self, limits: &Limits) -> Result<Runtime, String> {
        if limits == self.base.limits() {
            return Ok(self.base.clone());
        }
        let mut cache = self.runtimes.lock().map_err(|_| "poisoned".to_string())?;
        if let Some((_, r)) = cache.iter().find(|(l, _)| l == limits) {
            return Ok(r.clone());
        }
        let r = self.base.with_limits(limits.clone()).map_err(|e| e.to_string())?;
        if cache.len() >= 32 {
            cache.remove(0);
        }
        cache.push((limits.clone(), r.clone()));
        Ok(r)
    }

    /// Runs a claimed (or just created) run in the background.
    pub fn spawn_run(self: &Arc<Self>, claim: Claim) {
        let w = self.clone();
        let span = info_span!("run", run_id = %claim.lease.run_id, epoch = claim.lease.epoch);
        // Counted as active from now, so that claims never exceed the concurrency.
        if let Ok(mut a) = self.active.lock() {
            a.insert(claim.lease.run_id.clone(), None);
        }
        tokio::spawn(
            async move {
                let id = claim.lease.run_id.clone();
                w.run(claim).await;
                if let Ok(mut a) = w.active.lock() {
                    a.remove(&id);
                }
                let _ = w.changed.send(id);
                w.wake.notify_one();
            }
            .instrument(span),
        );
    }

    async fn run(self: &Arc<Self>, claim: Claim) {
        let Claim { lease, program, options, resume, takeover, cancel_requested } = claim;
        if cancel_requested {
            info!("cancellation was asked while no worker ran it");
            self.finish(&lease, &cancelled_result(), Finish::Cancelled).await;
            return;
        }
        let runtime = match RunOptions::from_json(&options).and_then(|o| Ok((self.runtime_for(&o.limits)?, o))) {
            Ok(r) => r,
            Err(m) => {
                self.finish(&lease, &failure(ErrorKind::ExecutionFailure, m), Finish::Finished).await;
                return;
            }
        };
        let (runtime, opts) = runtime;
        let execution = match resume {
            Resume::Fresh => {
                if lease.epoch > 1 {
                    bump(&self.counters.restarted);
                    info!(takeover, "starting the run again from its program (it never suspended)");
                } else {
                    bump(&self.counters.started);
                    info!("started");
                }
                runtime.execute_with(&program.code, fresh_options(&lease, opts))
            }
            Resume::Snapshot { snapshot, outcomes } => {
                bump(&self.counters.resumed);
                if takeover {
                    bump(&self.counters.takeovers);
                }
                info!(takeover, outcomes = outcomes.len(), "resumed");
                runtime.resume_auto(*snapshot, outcomes)
            }
            Resume::Invalid(m) => {
                warn!(error = %m, "the saved state cannot be read; the run fails");
                self.finish(&lease, &failure(ErrorKind::SnapshotError, m), Finish::Finished).await;
                return;
            }
        };
        let handle = execution.handle();
        if let Ok(mut a) = self.active.lock() {
            a.insert(lease.run_id.clone(), Some(handle.clone()));
        }
        let (stop, outcome) = self.supervise(&lease, execution, &handle).await;
        match (stop, outcome) {
            (Some(Stop::Lost), _) => {
                bump(&self.counters.leases_lost);
                warn!("the lease was lost: another worker has the run; this execution's state is dropped");
            }
            (Some(Stop::Cancel), outcome) => {
                if let Some(Outcome::Suspended(s)) = &outcome {
                    let calls = s.pending.iter().map(unrecorded).collect::<Vec<_>>();
                    self.cancel_jobs(&calls).await;
                }
                self.finish(&lease, &cancelled_result(), Finish::Cancelled).await;
            }
            (Some(Stop::Shutdown), Some(Outcome::Suspended(s))) | (None, Some(Outcome::Suspended(s))) => {
                self.save(&lease, &s).await;
            }
            (None | Some(Stop::Shutdown), Some(Outcome::Finished(r))) => {
                self.finish(&lease, &r.to_json(), Finish::Finished).await;
            }
            (Some(Stop::Shutdown), None) => {
                let l = &lease;
                let _ = self.retry("release", || self.store.release(l)).await;
                info!("released for another worker (shutting down)");
            }
            (None, None) => {}
        }
    }

    /// Drives the execution while renewing its lease; stops it when the lease is lost, the run is
    /// cancelled, or the worker shuts down.
    async fn supervise(
        &self,
        lease: &Lease,
        execution: codemode::Execution,
        handle: &ExecutionHandle,
    ) -> (Option<Stop>, Option<Outcome>) {
        let mut fut = std::pin::pin!(execution.result());
        let every = Duration::from_millis((self.cfg.lease_ms / 3).max(10));
        let mut renewed = Instant::now();
        loop {
            let stop = tokio::select! {
                o = &mut fut => return (None, Some(o)),
                () = tokio::time::sleep(every) => {
                    let mut stop = None;
                    match self.store.renew(lease, self.cfg.lease_ms).await {
                        Ok(r) if !r.held => stop = Some(Stop::Lost),
                        Ok(r) => {
                            renewed = Instant::now();
                            if r.cancel_requested {
                                stop = Some(Stop::Cancel);
                            }
                        }
                        Err(e) => {
                            warn!(error = %e, "cannot renew the lease");
                            if renewed.elapsed() >= Duration::from_millis(self.cfg.lease_ms) {
                                stop = Some(Stop::Lost);
                            }
                        }
                    }
                    if stop.is_none() && self.stopping.load(Ordering::SeqCst) {
                        stop = Some(Stop::Shutdown);
                    }
                    stop
                }
            };
            let Some(stop) = stop else { continue };
            // Suspend rather than drop, so that durable work is detached, not cancelled.
            let asked = tokio::time::timeout(Duration::from_secs(5), handle.request_suspend()).await;
            if let Ok(Ok(())) = asked {
                return (Some(stop), Some(fut.await));
            }
            if stop == Stop::Shutdown {
                // Not suspendable now (a plain tool call is in flight): keep running until the grace
                // period ends (then the lease is released by the caller).
                continue;
            }
            return (Some(stop), None);
        }
    }

    async fn finish(&self, lease: &Lease, result: &Value, how: Finish) {
        match self.retry("finish", || self.store.finish(lease, result, how)).await {
            Ok(()) => {
                let ok = result["ok"].as_bool().unwrap_or(false);
                if how == Finish::Cancelled {
                    bump(&self.counters.cancelled);
                    info!("cancelled");
                } else {
                    bump(&self.counters.finished);
                    info!(ok, "finished");
                }
            }
            Err(StoreError::Lost(m)) => {
                bump(&self.counters.leases_lost);
                warn!(error = %m, "the result is dropped: another worker has the run");
            }
            Err(e) => warn!(error = %e, "cannot record the result"),
        }
    }

    async fn save(self: &Arc<Self>, lease: &Lease, s: &codemode::Suspension) {
        match self.retry("save", || self.store.save_suspension(lease, &s.state)).await {
            Ok(state) => {
                bump(&self.counters.suspended);
                info!(pending = s.pending.len(), "suspended");
                for p in &s.pending {
                    self.watch(lease.run_id.clone(), unrecorded(p));
                }
                if state == RunState::Ready {
                    self.wake.notify_one();
                }
            }
            Err(StoreError::Lost(m)) => {
                bump(&self.counters.leases_lost);
                warn!(error = %m, "the suspension is dropped: another worker has the run");
            }
            Err(e) => warn!(error = %e, "cannot save the suspension"),
        }
    }

    /// Stops the work of durable calls (a cancelled or expired run).
    pub async fn cancel_jobs(&self, calls: &[CallRecord]) {
        for c in calls {
            let Some(d) = self.base.tools().get(c.path.as_str()).and_then(|t| t.as_durable()).cloned() else {
                continue;
            };
            let handle = match c.handle.clone() {
                Some(h) => Some(h),
                None => d.lookup(&c.key).await,
            };
            if let Some(h) = handle {
                let span = info_span!("call", key = %c.key, path = %c.path);
                if tokio::time::timeout(Duration::from_secs(5), d.cancel(h)).instrument(span.clone()).await.is_err() {
                    span.in_scope(|| warn!("cancelling the job took too long"));
                } else {
                    span.in_scope(|| info!("job cancelled"));
                }
            }
        }
    }

    /// Watches the durable job of a waiting call, and records its outcome when it ends.
    pub fn watch(self: &Arc<Self>, run_id: String, call: CallRecord) {
        let Some(tool) = self.base.tools().get(call.path.as_str()).cloned() else { return };
        let Some(durable) = tool.as_durable().cloned() else { return };
        if let Ok(u) = self.unseen.lock()
            && u.get(&call.key).is_some_and(|t| t.elapsed() < Duration::from_secs(10))
        {
            return;
        }
        if !self.watched.lock().is_ok_and(|mut w| w.insert(call.key.clone())) {
            return;
        }
        let w = self.clone();
        let span = info_span!("call", run_id = %run_id, key = %call.key, path = %call.path);
        tokio::spawn(
            async move {
                w.watch_job(&run_id, &call, &tool, &durable).await;
                if let Ok(mut set) = w.watched.lock() {
                    set.remove(&call.key);
                }
            }
            .instrument(span),
        );
    }

    async fn watch_job(
        self: &Arc<Self>,
        run_id: &str,
        call: &CallRecord,
        tool: &codemode::Tool,
        d: &codemode::Durable,
    ) {
        let Some(handle) = d.lookup(&call.key).await else {
            debug!("the job is not visible from this worker");
            if let Ok(mut u) = self.unseen.lock() {
                u.insert(call.key.clone(), Instant::now());
            }
            return;
        };
        debug!("watching the job");
        let ctx = codemode::DurableContext::new(call.key.clone(), call.path.clone());
        let mut attach = d.attach(handle, ctx);
        let result = loop {
            tokio::select! {
                r = &mut attach => break r,
                () = tokio::time::sleep(Duration::from_secs(5)) => {
                    // Stop watching when the run no longer waits on this call (cancelled, answered).
                    if let Ok(Some(rec)) = self.store.get(run_id).await
                        && !rec.calls.iter().any(|c| c.key == call.key && c.outcome.is_none())
                    {
                        debug!("the run no longer waits on this call");
                        return;
                    }
                }
            }
        };
        let outcome = match result {
            Ok(v) => match tool.check_output(&call.path, &v) {
                Ok(()) => CallOutcome::ok(v),
                Err(e) => CallOutcome::err(e.to_string()),
            },
            Err(e) => CallOutcome::err(e.message),
        };
        let outcomes = BTreeMap::from([(call.key.clone(), outcome)]);
        match self.retry("record outcome", || self.store.record_outcomes(run_id, &outcomes, "job")).await {
            Ok(r) => {
                if !r.applied.is_empty() {
                    bump(&self.counters.outcomes_from_jobs);
                    info!("the job ended; its outcome is recorded");
                }
                if r.ready {
                    self.claim_now(run_id).await;
                }
            }
            Err(e) => info!(error = %e, "the job's outcome was not recorded"),
        }
    }

    /// Claims one run that just became ready and runs it here, when there is room.
    pub async fn claim_now(self: &Arc<Self>, run_id: &str) {
        if self.stopping.load(Ordering::SeqCst) || self.active() >= self.cfg.concurrency {
            self.wake.notify_one();
            return;
        }
        let (id, worker) = (run_id, self.cfg.worker_id.as_str());
        match self.retry("claim", || self.store.claim_run(id, worker, self.cfg.lease_ms)).await {
            Ok(Some(c)) => self.spawn_run(c),
            Ok(None) => {}
            Err(e) => warn!(run_id, error = %e, "cannot claim the run"),
        }
    }

    /// The worker's loops: claims, job watching, expiry. Ends when [`Worker::stop`] is called.
    pub async fn background(self: Arc<Self>) {
        let poll = Duration::from_millis(self.cfg.poll_ms.max(10));
        let scan_every = Duration::from_millis((self.cfg.poll_ms * 8).clamp(500, 5_000));
        let expire_every = Duration::from_millis(self.cfg.expire_every_ms.max(1_000));
        let (mut scanned, mut expired) = (Instant::now() - scan_every, Instant::now());
        while !self.stopping.load(Ordering::SeqCst) {
            let room = self.cfg.concurrency.saturating_sub(self.active());
            if room > 0 {
                match self.store.claim(&self.cfg.worker_id, self.cfg.lease_ms, room).await {
                    Ok(claims) => {
                        for c in claims {
                            self.spawn_run(c);
                        }
                    }
                    Err(e) => warn!(error = %e, "cannot claim runs"),
                }
            }
            if scanned.elapsed() >= scan_every {
                scanned = Instant::now();
                match self.store.waiting_calls(500).await {
                    Ok(calls) => {
                        for c in calls {
                            self.watch(c.run_id, c.call);
                        }
                    }
                    Err(e) => warn!(error = %e, "cannot list waiting calls"),
                }
            }
            if expired.elapsed() >= expire_every {
                expired = Instant::now();
                match self.store.expire(&self.cfg.expiry).await {
                    Ok(e) => {
                        if e.deleted > 0 || !e.ended.is_empty() {
                            info!(deleted = e.deleted, expired = e.ended.len(), "expiry");
                        }
                        for (run_id, calls) in e.ended {
                            self.cancel_jobs(&calls).instrument(info_span!("run", run_id = %run_id)).await;
                        }
                    }
                    Err(e) => warn!(error = %e, "expiry failed"),
                }
            }
            tokio::select! {
                () = tokio::time::sleep(poll) => {}
                () = self.wake.notified() => {}
            }
        }
    }

    /// Stops claiming and asks running runs to suspend (saving them), waiting up to `grace` for
    /// them; a run that cannot suspend in that time (a plain tool call in flight) is taken over by
    /// another worker when its lease expires.
    pub async fn stop(&self, grace: Duration) {
        self.stopping.store(true, Ordering::SeqCst);
        self.wake.notify_one();
        let handles: Vec<ExecutionHandle> =
            self.active.lock().map(|a| a.values().flatten().cloned().collect()).unwrap_or_default();
        for h in handles {
            let _ = tokio::time::timeout(Duration::from_millis(500), h.request_suspend()).await;
        }
        let until = Instant::now() + grace;
        while self.active() > 0 && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

fn fresh_options(lease: &Lease, opts: RunOptions) -> ExecuteOptions {
    ExecuteOptions {
        run_id: Some(lease.run_id.clone()),
        bindings: opts.bindings,
        embed_code: false,
        auto_suspend: true,
        ..ExecuteOptions::default()
    }
}

/// A fresh run id: 128 random bits.
pub fn new_run_id() -> String {
    let mut b = [0u8; 16];
    if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
        let _ = std::io::Read::read_exact(&mut f, &mut b);
    }
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    b[..8].iter_mut().zip(t.to_le_bytes()).for_each(|(x, y)| *x ^= y);
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!("run-{hex}")
}

/// A program as the store keeps it.
pub fn program(code: &str, typescript: bool) -> Program {
    Program { code_hash: codemode::snapshot::code_hash(code, typescript), code: code.to_string(), typescript }
}

/// The store's record of a pending call whose outcome is not recorded yet.
fn unrecorded(p: &PendingCall) -> CallRecord {
    CallRecord {
        key: p.key.clone(),
        path: p.path.clone(),
        args: p.args.clone(),
        handle: p.handle.clone(),
        outcome: None,
        recorded_at: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_lower_limits_but_never_raise_them() {
        let caps = Limits { timeout_ms: Some(1_000), ..Limits::default() };
        let l = merge_limits(&caps, Some(&json!({ "timeoutMs": 50_000, "maxToolCalls": 3 }))).unwrap();
        assert_eq!(l.timeout_ms, Some(1_000));
        assert_eq!(l.max_tool_calls, Some(3));
        let l = merge_limits(&caps, Some(&json!({ "timeoutMs": 10 }))).unwrap();
        assert_eq!(l.timeout_ms, Some(10));
        assert!(merge_limits(&caps, Some(&json!({ "timeout": 1 }))).unwrap_err().contains("unknown limit"));
        assert!(merge_limits(&caps, Some(&json!({ "timeoutMs": -1 }))).is_err());
        assert!(merge_limits(&caps, Some(&json!([1]))).is_err());
    }

    #[test]
    fn options_roundtrip_through_json() {
        let o = RunOptions {
            bindings: vec![("user".into(), json!({ "id": 7 }))],
            limits: Limits { max_tool_calls: Some(2), max_memory_bytes: Some(1 << 24), ..Limits::default() },
        };
        let back = RunOptions::from_json(&o.to_json()).unwrap();
        assert_eq!(back.bindings, o.bindings);
        assert_eq!(back.limits, o.limits);
    }

    #[test]
    fn run_ids_differ() {
        let a = new_run_id();
        assert_eq!(a.len(), 36);
        assert_ne!(a, new_run_id());
    }
}
