//! End to end through the `codemode` binary: command tools, catalog and search, and a run
//! suspended in one process and resumed in another while a real job finishes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_codemode"))
}

fn tempdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("codemode-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn run(cmd: &mut Command) -> (i32, serde_json::Value, String) {
    let out = cmd.output().expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let v = serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("{e}: {stdout} {stderr}"));
    (out.status.code().unwrap_or(-1), v, stderr)
}

const TOOLS: &str = r#"{
  "namespaces": { "jobs": "Long-running jobs" },
  "tools": {
    "jobs.build": {
      "description": "Build a target (a long job)",
      "input": { "type": "object", "properties": { "target": { "type": "string" } }, "required": ["target"] },
      "output": { "type": "object" },
      "command": ["sh", "build.sh"],
      "durable": true
    },
    "echo": {
      "description": "Echo the input",
      "output": {},
      "command": ["sh", "-c", "cat"]
    },
    "fail": { "description": "Always fails", "output": {}, "command": ["sh", "-c", "echo broken >&2; exit 3"] },
    "answer": { "description": "The answer", "output": { "type": "number" }, "mock": 42 }
  }
}"#;

const BUILD: &str = "read input\nsleep 0.3\necho \"{\\\"built\\\": true, \\\"input\\\": $input}\"\n";

/// `codemode run PROG` with the tools file, the store directory and `flags`.
fn run_stored(prog: &Path, tools: &Path, store: &Path, flags: &[&str]) -> (i32, serde_json::Value, String) {
    run(bin().arg("run").arg(prog).args(flags).arg("--tools").arg(tools).arg("--store").arg(store))
}

/// `codemode resume ID` with the store directory, the tools file and `flags`.
fn resume_stored(id: &str, tools: &Path, store: &Path, flags: &[&str]) -> (i32, serde_json::Value, String) {
    run(bin().arg("resume").arg(id).args(flags).arg("--store").arg(store).arg("--tools").arg(tools))
}

#[test]
fn command_and_mock_tools() {
    let dir = tempdir("tools");
    let tools = write(&dir, "tools.json", TOOLS);
    write(&dir, "build.sh", BUILD);
    let prog = write(
        &dir,
        "p.js",
        "const e = await tools.echo({ x: 1 })\n\
         let msg\n\
         try { await tools.fail({}) } catch (err) { msg = err.message }\n\
         return [e, msg, await tools.answer()]",
    );
    let (code, v, err) = run(bin().arg("run").arg(&prog).arg("--tools").arg(&tools));
    assert_eq!(code, 0, "{v} {err}");
    assert_eq!(v["value"], serde_json::json!([{ "x": 1 }, "broken", 42]));
}

#[test]
fn catalog_and_search() {
    let dir = tempdir("catalog");
    let tools = write(&dir, "tools.json", TOOLS);
    let out = bin().arg("catalog").arg("--tools").arg(&tools).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("tools.jobs.build({\n  target: string,\n}): Promise<{\n  [key: string]: unknown,\n}>")
            || text.contains("tools.jobs.build({"),
        "{text}"
    );
    assert!(text.contains("tools.answer(): Promise<number>"), "{text}");
    let (code, v, _) = run(bin().arg("search").arg("--tools").arg(&tools).arg("build"));
    assert_eq!(code, 0);
    assert_eq!(v["items"][0]["path"], "tools.jobs.build");
}

#[test]
fn suspend_in_one_process_and_resume_in_another() {
    let dir = tempdir("durable");
    let tools = write(&dir, "tools.json", TOOLS);
    write(&dir, "build.sh", BUILD);
    let store = dir.join("store");
    let prog = write(
        &dir,
        "p.js",
        "console.log('starting')\n\
         const r = await tools.jobs.build({ target: 'app' })\n\
         console.log('built', r.built)\n\
         return { built: r.built, target: r.input.target }",
    );
    let (code, v, err) = run_stored(&prog, &tools, &store, &["--run-id", "r1"]);
    assert_eq!(code, 0, "{v} {err}");
    assert_eq!(v["status"], "Suspended", "{v}");
    assert_eq!(v["pending"][0]["key"], "r1:1");
    assert_eq!(v["pending"][0]["path"], "jobs.build");
    assert!(store.join("r1.snapshot").exists());
    // Another process resumes; it waits for the job the first one started.
    let (code, v, err) = resume_stored("r1", &tools, &store, &[]);
    assert_eq!(code, 0, "{v} {err}");
    assert_eq!(v["value"], serde_json::json!({ "built": true, "target": "app" }), "{v}");
    assert_eq!(v["logs"], serde_json::json!(["starting", "built true"]));
    assert!(!store.join("r1.snapshot").exists());
}

