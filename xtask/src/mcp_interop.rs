//! `cargo xtask mcp-interop`: codemode's MCP server against implementations nobody here wrote.
//!
//! Installs the official TypeScript SDK (`@modelcontextprotocol/sdk`) and its reference servers
//! (`@modelcontextprotocol/server-everything`, `@modelcontextprotocol/server-memory`) from the npm
//! registry into `target/mcp-interop` (ignored, kept between runs), builds the `codemode` binary,
//! and runs `xtask/mcp-interop/client.mjs` there: the SDK's client drives `codemode mcp` over stdio
//! and Streamable HTTP, with the reference servers as its upstream tools, and prints one line per
//! check, the figures (tools used by one `execute`, the overhead of a wrapped call) and
//! `N passed, M failed`. Needs `node` and `npm`; exits 2 when they are missing.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The npm packages, by version range.
const PACKAGES: &[(&str, &str)] = &[
    ("@modelcontextprotocol/sdk", "^1.32.0"),
    ("@modelcontextprotocol/server-everything", ">=2026.8.0"),
    ("@modelcontextprotocol/server-memory", ">=2026.8.0"),
];

fn run(cmd: &mut Command, what: &str) -> Result<(), String> {
    let status = cmd.status().map_err(|e| format!("{what}: cannot start: {e}"))?;
    if status.success() { Ok(()) } else { Err(format!("{what}: {status}")) }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

pub fn main(_args: &[String]) -> ExitCode {
    for tool in ["node", "npm"] {
        if Command::new(tool).arg("--version").output().is_err() {
            eprintln!("mcp-interop: `{tool}` is not installed");
            return ExitCode::from(2);
        }
    }
    match inner() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("mcp-interop: {e}");
            ExitCode::from(2)
        }
    }
}

fn inner() -> Result<bool, String> {
    let root = root();
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let dir = target.join("mcp-interop");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let deps: serde_json::Map<String, serde_json::Value> =
        PACKAGES.iter().map(|(n, v)| ((*n).to_owned(), serde_json::Value::from(*v))).collect();
    let package = serde_json::json!({ "private": true, "type": "module", "dependencies": deps });
    let manifest = serde_json::to_string_pretty(&package).unwrap_or_default();
    let path = dir.join("package.json");
    if std::fs::read_to_string(&path).ok().as_deref() != Some(manifest.as_str()) {
        std::fs::write(&path, &manifest).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if !dir.join("node_modules/.bin/mcp-server-memory").exists() || !dir.join("package-lock.json").exists() {
        run(
            Command::new("npm").args(["install", "--no-audit", "--no-fund", "--loglevel=error"]).current_dir(&dir),
            "npm install",
        )?;
    }
    let script = dir.join("client.mjs");
    std::fs::copy(root.join("xtask/mcp-interop/client.mjs"), &script)
        .map_err(|e| format!("cannot copy the client script: {e}"))?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    run(Command::new(cargo).args(["build", "--quiet", "-p", "codemode-cli"]).current_dir(&root), "cargo build")?;
    let bin = target.join("debug/codemode");
    let status = Command::new("node")
        .arg(&script)
        .current_dir(&dir)
        .env("CODEMODE_BIN", &bin)
        .status()
        .map_err(|e| format!("cannot run node: {e}"))?;
    Ok(status.success())
}
