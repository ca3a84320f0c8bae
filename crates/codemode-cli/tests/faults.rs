//! Faults, as real processes: `codemode serve` workers sharing one PostgreSQL database (these tests
//! skip when `CODEMODE_TEST_POSTGRES_URL` is not set; `scripts/test.d/20-postgres.sh` sets it).
//!
//! - three workers, one killed with SIGKILL while it resumes a run: its lease expires, another
//!   worker finishes the run; every durable call started exactly once, every run finished once;
//! - one outcome posted twice, at the same time, to two workers: applied once, resumed once;
//! - the database restarted under load (`CODEMODE_TEST_POSTGRES_CTL restart`): every run finishes.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{Server, count_lines, events, tempdir, write};
use serde_json::{Value, json};

/// `step` is a durable job that logs its start; `slow` is a plain command that records which
/// process ran it (its parent: the worker) and takes a while.
const TOOLS: &str = r#"{
  "tools": {
    "step": {
      "description": "A step of work (a job)",
      "input": { "type": "object", "properties": { "n": { "type": "number" } }, "required": ["n"] },
      "output": { "type": "object" },
      "command": ["sh", "step.sh"],
      "durable": true
    },
    "slow": {
      "description": "Slow plain work",
      "input": { "type": "object" },
      "output": {},
      "command": ["sh", "slow.sh"],
      "timeoutMs": 60000
    },
    "approve": { "description": "Ask a human", "output": {}, "command": ["sh", "-c", "sleep 30"], "durable": true }
  }
}"#;

const STEP: &str = "read input\necho \"start $input\" >> starts.log\nsleep 0.3\necho \"$input\"\n";
const SLOW: &str = "read input\necho \"$PPID\" >> slow-pids.log\nsleep 2\necho '\"slow done\"'\n";

const PROGRAM: &str = "const a = await tools.step({ n: id * 10 + 1 });
const s = await tools.slow({ id });
const b = await tools.step({ n: id * 10 + 2 });
return [a.n, s, b.n]";

fn setup(name: &str) -> Option<(std::path::PathBuf, String)> {
    let Some(db) = common::postgres_schema() else {
        eprintln!("skipped: CODEMODE_TEST_POSTGRES_URL is not set");
        return None;
    };
    let dir = tempdir(name);
    write(&dir, "tools.json", TOOLS);
    write(&dir, "step.sh", STEP);
    write(&dir, "slow.sh", SLOW);
    Some((dir, db))
}

fn worker(dir: &Path, db: &str, name: &str) -> Server {
    Server::start(
        dir,
        db,
        &["--tools", "tools.json", "--jobs", "jobs", "--lease-ms", "1500", "--poll-ms", "100", "--worker-id", name],
    )
}

fn start_runs(s: &Server, n: u64) -> Vec<String> {
    (1..=n)
        .map(|id| {
            let (st, v) =
                s.call("POST", "/runs", Some(&json!({ "code": PROGRAM, "bindings": { "id": id }, "waitMs": 0 })));
            assert_eq!(st, 201, "{v}");
            v["runId"].as_str().unwrap().to_string()
        })
        .collect()
}

/// Every run finished once with the right result, every durable step started once.
fn check_all(s: &Server, dir: &Path, ids: &[String], within: Duration) -> Vec<Value> {
    let mut views = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        let n = i as u64 + 1;
        let v = s.wait_finished(id, within);
        assert_eq!(v["result"]["value"], json!([n * 10 + 1, "slow done", n * 10 + 2]), "{v}");
        let h = events(&v);
        assert_eq!(h.iter().filter(|e| *e == "finished").count(), 1, "{h:?}");
        for step in [n * 10 + 1, n * 10 + 2] {
            assert_eq!(
                count_lines(&dir.join("starts.log"), &format!("start {{\"n\":{step}}}")),
                1,
                "step {step} started once"
            );
        }
        views.push(v);
    }
    views
}

