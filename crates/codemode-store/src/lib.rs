//! Durable runs: where suspended runs are kept, where the outcomes of their durable calls are
//! recorded, and from where workers claim the runs that can go on.
//!
//! One interface, [`Store`], with two implementations: [`SqliteStore`] (the embedded default, a file,
//! nothing to install) and [`PostgresStore`] (one database shared by many worker processes on many
//! machines). [`open`] picks one from a URL (`sqlite:PATH` or `postgres://…`).
//!
//! A run's life, as the store sees it (states in [`RunState`]):
//!
//! ```text
//! create ──▶ running ──save_suspension──▶ suspended ──record_outcomes (last one)──▶ ready
//!              ▲  │                                                                  │
//!              │  └──finish──▶ finished                                               │
//!              └────────────────────────── claim (a lease) ───────────────────────────┘
//! ```
//!
//! - A worker holds a run under a **lease**: `(run, worker, epoch)`, valid until a time the worker
//!   extends with [`Store::renew`]. Every claim increments the epoch, and every write a worker makes
//!   for a run ([`Store::save_suspension`], [`Store::finish`]) is fenced by it, so a worker whose
//!   lease was taken over can no longer change the run: a run finishes exactly once.
//! - A run whose lease expired while `running` (its worker died) is claimable again: the claim is a
//!   **takeover**, and the run goes on from its last saved suspension (or from the start if it never
//!   suspended), with the same run id, so its calls get the same keys.
//! - Outcomes are idempotent: the same outcome recorded twice is applied once; a different second
//!   outcome for a key is refused ([`StoreError::Conflict`]).
//! - Programs are stored once, by code hash; a saved snapshot does not embed the code, the store
//!   puts it back on load (after checking it against the hash the snapshot carries). With a key
//!   ([`StoreOptions::key`]), snapshots are stored with their HMAC and verified when read.
//! - Every change appends to the run's history ([`Event`]); [`Store::expire`] ends runs that waited
//!   too long and deletes finished runs after a while.
//!
//! The store knows nothing about HTTP or tools: `codemode serve` (in `codemode-cli`) is built on it.
//! Times are milliseconds since the Unix epoch: the database's clock for PostgreSQL (one clock for
//! every machine), the process's for SQLite (one machine).

#![forbid(unsafe_code)]

use std::collections::BTreeMap;
use std::sync::Arc;

use codemode::{CallOutcome, Snapshot};
use futures::future::BoxFuture;
use serde_json::Value;

mod migrations;
mod postgres;
mod sqlite;

pub use postgres::PostgresStore;
pub use sqlite::SqliteStore;

/// What a store operation returns.
pub type StoreFuture<'a, T> = BoxFuture<'a, Result<T, StoreError>>;

/// Why a store operation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// No such run (or no such call in it).
    NotFound(String),
    /// The request contradicts what is recorded (a different outcome, a finished run).
    Conflict(String),
    /// The worker's lease is gone: another worker claimed the run, or it ended.
    Lost(String),
    /// The input is not acceptable (a malformed URL, a key of the wrong run).
    Invalid(String),
    /// The database cannot be reached or failed; the operation may be retried.
    Unavailable(String),
    /// The database's schema is not one this build can use.
    Schema(String),
}

impl StoreError {
    /// The message.
    #[must_use]
    pub fn message(&self) -> &str {
        match self {
            StoreError::NotFound(m)
            | StoreError::Conflict(m)
            | StoreError::Lost(m)
            | StoreError::Invalid(m)
            | StoreError::Unavailable(m)
            | StoreError::Schema(m) => m,
        }
    }

    /// Whether retrying the same operation later may succeed.
    #[must_use]
    pub fn is_transient(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for StoreError {}

/// Where a run is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RunState {
    /// A worker holds it under a lease and runs it.
    Running,
    /// Saved, waiting for outcomes of its pending durable calls.
    Suspended,
    /// Saved, with every outcome it waits for: a worker may claim it.
    Ready,
    /// Ended with its result (also when cancelled or expired).
    Finished,
}

impl RunState {
    /// The name stored in the database.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RunState::Running => "running",
            RunState::Suspended => "suspended",
            RunState::Ready => "ready",
            RunState::Finished => "finished",
        }
    }

    /// Reads a stored name.
    ///
    /// # Errors
    /// An unknown name (a database written by something else).
    pub fn parse(s: &str) -> Result<RunState, StoreError> {
        Ok(match s {
            "running" => RunState::Running,
            "suspended" => RunState::Suspended,
            "ready" => RunState::Ready,
            "finished" => RunState::Finished,
            other => return Err(StoreError::Schema(format!("unknown run state '{other}' in the database"))),
        })
    }
}

