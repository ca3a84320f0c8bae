//! The client side: one connection to an MCP server ([`McpClient`]), its tools listed (every
//! page) and mounted as codemode tools, calls made over it, and reconnection after the server went
//! away.
//!
//! A call runs as a task on the tokio runtime the client was connected on, behind a guard that
//! aborts it when dropped: a run that ends or times out drops its pending calls, rmcp's request
//! guard then sends `notifications/cancelled` for each, and the server stops the work. When the
//! transport closes (the child exited, the HTTP server is gone) the call fails with a clear error
//! and the connection is forgotten; the next call connects again.

use std::sync::Arc;
use std::time::Duration;

use codemode_tools::{Record, ToolError};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, ClientCapabilities, ClientConfig, Implementation, ServerPeerInfo,
};
use rmcp::service::{RoleClient, RunningService, ServiceError};
use rmcp::{ServiceExt as _, transport::StreamableHttpClientTransport};
use serde_json::Value;

use crate::content;
use crate::endpoint::Endpoint;

/// The default time allowed to start a server and complete the MCP handshake: 30 s.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(30);

/// How to connect.
#[derive(Debug, Clone)]
pub struct ClientOptions {
    /// The time allowed to start the server and complete the handshake.
    pub connect_timeout: Duration,
    /// The largest JSON response accepted over HTTP, in bytes (rmcp's default: 16 MiB).
    pub max_response_bytes: Option<usize>,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions { connect_timeout: DEFAULT_CONNECT_TIMEOUT, max_response_bytes: None }
    }
}

/// Why a server could not be used at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectError {
    /// The server's name.
    pub server: String,
    /// What went wrong.
    pub message: String,
}

impl std::fmt::Display for ConnectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MCP server '{}': {}", self.server, self.message)
    }
}

impl std::error::Error for ConnectError {}

type Session = Arc<RunningService<RoleClient, ClientConfig>>;

struct Inner {
    name: String,
    endpoint: Endpoint,
    options: ClientOptions,
    runtime: tokio::runtime::Handle,
    session: tokio::sync::Mutex<Option<Session>>,
    tools: Vec<rmcp::model::Tool>,
    info: Option<ServerPeerInfo>,
}

/// A connection to one MCP server and the tools it listed. Cheap to clone.
#[derive(Clone)]
pub struct McpClient {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for McpClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("McpClient")
            .field("name", &self.inner.name)
            .field("endpoint", &self.inner.endpoint)
            .field("tools", &self.inner.tools.len())
            .finish()
    }
}

impl McpClient {
    /// Connects to the server `name` at `endpoint` and lists its tools (following pagination).
    /// Must be called inside a tokio runtime: the connection and every later call run on it.
    ///
    /// # Errors
    /// The server cannot be started or reached, the handshake fails or times out, or listing the
    /// tools fails.
    pub async fn connect(name: &str, endpoint: Endpoint, options: ClientOptions) -> Result<McpClient, ConnectError> {
        crate::endpoint::check_name(name).map_err(|message| ConnectError { server: name.to_owned(), message })?;
        let runtime = tokio::runtime::Handle::try_current().map_err(|_| ConnectError {
            server: name.to_owned(),
            message: "connecting needs a tokio runtime".into(),
        })?;
        let session = open(name, &endpoint, &options).await?;
        let listed = tokio::time::timeout(options.connect_timeout, session.peer().list_all_tools()).await;
        let tools = match listed {
            Ok(Ok(tools)) => tools,
            Ok(Err(e)) => {
                return Err(ConnectError { server: name.to_owned(), message: format!("cannot list its tools: {e}") });
            }
            Err(_) => {
                return Err(ConnectError {
                    server: name.to_owned(),
                    message: format!("listing its tools took more than {:?}", options.connect_timeout),
                });
            }
        };
        let info = session.peer().peer_info().map(|i| (*i).clone());
        Ok(McpClient {
            inner: Arc::new(Inner {
                name: name.to_owned(),
                endpoint,
                options,
                runtime,
                session: tokio::sync::Mutex::new(Some(session)),
                tools,
                info,
            }),
        })
    }

