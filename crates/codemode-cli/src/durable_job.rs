//! Durable command tools: a command started as a detached job whose files live in a jobs
//! directory, so that a run suspended in one process can be resumed — and the job waited on — in
//! another.
//!
//! `start` writes the input to `<jobs>/<key>/input.json`, claims the key by creating
//! `<key>/started` (exclusively: a second `start` for the same key, from this process or another
//! one sharing the directory, finds the job instead of starting it again), then spawns `sh -c 'echo
//! $$ > pid; <command> < input.json > stdout 2> stderr; echo $? > status'` in the tool file's
//! directory, in a process group of its own, and returns the handle `{ "dir": …, "pid": … }`.
//! `stdout` and `status` appear by a rename once written, so a reader never sees half of them.
//! `attach` waits until `status` exists, then reads the output like a plain command tool. `cancel`
//! kills the job's process group and marks it cancelled. `lookup` finds a started job's handle by
//! call key: a service restarted, or a worker that took a run over, attaches to the job already
//! running instead of starting a second one.

use std::os::unix::process::CommandExt as _;
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

/// How long a job may stay claimed without its shell having written `pid`.
const NEVER_SPAWNED: Duration = Duration::from_secs(10);

fn read_pid(dir: &Path) -> Option<u64> {
    std::fs::read_to_string(dir.join("pid")).ok().and_then(|p| p.trim().parse().ok())
}

/// The handle of the job in `dir`, if one was started there.
fn existing(dir: &Path) -> Option<Value> {
    dir.join("started").exists().then(|| json!({ "dir": dir.to_string_lossy(), "pid": read_pid(dir) }))
}

fn io_error(what: &str, path: &Path, e: &std::io::Error) -> ToolError {
    ToolError::from(format!("cannot {what} {}: {e}", path.display()))
}

/// Starts the job of one call, or finds it when this key's job was started already.
fn start(argv: &[String], cwd: &Path, dir: &Path, input: &Value) -> Result<Value, ToolError> {
    std::fs::create_dir_all(dir).map_err(|e| io_error("create", dir, &e))?;
    if let Some(h) = existing(dir) {
        return Ok(h);
    }
    let tmp = dir.join(format!("input.json.{}", std::process::id()));
    std::fs::write(&tmp, serde_json::to_vec(input).unwrap_or_default()).map_err(|e| io_error("write", &tmp, &e))?;
    std::fs::rename(&tmp, dir.join("input.json")).map_err(|e| io_error("write", dir, &e))?;
    match std::fs::OpenOptions::new().write(true).create_new(true).open(dir.join("started")) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return existing(dir).ok_or_else(|| ToolError::from("the job vanished while starting"));
        }
        Err(e) => return Err(io_error("claim", dir, &e)),
    }
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
        "echo $$ > {d}/pid; {cmd} < {d}/input.json > {d}/stdout.tmp 2> {d}/stderr; s=$?; mv {d}/stdout.tmp {d}/stdout; echo $s > {d}/status.tmp; mv {d}/status.tmp {d}/status"
    );
    let child = std::process::Command::new("sh")
        .arg("-c")
        .arg(script)
        .current_dir(cwd)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .process_group(0)
        .spawn()
        .map_err(|e| ToolError::from(format!("cannot start the job: {e}")))?;
    Ok(json!({ "dir": dir.to_string_lossy(), "pid": child.id() }))
}

/// A durable command tool.
pub fn tool(description: String, argv: Vec<String>, cwd: PathBuf, jobs: PathBuf) -> Tool {
    // The job's shell runs in the tool file's directory: its paths must not depend on ours.
    let jobs = std::path::absolute(&jobs).unwrap_or(jobs);
    let lookup_jobs = jobs.clone();
    let durable = Durable::new(
        move |input: Value, ctx: codemode::DurableContext| {
            let argv = argv.clone();
            let cwd = cwd.clone();
            let dir = job_dir(&jobs, &ctx.key);
            async move { start(&argv, &cwd, &dir, &input) }
        },
        |handle: Value, _ctx| async move {
            let dir = PathBuf::from(handle["dir"].as_str().unwrap_or_default());
            let since = std::time::Instant::now();
            loop {
                if dir.join("cancelled").exists() {
                    return Err(ToolError::from("The job was cancelled."));
                }
                // `status` appears by a rename once complete; a status that does not parse (a job
                // written by an older version, caught between create and write) is not in yet.
                if let Some(code) =
                    std::fs::read_to_string(dir.join("status")).ok().and_then(|s| s.trim().parse::<i32>().ok())
                {
                    let out = std::fs::read_to_string(dir.join("stdout")).unwrap_or_default();
                    if code != 0 {
                        let err = std::fs::read_to_string(dir.join("stderr")).unwrap_or_default();
                        let msg = err.trim();
                        return Err(ToolError::from(if msg.is_empty() {
                            format!("the job exited with status {code}")
                        } else {
                            msg.to_string()
                        }));
                    }
                    if out.trim().is_empty() {
                        return Ok(Value::Null);
                    }
                    return serde_json::from_str(out.trim())
                        .map_err(|e| ToolError::from(format!("the job printed invalid JSON: {e}")));
                }
                if !dir.join("started").exists() {
                    return Err(ToolError::from(format!("No job in {}.", dir.display())));
                }
                // Claimed but never spawned (the starting process died in between): it will not finish.
                if !dir.join("pid").exists() && since.elapsed() > NEVER_SPAWNED {
                    return Err(ToolError::from("The job was claimed but never started."));
                }
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
        },
    )
    .cancel_with(|handle: Value| async move {
        let dir = PathBuf::from(handle["dir"].as_str().unwrap_or_default());
        let pid = handle["pid"].as_u64().or_else(|| read_pid(&dir));
        if !dir.as_os_str().is_empty() {
            let _ = std::fs::write(dir.join("cancelled"), b"");
        }
        if let Some(pid) = pid {
            // The job leads its own process group: stop the command with its shell.
            let _ = std::process::Command::new("kill").arg("--").arg(format!("-{pid}")).status();
        }
    })
    .lookup_with(move |key: String| {
        let dir = job_dir(&lookup_jobs, &key);
        async move { existing(&dir) }
    });
    Tool::durable(description, durable)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `status` file caught between its creation and its write (empty) is not an exit status:
    /// attach keeps waiting instead of failing the call with "status -1" (a takeover race seen in
    /// the service's fault test).
    #[test]
    fn a_status_not_yet_written_is_waited_for() {
        let dir = std::env::temp_dir().join(format!("codemode-job-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for f in ["started", "pid"] {
            std::fs::write(dir.join(f), b"1").unwrap();
        }
        std::fs::write(dir.join("status"), b"").unwrap();
        let t = tool(String::new(), vec!["true".into()], dir.clone(), dir.clone());
        let d = t.as_durable().unwrap().clone();
        let handle = json!({ "dir": dir.to_string_lossy() });
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let ctx = || codemode::DurableContext::new("k", "job");
        let early = rt.block_on(async {
            tokio::time::timeout(Duration::from_millis(300), d.attach(handle.clone(), ctx())).await
        });
        assert!(early.is_err(), "attach returned before the status was written: {early:?}");
        std::fs::write(dir.join("stdout"), b"{\"done\":true}").unwrap();
        std::fs::write(dir.join("status"), b"0\n").unwrap();
        let v = rt.block_on(d.attach(handle, ctx())).unwrap();
        assert_eq!(v, json!({ "done": true }));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
