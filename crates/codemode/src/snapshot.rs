//! Suspended runs as data: [`Snapshot`] (JSON-representable), its byte form, and the outcomes a
//! host passes to `Runtime::resume`.
//!
//! Byte layout: magic `CMSN`, format version (u16 LE), an "authenticated" flag byte, then postcard
//! of the snapshot, then — when a key is given — a 32-byte HMAC-SHA256 over everything before it.
//! The VM's own state is nested as opaque bytes (`vm`) with its own versioned header
//! (`codemode_vm::snapshot`). The program's code is referenced by a content hash (`code_hash`);
//! `code` embeds the source when the host has no store.
//!
//! Everything a resumed run depends on is here, host side included: the limits it was started
//! with and what it used of them, calls waiting for an outcome and calls queued behind the
//! suspension, and the data extensions' snapshot hooks made of the values their functions returned
//! ([`SnapshotData`]), and the identity of the compiled code its state indexes ([`CodeIdentity`]).
//! The changelog of the format (version 6: what the wrapper held twice written once) is
//! `docs/snapshot-format.md`.
//!
//! Decoding is for untrusted bytes: every length is checked by postcard, JSON parts are parsed
//! with `serde_json`'s nesting limit, and extension data travels as a flat token list rebuilt with
//! an explicit stack and a depth limit, so no input can exhaust the Rust stack.

use base64::Engine as _;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::result::{Diagnostic, ErrorKind};

/// Version of the snapshot wrapper format.
pub const SNAPSHOT_VERSION: u16 = 7;
const MAGIC: &[u8; 4] = b"CMSN";
const MAC_LEN: usize = 32;

/// A call the suspended run is waiting on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingCall {
    /// `<runId>:<id>`.
    pub key: String,
    /// The tool's path.
    pub path: String,
    /// The input.
    pub args: serde_json::Value,
    /// The durable tool's handle, once `start` returned it.
    pub handle: Option<serde_json::Value>,
}

/// A call made but not started when the run was suspended; it starts on resume.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueuedCall {
    /// The host call id.
    pub id: u32,
    /// The tool's path.
    pub path: String,
    /// The input (`None` for a bare `undefined`).
    pub args: Option<serde_json::Value>,
}

/// Plain data an extension's snapshot hooks make of a value (JSON values and byte arrays, in
/// arrays and objects of their own).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SnapshotData {
    /// A JSON value.
    Json(serde_json::Value),
    /// Bytes.
    Bytes(#[serde(with = "base64_bytes")] Vec<u8>),
    /// An array of data.
    Array(Vec<SnapshotData>),
    /// An object of data (keys in order).
    Object(Vec<(String, SnapshotData)>),
}

impl From<serde_json::Value> for SnapshotData {
    fn from(v: serde_json::Value) -> SnapshotData {
        SnapshotData::Json(v)
    }
}

impl From<Vec<u8>> for SnapshotData {
    fn from(b: Vec<u8>) -> SnapshotData {
        SnapshotData::Bytes(b)
    }
}

impl SnapshotData {
    /// The JSON value, if this is one.
    #[must_use]
    pub fn as_json(&self) -> Option<&serde_json::Value> {
        match self {
            SnapshotData::Json(v) => Some(v),
            _ => None,
        }
    }

    /// The bytes, if these are bytes.
    #[must_use]
    pub fn as_bytes(&self) -> Option<&[u8]> {
        match self {
            SnapshotData::Bytes(b) => Some(b),
            _ => None,
        }
    }

    /// The member `key` of an object.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&SnapshotData> {
        match self {
            SnapshotData::Object(m) => m.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// A value an extension function returned, encoded by the extension's snapshot hooks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EncodedValue {
    /// The extension that encoded it.
    pub extension: String,
    /// The host function ids of the functions inside the value, in the order a depth-first walk
    /// meets them (the program's copies call these ids).
    pub ids: Vec<u32>,
    /// Its data.
    pub data: SnapshotData,
}

/// The compiled code a snapshot's state indexes: its frames' program counters index the op lists,
/// register numbers the register windows, constant and name indices the tables, and native function
/// objects the native table. Resume recompiles the program, so each part is checked by hash
/// against what this build makes of it; a difference is a `SnapshotError` naming the part.
///
/// Each part is the first 64 bits of a SHA-256, in hex: they tell code that differs from code that
/// does not (two builds' preludes, say, agree by chance once in 2^64), not forged from genuine,
/// which is the MAC's part, and no program can choose another's compiled hash (the code is the one
/// its 128-bit `code_hash` names, compiled by the resuming build).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeIdentity {
    /// The compiled program: every function's ops, constants, names, register and parameter
    /// counts, flags and position tables.
    pub program: String,
    /// The compiled prelude (the built-ins written in JavaScript), the same way.
    pub prelude: String,
    /// The native built-ins' names and `length`s, in id order.
    pub natives: String,
}

/// A suspended run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The package version and build fingerprint that made it.
    pub build: String,
    /// The compiled code its state indexes.
    pub compiled: CodeIdentity,
    /// The run id.
    pub run_id: String,
    /// The first 128 bits of SHA-256 of the program's source (hex; [`code_hash`]).
    pub code_hash: String,
    /// The source, when embedded.
    pub code: Option<String>,
    /// Parsed as TypeScript.
    pub typescript: bool,
    /// The VM's state (its own versioned bytes).
    #[serde(with = "base64_bytes")]
    pub vm: Vec<u8>,
    /// Calls waiting for an outcome.
    pub pending: Vec<PendingCall>,
    /// Host ids of the pending calls (parallel to `pending`).
    pub pending_ids: Vec<u32>,
    /// Calls that start on resume.
    pub queued: Vec<QueuedCall>,
    /// Active time used so far.
    pub elapsed_ms: u64,
    /// The limits the run was started with (a resume applies them).
    pub limits: crate::options::Limits,
    /// Maximum call depth (frames) of the run.
    pub max_depth: u64,
    /// Tool calls admitted so far.
    pub admitted: u64,
    /// Next host call id.
    pub next_id: u32,
    /// Tool calls made so far (paths).
    pub tool_calls: Vec<String>,
    /// Extension names of the runtime.
    pub extensions: Vec<String>,
    /// Values encoded by extensions' snapshot hooks.
    pub encoded: Vec<EncodedValue>,
    /// Next id for host functions from extension results.
    pub next_dynamic: u32,
}

mod base64_bytes {
    use base64::Engine as _;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(b: &[u8], s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_str(&base64::engine::general_purpose::STANDARD.encode(b))
        } else {
            s.serialize_bytes(b)
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        if d.is_human_readable() {
            let s = String::deserialize(d)?;
            base64::engine::general_purpose::STANDARD.decode(s).map_err(serde::de::Error::custom)
        } else {
            let b: serde_bytes_compat::Bytes = Deserialize::deserialize(d)?;
            Ok(b.0)
        }
    }

    mod serde_bytes_compat {
        pub struct Bytes(pub Vec<u8>);
        impl<'de> serde::Deserialize<'de> for Bytes {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Bytes, D::Error> {
                struct V;
                impl<'de> serde::de::Visitor<'de> for V {
                    type Value = Bytes;
                    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                        f.write_str("bytes")
                    }
                    fn visit_bytes<E>(self, v: &[u8]) -> Result<Bytes, E> {
                        Ok(Bytes(v.to_vec()))
                    }
                    fn visit_borrowed_bytes<E>(self, v: &'de [u8]) -> Result<Bytes, E> {
                        Ok(Bytes(v.to_vec()))
                    }
                    fn visit_byte_buf<E>(self, v: Vec<u8>) -> Result<Bytes, E> {
                        Ok(Bytes(v))
                    }
                    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut a: A) -> Result<Bytes, A::Error> {
                        let mut out = Vec::new();
                        while let Some(b) = a.next_element::<u8>()? {
                            out.push(b);
                        }
                        Ok(Bytes(out))
                    }
                }
                d.deserialize_bytes(V)
            }
        }
    }
}

