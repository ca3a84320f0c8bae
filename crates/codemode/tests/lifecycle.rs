//! How a run ends and what it leaves behind: closing (drop, `cancel`) interrupts running calls and
//! cancels durable work with a bounded cancel; the natural end reports interruptions; a
//! suspension detaches; late cleanup and the output limit give their warnings. Every test runs in
//! normal and roundtrip modes.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use codemode::{Durable, ErrorKind, ExtValue, Extension, HostFunction, Limits, Outcome, Runtime, Tool};
use common::{Seen, approval, both, echo, opts, poll_once, poll_until, slow};
use futures::executor::block_on;
use serde_json::{Value, json};

/// A durable tool whose `cancel` never finishes.
fn stubborn(cancels: Arc<AtomicUsize>) -> Tool {
    let d =
        Durable::new(|_i: Value, _ctx| async { Ok(json!({ "h": 1 })) }, |_h: Value, _ctx| futures::future::pending())
            .cancel_with(move |_h| {
                cancels.fetch_add(1, Ordering::SeqCst);
                futures::future::pending::<()>()
            });
    Tool::durable("never cancels", d).output_schema(json!({}))
}

#[test]
fn dropping_an_execution_cancels_its_running_durable_calls_and_reports_them() {
    both(|roundtrip| {
        let seen = Seen::default();
        let rt = Runtime::builder().tool("approve", approval(&seen)).hooks(seen.hooks()).build().unwrap();
        let mut exec = rt.execute_with("return await tools.approve({ item: 1 })", opts(roundtrip));
        poll_until(&mut exec, || seen.started() == 1);
        poll_once(&mut exec); // the handle is in
        drop(exec);
        assert_eq!(seen.cancelled(), 1, "roundtrip {roundtrip}: cancel was not called");
        assert_eq!(seen.log(), vec!["approve: interrupted"], "roundtrip {roundtrip}");
    });
}

#[test]
fn cancel_interrupts_like_a_drop() {
    both(|roundtrip| {
        let seen = Seen::default();
        let rt = Runtime::builder()
            .tool("approve", approval(&seen))
            .tool("slow", slow())
            .hooks(seen.hooks())
            .build()
            .unwrap();
        let code = "const s = tools.slow({}); return await tools.approve({ item: 1 })";
        let mut exec = rt.execute_with(code, opts(roundtrip));
        poll_until(&mut exec, || seen.started() == 1);
        poll_once(&mut exec);
        exec.cancel();
        assert_eq!(seen.cancelled(), 1, "roundtrip {roundtrip}");
        let mut log = seen.log();
        log.sort();
        assert_eq!(log, vec!["approve: interrupted", "slow: interrupted"], "roundtrip {roundtrip}");
    });
}

#[test]
fn dropping_an_execution_that_never_started_does_nothing() {
    let seen = Seen::default();
    let rt = Runtime::builder().tool("approve", approval(&seen)).hooks(seen.hooks()).build().unwrap();
    drop(rt.execute("return await tools.approve({ item: 1 })"));
    assert_eq!((seen.started(), seen.cancelled()), (0, 0));
    assert!(seen.log().is_empty());
}

#[test]
fn a_hanging_cancel_does_not_hang_the_end_of_a_run() {
    both(|roundtrip| {
        let cancels = Arc::new(AtomicUsize::new(0));
        let seen = Seen::default();
        let rt = Runtime::builder()
            .tool("stubborn", stubborn(cancels.clone()))
            .hooks(seen.hooks())
            .cancel_timeout(Duration::from_millis(100))
            .build()
            .unwrap();
        let t = Instant::now();
        let r = block_on(rt.execute_with("tools.stubborn({}); await null; return 'left'", opts(roundtrip)));
        assert_eq!(r.value(), Some(&json!("left")), "{:?}", r.error());
        assert_eq!(cancels.load(Ordering::SeqCst), 1);
        assert_eq!(seen.log(), vec!["stubborn: interrupted"]);
        // Not a speed check: without the bound this never returns at all.
        assert!(t.elapsed() < Duration::from_secs(20));
    });
}

#[test]
fn a_hanging_cancel_does_not_hang_a_drop() {
    both(|roundtrip| {
        let cancels = Arc::new(AtomicUsize::new(0));
        let rt = Runtime::builder()
            .tool("stubborn", stubborn(cancels.clone()))
            .cancel_timeout(Duration::from_millis(50))
            .build()
            .unwrap();
        let mut exec = rt.execute_with("return await tools.stubborn({})", opts(roundtrip));
        poll_until(&mut exec, || true);
        std::thread::sleep(Duration::from_millis(20));
        poll_once(&mut exec);
        drop(exec); // returns at once; the cancel goes on (bounded) on a helper thread
        assert_eq!(cancels.load(Ordering::SeqCst), 1, "roundtrip {roundtrip}");
    });
}

