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

mod common;

use common::{Seen, echo, gate, slow};

/// A durable "approval" tool (see `common::approval`) whose calls nobody looks at.
fn approval() -> Tool {
    common::approval(&Seen::default())
}

fn builder() -> RuntimeBuilder {
    Runtime::builder().tool("approve", approval()).tool("gate", gate()).tool("echo", echo()).tool("slow", slow())
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
    assert_eq!(s.pending, s.state.pending, "the suspension's calls are the snapshot's");
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

/// Several durable calls in flight: the suspension lists each (its input and handle given to it,
/// the snapshot keeping copies), in call order, and the bytes carry them all.
#[test]
fn every_pending_call_is_in_the_suspension_and_the_snapshot() {
    let rt = builder().build().unwrap();
    let code = "const [a, b] = await Promise.all([tools.approve({ item: 'a' }), tools.approve({ item: 'b' })])\n\
        return [a.ok, b.ok]";
    let opts = ExecuteOptions { run_id: Some("r".into()), auto_suspend: true, ..Default::default() };
    let Outcome::Suspended(s) = block_on(rt.execute_with(code, opts).result()) else { panic!("not suspended") };
    let keys: Vec<&str> = s.pending.iter().map(|p| p.key.as_str()).collect();
    assert_eq!(keys, ["r:1", "r:2"]);
    assert_eq!(s.pending[1].args, json!({ "item": "b" }));
    assert_eq!(s.pending[1].handle, Some(json!({ "ticket": "r:2", "item": "b" })));
    assert_eq!(s.pending, s.state.pending);
    let state = Snapshot::from_bytes(&s.state.to_bytes(None).unwrap(), None).unwrap();
    assert_eq!(state, s.state);
    // Pairs in a list: no map needed.
    let outcomes: Vec<_> = s.pending.iter().map(|p| (p.key.clone(), CallOutcome::ok(json!({ "ok": p.key })))).collect();
    let r = block_on(rt.resume(state, outcomes));
    assert_eq!(r.value(), Some(&json!(["r:1", "r:2"])), "{:?}", r.error());
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

/// Outcomes are `(key, outcome)` pairs from anything iterable (an array, a list, a map); of pairs
/// with the same key the last counts, as a map built from them would hold.
#[test]
fn outcomes_are_pairs_the_last_of_a_key_counting() {
    let rt = builder().build().unwrap();
    let code = "try { return (await tools.approve({ item: 'x' })).ok } catch (e) { return 'denied: ' + e.message }";
    let Outcome::Suspended(s) = run_and_suspend(&rt, code, ExecuteOptions::default()) else { panic!() };
    let key = s.pending[0].key.clone();
    let ok = |n: i32| CallOutcome::ok(json!({ "ok": n }));
    let r = block_on(rt.resume(s.state.clone(), [(key.clone(), ok(1))]));
    assert_eq!(r.value(), Some(&json!(1)), "{:?}", r.error());
    let r = block_on(rt.resume(s.state.clone(), vec![(key.clone(), CallOutcome::err("first")), (key.clone(), ok(2))]));
    assert_eq!(r.value(), Some(&json!(2)), "{:?}", r.error());
    let r = block_on(rt.resume(s.state.clone(), vec![(key.clone(), ok(3)), (key.clone(), CallOutcome::err("last"))]));
    assert_eq!(r.value(), Some(&json!("denied: last")), "{:?}", r.error());
    let map: std::collections::HashMap<_, _> = [(key.clone(), ok(4))].into_iter().collect();
    let r = block_on(rt.resume(s.state.clone(), map));
    assert_eq!(r.value(), Some(&json!(4)), "{:?}", r.error());
    // An unknown key is refused whatever comes with it, duplicates of the pending key included.
    let pairs =
        vec![(key.clone(), ok(5)), ("z:9".to_string(), ok(6)), (key.clone(), ok(7)), ("a:1".to_string(), ok(8))];
    let r = block_on(rt.resume(s.state.clone(), pairs));
    assert_eq!(r.error().unwrap().kind, ErrorKind::SnapshotError);
    assert!(r.error().unwrap().message.contains("'a:1'"), "the first unknown key in key order: {:?}", r.error());
    let r = block_on(rt.resume(s.state, Vec::new()));
    assert_eq!(r.error().unwrap().kind, ErrorKind::SnapshotError);
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
    let seen = Seen::default();
    let rt = Runtime::builder().tool("approve", common::approval(&seen)).build().unwrap();
    let r = block_on(rt.execute("tools.approve({ item: 1 }); await null; return 'left early'"));
    assert_eq!(r.value(), Some(&json!("left early")));
    assert_eq!(seen.cancelled(), 1);
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
        let rt = Runtime::builder().tool("approve", approval()).extension(http(hooks)).build().unwrap();
        let Outcome::Suspended(s) = run_and_suspend(&rt, CODE, ExecuteOptions::default()) else { panic!() };
        let bytes = s.state.to_bytes(None).unwrap();
        let rt2 = Runtime::builder().tool("approve", approval()).extension(http(hooks)).build().unwrap();
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
        let rt = Runtime::builder().tool("approve", approval()).extension(http(true)).build().unwrap();
        let Outcome::Suspended(s) = run_and_suspend(&rt, CODE, ExecuteOptions::default()) else { panic!() };
        let rt2 = Runtime::builder().tool("approve", approval()).extension(http(false)).build().unwrap();
        let mut outcomes = BTreeMap::new();
        outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": true })));
        let r = block_on(rt2.resume(s.state, outcomes));
        assert_eq!(r.error().unwrap().kind, ErrorKind::SnapshotError);
    }
}

mod promises {
    //! The promises of the public API around suspension, each in normal and roundtrip modes.
    use super::common::{self, Seen, both, opts, poll_once, poll_until};
    use super::*;
    use codemode::{ExtValue, Extension, HostFunction, ResumeOptions, RunContext, SnapshotData};

    fn one(s: &codemode::Suspension, value: Value) -> BTreeMap<String, CallOutcome> {
        let mut outcomes = BTreeMap::new();
        outcomes.insert(s.pending[0].key.clone(), CallOutcome::ok(value));
        outcomes
    }

    fn suspended(o: Outcome) -> codemode::Suspension {
        match o {
            Outcome::Suspended(s) => s,
            Outcome::Finished(r) => panic!("not suspended: {r:?}"),
        }
    }

    /// A runtime with the shared test tools and `limits`.
    fn with(limits: Limits, seen: &Seen) -> Runtime {
        Runtime::builder()
            .tool("approve", common::approval(seen))
            .tool("gate", common::gate())
            .tool("echo", common::echo())
            .tool("slow", common::slow())
            .limits(limits)
            .build()
            .unwrap()
    }

    fn auto(roundtrip: bool) -> ExecuteOptions {
        ExecuteOptions { auto_suspend: true, ..opts(roundtrip) }
    }

    fn resume_auto(rt: &Runtime, s: &codemode::Suspension, roundtrip: bool) -> Outcome {
        let bytes = s.state.to_bytes(None).unwrap();
        let state = Snapshot::from_bytes(&bytes, None).unwrap();
        let options = ResumeOptions { auto_suspend: true, roundtrip, ..ResumeOptions::default() };
        block_on(rt.resume_with(state, one(s, json!({ "ok": true })), options).result())
    }

    #[test]
    fn max_tool_calls_counts_every_call_of_the_run_across_resumes() {
        both(|roundtrip| {
            let seen = Seen::default();
            let limited = with(Limits { max_tool_calls: Some(3), ..Limits::default() }, &seen);
            // Resumed each time by a runtime with no limits at all: the saved limits apply.
            let free = with(Limits::default(), &seen);
            let code = "await tools.approve({ item: 1 }); await tools.approve({ item: 2 }); await tools.approve({ item: 3 })\n\
                        try { await tools.echo({}); return 'a fourth call was allowed' } catch (e) { return [e.message, 'kind' in e] }";
            let s = suspended(block_on(limited.execute_with(code, auto(roundtrip)).result()));
            assert_eq!(s.state.limits.max_tool_calls, Some(3));
            let s = suspended(resume_auto(&free, &s, roundtrip));
            let s = suspended(resume_auto(&free, &s, roundtrip));
            assert_eq!(s.state.admitted, 3);
            let Outcome::Finished(r) = resume_auto(&free, &s, roundtrip) else { panic!() };
            assert_eq!(r.value().unwrap()[0], json!("Execution exceeded its tool-call limit of 3."), "{r:?}");
            assert_eq!(r.tool_calls, vec!["approve", "approve", "approve"]);
        });
    }

    #[test]
    fn timeout_counts_active_time_across_resumes_not_time_suspended() {
        both(|roundtrip| {
            let seen = Seen::default();
            let limited = with(Limits { timeout_ms: Some(1000), ..Limits::default() }, &seen);
            let free = with(Limits::default(), &seen);
            // Each segment spends about 250 ms running; 1000 ms are exceeded in the third (750 ms of
            // busy work), with room for a loaded machine in the first two.
            let code = "function busy() { const t = Date.now(); while (Date.now() - t < 250) {} }\n\
                        busy(); await tools.approve({ item: 1 }); busy(); await tools.approve({ item: 2 }); busy(); busy(); busy()\n\
                        return 'ran to the end'";
            let s = suspended(block_on(limited.execute_with(code, auto(roundtrip)).result()));
            // `Date.now()` has whole milliseconds and `elapsed_ms` is truncated, so 250 ms of
            // busy work may count as 249: a few milliseconds of slack.
            assert!(s.state.elapsed_ms >= 245, "{}", s.state.elapsed_ms);
            std::thread::sleep(Duration::from_millis(1100)); // suspended time does not count
            let s = suspended(resume_auto(&free, &s, roundtrip));
            assert!(s.state.elapsed_ms >= 490 && s.state.elapsed_ms < 1000, "{}", s.state.elapsed_ms);
            let Outcome::Finished(r) = resume_auto(&free, &s, roundtrip) else { panic!() };
            let e = r.error().expect("timed out");
            assert_eq!(e.kind, ErrorKind::TimeoutExceeded);
            assert_eq!(e.message, "Execution timed out after 1000ms.");
        });
    }

    #[test]
    fn a_resume_can_replace_the_limits() {
        let seen = Seen::default();
        let rt = with(Limits { max_tool_calls: Some(1), ..Limits::default() }, &seen);
        let code = "await tools.approve({ item: 1 }); return await tools.echo({ n: 2 })";
        let s = suspended(block_on(rt.execute_with(code, auto(false)).result()));
        let r = block_on(rt.resume(s.state.clone(), one(&s, json!({}))));
        assert_eq!(r.error().unwrap().kind, ErrorKind::ToolCallLimitExceeded);
        let options = ResumeOptions { limits: Some(Limits::default()), ..ResumeOptions::default() };
        let r = block_on(rt.resume_with(s.state.clone(), one(&s, json!({})), options));
        assert_eq!(r.value(), Some(&json!({ "n": 2 })), "{:?}", r.error());
    }

    #[test]
    fn an_instantly_finished_plain_call_does_not_block_ctx_suspend() {
        both(|roundtrip| {
            let seen = Seen::default();
            let rt = with(Limits::default(), &seen);
            // `echo` finishes during its first poll, in the same slice as the gate's request.
            let code = "const a = tools.echo({ x: 1 }); const g = await tools.gate({}); return [await a, g]";
            let s = suspended(block_on(rt.execute_with(code, opts(roundtrip)).result()));
            assert_eq!(s.pending.len(), 1);
            assert_eq!(s.pending[0].path, "gate");
            let r = block_on(rt.resume(s.state.clone(), one(&s, json!("opened"))));
            assert_eq!(r.value(), Some(&json!([{ "x": 1 }, "opened"])), "{:?}", r.error());
        });
    }

    #[test]
    fn an_instantly_finished_durable_call_is_not_saved_as_pending() {
        both(|roundtrip| {
            let instant = Durable::new(
                |i: Value, _ctx| async move { Ok(json!({ "h": i })) },
                |h: Value, _ctx| async move { Ok(json!({ "real": h["h"] })) },
            );
            let rt = Runtime::builder()
                .tool("instant", Tool::durable("done at once", instant).output_schema(json!({})))
                .tool("gate", common::gate())
                .build()
                .unwrap();
            let code = "const d = tools.instant(7); const g = await tools.gate({}); return [await d, g]";
            let s = suspended(block_on(rt.execute_with(code, opts(roundtrip)).result()));
            assert_eq!(s.pending.iter().map(|p| p.path.as_str()).collect::<Vec<_>>(), vec!["gate"]);
            let r = block_on(rt.resume(s.state.clone(), one(&s, json!("opened"))));
            assert_eq!(
                r.value(),
                Some(&json!([{ "real": 7 }, "opened"])),
                "the real outcome was kept: {:?}",
                r.error()
            );
        });
    }

    #[test]
    fn suspend_max_bytes_measures_the_whole_saved_state() {
        let seen = Seen::default();
        // Most of the state is outside the VM bytes: the embedded code and the pending arguments.
        let code = format!(
            "/* {} */ const big = 'x'.repeat(3000); await tools.approve({{ item: big }}); return 1",
            "c".repeat(4000)
        );
        let measure = |limit: Option<usize>| {
            let rt = with(Limits { max_snapshot_bytes: limit, ..Limits::default() }, &seen);
            let mut exec = rt.execute_with(&code, opts(false));
            poll_until(&mut exec, || true);
            std::thread::sleep(Duration::from_millis(10));
            poll_once(&mut exec);
            block_on(exec.suspend())
        };
        let s = suspended(measure(None).expect("suspends"));
        let whole = s.state.encoded_len();
        assert_eq!(whole, s.state.to_bytes(None).unwrap().len());
        assert!(whole > s.state.state_len() + 7000, "{whole} vs VM {}", s.state.state_len());
        // Under the VM-only measure this limit passed; the whole state is far bigger.
        let e = measure(Some(s.state.state_len() + 100)).expect_err("the whole state is measured");
        assert!(e.message.contains("more than the limit"), "{}", e.message);
        // The edge: the reported size itself (elapsed time may add a byte or two to a new run).
        let reported: usize = e.message.split("state is ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
        assert!(reported.abs_diff(whole) <= 4, "{reported} vs {whole}");
        assert!(measure(Some(reported + 4)).is_ok());
        assert!(measure(Some(reported - 5)).is_err());
    }

    #[test]
    fn awaiting_an_execution_never_discards_a_suspension() {
        both(|roundtrip| {
            // attach answers after a moment, so a run that does not suspend still finishes.
            let later = Durable::new(
                |_i: Value, _ctx| async { Ok(json!("h")) },
                |_h: Value, _ctx| async {
                    futures_timer::Delay::new(Duration::from_millis(100)).await;
                    Ok(json!({ "ok": true }))
                },
            );
            let rt = Runtime::builder()
                .tool("later", Tool::durable("answers later", later).output_schema(json!({})))
                .tool("gate", common::gate())
                .build()
                .unwrap();
            // auto_suspend and a direct await: the run goes on instead of losing its state.
            let r = block_on(rt.execute_with("return (await tools.later({})).ok", auto(roundtrip)));
            assert_eq!(r.value(), Some(&json!(true)), "{:?}", r.error());
            // ctx.suspend is refused with a message that says which call to use.
            let r = block_on(
                rt.execute_with("try { await tools.gate({}) } catch (e) { return e.message }", opts(roundtrip)),
            );
            let m = r.value().and_then(Value::as_str).unwrap_or_default().to_string();
            assert!(m.contains("Execution::result()"), "{m}");
            // The same run through result() suspends.
            let o = block_on(rt.execute_with("return await tools.gate({})", opts(roundtrip)).result());
            assert!(matches!(o, Outcome::Suspended(_)));
        });
    }

    #[test]
    fn a_handle_request_is_refused_while_the_run_is_awaited_for_its_result() {
        let seen = Seen::default();
        let rt = with(Limits::default(), &seen);
        let mut exec = rt.execute("return await tools.approve({ item: 1 })");
        let handle = exec.handle();
        poll_until(&mut exec, || seen.started() == 1);
        poll_once(&mut exec);
        let req = std::thread::spawn(move || block_on(handle.request_suspend()));
        std::thread::sleep(Duration::from_millis(50));
        poll_once(&mut exec);
        let e = req.join().unwrap().expect_err("refused");
        assert!(e.message.contains("Execution::result()"), "{}", e.message);
    }

    #[test]
    fn ctx_suspend_fails_inside_the_tool_while_another_call_blocks() {
        both(|roundtrip| {
            let seen = Seen::default();
            let rt = with(Limits::default(), &seen);
            let code = "const s = tools.slow({}); let g; try { g = await tools.gate({}) } catch (e) { g = e.message }\n\
                        return [g, await s]";
            let o = block_on(rt.execute_with(code, opts(roundtrip)).result());
            let r = o.result().expect("the run goes on");
            let v = r.value().unwrap_or_else(|| panic!("{:?}", r.error()));
            let g = v[0].as_str().unwrap();
            assert!(g.starts_with("could not suspend: The run cannot be suspended"), "{g}");
            assert!(g.contains("tools.slow"), "the blocking call is named: {g}");
            assert_eq!(v[1], json!("slow done"));
        });
    }

    #[test]
    fn calls_queued_behind_a_suspension_start_on_resume() {
        both(|roundtrip| {
            let count = Arc::new(AtomicUsize::new(0));
            let c = count.clone();
            let counted = Tool::new("counts its calls", move |v: Value, _| {
                c.fetch_add(1, Ordering::SeqCst);
                async move { Ok(v) }
            })
            .output_schema(json!({}));
            let rt = Runtime::builder().tool("gate", common::gate()).tool("counted", counted).build().unwrap();
            // The gate asks to suspend during its first poll; the call made after it, in the same
            // slice, waits for the decision. (Roundtrip mode's first slice is 7 instructions: the
            // array puts both calls in its second, of 61.)
            let code = "const pad = [1, 2, 3, 4]; const g = tools.gate({}); const c = tools.counted({ n: 1 }); \
                        return [await g, await c]";
            let s = suspended(block_on(rt.execute_with(code, opts(roundtrip)).result()));
            assert_eq!(s.state.queued.len(), 1);
            assert_eq!(s.state.queued[0].path, "counted");
            assert_eq!(count.load(Ordering::SeqCst), 0, "a queued call does not start before the resume");
            let bytes = s.state.to_bytes(None).unwrap();
            let r = block_on(rt.resume(Snapshot::from_bytes(&bytes, None).unwrap(), one(&s, json!("opened"))));
            assert_eq!(r.value(), Some(&json!(["opened", { "n": 1 }])), "{:?}", r.error());
            assert_eq!(count.load(Ordering::SeqCst), 1);
        });
    }

    #[test]
    fn a_snapshot_of_another_build_is_refused() {
        let seen = Seen::default();
        let rt = with(Limits::default(), &seen);
        let mut s = suspended(block_on(rt.execute_with("return await tools.gate({})", opts(false)).result()));
        s.state.build = "codemode 0.0.0 vm 0000000000000000".into();
        let bytes = s.state.to_bytes(None).unwrap();
        let r = block_on(rt.resume(Snapshot::from_bytes(&bytes, None).unwrap(), one(&s, json!(1))));
        let e = r.error().unwrap();
        assert_eq!(e.kind, ErrorKind::SnapshotError);
        assert!(e.message.starts_with("The snapshot was made by another build (codemode 0.0.0"), "{}", e.message);
    }

    #[test]
    fn an_extension_call_in_flight_blocks_a_suspension() {
        both(|roundtrip| {
            let seen = Seen::default();
            let wait = HostFunction::asynchronous(|_| futures::future::pending());
            let rt = Runtime::builder()
                .tool("approve", common::approval(&seen))
                .extension(Extension::new("x").object("net", vec![("wait".into(), codemode::ExtEntry::Function(wait))]))
                .build()
                .unwrap();
            let mut exec =
                rt.execute_with("const w = net.wait(); return await tools.approve({ item: 1 })", opts(roundtrip));
            poll_until(&mut exec, || seen.started() == 1);
            poll_once(&mut exec);
            let e = block_on(exec.suspend()).expect_err("blocked");
            assert!(e.message.contains("(net.wait)"), "{}", e.message);
        });
    }

    #[test]
    fn resumed_outcomes_are_checked_like_the_tool_output() {
        let seen = Seen::default();
        let rt = with(Limits::default(), &seen);
        let code = "try { return await tools.approve({ item: 1 }) } catch (e) { return e.message }";
        let s = suspended(block_on(rt.execute_with(code, auto(false)).result()));
        let r = block_on(rt.resume(s.state.clone(), one(&s, json!("not an object"))));
        assert_eq!(
            r.value(),
            Some(&json!("Invalid output from tool 'approve': \"not an object\" is not of type \"object\" at /"))
        );
        let mut deep = json!({});
        for _ in 0..40 {
            deep = json!({ "d": deep });
        }
        let r = block_on(rt.resume(s.state.clone(), one(&s, deep)));
        let m = r.value().and_then(Value::as_str).unwrap_or_default().to_string();
        assert!(m.contains("exceeds the maximum value depth of 32"), "{m}");
    }

    /// An `http` extension whose responses (`{ status, json() }`) survive through value-level
    /// snapshot hooks; the hooks count their calls and see the run's context.
    fn http(encodes: Arc<AtomicUsize>, decodes: Arc<AtomicUsize>) -> Extension {
        fn response(url: Value, status: Value) -> ExtValue {
            let u = url.clone();
            let json = HostFunction::asynchronous(move |_| {
                let u = u.clone();
                async move { Ok(ExtValue::Json(json!({ "url": u }))) }
            });
            ExtValue::Object(vec![
                ("status".into(), ExtValue::Json(status)),
                ("json".into(), ExtValue::Function(json)),
                ("url".into(), ExtValue::Json(url)),
            ])
        }
        let fetch =
            HostFunction::asynchronous(|args: Vec<Value>| async move { Ok(response(args[0].clone(), json!(200))) });
        Extension::new("http").function("fetch", fetch).snapshot_hooks(
            move |v: &ExtValue, ctx: &RunContext| {
                encodes.fetch_add(1, Ordering::SeqCst);
                assert_eq!(ctx.get::<&'static str>(), Some(&"session-1"), "encode sees the run's context");
                let ExtValue::Object(m) = v else { return Err("not a response".into()) };
                let get = |k: &str| {
                    m.iter().find(|(n, _)| n == k).and_then(|(_, x)| match x {
                        ExtValue::Json(j) => Some(j.clone()),
                        _ => None,
                    })
                };
                Ok(SnapshotData::Array(vec![
                    SnapshotData::Json(get("url").ok_or("no url")?),
                    SnapshotData::Json(get("status").ok_or("no status")?),
                    SnapshotData::Bytes(vec![0, 159, 255]),
                ]))
            },
            move |d: &SnapshotData, _ctx: &RunContext| {
                decodes.fetch_add(1, Ordering::SeqCst);
                let SnapshotData::Array(parts) = d else { return Err("bad data".into()) };
                assert_eq!(parts[2].as_bytes(), Some(&[0u8, 159, 255][..]), "bytes survive");
                Ok(response(parts[0].as_json().cloned().unwrap(), parts[1].as_json().cloned().unwrap()))
            },
        )
    }

    #[test]
    fn snapshot_hooks_encode_values_as_returned_and_decode_them_once_each() {
        both(|roundtrip| {
            let (enc, dec) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
            let seen = Seen::default();
            let build = || {
                Runtime::builder()
                    .tool("approve", common::approval(&seen))
                    .extension(http(enc.clone(), dec.clone()))
                    .build()
                    .unwrap()
            };
            let code = "const a = await fetch('https://e.test/a'); const b = await fetch('https://e.test/b')\n\
                        await tools.approve({ item: 1 })\n\
                        return [a.status, (await a.json()).url, (await b.json()).url, b.url]";
            let context = RunContext::new().with("session-1");
            let options = ExecuteOptions { auto_suspend: true, context: context.clone(), ..opts(roundtrip) };
            let s = suspended(block_on(build().execute_with(code, options).result()));
            assert_eq!(s.state.encoded.len(), 2);
            assert!(enc.load(Ordering::SeqCst) >= 2);
            let before = dec.load(Ordering::SeqCst);
            let bytes = s.state.to_bytes(None).unwrap();
            let state = Snapshot::from_bytes(&bytes, None).unwrap();
            assert_eq!(state.encoded, s.state.encoded);
            let options = ResumeOptions { context, ..ResumeOptions::default() };
            let r = block_on(build().resume_with(state, one(&s, json!({})), options));
            assert_eq!(
                r.value(),
                Some(&json!([200, "https://e.test/a", "https://e.test/b", "https://e.test/b"])),
                "{:?}",
                r.error()
            );
            if !common::roundtrip_forced() {
                // (a resume in forced roundtrip mode goes through the hooks again and again)
                assert_eq!(dec.load(Ordering::SeqCst) - before, 2, "once per value");
            }
        });
    }

    #[test]
    fn roundtrip_mode_goes_through_the_extension_hooks_and_a_fresh_runtime() {
        let (enc, dec) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let rt = Runtime::builder().extension(http(enc.clone(), dec.clone())).build().unwrap();
        let code = "const a = await fetch('https://e.test/a'); let n = 0; for (let i = 0; i < 50; i++) n += i\n\
                    return [n, (await a.json()).url]";
        let options = ExecuteOptions { context: RunContext::new().with("session-1"), ..opts(true) };
        let r = block_on(rt.execute_with(code, options));
        assert_eq!(r.value(), Some(&json!([1225, "https://e.test/a"])), "{:?}", r.error());
        // The response's functions were rebuilt from bytes many times over.
        assert!(dec.load(Ordering::SeqCst) >= 3, "decoded {} times", dec.load(Ordering::SeqCst));
        assert_eq!(enc.load(Ordering::SeqCst), dec.load(Ordering::SeqCst));
    }

    #[test]
    fn a_decoded_value_must_keep_the_shape_of_the_saved_one() {
        let seen = Seen::default();
        let fetch = HostFunction::asynchronous(|_| async {
            Ok(ExtValue::Object(vec![(
                "f".into(),
                ExtValue::Function(HostFunction::sync(|_| Ok(ExtValue::Undefined))),
            )]))
        });
        let ext = || {
            Extension::new("x").function("get", fetch.clone()).snapshot_hooks(
                |_v: &ExtValue, _c: &RunContext| Ok(SnapshotData::Json(json!(1))),
                |_d: &SnapshotData, _c: &RunContext| Ok(ExtValue::Json(json!("no functions"))),
            )
        };
        let rt = Runtime::builder().tool("approve", common::approval(&seen)).extension(ext()).build().unwrap();
        let code = "const v = await get(); await tools.approve({ item: 1 }); return 1";
        let r = match block_on(rt.execute_with(code, auto(false)).result()) {
            Outcome::Suspended(s) => block_on(rt.resume(s.state.clone(), one(&s, json!({})))),
            // Forced roundtrip mode meets the bad decode at the first cycle.
            Outcome::Finished(r) => r,
        };
        let e = r.error().unwrap();
        assert_eq!(e.kind, ErrorKind::SnapshotError);
        assert!(e.message.contains("with 0 functions where the saved one had 1"), "{}", e.message);
    }
}

/// What a run sees of the intrinsics other runs change: `[typeof Array.prototype.x,
/// typeof Object.prototype.y, Math.max.name]`.
const PROBE: &str = "return [typeof Array.prototype.x, typeof Object.prototype.y, Math.max.name]";

/// The pristine answer to [`PROBE`].
fn pristine() -> Value {
    json!(["undefined", "undefined", "max"])
}

/// A run changes intrinsics (shared between runs, copied on write), then waits for an approval.
const MUTATE_AND_WAIT: &str = r#"
    Array.prototype.x = 1
    Object.prototype.y = 2
    Object.defineProperty(Math.max, "name", { value: "changed" })
    const g = await tools.approve({ item: "x" })
    return [typeof Array.prototype.x, typeof Object.prototype.y, Math.max.name, g.ok]
"#;

/// Runs alive at the same time on one runtime do not see each other's changes to intrinsics,
/// before or after one of them suspends, and a resumed run (in this runtime or a new one, as in
/// another process) sees its own changes and nobody else's.
#[test]
fn runs_alive_together_and_resumed_runs_keep_their_intrinsics_to_themselves() {
    let rt = builder().build().unwrap();
    // A changes the intrinsics and waits; B, run while A is alive, sees the pristine realm.
    let mut a = rt.execute(MUTATE_AND_WAIT);
    let waker = futures::task::noop_waker();
    let mut cx = std::task::Context::from_waker(&waker);
    assert!(std::pin::Pin::new(&mut a).poll(&mut cx).is_pending());
    assert_eq!(block_on(rt.execute(PROBE)).value(), Some(&pristine()));
    let Outcome::Suspended(s) = block_on(a.suspend()).expect("suspend") else { panic!("not suspended") };
    assert_eq!(block_on(rt.execute(PROBE)).value(), Some(&pristine()));
    // Resumed twice from the same bytes, in this runtime and in a new one: each sees A's changes.
    let bytes = s.state.to_bytes(None).unwrap();
    let key = s.pending[0].key.clone();
    let resume = |rt: &Runtime| {
        let state = Snapshot::from_bytes(&bytes, None).unwrap();
        let outcomes = BTreeMap::from([(key.clone(), CallOutcome::ok(json!({ "ok": "open" })))]);
        block_on(rt.resume(state, outcomes))
    };
    let mine = json!(["number", "number", "changed", "open"]);
    for r in [resume(&rt), resume(&builder().build().unwrap())] {
        assert_eq!(r.value(), Some(&mine), "{:?}", r.error());
    }
    assert_eq!(block_on(rt.execute(PROBE)).value(), Some(&pristine()));
    // Two runs changing the same intrinsics differently, both waiting, then both resumed.
    let other = MUTATE_AND_WAIT.replace("Array.prototype.x = 1", "Array.prototype.x = 'one'");
    let runs: Vec<_> = [MUTATE_AND_WAIT, other.as_str()]
        .iter()
        .map(|code| {
            let Outcome::Suspended(s) = run_and_suspend(&rt, code, ExecuteOptions::default()) else {
                panic!("not suspended")
            };
            s
        })
        .collect();
    let mut results = Vec::new();
    for s in runs {
        let outcomes = BTreeMap::from([(s.pending[0].key.clone(), CallOutcome::ok(json!({ "ok": "open" })))]);
        let r = block_on(rt.resume(s.state, outcomes));
        results.push(r.value().cloned());
    }
    assert_eq!(results, vec![Some(mine), Some(json!(["string", "number", "changed", "open"]))]);
    assert_eq!(block_on(rt.execute(PROBE)).value(), Some(&pristine()));
}