/// The build identity written into snapshots: package version and VM format fingerprint.
#[must_use]
pub fn build_identity() -> String {
    build_id().to_string()
}

/// [`build_identity`], made once.
pub(crate) fn build_id() -> &'static str {
    static ID: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    ID.get_or_init(|| build_text(env!("CARGO_PKG_VERSION"), codemode_vm::snapshot::build_fingerprint()))
}

/// The build string a VM fingerprint and package version make (as [`build_identity`] does).
fn build_text(version: &str, fingerprint: u64) -> String {
    format!("codemode {version} vm {fingerprint:016x}")
}

/// The first 64 bits of SHA-256 of `bytes`, hex.
fn digest_hex(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update(p);
    }
    hex(&h.finalize()[..8])
}

fn hex(bytes: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    // Bytes, then one check that they are UTF-8 (they are ASCII): pushing `char`s one at a time
    // cost more than the digits.
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(HEX[usize::from(b >> 4)]);
        out.push(HEX[usize::from(b & 15)]);
    }
    String::from_utf8(out).unwrap_or_default()
}

/// The hash of compiled code: of its postcard bytes, which hold every function's ops, constants,
/// names, register and parameter counts, flags and position tables (computed once per compiled
/// program: the compile cache keeps it).
#[must_use]
pub fn compiled_hash(code: &codemode_bytecode::Code) -> String {
    match postcard::to_allocvec(code) {
        Ok(bytes) => digest_hex(&[b"code\0", &bytes]),
        // Encoding compiled code cannot fail (no maps, no unsupported types); a hash that matches
        // nothing keeps such a snapshot from resuming.
        Err(e) => format!("unencodable: {e}"),
    }
}

/// This build's identity beyond its build string: the hashes of its compiled prelude and native
/// table, the bytes its VM snapshots begin with (the VM header and the realm's fingerprint), and
/// the digest of all of it that a snapshot made here carries instead ([`realm_identity`]).
pub(crate) struct RealmIdentity {
    /// [`CodeIdentity::prelude`].
    pub(crate) prelude: String,
    /// [`CodeIdentity::natives`].
    pub(crate) natives: String,
    /// `codemode_vm::snapshot::prefix` of the template's realm.
    prefix: Vec<u8>,
    /// The first 64 bits of SHA-256 of the build string, the two hashes and the prefix.
    digest: [u8; 8],
}

/// This build's [`RealmIdentity`] (once per process); the natives' hash also covers
/// `codemode_vm::INTL_DATA`, whether Intl has CLDR data.
pub(crate) fn realm_identity() -> Result<&'static RealmIdentity, Diagnostic> {
    static ID: std::sync::OnceLock<Result<RealmIdentity, Diagnostic>> = std::sync::OnceLock::new();
    ID.get_or_init(|| {
        let prelude = compiled_hash(&*crate::template::prelude_code()?);
        let vm = crate::template::template_vm()?;
        let mut h = Sha256::new();
        h.update(b"natives\0");
        h.update(codemode_vm::INTL_DATA.as_bytes());
        for (name, length) in vm.native_table() {
            h.update((name.len() as u64).to_le_bytes());
            h.update(name.as_bytes());
            h.update(length.to_le_bytes());
        }
        let natives = hex(&h.finalize()[..8]);
        let prefix = codemode_vm::snapshot::prefix(vm.state.realm.fingerprint);
        let mut h = Sha256::new();
        for part in [b"identity" as &[u8], build_id().as_bytes(), prelude.as_bytes(), natives.as_bytes(), &prefix] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part);
        }
        let mut digest = [0u8; 8];
        digest.copy_from_slice(&h.finalize()[..8]);
        Ok(RealmIdentity { prelude, natives, prefix, digest })
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// The first 128 bits of SHA-256 of source text (and the TypeScript flag), hex: what names a
/// program in a code store and in a snapshot. It tells programs apart (two agree by chance once
/// in 2^128); a snapshot's authenticity is the MAC's part.
#[must_use]
pub fn code_hash(source: &str, typescript: bool) -> String {
    let mut h = Sha256::new();
    h.update(if typescript { b"ts\0" as &[u8] } else { b"js\0" });
    h.update(source.as_bytes());
    hex(&h.finalize()[..16])
}

fn snapshot_error(m: impl Into<String>) -> Diagnostic {
    Diagnostic::new(ErrorKind::SnapshotError, m)
}

impl Snapshot {
    /// The bytes of this snapshot, authenticated with `key` when given.
    ///
    /// # Errors
    /// When encoding fails.
    pub fn to_bytes(&self, key: Option<&[u8]>) -> Result<Vec<u8>, Diagnostic> {
        let mut out = Vec::with_capacity(self.vm.len() + 256);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&SNAPSHOT_VERSION.to_le_bytes());
        out.push(u8::from(key.is_some()));
        let mut out = if self.encoded.is_empty() {
            // The usual snapshot, written by hand (no intermediate tables and values).
            write_wire(self, out)?
        } else {
            let wire = WireOut::of(self)?;
            codemode_vm::snapshot::encode_into(&wire, out).map_err(|e| snapshot_error(format!("cannot encode: {e}")))?
        };
        if let Some(k) = key {
            let tag = mac(k, &out)?;
            out.extend_from_slice(&tag);
        }
        Ok(out)
    }

    /// Reads a snapshot; with `key`, verifies its authentication tag.
    ///
    /// # Errors
    /// `SnapshotError` for malformed, truncated, forged (wrong tag) or unauthenticated-when-a-key-
    /// is-required bytes, or another format version.
    pub fn from_bytes(bytes: &[u8], key: Option<&[u8]>) -> Result<Snapshot, Diagnostic> {
        if bytes.len() < 7 || &bytes[..4] != MAGIC {
            return Err(snapshot_error("Not a codemode snapshot."));
        }
        let version = u16::from_le_bytes([bytes[4], bytes[5]]);
        if version != SNAPSHOT_VERSION {
            return Err(snapshot_error(format!(
                "Snapshot format version {version} is not supported (this build reads {SNAPSHOT_VERSION})."
            )));
        }
        let signed = bytes[6] == 1;
        let body = match (signed, key) {
            (true, Some(k)) => {
                if bytes.len() < 7 + MAC_LEN {
                    return Err(snapshot_error("Snapshot is truncated."));
                }
                let (body, tag) = bytes.split_at(bytes.len() - MAC_LEN);
                verify(k, body, tag)?;
                &body[7..]
            }
            (false, Some(_)) => return Err(snapshot_error("Snapshot is not authenticated, but a key is required.")),
            (true, None) => &bytes[7..bytes.len().saturating_sub(MAC_LEN).max(7)],
            (false, None) => &bytes[7..],
        };
        // The usual bytes are read by hand; anything else (extension data, a form postcard reads
        // but the hand reader does not, an error) the way postcard reads it.
        if let Some(wire) = read_wire(body) {
            return wire.into_snapshot();
        }
        let (wire, rest): (Wire<'_>, &[u8]) =
            postcard::take_from_bytes(body).map_err(|e| snapshot_error(format!("Snapshot is malformed: {e}.")))?;
        if !rest.is_empty() {
            return Err(snapshot_error("Snapshot has trailing bytes."));
        }
        wire.into_snapshot()
    }

    /// The JSON form.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    /// Reads the JSON form.
    ///
    /// # Errors
    /// `SnapshotError` when it is not a snapshot.
    pub fn from_json(v: &serde_json::Value) -> Result<Snapshot, Diagnostic> {
        serde_json::from_value(v.clone()).map_err(|e| snapshot_error(format!("Snapshot is malformed: {e}.")))
    }

    /// The size of the VM state in bytes (a part of the whole, see [`Snapshot::encoded_len`]).
    #[must_use]
    pub fn state_len(&self) -> usize {
        self.vm.len()
    }

    /// The size of the whole snapshot as [`Snapshot::to_bytes`] writes it without a key (an
    /// authentication tag adds 32 bytes): what `suspend.max_bytes` measures.
    #[must_use]
    pub fn encoded_len(&self) -> usize {
        self.to_bytes(None).map_or(usize::MAX, |b| b.len())
    }
}

