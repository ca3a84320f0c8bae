//! OpenAPI tools: any OpenAPI 3.0 or 3.1 document becomes codemode tools that make real HTTP calls.
//!
//! [`OpenApi::from_spec`] reads a document (JSON or YAML) and returns [`Converted`]: a tool tree
//! ([`Converted::tools`], a [`Record`] the host mounts under any namespace) and the operations it
//! left out with the reason ([`Converted::skipped`]). Each tool's signature is rendered from the
//! operation's parameters, request body and 2xx responses; calling it sends the request through
//! `reqwest` (rustls, no OpenSSL), with the host's headers, the credentials its
//! [`AuthResolver`] gives, a timeout, bounded redirects and a response-size cap.
//!
//! ```no_run
//! use codemode_openapi::{Credential, OpenApi, Options};
//!
//! let spec = std::fs::read_to_string("petstore.yaml")?;
//! let options = Options::new()
//!     .base_url("http://127.0.0.1:8080/v1")
//!     .auth(|req: codemode_openapi::AuthRequest| async move {
//!         Ok(match req.name.as_str() {
//!             "bearerAuth" => Some(Credential::Bearer { token: std::env::var("PETS_TOKEN").unwrap_or_default() }),
//!             _ => None,
//!         })
//!     });
//! let api = OpenApi::from_spec(&spec, options)?;
//! for s in &api.skipped {
//!     eprintln!("skipped {} {}: {}", s.method, s.path, s.reason);
//! }
//! let tools = codemode_tools::Tools::builder().record("pets", api.tools).build()?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Module map: `document.rs` (parsing, version, `$ref`s), `schema.rs` (OpenAPI schemas to
//! standalone JSON Schema), `names.rs` (tool names), `operation.rs` (one operation to a call plan,
//! or a skip reason), `serialize.rs` (parameter styles), `call.rs` (the request, authentication and
//! the response), `auth.rs` (credentials). Nothing here touches the VM: tools cross as
//! [`codemode_tools::Tool`]s.

mod auth;
mod call;
mod document;
mod names;
mod operation;
mod schema;
mod serialize;

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

pub use auth::{AuthError, AuthRequest, AuthResolver, Credential};
pub use codemode_tools::Record;
use serde_json::Value;

/// The default response-size cap: 50 MiB.
pub const DEFAULT_MAX_RESPONSE_BYTES: usize = 50 * 1024 * 1024;
/// The default per-request timeout: 30 s.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
/// The default number of redirects followed: 10.
pub const DEFAULT_MAX_REDIRECTS: usize = 10;

/// What the operation filter and the authentication resolver are told about an operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OperationInfo {
    /// The HTTP method, upper case (`GET`).
    pub method: String,
    /// The path template as the document has it (`/users/{id}`).
    pub path: String,
    /// The `operationId`, if any.
    pub operation_id: Option<String>,
    /// The operation's tags.
    pub tags: Vec<String>,
    /// The operation's summary, if any.
    pub summary: Option<String>,
}

/// An operation left out, and why.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Skipped {
    /// The HTTP method, upper case.
    pub method: String,
    /// The path template.
    pub path: String,
    /// Why it was left out (`cookie parameter 'session' is not supported`).
    pub reason: String,
}

/// A generated tool: its name (relative to where the host mounts the tree) and operation.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Generated {
    /// The dotted tool name (`users.get`).
    pub name: String,
    /// The HTTP method, upper case.
    pub method: String,
    /// The path template.
    pub path: String,
}

/// What [`OpenApi::from_spec`] made of a document.
#[derive(Debug, Clone)]
pub struct Converted {
    /// The tools, as a namespace record (described by the document's `info.title`) to mount under
    /// any prefix: `builder.record("github", converted.tools)`.
    pub tools: Record,
    /// The generated tools, in document order.
    pub generated: Vec<Generated>,
    /// The operations left out, in document order.
    pub skipped: Vec<Skipped>,
}

/// Why a document could not be converted at all (single operations are skipped instead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecError {
    /// The text is neither JSON nor YAML.
    Parse(String),
    /// The document is not an OpenAPI document.
    NotOpenApi(String),
    /// An OpenAPI version (or Swagger) that is not supported.
    Unsupported(String),
    /// An option is invalid (a base URL that is not absolute HTTP(S), a bad default header).
    Options(String),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Parse(m) => write!(f, "the OpenAPI document cannot be read: {m}"),
            SpecError::NotOpenApi(m) => write!(f, "not an OpenAPI document: {m}"),
            SpecError::Unsupported(m) => f.write_str(m),
            SpecError::Options(m) => write!(f, "invalid OpenAPI options: {m}"),
        }
    }
}

