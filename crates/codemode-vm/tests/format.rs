//! The snapshot format's shape: a fingerprint of every serialized type (traced with
//! serde-reflection), so that any change to what a snapshot holds is noticed.

use codemode_vm::State;
use serde_reflection::{Samples, Tracer, TracerConfig};

fn describe() -> String {
    let mut tracer = Tracer::new(TracerConfig::default());
    let samples = Samples::new();
    // Enums are traced variant by variant; tracing the state reaches every serialized type.
    tracer.trace_type::<State>(&samples).expect("traces the state");
    for _ in 0..64 {
        let _ = tracer.trace_type::<codemode_vm::value::Value>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::Class>(&samples);
        let _ = tracer.trace_type::<codemode_vm::frame::Cont>(&samples);
        let _ = tracer.trace_type::<codemode_vm::frame::Ret>(&samples);
        let _ = tracer.trace_type::<codemode_vm::atoms::AtomEntry>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::GenState>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::IterKind>(&samples);
        let _ = tracer.trace_type::<codemode_vm::Job>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::PromiseState>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::ReactionTarget>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::Slot>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::HeapStr>(&samples);
        let _ = tracer.trace_type::<codemode_vm::heap::TemporalData>(&samples);
        let _ = tracer.trace_type::<Result<codemode_vm::value::Value, codemode_vm::value::Value>>(&samples);
    }
    let registry = tracer.registry().expect("registry");
    let mut out = String::new();
    for (name, format) in &registry {
        out.push_str(&format!("{name}: {format:?}\n"));
    }
    out
}

/// FNV-1a, stable across Rust versions.
fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[test]
fn serialized_types_fingerprint() {
    let d = describe();
    let fp = fnv(&d);
    // A change here means a snapshot made by the previous build no longer decodes the same way.
    // The two legal answers:
    // - the change was unintended: restore the serialized types;
    // - it is intended: update this value AND bump `codemode_vm::snapshot::FORMAT_VERSION`.
    assert_eq!(fp, EXPECTED, "fingerprint is {fp:#x}; serialized types:\n{d}");
}

const EXPECTED: u64 = 0x8b8c_0f00_4a87_00b5;
