//! Making one call: input to request (parameters, body), authentication, the HTTP exchange and the
//! response to a value or a tool error.
//!
//! Order: required parameters and composite values are checked and serialized first, so such an
//! error never resolves credentials nor sends anything; then the resolver is asked for
//! credentials; then the request goes out. Headers: the host's first, then header parameters,
//! then authentication (which wins).
//!
//! The exchange runs as a task on a tokio runtime (the caller's, or a small one of this crate's
//! when the caller is not inside one) whose handle aborts the task when dropped: a run that ends
//! or times out drops its calls, and with them their in-flight requests.
//!
//! Error messages never carry a credential: they name the operation (`GET /users/{id}`), not the
//! URL, and a response body summarized into a message has every credential value of the call
//! replaced by `[redacted]`.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use codemode_tools::ToolError;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use serde_json::Value;

use crate::auth::{AuthRequest, AuthResolver, Credential, basic};
use crate::serialize::{self, Style};
use crate::{OperationInfo, Options, SpecError};

/// Where a parameter goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Loc {
    Path,
    Query,
    Header,
}

/// One parameter: its wire name and its input field.
#[derive(Debug)]
pub(crate) struct Param {
    pub(crate) name: String,
    pub(crate) field: String,
    pub(crate) loc: Loc,
    pub(crate) style: Style,
    pub(crate) explode: bool,
    pub(crate) required: bool,
}

/// How the body is taken from the input.
#[derive(Debug)]
pub(crate) enum Body {
    /// The whole body is one field.
    Whole { field: String, required: bool },
    /// The body's properties are fields: (input field, property name).
    Fields(Vec<(String, String)>),
}

/// Where a scheme's credential goes by default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Carrier {
    Authorization,
    Header(String),
    Query(String),
}

/// One scheme of a security alternative.
#[derive(Debug)]
pub(crate) struct Scheme {
    pub(crate) name: String,
    pub(crate) definition: Value,
    pub(crate) scopes: Vec<String>,
    pub(crate) carrier: Carrier,
}

/// Everything needed to make an operation's calls.
#[derive(Debug)]
pub(crate) struct Plan {
    pub(crate) method: reqwest::Method,
    /// The server URL, without a trailing `/`.
    pub(crate) base: String,
    pub(crate) params: Vec<Param>,
    /// The body and its media type.
    pub(crate) body: Option<(Body, String)>,
    /// Alternatives of schemes; `None`: anonymous.
    pub(crate) security: Option<Vec<Vec<Scheme>>>,
    pub(crate) accept: Option<String>,
    pub(crate) info: OperationInfo,
}

impl Plan {
    fn label(&self) -> String {
        format!("{} {}", self.info.method, self.info.path)
    }
}

/// What the calls of one converted document share.
pub(crate) struct Shared {
    client: reqwest::Client,
    headers: Vec<(HeaderName, HeaderValue)>,
    auth: Option<Arc<dyn AuthResolver>>,
    timeout: Duration,
    max_bytes: usize,
}

impl Shared {
    pub(crate) fn new(options: &Options) -> Result<Shared, SpecError> {
        let mut headers = Vec::new();
        for (n, v) in &options.headers {
            let name = HeaderName::from_bytes(n.as_bytes())
                .map_err(|_| SpecError::Options(format!("'{n}' is not a valid header name")))?;
            let mut value = HeaderValue::from_str(v)
                .map_err(|_| SpecError::Options(format!("the value of header '{n}' is not a valid header value")))?;
            value.set_sensitive(true);
            headers.push((name, value));
        }
        let client = match &options.client {
            Some(c) => c.clone(),
            None => {
                // reqwest is built without a default crypto provider (no aws-lc): install ring's
                // unless the process already chose one.
                let _ = rustls::crypto::ring::default_provider().install_default();
                let policy = if options.max_redirects == 0 {
                    reqwest::redirect::Policy::none()
                } else {
                    reqwest::redirect::Policy::limited(options.max_redirects)
                };
                reqwest::Client::builder()
                    .redirect(policy)
                    .build()
                    .map_err(|e| SpecError::Options(format!("the HTTP client cannot be built: {e}")))?
            }
        };
        Ok(Shared {
            client,
            headers,
            auth: options.auth.clone(),
            timeout: options.timeout,
            max_bytes: options.max_response_bytes,
        })
    }
}