/// The binary form: JSON values as [`json_bin`] bytes, or as JSON text in extension data
/// (postcard cannot carry self-describing values).
/// Nothing is lost (every field of a [`Snapshot`] comes back), but what is written twice or
/// derived is written once or not at all: this build's identity (the build string, the
/// prelude's and native table's hashes, the VM header and the realm's fingerprint) as one
/// digest, the code hash of embedded code, a pending call's key when it is `<run_id>:<id>`, tool
/// paths (a table, which calls index), and the limits that are set (a bit mask).
#[derive(Deserialize)]
struct Wire<'a> {
    #[serde(borrow)]
    identity: WireIdentity<'a>,
    program: Hash,
    run_id: String,
    /// `None`: the embedded code's own hash.
    code_hash: Option<Hash>,
    code: Option<String>,
    typescript: bool,
    /// The tool paths `pending`, `queued` and `tool_calls` name, each once, in order of first use.
    paths: Vec<String>,
    pending: Vec<WirePending>,
    queued: Vec<(u32, u32, Option<JsonBin>)>,
    elapsed_ms: u64,
    limits: WireLimits,
    max_depth: u64,
    admitted: u64,
    next_id: u32,
    tool_calls: Vec<u32>,
    extensions: Vec<String>,
    encoded: Vec<(String, Vec<u32>, Vec<Token>)>,
    next_dynamic: u32,
}

/// A pending call: host id, key unless it is `<run_id>:<id>`, path (index), input, handle (both
/// [`json_bin`]).
type WirePending = (u32, Option<String>, u32, JsonBin, Option<JsonBin>);

/// [`WirePending`] as written (the key borrowed).
type WirePendingOut<'a> = (u32, Option<&'a str>, u32, JsonBin, Option<JsonBin>);

/// [`Wire`] as written: the same fields (the same bytes), borrowed from the snapshot where
/// [`Wire`] owns them, so that encoding copies no text. `tests::wire_out_matches_wire` checks
/// that what it writes reads back as a [`Wire`].
#[derive(Serialize)]
struct WireOut<'a> {
    identity: WireIdentity<'a>,
    program: Hash,
    run_id: &'a str,
    code_hash: Option<Hash>,
    code: Option<&'a str>,
    typescript: bool,
    paths: Vec<&'a str>,
    pending: Vec<WirePendingOut<'a>>,
    queued: Vec<(u32, u32, Option<JsonBin>)>,
    elapsed_ms: u64,
    limits: WireLimits,
    max_depth: u64,
    admitted: u64,
    next_id: u32,
    tool_calls: Vec<u32>,
    extensions: &'a [String],
    encoded: Vec<(&'a str, &'a [u32], Vec<Token>)>,
    next_dynamic: u32,
}

/// Whether `key` is `<run_id>:<id>` (what the wire leaves out), without building that text.
fn is_default_key(key: &str, run_id: &str, id: u32) -> bool {
    let Some(digits) = key.strip_prefix(run_id).and_then(|r| r.strip_prefix(':')) else { return false };
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits.len() == 1 || !digits.starts_with('0'));
    canonical && digits.parse::<u32>() == Ok(id)
}

/// A JSON value as [`json_bin`] bytes (postcard bytes: a length, then them).
#[derive(Serialize, Deserialize)]
struct JsonBin(#[serde(with = "serde_bytes_owned")] Vec<u8>);

impl JsonBin {
    fn of(v: &serde_json::Value) -> JsonBin {
        let mut out = Vec::with_capacity(32);
        json_bin::write(v, &mut out);
        JsonBin(out)
    }

    fn value(&self) -> Result<serde_json::Value, Diagnostic> {
        json_bin::read(&self.0).map_err(|m| snapshot_error(format!("Snapshot is malformed: {m}.")))
    }
}

/// `Vec<u8>` as postcard bytes.
mod serde_bytes_owned {
    pub fn serialize<S: serde::Serializer>(b: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(b)
    }
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        super::base64_bytes::deserialize(d)
    }
}

/// JSON values (a pending call's input and handle) as compact bytes: a tag byte, then for a
/// number its value (`3` an unsigned integer, varint; `4` a negative one, varint of its
/// magnitude minus one; `5` another number, f64 LE), for a string (`6`) a varint length and the
/// UTF-8, for an array (`7`) a varint count and the items, for an object (`8`) a varint count and
/// each key (a length and UTF-8) and value; `0` null, `1` false, `2` true. Half the work of JSON
/// text each way (no escaping, no number formatting or parsing), and shorter. Reading nests at
/// most [`MAX_JSON_DEPTH`] containers deep, checks every length against the bytes left before
/// allocating, and gives back exactly the value written (integer or float, key order).
mod json_bin {
    use serde_json::{Map, Number, Value};

    /// Deepest value a snapshot's JSON may be (serde_json's own limit for JSON text).
    pub(super) const MAX_JSON_DEPTH: usize = 128;

