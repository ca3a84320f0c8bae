//! The shared store: one PostgreSQL database for many worker processes on many machines
//! (tokio-postgres, pooled by deadpool-postgres).
//!
//! Claims lock candidate rows with `FOR UPDATE SKIP LOCKED`, so workers claiming at the same time
//! take different runs without waiting on each other; every other change locks the run's row first
//! (one lock order: the run, then its calls). Times come from the database's clock, so leases mean
//! the same on every machine. Migrations run under a transaction-scoped advisory lock, so workers
//! starting together apply each version once. A connection broken by a database restart is dropped
//! by the pool; the operation fails with [`StoreError::Unavailable`] and can be retried.

use std::collections::BTreeMap;
use std::str::FromStr;

use codemode::{CallOutcome, Snapshot};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use serde_json::Value;
use tokio_postgres::{NoTls, Transaction};

use crate::{
    CallRecord, Cancel, Claim, Decision, Event, Expired, Expiry, Finish, Lease, NewRun, Program, Recorded, Renewal,
    Resume, RunRecord, RunState, Stats, Store, StoreError, StoreFuture, StoreOptions, WaitingCall,
};

/// A run store in a PostgreSQL database.
pub struct PostgresStore {
    pool: Pool,
    key: Option<Vec<u8>>,
}

impl std::fmt::Debug for PostgresStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PostgresStore").finish_non_exhaustive()
    }
}

/// A lock id for migrations (any constant; "cmst").
const MIGRATION_LOCK: i64 = 0x636d_7374;

fn err(e: tokio_postgres::Error) -> StoreError {
    if e.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
        return StoreError::Conflict(format!("the database refused the change: {e}"));
    }
    let detail = e.as_db_error().map_or_else(|| e.to_string(), |d| format!("{}: {}", d.severity(), d.message()));
    StoreError::Unavailable(format!("PostgreSQL: {detail}"))
}

fn pool_err(e: deadpool_postgres::PoolError) -> StoreError {
    StoreError::Unavailable(format!("PostgreSQL: cannot get a connection: {e}"))
}

/// Locks a run's row for the transaction: its state and suspension number.
async fn lock_run(tx: &Transaction<'_>, run_id: &str) -> Result<(RunState, i64), StoreError> {
    let Some(row) =
        tx.query_opt("SELECT state, suspension FROM runs WHERE id = $1 FOR UPDATE", &[&run_id]).await.map_err(err)?
    else {
        return Err(StoreError::NotFound(format!("No run {run_id}.")));
    };
    Ok((RunState::parse(row.get(0))?, row.get(1)))
}