    /// The server's name (its namespace: `tools.<name>`).
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// The tools the server listed when connecting.
    pub fn listed(&self) -> &[rmcp::model::Tool] {
        &self.inner.tools
    }

    /// What the server said about itself in the handshake.
    pub fn server_info(&self) -> Option<&ServerPeerInfo> {
        self.inner.info.as_ref()
    }

    /// The tools as a namespace record to mount at `tools.<name>` (see [`crate::mount_tool`] for
    /// how one MCP tool becomes a codemode tool). Names with dots nest (`a.b` → `tools.<name>.a.b`);
    /// names that are not identifiers are reached with brackets (`tools.srv["get-page"]`).
    pub fn record(&self) -> Record {
        let members =
            self.inner.tools.iter().map(|t| (t.name.to_string(), Record::Tool(crate::mount_tool(self, t)))).collect();
        let description = self.inner.info.as_ref().and_then(|i| {
            i.instructions
                .clone()
                .or_else(|| i.server_info.as_ref().map(|s| s.title.clone().unwrap_or_else(|| s.name.clone())))
        });
        Record::Namespace { description: description.map(|d| first_paragraph(&d)), members }
    }

    /// Calls the tool `tool` with `arguments` and maps the result (see [`content::to_value`]).
    /// `declared_output` tells whether the tool declared an output schema.
    ///
    /// # Errors
    /// A [`ToolError`] for an `isError` result, a protocol error, a closed connection.
    pub async fn call(&self, tool: &str, arguments: Value, declared_output: bool) -> Result<Value, ToolError> {
        let this = self.clone();
        let tool = tool.to_owned();
        let task = self.inner.runtime.spawn(async move { this.call_here(&tool, arguments, declared_output).await });
        let mut guard = AbortOnDrop(task);
        match (&mut guard.0).await {
            Ok(r) => r,
            Err(_) => Err(ToolError::new(format!("MCP server '{}': the call was interrupted", self.inner.name))),
        }
    }

    async fn call_here(&self, tool: &str, arguments: Value, declared_output: bool) -> Result<Value, ToolError> {
        let name = &self.inner.name;
        let arguments = match arguments {
            Value::Object(m) => m,
            Value::Null => serde_json::Map::new(),
            other => {
                return Err(ToolError::new(format!(
                    "MCP tool '{tool}' takes an object, not {}",
                    content::kind_of(&other)
                )));
            }
        };
        let session = self.session().await?;
        let params = CallToolRequestParams::new(tool.to_owned()).with_arguments(arguments);
        match session.peer().call_tool_once(params).await {
            Ok(CallToolResponse::Complete(result)) => content::to_value(name, tool, result, declared_output),
            Ok(_) => Err(ToolError::new(format!(
                "MCP server '{name}' answered the call to '{tool}' with a task or an input request, which codemode does not support"
            ))),
            Err(e) => {
                let closed = session.peer().is_transport_closed()
                    || matches!(e, ServiceError::TransportClosed | ServiceError::TransportSend(_));
                if closed {
                    self.forget(&session).await;
                    Err(ToolError::new(format!(
                        "MCP server '{name}' is not reachable: the connection closed during the call to '{tool}'"
                    ))
                    .caused_by(e.to_string())
                    .caused_by("the next call connects again"))
                } else {
                    Err(protocol_error(name, tool, &e))
                }
            }
        }
    }

    /// The live session, connecting again when there is none or it closed.
    async fn session(&self) -> Result<Session, ToolError> {
        let mut slot = self.inner.session.lock().await;
        if let Some(s) = slot.as_ref()
            && !s.peer().is_transport_closed()
            && !s.is_closed()
        {
            return Ok(s.clone());
        }
        *slot = None;
        match open(&self.inner.name, &self.inner.endpoint, &self.inner.options).await {
            Ok(s) => {
                *slot = Some(s.clone());
                Ok(s)
            }
            Err(e) => Err(ToolError::new(e.to_string())),
        }
    }

