//! What a snapshot depends on, pinned: the compiled program, the compiled prelude and the native
//! table are part of its identity (a difference is a `SnapshotError` naming the part), and a
//! snapshot made by the current format, checked in under `tests/fixtures/`, still loads and
//! resumes to its result.
//!
//! When the fixture stops loading, the change broke the format: bump
//! `codemode::snapshot::SNAPSHOT_VERSION` (or the VM's `FORMAT_VERSION`), regenerate the fixture
//! in the same commit with
//! `cargo test -p codemode --test identity -- --ignored regenerate_fixture`, and add a line to the
//! changelog in `docs/snapshot-format.md`.
//!
//! The fixture comes from the default build, with CLDR data (`intl-data`); an English-only build
//! refuses it (the kind of build is part of a snapshot's identity), which that build tests instead.

use std::collections::BTreeMap;
use std::path::PathBuf;

use codemode::{CallOutcome, ErrorKind, ExecuteOptions, Outcome, RunResult, Runtime, RuntimeBuilder, Snapshot};
use futures::executor::block_on;
use serde_json::json;

mod common;

fn builder() -> RuntimeBuilder {
    Runtime::builder().tool("gate", common::gate()).tool("echo", common::echo())
}

/// A program that pauses with state of many kinds alive: closures and their environments, a
/// generator in mid-iteration, a class instance, a Map, a pending promise chain, a string built
/// at run time, and a frame inside a `try`.
const PROGRAM: &str = r"
class Counter { #n = 0; inc(by) { this.#n += by; return this.#n } }
function* steps() { let i = 0; while (true) yield i++ }
const it = steps(); it.next(); it.next();
const c = new Counter(); c.inc(5);
const m = new Map([['a', 1], ['b', [2, 3]]]);
const add = (x) => (y) => x + y;
const plus10 = add(10);
let text = '';
for (const k of m.keys()) text += k.toUpperCase();
const later = Promise.resolve(7).then((v) => v * 2);
let caught = 'none';
try {
  const g = await tools.gate({ why: text });
  caught = 'after ' + g;
} catch (e) { caught = 'threw ' + e.message }
const echoed = await tools.echo({ n: plus10(1) });
return { caught, step: it.next().value, count: c.inc(1), m: [...m], text, later: await later, echoed };
";

const EXPECTED: &str = r#"{"caught":"after opened","step":2,"count":6,"m":[["a",1],["b",[2,3]]],"text":"AB","later":14,"echoed":{"n":11}}"#;

fn fixture_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/suspended-gate.snapshot")
}

/// Runs the program to its pause.
fn suspended(rt: &Runtime, code: &str) -> Snapshot {
    let opts = ExecuteOptions { run_id: Some("fixture".into()), embed_code: true, ..Default::default() };
    match block_on(rt.execute_with(code, opts).result()) {
        Outcome::Suspended(s) => s.state,
        other => panic!("not suspended: {other:?}"),
    }
}

fn resume(rt: &Runtime, snap: Snapshot) -> RunResult {
    let key = snap.pending.first().map(|p| p.key.clone()).expect("a pending call");
    let outcomes = BTreeMap::from([(key, CallOutcome::ok(json!("opened")))]);
    block_on(rt.resume(snap, outcomes))
}

fn refused(r: &RunResult, part: &str) {
    let e = r.error().unwrap_or_else(|| panic!("resumed: {:?}", r.value()));
    assert_eq!(e.kind, ErrorKind::SnapshotError, "{e:?}");
    assert!(e.message.contains(part), "'{part}' not in: {}", e.message);
}

/// The fixture is made by a build with CLDR data (the default `intl-data` feature), and which
/// kind of build made a run is part of its identity (`codemode_vm::INTL_DATA`).
#[cfg(feature = "intl-data")]
#[test]
fn the_checked_in_snapshot_loads_and_resumes() {
    let bytes = std::fs::read(fixture_path()).expect("the fixture exists");
    let snap = Snapshot::from_bytes(&bytes, None).unwrap_or_else(|e| {
        panic!(
            "the checked-in snapshot no longer loads ({}): bump the format version, regenerate the fixture \
             (cargo test -p codemode --test identity -- --ignored regenerate_fixture) and add a changelog line \
             to docs/snapshot-format.md",
            e.message
        )
    });
    let rt = builder().build().unwrap();
    let r = resume(&rt, snap);
    let expected: serde_json::Value = serde_json::from_str(EXPECTED).unwrap();
    assert_eq!(r.value(), Some(&expected), "{:?}", r.error());
}

/// An English-only build (no `intl-data`) refuses the fixture, naming the native table (whose
/// hash covers the locale data the build has).
#[cfg(not(feature = "intl-data"))]
#[test]
fn an_english_only_build_refuses_the_fixture() {
    let bytes = std::fs::read(fixture_path()).expect("the fixture exists");
    // The fixture's identity is another build's digest: refused as it is read.
    let e = Snapshot::from_bytes(&bytes, None).expect_err("another build's identity");
    assert_eq!(e.kind, ErrorKind::SnapshotError, "{e:?}");
    assert!(e.message.contains("native"), "{}", e.message);
}