    fn varint(out: &mut Vec<u8>, mut n: u64) {
        while n >= 0x80 {
            out.push((n as u8) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
    }

    pub(super) fn write(v: &Value, out: &mut Vec<u8>) {
        match v {
            Value::Null => out.push(0),
            Value::Bool(b) => out.push(1 + u8::from(*b)),
            Value::Number(n) => {
                if let Some(u) = n.as_u64() {
                    out.push(3);
                    varint(out, u);
                } else if let Some(i) = n.as_i64() {
                    out.push(4);
                    varint(out, (-(i + 1)) as u64);
                } else {
                    out.push(5);
                    out.extend_from_slice(&n.as_f64().unwrap_or(0.0).to_le_bytes());
                }
            }
            Value::String(t) => {
                out.push(6);
                varint(out, t.len() as u64);
                out.extend_from_slice(t.as_bytes());
            }
            Value::Array(a) => {
                out.push(7);
                varint(out, a.len() as u64);
                for x in a {
                    write(x, out);
                }
            }
            Value::Object(m) => {
                out.push(8);
                varint(out, m.len() as u64);
                for (k, x) in m {
                    varint(out, k.len() as u64);
                    out.extend_from_slice(k.as_bytes());
                    write(x, out);
                }
            }
        }
    }

    struct Reader<'a>(&'a [u8]);

    type Res<T> = Result<T, &'static str>;

    impl Reader<'_> {
        fn byte(&mut self) -> Res<u8> {
            let (&b, rest) = self.0.split_first().ok_or("JSON value truncated")?;
            self.0 = rest;
            Ok(b)
        }

        fn varint(&mut self) -> Res<u64> {
            let mut n: u64 = 0;
            for shift in (0..70).step_by(7) {
                let b = self.byte()?;
                if shift == 63 && b > 1 {
                    break;
                }
                n |= u64::from(b & 0x7f) << shift;
                if b < 0x80 {
                    return Ok(n);
                }
            }
            Err("JSON value: varint out of range")
        }

        /// A count of things of at least one byte each: more than the bytes left is an error.
        fn count(&mut self) -> Res<usize> {
            let n = self.varint()?;
            if n > self.0.len() as u64 {
                return Err("JSON value truncated");
            }
            Ok(n as usize)
        }

        fn text(&mut self) -> Res<String> {
            let n = self.count()?;
            let (t, rest) = self.0.split_at(n);
            self.0 = rest;
            String::from_utf8(t.to_vec()).map_err(|_| "JSON value: a string is not UTF-8")
        }

        fn value(&mut self, depth: usize) -> Res<Value> {
            Ok(match self.byte()? {
                0 => Value::Null,
                1 => Value::Bool(false),
                2 => Value::Bool(true),
                3 => Value::Number(Number::from(self.varint()?)),
                4 => {
                    let m = i64::try_from(self.varint()?).map_err(|_| "JSON value: integer out of range")?;
                    Value::Number(Number::from(-m - 1))
                }
                5 => {
                    let mut b = [0u8; 8];
                    for x in &mut b {
                        *x = self.byte()?;
                    }
                    let f = f64::from_le_bytes(b);
                    Value::Number(Number::from_f64(f).ok_or("JSON value: a number is not finite")?)
                }
                6 => Value::String(self.text()?),
                tag @ (7 | 8) if depth >= MAX_JSON_DEPTH => {
                    let _ = tag;
                    return Err("JSON value nests too deeply");
                }
                7 => {
                    let n = self.count()?;
                    let mut a = Vec::with_capacity(n);
                    for _ in 0..n {
                        a.push(self.value(depth + 1)?);
                    }
                    Value::Array(a)
                }
                8 => {
                    let n = self.count()?;
                    let mut m = Map::with_capacity(n);
                    for _ in 0..n {
                        let k = self.text()?;
                        m.insert(k, self.value(depth + 1)?);
                    }
                    Value::Object(m)
                }
                _ => return Err("JSON value: bad tag"),
            })
        }
    }

    /// The value of bytes [`write`] made (all of them).
    pub(super) fn read(bytes: &[u8]) -> Res<Value> {
        let mut r = Reader(bytes);
        let v = r.value(0)?;
        if r.0.is_empty() { Ok(v) } else { Err("JSON value: trailing bytes") }
    }

    #[cfg(test)]
    mod tests {
        use serde_json::json;

        #[test]
        fn values_round_trip_exactly() {
            for v in [
                json!(null),
                json!([true, false, 0, 1, u64::MAX, -1, i64::MIN, 1.0, -0.5, 1e300, "", "é\u{0}x"]),
                json!({ "b": { "a": [[]], "": {} }, "a": 2 }),
            ] {
                let mut b = Vec::new();
                super::write(&v, &mut b);
                let back = super::read(&b).unwrap();
                assert_eq!(back, v);
                assert_eq!(serde_json::to_string(&back).unwrap(), serde_json::to_string(&v).unwrap());
                // Every truncation is an error.
                for n in 0..b.len() {
                    assert!(super::read(&b[..n]).is_err(), "{v}: {n}");
                }
            }
        }

        #[test]
        fn bad_bytes_are_errors() {
            let deep: Vec<u8> = std::iter::repeat_n([7u8, 1], 200).flatten().chain([0]).collect();
            assert_eq!(super::read(&deep).unwrap_err(), "JSON value nests too deeply");
            assert_eq!(super::read(&[9]).unwrap_err(), "JSON value: bad tag");
            assert_eq!(super::read(&[0, 0]).unwrap_err(), "JSON value: trailing bytes");
            assert_eq!(super::read(&[6, 2, 0xff, 0xfe]).unwrap_err(), "JSON value: a string is not UTF-8");
            assert_eq!(super::read(&[7, 0xff, 0xff, 0x7f]).unwrap_err(), "JSON value truncated");
            let nan = f64::NAN.to_le_bytes();
            assert_eq!(super::read(&[&[5u8][..], &nan].concat()).unwrap_err(), "JSON value: a number is not finite");
            assert_eq!(
                super::read(&[4, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]).unwrap_err(),
                "JSON value: integer out of range"
            );
            assert_eq!(
                super::read(&[3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]).unwrap_err(),
                "JSON value: varint out of range"
            );
        }
    }
}

/// What a snapshot's state depends on besides the program, and the VM's bytes.
#[derive(Serialize, Deserialize)]
enum WireIdentity<'a> {
    /// Made by this kind of build: the digest of its [`RealmIdentity`], then the VM's bytes
    /// without the prefix the digest stands for. Another build's digest is refused when read:
    /// what it stands for is not known here.
    Digest([u8; 8], #[serde(borrow, with = "borrowed_bytes")] &'a [u8]),
    /// Anything else, spelled out (a hand-made or altered snapshot): the build string, the
    /// prelude's and native table's hashes, the VM's bytes as they are.
    Parts {
        build: String,
        prelude: Hash,
        natives: Hash,
        #[serde(borrow, with = "borrowed_bytes")]
        vm: &'a [u8],
    },
}

/// A byte slice as postcard bytes, read back borrowed.
mod borrowed_bytes {
    pub fn serialize<S: serde::Serializer>(b: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(b)
    }
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<&'de [u8], D::Error> {
        serde::Deserialize::deserialize(d)
    }
}

/// A hash on the wire: the bytes its lowercase hex spells when it is 16 or 32 digits (the compiled
/// code's and the code's hashes), else — a hand-made snapshot's — its text. Half the size of
/// the hex, and no length.
#[derive(Serialize, Deserialize)]
enum Hash {
    B8([u8; 8]),
    B16([u8; 16]),
    Text(String),
}

impl Hash {
    fn of(s: &str) -> Hash {
        fn bytes<const N: usize>(s: &[u8]) -> Option<[u8; N]> {
            // A digit's value, or 16 and more for anything else (lowercase hex only).
            let digit = |c: u8| match c {
                b'0'..=b'9' => c - b'0',
                b'a'..=b'f' => c - b'a' + 10,
                _ => 16,
            };
            let mut out = [0u8; N];
            let mut bad = 0u8;
            for (o, pair) in out.iter_mut().zip(s.chunks_exact(2)) {
                let (h, l) = (digit(pair[0]), digit(pair[1]));
                bad |= h | l;
                *o = h << 4 | (l & 15);
            }
            (bad < 16).then_some(out)
        }
        let b = s.as_bytes();
        match b.len() {
            16 => bytes(b).map(Hash::B8),
            32 => bytes(b).map(Hash::B16),
            _ => None,
        }
        .unwrap_or_else(|| Hash::Text(s.to_string()))
    }

    fn text(self) -> String {
        match self {
            Hash::B8(b) => hex(&b),
            Hash::B16(b) => hex(&b),
            Hash::Text(t) => t,
        }
    }
}

/// `Limits` on the wire: a bit mask of the limits that are set, then their values (sizes as
/// u64), in field order.
#[derive(Serialize, Deserialize)]
struct WireLimits {
    set: u16,
    values: Vec<u64>,
}

fn wire_limits(l: &crate::options::Limits) -> WireLimits {
    let all = limit_values(l);
    let set = all.iter().enumerate().fold(0u16, |m, (i, v)| m | u16::from(v.is_some()) << i);
    WireLimits { set, values: all.into_iter().flatten().collect() }
}

