//! The HTTP API of `codemode serve` (axum):
//!
//! - `POST /runs` `{ "code", "bindings"?, "limits"?, "waitMs"? }` → `201` with the run's view;
//! - `GET /runs/{id}` → the view plus `history`;
//! - `POST /runs/{id}/outcomes[?waitMs=N]` `{ KEY: { "ok": true, "value" } | { "ok": false, "error" } }`
//!   → the view (after resuming, when the outcomes made the run ready and it went on within the wait);
//!   the jobs of calls answered this way are stopped;
//! - `POST /runs/{id}/cancel[?waitMs=N]` → the view;
//! - `GET /stats` (JSON) and `GET /metrics` (Prometheus text): runs by state, resumes, outcomes,
//!   lease takeovers, this worker's counters; `GET /health` (no token needed).
//!
//! A view is `{ "runId", "status": "finished" | "suspended" | "running", "result"?, "pending"? }`:
//! `result` once finished, `pending` (the calls still waiting, with key, path, args and handle) while
//! suspended. Every route but `/health` needs `Authorization: Bearer TOKEN`; each run belongs to the
//! token that created it, and any other token gets `404` for it — a run id is not a credential.
//! Errors are `{ "error": { "kind", "message" } }` with 400 (bad request), 401 (no or wrong token),
//! 404 (no such run or call), 409 (an outcome that contradicts the recorded one, a finished run),
//! 503 (the database is unavailable).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use codemode::CallOutcome;
use codemode_mcp::tasks::iso_time;
use codemode_store::{Cancel, Event, NewRun, RunRecord, RunState, StoreError};
use serde::Deserialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use tracing::{Instrument, info, info_span};

use super::worker::{RunOptions, Worker, cancelled_result, merge_limits, new_run_id};

/// What the handlers share.
#[derive(Clone)]
pub struct Api {
    pub worker: Arc<Worker>,
    /// `(sha256(token), owner)` for each accepted token.
    pub tokens: Arc<Vec<([u8; 32], String)>>,
    /// The wait when a request names none, and the most a request may ask for.
    pub default_wait_ms: u64,
    pub max_wait_ms: u64,
}

/// The owner name of a token: a short hash (tokens are never stored).
pub fn owner_of(token: &str) -> ([u8; 32], String) {
    let digest: [u8; 32] = Sha256::digest(token.as_bytes()).into();
    let owner = digest[..8].iter().map(|b| format!("{b:02x}")).collect::<String>();
    (digest, format!("token-{owner}"))
}

pub fn router(api: Api) -> Router {
    Router::new()
        .route("/runs", post(create))
        .route("/runs/{id}", get(show))
        .route("/runs/{id}/outcomes", post(outcomes))
        .route("/runs/{id}/cancel", post(cancel))
        .route("/stats", get(stats))
        .route("/metrics", get(metrics))
        .route("/health", get(health))
        .with_state(api)
}

struct ApiError(StatusCode, &'static str, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({ "error": { "kind": self.1, "message": self.2 } });
        let mut r = (self.0, axum::Json(body)).into_response();
        if self.0 == StatusCode::UNAUTHORIZED {
            r.headers_mut().insert(header::WWW_AUTHENTICATE, header::HeaderValue::from_static("Bearer"));
        }
        r
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        let (status, kind) = match &e {
            StoreError::NotFound(_) => (StatusCode::NOT_FOUND, "NotFound"),
            StoreError::Conflict(_) | StoreError::Lost(_) => (StatusCode::CONFLICT, "Conflict"),
            StoreError::Invalid(_) => (StatusCode::BAD_REQUEST, "BadRequest"),
            StoreError::Unavailable(_) | StoreError::Schema(_) => (StatusCode::SERVICE_UNAVAILABLE, "Unavailable"),
        };
        ApiError(status, kind, e.message().to_string())
    }
}

fn bad(m: impl Into<String>) -> ApiError {
    ApiError(StatusCode::BAD_REQUEST, "BadRequest", m.into())
}

fn not_found(id: &str) -> ApiError {
    ApiError(StatusCode::NOT_FOUND, "NotFound", format!("No run {id}."))
}

/// The owner the request's bearer token stands for.
fn auth(api: &Api, headers: &HeaderMap) -> Result<String, ApiError> {
    let unauthorized = |m: &str| ApiError(StatusCode::UNAUTHORIZED, "Unauthorized", m.to_string());
    let Some(value) = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()) else {
        return Err(unauthorized("This API needs an 'Authorization: Bearer TOKEN' header."));
    };
    let Some(token) = value.strip_prefix("Bearer ").map(str::trim) else {
        return Err(unauthorized("The Authorization header must be 'Bearer TOKEN'."));
    };
    let (digest, _) = owner_of(token);
    // Compare digests in full (no early exit on the first different byte).
    let found = api.tokens.iter().find(|(d, _)| d.iter().zip(&digest).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0);
    found.map(|(_, o)| o.clone()).ok_or_else(|| unauthorized("The token is not accepted."))
}

