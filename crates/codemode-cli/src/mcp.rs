//! `--mcp NAME=COMMAND…` / `--mcp NAME=URL` and `--mcp-header NAME=Header: value`: MCP servers as a
//! tool source, one namespace per server (`tools.<NAME>.<tool>`, see `codemode-mcp`). A command is
//! started as a child process spoken to over stdio; a URL is reached over Streamable HTTP with the
//! server's headers. Header values are secrets: they are never printed.

use codemode::RuntimeBuilder;
use codemode_mcp::{ClientOptions, Endpoint, McpClient};

/// The MCP flags, flattened into [`crate::sources::ToolSources`].
#[derive(clap::Args, Debug, Clone, Default)]
pub struct McpArgs {
    /// An MCP server whose tools become `tools.NAME.*`: `NAME=COMMAND ARGS…` (stdio) or
    /// `NAME=https://…` (Streamable HTTP); repeatable.
    #[arg(long = "mcp", value_name = "NAME=COMMAND|URL")]
    pub mcp: Vec<String>,
    /// A header sent to the HTTP MCP server NAME: `NAME=Header: value` (repeatable).
    #[arg(long = "mcp-header", value_name = "NAME=Header: value")]
    pub headers: Vec<String>,
}

impl McpArgs {
    /// Whether no server was given.
    pub fn is_empty(&self) -> bool {
        self.mcp.is_empty()
    }

    /// The servers with their headers.
    ///
    /// # Errors
    /// A malformed flag, a header for a server that is not given or not HTTP.
    pub fn servers(&self) -> Result<Vec<(String, Endpoint)>, String> {
        let mut servers = Vec::new();
        for flag in &self.mcp {
            let (name, endpoint) = codemode_mcp::parse_server_flag(flag)?;
            if servers.iter().any(|(n, _): &(String, Endpoint)| *n == name) {
                return Err(format!("two --mcp servers are named '{name}'"));
            }
            servers.push((name, endpoint));
        }
        for flag in &self.headers {
            let (server, name, value) = codemode_mcp::parse_header_flag(flag)?;
            match servers.iter_mut().find(|(n, _)| *n == server) {
                Some((_, e @ Endpoint::Http { .. })) => *e = e.clone().header(name, value),
                Some(_) => return Err(format!("--mcp-header {server}=…: '{server}' is a command, not an HTTP server")),
                None => return Err(format!("--mcp-header {server}=…: no --mcp server is named '{server}'")),
            }
        }
        Ok(servers)
    }

    /// Connects to every server and lists its tools.
    ///
    /// # Errors
    /// A bad flag, or a server that cannot be started, reached or listed.
    pub async fn connect(&self) -> Result<Vec<McpClient>, String> {
        let servers = self.servers()?;
        codemode_mcp::connect_all(&servers, &ClientOptions::default()).await.map_err(|e| e.to_string())
    }

    /// Adds the tools of every server to `builder`.
    ///
    /// # Errors
    /// As [`McpArgs::connect`].
    pub async fn apply(&self, mut builder: RuntimeBuilder) -> Result<RuntimeBuilder, String> {
        for client in self.connect().await? {
            builder = builder.record(client.name(), client.record());
        }
        Ok(builder)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_attach_to_http_servers_only() {
        let args = McpArgs {
            mcp: vec!["a=https://example.invalid/mcp".into(), "b=some-server --flag".into()],
            headers: vec!["a=Authorization: Bearer x".into()],
        };
        let servers = args.servers().unwrap();
        assert_eq!(servers[0].1, Endpoint::http("https://example.invalid/mcp").header("Authorization", "Bearer x"));
        assert_eq!(servers[1].1, Endpoint::command("some-server", ["--flag"]));
        let bad = McpArgs { headers: vec!["b=X: y".into()], ..args.clone() };
        assert!(bad.servers().unwrap_err().contains("is a command"));
        let bad = McpArgs { headers: vec!["c=X: y".into()], ..args.clone() };
        assert!(bad.servers().unwrap_err().contains("no --mcp server is named 'c'"));
        let dup = McpArgs { mcp: vec!["a=x".into(), "a=y".into()], headers: vec![] };
        assert!(dup.servers().is_err());
    }
}
