//! Structure-aware fuzzing of the public snapshot decoder: a mutated snapshot, authenticated again
//! under the test key (a key holder is the threat here), is decoded and resumed; every outcome is a
//! result or an error — never a panic, an abort, a hang or unbounded memory.
//!
//! Seeds are real snapshots, one per pause of the conformance corpus (`CODEMODE_SNAPSHOT_DUMP`,
//! see fuzz/README.md). The mutator keeps the 7-byte header and, three times in four, the outer
//! snapshot structure too: it decodes the snapshot, mutates its VM state bytes alone and encodes it
//! again, so mutations reach the VM state decoder and the validator instead of dying in the outer
//! framing.
#![no_main]

use std::collections::BTreeMap;
use std::sync::OnceLock;

use codemode::{Limits, ResumeOptions, Runtime, Snapshot, Tool};
use hmac::{Hmac, Mac};
use libfuzzer_sys::{fuzz_mutator, fuzz_target, fuzzer_mutate};
use serde_json::{Value, json};
use sha2::Sha256;

/// The key snapshots are authenticated with.
const KEY: &[u8] = b"codemode fuzz test key";
/// The magic, format version and signed flag before the body.
const HEADER: usize = 7;

/// A runtime with tools under the paths the corpus uses most, each giving back its input.
fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        let mut b = Runtime::builder();
        for path in [
            "echo", "ok", "math.add", "math.subtract", "text.upper", "orders.lookup", "orders.cancel", "wait",
            "counter", "files.read", "files.write", "config.get", "cfg", "bad", "flaky",
        ] {
            b = b.tool(path, Tool::new("echo", |v: Value, _| async move { Ok(v) }).output_schema(json!({})));
        }
        b.build().expect("runtime")
    })
}

/// The bytes with the signed flag set and a tag over them under [`KEY`].
fn sign(data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    if out.len() > 6 {
        out[6] = 1;
    }
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(KEY).expect("key");
    m.update(&out);
    out.extend_from_slice(&m.finalize().into_bytes());
    out
}

fuzz_target!(|data: &[u8]| {
    let Ok(snapshot) = Snapshot::from_bytes(&sign(data), Some(KEY)) else { return };
    let limits = Limits {
        timeout_ms: Some(2_000),
        max_tool_calls: Some(50),
        max_output_bytes: Some(64 << 10),
        max_memory_bytes: Some(64 << 20),
        max_instructions: Some(2_000_000),
        max_snapshot_bytes: Some(16 << 20),
        ..Limits::default()
    };
    let options = ResumeOptions { limits: Some(limits), ..ResumeOptions::default() };
    let exec = runtime().resume_with(snapshot, BTreeMap::new(), options);
    let _ = futures::executor::block_on(exec.result());
});

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    if size > HEADER && seed % 4 != 0
        && let Ok(mut s) = Snapshot::from_bytes(&data[..size], None)
    {
        let mut vm = std::mem::take(&mut s.vm);
        let len = vm.len();
        let cap = len * 2 + 64;
        vm.resize(cap, 0);
        let n = fuzzer_mutate(&mut vm, len, cap);
        vm.truncate(n);
        s.vm = vm;
        if let Ok(bytes) = s.to_bytes(None)
            && bytes.len() <= max_size
        {
            data[..bytes.len()].copy_from_slice(&bytes);
            return bytes.len();
        }
    }
    // The body alone (the header stays, so the decoder gets past it).
    let keep = HEADER.min(size);
    let n = fuzzer_mutate(&mut data[keep..], size - keep, max_size - keep);
    keep + n
});
