//! The embedded store: one SQLite file (rusqlite with the bundled library, so nothing to install).
//!
//! The connection lives behind a mutex and every operation runs on tokio's blocking pool as one
//! `BEGIN IMMEDIATE` transaction, which takes SQLite's write lock at once: operations from several
//! processes on the same file (WAL mode, a busy timeout) are serialized by SQLite itself, so claims
//! need no `SKIP LOCKED`. Times come from this machine's clock.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

use codemode::{CallOutcome, Snapshot};
use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior, params};
use serde_json::Value;

use crate::{
    CallRecord, CallRow, Cancel, Claim, Decision, Event, Expired, Expiry, Finish, Lease, NewRun, Program, Recorded,
    Renewal, Resume, RunRecord, RunState, Stats, Store, StoreError, StoreFuture, StoreOptions, WaitingCall,
};

/// A run store in a SQLite file.
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    key: Option<Arc<[u8]>>,
}

impl std::fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteStore").finish_non_exhaustive()
    }
}

fn err(e: rusqlite::Error) -> StoreError {
    match &e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ConstraintViolation => {
            StoreError::Conflict(format!("the database refused the change: {e}"))
        }
        _ => StoreError::Unavailable(format!("SQLite: {e}")),
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database at `path` and applies its migrations.
    ///
    /// # Errors
    /// The file cannot be opened, or its schema is newer than this build.
    pub async fn open(path: impl AsRef<Path>, options: StoreOptions) -> Result<SqliteStore, StoreError> {
        let path = path.as_ref().to_path_buf();
        let conn = tokio::task::spawn_blocking(move || -> Result<Connection, StoreError> {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)
                    .map_err(|e| StoreError::Unavailable(format!("cannot create {}: {e}", dir.display())))?;
            }
            let mut conn = Connection::open(&path)
                .map_err(|e| StoreError::Unavailable(format!("cannot open {}: {e}", path.display())))?;
            conn.busy_timeout(std::time::Duration::from_secs(30)).map_err(err)?;
            conn.pragma_update(None, "journal_mode", "WAL").map_err(err)?;
            conn.pragma_update(None, "synchronous", "NORMAL").map_err(err)?;
            conn.pragma_update(None, "foreign_keys", "ON").map_err(err)?;
            migrate(&mut conn)?;
            Ok(conn)
        })
        .await
        .map_err(|e| StoreError::Unavailable(format!("the store's thread failed: {e}")))??;
        Ok(SqliteStore { conn: Arc::new(Mutex::new(conn)), key: options.key.map(Arc::from) })
    }

    /// Runs `f` in one immediate transaction on the blocking pool.
    fn tx<T, F>(&self, f: F) -> StoreFuture<'_, T>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction<'_>, i64, Option<&[u8]>) -> Result<T, StoreError> + Send + 'static,
    {
        let conn = self.conn.clone();
        let key = self.key.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let mut conn =
                    conn.lock().map_err(|_| StoreError::Unavailable("the store's lock is poisoned".into()))?;
                let tx = Transaction::new(&mut conn, TransactionBehavior::Immediate).map_err(err)?;
                let out = f(&tx, crate::now_ms(), key.as_deref())?;
                tx.commit().map_err(err)?;
                Ok(out)
            })
            .await
            .map_err(|e| StoreError::Unavailable(format!("the store's thread failed: {e}")))?
        })
    }
}

fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    let tx = Transaction::new(conn, TransactionBehavior::Immediate).map_err(err)?;
    tx.execute_batch(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
    )
    .map_err(err)?;
    let current: i64 =
        tx.query_row("SELECT COALESCE(MAX(version), 0) FROM schema_migrations", [], |r| r.get(0)).map_err(err)?;
    for (version, sql) in crate::migrations::pending(crate::migrations::SQLITE, current)? {
        tx.execute_batch(sql).map_err(|e| StoreError::Schema(format!("migration {version} failed: {e}")))?;
        tx.execute(
            "INSERT INTO schema_migrations (version, applied_at) VALUES (?1, ?2)",
            params![version, crate::now_ms()],
        )
        .map_err(err)?;
    }
    tx.commit().map_err(err)
}

