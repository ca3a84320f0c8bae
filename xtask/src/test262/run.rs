//! Running tests: one test through the public API ([`run_one`]), and many in parallel
//! ([`run_all`]) in a way that survives anything the interpreter does.
//!
//! Three layers of protection:
//! - each test has a time, instruction, memory and output limit (its [`Runtime`]'s `Limits`);
//! - a panic is caught (`catch_unwind`) and becomes a failure `panic: <message> at <file:line>`;
//! - tests run in worker processes (this binary, `xtask test262 --worker`), one per parent
//!   thread: what `catch_unwind` cannot catch — an aborting allocation failure, a stack overflow —
//!   kills only the worker, and the test becomes a failure `crash: <first stderr line>`. A test that
//!   never answers (a native looping without consuming fuel) is killed by the watchdog on the
//!   main thread and fails as `hang: …`. Either way a fresh worker takes over the rest.
//!
//! Protocol: the parent writes `<index>\t<path under test/>` lines to the worker's stdin; the
//! worker answers each with one JSON line `{"i", "kind": "pass"|"fail"|"skip", "message"}`.
//! It does not decide skips or verdicts (`skip`, `verdict`) and prints nothing itself.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use codemode::{Limits, Runtime};
use serde_json::{Value, json};

use crate::test262::front_matter;
use crate::test262::program::Harness;
use crate::test262::skip::SkipList;
use crate::test262::verdict::{Verdict, judge};

/// A test file.
#[derive(Clone, Debug)]
pub struct Test {
    /// Its path under `test/`, `/`-separated (`built-ins/Array/length.js`).
    pub rel: String,
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
    /// How long it took (as the parent saw it).
    pub elapsed: Duration,
}

/// Settings of a run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The test262 checkout.
    pub root: PathBuf,
    /// The skip list file.
    pub skip_list: PathBuf,
    /// Worker threads (and processes).
    pub threads: usize,
    /// The per-test wall-clock limit.
    pub timeout_ms: u64,
}

/// The per-test instruction limit.
const MAX_INSTRUCTIONS: u64 = 200_000_000;
/// The per-test heap limit.
const MAX_MEMORY_BYTES: usize = 256 << 20;

impl Config {
    /// How long the watchdog waits before declaring a test hung (the VM checks its deadline only
    /// between slices of instructions, so a test may overrun its timeout a little).
    fn hang_after(&self) -> Duration {
        Duration::from_millis(self.timeout_ms.saturating_mul(4)) + Duration::from_secs(30)
    }

    /// The worker's command-line arguments (after `test262`).
    fn worker_args(&self) -> Vec<String> {
        vec![
            "--worker".into(),
            "--path".into(),
            self.root.display().to_string(),
            "--skip-list".into(),
            self.skip_list.display().to_string(),
            "--timeout-ms".into(),
            self.timeout_ms.to_string(),
        ]
    }
}

/// The runtime every test runs in.
///
/// # Errors
/// When the runtime cannot be built.
pub fn runtime(timeout_ms: u64) -> Result<Runtime, String> {
    Runtime::builder()
        .javascript(true)
        .limits(Limits {
            timeout_ms: Some(timeout_ms),
            max_instructions: Some(MAX_INSTRUCTIONS),
            max_memory_bytes: Some(MAX_MEMORY_BYTES),
            max_output_bytes: Some(1 << 20),
            max_tool_calls: None,
            max_snapshot_bytes: None,
            // test262 measures the language: arrays up to the language's own longest length
            // (2^32 - 1, which many tests set) rather than the host cap of 10^7. The memory limit
            // above still bounds what a test may allocate.
            max_array_length: Some(u32::MAX as usize),
            ..Limits::default()
        })
        .build()
        .map_err(|e| e.to_string())
}