/// A run of this owner.
async fn owned(api: &Api, id: &str, owner: &str) -> Result<RunRecord, ApiError> {
    let rec = api.worker.retry("get", || api.worker.store.get(id)).await?;
    rec.filter(|r| r.owner == owner).ok_or_else(|| not_found(id))
}

fn status_of(state: RunState) -> &'static str {
    match state {
        RunState::Finished => "finished",
        RunState::Suspended => "suspended",
        RunState::Running | RunState::Ready => "running",
    }
}

/// The view of a run.
pub fn view(rec: &RunRecord, history: Option<&[Event]>) -> Value {
    let mut v = json!({ "runId": rec.id, "status": status_of(rec.state) });
    if let (RunState::Finished, Some(r)) = (rec.state, &rec.result) {
        v["result"] = r.clone();
    }
    if rec.state == RunState::Suspended {
        let pending: Vec<Value> = rec
            .calls
            .iter()
            .filter(|c| c.outcome.is_none())
            .map(|c| json!({ "key": c.key, "path": c.path, "args": c.args, "handle": c.handle }))
            .collect();
        v["pending"] = Value::Array(pending);
    }
    if let Some(h) = history {
        let events: Vec<Value> = h
            .iter()
            .map(|e| {
                let mut x = json!({ "event": e.event, "at": iso_time(e.at) });
                if let Some(k) = &e.key {
                    x["key"] = k.clone().into();
                }
                if let Some(w) = &e.worker {
                    x["worker"] = w.clone().into();
                }
                if let Some(d) = &e.detail {
                    x["detail"] = d.clone();
                }
                x
            })
            .collect();
        v["history"] = Value::Array(events);
    }
    v
}

