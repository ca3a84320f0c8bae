//! The store's contract, run against both backends: SQLite always, PostgreSQL when
//! `CODEMODE_TEST_POSTGRES_URL` is set (each test in a schema of its own). Snapshots are real ones,
//! made by a runtime whose durable tool suspends, and runs are resumed from what the store gives
//! back.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use codemode::{CallOutcome, Durable, ExecuteOptions, Outcome, Runtime, Snapshot, Tool};
use codemode_store::{Cancel, Expiry, Finish, NewRun, Resume, RunState, Store, StoreError, StoreOptions, open};
use serde_json::{Value, json};

/// How to open (more instances of) the database a test uses, and reach it underneath.
struct Backend {
    url: String,
}

static NEXT: AtomicU64 = AtomicU64::new(0);

fn unique(prefix: &str) -> String {
    format!("{prefix}_{}_{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

impl Backend {
    fn sqlite() -> Backend {
        let dir = std::env::temp_dir().join(unique("codemode-store-test"));
        std::fs::create_dir_all(&dir).unwrap();
        Backend { url: format!("sqlite:{}", dir.join("runs.db").display()) }
    }

    async fn postgres() -> Option<Backend> {
        let base = std::env::var("CODEMODE_TEST_POSTGRES_URL").ok()?;
        let schema = unique("t");
        let (client, conn) =
            tokio_postgres::connect(&base, tokio_postgres::NoTls).await.expect("connects to PostgreSQL");
        tokio::spawn(conn);
        client.batch_execute(&format!("CREATE SCHEMA {schema}")).await.unwrap();
        let sep = if base.contains('?') { '&' } else { '?' };
        Some(Backend { url: format!("{base}{sep}options=-csearch_path%3D{schema}") })
    }

    async fn open(&self, key: Option<&[u8]>) -> Arc<dyn Store> {
        open(&self.url, StoreOptions { key: key.map(<[u8]>::to_vec), max_connections: Some(4) }).await.expect("opens")
    }

    /// Runs one SQL statement on the database directly (what an attacker or a bug would do).
    async fn execute(&self, sql: &str) {
        if let Some(path) = self.url.strip_prefix("sqlite:") {
            let path = path.to_string();
            let sql = sql.to_string();
            tokio::task::spawn_blocking(move || rusqlite::Connection::open(path).unwrap().execute_batch(&sql).unwrap())
                .await
                .unwrap();
        } else {
            let (client, conn) = tokio_postgres::connect(&self.url, tokio_postgres::NoTls).await.unwrap();
            tokio::spawn(conn);
            client.batch_execute(sql).await.unwrap();
        }
    }
}

/// A runtime whose `approve` tool is durable and never answers by itself.
fn runtime() -> Runtime {
    let approve = Durable::new(
        |input: Value, ctx: codemode::DurableContext| async move { Ok(json!({ "ticket": ctx.key, "item": input["item"] })) },
        |_h: Value, _ctx| futures::future::pending(),
    );
    Runtime::builder()
        .tool("approve", Tool::durable("Ask a human", approve).output_schema(json!({ "type": "object" })))
        .build()
        .unwrap()
}

const ONE: &str = "const r = await tools.approve({ item: 'deploy' }); return r.ok ? 'deployed' : 'stopped'";
const TWO: &str = "const [a, b] = await Promise.all([tools.approve({ item: 'a' }), tools.approve({ item: 'b' })]);
return [a.ok, b.ok]";

fn new_run(code: &str) -> NewRun {
    NewRun {
        id: unique("run"),
        owner: "tester".into(),
        code: code.into(),
        typescript: true,
        options: json!({ "n": 1 }),
    }
}

async fn suspend(rt: &Runtime, run: &NewRun) -> Snapshot {
    let opts =
        ExecuteOptions { run_id: Some(run.id.clone()), auto_suspend: true, embed_code: false, ..Default::default() };
    match rt.execute_with(&run.code, opts).result().await {
        Outcome::Suspended(s) => s.state,
        Outcome::Finished(r) => panic!("expected a suspension: {r:?}"),
    }
}

fn ok(v: Value) -> CallOutcome {
    CallOutcome::ok(v)
}

fn outcomes(pairs: &[(&str, CallOutcome)]) -> BTreeMap<String, CallOutcome> {
    pairs.iter().map(|(k, o)| ((*k).to_string(), o.clone())).collect()
}

/// A new run of `code` created by `worker`, suspended and saved, with its first pending call's
/// outcome recorded (`{ ok: true }`, from the API).
async fn suspended_with_first_outcome(store: &dyn Store, rt: &Runtime, code: &str, worker: &str) -> (NewRun, Snapshot) {
    let run = new_run(code);
    let lease = store.create(&run, worker, 60_000).await.unwrap();
    let snap = suspend(rt, &run).await;
    store.save_suspension(&lease, &snap).await.unwrap();
    store
        .record_outcomes(&run.id, &outcomes(&[(&snap.pending[0].key, ok(json!({ "ok": true })))]), "api")
        .await
        .unwrap();
    (run, snap)
}

fn events(h: &[codemode_store::Event]) -> Vec<String> {
    h.iter().map(|e| e.event.clone()).collect()
}

async fn full_cycle(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let run = new_run(ONE);
    let lease = store.create(&run, "w1", 60_000).await.unwrap();
    assert_eq!(lease.epoch, 1);
    assert!(matches!(store.create(&run, "w1", 60_000).await, Err(StoreError::Conflict(_))), "ids are unique");
    let snap = suspend(&rt, &run).await;
    let key = snap.pending[0].key.clone();
    assert_eq!(store.save_suspension(&lease, &snap).await.unwrap(), RunState::Suspended);

    let rec = store.get(&run.id).await.unwrap().unwrap();
    assert_eq!(rec.state, RunState::Suspended);
    assert_eq!(rec.options, json!({ "n": 1 }));
    assert_eq!(rec.calls.len(), 1);
    assert_eq!(rec.calls[0].key, key);
    assert_eq!(rec.calls[0].path, "approve");
    assert_eq!(rec.calls[0].args, json!({ "item": "deploy" }));
    assert_eq!(rec.calls[0].handle, Some(json!({ "ticket": key, "item": "deploy" })));
    assert!(rec.lease_owner.is_none());
    // Nothing to claim yet: the run waits.
    assert!(store.claim("w2", 60_000, 10).await.unwrap().is_empty());

    // Unknown keys and runs are refused; nothing is recorded by a failed batch.
    let bad = outcomes(&[(&key, ok(json!({ "ok": true }))), ("nope:1", ok(json!(1)))]);
    assert!(matches!(store.record_outcomes(&run.id, &bad, "api").await, Err(StoreError::NotFound(_))));
    assert!(store.get(&run.id).await.unwrap().unwrap().calls[0].outcome.is_none(), "all or none");
    assert!(matches!(store.record_outcomes("no-such-run", &bad, "api").await, Err(StoreError::NotFound(_))));

    let good = outcomes(&[(&key, ok(json!({ "ok": true })))]);
    let r = store.record_outcomes(&run.id, &good, "api").await.unwrap();
    assert_eq!(r.applied, vec![key.clone()]);
    assert!(r.ready);
    // The same outcome again (key order and number form aside) is a no-op; a different one is refused.
    let again = store.record_outcomes(&run.id, &outcomes(&[(&key, ok(json!({ "ok": true })))]), "api").await.unwrap();
    assert_eq!((again.applied.len(), again.duplicates.len()), (0, 1));
    let other = outcomes(&[(&key, ok(json!({ "ok": false })))]);
    assert!(matches!(store.record_outcomes(&run.id, &other, "api").await, Err(StoreError::Conflict(_))));
    let failed = outcomes(&[(&key, CallOutcome::err("no"))]);
    assert!(matches!(store.record_outcomes(&run.id, &failed, "api").await, Err(StoreError::Conflict(_))));
    assert_eq!(store.get(&run.id).await.unwrap().unwrap().state, RunState::Ready);

    // Claim, resume from what the store gives back, finish.
    let claims = store.claim("w2", 60_000, 10).await.unwrap();
    assert_eq!(claims.len(), 1);
    let c = &claims[0];
    assert!(!c.takeover);
    assert_eq!(c.lease.epoch, 2);
    assert_eq!(c.program.code, ONE);
    assert_eq!(c.options, json!({ "n": 1 }));
    let Resume::Snapshot { snapshot, outcomes: got } = c.resume.clone() else { panic!("a snapshot: {:?}", c.resume) };
    assert_eq!(got, good);
    assert_eq!(snapshot.code.as_deref(), Some(ONE), "the code is put back");
    let result = rt.resume(*snapshot, got).await;
    assert_eq!(result.value(), Some(&json!("deployed")));
    assert!(store.claim("w3", 60_000, 10).await.unwrap().is_empty(), "held by w2");
    store.finish(&c.lease, &result.to_json(), Finish::Finished).await.unwrap();
    // Finishing again with the same lease is idempotent (a retried call); the old lease is refused.
    store.finish(&c.lease, &result.to_json(), Finish::Finished).await.unwrap();
    assert!(matches!(store.finish(&lease, &result.to_json(), Finish::Finished).await, Err(StoreError::Lost(_))));
    // Outcomes for a finished run: the same one is still a no-op, new ones are refused.
    assert_eq!(store.record_outcomes(&run.id, &good, "api").await.unwrap().duplicates.len(), 1);

    let rec = store.get(&run.id).await.unwrap().unwrap();
    assert_eq!(rec.state, RunState::Finished);
    assert_eq!(rec.result.as_ref().and_then(|r| r.get("value")), Some(&json!("deployed")));
    let h = store.history(&run.id).await.unwrap();
    assert_eq!(events(&h), ["created", "suspended", "outcome", "resumed", "finished"]);
    assert_eq!(h[2].key.as_deref(), Some(key.as_str()));
    assert_eq!(h[3].worker.as_deref(), Some("w2"));
    assert!(h.windows(2).all(|w| w[0].at <= w[1].at), "times increase");
    assert!(h[0].at > 1_600_000_000_000, "times are ms since the epoch");

    let stats = store.stats().await.unwrap();
    assert_eq!(stats.runs.get("finished"), Some(&1));
    assert_eq!(stats.events.get("resumed"), Some(&1));
    assert_eq!(stats.events.get("outcome"), Some(&1));
}

async fn two_pending_and_programs_once(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let runs = [new_run(TWO), new_run(TWO)];
    for run in &runs {
        let lease = store.create(run, "w1", 60_000).await.unwrap();
        let snap = suspend(&rt, run).await;
        assert_eq!(snap.pending.len(), 2);
        store.save_suspension(&lease, &snap).await.unwrap();
    }
    assert_eq!(store.stats().await.unwrap().programs, 1, "one program for two runs");
    let hash = codemode::snapshot::code_hash(TWO, true);
    assert_eq!(store.program(&hash).await.unwrap().map(|p| p.code), Some(TWO.to_string()));

    let run = &runs[0];
    let calls = store.get(&run.id).await.unwrap().unwrap().calls;
    let waiting = store.waiting_calls(100).await.unwrap();
    assert_eq!(waiting.len(), 4);
    assert!(waiting.iter().any(|w| w.run_id == run.id && w.call.key == calls[1].key));
    // One outcome: still waiting for the other.
    let first =
        store.record_outcomes(&run.id, &outcomes(&[(&calls[0].key, ok(json!({ "ok": true })))]), "job").await.unwrap();
    assert!(!first.ready);
    assert_eq!(store.waiting_calls(100).await.unwrap().len(), 3);
    assert!(store.claim_run(&run.id, "w2", 60_000).await.unwrap().is_none(), "not ready yet");
    let second =
        store.record_outcomes(&run.id, &outcomes(&[(&calls[1].key, ok(json!({ "ok": false })))]), "job").await.unwrap();
    assert!(second.ready);
    let c = store.claim_run(&run.id, "w2", 60_000).await.unwrap().expect("ready");
    let Resume::Snapshot { snapshot, outcomes } = c.resume else { panic!() };
    let r = rt.resume(*snapshot, outcomes).await;
    assert_eq!(r.value(), Some(&json!([true, false])));
}

async fn resumed_run_suspends_again(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let code =
        "const a = await tools.approve({ item: 1 }); const b = await tools.approve({ item: 2 }); return [a.v, b.v]";
    let run = new_run(code);
    let lease = store.create(&run, "w1", 60_000).await.unwrap();
    let s1 = suspend(&rt, &run).await;
    store.save_suspension(&lease, &s1).await.unwrap();
    store.record_outcomes(&run.id, &outcomes(&[(&s1.pending[0].key, ok(json!({ "v": 1 })))]), "api").await.unwrap();
    let c = store.claim("w2", 60_000, 1).await.unwrap().pop().unwrap();
    let Resume::Snapshot { snapshot, outcomes: o } = c.resume else { panic!() };
    let Outcome::Suspended(s2) = rt.resume_auto(*snapshot, o).result().await else { panic!("suspends again") };
    assert_ne!(s2.pending[0].key, s1.pending[0].key);
    store.save_suspension(&c.lease, &s2.state).await.unwrap();
    let rec = store.get(&run.id).await.unwrap().unwrap();
    assert_eq!(
        rec.calls.iter().map(|c| c.key.clone()).collect::<Vec<_>>(),
        vec![s2.pending[0].key.clone()],
        "the latest suspension's calls"
    );
    // An outcome for the first suspension's call is still the same no-op, or a conflict.
    let dup =
        store.record_outcomes(&run.id, &outcomes(&[(&s1.pending[0].key, ok(json!({ "v": 1 })))]), "api").await.unwrap();
    assert_eq!(dup.duplicates.len(), 1);
    assert!(!dup.ready);
    store.record_outcomes(&run.id, &outcomes(&[(&s2.pending[0].key, ok(json!({ "v": 2 })))]), "api").await.unwrap();
    let c = store.claim("w3", 60_000, 1).await.unwrap().pop().unwrap();
    assert_eq!(c.lease.epoch, 3);
    let Resume::Snapshot { snapshot, outcomes: o } = c.resume else { panic!() };
    assert_eq!(rt.resume(*snapshot, o).await.value(), Some(&json!([1, 2])));
}

async fn leases_expire_and_are_fenced(b: Backend) {
    let a = b.open(None).await;
    let other = b.open(None).await; // another worker process
    let run = new_run(ONE);
    let lease = a.create(&run, "w1", 300).await.unwrap();
    assert!(other.claim("w2", 60_000, 10).await.unwrap().is_empty(), "the lease is live");
    assert!(a.renew(&lease, 300).await.unwrap().held);
    tokio::time::sleep(std::time::Duration::from_millis(450)).await;
    // w1 died: its lease expired; w2 takes the run over from the start (it never suspended).
    let c = other.claim("w2", 60_000, 10).await.unwrap().pop().expect("a takeover");
    assert!(c.takeover);
    assert_eq!(c.lease.epoch, 2);
    assert!(matches!(c.resume, Resume::Fresh));
    assert_eq!(c.program.code, ONE);
    // w1 wakes up: it can no longer renew, save or finish.
    assert!(!a.renew(&lease, 300).await.unwrap().held);
    let snap = suspend(&runtime(), &run).await;
    assert!(matches!(a.save_suspension(&lease, &snap).await, Err(StoreError::Lost(_))));
    assert!(matches!(a.finish(&lease, &json!({}), Finish::Finished).await, Err(StoreError::Lost(_))));
    // Released, the run is claimable at once.
    other.release(&c.lease).await.unwrap();
    let c2 = a.claim("w1", 60_000, 10).await.unwrap().pop().expect("claimable after release");
    assert_eq!(c2.lease.epoch, 3);
    let h = events(&a.history(&run.id).await.unwrap());
    assert_eq!(h, ["created", "takeover", "released", "takeover"]);
    assert_eq!(a.stats().await.unwrap().events.get("takeover"), Some(&2));
}

async fn concurrent_claims_take_each_run_once(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let mut ids = Vec::new();
    for _ in 0..12 {
        let (run, _) = suspended_with_first_outcome(&*store, &rt, ONE, "w0").await;
        ids.push(run.id);
    }
    let workers: Vec<Arc<dyn Store>> = vec![b.open(None).await, b.open(None).await, b.open(None).await];
    let mut tasks = Vec::new();
    for (i, w) in workers.into_iter().enumerate() {
        tasks.push(tokio::spawn(async move {
            let mut got = Vec::new();
            for _ in 0..8 {
                for c in w.claim(&format!("w{i}"), 60_000, 2).await.unwrap() {
                    got.push(c.lease.run_id);
                }
            }
            got
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    all.sort();
    ids.sort();
    assert_eq!(all, ids, "every run claimed exactly once");
}

async fn concurrent_outcomes_apply_once(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let run = new_run(ONE);
    let lease = store.create(&run, "w0", 60_000).await.unwrap();
    let snap = suspend(&rt, &run).await;
    store.save_suspension(&lease, &snap).await.unwrap();
    let o = outcomes(&[(&snap.pending[0].key, ok(json!({ "ok": true })))]);
    let mut tasks = Vec::new();
    for _ in 0..4 {
        let s = b.open(None).await;
        let o = o.clone();
        let id = run.id.clone();
        tasks.push(tokio::spawn(async move { s.record_outcomes(&id, &o, "api").await.unwrap() }));
    }
    let mut applied = 0;
    for t in tasks {
        applied += t.await.unwrap().applied.len();
    }
    assert_eq!(applied, 1);
    let h = events(&store.history(&run.id).await.unwrap());
    assert_eq!(h.iter().filter(|e| *e == "outcome").count(), 1);
}

async fn snapshots_are_authenticated(b: Backend) {
    let keyed = b.open(Some(b"key one")).await;
    let rt = runtime();
    let (run, _) = suspended_with_first_outcome(&*keyed, &rt, ONE, "w1").await;
    // Another key: the snapshot is refused.
    let wrong = b.open(Some(b"key two")).await;
    let c = wrong.claim("w2", 1, 1).await.unwrap().pop().unwrap();
    let Resume::Invalid(m) = c.resume else { panic!("refused: {:?}", c.resume) };
    assert!(m.contains("authentication"), "{m}");
    // Altered bytes: refused with the right key too.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    b.execute(&format!(
        "UPDATE runs SET snapshot = {} WHERE id = '{}'",
        if b.url.starts_with("sqlite") { "CAST(snapshot || x'00' AS BLOB)" } else { "snapshot || '\\x00'::bytea" },
        run.id
    ))
    .await;
    let c = keyed.claim("w3", 60_000, 1).await.unwrap().pop().expect("the w2 lease expired");
    assert!(c.takeover);
    assert!(matches!(c.resume, Resume::Invalid(_)), "{:?}", c.resume);
    // An unkeyed store saving: a keyed store refuses to resume it.
    let plain = b.open(None).await;
    let (run, _) = suspended_with_first_outcome(&*plain, &rt, ONE, "w1").await;
    let c = keyed.claim_run(&run.id, "w1", 60_000).await.unwrap().unwrap();
    let Resume::Invalid(m) = c.resume else { panic!() };
    assert!(m.contains("not authenticated"), "{m}");
}

async fn cancel_in_each_state(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let cancelled = json!({ "ok": false, "error": { "kind": "Cancelled" } });
    // Suspended: finished now, with the calls whose work should stop.
    let (run, snap) = suspended_with_first_outcome(&*store, &rt, TWO, "w1").await;
    let Cancel::Cancelled(calls) = store.cancel(&run.id, &cancelled).await.unwrap() else { panic!() };
    assert_eq!(calls.iter().map(|c| c.key.clone()).collect::<Vec<_>>(), vec![snap.pending[1].key.clone()]);
    assert_eq!(store.get(&run.id).await.unwrap().unwrap().result, Some(cancelled.clone()));
    assert_eq!(store.cancel(&run.id, &cancelled).await.unwrap(), Cancel::AlreadyFinished);
    let late = outcomes(&[(&snap.pending[1].key, ok(json!({ "ok": true })))]);
    assert!(matches!(store.record_outcomes(&run.id, &late, "job").await, Err(StoreError::Conflict(_))));
    // Running: the worker learns it when it renews.
    let run = new_run(ONE);
    let lease = store.create(&run, "w1", 60_000).await.unwrap();
    assert_eq!(store.cancel(&run.id, &cancelled).await.unwrap(), Cancel::Requested);
    let r = store.renew(&lease, 60_000).await.unwrap();
    assert!(r.held && r.cancel_requested);
    store.finish(&lease, &cancelled, Finish::Cancelled).await.unwrap();
    assert_eq!(events(&store.history(&run.id).await.unwrap()), ["created", "cancel requested", "cancelled"]);
    assert!(matches!(store.cancel("nope", &cancelled).await, Err(StoreError::NotFound(_))));
}

async fn expiry(b: Backend) {
    let store = b.open(None).await;
    let rt = runtime();
    let waiting = new_run(ONE);
    let lease = store.create(&waiting, "w1", 60_000).await.unwrap();
    let snap = suspend(&rt, &waiting).await;
    store.save_suspension(&lease, &snap).await.unwrap();
    let done = new_run("return 1");
    let lease = store.create(&done, "w1", 60_000).await.unwrap();
    store.finish(&lease, &json!({ "ok": true, "value": 1 }), Finish::Finished).await.unwrap();
    // Young runs stay.
    let long = Expiry { finished_after_ms: Some(3_600_000), suspended_after_ms: Some(3_600_000) };
    assert_eq!(store.expire(&long).await.unwrap(), codemode_store::Expired::default());
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let e = store.expire(&Expiry { finished_after_ms: Some(10), suspended_after_ms: None }).await.unwrap();
    assert_eq!(e.deleted, 1);
    assert!(store.get(&done.id).await.unwrap().is_none());
    assert_eq!(store.get(&waiting.id).await.unwrap().unwrap().state, RunState::Suspended);
    let e = store.expire(&Expiry { finished_after_ms: None, suspended_after_ms: Some(10) }).await.unwrap();
    assert_eq!(e.ended.len(), 1);
    assert_eq!(e.ended[0].1[0].key, snap.pending[0].key);
    let rec = store.get(&waiting.id).await.unwrap().unwrap();
    assert_eq!(rec.state, RunState::Finished);
    assert_eq!(rec.result.unwrap()["error"]["kind"], "TimeoutExceeded");
    // Counters survive the deletion of the runs they counted.
    assert_eq!(store.stats().await.unwrap().events.get("finished"), Some(&1));
    assert_eq!(store.stats().await.unwrap().programs, 1, "the deleted run's program went with it");
}

async fn migrations_run_once_and_refuse_newer(b: Backend) {
    let first = b.open(None).await;
    drop(first);
    let _again = b.open(None).await; // already migrated: nothing to do
    b.execute("INSERT INTO schema_migrations (version, applied_at) VALUES (99, 0)").await;
    let e = open(&b.url, StoreOptions::default()).await.err().expect("refused");
    assert!(matches!(e, StoreError::Schema(_)), "{e:?}");
    assert!(e.message().contains("version 99"), "{e}");
}

macro_rules! both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Backend::sqlite()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let Some(b) = super::Backend::postgres().await else {
                        eprintln!("skipped: CODEMODE_TEST_POSTGRES_URL is not set");
                        return;
                    };
                    super::$name(b).await;
                }
            )*
        }
    };
}

both!(
    full_cycle,
    two_pending_and_programs_once,
    resumed_run_suspends_again,
    leases_expire_and_are_fenced,
    concurrent_claims_take_each_run_once,
    concurrent_outcomes_apply_once,
    snapshots_are_authenticated,
    cancel_in_each_state,
    expiry,
    migrations_run_once_and_refuse_newer,
);
