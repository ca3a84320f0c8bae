//! The public snapshot's wire format, pinned: the bytes of a snapshot with every field filled.
//! A change of what the wrapper holds or how it is written changes them.

use codemode::snapshot::{EncodedValue, QueuedCall, SNAPSHOT_VERSION};
use codemode::{CodeIdentity, Limits, PendingCall, Snapshot, SnapshotData};
use serde_json::json;

fn sample() -> Snapshot {
    Snapshot {
        build: "codemode test vm 0123456789abcdef".into(),
        compiled: CodeIdentity { program: "0a".repeat(8), prelude: "1b".repeat(8), natives: "2c".repeat(8) },
        run_id: "run-1".into(),
        code_hash: "ab".repeat(16),
        code: Some("return await tools.approve({ item: 1 })".into()),
        typescript: true,
        vm: vec![1, 2, 3, 4, 5],
        pending: vec![PendingCall {
            key: "run-1:2".into(),
            path: "approve".into(),
            args: json!({ "item": 1 }),
            handle: Some(json!({ "ticket": 7 })),
        }],
        pending_ids: vec![2],
        queued: vec![QueuedCall { id: 3, path: "echo".into(), args: Some(json!([1, "a"])) }],
        elapsed_ms: 1234,
        limits: Limits {
            timeout_ms: Some(600),
            max_tool_calls: Some(2),
            max_output_bytes: Some(1000),
            max_memory_bytes: Some(1 << 20),
            max_instructions: Some(1_000_000),
            max_snapshot_bytes: Some(65536),
            max_array_length: Some(5000),
            max_string_length: Some(70000),
            max_pending_promises: Some(300),
        },
        max_depth: 10_000,
        admitted: 2,
        next_id: 4,
        tool_calls: vec!["echo".into(), "approve".into()],
        extensions: vec!["http+hooks".into()],
        encoded: vec![EncodedValue {
            extension: "http+hooks".into(),
            ids: vec![1 << 30, (1 << 30) + 1],
            data: SnapshotData::Object(vec![
                ("url".into(), SnapshotData::Json(json!("https://e.test/a"))),
                ("body".into(), SnapshotData::Bytes(vec![0, 255, 7])),
                (
                    "parts".into(),
                    SnapshotData::Array(vec![SnapshotData::Json(json!(null)), SnapshotData::Array(vec![])]),
                ),
            ]),
        }],
        next_dynamic: 2,
    }
}

/// FNV-1a, stable across Rust versions.
fn fnv(b: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for x in b {
        h ^= u64::from(*x);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[test]
fn wire_format_fingerprint() {
    let bytes = sample().to_bytes(None).unwrap();
    assert_eq!(&bytes[..4], b"CMSN");
    assert_eq!(u16::from_le_bytes([bytes[4], bytes[5]]), SNAPSHOT_VERSION);
    let fp = fnv(&bytes);
    // A change here means a snapshot made by the previous build no longer decodes the same way.
    // The two legal answers:
    // - the change was unintended: restore the serialized fields;
    // - it is intended: update this value AND bump `codemode::snapshot::SNAPSHOT_VERSION`.
    assert_eq!((SNAPSHOT_VERSION, fp), (7, EXPECTED), "fingerprint is {fp:#x}");
    // Every field survives the bytes and the JSON form.
    assert_eq!(Snapshot::from_bytes(&bytes, None).unwrap(), sample());
    assert_eq!(Snapshot::from_json(&sample().to_json()).unwrap(), sample());
}

const EXPECTED: u64 = 0x4438_6966_3603_e304;

#[test]
fn an_older_version_is_a_clean_error() {
    let mut bytes = sample().to_bytes(None).unwrap();
    bytes[4..6].copy_from_slice(&3u16.to_le_bytes());
    let e = Snapshot::from_bytes(&bytes, None).unwrap_err();
    assert_eq!(e.message, "Snapshot format version 3 is not supported (this build reads 7).");
}

#[test]
fn hostile_extension_data_is_an_error_not_a_crash() {
    // Extension data nested far deeper than any hook makes, and truncated bytes at every length.
    let mut deep = SnapshotData::Json(json!(1));
    for _ in 0..100 {
        deep = SnapshotData::Array(vec![deep]);
    }
    let mut s = sample();
    s.encoded[0].data = deep;
    let bytes = s.to_bytes(None).unwrap();
    let e = Snapshot::from_bytes(&bytes, None).unwrap_err();
    assert!(e.message.contains("nests too deeply"), "{}", e.message);
    let good = sample().to_bytes(None).unwrap();
    for n in 0..good.len() {
        assert!(Snapshot::from_bytes(&good[..n], None).is_err(), "a prefix of {n} bytes decoded");
    }
}

/// Hashes travel as the bytes their hex spells (16 or 32 digits); any other text (a hand-made
/// snapshot's) survives the bytes as it is.
#[test]
fn hashes_that_are_not_lowercase_hex_survive_the_bytes() {
    for odd in ["", "abc", "AB", "zz", "unencodable: why", "é0", &"ab".repeat(32), &"0g".repeat(8)] {
        let mut s = sample();
        s.code_hash = odd.to_string();
        s.compiled.natives = odd.to_string();
        let back = Snapshot::from_bytes(&s.to_bytes(None).unwrap(), None).unwrap();
        assert_eq!(back, s, "{odd:?}");
    }
    // Hex takes half the bytes it would as text (and no length).
    let hex_len = sample().to_bytes(None).unwrap().len();
    let mut s = sample();
    s.code_hash = "xy".repeat(16);
    assert_eq!(s.to_bytes(None).unwrap().len(), hex_len + 17);
}

/// What the wire writes once for two fields or derives (a key `<run_id>:<id>`, repeated tool
/// paths, the hash of embedded code) comes back as it was, and a field that does not follow the
/// pattern (another key, another hash) survives as it is. (This build's identity as one digest:
/// `tests/identity.rs`.)
#[test]
fn fields_written_once_survive_the_bytes() {
    let mut s = sample();
    s.tool_calls = vec!["approve".into(), "echo".into(), "approve".into()];
    let compact = s.to_bytes(None).unwrap();
    assert_eq!(Snapshot::from_bytes(&compact, None).unwrap(), s);
    // Embedded code whose hash is the snapshot's: the hash is not written.
    let mut own = s.clone();
    own.code_hash = codemode::snapshot::code_hash(own.code.as_deref().unwrap(), own.typescript);
    let without = own.to_bytes(None).unwrap();
    assert_eq!(without.len() + 17, compact.len());
    assert_eq!(Snapshot::from_bytes(&without, None).unwrap(), own);
    for alter in [
        (|s: &mut Snapshot| s.pending[0].key = "other:2".into()) as fn(&mut Snapshot),
        |s| s.pending[0].key = "run-1:3".into(),
        |s| s.code = None,
        |s| s.build = String::new(),
        |s| s.limits = Limits::default(),
        |s| s.limits.max_pending_promises = Some(u64::MAX as usize),
    ] {
        for base in [&s, &own] {
            let mut t = base.clone();
            alter(&mut t);
            assert_eq!(Snapshot::from_bytes(&t.to_bytes(None).unwrap(), None).unwrap(), t);
        }
    }
    // Pending calls without their ids cannot be written (they could not be read).
    s.pending_ids.clear();
    assert!(s.to_bytes(None).is_err());
}