/// Options of a store.
#[derive(Clone, Debug, Default)]
pub struct StoreOptions {
    /// Authenticate snapshots with HMAC-SHA256 under this key (and refuse unauthenticated or
    /// altered ones when reading).
    pub key: Option<Vec<u8>>,
    /// Connections a PostgreSQL store keeps (default 8).
    pub max_connections: Option<usize>,
}

/// A run to create.
#[derive(Clone, Debug)]
pub struct NewRun {
    /// The run id (also the prefix of its calls' keys).
    pub id: String,
    /// Who may see it (the service's caller identity).
    pub owner: String,
    /// The program's source.
    pub code: String,
    /// Parsed as TypeScript.
    pub typescript: bool,
    /// How to start it again (bindings, limits): opaque JSON kept for takeovers.
    pub options: Value,
}

/// A worker's hold on a run. Writes about the run are accepted only with the current lease.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The run.
    pub run_id: String,
    /// The worker holding it.
    pub worker: String,
    /// The claim number (a fencing token: each claim increments it).
    pub epoch: i64,
}

/// A program, stored once by its code hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// `codemode::snapshot::code_hash` of the source.
    pub code_hash: String,
    /// The source.
    pub code: String,
    /// Parsed as TypeScript.
    pub typescript: bool,
}

/// A durable call of a run's suspension.
#[derive(Clone, Debug, PartialEq)]
pub struct CallRecord {
    /// `<runId>:<id>`.
    pub key: String,
    /// The tool's path.
    pub path: String,
    /// The input.
    pub args: Value,
    /// The durable tool's handle.
    pub handle: Option<Value>,
    /// Its outcome, once recorded.
    pub outcome: Option<CallOutcome>,
    /// When the outcome was recorded.
    pub recorded_at: Option<i64>,
}

/// A run as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct RunRecord {
    /// The id.
    pub id: String,
    /// Who created it.
    pub owner: String,
    /// Where it is.
    pub state: RunState,
    /// Its program's code hash.
    pub code_hash: String,
    /// How it was started.
    pub options: Value,
    /// The result (JSON of a `RunResult`) once finished.
    pub result: Option<Value>,
    /// The durable calls of its latest suspension.
    pub calls: Vec<CallRecord>,
    /// The worker holding it, while running.
    pub lease_owner: Option<String>,
    /// Until when, while running.
    pub lease_until: Option<i64>,
    /// Claims so far.
    pub epoch: i64,
    /// Whether cancellation was asked while it was running.
    pub cancel_requested: bool,
    /// Created at.
    pub created_at: i64,
    /// Last changed at.
    pub updated_at: i64,
}

/// An entry of a run's history.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// When.
    pub at: i64,
    /// What: `created`, `suspended`, `outcome`, `resumed`, `takeover`, `finished`, `cancel requested`,
    /// `cancelled`, `expired`, `released`.
    pub event: String,
    /// The call key, for `outcome`.
    pub key: Option<String>,
    /// The worker, for what a worker did.
    pub worker: Option<String>,
    /// More about it (pending keys of a suspension, an outcome's source).
    pub detail: Option<Value>,
}

/// What [`Store::record_outcomes`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorded {
    /// Keys whose outcome was recorded now.
    pub applied: Vec<String>,
    /// Keys that already had this same outcome (nothing changed).
    pub duplicates: Vec<String>,
    /// Whether the run now has every outcome it waits for (and can be claimed).
    pub ready: bool,
}

/// Where a claimed run goes on from.
#[derive(Clone, Debug)]
pub enum Resume {
    /// From the start (it never suspended): run the program again with the same run id.
    Fresh,
    /// From its saved suspension, with the recorded outcomes.
    Snapshot {
        /// The state, with its code put back.
        snapshot: Box<Snapshot>,
        /// The outcomes by key.
        outcomes: BTreeMap<String, CallOutcome>,
    },
    /// The saved state cannot be read (altered, or made by another build): the run cannot go on.
    Invalid(String),
}

