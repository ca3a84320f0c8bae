//! Interrupting the calls a run leaves behind when it ends without being suspended — its program
//! returned, failed or timed out, or its `Execution` was cancelled or dropped.
//!
//! Their futures are dropped first (that is how a plain tool learns of it), then every running
//! durable call that has its handle gets `cancel(handle)`, and every started call is reported to
//! the `after` hooks as [`CallEnd::Interrupted`]. Cancels are bounded
//! ([`crate::RuntimeBuilder::cancel_timeout`]): at the natural end of a run the driver waits for
//! them at most that long; when an `Execution` is dropped (no one can await anything then) each
//! cancel is polled once where the drop happens, and what is left is driven to its end on a
//! helper thread, again for at most that long. Calls detached by a suspension never come here.
//!
//! Host code runs behind the panic guard: a panicking hook or cancel is ignored, never unwound.

use std::time::Duration;

use futures::FutureExt as _;
use futures::future::BoxFuture;

use crate::guard;
use crate::options::{CallEnd, ExtensionCallInfo, Hooks, ToolCallInfo};

/// Who to tell that a call was interrupted.
pub(crate) enum Report {
    Tool(ToolCallInfo),
    Extension(ExtensionCallInfo),
}

/// What interrupting a run's leftover calls still has to do: cancels to run, then reports.
pub(crate) struct Leftover {
    cancels: Vec<BoxFuture<'static, ()>>,
    reports: Vec<Report>,
    hooks: Hooks,
    bound: Duration,
}

impl Leftover {
    pub(crate) fn new(hooks: Hooks, bound: Duration) -> Leftover {
        Leftover { cancels: Vec::new(), reports: Vec::new(), hooks, bound }
    }

    /// Adds a durable call's cancel (the future is made under the panic guard).
    pub(crate) fn cancel(&mut self, path: &str, make: impl FnOnce() -> BoxFuture<'static, ()>) {
        let what = format!("The cancel of durable tool '{path}'");
        // A `cancel` that panics while making its future is ignored like one that panics later.
        if let Ok(f) = guard::catch(&what, make) {
            self.cancels.push(guard::catch_future(what, f).map(|_| ()).boxed());
        }
    }

    /// Adds a call to report as interrupted.
    pub(crate) fn report(&mut self, r: Report) {
        self.reports.push(r);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.cancels.is_empty() && self.reports.is_empty()
    }

    /// Runs the cancels (together, for at most the bound), then the reports. Dropped before it is
    /// done, it finishes detached.
    pub(crate) async fn finish(mut self) {
        let cancels = std::mem::take(&mut self.cancels);
        if !cancels.is_empty() {
            let all = futures::future::join_all(cancels);
            let _ = futures::future::select(all, futures_timer::Delay::new(self.bound)).await;
        }
        self.send_reports();
    }

    fn send_reports(&mut self) {
        for r in std::mem::take(&mut self.reports) {
            match r {
                Report::Tool(info) => {
                    if let Some(after) = &self.hooks.tool_after {
                        let _ = guard::catch("The after hook", || after(&info, &CallEnd::Interrupted));
                    }
                }
                Report::Extension(info) => {
                    if let Some(after) = &self.hooks.extension_after {
                        let _ = guard::catch("The after hook", || after(&info, &CallEnd::Interrupted));
                    }
                }
            }
        }
    }

    /// Finishes without waiting: every cancel is polled once here, the reports are sent, and the
    /// cancels still running are driven on a helper thread for at most the bound.
    fn finish_detached(&mut self) {
        let waker = futures::task::noop_waker();
        let mut cx = std::task::Context::from_waker(&waker);
        let mut pending: Vec<BoxFuture<'static, ()>> = Vec::new();
        for mut f in std::mem::take(&mut self.cancels) {
            if f.as_mut().poll(&mut cx).is_pending() {
                pending.push(f);
            }
        }
        self.send_reports();
        if pending.is_empty() {
            return;
        }
        let bound = self.bound;
        // If the thread cannot be made, the cancels are dropped: nothing else can run them.
        let _ = std::thread::Builder::new().name("codemode-cancel".into()).spawn(move || {
            let all = futures::future::join_all(pending);
            futures::executor::block_on(futures::future::select(all, futures_timer::Delay::new(bound)));
        });
    }
}

impl Drop for Leftover {
    fn drop(&mut self) {
        if !self.is_empty() {
            self.finish_detached();
        }
    }
}