/// A runtime for callers outside tokio (one worker; requests are I/O-bound).
fn fallback_runtime() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("codemode-openapi")
            .enable_all()
            .build()
            .unwrap_or_else(|e| panic!("cannot start the HTTP runtime: {e}"))
    })
}

/// Aborts the task when dropped.
struct AbortOnDrop<T>(tokio::task::JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs one call of `plan` with `input`.
pub(crate) async fn run(plan: Arc<Plan>, shared: Arc<Shared>, input: Value) -> Result<Value, ToolError> {
    let label = plan.label();
    let fut = exchange(plan, shared, input);
    let handle = match tokio::runtime::Handle::try_current() {
        Ok(h) => h.spawn(fut),
        Err(_) => fallback_runtime().spawn(fut),
    };
    let mut guard = AbortOnDrop(handle);
    match (&mut guard.0).await {
        Ok(r) => r,
        Err(_) => Err(ToolError::new(format!("{label} failed: the request was interrupted"))),
    }
}

/// The request's parts before authentication.
struct Prepared {
    path: String,
    query: Vec<(String, String)>,
    headers: Vec<(HeaderName, HeaderValue)>,
    body: Option<Vec<u8>>,
}

fn prepare(plan: &Plan, input: &Value) -> Result<Prepared, String> {
    let empty = serde_json::Map::new();
    let fields = input.as_object().unwrap_or(&empty);
    let mut path = plan.info.path.clone();
    let mut query = Vec::new();
    let mut headers = Vec::new();
    for p in &plan.params {
        let value = fields.get(&p.field);
        let value = match (p.loc, value) {
            (Loc::Path, None | Some(Value::Null)) | (_, None) => {
                if p.required {
                    let loc = match p.loc {
                        Loc::Path => "path",
                        Loc::Query => "query",
                        Loc::Header => "header",
                    };
                    return Err(format!("Missing required {loc} parameter '{}'.", p.field));
                }
                continue;
            }
            (_, Some(v)) => v,
        };
        match p.loc {
            Loc::Path => {
                let encoded = serialize::path_value(&p.field, value, p.explode)?;
                path = path.replace(&format!("{{{}}}", p.name), &encoded);
            }
            Loc::Query => {
                query.extend(serialize::query_pairs(&p.name, value, p.style, p.explode).map_err(|_| nested(p))?)
            }
            Loc::Header => {
                let text = serialize::header_value(&p.field, value, p.explode)?;
                let name = HeaderName::from_bytes(p.name.as_bytes())
                    .map_err(|_| format!("Header '{}' is invalid.", p.name))?;
                let value = HeaderValue::from_str(&text).map_err(|_| {
                    format!("Header parameter '{}' has a value that cannot be sent in a header.", p.field)
                })?;
                headers.push((name, value));
            }
        }
    }
    let body = match &plan.body {
        None => None,
        Some((Body::Whole { field, required }, _)) => match fields.get(field) {
            Some(v) => Some(v.clone()),
            None if *required => return Err(format!("Missing required request body '{field}'.")),
            None => None,
        },
        Some((Body::Fields(props), _)) => {
            let mut out = serde_json::Map::new();
            for (field, prop) in props {
                if let Some(v) = fields.get(field) {
                    out.insert(prop.clone(), v.clone());
                }
            }
            Some(Value::Object(out))
        }
    };
    let body = match body {
        Some(v) => Some(serde_json::to_vec(&v).map_err(|_| "Invalid JSON body".to_owned())?),
        None => None,
    };
    Ok(Prepared { path, query, headers, body })
}

fn nested(p: &Param) -> String {
    format!("Parameter '{}' contains an unsupported nested value.", p.field)
}

/// The credentials of the first satisfiable alternative: (headers, query pairs, secrets).
type Applied = (Vec<(HeaderName, HeaderValue)>, Vec<(String, String)>, Vec<String>);

async fn authenticate(plan: &Plan, shared: &Shared) -> Result<Applied, ToolError> {
    let label = plan.label();
    let Some(alternatives) = &plan.security else {
        return Ok(Default::default());
    };
    let mut wanted: Vec<&str> = Vec::new();
    'alternatives: for alt in alternatives {
        let mut headers: Vec<(HeaderName, HeaderValue)> = Vec::new();
        let mut query: Vec<(String, String)> = Vec::new();
        let mut secrets = Vec::new();
        for scheme in alt {
            if !wanted.contains(&scheme.name.as_str()) {
                wanted.push(&scheme.name);
            }
            let Some(resolver) = &shared.auth else { continue 'alternatives };
            let request = AuthRequest {
                name: scheme.name.clone(),
                definition: scheme.definition.clone(),
                scopes: scheme.scopes.clone(),
                operation: plan.info.clone(),
            };
            let credential = resolver.resolve(request).await.map_err(|_| {
                ToolError::new(format!("{label} failed: the credential for '{}' could not be resolved", scheme.name))
            })?;
            let Some(credential) = credential else { continue 'alternatives };
            secrets.extend(credential.secrets());
            let (header, value) = match (&credential, &scheme.carrier) {
                (Credential::Bearer { token }, _) => (Some("authorization".to_owned()), format!("Bearer {token}")),
                (Credential::Basic { username, password }, _) => {
                    (Some("authorization".to_owned()), format!("Basic {}", basic(username, password)))
                }
                (Credential::ApiKey { value }, Carrier::Query(q)) => {
                    if query.iter().any(|(k, _)| k == q) {
                        return Err(multiple(&label, &format!("query parameter '{q}'")));
                    }
                    query.push((q.clone(), value.clone()));
                    continue;
                }
                (Credential::ApiKey { value }, Carrier::Header(h)) => (Some(h.clone()), value.clone()),
                (Credential::ApiKey { value }, Carrier::Authorization) => {
                    (Some("authorization".to_owned()), value.clone())
                }
                (Credential::Header { name, value }, _) => (Some(name.clone()), value.clone()),
            };
            if let Some(h) = header {
                let name = HeaderName::from_bytes(h.as_bytes()).map_err(|_| {
                    ToolError::new(format!(
                        "{label} failed: the credential for '{}' names an invalid header",
                        scheme.name
                    ))
                })?;
                if headers.iter().any(|(n, _)| n == name) {
                    return Err(multiple(&label, &format!("header '{name}'")));
                }
                let mut v = HeaderValue::from_str(&value).map_err(|_| {
                    ToolError::new(format!(
                        "{label} failed: the credential for '{}' is not a valid header value",
                        scheme.name
                    ))
                })?;
                v.set_sensitive(true);
                headers.push((name, v));
            }
        }
        return Ok((headers, query, secrets));
    }
    Err(ToolError::new(format!("{label} requires authentication; no credential available for: {}.", wanted.join(", "))))
}

fn multiple(label: &str, carrier: &str) -> ToolError {
    ToolError::new(format!("{label} failed: multiple credentials for {carrier}"))
}

fn size(bytes: usize) -> String {
    const MIB: usize = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

fn scrub(mut text: String, secrets: &[String]) -> String {
    for s in secrets.iter().filter(|s| !s.is_empty()) {
        if text.contains(s.as_str()) {
            text = text.replace(s.as_str(), "[redacted]");
        }
    }
    text
}

/// How much of an error body a message quotes.
const SUMMARY_CHARS: usize = 500;

fn summary(body: &[u8], secrets: &[String]) -> String {
    let text = String::from_utf8_lossy(body);
    let text = text.trim();
    if text.is_empty() {
        return "no response body".into();
    }
    let text = scrub(text.to_owned(), secrets);
    match text.char_indices().nth(SUMMARY_CHARS) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text,
    }
}

/// An error response's body as the program's `error.body`: `null` when empty, the parsed JSON
/// when the response says JSON and parses, otherwise the text; secrets are scrubbed first.
fn error_body(body: &[u8], json: bool, secrets: &[String]) -> Value {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Value::Null;
    }
    let text = scrub(String::from_utf8_lossy(body).into_owned(), secrets);
    if json && let Ok(v) = serde_json::from_str(&text) {
        return v;
    }
    Value::String(text)
}

fn transport(label: &str, e: &reqwest::Error, timeout: Duration) -> ToolError {
    if e.is_timeout() {
        return ToolError::new(format!("{label} failed: timed out after {} ms", timeout.as_millis()));
    }
    let mut error = ToolError::new(format!("{label} failed: transport error"));
    if e.is_redirect() {
        error = error.caused_by("too many redirects");
    } else if e.is_connect() {
        error = error.caused_by("could not connect to the server");
    }
    error
}

async fn exchange(plan: Arc<Plan>, shared: Arc<Shared>, input: Value) -> Result<Value, ToolError> {
    let label = plan.label();
    let prepared = prepare(&plan, &input).map_err(ToolError::new)?;
    let (auth_headers, auth_query, secrets) = authenticate(&plan, &shared).await?;

    let mut url = url::Url::parse(&format!("{}{}", plan.base, prepared.path))
        .map_err(|_| ToolError::new(format!("{label} failed: the request URL is invalid")))?;
    let mut query = prepared.query;
    query.extend(auth_query);
    if !query.is_empty() {
        let existing = url.query().map(str::to_owned);
        let qs = serialize::query_string(&query);
        url.set_query(Some(&match existing {
            Some(e) if !e.is_empty() => format!("{e}&{qs}"),
            _ => qs,
        }));
    }
    let mut headers = HeaderMap::new();
    for (n, v) in shared.headers.iter().cloned().chain(prepared.headers).chain(auth_headers) {
        headers.insert(n, v);
    }
    if let Some(accept) = &plan.accept
        && !headers.contains_key(reqwest::header::ACCEPT)
        && let Ok(v) = HeaderValue::from_str(accept)
    {
        headers.insert(reqwest::header::ACCEPT, v);
    }
    let mut request = shared.client.request(plan.method.clone(), url).timeout(shared.timeout);
    if let (Some(body), Some((_, media))) = (prepared.body, &plan.body) {
        if let Ok(v) = HeaderValue::from_str(media) {
            headers.insert(reqwest::header::CONTENT_TYPE, v);
        }
        request = request.body(body);
    }
    let mut response = request.headers(headers).send().await.map_err(|e| transport(&label, &e, shared.timeout))?;
    let status = response.status();
    let too_big = || ToolError::new(format!("{label} failed: response exceeds {}", size(shared.max_bytes)));
    if response.content_length().is_some_and(|n| n > shared.max_bytes as u64) {
        return Err(too_big());
    }
    let content_type =
        response.headers().get(reqwest::header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| transport(&label, &e, shared.timeout))? {
        if body.len() + chunk.len() > shared.max_bytes {
            return Err(too_big());
        }
        body.extend_from_slice(&chunk);
    }
    let essence = content_type.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    let json = essence == "application/json" || essence.ends_with("+json");
    if !status.is_success() {
        let message = format!("{label} failed with HTTP {}: {}", status.as_u16(), summary(&body, &secrets));
        return Err(ToolError::new(message)
            .with_detail("status", status.as_u16())
            .with_detail("statusText", status.canonical_reason().unwrap_or(""))
            .with_detail("body", error_body(&body, json, &secrets)));
    }
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(Value::Null);
    }
    if json {
        return serde_json::from_slice(&body).map_err(|_| ToolError::new(format!("{label} returned malformed JSON")));
    }
    Ok(Value::String(String::from_utf8_lossy(&body).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_summaries() {
        assert_eq!(size(50 * 1024 * 1024), "50 MiB");
        assert_eq!(size(2048), "2 KiB");
        assert_eq!(size(1000), "1000 bytes");
        assert_eq!(summary(b"  ", &[]), "no response body");
        assert_eq!(summary(b"token abc123 is bad", &["abc123".into()]), "token [redacted] is bad");
        let long = "x".repeat(SUMMARY_CHARS + 10);
        assert_eq!(summary(long.as_bytes(), &[]), format!("{}...", "x".repeat(SUMMARY_CHARS)));
    }
}
