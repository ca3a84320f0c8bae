//! Host code called by the runtime — tools, durable tools' functions, extension functions, hooks
//! and snapshot hooks — runs behind a panic guard: a panic becomes an ordinary failure with its
//! message (`Tool 'x' panicked: …`), never an unwind through the driver or the host's executor.
//!
//! The process's panic hook still runs (it prints the panic by default); this module does not
//! touch it, since it belongs to the host.

use std::any::Any;
use std::future::Future;
use std::panic::AssertUnwindSafe;

use futures::FutureExt as _;

/// The message of a caught panic.
pub(crate) fn panic_message(p: &(dyn Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// Runs `f`, turning a panic into `Err("<what> panicked: <message>")`.
pub(crate) fn catch<T>(what: &str, f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(AssertUnwindSafe(f)).map_err(|p| format!("{what} panicked: {}", panic_message(&*p)))
}

/// Awaits `f`, turning a panic (in any of its polls) into `Err("<what> panicked: <message>")`.
pub(crate) async fn catch_future<F: Future>(what: String, f: F) -> Result<F::Output, String> {
    catch_future_with(|| what, f).await
}

/// [`catch_future`] with the description made only on a panic (a tool call's, made per call).
pub(crate) async fn catch_future_with<F: Future>(what: impl FnOnce() -> String, f: F) -> Result<F::Output, String> {
    AssertUnwindSafe(f).catch_unwind().await.map_err(|p| format!("{} panicked: {}", what(), panic_message(&*p)))
}