thread_local! {
    /// The last panic on this thread, recorded by the hook [`install_panic_hook`] sets.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Replaces the default panic hook (which prints to stderr) by one that records the message and
/// location for the failure report.
fn install_panic_hook() {
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
pub fn run_one(runtime: &Runtime, harness: &Harness, skips: &SkipList, test_root: &Path, rel: &str) -> Outcome {
    let source = match std::fs::read_to_string(test_root.join(rel)) {
        Ok(s) => s,
        Err(e) => return Outcome::Fail(format!("runner: cannot read the test: {e}")),
    };
    let fm = match front_matter::parse_source(&source) {
        Ok(fm) => fm,
        Err(e) => return Outcome::Fail(format!("runner: front matter: {e}")),
    };
    if let Some(reason) = skips.reason(rel, &fm, &source) {
        return Outcome::Skip(reason);
    }
    let program = match harness.program(&fm, &source) {
        Ok(p) => p,
        Err(e) => return Outcome::Fail(format!("runner: {e}")),
    };
    LAST_PANIC.with(|p| p.borrow_mut().take());
    let run =
        std::panic::catch_unwind(AssertUnwindSafe(|| futures::executor::block_on(runtime.execute(&program.text))));
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
        Verdict::Fail(m) => match skips.failure_reason(&m) {
            Some(reason) => Outcome::Skip(reason),
            None => Outcome::Fail(m),
        },
    }
}

/// The worker process: answers `<index>\t<rel>` lines on stdin until it closes.
///
/// # Errors
/// When the skip list cannot be read or the runtime cannot be built.
pub fn worker_main(root: &Path, skip_list: &Path, timeout_ms: u64) -> Result<(), String> {
    let skips = SkipList::parse(&std::fs::read_to_string(skip_list).map_err(|e| e.to_string())?)?;
    let harness = Harness::new(root);
    let test_root = root.join("test");
    install_panic_hook();
    // The interpreter is stackless, but the parser recurses: give it room.
    let work = move || -> Result<(), String> {
        let runtime = runtime(timeout_ms)?;
        let mut out = std::io::stdout().lock();
        for line in std::io::stdin().lock().lines() {
            let line = line.map_err(|e| e.to_string())?;
            let Some((i, rel)) = line.split_once('\t') else { continue };
            let (kind, message) = match run_one(&runtime, &harness, &skips, &test_root, rel) {
                Outcome::Pass => ("pass", String::new()),
                Outcome::Fail(m) => ("fail", m),
                Outcome::Skip(m) => ("skip", m),
            };
            let answer = json!({ "i": i.parse::<usize>().unwrap_or(usize::MAX), "kind": kind, "message": message });
            writeln!(out, "{answer}").and_then(|()| out.flush()).map_err(|e| e.to_string())?;
        }
        Ok(())
    };
    std::thread::Builder::new()
        .name("test262-worker".into())
        .stack_size(64 << 20)
        .spawn(work)
        .map_err(|e| e.to_string())?
        .join()
        .unwrap_or_else(|_| Err("the worker thread panicked".into()))
}

/// A worker process as its parent thread sees it.
struct Process {
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// The first lines the process wrote to stderr (an abort's message).
    stderr: Arc<Mutex<VecDeque<String>>>,
    stderr_reader: JoinHandle<()>,
}

/// A parent thread's state, shared with the watchdog.
#[derive(Default)]
struct Slot {
    /// The test it is running and since when.
    current: Option<(usize, Instant)>,
    /// Its worker process (the watchdog kills it when a test hangs).
    child: Option<Child>,
    /// Set by the watchdog when it killed the worker.
    killed: bool,
}

/// What the parent threads share.
struct Shared {
    tests: Vec<Test>,
    next: AtomicUsize,
    slots: Mutex<Vec<Slot>>,
    config: Config,
}

impl Shared {
    fn slots(&self) -> std::sync::MutexGuard<'_, Vec<Slot>> {
        self.slots.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn start(&self, id: usize) -> Result<Process, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let mut child = Command::new(exe)
            .arg("test262")
            .args(self.config.worker_args())
            .env("RUST_BACKTRACE", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start a worker process: {e}"))?;
        let (Some(stdin), Some(stdout), Some(stderr)) = (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            return Err("worker process without pipes".into());
        };
        let lines = Arc::new(Mutex::new(VecDeque::new()));
        let sink = lines.clone();
        let stderr_reader = std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut l = sink.lock().unwrap_or_else(PoisonError::into_inner);
                if l.len() < 8 {
                    l.push_back(line);
                }
            }
        });
        let mut slots = self.slots();
        slots[id].child = Some(child);
        slots[id].killed = false;
        Ok(Process { stdin, stdout: BufReader::new(stdout), stderr: lines, stderr_reader })
    }

    /// Reaps a worker that stopped answering and says why.
    fn reap(&self, id: usize, process: Process, timeout: Duration) -> String {
        let Process { stdin, stdout, stderr, stderr_reader } = process;
        drop((stdin, stdout));
        let (child, killed) = {
            let mut slots = self.slots();
            (slots[id].child.take(), slots[id].killed)
        };
        let status = child.map(|mut c| {
            let _ = c.kill();
            c.wait().map_or_else(|e| e.to_string(), |s| s.to_string())
        });
        let _ = stderr_reader.join();
        if killed {
            return format!("hang: no answer after {} s; the worker process was killed", timeout.as_secs());
        }
        let lines = stderr.lock().unwrap_or_else(PoisonError::into_inner);
        let first = lines.iter().find(|l| !l.trim().is_empty()).cloned().unwrap_or_default();
        format!("crash: the worker process died ({}): {first}", status.unwrap_or_default())
    }
}

