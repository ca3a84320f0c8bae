//! One thousand runs at once on one runtime, with tools — on a thousand threads and as a thousand
//! async tasks on one thread: no state crosses runs (each result depends only on its own input and
//! tool results), the results equal those of a serial run, and the heap returns to its baseline
//! afterwards (measured by a counting global allocator).
#![allow(unsafe_code, reason = "the counting global allocator only forwards to `System`")]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::{Arc, Barrier, Mutex};
use std::time::Duration;

use codemode::{ExecuteOptions, Runtime, Tool};
use futures::executor::block_on;
use serde_json::{Value, json};

mod common;
use common::roundtrip_forced;

/// The system allocator, counting the bytes live.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: every call forwards to `System` with the caller's layout; the counter is only arithmetic.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded as is.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded as is.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded as is.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded as is.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_add(new_size as isize - layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// The tests of this file measure the whole process's heap: one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

const RUNS: usize = 1000;

/// `CODEMODE_ROUNDTRIP=1` (step 55 of the test scripts) saves and restores every run every few
/// instructions: a thousand runs of the loop below would take most of an hour there, so that mode
/// runs 20 of them at once — the same checks of results against a serial run and against each
/// run's own input. The heap checks hold in normal mode only: a forced roundtrip builds a fresh
/// VM from bytes at every cycle, which is what it tests, not what a host's runs cost.
fn runs() -> usize {
    if roundtrip_forced() { 20 } else { RUNS }
}

/// One program for every run (its input is the `seed` binding), so the runtime's code caches hold
/// one entry whatever the number of runs. It changes globals and intrinsics — a run that saw
/// another's changes would say so in its result — and calls tools, sequentially and at once.
const PROGRAM: &str = r#"
const seen = { mark: globalThis.mark, proto: Object.prototype.leak, extra: [].extra, sorted: typeof Array.prototype.sort }
globalThis.mark = seed
Object.prototype.leak = seed
Array.prototype.extra = seed
Array.prototype.sort = null
const a = await tools.math.mix({ n: seed })
const [b, c] = await Promise.all([tools.math.mix({ n: a.n }), tools.echo({ s: "run " + seed })])
let s = 0
for (let i = 0; i < 2000; i++) s = (s * 31 + i * seed) % 1000003
const keys = [a.key, b.key, c.key]
return { seed, a: a.n, b: b.n, c: c.s, s, r: Math.random(), keys, seen, mark: globalThis.mark }
"#;

/// A runtime whose tools answer after a short real delay, so that runs interleave while they wait.
fn runtime() -> Runtime {
    let mix = Tool::new("mixes a number", |v: Value, ctx| async move {
        let n = v["n"].as_i64().unwrap_or(0);
        futures_timer::Delay::new(Duration::from_millis(1 + (n % 5) as u64)).await;
        Ok(json!({ "n": (n * 7 + 3) % 10007, "key": ctx.key }))
    })
    .output_schema(json!({}));
    let echo = Tool::new("echoes", |v: Value, ctx| async move {
        futures_timer::Delay::new(Duration::from_millis(2)).await;
        Ok(json!({ "s": v["s"], "key": ctx.key }))
    })
    .output_schema(json!({}));
    Runtime::builder().tool("math.mix", mix).tool("echo", echo).build().unwrap()
}

fn options(i: usize) -> ExecuteOptions {
    ExecuteOptions {
        run_id: Some(format!("r{i}")),
        bindings: vec![("seed".into(), json!(i))],
        ..ExecuteOptions::default()
    }
}

/// What run `i` must give, computed from its input alone.
fn expected(i: usize) -> Value {
    let mix = |n: i64| (n * 7 + 3) % 10007;
    let a = mix(i as i64);
    let mut s: i64 = 0;
    for k in 0..2000 {
        s = (s * 31 + k * i as i64) % 1_000_003;
    }
    json!({
        "seed": i, "a": a, "b": mix(a), "c": format!("run {i}"), "s": s,
        "keys": [format!("r{i}:1"), format!("r{i}:2"), format!("r{i}:3")],
        "seen": { "sorted": "function" }, "mark": i,
    })
}