/// The limits in [`WireLimits`]' order, sizes as u64.
fn limit_values(l: &crate::options::Limits) -> [Option<u64>; 9] {
    let size = |n: Option<usize>| n.map(|n| n as u64);
    [
        l.timeout_ms,
        l.max_tool_calls,
        size(l.max_output_bytes),
        size(l.max_memory_bytes),
        l.max_instructions,
        size(l.max_snapshot_bytes),
        size(l.max_array_length),
        size(l.max_string_length),
        size(l.max_pending_promises),
    ]
}

fn limits_of(l: WireLimits) -> Result<crate::options::Limits, Diagnostic> {
    if l.set >> 9 != 0 || l.values.len() != l.set.count_ones() as usize {
        return Err(snapshot_error("Snapshot is malformed: bad limits."));
    }
    let mut values = l.values.into_iter();
    let mut w = [None; 9];
    for (i, v) in w.iter_mut().enumerate() {
        if l.set >> i & 1 != 0 {
            *v = values.next();
        }
    }
    let size = |n: Option<u64>| n.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    Ok(crate::options::Limits {
        timeout_ms: w[0],
        max_tool_calls: w[1],
        max_output_bytes: size(w[2]),
        max_memory_bytes: size(w[3]),
        max_instructions: w[4],
        max_snapshot_bytes: size(w[5]),
        max_array_length: size(w[6]),
        max_string_length: size(w[7]),
        max_pending_promises: size(w[8]),
    })
}

/// [`SnapshotData`] flattened (pre-order): a container token is followed by its members, each
/// object member preceded by its key.
#[derive(Serialize, Deserialize)]
enum Token {
    Json(String),
    Bytes(Vec<u8>),
    Array(u32),
    Object(u32),
    Key(String),
}

/// Deepest [`SnapshotData`] a snapshot may hold.
const MAX_DATA_DEPTH: usize = 64;

fn tokens(d: &SnapshotData) -> Vec<Token> {
    let mut out = Vec::new();
    let mut stack: Vec<(Option<&str>, &SnapshotData)> = vec![(None, d)];
    while let Some((key, d)) = stack.pop() {
        if let Some(k) = key {
            out.push(Token::Key(k.to_string()));
        }
        match d {
            SnapshotData::Json(v) => out.push(Token::Json(json_text(v))),
            SnapshotData::Bytes(b) => out.push(Token::Bytes(b.clone())),
            SnapshotData::Array(a) => {
                out.push(Token::Array(a.len() as u32));
                stack.extend(a.iter().rev().map(|x| (None, x)));
            }
            SnapshotData::Object(m) => {
                out.push(Token::Object(m.len() as u32));
                stack.extend(m.iter().rev().map(|(k, x)| (Some(k.as_str()), x)));
            }
        }
    }
    out
}

/// Rebuilds data from tokens, with an explicit stack and [`MAX_DATA_DEPTH`].
fn data_of(tokens: Vec<Token>) -> Result<SnapshotData, Diagnostic> {
    enum Open {
        Array(Vec<SnapshotData>),
        Object(Vec<(String, SnapshotData)>),
    }
    /// An open container: what it holds so far, how many members are still to come, and the key
    /// it has in its parent.
    struct Frame {
        open: Open,
        left: u32,
        key: Option<String>,
    }
    let bad = || snapshot_error("Snapshot is malformed: bad extension data.");
    let mut it = tokens.into_iter();
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        let mut key = match stack.last() {
            Some(Frame { open: Open::Object(_), .. }) => match it.next() {
                Some(Token::Key(k)) => Some(k),
                _ => return Err(bad()),
            },
            _ => None,
        };
        let mut value = match it.next().ok_or_else(bad)? {
            Token::Json(j) => SnapshotData::Json(json_value(&j)?),
            Token::Bytes(b) => SnapshotData::Bytes(b),
            Token::Array(0) => SnapshotData::Array(Vec::new()),
            Token::Object(0) => SnapshotData::Object(Vec::new()),
            Token::Array(n) | Token::Object(n) if stack.len() >= MAX_DATA_DEPTH => {
                let _ = n;
                return Err(snapshot_error("Snapshot is malformed: extension data nests too deeply."));
            }
            Token::Array(n) => {
                stack.push(Frame { open: Open::Array(Vec::new()), left: n, key });
                continue;
            }
            Token::Object(n) => {
                stack.push(Frame { open: Open::Object(Vec::new()), left: n, key });
                continue;
            }
            Token::Key(_) => return Err(bad()),
        };
        // Deliver the value to its container, closing every container it completes.
        loop {
            let Some(top) = stack.last_mut() else {
                return if it.next().is_none() { Ok(value) } else { Err(bad()) };
            };
            match &mut top.open {
                Open::Array(items) => items.push(value),
                Open::Object(items) => items.push((key.take().ok_or_else(bad)?, value)),
            }
            top.left -= 1;
            if top.left > 0 {
                break;
            }
            let done = stack.pop().ok_or_else(bad)?;
            value = match done.open {
                Open::Array(items) => SnapshotData::Array(items),
                Open::Object(items) => SnapshotData::Object(items),
            };
            key = done.key;
        }
    }
}

fn json_text(v: &serde_json::Value) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "null".into())
}

fn json_value(s: &str) -> Result<serde_json::Value, Diagnostic> {
    serde_json::from_str(s).map_err(|e| snapshot_error(format!("Snapshot is malformed: {e}.")))
}

impl<'a> WireOut<'a> {
    fn of(s: &'a Snapshot) -> Result<WireOut<'a>, Diagnostic> {
        let id = realm_identity()?;
        let identity = match s.vm.strip_prefix(id.prefix.as_slice()) {
            Some(rest)
                if s.build == build_id() && s.compiled.prelude == id.prelude && s.compiled.natives == id.natives =>
            {
                WireIdentity::Digest(id.digest, rest)
            }
            _ => WireIdentity::Parts {
                build: s.build.clone(),
                prelude: Hash::of(&s.compiled.prelude),
                natives: Hash::of(&s.compiled.natives),
                vm: &s.vm,
            },
        };
        let mut paths: Vec<&'a str> = Vec::new();
        let mut path = |p: &'a str| match paths.iter().position(|q| *q == p) {
            Some(i) => i as u32,
            None => {
                paths.push(p);
                (paths.len() - 1) as u32
            }
        };
        if s.pending_ids.len() != s.pending.len() {
            return Err(snapshot_error("cannot encode: pending calls do not match their ids"));
        }
        let pending = s
            .pending
            .iter()
            .zip(&s.pending_ids)
            .map(|(p, &id)| {
                let key = (!is_default_key(&p.key, &s.run_id, id)).then_some(p.key.as_str());
                (id, key, path(&p.path), JsonBin::of(&p.args), p.handle.as_ref().map(JsonBin::of))
            })
            .collect();
        let queued = s.queued.iter().map(|q| (q.id, path(&q.path), q.args.as_ref().map(JsonBin::of))).collect();
        let tool_calls = s.tool_calls.iter().map(|p| path(p)).collect();
        let code_hash = match &s.code {
            Some(c) if code_hash(c, s.typescript) == s.code_hash => None,
            _ => Some(Hash::of(&s.code_hash)),
        };
        Ok(WireOut {
            identity,
            program: Hash::of(&s.compiled.program),
            run_id: &s.run_id,
            code_hash,
            code: s.code.as_deref(),
            typescript: s.typescript,
            paths,
            pending,
            queued,
            elapsed_ms: s.elapsed_ms,
            limits: wire_limits(&s.limits),
            max_depth: s.max_depth,
            admitted: s.admitted,
            next_id: s.next_id,
            tool_calls,
            extensions: &s.extensions,
            encoded: s.encoded.iter().map(|e| (e.extension.as_str(), e.ids.as_slice(), tokens(&e.data))).collect(),
            next_dynamic: s.next_dynamic,
        })
    }
}