fn event(
    tx: &Transaction<'_>,
    run_id: &str,
    at: i64,
    event: &str,
    key: Option<&str>,
    worker: Option<&str>,
    detail: Option<&Value>,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO history (run_id, at, event, key, worker, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![run_id, at, event, key, worker, detail.map(crate::json_text)],
    )
    .map_err(err)?;
    Ok(())
}

/// The durable calls of a run's suspension number `suspension`.
fn calls_of(tx: &Transaction<'_>, run_id: &str, suspension: i64) -> Result<Vec<CallRecord>, StoreError> {
    let mut st = tx
        .prepare_cached(
            "SELECT key, path, args, handle, outcome, recorded_at FROM calls
             WHERE run_id = ?1 AND suspension = ?2 ORDER BY position",
        )
        .map_err(err)?;
    let rows = st
        .query_map(params![run_id, suspension], |r| {
            Ok::<CallRow, _>((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?))
        })
        .map_err(err)?;
    rows.map(|r| crate::call_record(r.map_err(err)?)).collect()
}

/// Takes the lease of a run that can go on and reads what resuming it needs.
fn take(
    tx: &Transaction<'_>,
    run_id: &str,
    worker: &str,
    now: i64,
    lease_ms: u64,
    key: Option<&[u8]>,
) -> Result<Option<Claim>, StoreError> {
    let row: Option<(String, Option<String>, Option<i64>)> = tx
        .query_row("SELECT state, lease_owner, lease_until FROM runs WHERE id = ?1", params![run_id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .optional()
        .map_err(err)?;
    let Some((state, previous, until)) = row else { return Ok(None) };
    let state = RunState::parse(&state)?;
    let takeover = match state {
        RunState::Ready => false,
        RunState::Running if until.is_some_and(|u| u < now) => true,
        _ => return Ok(None),
    };
    let (epoch, cancel_requested, code_hash, options, snapshot, suspension): (
        i64,
        bool,
        String,
        String,
        Option<Vec<u8>>,
        i64,
    ) = tx
        .query_row(
            "UPDATE runs SET state = 'running', lease_owner = ?2, lease_until = ?3, epoch = epoch + 1, updated_at = ?4
             WHERE id = ?1 RETURNING epoch, cancel_requested, code_hash, options, snapshot, suspension",
            params![run_id, worker, now + crate::ms(lease_ms), now],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)),
        )
        .map_err(err)?;
    let program = tx
        .query_row("SELECT code, typescript FROM programs WHERE code_hash = ?1", params![code_hash], |r| {
            Ok(Program { code_hash: code_hash.clone(), code: r.get(0)?, typescript: r.get(1)? })
        })
        .map_err(err)?;
    let resume = match &snapshot {
        None => Resume::Fresh,
        Some(bytes) => match crate::decode_snapshot(bytes, key, &program) {
            Resume::Snapshot { snapshot, .. } => {
                let mut outcomes = BTreeMap::new();
                for c in calls_of(tx, run_id, suspension)? {
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
    event(tx, run_id, now, if takeover { "takeover" } else { "resumed" }, None, Some(worker), detail.as_ref())?;
    Ok(Some(Claim {
        lease: Lease { run_id: run_id.to_string(), worker: worker.to_string(), epoch },
        program,
        options: crate::parse_json(&options, "run options")?,
        resume,
        takeover,
        cancel_requested,
    }))
}

/// Whether the run is held under `lease` (state `running`, same worker and epoch).
fn held(tx: &Transaction<'_>, lease: &Lease) -> Result<Option<(RunState, i64, bool)>, StoreError> {
    let row: Option<(String, Option<String>, i64, bool)> = tx
        .query_row(
            "SELECT state, lease_owner, epoch, cancel_requested FROM runs WHERE id = ?1",
            params![lease.run_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()
        .map_err(err)?;
    match row {
        None => Err(StoreError::NotFound(format!("No run {}.", lease.run_id))),
        Some((state, owner, epoch, cancel)) => {
            let state = RunState::parse(&state)?;
            Ok(Some((state, epoch, cancel)).filter(|_| {
                epoch == lease.epoch && (state != RunState::Running || owner.as_deref() == Some(&lease.worker))
            }))
        }
    }
}

fn lost(lease: &Lease) -> StoreError {
    StoreError::Lost(format!(
        "The lease of run {} (epoch {}) is no longer {}'s.",
        lease.run_id, lease.epoch, lease.worker
    ))
}

impl Store for SqliteStore {
    fn backend(&self) -> &'static str {
        "sqlite"
    }

    fn create<'a>(&'a self, run: &'a NewRun, worker: &'a str, lease_ms: u64) -> StoreFuture<'a, Lease> {
        let run = run.clone();
        let worker = worker.to_string();
        self.tx(move |tx, now, _| {
            let hash = codemode::snapshot::code_hash(&run.code, run.typescript);
            tx.execute(
                "INSERT INTO programs (code_hash, typescript, code, created_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (code_hash) DO NOTHING",
                params![hash, run.typescript, run.code, now],
            )
            .map_err(err)?;
            let inserted = tx
                .execute(
                    "INSERT INTO runs (id, owner, code_hash, options, state, lease_owner, lease_until, epoch, created_at, updated_at)
                     VALUES (?1, ?2, ?3, ?4, 'running', ?5, ?6, 1, ?7, ?7) ON CONFLICT (id) DO NOTHING",
                    params![run.id, run.owner, hash, crate::json_text(&run.options), worker, now + crate::ms(lease_ms), now],
                )
                .map_err(err)?;
            if inserted == 0 {
                return Err(StoreError::Conflict(format!("A run with the id {} exists.", run.id)));
            }
            event(tx, &run.id, now, "created", None, Some(&worker), None)?;
            Ok(Lease { run_id: run.id, worker, epoch: 1 })
        })
    }

    fn save_suspension<'a>(&'a self, lease: &'a Lease, snapshot: &'a Snapshot) -> StoreFuture<'a, RunState> {
        let lease = lease.clone();
        let snapshot = snapshot.clone();
        self.tx(move |tx, now, key| {
            match held(tx, &lease)? {
                Some((RunState::Running, _, _)) => {}
                // Already saved by an earlier attempt of this same call (its commit was not seen).
                Some((s @ (RunState::Suspended | RunState::Ready), _, _)) => return Ok(s),
                _ => return Err(lost(&lease)),
            }
            let bytes = crate::encode_snapshot(&snapshot, key)?;
            let waiting = i64::try_from(snapshot.pending.len()).unwrap_or(i64::MAX);
            let state = if waiting == 0 { RunState::Ready } else { RunState::Suspended };
            let suspension: i64 = tx
                .query_row(
                    "UPDATE runs SET state = ?2, snapshot = ?3, authenticated = ?4, suspension = suspension + 1,
                     waiting = ?5, lease_owner = NULL, lease_until = NULL, updated_at = ?6
                     WHERE id = ?1 RETURNING suspension",
                    params![lease.run_id, state.as_str(), bytes, key.is_some(), waiting, now],
                    |r| r.get(0),
                )
                .map_err(err)?;
            for (i, p) in snapshot.pending.iter().enumerate() {
                tx.execute(
                    "INSERT INTO calls (run_id, key, suspension, position, path, args, handle) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                     ON CONFLICT (run_id, key) DO UPDATE SET suspension = excluded.suspension, position = excluded.position,
                     handle = excluded.handle",
                    params![
                        lease.run_id,
                        p.key,
                        suspension,
                        i64::try_from(i).unwrap_or(0),
                        p.path,
                        crate::json_text(&p.args),
                        p.handle.as_ref().map(crate::json_text)
                    ],
                )
                .map_err(err)?;
            }
            let keys: Vec<&str> = snapshot.pending.iter().map(|p| p.key.as_str()).collect();
            event(tx, &lease.run_id, now, "suspended", None, Some(&lease.worker), Some(&serde_json::json!({ "pending": keys })))?;
            Ok(state)
        })
    }

    fn record_outcomes<'a>(
        &'a self,
        run_id: &'a str,
        outcomes: &'a BTreeMap<String, CallOutcome>,
        source: &'a str,
    ) -> StoreFuture<'a, Recorded> {
        let run_id = run_id.to_string();
        let outcomes = outcomes.clone();
        let source = source.to_string();
        self.tx(move |tx, now, _| {
            let row: Option<(String, i64)> = tx
                .query_row("SELECT state, suspension FROM runs WHERE id = ?1", params![run_id], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })
                .optional()
                .map_err(err)?;
            let Some((state, current)) = row else { return Err(StoreError::NotFound(format!("No run {run_id}."))) };
            let state = RunState::parse(&state)?;
            let mut done = Recorded::default();
            for (key, outcome) in &outcomes {
                let stored: Option<(i64, Option<String>)> = tx
                    .query_row(
                        "SELECT suspension, outcome FROM calls WHERE run_id = ?1 AND key = ?2",
                        params![run_id, key],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .optional()
                    .map_err(err)?;
                let view = stored.as_ref().map(|(s, o)| (*s == current, o.as_deref()));
                match crate::decide(&run_id, key, state, view, outcome)? {
                    Decision::Duplicate => done.duplicates.push(key.clone()),
                    Decision::Apply => {
                        tx.execute(
                            "UPDATE calls SET outcome = ?3, recorded_at = ?4 WHERE run_id = ?1 AND key = ?2",
                            params![run_id, key, crate::outcome_text(outcome), now],
                        )
                        .map_err(err)?;
                        event(
                            tx,
                            &run_id,
                            now,
                            "outcome",
                            Some(key),
                            None,
                            Some(&serde_json::json!({ "source": source })),
                        )?;
                        done.applied.push(key.clone());
                    }
                }
            }
            if !done.applied.is_empty() {
                let waiting: i64 = tx
                    .query_row(
                        "UPDATE runs SET waiting = waiting - ?2, updated_at = ?3,
                         state = CASE WHEN state = 'suspended' AND waiting - ?2 <= 0 THEN 'ready' ELSE state END
                         WHERE id = ?1 RETURNING waiting",
                        params![run_id, i64::try_from(done.applied.len()).unwrap_or(i64::MAX), now],
                        |r| r.get(0),
                    )
                    .map_err(err)?;
                done.ready = waiting <= 0 && state == RunState::Suspended;
            } else {
                done.ready = state == RunState::Ready;
            }
            Ok(done)
        })
    }

    fn claim<'a>(&'a self, worker: &'a str, lease_ms: u64, max: usize) -> StoreFuture<'a, Vec<Claim>> {
        let worker = worker.to_string();
        self.tx(move |tx, now, key| {
            let ids: Vec<String> = {
                let mut st = tx
                    .prepare_cached(
                        "SELECT id FROM runs WHERE state = 'ready' OR (state = 'running' AND lease_until < ?1)
                         ORDER BY updated_at LIMIT ?2",
                    )
                    .map_err(err)?;
                st.query_map(params![now, i64::try_from(max).unwrap_or(i64::MAX)], |r| r.get(0))
                    .map_err(err)?
                    .collect::<Result<_, _>>()
                    .map_err(err)?
            };
            let mut out = Vec::with_capacity(ids.len());
            for id in ids {
                if let Some(c) = take(tx, &id, &worker, now, lease_ms, key)? {
                    out.push(c);
                }
            }
            Ok(out)
        })
    }

    fn claim_run<'a>(&'a self, run_id: &'a str, worker: &'a str, lease_ms: u64) -> StoreFuture<'a, Option<Claim>> {
        let run_id = run_id.to_string();
        let worker = worker.to_string();
        self.tx(move |tx, now, key| take(tx, &run_id, &worker, now, lease_ms, key))
    }

    fn renew<'a>(&'a self, lease: &'a Lease, lease_ms: u64) -> StoreFuture<'a, Renewal> {
        let lease = lease.clone();
        self.tx(move |tx, now, _| {
            let cancel: Option<bool> = tx
                .query_row(
                    "UPDATE runs SET lease_until = ?4 WHERE id = ?1 AND epoch = ?2 AND lease_owner = ?3 AND state = 'running'
                     RETURNING cancel_requested",
                    params![lease.run_id, lease.epoch, lease.worker, now + crate::ms(lease_ms)],
                    |r| r.get(0),
                )
                .optional()
                .map_err(err)?;
            Ok(Renewal { held: cancel.is_some(), cancel_requested: cancel.unwrap_or(false) })
        })
    }

    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()> {
        let lease = lease.clone();
        self.tx(move |tx, now, _| {
            let n = tx
                .execute(
                    "UPDATE runs SET lease_until = 0 WHERE id = ?1 AND epoch = ?2 AND lease_owner = ?3 AND state = 'running'",
                    params![lease.run_id, lease.epoch, lease.worker],
                )
                .map_err(err)?;
            if n > 0 {
                event(tx, &lease.run_id, now, "released", None, Some(&lease.worker), None)?;
            }
            Ok(())
        })
    }

    fn finish<'a>(&'a self, lease: &'a Lease, result: &'a Value, how: Finish) -> StoreFuture<'a, ()> {
        let lease = lease.clone();
        let result = result.clone();
        self.tx(move |tx, now, _| {
            match held(tx, &lease)? {
                Some((RunState::Running, _, _)) => {}
                Some((RunState::Finished, _, _)) => return Ok(()),
                _ => return Err(lost(&lease)),
            }
            tx.execute(
                "UPDATE runs SET state = 'finished', result = ?2, lease_owner = NULL, lease_until = NULL, updated_at = ?3,
                 finished_at = ?3 WHERE id = ?1",
                params![lease.run_id, crate::json_text(&result), now],
            )
            .map_err(err)?;
            event(tx, &lease.run_id, now, how.event(), None, Some(&lease.worker), None)
        })
    }

    fn cancel<'a>(&'a self, run_id: &'a str, result: &'a Value) -> StoreFuture<'a, Cancel> {
        let run_id = run_id.to_string();
        let result = result.clone();
        self.tx(move |tx, now, _| {
            let row: Option<(String, i64)> = tx
                .query_row("SELECT state, suspension FROM runs WHERE id = ?1", params![run_id], |r| Ok((r.get(0)?, r.get(1)?)))
                .optional()
                .map_err(err)?;
            let Some((state, suspension)) = row else { return Err(StoreError::NotFound(format!("No run {run_id}."))) };
            match RunState::parse(&state)? {
                RunState::Finished => Ok(Cancel::AlreadyFinished),
                RunState::Running => {
                    tx.execute("UPDATE runs SET cancel_requested = 1, updated_at = ?2 WHERE id = ?1", params![run_id, now])
                        .map_err(err)?;
                    event(tx, &run_id, now, "cancel requested", None, None, None)?;
                    Ok(Cancel::Requested)
                }
                RunState::Suspended | RunState::Ready => {
                    tx.execute(
                        "UPDATE runs SET state = 'finished', result = ?2, updated_at = ?3, finished_at = ?3 WHERE id = ?1",
                        params![run_id, crate::json_text(&result), now],
                    )
                    .map_err(err)?;
                    event(tx, &run_id, now, "cancelled", None, None, None)?;
                    let waiting = calls_of(tx, &run_id, suspension)?.into_iter().filter(|c| c.outcome.is_none()).collect();
                    Ok(Cancel::Cancelled(waiting))
                }
            }
        })
    }

    fn get<'a>(&'a self, run_id: &'a str) -> StoreFuture<'a, Option<RunRecord>> {
        let run_id = run_id.to_string();
        self.tx(move |tx, _, _| {
            type Row =
                (String, String, String, String, Option<String>, i64, Option<String>, Option<i64>, i64, bool, i64, i64);
            let row: Option<Row> = tx
                .query_row(
                    "SELECT owner, state, code_hash, options, result, suspension, lease_owner, lease_until, epoch,
                     cancel_requested, created_at, updated_at FROM runs WHERE id = ?1",
                    params![run_id],
                    |r| {
                        Ok((
                            r.get(0)?,
                            r.get(1)?,
                            r.get(2)?,
                            r.get(3)?,
                            r.get(4)?,
                            r.get(5)?,
                            r.get(6)?,
                            r.get(7)?,
                            r.get(8)?,
                            r.get(9)?,
                            r.get(10)?,
                            r.get(11)?,
                        ))
                    },
                )
                .optional()
                .map_err(err)?;
            let Some((
                owner,
                state,
                code_hash,
                options,
                result,
                suspension,
                lease_owner,
                lease_until,
                epoch,
                cancel,
                created,
                updated,
            )) = row
            else {
                return Ok(None);
            };
            Ok(Some(RunRecord {
                calls: calls_of(tx, &run_id, suspension)?,
                id: run_id,
                owner,
                state: RunState::parse(&state)?,
                code_hash,
                options: crate::parse_json(&options, "run options")?,
                result: result.as_deref().map(|r| crate::parse_json(r, "result")).transpose()?,
                lease_owner,
                lease_until,
                epoch,
                cancel_requested: cancel,
                created_at: created,
                updated_at: updated,
            }))
        })
    }

    fn history<'a>(&'a self, run_id: &'a str) -> StoreFuture<'a, Vec<Event>> {
        let run_id = run_id.to_string();
        self.tx(move |tx, _, _| {
            let mut st = tx
                .prepare_cached("SELECT at, event, key, worker, detail FROM history WHERE run_id = ?1 ORDER BY id")
                .map_err(err)?;
            let rows = st
                .query_map(params![run_id], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, String>(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get::<_, Option<String>>(4)?,
                    ))
                })
                .map_err(err)?;
            let mut out = Vec::new();
            for r in rows {
                let (at, event, key, worker, detail) = r.map_err(err)?;
                let detail = detail.as_deref().map(|d| crate::parse_json(d, "history detail")).transpose()?;
                out.push(Event { at, event, key, worker, detail });
            }
            Ok(out)
        })
    }

    fn waiting_calls(&self, limit: usize) -> StoreFuture<'_, Vec<WaitingCall>> {
        self.tx(move |tx, _, _| {
            let mut st = tx
                .prepare_cached(
                    "SELECT c.run_id, c.key, c.path, c.args, c.handle, c.outcome, c.recorded_at FROM calls c
                     JOIN runs r ON r.id = c.run_id AND r.suspension = c.suspension
                     WHERE c.outcome IS NULL AND r.state = 'suspended' ORDER BY r.updated_at LIMIT ?1",
                )
                .map_err(err)?;
            let rows = st
                .query_map(params![i64::try_from(limit).unwrap_or(i64::MAX)], |r| {
                    Ok((r.get::<_, String>(0)?, (r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?)))
                })
                .map_err(err)?;
            let mut out = Vec::new();
            for r in rows {
                let (run_id, row): (String, CallRow) = r.map_err(err)?;
                out.push(WaitingCall { run_id, call: crate::call_record(row)? });
            }
            Ok(out)
        })
    }

    fn expire<'a>(&'a self, policy: &'a Expiry) -> StoreFuture<'a, Expired> {
        let policy = *policy;
        self.tx(move |tx, now, _| {
            let mut out = Expired::default();
            if let Some(age) = policy.suspended_after_ms {
                let rows: Vec<(String, i64)> = {
                    let mut st = tx
                        .prepare_cached("SELECT id, suspension FROM runs WHERE state IN ('suspended', 'ready') AND updated_at < ?1")
                        .map_err(err)?;
                    st.query_map(params![now - crate::ms(age)], |r| Ok((r.get(0)?, r.get(1)?)))
                        .map_err(err)?
                        .collect::<Result<_, _>>()
                        .map_err(err)?
                };
                let result = crate::json_text(&crate::expired_result(age));
                for (id, suspension) in rows {
                    tx.execute(
                        "UPDATE runs SET state = 'finished', result = ?2, updated_at = ?3, finished_at = ?3 WHERE id = ?1",
                        params![id, result, now],
                    )
                    .map_err(err)?;
                    event(tx, &id, now, "expired", None, None, None)?;
                    let waiting = calls_of(tx, &id, suspension)?.into_iter().filter(|c| c.outcome.is_none()).collect();
                    out.ended.push((id, waiting));
                }
            }
            if let Some(age) = policy.finished_after_ms {
                let cutoff = now - crate::ms(age);
                tx.execute(
                    "INSERT INTO counters (name, value)
                     SELECT h.event, COUNT(*) FROM history h JOIN runs r ON r.id = h.run_id
                     WHERE r.state = 'finished' AND r.finished_at < ?1 GROUP BY h.event
                     ON CONFLICT (name) DO UPDATE SET value = counters.value + excluded.value",
                    params![cutoff],
                )
                .map_err(err)?;
                let n = tx
                    .execute("DELETE FROM runs WHERE state = 'finished' AND finished_at < ?1", params![cutoff])
                    .map_err(err)?;
                out.deleted = u64::try_from(n).unwrap_or(0);
                tx.execute("DELETE FROM programs WHERE code_hash NOT IN (SELECT code_hash FROM runs)", []).map_err(err)?;
            }
            Ok(out)
        })
    }

    fn stats(&self) -> StoreFuture<'_, Stats> {
        self.tx(move |tx, _, _| {
            let mut stats = Stats::default();
            let mut st = tx.prepare_cached("SELECT state, COUNT(*) FROM runs GROUP BY state").map_err(err)?;
            for r in st.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))).map_err(err)? {
                let (k, v) = r.map_err(err)?;
                stats.runs.insert(k, v);
            }
            let mut st = tx
                .prepare_cached(
                    "SELECT name, SUM(n) FROM (SELECT event AS name, COUNT(*) AS n FROM history GROUP BY event
                     UNION ALL SELECT name, value AS n FROM counters) GROUP BY name",
                )
                .map_err(err)?;
            for r in st.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))).map_err(err)? {
                let (k, v) = r.map_err(err)?;
                stats.events.insert(k, v);
            }
            stats.programs = tx.query_row("SELECT COUNT(*) FROM programs", [], |r| r.get(0)).map_err(err)?;
            Ok(stats)
        })
    }

    fn program<'a>(&'a self, code_hash: &'a str) -> StoreFuture<'a, Option<Program>> {
        let code_hash = code_hash.to_string();
        self.tx(move |tx, _, _| {
            tx.query_row("SELECT code, typescript FROM programs WHERE code_hash = ?1", params![code_hash], |r| {
                Ok(Program { code_hash: code_hash.clone(), code: r.get(0)?, typescript: r.get(1)? })
            })
            .optional()
            .map_err(err)
        })
    }
}
