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
//!
//! A handle is data that came back from a snapshot, so `attach` and `cancel` trust none of it but
//! the job's name: [`job_of`] accepts a `dir` only when it is exactly one level inside the jobs
//! directory and its job was started there, and the pid is read from the job's own `pid` file
//! (never from the handle). A job whose shell is gone without having written `status` (killed,
//! machine restarted) fails the call instead of being waited on forever.

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

/// The job directory a handle names, checked: `dir` must be a direct child of `jobs` (no `..`, no
/// path elsewhere) whose job was started (its `started` file exists).
fn job_of(jobs: &Path, handle: &Value) -> Result<PathBuf, ToolError> {
    let bad = || ToolError::from(format!("The job handle {handle} names no job in {}.", jobs.display()));
    let dir = Path::new(handle["dir"].as_str().ok_or_else(bad)?);
    let name = match dir.strip_prefix(jobs) {
        Ok(rest) => {
            let mut parts = rest.components();
            match (parts.next(), parts.next()) {
                (Some(std::path::Component::Normal(n)), None) => n.to_owned(),
                _ => return Err(bad()),
            }
        }
        Err(_) => return Err(bad()),
    };
    // Only names `job_dir` can produce: nothing a path could smuggle in.
    let name = name.to_str().filter(|n| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    let Some(name) = name else { return Err(bad()) };
    let dir = jobs.join(name);
    if !dir.join("started").exists() {
        return Err(ToolError::from(format!("No job was started in {}.", dir.display())));
    }
    Ok(dir)
}

/// Whether the process `pid` still runs (a zombie, dead but not yet reaped by its parent, does not).
fn alive(pid: u64) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the command's closing parenthesis.
        Ok(stat) => stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().next()) != Some("Z"),
        Err(_) if Path::new("/proc/self/stat").exists() => false,
        Err(_) => std::process::Command::new("kill")
            .arg("-0")
            .arg(pid.to_string())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success()),
    }
}