/// The bytes [`WireOut`]'s serde path writes for a snapshot without extension data, written
/// directly (postcard's forms: varints, a length before bytes and text, a tag before an option's
/// value and an enum's fields): no tables of borrowed parts, no JSON value bytes allocated one by
/// one. `tests::hand_written_wire_is_the_serde_wire` compares the two.
fn write_wire(s: &Snapshot, mut out: Vec<u8>) -> Result<Vec<u8>, Diagnostic> {
    fn varint(out: &mut Vec<u8>, mut n: u64) {
        while n >= 0x80 {
            out.push((n as u8) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
    }
    fn bytes(out: &mut Vec<u8>, b: &[u8]) {
        varint(out, b.len() as u64);
        out.extend_from_slice(b);
    }
    fn hash(out: &mut Vec<u8>, h: &Hash) {
        match h {
            Hash::B8(b) => {
                out.push(0);
                out.extend_from_slice(b);
            }
            Hash::B16(b) => {
                out.push(1);
                out.extend_from_slice(b);
            }
            Hash::Text(t) => {
                out.push(2);
                bytes(out, t.as_bytes());
            }
        }
    }
    /// A JSON value as [`JsonBin`]: its length, then its bytes (written after the length's
    /// place, which is then filled: one byte, moved when the value is 128 bytes or longer).
    fn json(out: &mut Vec<u8>, v: &serde_json::Value) {
        let at = out.len();
        out.push(0);
        json_bin::write(v, out);
        let n = out.len() - at - 1;
        if n < 0x80 {
            out[at] = n as u8;
        } else {
            let mut len = Vec::with_capacity(10);
            varint(&mut len, n as u64);
            out.splice(at..=at, len);
        }
    }
    if s.pending_ids.len() != s.pending.len() {
        return Err(snapshot_error("cannot encode: pending calls do not match their ids"));
    }
    let id = realm_identity()?;
    match s.vm.strip_prefix(id.prefix.as_slice()) {
        Some(rest) if s.build == build_id() && s.compiled.prelude == id.prelude && s.compiled.natives == id.natives => {
            out.push(0);
            out.extend_from_slice(&id.digest);
            bytes(&mut out, rest);
        }
        _ => {
            out.push(1);
            bytes(&mut out, s.build.as_bytes());
            hash(&mut out, &Hash::of(&s.compiled.prelude));
            hash(&mut out, &Hash::of(&s.compiled.natives));
            bytes(&mut out, &s.vm);
        }
    }
    hash(&mut out, &Hash::of(&s.compiled.program));
    bytes(&mut out, s.run_id.as_bytes());
    match &s.code {
        Some(c) if code_hash(c, s.typescript) == s.code_hash => out.push(0),
        _ => {
            out.push(1);
            hash(&mut out, &Hash::of(&s.code_hash));
        }
    }
    match &s.code {
        Some(c) => {
            out.push(1);
            bytes(&mut out, c.as_bytes());
        }
        None => out.push(0),
    }
    out.push(u8::from(s.typescript));
    // The paths in order of first use (pending, queued, then the call log), as `WireOut::of`.
    let mut paths: Vec<&str> = Vec::new();
    let all = s.pending.iter().map(|p| p.path.as_str());
    for p in all.chain(s.queued.iter().map(|q| q.path.as_str())).chain(s.tool_calls.iter().map(String::as_str)) {
        if !paths.contains(&p) {
            paths.push(p);
        }
    }
    let index = |p: &str| paths.iter().position(|q| *q == p).unwrap_or(0) as u64;
    varint(&mut out, paths.len() as u64);
    for p in &paths {
        bytes(&mut out, p.as_bytes());
    }
    varint(&mut out, s.pending.len() as u64);
    for (p, &pid) in s.pending.iter().zip(&s.pending_ids) {
        varint(&mut out, u64::from(pid));
        if is_default_key(&p.key, &s.run_id, pid) {
            out.push(0);
        } else {
            out.push(1);
            bytes(&mut out, p.key.as_bytes());
        }
        varint(&mut out, index(&p.path));
        json(&mut out, &p.args);
        match &p.handle {
            Some(h) => {
                out.push(1);
                json(&mut out, h);
            }
            None => out.push(0),
        }
    }
    varint(&mut out, s.queued.len() as u64);
    for q in &s.queued {
        varint(&mut out, u64::from(q.id));
        varint(&mut out, index(&q.path));
        match &q.args {
            Some(a) => {
                out.push(1);
                json(&mut out, a);
            }
            None => out.push(0),
        }
    }
    varint(&mut out, s.elapsed_ms);
    let limits = limit_values(&s.limits);
    let set = limits.iter().enumerate().fold(0u16, |m, (i, v)| m | u16::from(v.is_some()) << i);
    varint(&mut out, u64::from(set));
    varint(&mut out, u64::from(set.count_ones()));
    for v in limits.into_iter().flatten() {
        varint(&mut out, v);
    }
    varint(&mut out, s.max_depth);
    varint(&mut out, s.admitted);
    varint(&mut out, u64::from(s.next_id));
    varint(&mut out, s.tool_calls.len() as u64);
    for p in &s.tool_calls {
        varint(&mut out, index(p));
    }
    varint(&mut out, s.extensions.len() as u64);
    for e in &s.extensions {
        bytes(&mut out, e.as_bytes());
    }
    // No extension data (the caller's condition).
    out.push(0);
    varint(&mut out, u64::from(s.next_dynamic));
    Ok(out)
}

/// The [`Wire`] postcard reads from `body` (all of it), read by hand when `body` is in the form
/// [`write_wire`] writes (canonical varints, no extension data); `None` for anything else, which
/// postcard then reads or refuses. Never a different `Wire` than postcard's:
/// `tests::hand_read_wire_is_the_serde_wire` compares them.
fn read_wire(body: &[u8]) -> Option<Wire<'_>> {
    struct Rd<'a>(&'a [u8]);
    impl<'a> Rd<'a> {
        fn byte(&mut self) -> Option<u8> {
            let (&b, rest) = self.0.split_first()?;
            self.0 = rest;
            Some(b)
        }
        /// A canonical varint of at most `max` bits.
        fn varint(&mut self, max: u32) -> Option<u64> {
            let mut n: u64 = 0;
            let mut shift = 0;
            loop {
                let b = self.byte()?;
                if shift == 63 && b > 1 {
                    return None;
                }
                n |= u64::from(b & 0x7f) << shift;
                if b < 0x80 {
                    // Canonical: no trailing zero group.
                    if b == 0 && shift > 0 {
                        return None;
                    }
                    return (max == 64 || n >> max == 0).then_some(n);
                }
                shift += 7;
                if shift > 63 {
                    return None;
                }
            }
        }
        fn u32(&mut self) -> Option<u32> {
            self.varint(32).map(|n| n as u32)
        }
        fn bytes(&mut self) -> Option<&'a [u8]> {
            let n = usize::try_from(self.varint(64)?).ok()?;
            if n > self.0.len() {
                return None;
            }
            let (b, rest) = self.0.split_at(n);
            self.0 = rest;
            Some(b)
        }
        fn string(&mut self) -> Option<String> {
            std::str::from_utf8(self.bytes()?).ok().map(str::to_string)
        }
        fn flag(&mut self) -> Option<bool> {
            match self.byte()? {
                0 => Some(false),
                1 => Some(true),
                _ => None,
            }
        }
        fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
            let b = self.0.get(..N)?;
            self.0 = &self.0[N..];
            b.try_into().ok()
        }
        fn hash(&mut self) -> Option<Hash> {
            Some(match self.u32()? {
                0 => Hash::B8(self.array()?),
                1 => Hash::B16(self.array()?),
                2 => Hash::Text(self.string()?),
                _ => return None,
            })
        }
        fn json(&mut self) -> Option<JsonBin> {
            Some(JsonBin(self.bytes()?.to_vec()))
        }
        /// A count of items of at least one byte each.
        fn count(&mut self) -> Option<usize> {
            let n = usize::try_from(self.varint(64)?).ok()?;
            (n <= self.0.len()).then_some(n)
        }
        /// A sequence: its [`count`](Self::count), then each item as `item` reads it.
        fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
            let n = self.count()?;
            let mut out = Vec::with_capacity(n);
            for _ in 0..n {
                out.push(item(self)?);
            }
            Some(out)
        }
    }
    let mut r = Rd(body);
    let identity = match r.u32()? {
        0 => WireIdentity::Digest(r.array()?, r.bytes()?),
        1 => {
            let build = r.string()?;
            let (prelude, natives) = (r.hash()?, r.hash()?);
            WireIdentity::Parts { build, prelude, natives, vm: r.bytes()? }
        }
        _ => return None,
    };
    let program = r.hash()?;
    let run_id = r.string()?;
    let code_hash = if r.flag()? { Some(r.hash()?) } else { None };
    let code = if r.flag()? { Some(r.string()?) } else { None };
    let typescript = r.flag()?;
    let paths = r.list(Rd::string)?;
    let pending = r.list(|r| {
        let id = r.u32()?;
        let key = if r.flag()? { Some(r.string()?) } else { None };
        let path = r.u32()?;
        let args = r.json()?;
        let handle = if r.flag()? { Some(r.json()?) } else { None };
        Some((id, key, path, args, handle))
    })?;
    let queued = r.list(|r| {
        let (id, path) = (r.u32()?, r.u32()?);
        let args = if r.flag()? { Some(r.json()?) } else { None };
        Some((id, path, args))
    })?;
    let elapsed_ms = r.varint(64)?;
    let set = r.varint(16)? as u16;
    let values = r.list(|r| r.varint(64))?;
    let (max_depth, admitted, next_id) = (r.varint(64)?, r.varint(64)?, r.u32()?);
    let tool_calls = r.list(Rd::u32)?;
    let extensions = r.list(Rd::string)?;
    // Extension data: postcard's part.
    if r.varint(64)? != 0 {
        return None;
    }
    let next_dynamic = r.u32()?;
    if !r.0.is_empty() {
        return None;
    }
    Some(Wire {
        identity,
        program,
        run_id,
        code_hash,
        code,
        typescript,
        paths,
        pending,
        queued,
        elapsed_ms,
        limits: WireLimits { set, values },
        max_depth,
        admitted,
        next_id,
        tool_calls,
        extensions,
        encoded: Vec::new(),
        next_dynamic,
    })
}