impl std::error::Error for SpecError {}

type Filter = Arc<dyn Fn(&OperationInfo) -> bool + Send + Sync>;

/// How to convert a document and make its calls.
#[derive(Clone)]
pub struct Options {
    pub(crate) base_url: Option<String>,
    pub(crate) headers: Vec<(String, String)>,
    pub(crate) filter: Option<Filter>,
    pub(crate) auth: Option<Arc<dyn AuthResolver>>,
    pub(crate) timeout: Duration,
    pub(crate) max_response_bytes: usize,
    pub(crate) max_redirects: usize,
    pub(crate) client: Option<reqwest::Client>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            base_url: None,
            headers: Vec::new(),
            filter: None,
            auth: None,
            timeout: DEFAULT_TIMEOUT,
            max_response_bytes: DEFAULT_MAX_RESPONSE_BYTES,
            max_redirects: DEFAULT_MAX_REDIRECTS,
            client: None,
        }
    }
}

impl fmt::Debug for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Header values may be secrets: only their names are shown.
        f.debug_struct("Options")
            .field("base_url", &self.base_url)
            .field("headers", &self.headers.iter().map(|(n, _)| n).collect::<Vec<_>>())
            .field("filter", &self.filter.is_some())
            .field("auth", &self.auth.is_some())
            .field("timeout", &self.timeout)
            .field("max_response_bytes", &self.max_response_bytes)
            .field("max_redirects", &self.max_redirects)
            .finish()
    }
}

impl Options {
    /// The defaults: the document's servers, no headers, every operation, no credentials,
    /// [`DEFAULT_TIMEOUT`], [`DEFAULT_MAX_RESPONSE_BYTES`], [`DEFAULT_MAX_REDIRECTS`].
    #[must_use]
    pub fn new() -> Options {
        Options::default()
    }

    /// Sends every request to `url` (an absolute HTTP(S) URL without query or fragment) instead of
    /// the document's servers.
    #[must_use]
    pub fn base_url(mut self, url: impl Into<String>) -> Options {
        self.base_url = Some(url.into());
        self
    }

    /// Adds a header sent with every request (header parameters and authentication override it).
    #[must_use]
    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Options {
        self.headers.push((name.into(), value.into()));
        self
    }

    /// Keeps only the operations for which `keep` is true (the others are listed as skipped).
    #[must_use]
    pub fn operations(mut self, keep: impl Fn(&OperationInfo) -> bool + Send + Sync + 'static) -> Options {
        self.filter = Some(Arc::new(keep));
        self
    }

    /// Sets the authentication resolver (see [`AuthResolver`]; an async closure taking an
    /// [`AuthRequest`] works).
    #[must_use]
    pub fn auth(mut self, resolver: impl AuthResolver + 'static) -> Options {
        self.auth = Some(Arc::new(resolver));
        self
    }

    /// The time one request may take, body included.
    #[must_use]
    pub fn timeout(mut self, timeout: Duration) -> Options {
        self.timeout = timeout;
        self
    }

    /// The largest response body read, in bytes.
    #[must_use]
    pub fn max_response_bytes(mut self, bytes: usize) -> Options {
        self.max_response_bytes = bytes;
        self
    }

    /// How many redirects one request follows (0: none; a redirect is then returned as a non-2xx
    /// status).
    #[must_use]
    pub fn max_redirects(mut self, n: usize) -> Options {
        self.max_redirects = n;
        self
    }

    /// Uses this client (its own TLS, proxy and pool settings) instead of building one; its redirect
    /// policy is then the client's.
    #[must_use]
    pub fn client(mut self, client: reqwest::Client) -> Options {
        self.client = Some(client);
        self
    }
}

/// The converter.
#[derive(Debug, Clone, Copy)]
pub struct OpenApi;

impl OpenApi {
    /// Converts a document given as JSON or YAML text.
    ///
    /// # Errors
    ///
    /// [`SpecError`] when the text is not an OpenAPI 3.0/3.1 document or an option is invalid.
    /// Operations that cannot become tools are not errors: they are listed in
    /// [`Converted::skipped`].
    pub fn from_spec(spec: &str, options: Options) -> Result<Converted, SpecError> {
        let doc = document::parse_text(spec)?;
        OpenApi::from_value(doc, options)
    }

    /// Converts a document already parsed into JSON.
    ///
    /// # Errors
    ///
    /// As [`OpenApi::from_spec`].
    pub fn from_value(doc: Value, options: Options) -> Result<Converted, SpecError> {
        operation::convert(Arc::new(doc), options)
    }
}
