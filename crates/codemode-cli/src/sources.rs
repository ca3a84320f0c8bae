//! Where a command's tools come from: the flags that `run`, `resume`, `catalog` and `search` (and
//! any server command) share, flattened into each of them, and the one function that turns them
//! into tools on a [`RuntimeBuilder`]. Sources: `--tools FILE`, `--openapi SPEC` (`openapi.rs`) and
//! `--mcp NAME=COMMAND|URL` (`mcp.rs`); every new kind of
//! source (OpenAPI documents, MCP servers) adds its flags to [`ToolSources`] and its loading to
//! [`ToolSources::apply`], so that every command accepts it the same way.

use std::path::{Path, PathBuf};

use codemode::RuntimeBuilder;

/// The tool-source flags shared by every command that builds a runtime.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ToolSources {
    /// A tools file (JSON or TOML) declaring the tools the program may call.
    #[arg(long)]
    pub tools: Option<PathBuf>,
    /// OpenAPI documents (`--openapi`, `--openapi-base-url`, `--openapi-namespace`, `--auth`).
    #[command(flatten)]
    pub openapi: crate::openapi::OpenApiArgs,
    /// MCP servers (`--mcp`, `--mcp-header`).
    #[command(flatten)]
    pub mcp: crate::mcp::McpArgs,
}

impl ToolSources {
    /// Whether no source was given.
    pub fn is_empty(&self) -> bool {
        self.tools.is_none() && self.openapi.is_empty() && self.mcp.is_empty()
    }

    /// Adds the tools of every source to `builder`. Durable command tools keep their jobs' files
    /// under `jobs`. Async because some sources are reached over the network at start-up.
    ///
    /// # Errors
    /// A source that cannot be read or converted, with the source named in the message.
    pub async fn apply(&self, mut builder: RuntimeBuilder, jobs: &Path) -> Result<RuntimeBuilder, String> {
        if let Some(path) = &self.tools {
            builder = crate::tools_file::load_with_jobs(path, builder, jobs)?;
        }
        builder = self.openapi.apply(builder)?;
        builder = self.mcp.apply(builder).await?;
        Ok(builder)
    }
}