#[test]
fn the_natural_end_reports_interrupted_calls() {
    both(|roundtrip| {
        let seen = Seen::default();
        let pending = HostFunction::asynchronous(|_| futures::future::pending());
        let rt = Runtime::builder()
            .tool("slow", slow())
            .tool("echo", echo())
            .extension(Extension::new("x").function("waitForever", pending))
            .hooks(seen.hooks())
            .build()
            .unwrap();
        let r = block_on(
            rt.execute_with("await tools.echo({}); tools.slow({}); waitForever(); return 'done'", opts(roundtrip)),
        );
        assert_eq!(r.value(), Some(&json!("done")), "{:?}", r.error());
        let mut log = seen.log();
        log.sort();
        assert_eq!(log, vec!["echo: ok", "slow: interrupted", "waitForever: interrupted"], "roundtrip {roundtrip}");
    });
}

#[test]
fn detached_calls_report_nothing_and_are_never_cancelled() {
    both(|roundtrip| {
        let seen = Seen::default();
        let rt = Runtime::builder().tool("approve", approval(&seen)).hooks(seen.hooks()).build().unwrap();
        let mut exec = rt.execute_with("return await tools.approve({ item: 1 })", opts(roundtrip));
        poll_until(&mut exec, || seen.started() == 1);
        poll_once(&mut exec);
        let outcome = block_on(exec.suspend()).expect("suspends");
        let Outcome::Suspended(s) = outcome else { panic!("not suspended") };
        drop(s);
        assert_eq!(seen.cancelled(), 0, "a suspension detaches: no cancel");
        assert!(seen.log().is_empty(), "a suspension detaches: no after report, got {:?}", seen.log());
    });
}

#[test]
fn cleanup_past_the_deadline_is_a_timeout_warning_after_the_result() {
    both(|roundtrip| {
        let d = Durable::new(|_i: Value, _ctx| async { Ok(json!(1)) }, |_h: Value, _ctx| futures::future::pending())
            .cancel_with(|_h| futures_timer::Delay::new(Duration::from_millis(400)));
        let rt = Runtime::builder()
            .tool("job", Tool::durable("slow to cancel", d).output_schema(json!({})))
            .limits(Limits { timeout_ms: Some(150), ..Limits::default() })
            .build()
            .unwrap();
        let r = block_on(rt.execute_with("tools.job({}); await null; return 'returned in time'", opts(roundtrip)));
        assert_eq!(r.value(), Some(&json!("returned in time")), "{:?}", r.error());
        assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
        assert_eq!(r.warnings[0].kind, ErrorKind::TimeoutExceeded);
        assert_eq!(
            r.warnings[0].message,
            "Execution timed out after 150ms while interrupting work left over after the program returned."
        );
    });
}

#[test]
fn warnings_have_a_budget_of_their_own_and_say_what_was_cut() {
    both(|roundtrip| {
        let rt =
            Runtime::builder().limits(Limits { max_output_bytes: Some(200), ..Limits::default() }).build().unwrap();
        // A value that uses most of the budget, and twenty unhandled rejections.
        let code = "for (let i = 0; i < 20; i++) Promise.reject(new Error('rejected number ' + i));\n\
                    return 'v'.repeat(150)";
        let r = block_on(rt.execute_with(code, opts(roundtrip)));
        assert_eq!(r.value(), Some(&json!("v".repeat(150))), "the value fits and is not cut");
        assert!(r.truncated);
        let last = r.warnings.last().unwrap();
        assert_eq!(last.kind, ErrorKind::Truncated);
        let kept = r.warnings.len() - 1;
        assert!(kept >= 1, "warnings are not charged to the value's budget: {:?}", r.warnings);
        assert_eq!(last.message, format!("{} additional warnings omitted by the output limit.", 20 - kept));
        // Logs, unlike warnings, share what the value leaves.
        let r = block_on(
            rt.execute_with("for (let i = 0; i < 50; i++) console.log('line ' + i); return 1", opts(roundtrip)),
        );
        assert!(r.truncated);
        assert!(r.logs.last().unwrap().starts_with("[logs truncated: showing "), "{:?}", r.logs);
    });
}

#[test]
fn a_panicking_cancel_is_contained() {
    both(|roundtrip| {
        let d = Durable::new(|_i: Value, _ctx| async { Ok(json!(1)) }, |_h: Value, _ctx| futures::future::pending())
            .cancel_with(|_h| async { panic!("cancel exploded") });
        let rt = Runtime::builder().tool("job", Tool::durable("x", d).output_schema(json!({}))).build().unwrap();
        let r = block_on(rt.execute_with("tools.job({}); await null; return 'fine'", opts(roundtrip)));
        assert_eq!(r.value(), Some(&json!("fine")), "{:?}", r.error());
        let _ = ExtValue::Undefined;
    });
}
