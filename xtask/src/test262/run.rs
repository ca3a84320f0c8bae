//! Running tests: one test through the public API ([`run_one`]), and many in parallel on plain
//! threads ([`run_all`]).
//!
//! Each worker thread owns a [`Runtime`] (JavaScript mode, with time, instruction, memory and
//! output limits) and runs its tests with `futures::executor::block_on`. The run must survive
//! anything the interpreter does: a panic is caught (`catch_unwind`) and becomes a failure
//! `panic: …` with the panic's message and location, and a test that never returns (a native
//! that loops without consuming fuel) is reported as a hang by a watchdog on the main thread, which
//! abandons the stuck worker and starts another. Abandoned threads die with the process.
//!
//! It does not decide skips or verdicts (`skip`, `verdict`) and prints nothing except through the
//! caller's callback.

use std::cell::RefCell;
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use codemode::{Limits, Runtime};

use crate::test262::front_matter;
use crate::test262::program::Harness;
use crate::test262::skip::SkipList;
use crate::test262::verdict::{Verdict, judge};

/// A test file.
#[derive(Clone, Debug)]
pub struct Test {
    /// Its path under `test/`, `/`-separated (`built-ins/Array/length.js`).
    pub rel: String,
    /// Its path on disk.
    pub path: PathBuf,
}

/// What happened to a test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Passed.
    Pass,
    /// Failed, with the first line of the reason.
    Fail(String),
    /// Not run, with the reason.
    Skip(String),
}

/// A test and its outcome.
#[derive(Clone, Debug)]
pub struct TestResult {
    /// The test's path under `test/`.
    pub rel: String,
    /// What happened.
    pub outcome: Outcome,
    /// How long it took.
    pub elapsed: Duration,
}

/// Settings of a run.
#[derive(Clone, Debug)]
pub struct Config {
    /// Worker threads.
    pub threads: usize,
    /// The per-test wall-clock limit.
    pub timeout_ms: u64,
    /// The per-test instruction limit.
    pub max_instructions: u64,
    /// The per-test heap limit.
    pub max_memory_bytes: usize,
}

impl Config {
    /// How long the watchdog waits before declaring a test hung (the VM checks its deadline only
    /// between slices of instructions, so a test may overrun its timeout a little).
    fn hang_after(&self) -> Duration {
        Duration::from_millis(self.timeout_ms.saturating_mul(4)) + Duration::from_secs(30)
    }

    /// The runtime every test runs in.
    ///
    /// # Errors
    /// When the runtime cannot be built.
    pub fn runtime(&self) -> Result<Runtime, String> {
        Runtime::builder()
            .javascript(true)
            .limits(Limits {
                timeout_ms: Some(self.timeout_ms),
                max_instructions: Some(self.max_instructions),
                max_memory_bytes: Some(self.max_memory_bytes),
                max_output_bytes: Some(1 << 20),
                max_tool_calls: None,
            })
            .build()
            .map_err(|e| e.to_string())
    }
}

thread_local! {
    /// The last panic on this thread, recorded by the hook [`install_panic_hook`] sets.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Replaces the default panic hook (which prints to stderr) by one that records the message and
/// location for the failure report.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(non-string payload)".into());
        let msg = msg.lines().next().unwrap_or("").to_string();
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(format!("{msg}{at}")));
    }));
}

/// Runs one test: reads it, decides whether to skip it, runs its program and judges the result.
#[must_use]
pub fn run_one(runtime: &Runtime, harness: &Harness, skips: &SkipList, test: &Test) -> Outcome {
    let source = match std::fs::read_to_string(&test.path) {
        Ok(s) => s,
        Err(e) => return Outcome::Fail(format!("runner: cannot read the test: {e}")),
    };
    let fm = match front_matter::parse_source(&source) {
        Ok(fm) => fm,
        Err(e) => return Outcome::Fail(format!("runner: front matter: {e}")),
    };
    if let Some(reason) = skips.reason(&test.rel, &fm, &source) {
        return Outcome::Skip(reason);
    }
    let program = match harness.program(&fm, &source) {
        Ok(p) => p,
        Err(e) => return Outcome::Fail(format!("runner: {e}")),
    };
    LAST_PANIC.with(|p| p.borrow_mut().take());
    let run = std::panic::catch_unwind(AssertUnwindSafe(|| futures::executor::block_on(runtime.execute(&program.text))));
    let mut result = match run {
        Ok(r) => r,
        Err(_) => {
            let what = LAST_PANIC.with(|p| p.borrow_mut().take()).unwrap_or_else(|| "unknown".into());
            return Outcome::Fail(format!("panic: {what}"));
        }
    };
    if let Err(d) = &mut result.outcome {
        if let Some(loc) = d.location
            && !d.message.contains("(line ")
        {
            d.message.push_str(&format!(" (line {}, col {})", loc.line, loc.column));
        }
        d.message = program.map_positions(&d.message);
    }
    match judge(&fm, &result) {
        Verdict::Pass => Outcome::Pass,
        Verdict::Fail(m) => Outcome::Fail(m),
    }
}