/// A claimed run.
#[derive(Clone, Debug)]
pub struct Claim {
    /// The lease to write with.
    pub lease: Lease,
    /// The program.
    pub program: Program,
    /// The options it was created with.
    pub options: Value,
    /// Where it goes on from.
    pub resume: Resume,
    /// Whether the run was taken from a worker whose lease expired.
    pub takeover: bool,
    /// Whether cancellation was asked (the claimer should end it as cancelled).
    pub cancel_requested: bool,
}

/// What [`Store::renew`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Renewal {
    /// Whether the lease is still this worker's (and was extended).
    pub held: bool,
    /// Whether cancellation was asked.
    pub cancel_requested: bool,
}

/// How a run ends ([`Store::finish`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// It ended by itself, with its result.
    Finished,
    /// It was cancelled.
    Cancelled,
}

impl Finish {
    fn event(self) -> &'static str {
        match self {
            Finish::Finished => "finished",
            Finish::Cancelled => "cancelled",
        }
    }
}

/// What [`Store::cancel`] did.
#[derive(Clone, Debug, PartialEq)]
pub enum Cancel {
    /// The run was suspended: it is finished as cancelled now. These calls were still waiting
    /// (their work should be stopped).
    Cancelled(Vec<CallRecord>),
    /// The run is running: its worker will stop it and finish it as cancelled.
    Requested,
    /// The run had already finished.
    AlreadyFinished,
}

/// What [`Store::expire`] removes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Expiry {
    /// Finished runs older than this (ms since they finished) are deleted with their history.
    pub finished_after_ms: Option<u64>,
    /// Suspended runs that waited longer than this (ms since they were saved) are finished with a
    /// `TimeoutExceeded` failure.
    pub suspended_after_ms: Option<u64>,
}

/// What [`Store::expire`] did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Expired {
    /// Finished runs deleted.
    pub deleted: u64,
    /// Suspended runs ended, with the calls they were still waiting on (whose work should stop).
    pub ended: Vec<(String, Vec<CallRecord>)>,
}

/// A durable call waiting for its outcome (for workers that watch durable jobs).
#[derive(Clone, Debug, PartialEq)]
pub struct WaitingCall {
    /// The run.
    pub run_id: String,
    /// The call.
    pub call: CallRecord,
}

/// Counters a person can read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Runs by state.
    pub runs: BTreeMap<String, i64>,
    /// History events by kind, over the store's life (`resumed`, `outcome`, `takeover` …).
    pub events: BTreeMap<String, i64>,
    /// Programs stored (each once, by code hash).
    pub programs: i64,
}

/// A run store. Every operation is one transaction.
pub trait Store: Send + Sync {
    /// `sqlite` or `postgres`.
    fn backend(&self) -> &'static str;