impl Wire<'_> {
    fn into_snapshot(self) -> Result<Snapshot, Diagnostic> {
        let (build, prelude, natives, vm) = match self.identity {
            WireIdentity::Digest(digest, rest) => {
                let id = realm_identity()?;
                if digest != id.digest {
                    return Err(snapshot_error(format!(
                        "The snapshot was made by another build, compiled prelude or table of native built-ins (identity {}; this build's, {}, is {}): its state refers to code that differs here.",
                        hex(&digest),
                        build_id(),
                        hex(&id.digest)
                    )));
                }
                let mut vm = Vec::with_capacity(id.prefix.len() + rest.len());
                vm.extend_from_slice(&id.prefix);
                vm.extend_from_slice(rest);
                (build_id().to_string(), id.prelude.clone(), id.natives.clone(), vm)
            }
            WireIdentity::Parts { build, prelude, natives, vm } => (build, prelude.text(), natives.text(), vm.to_vec()),
        };
        let code_hash = match (self.code_hash, &self.code) {
            (Some(h), _) => h.text(),
            (None, Some(c)) => code_hash(c, self.typescript),
            (None, None) => return Err(snapshot_error("Snapshot is malformed: neither code nor its hash.")),
        };
        let paths = self.paths;
        let path = |i: u32| {
            paths.get(i as usize).cloned().ok_or_else(|| snapshot_error("Snapshot is malformed: bad tool path index."))
        };
        let mut pending = Vec::with_capacity(self.pending.len());
        let mut pending_ids = Vec::with_capacity(self.pending.len());
        for (id, key, p, args, handle) in self.pending {
            let handle = match handle {
                Some(h) => Some(h.value()?),
                None => None,
            };
            let key = key.unwrap_or_else(|| crate::calls::call_key(&self.run_id, id));
            pending.push(PendingCall { key, path: path(p)?, args: args.value()?, handle });
            pending_ids.push(id);
        }
        let mut queued = Vec::with_capacity(self.queued.len());
        for (id, p, args) in self.queued {
            let args = match args {
                Some(a) => Some(a.value()?),
                None => None,
            };
            queued.push(QueuedCall { id, path: path(p)?, args });
        }
        let tool_calls = self.tool_calls.into_iter().map(path).collect::<Result<Vec<_>, _>>()?;
        let mut encoded = Vec::with_capacity(self.encoded.len());
        for (extension, ids, data) in self.encoded {
            encoded.push(EncodedValue { extension, ids, data: data_of(data)? });
        }
        Ok(Snapshot {
            build,
            compiled: CodeIdentity { program: self.program.text(), prelude, natives },
            run_id: self.run_id,
            code_hash,
            code: self.code,
            typescript: self.typescript,
            vm,
            pending,
            pending_ids,
            queued,
            elapsed_ms: self.elapsed_ms,
            limits: limits_of(self.limits)?,
            max_depth: self.max_depth,
            admitted: self.admitted,
            next_id: self.next_id,
            tool_calls,
            extensions: self.extensions,
            encoded,
            next_dynamic: self.next_dynamic,
        })
    }
}

fn mac(key: &[u8], data: &[u8]) -> Result<[u8; MAC_LEN], Diagnostic> {
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(key).map_err(|_| snapshot_error("invalid snapshot key"))?;
    m.update(data);
    Ok(m.finalize().into_bytes().into())
}

fn verify(key: &[u8], data: &[u8], tag: &[u8]) -> Result<(), Diagnostic> {
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(key).map_err(|_| snapshot_error("invalid snapshot key"))?;
    m.update(data);
    m.verify_slice(tag)
        .map_err(|_| snapshot_error("Snapshot authentication failed: it was not made with this key or was altered."))
}

/// How a pending durable call ended, given to `Runtime::resume`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CallOutcome {
    /// `{ "ok": true, "value": V }`
    Ok {
        /// Always true.
        ok: OkTrue,
        /// The value.
        value: serde_json::Value,
    },
    /// `{ "ok": false, "error": "message" }`
    Err {
        /// Always false.
        ok: OkFalse,
        /// The error message.
        error: String,
    },
}

/// The literal `true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OkTrue;
/// The literal `false`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OkFalse;

impl Serialize for OkTrue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(true)
    }
}
impl<'de> Deserialize<'de> for OkTrue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<OkTrue, D::Error> {
        if bool::deserialize(d)? { Ok(OkTrue) } else { Err(serde::de::Error::custom("expected true")) }
    }
}
impl Serialize for OkFalse {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(false)
    }
}
impl<'de> Deserialize<'de> for OkFalse {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<OkFalse, D::Error> {
        if bool::deserialize(d)? { Err(serde::de::Error::custom("expected false")) } else { Ok(OkFalse) }
    }
}

