//! Durable command tools: a command started as a detached job whose files live in a jobs
//! directory, so that a run suspended in one process can be resumed — and the job waited on — in
//! another.
//!
//! `start` writes the input to `<jobs>/<key>/input.json`, spawns `sh -c '<command> < input.json >
//! stdout 2> stderr; echo $? > status'` in the tool file's directory, and returns the handle
//! `{ "dir": …, "pid": … }`. `attach` waits until `status` exists, then reads the output like a plain
//! command tool. `cancel` kills the job. `lookup` finds a job's handle by call key.

use std::path::{Path, PathBuf};
use std::time::Duration;

use codemode::{Durable, Tool, ToolError};
use serde_json::{Value, json};

fn quote(arg: &str) -> String {
    format!("'{}'", arg.replace('\'', "'\\''"))
}

fn job_dir(jobs: &Path, key: &str) -> PathBuf {
    let safe: String =
        key.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect();
    jobs.join(safe)
}

/// A durable command tool.
pub fn tool(description: String, argv: Vec<String>, cwd: PathBuf, jobs: PathBuf) -> Tool {
    let lookup_jobs = jobs.clone();
    let durable = Durable::new(
        move |input: Value, ctx: codemode::DurableContext| {
            let argv = argv.clone();
            let cwd = cwd.clone();
            let dir = job_dir(&jobs, &ctx.key);
            async move {
                std::fs::create_dir_all(&dir).map_err(|e| ToolError::from(format!("cannot create {}: {e}", dir.display())))?;
                std::fs::write(dir.join("input.json"), serde_json::to_vec(&input).unwrap_or_default())
                    .map_err(|e| ToolError::from(e.to_string()))?;
                let program = {
                    let p = PathBuf::from(&argv[0]);
                    if p.components().count() > 1 && p.is_relative() { cwd.join(p) } else { p }
                };
                let mut cmd = quote(&program.to_string_lossy());
                for a in &argv[1..] {
                    cmd.push(' ');
                    cmd.push_str(&quote(a));
                }
                let d = quote(&dir.to_string_lossy());
                let script = format!(
                    "{cmd} < {d}/input.json > {d}/stdout.tmp 2> {d}/stderr; s=$?; mv {d}/stdout.tmp {d}/stdout; echo $s > {d}/status"
                );
                let child = std::process::Command::new("sh")
                    .arg("-c")
                    .arg(script)
                    .current_dir(&cwd)
                    .stdin(std::process::Stdio::null())
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                    .map_err(|e| ToolError::from(format!("cannot start the job: {e}")))?;
                Ok(json!({ "dir": dir.to_string_lossy(), "pid": child.id() }))
            }
        },
        |handle: Value, _ctx| async move {
            let dir = PathBuf::from(handle["dir"].as_str().unwrap_or_default());
            loop {
                if let Ok(status) = std::fs::read_to_string(dir.join("status")) {
                    let code: i32 = status.trim().parse().unwrap_or(-1);
                    let out = std::fs::read_to_string(dir.join("stdout")).unwrap_or_default();
                    if code != 0 {
                        let err = std::fs::read_to_string(dir.join("stderr")).unwrap_or_default();
                        let msg = err.trim();
                        return Err(ToolError::from(if msg.is_empty() { format!("the job exited with status {code}") } else { msg.to_string() }));
                    }
                    if out.trim().is_empty() {
                        return Ok(Value::Null);
                    }
                    return serde_json::from_str(out.trim()).map_err(|e| ToolError::from(format!("the job printed invalid JSON: {e}")));
                }
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
        },
    )
    .cancel_with(|handle: Value| async move {
        if let Some(pid) = handle["pid"].as_u64() {
            let _ = std::process::Command::new("kill").arg(pid.to_string()).status();
        }
    })
    .lookup_with(move |key: String| {
        let dir = job_dir(&lookup_jobs, &key);
        async move { dir.exists().then(|| json!({ "dir": dir.to_string_lossy() })) }
    });
    Tool::durable(description, durable)
}
