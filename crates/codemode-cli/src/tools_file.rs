//! The tools file of the `codemode` command (`--tools tools.json` or `.toml`): tools declared with a
//! description and schemas, each run as a command (JSON input on stdin, JSON output on stdout) or
//! answered by a fixed mock value.
//!
//! ```json
//! {
//!   "namespaces": { "orders": "Order management" },
//!   "tools": {
//!     "orders.lookup": {
//!       "description": "Look up an order by ID",
//!       "input": { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"] },
//!       "output": { "type": "object" },
//!       "command": ["python3", "lookup.py"],
//!       "timeoutMs": 10000
//!     },
//!     "orders.count": { "description": "Count orders", "output": { "type": "number" }, "mock": 42 }
//!   }
//! }
//! ```
//!
//! A command that exits with a non-zero status fails the call with its standard error (trimmed)
//! as the message; one that outlives its timeout is killed and fails the call. Its standard output
//! must be one JSON value (empty output is `null`). Relative command paths resolve against the
//! tools file's directory; commands run in that directory.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use codemode::{RuntimeBuilder, Tool, ToolError};
use serde::Deserialize;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Default per-call timeout of command tools.
const DEFAULT_TIMEOUT_MS: u64 = 30_000;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ToolsFile {
    #[serde(default)]
    namespaces: BTreeMap<String, String>,
    #[serde(default)]
    tools: BTreeMap<String, ToolDef>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ToolDef {
    #[serde(default)]
    description: String,
    input: Option<Value>,
    output: Option<Value>,
    command: Option<Command>,
    mock: Option<Value>,
    timeout_ms: Option<u64>,
    #[serde(default)]
    no_validation: bool,
    #[serde(default)]
    durable: bool,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Command {
    Line(String),
    Argv(Vec<String>),
}

/// Reads a tools file and adds its tools and namespaces to a builder. Durable command tools keep
/// their jobs' files under `jobs` (a store directory's `jobs/`).
///
/// # Errors
/// Unreadable file, invalid JSON/TOML, a tool with neither or both of `command` and `mock`.
pub fn load_with_jobs(path: &Path, mut builder: RuntimeBuilder, jobs: &Path) -> Result<RuntimeBuilder, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let file: ToolsFile = if path.extension().is_some_and(|e| e == "toml") {
        toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?
    } else {
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?
    };
    // Commands run in the tools file's directory; a bare file name has the empty path as its
    // parent, which is no directory to run in.
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    for (ns, desc) in file.namespaces {
        builder = builder.namespace(&ns, desc);
    }
    for (name, def) in file.tools {
        let tool = match (def.command, def.mock) {
            (Some(_), Some(_)) => return Err(format!("tool '{name}' has both a command and a mock value")),
            (None, None) => return Err(format!("tool '{name}' needs a command or a mock value")),
            (None, Some(v)) => Tool::new(def.description, move |_: Value, _| {
                let v = v.clone();
                async move { Ok(v) }
            }),
            (Some(cmd), None) if def.durable => {
                let argv = match cmd {
                    Command::Argv(a) => a,
                    Command::Line(l) => l.split_whitespace().map(str::to_string).collect(),
                };
                if argv.is_empty() {
                    return Err(format!("tool '{name}' has an empty command"));
                }
                crate::durable_job::tool(def.description, argv, dir.clone(), jobs.to_path_buf())
            }
            (Some(cmd), None) => {
                let argv = match cmd {
                    Command::Argv(a) => a,
                    Command::Line(l) => l.split_whitespace().map(str::to_string).collect(),
                };
                if argv.is_empty() {
                    return Err(format!("tool '{name}' has an empty command"));
                }
                let timeout = Duration::from_millis(def.timeout_ms.unwrap_or(DEFAULT_TIMEOUT_MS));
                let dir = dir.clone();
                let tool_name = name.clone();
                Tool::new(def.description, move |input: Value, _| {
                    run_command(argv.clone(), dir.clone(), input, timeout, tool_name.clone())
                })
            }
        };
        let mut tool = tool;
        if let Some(i) = def.input {
            tool = tool.input_schema(i);
        }
        if let Some(o) = def.output {
            tool = tool.output_schema(o);
        }
        if def.no_validation {
            tool = tool.without_validation();
        }
        builder = builder.tool(&name, tool);
    }
    Ok(builder)
}

/// Runs a command tool once.
async fn run_command(
    argv: Vec<String>,
    dir: PathBuf,
    input: Value,
    timeout: Duration,
    name: String,
) -> Result<Value, ToolError> {
    let program = {
        let p = PathBuf::from(&argv[0]);
        if p.components().count() > 1 && p.is_relative() { dir.join(p) } else { p }
    };
    let mut child = tokio::process::Command::new(&program)
        .args(&argv[1..])
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| ToolError::from(format!("cannot start {}: {e}", program.display())))?;
    let payload = serde_json::to_vec(&input).unwrap_or_default();
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(&payload).await;
    }
    let mut stdout = child.stdout.take();
    let mut stderr = child.stderr.take();
    let work = async {
        let mut out = Vec::new();
        let mut err = Vec::new();
        if let Some(s) = stdout.as_mut() {
            let _ = s.read_to_end(&mut out).await;
        }
        if let Some(s) = stderr.as_mut() {
            let _ = s.read_to_end(&mut err).await;
        }
        let status = child.wait().await;
        (status, out, err)
    };
    let (status, out, err) = match tokio::time::timeout(timeout, work).await {
        Ok(r) => r,
        Err(_) => {
            return Err(ToolError::from(format!("Tool '{name}' timed out after {}ms.", timeout.as_millis())));
        }
    };
    let status = status.map_err(|e| ToolError::from(e.to_string()))?;
    if !status.success() {
        let msg = String::from_utf8_lossy(&err).trim().to_string();
        let msg = if msg.is_empty() { format!("Tool '{name}' exited with {status}") } else { msg };
        return Err(ToolError::from(msg));
    }
    let text = String::from_utf8_lossy(&out);
    if text.trim().is_empty() {
        return Ok(Value::Null);
    }
    serde_json::from_str(text.trim()).map_err(|e| ToolError::from(format!("Tool '{name}' printed invalid JSON: {e}")))
}
