//! `codemode serve` on its embedded default (SQLite), as real processes spoken to over HTTP: a run
//! suspended and resumed through the API, durable jobs that finish runs by themselves, limits,
//! bindings, cancellation, authentication, and a service killed and started again.

mod common;

use std::time::Duration;

use common::{Server, TOKEN, count_lines, events, http, tempdir, write};
use serde_json::json;

/// `approve` waits (a job that sleeps), `build` is a short job that logs each start, `echo` is a
/// plain command.
const TOOLS: &str = r#"{
  "tools": {
    "approve": {
      "description": "Ask a human",
      "input": { "type": "object" },
      "output": { "type": "object" },
      "command": ["sh", "-c", "sleep 20"],
      "durable": true
    },
    "build": {
      "description": "Build a target (a job)",
      "input": { "type": "object", "properties": { "target": { "type": "string" } }, "required": ["target"] },
      "output": { "type": "object" },
      "command": ["sh", "build.sh"],
      "durable": true
    },
    "echo": { "description": "Echo", "output": {}, "command": ["sh", "-c", "cat"] }
  }
}"#;

const BUILD: &str = "read input\necho \"start $input\" >> starts.log\nsleep 0.4\necho \"{\\\"built\\\": $input}\"\n";

fn setup(name: &str) -> std::path::PathBuf {
    let dir = tempdir(name);
    write(&dir, "tools.json", TOOLS);
    write(&dir, "build.sh", BUILD);
    dir
}

#[test]
fn a_run_suspends_and_resumes_through_the_api() {
    let dir = setup("api");
    let s = Server::start(&dir, "sqlite:runs.db", &["--tools", "tools.json", "--token", "other"]);
    let code =
        json!({ "code": "const r = await tools.approve({ item: 'deploy' }); return r.ok ? 'deployed' : 'stopped'" });

    // Authentication.
    let (st, v) = http(&s.addr, "POST", "/runs", None, Some(&code.to_string()));
    assert_eq!(st, 401, "{v}");
    let (st, _) = http(&s.addr, "POST", "/runs", Some("wrong"), Some(&code.to_string()));
    assert_eq!(st, 401);
    let (st, v) = http(&s.addr, "GET", "/health", None, None);
    assert_eq!((st, &v["ok"]), (200, &json!(true)));

    let (st, v) = s.call("POST", "/runs", Some(&code));
    assert_eq!(st, 201, "{v}");
    assert_eq!(v["status"], "suspended", "{v}");
    let id = v["runId"].as_str().unwrap().to_string();
    let key = v["pending"][0]["key"].as_str().unwrap().to_string();
    assert!(key.starts_with(&format!("{id}:")));
    assert_eq!(v["pending"][0]["path"], "approve");
    assert_eq!(v["pending"][0]["args"], json!({ "item": "deploy" }));

    let (st, v) = s.call("GET", &format!("/runs/{id}"), None);
    assert_eq!(st, 200);
    assert_eq!(events(&v), ["created", "suspended"]);
    assert!(v["history"][0]["at"].as_str().unwrap().ends_with('Z'));
    // Another token does not see the run: its id is not a credential.
    let (st, _) = http(&s.addr, "GET", &format!("/runs/{id}"), Some("other"), None);
    assert_eq!(st, 404);
    let (st, _) = http(&s.addr, "POST", &format!("/runs/{id}/cancel"), Some("other"), None);
    assert_eq!(st, 404);

    // Bad outcomes.
    let (st, v) = s.call("POST", &format!("/runs/{id}/outcomes"), Some(&json!({ key.clone(): { "ok": "yes" } })));
    assert_eq!(st, 400, "{v}");
    let (st, v) =
        s.call("POST", &format!("/runs/{id}/outcomes"), Some(&json!({ "nope:1": { "ok": true, "value": 1 } })));
    assert_eq!(st, 404, "{v}");
    let (st, _) =
        s.call("POST", "/runs/no-such-run/outcomes", Some(&json!({ key.clone(): { "ok": true, "value": 1 } })));
    assert_eq!(st, 404);

    let outcome = json!({ key.clone(): { "ok": true, "value": { "ok": true } } });
    let (st, v) = s.call("POST", &format!("/runs/{id}/outcomes"), Some(&outcome));
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["status"], "finished", "{v}");
    assert_eq!(v["result"]["value"], "deployed");
    // The same outcome again is accepted and changes nothing; another one is refused.
    let (st, v) = s.call("POST", &format!("/runs/{id}/outcomes"), Some(&outcome));
    assert_eq!((st, v["status"].as_str()), (200, Some("finished")));
    let (st, v) =
        s.call("POST", &format!("/runs/{id}/outcomes"), Some(&json!({ key.clone(): { "ok": false, "error": "no" } })));
    assert_eq!(st, 409, "{v}");

    let (_, v) = s.call("GET", &format!("/runs/{id}"), None);
    assert_eq!(events(&v), ["created", "suspended", "outcome", "resumed", "finished"]);
    let (st, stats) = s.call("GET", "/stats", None);
    assert_eq!(st, 200);
    assert_eq!(stats["runs"]["finished"], 1, "{stats}");
    assert_eq!(stats["outcomes"], 1);
    assert_eq!(stats["resumes"], 1);
    assert_eq!(stats["worker"]["outcomesPosted"], 1);
    let (st, m) = s.call("GET", "/metrics", None);
    assert_eq!(st, 200);
    assert!(m.as_str().unwrap().contains("codemode_runs{state=\"finished\"} 1"), "{m}");
    // Every log line about the run names it; the outcome's line names the call.
    let logs = s.logs();
    assert!(
        logs.lines().filter(|l| l.contains("suspended") && l.contains("worker")).all(|l| l.contains(&id)),
        "{logs}"
    );
    assert!(logs.lines().any(|l| l.contains("outcome recorded") && l.contains(&id) && l.contains(&key)), "{logs}");
}