type Report = (usize, Outcome, Duration);

/// Runs one test in `process`: `Ok(None)` when the process did not answer.
fn ask(process: &mut Process, i: usize, rel: &str) -> Option<Outcome> {
    writeln!(process.stdin, "{i}\t{rel}").and_then(|()| process.stdin.flush()).ok()?;
    let mut line = String::new();
    if process.stdout.read_line(&mut line).ok()? == 0 {
        return None;
    }
    let v: Value = serde_json::from_str(&line).ok()?;
    if v["i"].as_u64() != Some(i as u64) {
        return Some(Outcome::Fail(format!("runner: the worker answered {line:?}")));
    }
    let message = v["message"].as_str().unwrap_or("").to_string();
    Some(match v["kind"].as_str() {
        Some("pass") => Outcome::Pass,
        Some("skip") => Outcome::Skip(message),
        _ => Outcome::Fail(message),
    })
}

/// A parent thread: feeds tests to its worker process, replacing it when it dies.
fn drive(id: usize, shared: &Shared, tx: &mpsc::Sender<Report>) {
    let mut process: Option<Process> = None;
    loop {
        let i = shared.next.fetch_add(1, Ordering::Relaxed);
        let Some(test) = shared.tests.get(i) else { break };
        let started = Instant::now();
        shared.slots()[id].current = Some((i, started));
        let p = match process.take() {
            Some(p) => Ok(p),
            None => shared.start(id),
        };
        let outcome = match p {
            Err(e) => Outcome::Fail(format!("runner: {e}")),
            Ok(mut p) => match ask(&mut p, i, &test.rel) {
                Some(o) => {
                    process = Some(p);
                    o
                }
                None => Outcome::Fail(shared.reap(id, p, started.elapsed())),
            },
        };
        shared.slots()[id].current = None;
        if tx.send((i, outcome, started.elapsed())).is_err() {
            break;
        }
    }
    if let Some(p) = process {
        drop(p.stdin);
        let child = shared.slots()[id].child.take();
        if let Some(mut c) = child {
            let _ = c.wait();
        }
        let _ = p.stderr_reader.join();
    }
}

/// Runs `tests` on `config.threads` worker processes; `progress` sees every result as it
/// arrives. The results come back in the order of `tests`.
#[must_use]
pub fn run_all(
    tests: Vec<Test>,
    config: Config,
    mut progress: impl FnMut(&TestResult, usize, usize),
) -> Vec<TestResult> {
    let n = tests.len();
    let threads = config.threads.clamp(1, n.max(1));
    let hang_after = config.hang_after();
    let shared = Arc::new(Shared {
        tests,
        next: AtomicUsize::new(0),
        slots: Mutex::new((0..threads).map(|_| Slot::default()).collect()),
        config,
    });
    let (tx, rx) = mpsc::channel::<Report>();
    let handles: Vec<_> = (0..threads)
        .map(|id| {
            let (shared, tx) = (shared.clone(), tx.clone());
            std::thread::spawn(move || drive(id, &shared, &tx))
        })
        .collect();
    drop(tx);
    let mut results: Vec<Option<TestResult>> = vec![None; n];
    let mut done = 0;
    loop {
        match rx.recv_timeout(Duration::from_millis(500)) {
            Ok((i, outcome, elapsed)) => {
                let r = TestResult { rel: shared.tests[i].rel.clone(), outcome, elapsed };
                done += 1;
                progress(&r, done, n);
                results[i] = Some(r);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                for slot in shared.slots().iter_mut() {
                    if let Some((_, since)) = slot.current
                        && !slot.killed
                        && since.elapsed() > hang_after
                        && let Some(child) = &mut slot.child
                    {
                        slot.killed = true;
                        let _ = child.kill();
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    for h in handles {
        let _ = h.join();
    }
    results
        .into_iter()
        .zip(&shared.tests)
        .map(|(r, t)| {
            r.unwrap_or_else(|| TestResult {
                rel: t.rel.clone(),
                outcome: Outcome::Fail("runner: no result (its thread died)".into()),
                elapsed: Duration::ZERO,
            })
        })
        .collect()
}