    /// Creates a run (storing its program once) as `running`, held by `worker` for `lease_ms`.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the id exists.
    fn create<'a>(&'a self, run: &'a NewRun, worker: &'a str, lease_ms: u64) -> StoreFuture<'a, Lease>;

    /// Saves a suspension: the state (without its code, with a MAC when keyed) and its pending calls.
    /// The run becomes `suspended` (or `ready` if it waits on nothing) and its lease ends.
    ///
    /// # Errors
    /// [`StoreError::Lost`] when the lease is not current.
    fn save_suspension<'a>(&'a self, lease: &'a Lease, snapshot: &'a Snapshot) -> StoreFuture<'a, RunState>;

    /// Records outcomes by call key, all or none. `source` says who sent them (history).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] for an unknown run or key, [`StoreError::Conflict`] for a key that
    /// has another outcome, or a finished run given new outcomes.
    fn record_outcomes<'a>(
        &'a self,
        run_id: &'a str,
        outcomes: &'a BTreeMap<String, CallOutcome>,
        source: &'a str,
    ) -> StoreFuture<'a, Recorded>;

    /// Claims up to `max` runs that can go on (ready, or running under an expired lease), skipping
    /// runs other workers are claiming at the same moment.
    fn claim<'a>(&'a self, worker: &'a str, lease_ms: u64, max: usize) -> StoreFuture<'a, Vec<Claim>>;

    /// Claims one run, if it can go on.
    fn claim_run<'a>(&'a self, run_id: &'a str, worker: &'a str, lease_ms: u64) -> StoreFuture<'a, Option<Claim>>;

    /// Extends a lease by `lease_ms` from now.
    fn renew<'a>(&'a self, lease: &'a Lease, lease_ms: u64) -> StoreFuture<'a, Renewal>;

    /// Gives a lease back (the worker stops): the run is claimable at once.
    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()>;

    /// Finishes a run with its result (JSON of a `RunResult`).
    ///
    /// # Errors
    /// [`StoreError::Lost`] when the lease is not current.
    fn finish<'a>(&'a self, lease: &'a Lease, result: &'a Value, how: Finish) -> StoreFuture<'a, ()>;

    /// Cancels a run.
    ///
    /// # Errors
    /// [`StoreError::NotFound`].
    fn cancel<'a>(&'a self, run_id: &'a str, result: &'a Value) -> StoreFuture<'a, Cancel>;

    /// A run.
    fn get<'a>(&'a self, run_id: &'a str) -> StoreFuture<'a, Option<RunRecord>>;

    /// A run's history, oldest first.
    fn history<'a>(&'a self, run_id: &'a str) -> StoreFuture<'a, Vec<Event>>;

    /// Durable calls of suspended runs that wait for their outcome (oldest first).
    fn waiting_calls(&self, limit: usize) -> StoreFuture<'_, Vec<WaitingCall>>;

    /// Ends runs that waited too long and deletes old finished runs (and programs no run uses).
    fn expire<'a>(&'a self, policy: &'a Expiry) -> StoreFuture<'a, Expired>;

    /// Counters.
    fn stats(&self) -> StoreFuture<'_, Stats>;

    /// A stored program.
    fn program<'a>(&'a self, code_hash: &'a str) -> StoreFuture<'a, Option<Program>>;
}

/// Opens a store from a URL: `sqlite:PATH` (also `sqlite://PATH`, or a bare path ending in `.db`
/// or `.sqlite`) or `postgres://…` / `postgresql://…`. Migrations run on open.
///
/// # Errors
/// An unknown scheme, an unreachable database, a schema newer than this build.
pub async fn open(url: &str, options: StoreOptions) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        return Ok(Arc::new(PostgresStore::connect(url, options).await?));
    }
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .or_else(|| (url.ends_with(".db") || url.ends_with(".sqlite")).then_some(url));
    match path {
        Some(p) if !p.is_empty() => Ok(Arc::new(SqliteStore::open(p, options).await?)),
        _ => Err(StoreError::Invalid(format!(
            "'{url}' is not a database URL: use sqlite:PATH or postgres://USER@HOST/DB"
        ))),
    }
}

// ---- logic both backends share ----

/// Whether two JSON values are the same data (object key order aside, `1` equal to `1.0`).
#[must_use]
pub fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x == y || x.as_f64().zip(y.as_f64()).is_some_and(|(x, y)| x == y),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same_json(a, b)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

/// Whether two outcomes are the same.
#[must_use]
pub fn same_outcome(a: &CallOutcome, b: &CallOutcome) -> bool {
    match (a, b) {
        (CallOutcome::Ok { value: x, .. }, CallOutcome::Ok { value: y, .. }) => same_json(x, y),
        (CallOutcome::Err { error: x, .. }, CallOutcome::Err { error: y, .. }) => x == y,
        _ => false,
    }
}

fn json_text(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "null".into())
}

fn parse_json(s: &str, what: &str) -> Result<Value, StoreError> {
    serde_json::from_str(s).map_err(|e| StoreError::Schema(format!("stored {what} is not JSON: {e}")))
}

fn outcome_text(o: &CallOutcome) -> String {
    serde_json::to_string(o).unwrap_or_else(|_| "null".into())
}

fn parse_outcome(s: &str) -> Result<CallOutcome, StoreError> {
    serde_json::from_str(s).map_err(|e| StoreError::Schema(format!("stored outcome is malformed: {e}")))
}

/// A call row as both backends read it: key, path, args, handle, outcome, recorded_at.
type CallRow = (String, String, String, Option<String>, Option<String>, Option<i64>);