#[test]
fn a_worker_killed_mid_resume_is_taken_over() {
    let Some((dir, db)) = setup("kill") else { return };
    let mut workers = [worker(&dir, &db, "w1"), worker(&dir, &db, "w2"), worker(&dir, &db, "w3")];
    let ids = start_runs(&workers[0], 6);
    // Wait until a worker is inside `slow` — i.e. resuming a run after its first step — and kill it.
    let pids: Vec<u32> = workers.iter().map(Server::pid).collect();
    let until = Instant::now() + Duration::from_secs(60);
    let victim = loop {
        let text = std::fs::read_to_string(dir.join("slow-pids.log")).unwrap_or_default();
        if let Some(p) = text.lines().filter_map(|l| l.trim().parse::<u32>().ok()).find(|p| pids.contains(p)) {
            break p;
        }
        assert!(Instant::now() < until, "no worker resumed a run");
        std::thread::sleep(Duration::from_millis(20));
    };
    let index = pids.iter().position(|p| *p == victim).unwrap();
    workers[index].kill9();
    let alive = workers.iter().position(|w| w.pid() != victim).unwrap();
    let views = check_all(&workers[alive], &dir, &ids, Duration::from_secs(90));
    // The killed worker's run was taken over by another worker.
    let victim_name = format!("w{}", index + 1);
    let taken: Vec<&Value> = views
        .iter()
        .filter(|v| {
            v["history"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e["event"] == "takeover" && e["detail"]["previous"] == victim_name)
        })
        .collect();
    assert!(!taken.is_empty(), "a run of {victim_name} was taken over: {views:?}");
    for v in &taken {
        let last = v["history"].as_array().unwrap().iter().rev().find(|e| e["event"] == "finished").unwrap();
        assert_ne!(last["worker"], victim_name);
    }
    let (_, stats) = workers[alive].call("GET", "/stats", None);
    assert!(stats["takeovers"].as_i64().unwrap() >= 1, "{stats}");
    assert_eq!(stats["runs"]["finished"], 6, "{stats}");
}

#[test]
fn an_outcome_posted_twice_at_once_to_two_workers_is_applied_once() {
    let Some((dir, db)) = setup("twice") else { return };
    let a = worker(&dir, &db, "a");
    let b = worker(&dir, &db, "b");
    for round in 0..3 {
        let (_, v) =
            a.call("POST", "/runs", Some(&json!({ "code": "const r = await tools.approve({}); return ['ok', r]" })));
        assert_eq!(v["status"], "suspended", "{v}");
        let id = v["runId"].as_str().unwrap().to_string();
        let key = v["pending"][0]["key"].as_str().unwrap().to_string();
        let body = json!({ key.clone(): { "ok": true, "value": round } });
        let path = format!("/runs/{id}/outcomes");
        let (ra, rb) = std::thread::scope(|s| {
            let ta = s.spawn(|| a.call("POST", &path, Some(&body)));
            let tb = s.spawn(|| b.call("POST", &path, Some(&body)));
            (ta.join().unwrap(), tb.join().unwrap())
        });
        assert_eq!((ra.0, rb.0), (200, 200), "{ra:?} {rb:?}");
        let v = a.wait_finished(&id, Duration::from_secs(30));
        assert_eq!(v["result"]["value"], json!(["ok", round]));
        let h = events(&v);
        let count = |e: &str| h.iter().filter(|x| *x == e).count();
        assert_eq!((count("outcome"), count("resumed"), count("finished")), (1, 1, 1), "{h:?}");
        let (st, _) = b.call("POST", &path, Some(&json!({ key: { "ok": true, "value": "other" } })));
        assert_eq!(st, 409);
        a.call("POST", &format!("/runs/{id}/cancel"), None);
    }
}

#[test]
fn the_database_restarted_under_load() {
    let Some((dir, db)) = setup("restart") else { return };
    let Ok(ctl) = std::env::var("CODEMODE_TEST_POSTGRES_CTL") else {
        eprintln!("skipped: CODEMODE_TEST_POSTGRES_CTL is not set");
        return;
    };
    let workers = [worker(&dir, &db, "r1"), worker(&dir, &db, "r2")];
    let before = started_at(&db);
    let ids = start_runs(&workers[0], 8);
    // Restart while runs are in every phase: running, suspended, resuming.
    std::thread::sleep(Duration::from_millis(700));
    let st = std::process::Command::new("sh")
        .arg(&ctl)
        .arg("restart")
        .stdout(std::process::Stdio::null())
        .status()
        .expect("restarts PostgreSQL");
    assert!(st.success(), "the restart command failed");
    check_all(&workers[1], &dir, &ids, Duration::from_secs(120));
    assert_ne!(started_at(&db), before, "the server was restarted");
}

fn started_at(db: &str) -> String {
    let out = std::process::Command::new("psql")
        .arg(db)
        .arg("-tAc")
        .arg("SELECT pg_postmaster_start_time()")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}
