//! The suspend/resume operations of the `snapshot` bench, each in a loop, for profilers
//! (`valgrind --tool=callgrind target/release/examples/suspend resume 200`): `tool-program-20.js`
//! with a durable `orders.lookup`. `first` runs code → first pause; `resume` decodes the
//! first-pause snapshot, resumes it to the next pause and encodes that; `encode`/`decode` time the
//! codec alone; `memory` prints the bytes a fresh run holds beyond the shared realm (a counting
//! global allocator); `dump` prints the bytes at the first and the next pause in hex. Prints the
//! mean time per operation.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};

use codemode::{CallOutcome, Durable, ExecuteOptions, Outcome, Runtime, Snapshot, Tool};
use serde_json::json;

/// The system allocator, counting the bytes live while [`COUNTING`] is set (only `memory` sets
/// it: an atomic add per allocation and per free would be a few microseconds of every timed
/// operation).
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);
static COUNTING: AtomicBool = AtomicBool::new(false);

#[allow(unsafe_code)]
// SAFETY: every method forwards to the system allocator with the caller's arguments.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            LIVE.fetch_add(l.size() as isize, Ordering::Relaxed);
        }
        // SAFETY: forwarded.
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        if COUNTING.load(Ordering::Relaxed) {
            LIVE.fetch_sub(l.size() as isize, Ordering::Relaxed);
        }
        // SAFETY: forwarded.
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            LIVE.fetch_add(n as isize - l.size() as isize, Ordering::Relaxed);
        }
        // SAFETY: forwarded.
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn runtime() -> Runtime {
    let durable = Durable::new(
        |input: serde_json::Value, _ctx| async move { Ok(input) },
        |_h: serde_json::Value, _ctx| futures::future::pending(),
    );
    let lookup = Tool::durable("Look up an order", durable).output_schema(json!({}));
    Runtime::builder().tool("orders.lookup", lookup).build().expect("runtime")
}

#[inline(never)]
fn first(runtime: &Runtime, code: &str) -> Snapshot {
    let opts = ExecuteOptions { auto_suspend: true, embed_code: false, run_id: Some("b".into()), ..Default::default() };
    match futures::executor::block_on(runtime.execute_with(code, opts).result()) {
        Outcome::Suspended(s) => s.state,
        Outcome::Finished(r) => panic!("did not suspend: {r:?}"),
    }
}

#[inline(never)]
fn resume(runtime: &Runtime, bytes: &[u8]) -> Vec<u8> {
    let state = Snapshot::from_bytes(bytes, None).expect("decode");
    // As a host settles its one call: a pair, not a map.
    let key = state.pending[0].key.clone();
    let outcome = CallOutcome::ok(json!({ "id": "order_0", "status": "open" }));
    match futures::executor::block_on(runtime.resume_auto(state, [(key, outcome)]).result()) {
        Outcome::Suspended(s) => s.state.to_bytes(None).expect("encode"),
        Outcome::Finished(r) => panic!("did not suspend: {r:?}"),
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_else(|| "resume".into());
    let times: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let code = codemode_benches::program("tool-program-20.js");
    let runtime = runtime();
    let s0 = first(&runtime, &code);
    let bytes0 = s0.to_bytes(None).expect("bytes");
    let t = std::time::Instant::now();
    match what.as_str() {
        "first" => (0..times).for_each(|_| drop(std::hint::black_box(first(&runtime, &code)))),
        "resume" => (0..times).for_each(|_| drop(std::hint::black_box(resume(&runtime, &bytes0)))),
        "encode" => (0..times).for_each(|_| drop(std::hint::black_box(s0.to_bytes(None)))),
        "decode" => (0..times).for_each(|_| drop(std::hint::black_box(Snapshot::from_bytes(&bytes0, None)))),
        "memory" => {
            // Warm up (compile cache, pooled VMs), then hold `times` suspended runs' VMs alive
            // through executions that are started and polled to their first pause but kept.
            let _ = first(&runtime, &code);
            COUNTING.store(true, Ordering::SeqCst);
            let before = LIVE.load(Ordering::Relaxed);
            let mut held = Vec::new();
            for _ in 0..times {
                let opts = ExecuteOptions { run_id: Some("m".into()), ..Default::default() };
                let mut exec = Box::pin(runtime.execute_with(&code, opts));
                let waker = futures::task::noop_waker();
                let mut cx = std::task::Context::from_waker(&waker);
                assert!(std::future::Future::poll(exec.as_mut(), &mut cx).is_pending(), "finished early");
                held.push(exec);
            }
            let after = LIVE.load(Ordering::Relaxed);
            println!(
                "{times} runs waiting at their first call: {} bytes live beyond the shared realm per run",
                (after - before) / isize::try_from(times.max(1)).unwrap_or(1)
            );
            drop(held);
            return;
        }
        "dump" => {
            // The bytes at the first pause and at the next one, in hex (to inspect the format).
            println!("{}", hex(&bytes0));
            println!("{}", hex(&resume(&runtime, &bytes0)));
            return;
        }
        other => panic!("unknown operation {other} (first | resume | encode | decode | memory | dump)"),
    }
    let per = t.elapsed().as_secs_f64() * 1e6 / f64::from(times.max(1));
    println!("{what}: {per:.2} µs per operation ({} bytes at the first pause)", bytes0.len());
}
