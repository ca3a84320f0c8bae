//! Suspend and resume through the public API: durable tools, snapshots as bytes, resume in a
//! fresh runtime.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use codemode::{
    CallOutcome, Durable, ErrorKind, ExecuteOptions, Limits, Outcome, Runtime, RuntimeBuilder, Snapshot, Tool,
};
use futures::executor::block_on;
use serde_json::{Value, json};

/// A durable "approval" tool: start returns a handle at once, attach never finishes (a human must
/// answer), so the run can only continue through resume.
fn approval(cancelled: Arc<AtomicUsize>) -> Tool {
    let d =
        Durable::new(
            |input: Value, ctx: codemode::DurableContext| async move {
                Ok(json!({ "ticket": ctx.key, "item": input["item"] }))
            },
            |_handle: Value, _ctx| futures::future::pending(),
        )
        .cancel_with(move |_h| {
            let c = cancelled.clone();
            async move {
                c.fetch_add(1, Ordering::SeqCst);
            }
        });
    Tool::durable("Ask a human to approve", d).output_schema(json!({ "type": "object" }))
}

/// A durable tool that suspends its run at once, from `start`.
fn gate() -> Tool {
    let d = Durable::new(
        |_input: Value, ctx: codemode::DurableContext| async move {
            let e = ctx.suspend().await;
            Err(codemode::ToolError::from(format!("could not suspend: {e}")))
        },
        |_h: Value, _ctx| futures::future::pending(),
    );
    Tool::durable("Wait for a gate", d).output_schema(json!({}))
}

fn echo() -> Tool {
    Tool::new("echo", |v: Value, _| async move { Ok(v) }).output_schema(json!({}))
}

fn slow() -> Tool {
    Tool::new("slow", |_v: Value, _| async move {
        futures_timer::Delay::new(Duration::from_millis(300)).await;
        Ok(json!("slow done"))
    })
    .output_schema(json!({}))
}

fn builder() -> RuntimeBuilder {
    Runtime::builder()
        .tool("approve", approval(Arc::default()))
        .tool("gate", gate())
        .tool("echo", echo())
        .tool("slow", slow())
}

/// Runs until the program waits, then suspends.
fn run_and_suspend(rt: &Runtime, code: &str, opts: ExecuteOptions) -> Outcome {
    let mut exec = rt.execute_with(code, opts);
    block_on(async {
        // Let the run reach its first wait.
        futures_timer::Delay::new(Duration::from_millis(20)).await;
        let poll_once = futures::future::poll_fn(|cx| {
            let _ = std::pin::Pin::new(&mut exec).poll(cx);
            std::task::Poll::Ready(())
        });
        poll_once.await;
        exec.suspend().await.expect("suspend")
    })
}

use std::future::Future as _;

const PROGRAM: &str = "console.log('asking')\n\
    const first = await tools.echo({ n: 1 })\n\
    const r = await tools.approve({ item: 'deploy' })\n\
    console.log('approved', r.ok)\n\
    return [first.n, r.ok, await tools.echo({ n: 2 })]";

#[test]
fn suspend_at_a_durable_call_and_resume_in_a_fresh_runtime() {
    let rt = builder().build().unwrap();
    let opts = ExecuteOptions { run_id: Some("run7".into()), ..Default::default() };
    let outcome = run_and_suspend(&rt, PROGRAM, opts);
    let Outcome::Suspended(s) = outcome else { panic!("not suspended: {outcome:?}") };
    assert_eq!(s.pending.len(), 1);
    let p = &s.pending[0];
    assert_eq!(p.key, "run7:2");
    assert_eq!(p.path, "approve");
    assert_eq!(p.args, json!({ "item": "deploy" }));
    assert_eq!(p.handle, Some(json!({ "ticket": "run7:2", "item": "deploy" })));
    // Bytes, and back, in a runtime built anew (as another process would).
    let bytes = s.state.to_bytes(None).unwrap();
    let state = Snapshot::from_bytes(&bytes, None).unwrap();
    let rt2 = builder().build().unwrap();
    let mut outcomes = BTreeMap::new();
    outcomes.insert("run7:2".to_string(), CallOutcome::ok(json!({ "ok": true })));
    let r = block_on(rt2.resume(state, outcomes));
    assert_eq!(r.value(), Some(&json!([1, true, { "n": 2 }])), "{:?}", r.error());
    assert_eq!(r.logs, vec!["asking".to_string(), "approved true".to_string()]);
    assert_eq!(r.tool_calls, vec!["echo", "approve", "echo"]);
}

#[test]
fn a_failed_outcome_rejects_the_call_catchably() {
    let rt = builder().build().unwrap();
    let code = "try { await tools.approve({ item: 'x' }) } catch (e) { return 'denied: ' + e.message }";
    let Outcome::Suspended(s) = run_and_suspend(&rt, code, ExecuteOptions::default()) else { panic!() };
    let key = s.pending[0].key.clone();
    let mut outcomes = BTreeMap::new();
    outcomes.insert(key, CallOutcome::err("not today"));
    let r = block_on(rt.resume(s.state, outcomes));
    assert_eq!(r.value(), Some(&json!("denied: not today")), "{:?}", r.error());
}