/// A worker's state, shared with the watchdog.
#[derive(Default)]
struct Slot {
    /// The test it is running and since when.
    current: Option<(usize, Instant)>,
    /// Set by the watchdog: the worker must not report and must stop.
    abandoned: bool,
}

/// What the workers share.
struct Shared {
    tests: Vec<Test>,
    next: AtomicUsize,
    slots: Mutex<Vec<Slot>>,
    harness: Harness,
    skips: SkipList,
    config: Config,
}

type Report = (usize, Outcome, Duration);

fn worker(id: usize, shared: Arc<Shared>, tx: mpsc::Sender<Report>) {
    let runtime = shared.config.runtime();
    loop {
        let i = shared.next.fetch_add(1, Ordering::Relaxed);
        if i >= shared.tests.len() {
            return;
        }
        let started = Instant::now();
        {
            let mut slots = shared.slots.lock().unwrap_or_else(PoisonError::into_inner);
            if slots[id].abandoned {
                return;
            }
            slots[id].current = Some((i, started));
        }
        let outcome = match &runtime {
            Ok(rt) => run_one(rt, &shared.harness, &shared.skips, &shared.tests[i]),
            Err(e) => Outcome::Fail(format!("runner: cannot build the runtime: {e}")),
        };
        let mut slots = shared.slots.lock().unwrap_or_else(PoisonError::into_inner);
        if slots[id].abandoned {
            return;
        }
        slots[id].current = None;
        drop(slots);
        if tx.send((i, outcome, started.elapsed())).is_err() {
            return;
        }
    }
}

fn spawn(id: usize, shared: &Arc<Shared>, tx: &mpsc::Sender<Report>) -> std::thread::JoinHandle<()> {
    let (shared, tx) = (shared.clone(), tx.clone());
    std::thread::Builder::new()
        .name(format!("test262-{id}"))
        .stack_size(64 << 20)
        .spawn(move || worker(id, shared, tx))
        .unwrap_or_else(|e| panic!("cannot spawn a worker thread: {e}"))
}

/// Runs `tests` on `config.threads` threads; `progress` sees every result as it arrives. The
/// results come back in the order of `tests`.
#[must_use]
pub fn run_all(
    tests: Vec<Test>,
    config: Config,
    harness: Harness,
    skips: SkipList,
    mut progress: impl FnMut(&TestResult, usize, usize),
) -> Vec<TestResult> {
    let n = tests.len();
    let threads = config.threads.max(1);
    let hang_after = config.hang_after();
    let shared = Arc::new(Shared {
        tests,
        next: AtomicUsize::new(0),
        slots: Mutex::new((0..threads).map(|_| Slot::default()).collect()),
        harness,
        skips,
        config,
    });
    let (tx, rx) = mpsc::channel::<Report>();
    let mut handles: Vec<_> = (0..threads).map(|id| spawn(id, &shared, &tx)).collect();
    let mut results: Vec<Option<TestResult>> = vec![None; n];
    let mut done = 0;
    let mut record = |i: usize, outcome: Outcome, elapsed: Duration, results: &mut Vec<Option<TestResult>>| {
        if results[i].is_none() {
            let r = TestResult { rel: shared.tests[i].rel.clone(), outcome, elapsed };
            done += 1;
            progress(&r, done, n);
            results[i] = Some(r);
        }
    };
    while results.iter().any(Option::is_none) {
        match rx.recv_timeout(Duration::from_millis(500)) {
            Ok((i, outcome, elapsed)) => record(i, outcome, elapsed, &mut results),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let mut hung = Vec::new();
                {
                    let mut slots = shared.slots.lock().unwrap_or_else(PoisonError::into_inner);
                    for slot in slots.iter_mut() {
                        if let Some((i, since)) = slot.current
                            && !slot.abandoned
                            && since.elapsed() > hang_after
                        {
                            slot.abandoned = true;
                            hung.push((i, since.elapsed()));
                        }
                    }
                    for _ in &hung {
                        slots.push(Slot::default());
                    }
                }
                for (i, elapsed) in hung {
                    let msg = format!("hang: no result after {} s (its thread was abandoned)", elapsed.as_secs());
                    record(i, Outcome::Fail(msg), elapsed, &mut results);
                    handles.push(spawn(handles.len(), &shared, &tx));
                }
                // Every worker gone but results missing: a worker died outside `catch_unwind`.
                let live = {
                    let slots = shared.slots.lock().unwrap_or_else(PoisonError::into_inner);
                    handles.iter().zip(slots.iter()).any(|(h, s)| !h.is_finished() && !s.abandoned)
                };
                if !live {
                    while let Ok((i, outcome, elapsed)) = rx.try_recv() {
                        record(i, outcome, elapsed, &mut results);
                    }
                    for i in 0..n {
                        record(i, Outcome::Fail("runner: its worker thread died".into()), Duration::ZERO, &mut results);
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    results.into_iter().flatten().collect()
}