/// The database's clock, in ms since the epoch.
async fn now(tx: &Transaction<'_>) -> Result<i64, StoreError> {
    let row = tx.query_one("SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint", &[]).await.map_err(err)?;
    Ok(row.get(0))
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/db`) and applies the
    /// migrations.
    ///
    /// # Errors
    /// A malformed URL, an unreachable database, a schema newer than this build.
    pub async fn connect(url: &str, options: StoreOptions) -> Result<PostgresStore, StoreError> {
        let config = tokio_postgres::Config::from_str(url)
            .map_err(|e| StoreError::Invalid(format!("'{url}' is not a PostgreSQL URL: {e}")))?;
        let manager = Manager::from_config(config, NoTls, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = Pool::builder(manager)
            .max_size(options.max_connections.unwrap_or(8))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(std::time::Duration::from_secs(30)))
            .create_timeout(Some(std::time::Duration::from_secs(10)))
            .build()
            .map_err(|e| StoreError::Invalid(format!("cannot make a connection pool: {e}")))?;
        let store = PostgresStore { pool, key: options.key };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get().await.map_err(pool_err)?;
        let tx = client.transaction().await.map_err(err)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await.map_err(err)?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)",
        )
        .await
        .map_err(err)?;
        let current: i64 =
            tx.query_one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations", &[]).await.map_err(err)?.get(0);
        for (version, sql) in crate::migrations::pending(crate::migrations::POSTGRES, current)? {
            tx.batch_execute(sql).await.map_err(|e| StoreError::Schema(format!("migration {version} failed: {e}")))?;
            let at = now(&tx).await?;
            tx.execute("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", &[version, &at])
                .await
                .map_err(err)?;
        }
        tx.commit().await.map_err(err)
    }

    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool.get().await.map_err(pool_err)
    }
}

async fn event(
    tx: &Transaction<'_>,
    run_id: &str,
    at: i64,
    event: &str,
    key: Option<&str>,
    worker: Option<&str>,
    detail: Option<&Value>,
) -> Result<(), StoreError> {
    let detail = detail.map(crate::json_text);
    tx.execute(
        "INSERT INTO history (run_id, at, event, key, worker, detail) VALUES ($1, $2, $3, $4, $5, $6)",
        &[&run_id, &at, &event, &key, &worker, &detail],
    )
    .await
    .map_err(err)?;
    Ok(())
}

async fn calls_of(tx: &Transaction<'_>, run_id: &str, suspension: i64) -> Result<Vec<CallRecord>, StoreError> {
    let rows = tx
        .query(
            "SELECT key, path, args, handle, outcome, recorded_at FROM calls
             WHERE run_id = $1 AND suspension = $2 ORDER BY position",
            &[&run_id, &suspension],
        )
        .await
        .map_err(err)?;
    rows.iter().map(|r| crate::call_record((r.get(0), r.get(1), r.get(2), r.get(3), r.get(4), r.get(5)))).collect()
}

/// Takes the lease of a run that can go on (its row locked by the caller or skipped if another
/// transaction holds it) and reads what resuming it needs.
async fn take(
    tx: &Transaction<'_>,
    run_id: &str,
    worker: &str,
    now: i64,
    lease_ms: u64,
    key: Option<&[u8]>,
) -> Result<Option<Claim>, StoreError> {
    let Some(row) = tx
        .query_opt("SELECT state, lease_owner, lease_until FROM runs WHERE id = $1 FOR UPDATE SKIP LOCKED", &[&run_id])
        .await
        .map_err(err)?
    else {
        return Ok(None);
    };
    let state = RunState::parse(row.get(0))?;
    let previous: Option<String> = row.get(1);
    let until: Option<i64> = row.get(2);
    let takeover = match state {
        RunState::Ready => false,
        RunState::Running if until.is_some_and(|u| u < now) => true,
        _ => return Ok(None),
    };
    let until = now + crate::ms(lease_ms);
    let row = tx
        .query_one(
            "UPDATE runs SET state = 'running', lease_owner = $2, lease_until = $3, epoch = epoch + 1, updated_at = $4
             WHERE id = $1 RETURNING epoch, cancel_requested, code_hash, options, snapshot, suspension",
            &[&run_id, &worker, &until, &now],
        )
        .await
        .map_err(err)?;
    let epoch: i64 = row.get(0);
    let cancel_requested: bool = row.get(1);
    let code_hash: String = row.get(2);
    let options: String = row.get(3);
    let snapshot: Option<Vec<u8>> = row.get(4);
    let suspension: i64 = row.get(5);
    let p =
        tx.query_one("SELECT code, typescript FROM programs WHERE code_hash = $1", &[&code_hash]).await.map_err(err)?;
    let program = Program { code_hash, code: p.get(0), typescript: p.get(1) };
    let resume = match &snapshot {
        None => Resume::Fresh,
        Some(bytes) => match crate::decode_snapshot(bytes, key, &program) {
            Resume::Snapshot { snapshot, .. } => {
                let mut outcomes = BTreeMap::new();
                for c in calls_of(tx, run_id, suspension).await? {
                    if let Some(o) = c.outcome {
                        outcomes.insert(c.key, o);
                    }
                }
                Resume::Snapshot { snapshot, outcomes }
            }
            other => other,
        },
    };
    let detail = takeover.then(|| serde_json::json!({ "previous": previous }));
    event(tx, run_id, now, if takeover { "takeover" } else { "resumed" }, None, Some(worker), detail.as_ref()).await?;
    Ok(Some(Claim {
        lease: Lease { run_id: run_id.to_string(), worker: worker.to_string(), epoch },
        program,
        options: crate::parse_json(&options, "run options")?,
        resume,
        takeover,
        cancel_requested,
    }))
}

/// Locks the run's row; `Some` when it is held under `lease` (or was left by it).
async fn held(tx: &Transaction<'_>, lease: &Lease) -> Result<Option<RunState>, StoreError> {
    let row = tx
        .query_opt("SELECT state, lease_owner, epoch FROM runs WHERE id = $1 FOR UPDATE", &[&lease.run_id])
        .await
        .map_err(err)?;
    let Some(row) = row else { return Err(StoreError::NotFound(format!("No run {}.", lease.run_id))) };
    let state = RunState::parse(row.get(0))?;
    let owner: Option<String> = row.get(1);
    let epoch: i64 = row.get(2);
    Ok(Some(state)
        .filter(|s| epoch == lease.epoch && (*s != RunState::Running || owner.as_deref() == Some(&lease.worker))))
}

fn lost(lease: &Lease) -> StoreError {
    StoreError::Lost(format!(
        "The lease of run {} (epoch {}) is no longer {}'s.",
        lease.run_id, lease.epoch, lease.worker
    ))
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

impl Store for PostgresStore {
    fn backend(&self) -> &'static str {
        "postgres"
    }

    fn create<'a>(&'a self, run: &'a NewRun, worker: &'a str, lease_ms: u64) -> StoreFuture<'a, Lease> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let hash = codemode::snapshot::code_hash(&run.code, run.typescript);
            tx.execute(
                "INSERT INTO programs (code_hash, typescript, code, created_at) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (code_hash) DO NOTHING",
                &[&hash, &run.typescript, &run.code, &now],
            )
            .await
            .map_err(err)?;
            let until = now + crate::ms(lease_ms);
            let inserted = tx
                .execute(
                    "INSERT INTO runs (id, owner, code_hash, options, state, lease_owner, lease_until, epoch, created_at, updated_at)
                     VALUES ($1, $2, $3, $4, 'running', $5, $6, 1, $7, $7) ON CONFLICT (id) DO NOTHING",
                    &[&run.id, &run.owner, &hash, &crate::json_text(&run.options), &worker, &until, &now],
                )
                .await
                .map_err(err)?;
            if inserted == 0 {
                return Err(StoreError::Conflict(format!("A run with the id {} exists.", run.id)));
            }
            event(&tx, &run.id, now, "created", None, Some(worker), None).await?;
            tx.commit().await.map_err(err)?;
            Ok(Lease { run_id: run.id.clone(), worker: worker.to_string(), epoch: 1 })
        })
    }

    fn save_suspension<'a>(&'a self, lease: &'a Lease, snapshot: &'a Snapshot) -> StoreFuture<'a, RunState> {
        Box::pin(async move {
            let bytes = crate::encode_snapshot(snapshot, self.key.as_deref())?;
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            match held(&tx, lease).await? {
                Some(RunState::Running) => {}
                Some(s @ (RunState::Suspended | RunState::Ready)) => return Ok(s),
                _ => return Err(lost(lease)),
            }
            let waiting = count(snapshot.pending.len());
            let state = if waiting == 0 { RunState::Ready } else { RunState::Suspended };
            let suspension: i64 = tx
                .query_one(
                    "UPDATE runs SET state = $2, snapshot = $3, authenticated = $4, suspension = suspension + 1,
                     waiting = $5, lease_owner = NULL, lease_until = NULL, updated_at = $6
                     WHERE id = $1 RETURNING suspension",
                    &[&lease.run_id, &state.as_str(), &bytes, &self.key.is_some(), &waiting, &now],
                )
                .await
                .map_err(err)?
                .get(0);
            for (i, p) in snapshot.pending.iter().enumerate() {
                let handle = p.handle.as_ref().map(crate::json_text);
                tx.execute(
                    "INSERT INTO calls (run_id, key, suspension, position, path, args, handle) VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (run_id, key) DO UPDATE SET suspension = excluded.suspension, position = excluded.position,
                     handle = excluded.handle",
                    &[&lease.run_id, &p.key, &suspension, &count(i), &p.path, &crate::json_text(&p.args), &handle],
                )
                .await
                .map_err(err)?;
            }
            let keys: Vec<&str> = snapshot.pending.iter().map(|p| p.key.as_str()).collect();
            let detail = serde_json::json!({ "pending": keys });
            event(&tx, &lease.run_id, now, "suspended", None, Some(&lease.worker), Some(&detail)).await?;
            tx.commit().await.map_err(err)?;
            Ok(state)
        })
    }

    fn record_outcomes<'a>(
        &'a self,
        run_id: &'a str,
        outcomes: &'a BTreeMap<String, CallOutcome>,
        source: &'a str,
    ) -> StoreFuture<'a, Recorded> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let (state, current) = lock_run(&tx, run_id).await?;
            let mut done = Recorded::default();
            let detail = serde_json::json!({ "source": source });
            for (key, outcome) in outcomes {
                let stored = tx
                    .query_opt("SELECT suspension, outcome FROM calls WHERE run_id = $1 AND key = $2", &[&run_id, key])
                    .await
                    .map_err(err)?
                    .map(|r| (r.get::<_, i64>(0), r.get::<_, Option<String>>(1)));
                let view = stored.as_ref().map(|(s, o)| (*s == current, o.as_deref()));
                match crate::decide(run_id, key, state, view, outcome)? {
                    Decision::Duplicate => done.duplicates.push(key.clone()),
                    Decision::Apply => {
                        tx.execute(
                            "UPDATE calls SET outcome = $3, recorded_at = $4 WHERE run_id = $1 AND key = $2",
                            &[&run_id, key, &crate::outcome_text(outcome), &now],
                        )
                        .await
                        .map_err(err)?;
                        event(&tx, run_id, now, "outcome", Some(key), None, Some(&detail)).await?;
                        done.applied.push(key.clone());
                    }
                }
            }
            if done.applied.is_empty() {
                done.ready = state == RunState::Ready;
            } else {
                let waiting: i64 = tx
                    .query_one(
                        "UPDATE runs SET waiting = waiting - $2, updated_at = $3,
                         state = CASE WHEN state = 'suspended' AND waiting - $2 <= 0 THEN 'ready' ELSE state END
                         WHERE id = $1 RETURNING waiting",
                        &[&run_id, &count(done.applied.len()), &now],
                    )
                    .await
                    .map_err(err)?
                    .get(0);
                done.ready = waiting <= 0 && state == RunState::Suspended;
            }
            tx.commit().await.map_err(err)?;
            Ok(done)
        })
    }

    fn claim<'a>(&'a self, worker: &'a str, lease_ms: u64, max: usize) -> StoreFuture<'a, Vec<Claim>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let rows = tx
                .query(
                    "SELECT id FROM runs WHERE state = 'ready' OR (state = 'running' AND lease_until < $1)
                     ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED",
                    &[&now, &count(max)],
                )
                .await
                .map_err(err)?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let id: String = r.get(0);
                if let Some(c) = take(&tx, &id, worker, now, lease_ms, self.key.as_deref()).await? {
                    out.push(c);
                }
            }
            tx.commit().await.map_err(err)?;
            Ok(out)
        })
    }

    fn claim_run<'a>(&'a self, run_id: &'a str, worker: &'a str, lease_ms: u64) -> StoreFuture<'a, Option<Claim>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let c = take(&tx, run_id, worker, now, lease_ms, self.key.as_deref()).await?;
            tx.commit().await.map_err(err)?;
            Ok(c)
        })
    }

    fn renew<'a>(&'a self, lease: &'a Lease, lease_ms: u64) -> StoreFuture<'a, Renewal> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    "UPDATE runs SET lease_until = (extract(epoch FROM clock_timestamp()) * 1000)::bigint + $4
                     WHERE id = $1 AND epoch = $2 AND lease_owner = $3 AND state = 'running' RETURNING cancel_requested",
                    &[&lease.run_id, &lease.epoch, &lease.worker, &crate::ms(lease_ms)],
                )
                .await
                .map_err(err)?;
            Ok(Renewal { held: row.is_some(), cancel_requested: row.is_some_and(|r| r.get(0)) })
        })
    }

    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let n = tx
                .execute(
                    "UPDATE runs SET lease_until = 0 WHERE id = $1 AND epoch = $2 AND lease_owner = $3 AND state = 'running'",
                    &[&lease.run_id, &lease.epoch, &lease.worker],
                )
                .await
                .map_err(err)?;
            if n > 0 {
                event(&tx, &lease.run_id, now, "released", None, Some(&lease.worker), None).await?;
            }
            tx.commit().await.map_err(err)
        })
    }

    fn finish<'a>(&'a self, lease: &'a Lease, result: &'a Value, how: Finish) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            match held(&tx, lease).await? {
                Some(RunState::Running) => {}
                Some(RunState::Finished) => return Ok(()),
                _ => return Err(lost(lease)),
            }
            tx.execute(
                "UPDATE runs SET state = 'finished', result = $2, lease_owner = NULL, lease_until = NULL, updated_at = $3,
                 finished_at = $3 WHERE id = $1",
                &[&lease.run_id, &crate::json_text(result), &now],
            )
            .await
            .map_err(err)?;
            event(&tx, &lease.run_id, now, how.event(), None, Some(&lease.worker), None).await?;
            tx.commit().await.map_err(err)
        })
    }

    fn cancel<'a>(&'a self, run_id: &'a str, result: &'a Value) -> StoreFuture<'a, Cancel> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let (state, suspension) = lock_run(&tx, run_id).await?;
            let out = match state {
                RunState::Finished => Cancel::AlreadyFinished,
                RunState::Running => {
                    tx.execute(
                        "UPDATE runs SET cancel_requested = TRUE, updated_at = $2 WHERE id = $1",
                        &[&run_id, &now],
                    )
                    .await
                    .map_err(err)?;
                    event(&tx, run_id, now, "cancel requested", None, None, None).await?;
                    Cancel::Requested
                }
                RunState::Suspended | RunState::Ready => {
                    tx.execute(
                        "UPDATE runs SET state = 'finished', result = $2, updated_at = $3, finished_at = $3 WHERE id = $1",
                        &[&run_id, &crate::json_text(result), &now],
                    )
                    .await
                    .map_err(err)?;
                    event(&tx, run_id, now, "cancelled", None, None, None).await?;
                    let calls = calls_of(&tx, run_id, suspension).await?;
                    Cancel::Cancelled(calls.into_iter().filter(|c| c.outcome.is_none()).collect())
                }
            };
            tx.commit().await.map_err(err)?;
            Ok(out)
        })
    }

    fn get<'a>(&'a self, run_id: &'a str) -> StoreFuture<'a, Option<RunRecord>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let Some(r) = tx
                .query_opt(
                    "SELECT owner, state, code_hash, options, result, suspension, lease_owner, lease_until, epoch,
                     cancel_requested, created_at, updated_at FROM runs WHERE id = $1",
                    &[&run_id],
                )
                .await
                .map_err(err)?
            else {
                return Ok(None);
            };
            let result: Option<String> = r.get(4);
            let record = RunRecord {
                calls: calls_of(&tx, run_id, r.get(5)).await?,
                id: run_id.to_string(),
                owner: r.get(0),
                state: RunState::parse(r.get(1))?,
                code_hash: r.get(2),
                options: crate::parse_json(r.get(3), "run options")?,
                result: result.as_deref().map(|s| crate::parse_json(s, "result")).transpose()?,
                lease_owner: r.get(6),
                lease_until: r.get(7),
                epoch: r.get(8),
                cancel_requested: r.get(9),
                created_at: r.get(10),
                updated_at: r.get(11),
            };
            tx.commit().await.map_err(err)?;
            Ok(Some(record))
        })
    }

    fn history<'a>(&'a self, run_id: &'a str) -> StoreFuture<'a, Vec<Event>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query("SELECT at, event, key, worker, detail FROM history WHERE run_id = $1 ORDER BY id", &[&run_id])
                .await
                .map_err(err)?;
            rows.iter()
                .map(|r| {
                    let detail: Option<String> = r.get(4);
                    Ok(Event {
                        at: r.get(0),
                        event: r.get(1),
                        key: r.get(2),
                        worker: r.get(3),
                        detail: detail.as_deref().map(|d| crate::parse_json(d, "history detail")).transpose()?,
                    })
                })
                .collect()
        })
    }

    fn waiting_calls(&self, limit: usize) -> StoreFuture<'_, Vec<WaitingCall>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT c.run_id, c.key, c.path, c.args, c.handle, c.outcome, c.recorded_at FROM calls c
                     JOIN runs r ON r.id = c.run_id AND r.suspension = c.suspension
                     WHERE c.outcome IS NULL AND r.state = 'suspended' ORDER BY r.updated_at LIMIT $1",
                    &[&count(limit)],
                )
                .await
                .map_err(err)?;
            rows.iter()
                .map(|r| {
                    let call = crate::call_record((r.get(1), r.get(2), r.get(3), r.get(4), r.get(5), r.get(6)))?;
                    Ok(WaitingCall { run_id: r.get(0), call })
                })
                .collect()
        })
    }

    fn expire<'a>(&'a self, policy: &'a Expiry) -> StoreFuture<'a, Expired> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(err)?;
            let now = now(&tx).await?;
            let mut out = Expired::default();
            if let Some(age) = policy.suspended_after_ms {
                let rows = tx
                    .query(
                        "SELECT id, suspension FROM runs WHERE state IN ('suspended', 'ready') AND updated_at < $1
                         FOR UPDATE SKIP LOCKED",
                        &[&(now - crate::ms(age))],
                    )
                    .await
                    .map_err(err)?;
                let result = crate::json_text(&crate::expired_result(age));
                for r in rows {
                    let id: String = r.get(0);
                    tx.execute(
                        "UPDATE runs SET state = 'finished', result = $2, updated_at = $3, finished_at = $3 WHERE id = $1",
                        &[&id, &result, &now],
                    )
                    .await
                    .map_err(err)?;
                    event(&tx, &id, now, "expired", None, None, None).await?;
                    let calls = calls_of(&tx, &id, r.get(1)).await?;
                    out.ended.push((id, calls.into_iter().filter(|c| c.outcome.is_none()).collect()));
                }
            }
            if let Some(age) = policy.finished_after_ms {
                let cutoff = now - crate::ms(age);
                let ids: Vec<String> = tx
                    .query(
                        "SELECT id FROM runs WHERE state = 'finished' AND finished_at < $1 FOR UPDATE SKIP LOCKED",
                        &[&cutoff],
                    )
                    .await
                    .map_err(err)?
                    .iter()
                    .map(|r| r.get(0))
                    .collect();
                tx.execute(
                    "INSERT INTO counters (name, value)
                     SELECT event, COUNT(*) FROM history WHERE run_id = ANY($1) GROUP BY event
                     ON CONFLICT (name) DO UPDATE SET value = counters.value + excluded.value",
                    &[&ids],
                )
                .await
                .map_err(err)?;
                out.deleted = tx.execute("DELETE FROM runs WHERE id = ANY($1)", &[&ids]).await.map_err(err)?;
                tx.execute(
                    "DELETE FROM programs p WHERE NOT EXISTS (SELECT 1 FROM runs r WHERE r.code_hash = p.code_hash)",
                    &[],
                )
                .await
                .map_err(err)?;
            }
            tx.commit().await.map_err(err)?;
            Ok(out)
        })
    }

    fn stats(&self) -> StoreFuture<'_, Stats> {
        Box::pin(async move {
            let client = self.client().await?;
            let mut stats = Stats::default();
            for r in client.query("SELECT state, COUNT(*) FROM runs GROUP BY state", &[]).await.map_err(err)? {
                stats.runs.insert(r.get(0), r.get(1));
            }
            let rows = client
                .query(
                    "SELECT name, SUM(n)::bigint FROM (SELECT event AS name, COUNT(*) AS n FROM history GROUP BY event
                     UNION ALL SELECT name, value AS n FROM counters) t GROUP BY name",
                    &[],
                )
                .await
                .map_err(err)?;
            for r in rows {
                stats.events.insert(r.get(0), r.get(1));
            }
            stats.programs = client.query_one("SELECT COUNT(*) FROM programs", &[]).await.map_err(err)?.get(0);
            Ok(stats)
        })
    }

    fn program<'a>(&'a self, code_hash: &'a str) -> StoreFuture<'a, Option<Program>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt("SELECT code, typescript FROM programs WHERE code_hash = $1", &[&code_hash])
                .await
                .map_err(err)?;
            Ok(row.map(|r| Program { code_hash: code_hash.to_string(), code: r.get(0), typescript: r.get(1) }))
        })
    }
}