fn call_record(row: CallRow) -> Result<CallRecord, StoreError> {
    let (key, path, args, handle, outcome, recorded_at) = row;
    Ok(CallRecord {
        key,
        path,
        args: parse_json(&args, "call input")?,
        handle: handle.as_deref().map(|h| parse_json(h, "handle")).transpose()?,
        outcome: outcome.as_deref().map(parse_outcome).transpose()?,
        recorded_at,
    })
}

/// The bytes a suspension is stored as: without its code (kept once, by hash), authenticated when
/// keyed.
fn encode_snapshot(snapshot: &Snapshot, key: Option<&[u8]>) -> Result<Vec<u8>, StoreError> {
    let mut s = snapshot.clone();
    s.code = None;
    s.to_bytes(key).map_err(|d| StoreError::Invalid(format!("the snapshot cannot be encoded: {}", d.message)))
}

/// Reads a stored suspension and puts its program back.
fn decode_snapshot(bytes: &[u8], key: Option<&[u8]>, program: &Program) -> Resume {
    let mut s = match Snapshot::from_bytes(bytes, key) {
        Ok(s) => s,
        Err(d) => return Resume::Invalid(d.message),
    };
    if s.code_hash != program.code_hash
        || codemode::snapshot::code_hash(&program.code, program.typescript) != program.code_hash
    {
        return Resume::Invalid("The stored program does not match the snapshot's code hash.".into());
    }
    s.code = Some(program.code.clone());
    Resume::Snapshot { snapshot: Box::new(s), outcomes: BTreeMap::new() }
}

/// The decision for one key of [`Store::record_outcomes`], given what is stored.
enum Decision {
    Apply,
    Duplicate,
}

fn decide(
    run_id: &str,
    key: &str,
    state: RunState,
    stored: Option<(bool, Option<&str>)>,
    new: &CallOutcome,
) -> Result<Decision, StoreError> {
    // `stored`: (the call belongs to the current suspension, its outcome text).
    match stored {
        None => Err(StoreError::NotFound(format!("Run {run_id} has no durable call with the key '{key}'."))),
        Some((_, Some(text))) => {
            if same_outcome(&parse_outcome(text)?, new) {
                Ok(Decision::Duplicate)
            } else {
                Err(StoreError::Conflict(format!(
                    "A different outcome was already recorded for '{key}'; an outcome cannot change."
                )))
            }
        }
        Some((current, None)) => {
            if state == RunState::Finished {
                Err(StoreError::Conflict(format!("Run {run_id} has already finished.")))
            } else if !current {
                Err(StoreError::Conflict(format!("The call '{key}' is not waiting for an outcome.")))
            } else {
                Ok(Decision::Apply)
            }
        }
    }
}

/// The result of a run that waited too long.
fn expired_result(waited_ms: u64) -> Value {
    let d = codemode::Diagnostic::new(
        codemode::ErrorKind::TimeoutExceeded,
        format!("The run expired: it waited for outcomes longer than {waited_ms}ms."),
    );
    codemode::RunResult::failure(d).to_json()
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn ms(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn same_json_ignores_key_order_and_number_form() {
        assert!(same_json(&json!({"a": 1, "b": [1.0, "x"]}), &json!({"b": [1, "x"], "a": 1.0})));
        assert!(!same_json(&json!({"a": 1}), &json!({"a": 2})));
        assert!(!same_json(&json!({"a": 1}), &json!({"a": 1, "b": null})));
        assert!(!same_json(&json!([1, 2]), &json!([2, 1])));
    }

    #[test]
    fn outcomes_compare_by_kind_and_content() {
        assert!(same_outcome(&CallOutcome::ok(json!(1)), &CallOutcome::ok(json!(1.0))));
        assert!(!same_outcome(&CallOutcome::ok(json!("no")), &CallOutcome::err("no")));
        assert!(same_outcome(&CallOutcome::err("x"), &CallOutcome::err("x")));
    }

    #[test]
    fn urls_are_recognized() {
        let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let e = rt.block_on(open("mysql://x", StoreOptions::default())).err().unwrap();
        assert!(matches!(e, StoreError::Invalid(_)), "{e:?}");
        assert!(e.message().contains("sqlite:PATH"));
    }
}