/// Waits until the run is no longer running (or `wait_ms` passed), then reads it.
async fn settle(api: &Api, id: &str, wait_ms: u64) -> Result<RunRecord, ApiError> {
    let mut changes = api.worker.subscribe();
    let until = Instant::now() + Duration::from_millis(wait_ms.min(api.max_wait_ms));
    loop {
        let rec = api.worker.retry("get", || api.worker.store.get(id)).await?.ok_or_else(|| not_found(id))?;
        let now = Instant::now();
        if !matches!(rec.state, RunState::Running | RunState::Ready) || now >= until {
            return Ok(rec);
        }
        // This worker announces its runs' changes; runs elsewhere are polled.
        let tick = tokio::time::sleep((until - now).min(Duration::from_millis(100)));
        tokio::select! {
            () = tick => {}
            _ = async { loop { if changes.recv().await.map_or(true, |c| c == id) { break } } } => {}
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct CreateRun {
    code: String,
    #[serde(default)]
    bindings: Option<serde_json::Map<String, Value>>,
    #[serde(default)]
    limits: Option<Value>,
    #[serde(default)]
    wait_ms: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct WaitQuery {
    wait_ms: Option<u64>,
}

fn parse<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body).map_err(|e| bad(format!("The request body is not acceptable: {e}.")))
}

async fn create(State(api): State<Api>, headers: HeaderMap, body: Bytes) -> Result<Response, ApiError> {
    let owner = auth(&api, &headers)?;
    let req: CreateRun = parse(&body)?;
    let limits = merge_limits(&api.worker.cfg.caps, req.limits.as_ref()).map_err(bad)?;
    let bindings = req.bindings.unwrap_or_default().into_iter().collect();
    let options = RunOptions { bindings, limits };
    let run = NewRun { id: new_run_id(), owner, code: req.code, typescript: true, options: options.to_json() };
    let w = &api.worker;
    let lease = w.retry("create", || w.store.create(&run, &w.cfg.worker_id, w.cfg.lease_ms)).await?;
    info_span!("run", run_id = %run.id).in_scope(|| info!("created"));
    w.spawn_run(codemode_store::Claim {
        lease,
        program: super::worker::program(&run.code, run.typescript),
        options: run.options.clone(),
        resume: codemode_store::Resume::Fresh,
        takeover: false,
        cancel_requested: false,
    });
    let rec = settle(&api, &run.id, req.wait_ms.unwrap_or(api.default_wait_ms)).await?;
    Ok((StatusCode::CREATED, [(header::LOCATION, format!("/runs/{}", run.id))], axum::Json(view(&rec, None)))
        .into_response())
}

async fn show(State(api): State<Api>, headers: HeaderMap, Path(id): Path<String>) -> Result<Response, ApiError> {
    let owner = auth(&api, &headers)?;
    let rec = owned(&api, &id, &owner).await?;
    let history = api.worker.retry("history", || api.worker.store.history(&id)).await?;
    Ok(axum::Json(view(&rec, Some(&history))).into_response())
}

async fn outcomes(
    State(api): State<Api>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(q): Query<WaitQuery>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let owner = auth(&api, &headers)?;
    let raw: serde_json::Map<String, Value> = parse(&body)?;
    let mut outcomes = BTreeMap::new();
    for (key, v) in raw {
        let o: CallOutcome = serde_json::from_value(v).map_err(|_| {
            bad(format!("The outcome of '{key}' must be {{ \"ok\": true, \"value\": … }} or {{ \"ok\": false, \"error\": \"message\" }}."))
        })?;
        outcomes.insert(key, o);
    }
    if outcomes.is_empty() {
        return Err(bad("No outcomes given: send an object of outcomes by call key."));
    }
    let before = owned(&api, &id, &owner).await?;
    let w = &api.worker;
    let span = info_span!("run", run_id = %id);
    let rec =
        w.retry("record outcomes", || w.store.record_outcomes(&id, &outcomes, "api")).instrument(span.clone()).await?;
    for key in &rec.applied {
        w.counters.outcomes_posted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        span.in_scope(|| info!(key = %key, "outcome recorded"));
    }
    // A call answered through the API no longer needs its job: stop it.
    let answered: Vec<_> = before.calls.into_iter().filter(|c| rec.applied.contains(&c.key)).collect();
    if !answered.is_empty() {
        let w2 = w.clone();
        tokio::spawn(async move { w2.cancel_jobs(&answered).await }.instrument(span.clone()));
    }
    if rec.ready {
        w.claim_now(&id).instrument(span).await;
    }
    let run = settle(&api, &id, q.wait_ms.unwrap_or(api.default_wait_ms)).await?;
    Ok(axum::Json(view(&run, None)).into_response())
}

async fn cancel(
    State(api): State<Api>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(q): Query<WaitQuery>,
) -> Result<Response, ApiError> {
    let owner = auth(&api, &headers)?;
    owned(&api, &id, &owner).await?;
    let w = &api.worker;
    let result = cancelled_result();
    let span = info_span!("run", run_id = %id);
    match w.retry("cancel", || w.store.cancel(&id, &result)).await? {
        Cancel::AlreadyFinished => {
            return Err(ApiError(StatusCode::CONFLICT, "Conflict", format!("Run {id} has already finished.")));
        }
        Cancel::Cancelled(calls) => {
            span.in_scope(|| info!("cancelled while suspended"));
            w.counters.cancelled.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            w.cancel_jobs(&calls).instrument(span).await;
        }
        Cancel::Requested => span.in_scope(|| info!("cancellation requested")),
    }
    let rec = settle(&api, &id, q.wait_ms.unwrap_or(api.default_wait_ms)).await?;
    Ok(axum::Json(view(&rec, None)).into_response())
}

async fn stats_json(api: &Api) -> Result<Value, ApiError> {
    let s = api.worker.retry("stats", || api.worker.store.stats()).await?;
    let mut worker = serde_json::Map::new();
    worker.insert("id".into(), api.worker.cfg.worker_id.clone().into());
    worker.insert("active".into(), api.worker.active().into());
    for (k, v) in api.worker.counters.list() {
        worker.insert(k.into(), v.into());
    }
    let ev = |k: &str| s.events.get(k).copied().unwrap_or(0);
    Ok(json!({
        "backend": api.worker.store.backend(),
        "runs": s.runs,
        "resumes": ev("resumed") + ev("takeover"),
        "outcomes": ev("outcome"),
        "takeovers": ev("takeover"),
        "programs": s.programs,
        "events": s.events,
        "worker": worker,
    }))
}

async fn stats(State(api): State<Api>, headers: HeaderMap) -> Result<Response, ApiError> {
    auth(&api, &headers)?;
    Ok(axum::Json(stats_json(&api).await?).into_response())
}

async fn metrics(State(api): State<Api>, headers: HeaderMap) -> Result<Response, ApiError> {
    auth(&api, &headers)?;
    let s = stats_json(&api).await?;
    let mut out = String::new();
    out.push_str("# HELP codemode_runs Runs in the store by state.\n# TYPE codemode_runs gauge\n");
    for state in ["running", "suspended", "ready", "finished"] {
        out.push_str(&format!("codemode_runs{{state=\"{state}\"}} {}\n", s["runs"][state].as_i64().unwrap_or(0)));
    }
    out.push_str(
        "# HELP codemode_events_total Run history events in the store by kind.\n# TYPE codemode_events_total counter\n",
    );
    if let Some(m) = s["events"].as_object() {
        for (k, v) in m {
            out.push_str(&format!("codemode_events_total{{event=\"{}\"}} {}\n", k.replace(' ', "_"), v));
        }
    }
    out.push_str("# HELP codemode_worker Counters of this worker process.\n# TYPE codemode_worker counter\n");
    if let Some(m) = s["worker"].as_object() {
        for (k, v) in m.iter().filter(|(_, v)| v.is_number()) {
            out.push_str(&format!("codemode_worker{{counter=\"{k}\"}} {v}\n"));
        }
    }
    Ok(([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], out).into_response())
}

async fn health(State(api): State<Api>) -> Response {
    match api.worker.store.stats().await {
        Ok(_) => axum::Json(json!({ "ok": true, "worker": api.worker.cfg.worker_id })).into_response(),
        Err(e) => ApiError(StatusCode::SERVICE_UNAVAILABLE, "Unavailable", e.to_string()).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owners_are_stable_hashes() {
        assert_eq!(owner_of("secret").1, owner_of("secret").1);
        assert_ne!(owner_of("secret").1, owner_of("other").1);
        assert!(!owner_of("secret").1.contains("secret"));
    }
}