/// Writes the fixture (run on purpose only: see the module docs).
#[test]
#[ignore = "regenerates tests/fixtures/suspended-gate.snapshot"]
fn regenerate_fixture() {
    let rt = builder().build().unwrap();
    let snap = suspended(&rt, PROGRAM);
    std::fs::create_dir_all(fixture_path().parent().unwrap()).unwrap();
    std::fs::write(fixture_path(), snap.to_bytes(None).unwrap()).unwrap();
    // What was written resumes to the expected result.
    let r = resume(&rt, snap);
    assert_eq!(r.value(), Some(&serde_json::from_str(EXPECTED).unwrap()), "{:?}", r.error());
}

#[test]
fn a_fresh_snapshot_names_this_build_s_compiled_code() {
    let rt = builder().build().unwrap();
    let a = suspended(&rt, PROGRAM);
    let b = suspended(&rt, "await tools.gate({}); return 1");
    for part in [&a.compiled.program, &a.compiled.prelude, &a.compiled.natives] {
        assert_eq!(part.len(), 16, "{part}");
        assert!(part.bytes().all(|c| c.is_ascii_hexdigit()), "{part}");
    }
    assert_ne!(a.compiled.program, b.compiled.program);
    assert_eq!((&a.compiled.prelude, &a.compiled.natives), (&b.compiled.prelude, &b.compiled.natives));
    // The same program compiles to the same code in every runtime.
    let rt2 = builder().build().unwrap();
    assert_eq!(suspended(&rt2, PROGRAM).compiled, a.compiled);
    let r = resume(&rt, a);
    assert_eq!(r.value(), Some(&serde_json::from_str(EXPECTED).unwrap()), "{:?}", r.error());
}

/// A snapshot whose source and source hash agree, but whose state was made by other compiled code
/// (here: another program's): before the compiled code was part of the identity, its frames
/// resumed into the other program's instructions.
#[test]
fn a_snapshot_of_other_compiled_code_is_refused() {
    let rt = builder().build().unwrap();
    let mut snap = suspended(&rt, PROGRAM);
    let other = "const g = await tools.gate({}); return 'other ' + g";
    snap.code = Some(other.into());
    snap.code_hash = codemode::snapshot::code_hash(other, snap.typescript);
    refused(&resume(&rt, snap), "compiles differently");
}

/// A snapshot made here carries this build's identity (build string, compiled prelude, native
/// table, VM header and realm) as one 8-byte digest; bytes with another digest are refused as they
/// are read, naming what it stands for, and an identity that is not this build's travels
/// spelled out (and is refused by resume, part by part: below).
#[test]
fn this_build_s_identity_travels_as_one_digest() {
    let rt = builder().build().unwrap();
    let snap = suspended(&rt, PROGRAM);
    let bytes = snap.to_bytes(None).unwrap();
    assert_eq!(Snapshot::from_bytes(&bytes, None).unwrap(), snap);
    let mut other = snap.clone();
    other.build.push('x');
    let spelled = other.to_bytes(None).unwrap();
    assert_eq!(Snapshot::from_bytes(&spelled, None).unwrap(), other);
    // The build string, the two hashes (a tag and 8 bytes each) and the VM's 38-byte prefix,
    // against 8 bytes.
    assert_eq!(spelled.len(), bytes.len() + 1 + other.build.len() + 2 * 9 + 38 - 8);
    // After the magic, version, flag and the identity's tag: the digest.
    for i in 8..16 {
        let mut b = bytes.clone();
        b[i] ^= 0x10;
        let e = Snapshot::from_bytes(&b, None).expect_err("another digest");
        assert_eq!(e.kind, ErrorKind::SnapshotError);
        assert!(
            e.message
                .starts_with("The snapshot was made by another build, compiled prelude or table of native built-ins"),
            "{}",
            e.message
        );
    }
    // Every truncation is an error, and altered bytes an error or a snapshot, never a panic.
    for n in 0..bytes.len() {
        assert!(Snapshot::from_bytes(&bytes[..n], None).is_err(), "a prefix of {n} bytes decoded");
    }
    for i in 0..bytes.len() {
        for bit in [0x01, 0x40, 0x80] {
            let mut b = bytes.clone();
            b[i] ^= bit;
            let _ = Snapshot::from_bytes(&b, None);
        }
    }
}

#[test]
fn each_part_of_the_identity_is_checked_and_named() {
    let key = b"test key";
    let rt = builder().build().unwrap();
    let base = suspended(&rt, PROGRAM);
    type Mutation = fn(&mut Snapshot);
    let cases: [(Mutation, &str); 3] = [
        (|s| s.compiled.program = "0".repeat(16), "compiles differently"),
        (|s| s.compiled.prelude = "1".repeat(16), "compiled prelude"),
        (|s| s.compiled.natives = "2".repeat(16), "native built-ins"),
    ];
    for (alter, part) in cases {
        let mut snap = base.clone();
        alter(&mut snap);
        // Signed by the key holder (a MAC does not make other code fit).
        let bytes = snap.to_bytes(Some(key)).unwrap();
        let snap = Snapshot::from_bytes(&bytes, Some(key)).unwrap();
        refused(&resume(&rt, snap), part);
    }
    // Unaltered, it resumes.
    let bytes = base.to_bytes(Some(key)).unwrap();
    let r = resume(&rt, Snapshot::from_bytes(&bytes, Some(key)).unwrap());
    assert_eq!(r.value(), Some(&serde_json::from_str(EXPECTED).unwrap()), "{:?}", r.error());
}
