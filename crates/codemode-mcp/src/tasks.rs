//! Durable runs as MCP tasks (the Tasks extension, `io.modelcontextprotocol/tasks`).
//!
//! With a store directory ([`CodemodeServer::with_store`](crate::CodemodeServer::with_store)),
//! `execute` runs programs with auto-suspension: a run that waits only on durable calls is saved
//! as bytes (`DIR/<run-id>.snapshot`) next to its task record (`DIR/<run-id>.task.json`: status,
//! times, and once done the final `CallToolResult`), and a driver task of the server waits for
//! the durable calls' outcomes (the tools' `attach`), resumes the run, saves it again if it
//! suspends again, and records the result when it ends. The task id is the run id.
//!
//! - A client that declared the Tasks extension gets a `CreateTaskResult` (status `working`);
//!   `tasks/get` reports `working` until the result is in, then `completed` with the
//!   `CallToolResult` inlined (a failed program is a completed task whose result has `isError`);
//!   `tasks/cancel` stops the driver, cancels the pending durable calls (the tools' `cancel`: a
//!   command job's process group is killed) and marks the task `cancelled`.
//! - A client without the extension gets an ordinary result whose structured content is
//!   `{ status: "suspended", runId, pending }`, and the tools `wait { runId, timeoutMs? }` (the
//!   result once it is in, or the status after the wait) and `cancel { runId }`.
//!
//! The records are plain files written by rename, so a server that stops (or crashes) loses
//! nothing: on start, [`CodemodeServer::resume_pending`](crate::CodemodeServer::resume_pending)
//! starts a driver for every `working` record, which attaches to the durable jobs still running
//! (their handles are in the snapshot) instead of starting them again. rmcp's own `TaskManager`
//! is memory-only, so it is not used.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use codemode::{CallOutcome, Diagnostic, DurableContext, ErrorKind, Outcome, RunResult, Runtime, Snapshot, Suspension};
use rmcp::model::{CallToolResult, DetailedTask, Task, TaskPayload, TaskStatus};
use serde_json::{Value, json};

/// The poll interval suggested to clients.
pub const POLL_INTERVAL_MS: u64 = 500;

/// What a task record holds.
#[derive(Debug, Clone)]
pub struct Record {
    /// The task id (the run id).
    pub id: String,
    /// `working`, `completed` or `cancelled`.
    pub status: TaskStatus,
    /// ISO 8601 creation time.
    pub created_at: String,
    /// ISO 8601 time of the last change.
    pub updated_at: String,
    /// The pending calls while working (key, path, args).
    pub pending: Value,
    /// The final `CallToolResult` as JSON, once completed.
    pub result: Option<Value>,
}

impl Record {
    fn to_json(&self) -> Value {
        json!({
            "taskId": self.id,
            "status": status_name(self.status),
            "createdAt": self.created_at,
            "lastUpdatedAt": self.updated_at,
            "pending": self.pending,
            "result": self.result,
        })
    }

    fn from_json(v: &Value) -> Option<Record> {
        Some(Record {
            id: v["taskId"].as_str()?.to_owned(),
            status: match v["status"].as_str()? {
                "working" => TaskStatus::Working,
                "completed" => TaskStatus::Completed,
                "cancelled" => TaskStatus::Cancelled,
                _ => TaskStatus::Failed,
            },
            created_at: v["createdAt"].as_str()?.to_owned(),
            updated_at: v["lastUpdatedAt"].as_str()?.to_owned(),
            pending: v["pending"].clone(),
            result: v.get("result").cloned().filter(|r| !r.is_null()),
        })
    }

    /// The task as the Tasks extension describes it (`tasks/get`).
    pub fn detailed(&self) -> DetailedTask {
        let task = Task::new(self.id.clone(), self.status, self.created_at.clone(), self.updated_at.clone())
            .with_poll_interval_ms(POLL_INTERVAL_MS);
        let payload = match (self.status, &self.result) {
            (TaskStatus::Completed, Some(Value::Object(result))) => TaskPayload::Completed { result: result.clone() },
            (TaskStatus::Cancelled, _) => TaskPayload::Cancelled,
            (TaskStatus::Working, _) => TaskPayload::Working,
            _ => TaskPayload::Failed {
                error: json!({ "code": -32603, "message": "the task record has no result" })
                    .as_object()
                    .cloned()
                    .unwrap_or_default(),
            },
        };
        let task = match self.status {
            TaskStatus::Working => task.with_status_message(format!(
                "waiting on {} durable call(s)",
                self.pending.as_array().map_or(0, Vec::len)
            )),
            _ => task,
        };
        DetailedTask::new(task, payload)
    }

    /// The task's seed state (`CreateTaskResult`).
    pub fn task(&self) -> Task {
        self.detailed().task
    }
}