#[test]
fn ctx_suspend_in_start_suspends_the_run() {
    let rt = builder().build().unwrap();
    let exec = rt.execute("const g = await tools.gate({}); return ['after gate', g]");
    let outcome = block_on(exec.result());
    let Outcome::Suspended(s) = outcome else { panic!("not suspended: {outcome:?}") };
    assert_eq!(s.pending.len(), 1);
    assert_eq!(s.pending[0].handle, None);
    let mut outcomes = BTreeMap::new();
    outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!("opened")));
    let r = block_on(rt.resume(s.state, outcomes));
    assert_eq!(r.value(), Some(&json!(["after gate", "opened"])), "{:?}", r.error());
}

#[test]
fn a_plain_call_in_flight_blocks_the_suspension_and_the_run_goes_on() {
    let rt = builder().build().unwrap();
    let mut exec = rt.execute("const s = await tools.slow({}); return s");
    let r = block_on(async {
        // Start the run: the slow call is in flight after the first poll.
        futures::future::poll_fn(|cx| {
            let _ = std::pin::Pin::new(&mut exec).poll(cx);
            std::task::Poll::Ready(())
        })
        .await;
        let suspend = exec.suspend().await;
        let err = suspend.expect_err("a plain call must block");
        assert!(err.message.contains("tools.slow"), "{}", err.message);
        exec.result().await
    });
    assert_eq!(r.result().and_then(|r| r.value().cloned()), Some(json!("slow done")));
}

#[test]
fn resume_checks_the_outcomes() {
    let rt = builder().build().unwrap();
    let Outcome::Suspended(s) = run_and_suspend(&rt, PROGRAM, ExecuteOptions::default()) else { panic!() };
    let missing = block_on(rt.resume(s.state.clone(), BTreeMap::new()));
    assert_eq!(missing.error().unwrap().kind, ErrorKind::SnapshotError);
    let mut extra = BTreeMap::new();
    extra.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({})));
    extra.insert("nope:9".to_string(), CallOutcome::ok(json!({})));
    let r = block_on(rt.resume(s.state, extra));
    assert_eq!(r.error().unwrap().kind, ErrorKind::SnapshotError);
    assert!(r.error().unwrap().message.contains("nope:9"));
}

#[test]
fn bytes_are_checked() {
    let rt = builder().build().unwrap();
    let Outcome::Suspended(s) = run_and_suspend(&rt, PROGRAM, ExecuteOptions::default()) else { panic!() };
    let key = b"host secret key";
    let bytes = s.state.to_bytes(Some(key)).unwrap();
    assert!(Snapshot::from_bytes(&bytes, Some(key)).is_ok());
    assert!(Snapshot::from_bytes(&bytes, Some(b"another key")).is_err());
    let mut forged = bytes.clone();
    let mid = forged.len() / 2;
    forged[mid] ^= 0x40;
    assert!(Snapshot::from_bytes(&forged, Some(key)).is_err());
    for n in [0, 3, 7, bytes.len() / 2, bytes.len() - 1] {
        assert!(Snapshot::from_bytes(&bytes[..n], Some(key)).is_err());
    }
    let unsigned = s.state.to_bytes(None).unwrap();
    assert!(Snapshot::from_bytes(&unsigned, Some(key)).is_err(), "a key requires authentication");
    // JSON form round-trips.
    let j = s.state.to_json();
    assert_eq!(Snapshot::from_json(&j).unwrap(), s.state);
}

#[test]
fn limits_carry_across_resume() {
    let rt = builder().limits(Limits { max_tool_calls: Some(2), ..Limits::default() }).build().unwrap();
    let code = "await tools.echo({}); await tools.approve({ item: 1 });\n\
                try { await tools.echo({}) } catch (e) { return e.message }";
    let Outcome::Suspended(s) = run_and_suspend(&rt, code, ExecuteOptions::default()) else { panic!() };
    let mut outcomes = BTreeMap::new();
    outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({})));
    let r = block_on(rt.resume(s.state, outcomes));
    assert_eq!(r.value(), Some(&json!("Execution exceeded its tool-call limit of 2.")), "{:?}", r.error());
}

#[test]
fn code_by_hash_needs_the_code_store() {
    let rt = builder().build().unwrap();
    let opts = ExecuteOptions { embed_code: false, ..Default::default() };
    let Outcome::Suspended(s) = run_and_suspend(&rt, PROGRAM, opts) else { panic!() };
    assert!(s.state.code.is_none());
    let mut outcomes = BTreeMap::new();
    outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": 1 })));
    // A fresh runtime has never seen the code.
    let r = block_on(builder().build().unwrap().resume(s.state.clone(), outcomes.clone()));
    assert_eq!(r.error().unwrap().kind, ErrorKind::SnapshotError);
    // The runtime that ran it keeps it.
    let r = block_on(rt.resume(s.state, outcomes));
    assert!(r.is_ok(), "{:?}", r.error());
}