    async fn forget(&self, session: &Session) {
        let mut slot = self.inner.session.lock().await;
        if slot.as_ref().is_some_and(|s| Arc::ptr_eq(s, session)) {
            *slot = None;
        }
    }

    /// Closes the connection (a command server's process is stopped). Later calls connect again.
    pub async fn close(&self) {
        let taken = self.inner.session.lock().await.take();
        if let Some(s) = taken
            && let Ok(mut s) = Arc::try_unwrap(s)
        {
            let _ = s.close_with_timeout(Duration::from_secs(5)).await;
        }
    }
}

fn protocol_error(server: &str, tool: &str, e: &ServiceError) -> ToolError {
    match e {
        ServiceError::McpError(data) => ToolError::new(format!(
            "MCP server '{server}' rejected the call to '{tool}': {} (error {})",
            data.message, data.code.0
        )),
        other => ToolError::new(format!("MCP server '{server}': the call to '{tool}' failed: {other}")),
    }
}

/// The first paragraph of a server's instructions, as a namespace description.
fn first_paragraph(s: &str) -> String {
    let p = s.trim().split("\n\n").next().unwrap_or("").trim();
    if p.chars().count() > 300 { p.chars().take(297).collect::<String>() + "…" } else { p.to_owned() }
}

/// Aborts the task when dropped.
struct AbortOnDrop<T>(tokio::task::JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

fn client_config() -> ClientConfig {
    ClientConfig::new(ClientCapabilities::default(), Implementation::new("codemode", env!("CARGO_PKG_VERSION")))
}

/// Starts or reaches the server and completes the handshake.
async fn open(name: &str, endpoint: &Endpoint, options: &ClientOptions) -> Result<Session, ConnectError> {
    let err = |message: String| ConnectError { server: name.to_owned(), message };
    let started = match endpoint {
        Endpoint::Command { program, args } => {
            let mut cmd = tokio::process::Command::new(program);
            cmd.args(args);
            let (transport, _) = rmcp::transport::TokioChildProcess::builder(cmd)
                .stderr(std::process::Stdio::inherit())
                .spawn()
                .map_err(|e| err(format!("cannot start `{endpoint}`: {e}")))?;
            tokio::time::timeout(options.connect_timeout, client_config().serve(transport))
                .await
                .map_err(|_| {
                    err(format!("`{endpoint}` did not complete the MCP handshake within {:?}", options.connect_timeout))
                })?
                .map_err(|e| err(format!("the MCP handshake with `{endpoint}` failed: {e}")))?
        }
        Endpoint::Http { url, headers } => {
            let mut config =
                rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig::with_uri(url.as_str());
            for (n, v) in headers {
                let hn = reqwest::header::HeaderName::from_bytes(n.as_bytes())
                    .map_err(|_| err(format!("'{n}' is not a valid header name")))?;
                let mut hv = reqwest::header::HeaderValue::from_str(v)
                    .map_err(|_| err(format!("the value of header '{n}' is not a valid header value")))?;
                hv.set_sensitive(true);
                config.custom_headers.insert(hn, hv);
            }
            if let Some(max) = options.max_response_bytes {
                config.max_json_response_size = max;
            }
            // reqwest is built without a default crypto provider: install ring's unless the
            // process already chose one.
            let _ = rustls::crypto::ring::default_provider().install_default();
            let client =
                reqwest::Client::builder().build().map_err(|e| err(format!("cannot build the HTTP client: {e}")))?;
            let transport = StreamableHttpClientTransport::with_client(client, config);
            tokio::time::timeout(options.connect_timeout, client_config().serve(transport))
                .await
                .map_err(|_| {
                    err(format!("{url} did not complete the MCP handshake within {:?}", options.connect_timeout))
                })?
                .map_err(|e| err(format!("the MCP handshake with {url} failed: {e}")))?
        }
    };
    Ok(Arc::new(started))
}