fn read_status(dir: &Path) -> Option<i32> {
    std::fs::read_to_string(dir.join("status")).ok().and_then(|s| s.trim().parse::<i32>().ok())
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

/// The result of a job that exited with `code`.
fn finished(dir: &Path, code: i32) -> Result<Value, ToolError> {
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
    serde_json::from_str(out.trim()).map_err(|e| ToolError::from(format!("the job printed invalid JSON: {e}")))
}

/// A durable command tool.
pub fn tool(description: String, argv: Vec<String>, cwd: PathBuf, jobs: PathBuf) -> Tool {
    // The job's shell runs in the tool file's directory: its paths must not depend on ours.
    let jobs = std::path::absolute(&jobs).unwrap_or(jobs);
    let lookup_jobs = jobs.clone();
    let attach_jobs = jobs.clone();
    let cancel_jobs = jobs.clone();
    let durable = Durable::new(
        move |input: Value, ctx: codemode::DurableContext| {
            let argv = argv.clone();
            let cwd = cwd.clone();
            let dir = job_dir(&jobs, &ctx.key);
            async move { start(&argv, &cwd, &dir, &input) }
        },
        move |handle: Value, _ctx| {
            let dir = job_of(&attach_jobs, &handle);
            async move {
                let dir = dir?;
                let since = std::time::Instant::now();
                loop {
                    if dir.join("cancelled").exists() {
                        return Err(ToolError::from("The job was cancelled."));
                    }
                    // `status` appears by a rename once complete; a status that does not parse (a
                    // job written by an older version, caught between create and write) is not in yet.
                    if let Some(code) = read_status(&dir) {
                        return finished(&dir, code);
                    }
                    if !dir.join("started").exists() {
                        return Err(ToolError::from(format!("No job in {}.", dir.display())));
                    }
                    match read_pid(&dir) {
                        // Claimed but never spawned (the starting process died in between).
                        None if since.elapsed() > NEVER_SPAWNED => {
                            return Err(ToolError::from("The job was claimed but never started."));
                        }
                        None => {}
                        // The shell writes `status` before it exits: look again before giving up.
                        Some(pid) if !alive(pid) && read_status(&dir).is_none() => {
                            return Err(ToolError::from(format!(
                                "The job in {} ended without an exit status (its process {pid} is gone).",
                                dir.display()
                            )));
                        }
                        Some(_) => {}
                    }
                    tokio::time::sleep(Duration::from_millis(25)).await;
                }
            }
        },
    )
    .cancel_with(move |handle: Value| {
        // Only a job this tool started is cancelled, by the pid its shell wrote: a pid in the
        // handle could name any process group.
        let dir = job_of(&cancel_jobs, &handle).ok();
        async move {
            let Some(dir) = dir else { return };
            let _ = std::fs::write(dir.join("cancelled"), b"");
            if let Some(pid) = read_pid(&dir).filter(|&p| p > 1 && alive(p) && read_status(&dir).is_none()) {
                // The job leads its own process group: stop the command with its shell.
                let _ = std::process::Command::new("kill").arg("--").arg(format!("-{pid}")).status();
            }
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
        let jobs = std::env::temp_dir().join(format!("codemode-job-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&jobs);
        let dir = jobs.join("k");
        std::fs::create_dir_all(&dir).unwrap();
        // Pid 1 always runs: the job looks alive.
        for f in ["started", "pid"] {
            std::fs::write(dir.join(f), b"1").unwrap();
        }
        std::fs::write(dir.join("status"), b"").unwrap();
        let t = tool(String::new(), vec!["true".into()], jobs.clone(), jobs.clone());
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
        let _ = std::fs::remove_dir_all(&jobs);
    }

    fn jobs_folder(name: &str) -> PathBuf {
        let jobs = std::env::temp_dir().join(format!("codemode-job-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&jobs);
        std::fs::create_dir_all(&jobs).unwrap();
        jobs
    }

    /// Attaches with a deadline: a call that would wait forever is a failure of the test.
    fn attach(jobs: &Path, handle: Value) -> Result<Value, ToolError> {
        let t = tool(String::new(), vec!["true".into()], jobs.to_path_buf(), jobs.to_path_buf());
        let d = t.as_durable().unwrap().clone();
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async {
            tokio::time::timeout(Duration::from_secs(5), d.attach(handle, codemode::DurableContext::new("k", "job")))
                .await
        })
        .expect("attach waited on a job that cannot finish")
    }

    /// A handle whose job is lost — its shell died without an exit status (killed, machine
    /// restarted), or nothing was ever started under its name — fails the call.
    #[test]
    fn a_handle_naming_no_job_fails_instead_of_waiting() {
        let jobs = jobs_folder("lost");
        let dir = jobs.join("lost");
        std::fs::create_dir_all(&dir).unwrap();
        let mut gone = std::process::Command::new("true").spawn().unwrap();
        let pid = gone.id();
        gone.wait().unwrap();
        std::fs::write(dir.join("started"), b"").unwrap();
        std::fs::write(dir.join("pid"), format!("{pid}\n")).unwrap();
        let e = attach(&jobs, json!({ "dir": dir.to_string_lossy(), "pid": pid })).unwrap_err();
        assert!(e.message.contains("ended without an exit status"), "{}", e.message);
        let e = attach(&jobs, json!({ "dir": jobs.join("never").to_string_lossy() })).unwrap_err();
        assert!(e.message.contains("No job was started"), "{}", e.message);
        let e = attach(&jobs, json!({ "pid": 1 })).unwrap_err();
        assert!(e.message.contains("names no job"), "{}", e.message);
        let _ = std::fs::remove_dir_all(&jobs);
    }

    /// A handle altered to point outside the jobs folder is refused, even at a directory laid out
    /// like a finished job; cancel kills only the pid the job's shell wrote, not the handle's.
    #[test]
    fn an_altered_handle_is_refused() {
        let jobs = jobs_folder("altered");
        let elsewhere = jobs_folder("elsewhere");
        std::fs::write(elsewhere.join("started"), b"").unwrap();
        std::fs::write(elsewhere.join("stdout"), b"{\"stolen\":true}").unwrap();
        std::fs::write(elsewhere.join("status"), b"0\n").unwrap();
        let inside = jobs.join("k");
        std::fs::create_dir_all(&inside).unwrap();
        std::fs::write(inside.join("started"), b"").unwrap();
        for dir in [
            elsewhere.to_string_lossy().into_owned(),
            format!("{}/../{}", jobs.display(), elsewhere.file_name().unwrap().to_string_lossy()),
            format!("{}/k/../../{}", jobs.display(), elsewhere.file_name().unwrap().to_string_lossy()),
            format!("{}/k/sub", jobs.display()),
        ] {
            let e = attach(&jobs, json!({ "dir": dir })).unwrap_err();
            assert!(e.message.contains("names no job"), "{dir}: {}", e.message);
        }
        // A process of its own group that the job never owned survives a cancel naming its pid.
        let mut bystander = std::process::Command::new("sleep").arg("30").process_group(0).spawn().unwrap();
        let t = tool(String::new(), vec!["true".into()], jobs.clone(), jobs.clone());
        let d = t.as_durable().unwrap().clone();
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(d.cancel(json!({ "dir": inside.to_string_lossy(), "pid": bystander.id() })));
        rt.block_on(d.cancel(json!({ "dir": elsewhere.to_string_lossy(), "pid": bystander.id() })));
        std::thread::sleep(Duration::from_millis(100));
        let still = bystander.try_wait().unwrap().is_none();
        let _ = bystander.kill();
        let _ = bystander.wait();
        assert!(still, "cancel killed a process group named only by the handle");
        assert!(inside.join("cancelled").exists(), "the job in the folder was not marked cancelled");
        assert!(!elsewhere.join("cancelled").exists(), "cancel wrote outside the jobs folder");
        let _ = std::fs::remove_dir_all(&jobs);
        let _ = std::fs::remove_dir_all(&elsewhere);
    }
}