fn run_one(rt: &Runtime, i: usize) -> Value {
    let r = block_on(rt.execute_with(PROGRAM, options(i)));
    r.value().cloned().unwrap_or_else(|| panic!("run {i} failed: {:?}", r.error()))
}

/// Checks a result against its input; returns it without the random draw (equal across runs of
/// the same program, since the generator is seeded the same way in every run).
fn check(i: usize, mut v: Value) -> Value {
    let r = v.as_object_mut().unwrap().remove("r").unwrap();
    assert!(r.as_f64().is_some(), "run {i}: Math.random gave {r}");
    assert_eq!(v, expected(i), "run {i}");
    v["r"] = r;
    v
}

fn serial(rt: &Runtime) -> Vec<Value> {
    (0..runs()).map(|i| check(i, run_one(rt, i))).collect()
}

fn live() -> isize {
    LIVE.load(Ordering::SeqCst)
}

/// Runs `f` (a thousand runs at once) twice and checks the heap after the second time against
/// the heap before it: at most `slack` bytes more. The first time is the warm-up: it fills the
/// runtime's VM pool and the compile cache, and the high-water capacity of shared structures that
/// keep their capacity (the timer heap of `futures-timer` grows to a thousand pending delays).
/// Serial runs return to within 4 KiB (`serial_runs_return_to_the_baseline`).
fn returns_to_baseline(rt: &Runtime, slack: isize, f: impl Fn()) {
    f();
    if roundtrip_forced() {
        return;
    }
    let before = live();
    f();
    // Helper threads that finish cancelled calls, and thread exits, may lag a little.
    let mut after = live();
    for _ in 0..50 {
        if after - before <= slack {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
        after = live();
    }
    assert!(after - before <= slack, "heap grew by {} bytes (before {before}, after {after})", after - before);
    // The runtime still works.
    assert_eq!(check(7, run_one(rt, 7)), check(7, run_one(rt, 7)));
}

#[test]
fn a_thousand_runs_on_threads() {
    let _g = SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let rt = runtime();
    let want = serial(&rt);
    returns_to_baseline(&rt, 64 << 10, || {
        let barrier = Arc::new(Barrier::new(runs()));
        let threads: Vec<_> = (0..runs())
            .map(|i| {
                let rt = rt.clone();
                let barrier = barrier.clone();
                std::thread::Builder::new()
                    .stack_size(1 << 20)
                    .spawn(move || {
                        barrier.wait();
                        run_one(&rt, i)
                    })
                    .unwrap()
            })
            .collect();
        let got: Vec<Value> = threads.into_iter().enumerate().map(|(i, t)| check(i, t.join().unwrap())).collect();
        assert_eq!(got, want);
    });
}

#[test]
fn a_thousand_runs_as_async_tasks() {
    let _g = SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let rt = runtime();
    let want = serial(&rt);
    returns_to_baseline(&rt, 64 << 10, || {
        // Every execution is created first, then all are polled together on this one thread.
        let execs: Vec<_> = (0..runs()).map(|i| rt.execute_with(PROGRAM, options(i))).collect();
        let results = block_on(futures::future::join_all(execs));
        let got: Vec<Value> = results
            .into_iter()
            .enumerate()
            .map(|(i, r)| check(i, r.value().cloned().unwrap_or_else(|| panic!("run {i}: {:?}", r.error()))))
            .collect();
        assert_eq!(got, want);
    });
}

#[test]
fn serial_runs_return_to_the_baseline() {
    let _g = SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let rt = runtime();
    let want = serial(&rt);
    let before = live();
    assert_eq!(serial(&rt), want);
    if !roundtrip_forced() {
        // A few hundred bytes either way come and go with lazily grown or released shared
        // structures (one CI run saw -240); 4 KiB over a thousand runs still catches a leak of
        // more than 4 bytes per run.
        let grew = live() - before;
        assert!(grew <= 4096, "a serial pass of {RUNS} runs kept {grew} bytes");
    }
}