#[test]
fn a_durable_job_finishes_its_run_by_itself() {
    let dir = setup("jobs");
    let s = Server::start(&dir, "sqlite:runs.db", &["--tools", "tools.json", "--poll-ms", "50"]);
    let code = "const [a, b] = await Promise.all([tools.build({ target: 'a' }), tools.build({ target: 'b' })]);
        const c = await tools.build({ target: 'c' });
        return [a.built.target, b.built.target, c.built.target, await tools.echo(who)]";
    let (st, v) = s.call("POST", "/runs", Some(&json!({ "code": code, "bindings": { "who": "me" }, "waitMs": 0 })));
    assert_eq!(st, 201, "{v}");
    let id = v["runId"].as_str().unwrap().to_string();
    let v = s.wait_finished(&id, Duration::from_secs(30));
    assert_eq!(v["result"]["value"], json!(["a", "b", "c", "me"]), "{v}");
    let h = events(&v);
    assert_eq!(h.iter().filter(|e| *e == "suspended").count(), 2, "{h:?}");
    assert_eq!(h.iter().filter(|e| *e == "outcome").count(), 3);
    assert!(
        v["history"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["event"] == "outcome")
            .all(|e| e["detail"]["source"] == "job")
    );
    for t in ["a", "b", "c"] {
        assert_eq!(
            count_lines(&dir.join("starts.log"), &format!("start {{\"target\":\"{t}\"}}")),
            1,
            "job {t} started once"
        );
    }
    assert!(dir.join("runs-jobs").is_dir(), "jobs live next to the database by default");
}

#[test]
fn limits_bindings_and_cancellation() {
    let dir = setup("limits");
    let s = Server::start(&dir, "sqlite:runs.db", &["--tools", "tools.json", "--max-tool-calls", "5"]);
    // A request may lower the server's limits…
    let code = "await tools.echo(1); await tools.echo(2); return 'done'";
    let (_, v) = s.call("POST", "/runs", Some(&json!({ "code": code, "limits": { "maxToolCalls": 1 } })));
    assert_eq!(v["status"], "finished");
    assert_eq!(v["result"]["error"]["kind"], "ToolCallLimitExceeded", "{v}");
    // …but not raise them.
    let code = "for (let i = 0; i < 6; i++) await tools.echo(i); return 'done'";
    let (_, v) = s.call("POST", "/runs", Some(&json!({ "code": code, "limits": { "maxToolCalls": 100 } })));
    assert_eq!(v["result"]["error"]["kind"], "ToolCallLimitExceeded", "{v}");
    let (st, v) = s.call("POST", "/runs", Some(&json!({ "code": "1", "limits": { "speed": 1 } })));
    assert_eq!(st, 400, "{v}");
    let (st, v) = s.call("POST", "/runs", Some(&json!({ "program": "1" })));
    assert_eq!(st, 400, "{v}");
    // Bindings are top-level constants; a parse error is a finished run's result.
    let (_, v) =
        s.call("POST", "/runs", Some(&json!({ "code": "return user.id * 2", "bindings": { "user": { "id": 21 } } })));
    assert_eq!(v["result"]["value"], 42, "{v}");
    let (_, v) = s.call("POST", "/runs", Some(&json!({ "code": "return (" })));
    assert_eq!(v["result"]["error"]["kind"], "ParseError", "{v}");

    // Cancelling a suspended run stops its job.
    let (_, v) = s.call("POST", "/runs", Some(&json!({ "code": "return await tools.approve({})" })));
    assert_eq!(v["status"], "suspended", "{v}");
    let id = v["runId"].as_str().unwrap().to_string();
    let key = v["pending"][0]["key"].as_str().unwrap().replace(':', "_");
    let (st, v) = s.call("POST", &format!("/runs/{id}/cancel"), None);
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["status"], "finished");
    assert_eq!(v["result"]["error"]["kind"], "Cancelled");
    assert!(dir.join("runs-jobs").join(key).join("cancelled").exists(), "the job was cancelled");
    let (st, _) = s.call("POST", &format!("/runs/{id}/cancel"), None);
    assert_eq!(st, 409);
    let (st, _) = s.call("POST", "/runs/nope/cancel", None);
    assert_eq!(st, 404);
}

#[test]
fn a_killed_service_resumes_its_runs_when_started_again() {
    let dir = setup("restart");
    let mut s =
        Server::start(&dir, "sqlite:runs.db", &["--tools", "tools.json", "--lease-ms", "600", "--poll-ms", "50"]);
    let code =
        "const a = await tools.build({ target: 'x' }); const b = await tools.build({ target: 'y' }); return [a, b]";
    let (_, v) = s.call("POST", "/runs", Some(&json!({ "code": code, "waitMs": 0 })));
    let id = v["runId"].as_str().unwrap().to_string();
    std::thread::sleep(Duration::from_millis(150));
    s.kill9();
    // The job goes on without the service; a new service finds it by key and records its outcome.
    let s = Server::start(&dir, "sqlite:runs.db", &["--tools", "tools.json", "--lease-ms", "600", "--poll-ms", "50"]);
    let v = s.wait_finished(&id, Duration::from_secs(30));
    assert_eq!(v["result"]["value"][1]["built"]["target"], "y", "{v}");
    for t in ["x", "y"] {
        assert_eq!(
            count_lines(&dir.join("starts.log"), &format!("start {{\"target\":\"{t}\"}}")),
            1,
            "job {t} started once"
        );
    }
    assert_eq!(events(&v).iter().filter(|e| *e == "finished").count(), 1);
    let _ = TOKEN;
}