#[test]
fn resume_with_an_outcome_from_the_command_line() {
    let dir = tempdir("outcome");
    let tools = write(&dir, "tools.json", TOOLS);
    write(&dir, "build.sh", "read input\nsleep 30\n");
    let store = dir.join("store");
    let prog = write(
        &dir,
        "p.js",
        "try { return await tools.jobs.build({ target: 'x' }) } catch (e) { return 'failed: ' + e.message }",
    );
    let (_, v, _) = run_stored(&prog, &tools, &store, &["--run-id", "r2"]);
    assert_eq!(v["status"], "Suspended", "{v}");
    let (code, v, _) = resume_stored("r2", &tools, &store, &["--error", "r2:1=cancelled by operator"]);
    assert_eq!(code, 0);
    assert_eq!(v["value"], "failed: cancelled by operator");
}

#[test]
fn a_tools_file_named_without_a_directory_runs_its_commands_in_the_working_directory() {
    // `--tools tools.json` (no directory part) used to make every command tool fail: their working
    // directory became the empty path.
    let dir = tempdir("bare");
    write(&dir, "tools.json", TOOLS);
    write(&dir, "p.js", "return [await tools.echo({ n: 1 }), await tools.answer()]");
    let (code, v, err) = run(bin().current_dir(&dir).arg("run").arg("p.js").arg("--tools").arg("tools.json"));
    assert_eq!(code, 0, "{v} {err}");
    assert_eq!(v["value"], serde_json::json!([{ "n": 1 }, 42]), "{v}");
}

/// A run suspended with limits keeps them when resumed without them (they are in the snapshot):
/// `--max-tool-calls 2` still refuses a third call, `--timeout-ms` still ends a resumed run.
#[test]
fn a_resumed_run_keeps_the_limits_it_was_started_with() {
    let dir = tempdir("limits");
    let tools = write(&dir, "tools.json", TOOLS);
    write(&dir, "build.sh", "read input\nsleep 30\n");
    let store = dir.join("store");
    let calls = write(
        &dir,
        "calls.js",
        "await tools.jobs.build({ target: 'x' })\n\
         try { await tools.answer(); return 'third call allowed' } catch (e) { return e.message }",
    );
    let (_, v, err) = run_stored(&calls, &tools, &store, &["--max-tool-calls", "2", "--run-id", "lim1"]);
    assert_eq!(v["status"], "Suspended", "{v} {err}");
    let (_, v, err) = resume_stored("lim1", &tools, &store, &["--outcome", "lim1:1={}"]);
    assert_eq!(v["value"], "third call allowed", "two calls before the limit: {v} {err}");
    let third = write(
        &dir,
        "third.js",
        "await tools.answer(); await tools.jobs.build({ target: 'x' })\n\
         try { await tools.answer(); return 'third call allowed' } catch (e) { return e.message }",
    );
    let (_, v, _) = run_stored(&third, &tools, &store, &["--max-tool-calls", "2", "--run-id", "lim2"]);
    assert_eq!(v["status"], "Suspended", "{v}");
    let (_, v, _) = resume_stored("lim2", &tools, &store, &["--outcome", "lim2:2={}"]);
    assert_eq!(v["value"], "Execution exceeded its tool-call limit of 2.", "{v}");
    let slow = write(&dir, "slow.js", "await tools.jobs.build({ target: 'x' }); while (true) {}");
    let (_, v, _) = run_stored(&slow, &tools, &store, &["--timeout-ms", "600", "--run-id", "lim3"]);
    assert_eq!(v["status"], "Suspended", "{v}");
    let (code, v, _) = resume_stored("lim3", &tools, &store, &["--outcome", "lim3:1={}"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["error"]["kind"], "TimeoutExceeded", "{v}");
    assert_eq!(v["error"]["message"], "Execution timed out after 600ms.", "{v}");
}

#[test]
fn the_time_zone_flag_sets_the_programs_local_zone() {
    let dir = tempdir("tz");
    let prog = write(
        &dir,
        "tz.js",
        "const d = new Date(Date.UTC(2020, 6, 1, 12))\nreturn [d.getHours(), d.getTimezoneOffset(), Temporal.Now.timeZoneId()]",
    );
    let (code, v, err) = run(bin().args(["run", "--javascript", "--time-zone", "Europe/Paris"]).arg(&prog));
    assert_eq!(code, 0, "{err}");
    assert_eq!(v["value"], serde_json::json!([14, -120, "Europe/Paris"]));
    let (code, v, _) = run(bin().args(["run", "--javascript"]).arg(&prog));
    assert_eq!(code, 0);
    assert_eq!(v["value"], serde_json::json!([12, 0, "UTC"]));
    let out = bin().args(["run", "--javascript", "--time-zone", "Nowhere/Else"]).arg(&prog).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Nowhere/Else"));
}
