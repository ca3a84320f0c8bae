//! Suspended-run round trips per second through the store, on SQLite and (when
//! `CODEMODE_TEST_POSTGRES_URL` is set) PostgreSQL, with one, two and three workers.
//!
//! A worker is a thread with its own tokio runtime, its own store handle (its own connections)
//! and its own codemode runtime, as a worker process would have. Each iteration: create a run and
//! execute it to its suspension on a durable call, then the round trip proper — save the
//! suspension, record the call's outcome, claim a ready run (any worker's: `SKIP LOCKED` on
//! PostgreSQL, the write lock on SQLite), resume it from the stored bytes and finish it. The
//! figures are round trips per second over all workers and the mean time of each step.
//!
//! `cargo bench -p codemode-store --bench roundtrips` (`CODEMODE_BENCH_SECS`, default 3 per point).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use codemode::{CallOutcome, Durable, ExecuteOptions, Outcome, Runtime, Tool};
use codemode_store::{Finish, NewRun, Resume, Store, StoreOptions};
use serde_json::{Value, json};

const PROGRAM: &str = "const order = { id: 'o1', items: [1, 2, 3] };
const r = await tools.approve({ order: order.id, total: order.items.reduce((a, b) => a + b, 0) });
return r.ok ? 'shipped' : 'held'";

fn runtime() -> Runtime {
    let approve = Durable::new(
        |_: Value, ctx: codemode::DurableContext| async move { Ok(json!({ "ticket": ctx.key })) },
        |_h: Value, _ctx| futures::future::pending(),
    );
    Runtime::builder().tool("approve", Tool::durable("Approve", approve).output_schema(json!({}))).build().unwrap()
}

/// Time spent in each step, summed.
#[derive(Default, Clone, Copy)]
struct Steps {
    execute: Duration,
    save: Duration,
    record: Duration,
    claim: Duration,
    resume: Duration,
    finish: Duration,
    trips: u64,
}

async fn work(store: Arc<dyn Store>, worker: String, until: Instant) -> Steps {
    let rt = runtime();
    let mut s = Steps::default();
    let mut n = 0u64;
    while Instant::now() < until {
        n += 1;
        let id = format!("{worker}-{n}");
        let run = NewRun {
            id: id.clone(),
            owner: "bench".into(),
            code: PROGRAM.into(),
            typescript: true,
            options: json!({}),
        };
        let t = Instant::now();
        let lease = store.create(&run, &worker, 60_000).await.unwrap();
        let opts =
            ExecuteOptions { run_id: Some(id.clone()), auto_suspend: true, embed_code: false, ..Default::default() };
        let Outcome::Suspended(susp) = rt.execute_with(PROGRAM, opts).result().await else { panic!("suspends") };
        s.execute += t.elapsed();

        let t = Instant::now();
        store.save_suspension(&lease, &susp.state).await.unwrap();
        s.save += t.elapsed();
        let t = Instant::now();
        let outcomes = BTreeMap::from([(susp.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": true })))]);
        store.record_outcomes(&id, &outcomes, "bench").await.unwrap();
        s.record += t.elapsed();
        let t = Instant::now();
        let claim = match store.claim(&worker, 60_000, 1).await.unwrap().pop() {
            Some(c) => c,
            // Another worker took every ready run: take this one (it may be gone too).
            None => match store.claim_run(&id, &worker, 60_000).await.unwrap() {
                Some(c) => c,
                None => continue,
            },
        };
        s.claim += t.elapsed();
        let t = Instant::now();
        let Resume::Snapshot { snapshot, outcomes } = claim.resume else { panic!("a snapshot") };
        let result = rt.resume(*snapshot, outcomes).await;
        assert_eq!(result.value(), Some(&json!("shipped")));
        s.resume += t.elapsed();
        let t = Instant::now();
        store.finish(&claim.lease, &result.to_json(), Finish::Finished).await.unwrap();
        s.finish += t.elapsed();
        s.trips += 1;
    }
    s
}

fn point(url: &str, workers: usize, secs: f64) -> (f64, Steps) {
    let until = Instant::now() + Duration::from_secs_f64(secs);
    let started = Instant::now();
    let handles: Vec<_> = (0..workers)
        .map(|i| {
            let url = url.to_string();
            std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                rt.block_on(async move {
                    let store = codemode_store::open(
                        &url,
                        StoreOptions { key: Some(b"bench key".to_vec()), max_connections: Some(2) },
                    )
                    .await
                    .unwrap();
                    work(store, format!("w{i}"), until).await
                })
            })
        })
        .collect();
    let mut total = Steps::default();
    for h in handles {
        let s = h.join().unwrap();
        total.trips += s.trips;
        total.execute += s.execute;
        total.save += s.save;
        total.record += s.record;
        total.claim += s.claim;
        total.resume += s.resume;
        total.finish += s.finish;
    }
    (total.trips as f64 / started.elapsed().as_secs_f64(), total)
}

fn us(d: Duration, n: u64) -> f64 {
    d.as_secs_f64() * 1e6 / n.max(1) as f64
}

fn fresh_postgres(base: &str, name: &str) -> String {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let (c, conn) = tokio_postgres::connect(base, tokio_postgres::NoTls).await.unwrap();
        tokio::spawn(conn);
        c.batch_execute(&format!("DROP SCHEMA IF EXISTS {name} CASCADE; CREATE SCHEMA {name}")).await.unwrap();
    });
    let sep = if base.contains('?') { '&' } else { '?' };
    format!("{base}{sep}options=-csearch_path%3D{name}")
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let secs: f64 = std::env::var("CODEMODE_BENCH_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let dir = std::env::temp_dir().join(format!("codemode-store-bench-{}", std::process::id()));
    let mut backends = vec![("sqlite", None)];
    if let Ok(pg) = std::env::var("CODEMODE_TEST_POSTGRES_URL") {
        backends.push(("postgres", Some(pg)));
    }
    println!("suspended-run round trips (save, record outcome, claim, resume, finish); {secs} s per point");
    println!("backend   workers  trips/s  speedup   µs per trip: execute  save  record  claim  resume  finish");
    for (name, pg) in backends {
        let mut one = 0.0;
        for workers in 1..=3 {
            let url = match &pg {
                Some(base) => fresh_postgres(base, &format!("bench_{workers}")),
                None => {
                    let _ = std::fs::remove_dir_all(&dir);
                    format!("sqlite:{}", dir.join(format!("bench-{workers}.db")).display())
                }
            };
            let (rate, s) = point(&url, workers, secs);
            if workers == 1 {
                one = rate;
            }
            let n = s.trips;
            println!(
                "{name:9} {workers:7} {rate:8.0} {:7.2}x   {:20.0} {:5.0} {:7.0} {:6.0} {:7.0} {:7.0}",
                rate / one,
                us(s.execute, n),
                us(s.save, n),
                us(s.record, n),
                us(s.claim, n),
                us(s.resume, n),
                us(s.finish, n)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