fn status_name(s: TaskStatus) -> &'static str {
    match s {
        TaskStatus::Working => "working",
        TaskStatus::Completed => "completed",
        TaskStatus::Cancelled => "cancelled",
        TaskStatus::InputRequired => "input_required",
        _ => "failed",
    }
}

/// The directory of task records and suspended runs.
#[derive(Debug)]
pub struct TaskStore {
    dir: PathBuf,
    /// Drivers running in this process, by task id.
    drivers: Mutex<HashMap<String, tokio::task::AbortHandle>>,
    /// Woken whenever a record changes.
    pub(crate) changed: tokio::sync::Notify,
}

fn safe_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 128 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

impl TaskStore {
    /// Opens (creating) the store directory.
    ///
    /// # Errors
    /// The directory cannot be created.
    pub fn open(dir: &Path) -> std::io::Result<TaskStore> {
        std::fs::create_dir_all(dir)?;
        Ok(TaskStore { dir: dir.to_owned(), drivers: Mutex::new(HashMap::new()), changed: tokio::sync::Notify::new() })
    }

    /// The store directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn record_path(&self, id: &str) -> PathBuf {
        self.dir.join(format!("{id}.task.json"))
    }

    fn snapshot_path(&self, id: &str) -> PathBuf {
        self.dir.join(format!("{id}.snapshot"))
    }

    fn write_atomic(&self, path: &Path, bytes: &[u8]) -> Result<(), String> {
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, bytes).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    /// The record of task `id`, if there is one.
    pub fn get(&self, id: &str) -> Option<Record> {
        if !safe_id(id) {
            return None;
        }
        let text = std::fs::read_to_string(self.record_path(id)).ok()?;
        Record::from_json(&serde_json::from_str(&text).ok()?)
    }

    fn put(&self, r: &Record) -> Result<(), String> {
        self.write_atomic(&self.record_path(&r.id), r.to_json().to_string().as_bytes())?;
        self.changed.notify_waiters();
        Ok(())
    }

    /// Saves a suspension: its bytes, and the record as `working`.
    fn save_suspended(&self, s: &Suspension) -> Result<Record, String> {
        let id = s.state.run_id.clone();
        if !safe_id(&id) {
            return Err(format!("the run id {id:?} cannot name a task"));
        }
        let bytes = s.state.to_bytes(None).map_err(|e| e.to_string())?;
        self.write_atomic(&self.snapshot_path(&id), &bytes)?;
        let now = now_iso();
        let created_at = self.get(&id).map_or_else(|| now.clone(), |r| r.created_at);
        let r = Record {
            id,
            status: TaskStatus::Working,
            created_at,
            updated_at: now,
            pending: json!(
                s.pending.iter().map(|p| json!({ "key": p.key, "path": p.path, "args": p.args })).collect::<Vec<_>>()
            ),
            result: None,
        };
        self.put(&r)?;
        Ok(r)
    }

    fn finish(&self, id: &str, status: TaskStatus, result: Option<&CallToolResult>) -> Result<(), String> {
        let mut r = self.get(id).ok_or_else(|| format!("no task {id}"))?;
        if r.status != TaskStatus::Working {
            return Ok(());
        }
        r.status = status;
        r.updated_at = now_iso();
        r.pending = json!([]);
        r.result = result.map(|c| serde_json::to_value(c).unwrap_or(Value::Null));
        self.put(&r)?;
        let _ = std::fs::remove_file(self.snapshot_path(id));
        Ok(())
    }

    fn load(&self, id: &str) -> Result<Snapshot, String> {
        let path = self.snapshot_path(id);
        let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Snapshot::from_bytes(&bytes, None).map_err(|e| e.to_string())
    }

    /// Every task still `working`.
    fn working(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else { return Vec::new() };
        let mut ids: Vec<String> = entries
            .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".task.json").map(str::to_owned))
            .filter(|id| self.get(id).is_some_and(|r| r.status == TaskStatus::Working))
            .collect();
        ids.sort();
        ids
    }
}

/// Saves a suspension and starts its driver; the record.
pub(crate) fn suspend(store: &std::sync::Arc<TaskStore>, runtime: &Runtime, s: &Suspension) -> Result<Record, String> {
    let r = store.save_suspended(s)?;
    spawn_driver(store, runtime, &r.id);
    Ok(r)
}

/// Starts the drivers of every working task (after a restart).
pub(crate) fn resume_pending(store: &std::sync::Arc<TaskStore>, runtime: &Runtime) -> usize {
    let ids = store.working();
    for id in &ids {
        spawn_driver(store, runtime, id);
    }
    ids.len()
}

fn spawn_driver(store: &std::sync::Arc<TaskStore>, runtime: &Runtime, id: &str) {
    let mut drivers = store.drivers.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if drivers.get(id).is_some_and(|h| !h.is_finished()) {
        return;
    }
    let task = tokio::spawn(drive(store.clone(), runtime.clone(), id.to_owned()));
    drivers.insert(id.to_owned(), task.abort_handle());
}