#[test]
fn closing_a_run_that_was_not_suspended_cancels_durable_work() {
    let cancelled = Arc::new(AtomicUsize::new(0));
    let rt = Runtime::builder().tool("approve", approval(cancelled.clone())).build().unwrap();
    let r = block_on(rt.execute("tools.approve({ item: 1 }); await null; return 'left early'"));
    assert_eq!(r.value(), Some(&json!("left early")));
    assert_eq!(cancelled.load(Ordering::SeqCst), 1);
}

mod extension_values {
    use super::*;
    use codemode::{ExtValue, Extension, HostFunction, RunContext, SnapshotData};

    fn json_fn(body: Value) -> HostFunction {
        let b = body.clone();
        HostFunction::asynchronous(move |_| {
            let b = b.clone();
            async move { Ok(ExtValue::Json(b)) }
        })
        .with_data(json!({ "body": body }))
    }

    fn http(hooks: bool) -> Extension {
        let fetch = HostFunction::asynchronous(|args: Vec<Value>| async move {
            let body = json!({ "url": args[0] });
            Ok(ExtValue::Object(vec![
                ("status".into(), ExtValue::Json(json!(200))),
                ("json".into(), ExtValue::Function(json_fn(body))),
            ]))
        });
        let e = Extension::new("http").function("fetch", fetch);
        if hooks {
            e.snapshot_hooks(
                // The response object as `fetch` returned it: its status and its `json` method.
                |v: &ExtValue, _ctx: &RunContext| {
                    let ExtValue::Object(members) = v else { return Err("not a response".to_string()) };
                    let body = v.functions()[0].data().cloned().ok_or("no data")?;
                    let status = members.iter().find(|(k, _)| k == "status").map(|(_, s)| s.clone());
                    let Some(ExtValue::Json(status)) = status else { return Err("no status".to_string()) };
                    Ok(SnapshotData::Object(vec![
                        ("status".into(), SnapshotData::Json(status)),
                        ("body".into(), SnapshotData::Json(body["body"].clone())),
                    ]))
                },
                |d: &SnapshotData, _ctx: &RunContext| {
                    let status = d.get("status").and_then(SnapshotData::as_json).cloned().ok_or("no status")?;
                    let body = d.get("body").and_then(SnapshotData::as_json).cloned().ok_or("no body")?;
                    Ok(ExtValue::Object(vec![
                        ("status".into(), ExtValue::Json(status)),
                        ("json".into(), ExtValue::Function(json_fn(body))),
                    ]))
                },
            )
        } else {
            e
        }
    }

    const CODE: &str = "const res = await fetch('https://e.test/a')\n\
        const ok = await tools.approve({ item: 1 })\n\
        try { return [res.status, await res.json()] } catch (e) { return [e.name, e.message] }";

    fn cycle(hooks: bool) -> serde_json::Value {
        let rt = Runtime::builder().tool("approve", approval(Arc::default())).extension(http(hooks)).build().unwrap();
        let Outcome::Suspended(s) = run_and_suspend(&rt, CODE, ExecuteOptions::default()) else { panic!() };
        let bytes = s.state.to_bytes(None).unwrap();
        let rt2 = Runtime::builder().tool("approve", approval(Arc::default())).extension(http(hooks)).build().unwrap();
        let mut outcomes = BTreeMap::new();
        outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": true })));
        let r = block_on(rt2.resume(Snapshot::from_bytes(&bytes, None).unwrap(), outcomes));
        r.value().cloned().unwrap_or_else(|| json!(r.error().map(|e| e.message.clone())))
    }

    #[test]
    fn functions_from_results_survive_with_snapshot_hooks() {
        assert_eq!(cycle(true), json!([200, { "url": "https://e.test/a" }]));
    }

    #[test]
    fn without_hooks_they_throw_after_resume() {
        let v = cycle(false);
        assert_eq!(v[0], json!("TypeError"), "{v}");
        assert!(v[1].as_str().unwrap().contains("no longer available"), "{v}");
    }

    #[test]
    fn hooks_must_match_on_resume() {
        let rt = Runtime::builder().tool("approve", approval(Arc::default())).extension(http(true)).build().unwrap();
        let Outcome::Suspended(s) = run_and_suspend(&rt, CODE, ExecuteOptions::default()) else { panic!() };
        let rt2 = Runtime::builder().tool("approve", approval(Arc::default())).extension(http(false)).build().unwrap();
        let mut outcomes = BTreeMap::new();
        outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": true })));
        let r = block_on(rt2.resume(s.state, outcomes));
        assert_eq!(r.error().unwrap().kind, ErrorKind::SnapshotError);
    }
}