impl CallOutcome {
    /// A successful outcome.
    #[must_use]
    pub fn ok(value: serde_json::Value) -> CallOutcome {
        CallOutcome::Ok { ok: OkTrue, value }
    }

    /// A failed outcome.
    #[must_use]
    pub fn err(message: impl Into<String>) -> CallOutcome {
        CallOutcome::Err { ok: OkFalse, error: message.into() }
    }
}

/// Silences an unused-import lint when base64 is only used through the serde module.
#[allow(dead_code)]
fn _b64(b: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(b)
}

#[cfg(test)]
mod tests {
    use serde_reflection::{Samples, Tracer, TracerConfig};

    use super::{Hash, Token, Wire, WireIdentity, is_default_key};

    /// A key the wire leaves out is exactly `<run_id>:<id>` (the text `format!` makes).
    #[test]
    fn default_keys_are_exactly_run_id_colon_id() {
        for id in [0u32, 7, 10, 4_294_967_295] {
            assert!(is_default_key(&format!("run:{id}"), "run", id), "{id}");
            assert_eq!(crate::calls::call_key("run", id), format!("run:{id}"));
        }
        for (key, run, id) in [
            ("run:07", "run", 7),
            ("run:+7", "run", 7),
            ("run:7", "run", 8),
            ("run:7:", "run", 7),
            ("run7", "run", 7),
            ("ru:7", "run", 7),
            ("run:", "run", 0),
            ("run: 7", "run", 7),
            ("run:4294967296", "run", 0),
        ] {
            assert!(!is_default_key(key, run, id), "{key} {run} {id}");
        }
    }

    /// The hand-written wire of `Snapshot::to_bytes` is byte for byte the serde one, for
    /// snapshots with and without each optional part.
    #[test]
    fn hand_written_wire_is_the_serde_wire() {
        use super::{WireOut, write_wire};
        for s in &sample_snapshots() {
            let serde =
                codemode_vm::snapshot::encode_into(&WireOut::of(s).expect("wire"), Vec::new()).expect("encodes");
            assert_eq!(write_wire(s, Vec::new()).expect("writes"), serde);
        }
    }

    /// Snapshots with and without each optional part of the wire.
    fn sample_snapshots() -> Vec<super::Snapshot> {
        use super::{CodeIdentity, PendingCall, QueuedCall, Snapshot, build_id, realm_identity};
        let id = realm_identity().expect("identity");
        // This build's prefix: the identity goes as a digest (the other samples spell it out).
        let mut vm = id.prefix.clone();
        vm.extend_from_slice(&[1, 2, 3]);
        let code = "return 1".to_string();
        let long = serde_json::json!({ "text": "x".repeat(300), "n": [1, -2, 2.5, null, true] });
        let base = Snapshot {
            build: build_id().to_string(),
            compiled: CodeIdentity {
                program: "0123456789abcdef".into(),
                prelude: id.prelude.clone(),
                natives: id.natives.clone(),
            },
            run_id: "run-1".into(),
            code_hash: super::code_hash(&code, false),
            code: Some(code.clone()),
            typescript: false,
            vm,
            pending: vec![
                PendingCall {
                    key: "run-1:3".into(),
                    path: "a.b".into(),
                    args: serde_json::json!({ "id": "x" }),
                    handle: Some(serde_json::json!(7)),
                },
                PendingCall { key: "other".into(), path: "c".into(), args: long.clone(), handle: None },
            ],
            pending_ids: vec![3, 4],
            queued: vec![
                QueuedCall { id: 5, path: "c".into(), args: None },
                QueuedCall { id: 6, path: "d".into(), args: Some(long) },
            ],
            elapsed_ms: 1234,
            limits: crate::options::Limits {
                timeout_ms: Some(5),
                max_memory_bytes: Some(1 << 40),
                ..Default::default()
            },
            max_depth: 300,
            admitted: 2,
            next_id: 7,
            tool_calls: vec!["a.b".into(), "e".into(), "c".into()],
            extensions: vec!["ext".into()],
            encoded: Vec::new(),
            next_dynamic: 1 << 20,
        };
        let mut variants = vec![base.clone()];
        let mut s = base.clone();
        s.code = None;
        s.typescript = true;
        s.build = "another build".into();
        s.compiled.program = "not hex".into();
        variants.push(s);
        let mut s = base.clone();
        s.code_hash = "00112233445566778899aabbccddeeff".into();
        s.vm = vec![9; 200];
        s.pending.clear();
        s.pending_ids.clear();
        s.queued.clear();
        s.tool_calls.clear();
        s.extensions.clear();
        s.limits = crate::options::Limits::default();
        variants.push(s);
        variants
    }

    /// What the hand reader makes of bytes is what postcard makes of them, or nothing: for
    /// snapshots with and without each optional part, and for every prefix and one-byte change
    /// of one.
    #[test]
    fn hand_read_wire_is_the_serde_wire() {
        use super::{Snapshot, Wire, read_wire};
        let serde = |b: &[u8]| -> Option<Result<Snapshot, String>> {
            let (w, rest): (Wire<'_>, &[u8]) = postcard::take_from_bytes(b).ok()?;
            rest.is_empty().then(|| w.into_snapshot().map_err(|d| d.message))
        };
        let mut read = 0;
        for s in sample_snapshots() {
            let bytes = super::write_wire(&s, Vec::new()).expect("writes");
            let hand = read_wire(&bytes).expect("the hand reader reads what is written by hand");
            assert_eq!(hand.into_snapshot().expect("decodes"), s);
            let mut cases: Vec<Vec<u8>> = (0..bytes.len()).map(|n| bytes[..n].to_vec()).collect();
            for i in 0..bytes.len() {
                for x in [0u8, 1, 2, 0x7f, 0x80, 0xff] {
                    let mut b = bytes.clone();
                    b[i] = x;
                    cases.push(b);
                }
            }
            for b in cases {
                if let Some(w) = read_wire(&b) {
                    read += 1;
                    assert_eq!(Some(w.into_snapshot().map_err(|d| d.message)), serde(&b), "{b:?}");
                }
            }
        }
        assert!(read > 100, "{read}");
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

    /// The shape of the binary form, traced type by type (the JSON values it carries are text), as
    /// the VM's state types are in `codemode-vm/tests/format.rs`; `tests/format.rs` pins the bytes
    /// of a sample as well.
    #[test]
    fn wire_types_fingerprint() {
        let mut tracer = Tracer::new(TracerConfig::default());
        let samples = Samples::new();
        tracer.trace_type::<Wire<'_>>(&samples).expect("traces the wire form");
        for _ in 0..8 {
            let _ = tracer.trace_type::<Token>(&samples);
            let _ = tracer.trace_type::<WireIdentity<'_>>(&samples);
            let _ = tracer.trace_type::<Hash>(&samples);
        }
        let registry = tracer.registry().expect("registry");
        let mut d = String::new();
        for (name, format) in &registry {
            d.push_str(&format!("{name}: {format:?}\n"));
        }
        let fp = fnv(&d);
        // A change here means a snapshot made by the previous build no longer decodes the same
        // way: if intended, update this value, bump `SNAPSHOT_VERSION`, regenerate the fixture
        // (`tests/identity.rs`) and add a line to the changelog in `docs/snapshot-format.md`.
        assert_eq!(fp, 0x6d27_b3f6_3c49_9829, "fingerprint is {fp:#x}; wire types:\n{d}");
    }
}