/// Waits for the outcomes, resumes, until the run ends.
async fn drive(store: std::sync::Arc<TaskStore>, runtime: Runtime, id: String) {
    loop {
        let state = match store.load(&id) {
            Ok(s) => s,
            Err(e) => {
                let r = RunResult::failure(Diagnostic::new(ErrorKind::SnapshotError, e));
                let _ = store.finish(&id, TaskStatus::Completed, Some(&crate::server::result_to_mcp(&r)));
                return;
            }
        };
        let waits = state.pending.iter().map(|p| {
            let durable = runtime.tools().get(p.path.as_str()).and_then(|t| t.as_durable().cloned());
            let (key, path, handle) = (p.key.clone(), p.path.clone(), p.handle.clone());
            async move {
                let outcome = match (durable, handle) {
                    (Some(d), Some(h)) => match d.attach(h, DurableContext::new(key.clone(), path)).await {
                        Ok(v) => CallOutcome::ok(v),
                        Err(e) => CallOutcome::err(e.full_message()),
                    },
                    _ => CallOutcome::err(format!(
                        "'{path}' is not a durable tool of this server, or its call has no handle"
                    )),
                };
                (key, outcome)
            }
        });
        let outcomes: BTreeMap<String, CallOutcome> = futures::future::join_all(waits).await.into_iter().collect();
        // A cancel that came while waiting wins.
        if store.get(&id).is_none_or(|r| r.status != TaskStatus::Working) {
            return;
        }
        match runtime.resume_auto(state, outcomes).result().await {
            Outcome::Finished(r) => {
                let _ = store.finish(&id, TaskStatus::Completed, Some(&crate::server::result_to_mcp(&r)));
                return;
            }
            Outcome::Suspended(s) => {
                if let Err(e) = store.save_suspended(&s) {
                    let r = RunResult::failure(Diagnostic::new(ErrorKind::SuspendError, e));
                    let _ = store.finish(&id, TaskStatus::Completed, Some(&crate::server::result_to_mcp(&r)));
                    return;
                }
            }
        }
    }
}

/// Cancels task `id`: its driver, its pending durable calls, its record.
///
/// # Errors
/// No such task, or it already ended.
pub(crate) async fn cancel(store: &TaskStore, runtime: &Runtime, id: &str) -> Result<(), String> {
    let r = store.get(id).ok_or_else(|| format!("no task '{id}'"))?;
    if r.status != TaskStatus::Working {
        return Err(format!("task '{id}' already ended ({})", status_name(r.status)));
    }
    if let Some(h) = store.drivers.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(id) {
        h.abort();
    }
    if let Ok(state) = store.load(id) {
        for p in &state.pending {
            let durable = runtime.tools().get(p.path.as_str()).and_then(|t| t.as_durable().cloned());
            if let (Some(d), Some(h)) = (durable, p.handle.clone()) {
                let _ = tokio::time::timeout(Duration::from_secs(10), d.cancel(h)).await;
            }
        }
    }
    store.finish(id, TaskStatus::Cancelled, None)
}

/// Waits up to `timeout` for task `id` to end; its record then.
pub(crate) async fn wait(store: &TaskStore, id: &str, timeout: Duration) -> Option<Record> {
    let until = tokio::time::Instant::now() + timeout;
    loop {
        let changed = store.changed.notified();
        let r = store.get(id)?;
        if r.status != TaskStatus::Working {
            return Some(r);
        }
        // Records are also checked now and then, in case another process changed one.
        let step =
            until.saturating_duration_since(tokio::time::Instant::now()).min(Duration::from_millis(POLL_INTERVAL_MS));
        if step.is_zero() {
            return Some(r);
        }
        let _ = tokio::time::timeout(step, changed).await;
    }
}

/// The current time as ISO 8601 UTC with milliseconds.
pub fn now_iso() -> String {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    iso_time(i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// `2026-01-02T03:04:05.678Z` for ms since the epoch (proleptic Gregorian, UTC): the time form
/// of task records here and of the CLI service's run events.
pub fn iso_time(ms: i64) -> String {
    let (days, rem) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000));
    let (year, month0, day) = codemode_vm::datemath::civil_from_days(days);
    let month = month0 + 1;
    let (h, m, s, milli) = (rem / 3_600_000, rem / 60_000 % 60, rem / 1000 % 60, rem % 1000);
    format!("{year:04}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}.{milli:03}Z")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_times() {
        assert_eq!(iso_time(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(iso_time(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(iso_time(1_767_225_599_999), "2025-12-31T23:59:59.999Z");
        assert_eq!(iso_time(20_790 * 86_400_000), "2026-12-03T00:00:00.000Z");
        assert!(now_iso().ends_with('Z'));
    }

    #[test]
    fn ids_that_could_escape_the_directory_are_refused() {
        assert!(safe_id("run-18f3a-0"));
        assert!(!safe_id("../x") && !safe_id("a/b") && !safe_id(""));
    }
}
