//! Roundtrip mode (`ExecuteOptions::roundtrip`, `CODEMODE_ROUNDTRIP=1`): at every host call and
//! every few instructions the run goes through bytes end to end — its whole [`Snapshot`] (VM
//! state, counters, limits, queued calls, extension values through their snapshot hooks) is
//! encoded, decoded and resumed in a brand-new runtime built from the same configuration — so any
//! state that would not survive a real suspension and resume in another process shows up as a
//! different result.
//!
//! Only what a real suspension could not describe stays with the driver: the calls in flight
//! (their futures and records; the VM side of them is in the bytes) and the functions of
//! extensions without snapshot hooks (after a real resume they would throw; here the program must
//! give the result it gives without roundtrips). The run's clock also stays with the driver.
//!
//! With `CODEMODE_SNAPSHOT_DUMP=DIR` set, the bytes of every cycle taken while the run waits on the
//! host (one per pause) are also written to `DIR` (named by their hash): the seeds of the
//! `snapshot_decode` fuzz target (fuzz/README.md).

use std::time::Duration;

use codemode_vm::EngineError;

use crate::driver::Run;
use crate::options::ResumeOptions;
use crate::snapshot::Snapshot;
use crate::suspend::{Capture, Outcomes, capture, resumed_run};

/// One cycle: the run saved to bytes and resumed in a fresh runtime.
pub(crate) fn cycle(run: &mut Run, elapsed: Duration, waiting: bool) -> Result<(), EngineError> {
    let fail = |m: String| EngineError::InvalidSnapshot(format!("roundtrip mode: {m}"));
    let s = capture(run, Capture::Roundtrip, elapsed).map_err(|e| fail(e.message))?;
    let bytes = s.state.to_bytes(None).map_err(|d| fail(d.message))?;
    if waiting {
        dump(&bytes);
    }
    let back = Snapshot::from_bytes(&bytes, None).map_err(|d| fail(d.message))?;
    let fresh = run.inner.rebuild().map_err(|e| fail(e.to_string()))?;
    let options = ResumeOptions {
        auto_suspend: run.auto_suspend,
        context: run.st.context.clone(),
        limits: None,
        roundtrip: true,
    };
    let mut next = match resumed_run(&fresh, back, Outcomes::of([]), options, run.st.requests.clone()) {
        Ok(r) => r,
        Err(d) => return Err(fail(d.message)),
    };
    // The calls in flight carry over (queued ones were described in the bytes and are queued
    // again by the resume).
    next.st.futures = std::mem::take(&mut run.st.futures);
    let queued = std::mem::take(&mut run.st.queued);
    for (id, c) in std::mem::take(&mut run.st.calls) {
        if !queued.contains_key(&id) {
            next.st.calls.insert(id, c);
        }
    }
    for (id, (ext, f)) in std::mem::take(&mut run.st.dynamic) {
        if !fresh.snapshot_hooks.contains_key(&ext) {
            next.st.dynamic.insert(id, (ext, f));
        }
    }
    for v in std::mem::take(&mut run.st.values) {
        if !fresh.snapshot_hooks.contains_key(&v.extension) {
            next.st.values.push(v);
        }
    }
    next.embed_code = run.embed_code;
    next.elapsed_before = run.elapsed_before;
    // The old run and its runtime go; their calls were taken, so nothing is interrupted.
    drop(std::mem::replace(run, next));
    Ok(())
}

/// Writes a pause's snapshot bytes to `CODEMODE_SNAPSHOT_DUMP` when it is set (best effort: a
/// failure to write is ignored, the run goes on).
fn dump(bytes: &[u8]) {
    use sha2::Digest;
    let Some(dir) = std::env::var_os("CODEMODE_SNAPSHOT_DUMP") else { return };
    let name: String = sha2::Sha256::digest(bytes)[..8].iter().map(|b| format!("{b:02x}")).collect();
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(std::path::Path::new(&dir).join(format!("{name}.snapshot")), bytes);
}

/// Whether roundtrip mode is forced by the environment (read once per process: every run and
/// resume asks).
pub(crate) fn roundtrip_env() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("CODEMODE_ROUNDTRIP").is_ok_and(|v| v == "1" || v == "true"))
}
