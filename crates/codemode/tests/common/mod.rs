//! Helpers shared by the API tests: both modes, tools that record what happens to them, and a
//! way to let a run reach its first wait.
#![allow(dead_code, reason = "each test file uses a part")]

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use codemode::{CallEnd, Durable, DurableContext, ExecuteOptions, Execution, Hooks, Tool, ToolError};
use serde_json::{Value, json};

/// Runs `f` in normal mode, then in roundtrip mode (the run saved to bytes and resumed in a
/// brand-new runtime at every host call and every few instructions).
pub fn both(mut f: impl FnMut(bool)) {
    f(false);
    f(true);
}

/// Whether `CODEMODE_ROUNDTRIP=1` forces roundtrip mode on every run.
pub fn roundtrip_forced() -> bool {
    std::env::var("CODEMODE_ROUNDTRIP").is_ok_and(|v| v == "1" || v == "true")
}

/// Options for a mode.
pub fn opts(roundtrip: bool) -> ExecuteOptions {
    ExecuteOptions { roundtrip, run_id: Some("t".into()), ..ExecuteOptions::default() }
}

/// Polls an execution once (the program runs to its first wait and starts its calls).
pub fn poll_once(exec: &mut Execution) {
    let waker = futures::task::noop_waker();
    let mut cx = std::task::Context::from_waker(&waker);
    let _ = std::future::Future::poll(std::pin::Pin::new(exec), &mut cx);
}

/// Polls an execution until `done()` holds (or a few seconds passed), sleeping a little between
/// polls so that tool futures make progress.
pub fn poll_until(exec: &mut Execution, done: impl Fn() -> bool) {
    for _ in 0..400 {
        poll_once(exec);
        if done() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the run never reached the expected state");
}

pub fn echo() -> Tool {
    Tool::new("echo", |v: Value, _| async move { Ok(v) }).output_schema(json!({}))
}

pub fn slow() -> Tool {
    Tool::new("slow", |_v: Value, _| async move {
        futures_timer::Delay::new(Duration::from_millis(300)).await;
        Ok(json!("slow done"))
    })
    .output_schema(json!({}))
}

/// What happened to a durable tool's calls.
#[derive(Default, Clone)]
pub struct Seen {
    pub started: Arc<AtomicUsize>,
    pub cancelled: Arc<AtomicUsize>,
    pub log: Arc<Mutex<Vec<String>>>,
}

impl Seen {
    pub fn started(&self) -> usize {
        self.started.load(Ordering::SeqCst)
    }
    pub fn cancelled(&self) -> usize {
        self.cancelled.load(Ordering::SeqCst)
    }
    pub fn log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }
    /// Hooks that log every `after` report as `<name>: ok|fail|interrupted`.
    pub fn hooks(&self) -> Hooks {
        let (a, b) = (self.log.clone(), self.log.clone());
        let word = |end: &CallEnd| match end {
            CallEnd::Success(_) => "ok",
            CallEnd::Failure(_) => "fail",
            CallEnd::Interrupted => "interrupted",
        };
        Hooks {
            tool_after: Some(Arc::new(move |info, end| {
                a.lock().unwrap().push(format!("{}: {}", info.name, word(end)))
            })),
            extension_after: Some(Arc::new(move |info, end| {
                b.lock().unwrap().push(format!("{}: {}", info.name, word(end)));
            })),
            ..Hooks::default()
        }
    }
}

/// A durable "approval": `start` returns a handle at once; `attach` never finishes (a human must
/// answer); `cancel` is counted.
pub fn approval(seen: &Seen) -> Tool {
    let (s, c) = (seen.started.clone(), seen.cancelled.clone());
    let d = Durable::new(
        move |input: Value, ctx: DurableContext| {
            s.fetch_add(1, Ordering::SeqCst);
            async move { Ok(json!({ "ticket": ctx.key, "item": input["item"] })) }
        },
        |_handle: Value, _ctx| futures::future::pending(),
    )
    .cancel_with(move |_h| {
        let c = c.clone();
        async move {
            c.fetch_add(1, Ordering::SeqCst);
        }
    });
    Tool::durable("Ask a human to approve", d).output_schema(json!({ "type": "object" }))
}

/// A durable tool that suspends its run at once, from `start`.
pub fn gate() -> Tool {
    let d = Durable::new(
        |_input: Value, ctx: DurableContext| async move {
            let e = ctx.suspend().await;
            Err(ToolError::from(format!("could not suspend: {e}")))
        },
        |_h: Value, _ctx| futures::future::pending(),
    );
    Tool::durable("Wait for a gate", d).output_schema(json!({}))
}
