//! The host's local time zone ([`codemode::RuntimeBuilder::time_zone`]) through the public API:
//! Date's local-time methods, DateTimeFormat's default zone and `Temporal.Now.timeZoneId()`
//! follow it, UTC stays the default, an unknown zone fails the build, and a suspended run keeps
//! the zone it started in when a runtime with another zone resumes it.

use std::collections::BTreeMap;
use std::time::Duration;

use codemode::{CallOutcome, ExecuteOptions, Outcome, Runtime, RuntimeBuilder, Snapshot};
use futures::executor::block_on;
use serde_json::{Value, json};

mod common;

/// What the program sees of its zone, at 2020-07-01T12:00Z and 2020-01-15T12:00Z.
const PROBE: &str = "const s = new Date(Date.UTC(2020, 6, 1, 12)), w = new Date(Date.UTC(2020, 0, 15, 12))
const local = new Date(2020, 2, 8, 2, 30)
const d = new Date(0); d.setHours(25)
return [s.getHours(), s.getTimezoneOffset(), w.getHours(), w.getTimezoneOffset(), s.toTimeString(),
  new Intl.DateTimeFormat('en-US', { timeStyle: 'long' }).format(s), Temporal.Now.timeZoneId(),
  local.toISOString(), d.toISOString(), String(s), s.toLocaleString()]";

fn run(b: RuntimeBuilder, code: &str) -> Value {
    let r = block_on(b.javascript(true).build().unwrap().execute(code));
    r.value().cloned().unwrap_or_else(|| panic!("{:?}", r.error()))
}

#[test]
fn utc_is_the_default() {
    let v = run(Runtime::builder(), PROBE);
    assert_eq!(
        v,
        json!([
            12,
            0,
            12,
            0,
            "12:00:00 GMT+0000 (Coordinated Universal Time)",
            "12:00:00 PM UTC",
            "UTC",
            "2020-03-08T02:30:00.000Z",
            "1970-01-02T01:00:00.000Z",
            "2020-07-01T12:00:00.000Z",
            "7/1/2020, 12:00:00 PM"
        ])
    );
}

#[test]
fn a_named_zone_with_daylight_time() {
    // node with TZ=America/New_York gives the same (String(date) is ISO, in UTC, in code mode).
    let v = run(Runtime::builder().time_zone("america/new_york"), PROBE);
    assert_eq!(
        v,
        json!([
            8,
            240,
            7,
            300,
            "08:00:00 GMT-0400 (Eastern Daylight Time)",
            "8:00:00 AM EDT",
            "America/New_York",
            // 02:30 does not exist on 2020-03-08 in New York: the offset before the gap applies.
            "2020-03-08T07:30:00.000Z",
            "1970-01-01T06:00:00.000Z",
            "2020-07-01T12:00:00.000Z",
            "7/1/2020, 8:00:00 AM"
        ])
    );
}

#[test]
fn an_offset_zone() {
    let v = run(
        Runtime::builder().time_zone("+05:30"),
        "const d = new Date(0)
        return [d.getHours(), d.getMinutes(), d.getTimezoneOffset(), Temporal.Now.timeZoneId(), d.toTimeString()]",
    );
    assert_eq!(v, json!([5, 30, -330, "+05:30", "05:30:00 GMT+0530 (GMT+05:30)"]));
}

#[test]
fn an_unknown_zone_fails_the_build() {
    let e = Runtime::builder().time_zone("Mars/Olympus").build().unwrap_err();
    assert!(e.to_string().contains("Mars/Olympus"), "{e}");
}

#[test]
fn a_resumed_run_keeps_its_zone() {
    let code = "const before = new Date(0).getHours()
        const r = await tools.approve({ item: 'x' })
        return [before, new Date(0).getHours(), Temporal.Now.timeZoneId()]";
    let rt = Runtime::builder()
        .javascript(true)
        .time_zone("Asia/Tokyo")
        .tool("approve", common::approval(&common::Seen::default()))
        .build()
        .unwrap();
    let mut exec = rt.execute_with(code, ExecuteOptions { run_id: Some("tz".into()), ..Default::default() });
    let outcome = block_on(async {
        futures_timer::Delay::new(Duration::from_millis(20)).await;
        let poll_once = futures::future::poll_fn(|cx| {
            let _ = std::pin::Pin::new(&mut exec).poll(cx);
            std::task::Poll::Ready(())
        });
        poll_once.await;
        exec.suspend().await.expect("suspend")
    });
    let Outcome::Suspended(s) = outcome else { panic!("not suspended: {outcome:?}") };
    let key = s.pending[0].key.clone();
    let state = Snapshot::from_bytes(&s.state.to_bytes(None).unwrap(), None).unwrap();
    // Resumed by a runtime whose runs start in New York: the run stays in Tokyo.
    let rt2 = Runtime::builder()
        .javascript(true)
        .time_zone("America/New_York")
        .tool("approve", common::approval(&common::Seen::default()))
        .build()
        .unwrap();
    let mut outcomes = BTreeMap::new();
    outcomes.insert(key, CallOutcome::ok(json!({ "ok": true })));
    let r = block_on(rt2.resume(state, outcomes));
    assert_eq!(r.value(), Some(&json!([9, 9, "Asia/Tokyo"])), "{:?}", r.error());
}

use std::future::Future as _;
