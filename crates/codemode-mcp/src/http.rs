//! Serving an rmcp server handler over Streamable HTTP at `/mcp` on a listener the caller bound
//! (tests bind `127.0.0.1:0`), until a cancellation token fires.

use std::sync::Arc;

use rmcp::ServerHandler;
use rmcp::transport::StreamableHttpServerConfig;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::tower::StreamableHttpService;
use tokio_util::sync::CancellationToken;

/// The path the endpoint is served at.
pub const PATH: &str = "/mcp";

/// Serves `handler` (cloned for every session) at `http://<addr>/mcp` until `stop` is cancelled.
///
/// # Errors
/// When the server fails (accepting connections).
pub async fn serve<H: ServerHandler + Clone>(
    handler: H,
    listener: tokio::net::TcpListener,
    stop: CancellationToken,
) -> std::io::Result<()> {
    let config = StreamableHttpServerConfig::default().with_cancellation_token(stop.child_token());
    let service: StreamableHttpService<H, LocalSessionManager> =
        StreamableHttpService::new(move || Ok(handler.clone()), Arc::new(LocalSessionManager::default()), config);
    let router = axum::Router::new().nest_service(PATH, service);
    axum::serve(listener, router).with_graceful_shutdown(async move { stop.cancelled_owned().await }).await
}
