//! Snapshot encoding: the VM state as bytes behind a versioned header.
//!
//! The codec (postcard, a documented and stable serde format) is confined to this module so that
//! it can change without touching the VM. Layout: magic `CMVM`, format version (u16 LE), build
//! fingerprint (u64 LE), probe values (an integer and a float, to catch codec drift), then the
//! payload. Trailing bytes are rejected; any byte string gives an error, never a panic. The payload
//! is compact where postcard alone is not: the realm's fingerprint and the texts first, in a
//! section of their own (`texts`: Latin-1 with front coding, UTF-16 for the rest), objects with a
//! one-varint header and their class's usual prototype left out (`objects`), a tool reference's
//! path as a reference to a text (`tool_path`), and references relative to the heap's floor
//! (`value::with_floors`); what restore derives (the tool references' index) is not written. What
//! the serde implementations need beside the bytes (the usual prototypes, the texts) they read
//! from a thread-local `Codec` set for one save or restore.

use crate::State;
use crate::error::EngineError;

/// The snapshot format version. Bump it whenever a serialized type or the instruction set changes.
pub const FORMAT_VERSION: u16 = 25;

const MAGIC: &[u8; 4] = b"CMVM";
const PROBE_INT: u64 = 0x0123_4567_89ab_cdef;
const PROBE_FLOAT: f64 = -1.5e-300;

/// The build fingerprint: the instruction set and the format version.
#[must_use]
pub fn build_fingerprint() -> u64 {
    codemode_bytecode::INSTRUCTION_SET_FINGERPRINT ^ u64::from(FORMAT_VERSION).rotate_left(48)
}

/// Postcard of `value` appended to `out`. `postcard::to_extend` pushes each byte through
/// `Extend` (a call to `memcpy` per byte, about a tenth of a resume's instructions); this flavor
/// pushes to the vector.
///
/// # Errors
/// When `value` cannot be encoded.
pub fn encode_into<T: serde::Serialize + ?Sized>(value: &T, out: Vec<u8>) -> postcard::Result<Vec<u8>> {
    /// A `Vec<u8>` as a postcard output.
    struct Out(Vec<u8>);
    impl postcard::ser_flavors::Flavor for Out {
        type Output = Vec<u8>;
        #[inline]
        fn try_push(&mut self, b: u8) -> postcard::Result<()> {
            self.0.push(b);
            Ok(())
        }
        #[inline]
        fn try_extend(&mut self, b: &[u8]) -> postcard::Result<()> {
            // Postcard extends by a varint's few bytes at a time: a call to `memcpy` each cost
            // more than the copy.
            if b.len() <= 16 {
                self.0.reserve(b.len());
                for &x in b {
                    self.0.push(x);
                }
            } else {
                self.0.extend_from_slice(b);
            }
            Ok(())
        }
        fn finalize(self) -> postcard::Result<Vec<u8>> {
            Ok(self.0)
        }
    }
    postcard::serialize_with_flavor(value, Out(out))
}

/// What goes on the wire after the header, first part: what decoding the rest needs (the
/// realm's fingerprint, and the texts a tool reference's path may name). [`Vm::save`] writes it
/// by hand (the texts' length, then the texts).
#[derive(serde::Deserialize)]
struct WireHead<'a> {
    /// The realm's fingerprint, which covers its intrinsic counts (fixed width: a varint of a
    /// hash is longer).
    realm: [u8; 8],
    /// The heap strings and the own atoms, in [`texts`]'s compact form.
    #[serde(borrow)]
    texts: &'a [u8],
}

/// The rest: the state without the parts every VM of this build shares (intrinsic objects that
/// were not changed, realm-created strings and atoms, the realm), nor what restore derives from
/// the rest (the tool references' index, an atom's array index). Objects are [`objects`]'s
/// compact form.
#[derive(serde::Serialize)]
struct WireOut<'a> {
    changed: Vec<(u32, objects::Out<'a>)>,
    objects: objects::Slots<'a>,
    bigints: &'a [Option<num_bigint::BigInt>],
    live_bytes: usize,
    #[serde(with = "crate::value::value_seq")]
    regs: &'a [crate::Value],
    state: &'a State,
}

#[derive(serde::Deserialize)]
struct WireIn {
    changed: Vec<(u32, objects::In)>,
    objects: Vec<objects::In>,
    bigints: Vec<Option<num_bigint::BigInt>>,
    live_bytes: usize,
    #[serde(with = "crate::value::value_seq")]
    regs: Vec<crate::Value>,
    state: SavedState,
}

/// What [`WireOut::state`] writes of a [`State`] (its fields but the skipped ones), read back to
/// be moved into the restoring VM's state field by field: reading a whole `State` built a
/// default heap, atoms and realm only to drop them, and moved the state (kilobytes, the realm
/// inline) several times. The fields are `State`'s serialized ones in their order (postcard is
/// positional): [`SavedState::place`] names every field of `State`, so that a new one does not
/// compile until it is placed, and `tests::saved_state_has_the_fields_state_writes` checks the
/// order and types.
#[derive(serde::Deserialize)]
struct SavedState {
    frames: Vec<crate::frame::Frame>,
    handlers: Vec<crate::frame::Handler>,
    jobs: std::collections::VecDeque<crate::Job>,
    host_calls: std::collections::BTreeMap<u32, crate::value::ObjId>,
    host_results: Vec<Option<Result<crate::Value, crate::Value>>>,
    promise_seq: u64,
    #[serde(with = "crate::rng_bytes")]
    rng: [u64; 2],
    main_promise: Option<crate::value::ObjId>,
    templates: std::collections::BTreeMap<(u32, u32, u32), crate::value::ObjId>,
    exception: crate::Value,
    logs: Vec<String>,
    unhandled: std::collections::BTreeMap<u64, crate::value::ObjId>,
    steps: u64,
    phase: u8,
    result: Option<Result<crate::Value, crate::Value>>,
    now: f64,
    time_zone: Option<String>,
    heritage_proto: Option<(crate::value::ObjId, crate::Value)>,
}

impl SavedState {
    /// Moves the saved fields into `to`; its heap, atoms, registers, realm and tool references
    /// (not in a snapshot) stay.
    fn place(self, to: &mut State) {
        let State {
            heap: _,
            atoms: _,
            regs: _,
            realm: _,
            tool_refs: _,
            frames,
            handlers,
            jobs,
            host_calls,
            host_results,
            promise_seq,
            rng,
            main_promise,
            templates,
            exception,
            logs,
            unhandled,
            steps,
            phase,
            result,
            now,
            time_zone,
            heritage_proto,
        } = to;
        *frames = self.frames;
        *handlers = self.handlers;
        *jobs = self.jobs;
        *host_calls = self.host_calls;
        *host_results = self.host_results;
        *promise_seq = self.promise_seq;
        *rng = self.rng;
        *main_promise = self.main_promise;
        *templates = self.templates;
        *exception = self.exception;
        *logs = self.logs;
        *unhandled = self.unhandled;
        *steps = self.steps;
        *phase = self.phase;
        *result = self.result;
        *now = self.now;
        *time_zone = self.time_zone;
        *heritage_proto = self.heritage_proto;
    }
}

/// What the codec's serde implementations read beside the bytes, for one save or restore
/// ([`with_codec`]): the prototypes objects of a class have unless they say otherwise, and the
/// texts a tool reference's path may name instead of spelling it.
#[derive(Default)]
struct Codec {
    /// [`objects::proto_kind`]'s prototypes, from the realm.
    protos: [Option<crate::value::ObjId>; objects::PROTO_KINDS],
    /// Saving: the word (`StrRef::word`) of an own string or atom whose text is a tool
    /// reference's path, by path.
    tool_words: Vec<(String, u64)>,
    /// Restoring: the decoded own strings and atoms, the first own atom's index and the string floor.
    strings: Vec<Option<crate::heap::HeapStr>>,
    atoms: Vec<crate::atoms::AtomEntry>,
    atom_floor: u32,
    string_floor: u32,
}

thread_local! {
    static CODEC: std::cell::RefCell<Codec> = std::cell::RefCell::new(Codec::default());
}

/// Runs `run` with `codec` set, and gives it back after (the outer one is restored, also on a
/// panic).
fn with_codec<T>(codec: Codec, run: impl FnOnce() -> T) -> (T, Codec) {
    struct Reset(Option<Codec>);
    impl Drop for Reset {
        fn drop(&mut self) {
            if let Some(c) = self.0.take() {
                CODEC.with(|x| *x.borrow_mut() = c);
            }
        }
    }
    let outer = CODEC.with(|x| std::mem::replace(&mut *x.borrow_mut(), codec));
    let mut reset = Reset(Some(outer));
    let r = run();
    let outer = reset.0.take().unwrap_or_default();
    let ours = CODEC.with(|x| std::mem::replace(&mut *x.borrow_mut(), outer));
    (r, ours)
}

/// Objects on the wire. An object starts with one varint, its header: bits 0–1 say where its
/// prototype is (`0` a free slot, nothing follows; `1` none; `2` the usual one for its class,
/// [`proto_kind`]; `3` written after the class), bit 2 whether it has own properties, the rest
/// its flags. Then its class (serde), the prototype's reference when written, and the
/// properties when it has any. A run's objects are mostly arrays, closures, promises and plain
/// objects with the usual prototype and flags: a one-byte header where postcard wrote five or six.
mod objects {
    use serde::de::{Error as _, SeqAccess, Visitor};
    use serde::ser::SerializeTuple;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::heap::{Class, IterKind, Object, PropMap};
    use crate::realm::Realm;
    use crate::value::ObjId;

    /// How many classes have a usual prototype.
    pub(super) const PROTO_KINDS: usize = 12;

    /// The usual prototype's slot in [`protos`] for objects of this class, if it has one.
    fn proto_kind(c: &Class) -> Option<usize> {
        Some(match c {
            Class::Ordinary | Class::ToolRef(_) | Class::Arguments => 0,
            Class::Array { .. } => 1,
            Class::Closure(_) | Class::Native(_) | Class::Bound(_) => 2,
            Class::Promise(_) => 3,
            Class::Iter(k) => match **k {
                IterKind::Array { .. } => 4,
                IterKind::String { .. } => 5,
                _ => return None,
            },
            Class::Map(_) => 6,
            Class::Set(_) => 7,
            Class::Date(_) => 8,
            Class::RegExp(_) => 9,
            Class::WeakMap(_) => 10,
            Class::WeakSet(_) => 11,
            _ => return None,
        })
    }

    /// The usual prototypes of the realm, by [`proto_kind`].
    pub(super) fn protos(r: &Realm) -> [Option<ObjId>; PROTO_KINDS] {
        [
            r.object_prototype,
            r.array_prototype,
            r.function_prototype,
            r.promise_prototype,
            r.array_iterator_prototype,
            r.string_iterator_prototype,
            r.map_prototype,
            r.set_prototype,
            r.date_prototype,
            r.regexp_prototype,
            r.weakmap_prototype,
            r.weakset_prototype,
        ]
        .map(Some)
    }

    fn usual(c: &Class) -> Option<ObjId> {
        let k = proto_kind(c)?;
        super::CODEC.with(|x| x.borrow().protos[k])
    }

    /// An object slot to write.
    pub(super) struct Out<'a>(pub(super) Option<&'a Object>);

    impl Serialize for Out<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let Some(o) = self.0 else {
                let mut t = s.serialize_tuple(1)?;
                t.serialize_element(&0u64)?;
                return t.end();
            };
            let mode: u64 = match o.proto {
                None => 1,
                Some(p) if usual(&o.class) == Some(p) => 2,
                Some(_) => 3,
            };
            let has_props = !o.props.is_empty();
            let header = mode | u64::from(has_props) << 2 | u64::from(o.flags) << 3;
            let mut t = s.serialize_tuple(4)?;
            t.serialize_element(&header)?;
            t.serialize_element(&o.class)?;
            if let (3, Some(p)) = (mode, o.proto) {
                t.serialize_element(&p)?;
            }
            if has_props {
                t.serialize_element(&o.props)?;
            }
            t.end()
        }
    }

    /// The own object slots, written as [`Out`]s.
    pub(super) struct Slots<'a>(pub(super) &'a [Option<Object>]);

    impl Serialize for Slots<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_seq(self.0.iter().map(|o| Out(o.as_ref())))
        }
    }

    /// An object slot read.
    pub(super) struct In(pub(super) Option<Object>);

    impl<'de> Deserialize<'de> for In {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<In, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = In;
                fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str("an object")
                }
                fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<In, A::Error> {
                    let missing = || A::Error::custom("object truncated");
                    let header: u64 = a.next_element()?.ok_or_else(missing)?;
                    let mode = header & 3;
                    if mode == 0 {
                        return if header == 0 { Ok(In(None)) } else { Err(A::Error::custom("bad object header")) };
                    }
                    let flags = u8::try_from(header >> 3).map_err(|_| A::Error::custom("bad object header"))?;
                    let class: Class = a.next_element()?.ok_or_else(missing)?;
                    let proto = match mode {
                        1 => None,
                        2 => Some(usual(&class).ok_or_else(|| A::Error::custom("no usual prototype for the class"))?),
                        _ => Some(a.next_element::<ObjId>()?.ok_or_else(missing)?),
                    };
                    let props = if header & 4 != 0 {
                        let p: PropMap = a.next_element()?.ok_or_else(missing)?;
                        if p.is_empty() {
                            return Err(A::Error::custom("bad object header"));
                        }
                        p
                    } else {
                        PropMap::default()
                    };
                    Ok(In(Some(Object { proto, flags, props, class })))
                }
            }
            d.deserialize_tuple(4, V)
        }
    }
}

/// A tool reference's path on the wire: `0` and the path, or `1 +` the word (`StrRef::word`)
/// of an own string or atom with the same text, which a run holding the reference usually has
/// (the prelude keeps the path; a path's last part is a property key).
pub(crate) mod tool_path {
    use serde::de::{Error as _, SeqAccess, Visitor};
    use serde::ser::SerializeTuple;
    use serde::{Deserializer, Serializer};

    use crate::atoms::AtomEntry;
    use crate::value::StrRef;

    #[expect(clippy::borrowed_box, reason = "serde's `with` passes the field as it is")]
    pub fn serialize<S: Serializer>(path: &Box<String>, s: S) -> Result<S::Ok, S::Error> {
        let word = super::CODEC.with(|x| x.borrow().tool_words.iter().find(|(p, _)| **p == **path).map(|(_, w)| *w));
        match word {
            Some(w) => {
                let mut t = s.serialize_tuple(1)?;
                t.serialize_element(&(w + 1))?;
                t.end()
            }
            None => {
                let mut t = s.serialize_tuple(2)?;
                t.serialize_element(&0u64)?;
                t.serialize_element(path.as_str())?;
                t.end()
            }
        }
    }

    #[expect(clippy::box_collection, reason = "the field is a `Box<String>` (it keeps `Class` small)")]
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Box<String>, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Box<String>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a tool path")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Box<String>, A::Error> {
                let missing = || A::Error::custom("tool path truncated");
                let w: u64 = a.next_element()?.ok_or_else(missing)?;
                if w == 0 {
                    return Ok(Box::new(a.next_element::<String>()?.ok_or_else(missing)?));
                }
                let bad = || A::Error::custom("bad tool path reference");
                super::CODEC.with(|x| {
                    let c = x.borrow();
                    let r = StrRef::of_word(w - 1, c.string_floor).ok_or_else(bad)?;
                    let text: &[u16] = match r.as_atom() {
                        Some(atom) => match c.atoms.get(atom.0.checked_sub(c.atom_floor).ok_or_else(bad)? as usize) {
                            Some(AtomEntry::Str { text, .. }) => text,
                            _ => return Err(bad()),
                        },
                        None => match c.strings.get(r.0.checked_sub(c.string_floor).ok_or_else(bad)? as usize) {
                            Some(Some(h)) => h.flat().ok_or_else(bad)?,
                            _ => return Err(bad()),
                        },
                    };
                    String::from_utf16(text).map(Box::new).map_err(|_| bad())
                })
            }
        }
        d.deserialize_tuple(2, V)
    }
}

/// The heap strings and the own atoms as one byte string: most texts of a run are Latin-1 and
/// share prefixes with the one before (`order_0`, `order_1`, …), which postcard's UTF-16 code
/// units (a varint each, and a length, per string) do not exploit.
///
/// Layout: a varint count of string slots, a record per slot, a varint count of atoms, a record
/// per atom. A record starts with a varint `h` whose low three bits are its tag and the rest `n`:
/// - `0`: a free string slot (`n` is 0);
/// - `1`: Latin-1 text: `n` is `p`, then varint `k`, `k` bytes; the text is the first `p`
///   characters of the previous Latin-1 text of the section (strings and atoms alike) followed
///   by the bytes (so `order_1` after `order_0` is three bytes);
/// - `2`: UTF-16 text (anything else, lone surrogates included): `n` is its length, then the code
///   units as u16 LE;
/// - `3`: a rope (`n` is 0): left and right as varint string reference words (`StrRef::word`),
///   varint length;
/// - `4`: a symbol atom: `n` is its flags (1 private, 2 registered, 4 described), then when
///   described its description as a tag `1` or `2` record.
///
/// A string slot is `0`–`3`, an atom `1`, `2` or `4`. An atom's array index is derived from its
/// text, not stored. Decoding checks every length against the bytes left before allocating.
mod texts {
    use crate::atoms::{AtomEntry, array_index_of};
    use crate::heap::HeapStr;
    use crate::strings::{SHORT_MAX, Text};
    use crate::value::StrRef;

    const FREE: u8 = 0;
    const LATIN1: u8 = 1;
    const UTF16: u8 = 2;
    const ROPE: u8 = 3;
    const SYMBOL: u8 = 4;

    #[inline]
    fn varint(out: &mut Vec<u8>, mut n: u32) {
        while n >= 0x80 {
            out.push((n as u8) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
    }

    fn len32(n: usize) -> u32 {
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// Writes `text` as a tag `1` or `2` record, `prev` being the previous Latin-1 text (whose
    /// units are all Latin-1, so the shared prefix is too: only the tail is checked). `prev` is
    /// the text itself, borrowed from the heap or the atoms (no copy); a Latin-1 `text` becomes
    /// the next one's `prev`. Texts are a few units: the bytes are reserved once and written
    /// without a capacity check per unit (a call to `memcpy` cost more than the copy).
    #[inline]
    fn text<'a>(out: &mut Vec<u8>, prev: &mut &'a [u16], text: &'a [u16]) {
        let p = prev.iter().zip(text).take_while(|(a, b)| a == b).count();
        let tail = &text[p..];
        if tail.iter().all(|&c| c <= 0xff) {
            out.reserve(tail.len() + 15);
            varint64(out, u64::from(len32(p)) << 3 | u64::from(LATIN1));
            varint(out, len32(tail.len()));
            out.extend(tail.iter().map(|&c| c as u8));
            *prev = text;
        } else {
            varint64(out, u64::from(len32(text.len())) << 3 | u64::from(UTF16));
            out.extend(text.iter().flat_map(|c| c.to_le_bytes()));
        }
    }

    /// A varint (for the section's length, written before it).
    pub(super) fn put_varint(out: &mut Vec<u8>, n: u32) {
        varint(out, n);
    }

    #[inline]
    fn varint64(out: &mut Vec<u8>, mut n: u64) {
        while n >= 0x80 {
            out.push((n as u8) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
    }

    /// The section for these string slots and atoms, appended to `out`; string references
    /// relative to `floor` (the first string after the realm's).
    pub(super) fn encode(out: &mut Vec<u8>, strings: &[Option<HeapStr>], atoms: &[AtomEntry], floor: u32) {
        let mut prev: &[u16] = &[];
        varint(out, len32(strings.len()));
        for s in strings {
            match s {
                None => out.push(FREE),
                Some(HeapStr::Flat(t)) => text(out, &mut prev, t),
                Some(HeapStr::Short(t)) => text(out, &mut prev, t.units()),
                Some(HeapStr::Rope { left, right, len }) => {
                    out.push(ROPE);
                    varint64(out, left.word(floor));
                    varint64(out, right.word(floor));
                    varint(out, *len);
                }
            }
        }
        varint(out, len32(atoms.len()));
        for a in atoms {
            match a {
                AtomEntry::Str { text: t, index: _ } => text(out, &mut prev, t),
                AtomEntry::Symbol { description, private, registered } => {
                    let flags = u8::from(*private) | u8::from(*registered) << 1 | u8::from(description.is_some()) << 2;
                    out.push(flags << 3 | SYMBOL);
                    if let Some(d) = description {
                        text(out, &mut prev, d);
                    }
                }
            }
        }
    }

    /// A reader of the section.
    struct Reader<'a> {
        bytes: &'a [u8],
        /// The previous Latin-1 text, widened.
        prev: Vec<u16>,
    }

    type Res<T> = Result<T, String>;

    impl<'a> Reader<'a> {
        fn byte(&mut self) -> Res<u8> {
            let (&b, rest) = self.bytes.split_first().ok_or("texts: truncated")?;
            self.bytes = rest;
            Ok(b)
        }

        /// A varint (one byte, most of them, read inline).
        #[inline]
        fn varint64(&mut self) -> Res<u64> {
            if let Some((&b, rest)) = self.bytes.split_first()
                && b < 0x80
            {
                self.bytes = rest;
                return Ok(u64::from(b));
            }
            self.long_varint64()
        }

        fn long_varint64(&mut self) -> Res<u64> {
            let mut n: u64 = 0;
            for shift in (0..70).step_by(7) {
                let b = self.byte()?;
                if shift == 63 && b > 1 {
                    return Err("texts: varint out of range".into());
                }
                n |= u64::from(b & 0x7f) << shift;
                if b < 0x80 {
                    return Ok(n);
                }
            }
            Err("texts: varint out of range".into())
        }

        fn str_ref(&mut self, floor: u32) -> Res<StrRef> {
            let w = self.varint64()?;
            StrRef::of_word(w, floor).ok_or_else(|| "texts: string reference out of range".to_string())
        }

        fn varint(&mut self) -> Res<u32> {
            u32::try_from(self.varint64()?).map_err(|_| "texts: varint out of range".to_string())
        }

        fn take(&mut self, n: usize) -> Res<&'a [u8]> {
            if n > self.bytes.len() {
                return Err("texts: truncated".into());
            }
            let (head, rest) = self.bytes.split_at(n);
            self.bytes = rest;
            Ok(head)
        }

        /// A count of records, each at least one byte: more than the bytes left is an error.
        fn count(&mut self) -> Res<usize> {
            let n = self.varint()? as usize;
            if n > self.bytes.len() {
                return Err("texts: truncated".into());
            }
            Ok(n)
        }

        /// A record's header: its tag and `n`.
        fn header(&mut self) -> Res<(u8, u64)> {
            let h = self.varint64()?;
            Ok(((h & 7) as u8, h >> 3))
        }

        /// A header whose `n` must be 0: its tag.
        fn bare(tag: u8, n: u64) -> Res<u8> {
            if n == 0 { Ok(tag) } else { Err(format!("texts: bad tag {tag} with {n}")) }
        }

        /// Reads the rest of a Latin-1 record sharing `p` units with the previous text (its
        /// header read) into `self.prev`.
        fn latin1(&mut self, p: usize) -> Res<()> {
            if p > self.prev.len() {
                return Err("texts: prefix longer than the previous text".into());
            }
            let k = self.varint()? as usize;
            let tail = self.take(k)?;
            self.prev.truncate(p);
            self.prev.extend(tail.iter().map(|&b| u16::from(b)));
            Ok(())
        }

        /// The little-endian bytes of a UTF-16 record of `n` code units (its header read).
        fn utf16(&mut self, n: usize) -> Res<&'a [u8]> {
            self.take(n.checked_mul(2).ok_or("texts: truncated")?)
        }

        /// The text of a tag `1` or `2` record whose header was read: in place when it is short
        /// (no allocation), else shared.
        fn text(&mut self, (tag, n): (u8, u64)) -> Res<Text> {
            let n = usize::try_from(n).map_err(|_| "texts: varint out of range".to_string())?;
            match tag {
                LATIN1 => {
                    self.latin1(n)?;
                    Ok(Text::new(&self.prev))
                }
                UTF16 => {
                    let units = self.utf16(n)?;
                    let mut it = units.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]]));
                    if n > SHORT_MAX {
                        return Ok(Text::Shared(it.collect()));
                    }
                    let mut buf = [0u16; SHORT_MAX];
                    for d in &mut buf[..n] {
                        *d = it.next().unwrap_or(0);
                    }
                    Ok(Text::new(&buf[..n]))
                }
                other => Err(format!("texts: bad tag {other}")),
            }
        }
    }

    /// The string slots and atoms of a section that must fill `bytes` exactly.
    pub(super) fn decode(bytes: &[u8], floor: u32) -> Res<(Vec<Option<HeapStr>>, Vec<AtomEntry>)> {
        let mut r = Reader { bytes, prev: Vec::with_capacity(64) };
        let n = r.count()?;
        let mut strings = Vec::with_capacity(n);
        for _ in 0..n {
            let h = r.header()?;
            strings.push(match h {
                (FREE, n) => Reader::bare(FREE, n).map(|_| None)?,
                (ROPE, n) => {
                    Reader::bare(ROPE, n)?;
                    let left = r.str_ref(floor)?;
                    let right = r.str_ref(floor)?;
                    Some(HeapStr::Rope { left, right, len: r.varint()? })
                }
                h => Some(match r.text(h)? {
                    Text::Short(t) => HeapStr::Short(t),
                    Text::Shared(t) => HeapStr::Flat(t),
                }),
            });
        }
        let n = r.count()?;
        let mut atoms = Vec::with_capacity(n);
        for _ in 0..n {
            atoms.push(match r.header()? {
                (SYMBOL, flags) => {
                    if flags > 7 {
                        return Err(format!("texts: bad symbol flags {flags}"));
                    }
                    let description = if flags & 4 != 0 {
                        let h = r.header()?;
                        Some(r.text(h)?.into_arc())
                    } else {
                        None
                    };
                    AtomEntry::Symbol { description, private: flags & 1 != 0, registered: flags & 2 != 0 }
                }
                h => {
                    let text = r.text(h)?;
                    AtomEntry::Str { index: array_index_of(&text), text }
                }
            });
        }
        if !r.bytes.is_empty() {
            return Err("texts: trailing bytes".into());
        }
        Ok((strings, atoms))
    }
}

fn header(out: &mut Vec<u8>) {
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&build_fingerprint().to_le_bytes());
    out.extend_from_slice(&PROBE_INT.to_le_bytes());
    out.extend_from_slice(&PROBE_FLOAT.to_le_bytes());
}

/// The bytes before the state in every snapshot this build makes in a realm of fingerprint
/// `realm` (the header, then the realm's fingerprint): a wrapper that stands for them another way
/// (a digest of its build's identity) may leave them out and put them back.
#[must_use]
pub fn prefix(realm: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(38);
    header(&mut out);
    out.extend_from_slice(&realm.to_le_bytes());
    out
}

fn check_header(bytes: &[u8]) -> Result<&[u8], EngineError> {
    let bad = |m: &str| EngineError::InvalidSnapshot(m.to_string());
    if bytes.len() < 30 || &bytes[..4] != MAGIC {
        return Err(bad("not a codemode VM snapshot"));
    }
    let version = u16::from_le_bytes([bytes[4], bytes[5]]);
    if version != FORMAT_VERSION {
        return Err(bad(&format!("format version {version}, this build reads {FORMAT_VERSION}")));
    }
    let mut fp = [0u8; 8];
    fp.copy_from_slice(&bytes[6..14]);
    if u64::from_le_bytes(fp) != build_fingerprint() {
        return Err(bad("made by a different build"));
    }
    let mut p = [0u8; 8];
    p.copy_from_slice(&bytes[14..22]);
    if u64::from_le_bytes(p) != PROBE_INT {
        return Err(bad("integer probe mismatch"));
    }
    p.copy_from_slice(&bytes[22..30]);
    if f64::from_le_bytes(p).to_bits() != PROBE_FLOAT.to_bits() {
        return Err(bad("float probe mismatch"));
    }
    Ok(&bytes[30..])
}

impl crate::Vm {
    /// The run's state as bytes (only what differs from a fresh VM of this build).
    ///
    /// # Errors
    /// When encoding fails.
    pub fn save(&mut self) -> Result<Vec<u8>, EngineError> {
        // Read in place (the state's `Serialize` skips these four: they are written beside it).
        let (heap, atoms, realm, regs) = (&self.state.heap, &self.state.atoms, &self.state.realm, &self.state.regs);
        let top = self.state.frames.iter().map(|f| f.top as usize).max().unwrap_or(0).min(regs.len());
        let ia = realm.intrinsic_atoms as usize;
        // The changed intrinsics in index order (the arena lists them in the order first
        // changed, which a resumed run does not share): the bytes depend on the state only.
        let mut dirty = heap.changed_intrinsics().to_vec();
        dirty.sort_unstable();
        let changed: Vec<(u32, objects::Out<'_>)> =
            dirty.iter().filter_map(|&i| heap.objects.get(i).map(|o| (i, objects::Out(Some(o))))).collect();
        let mut out = Vec::with_capacity(1024);
        header(&mut out);
        let floors = (heap.intrinsic_objects, heap.intrinsic_strings);
        let own_strings = heap.strings.own_slots();
        let own_atoms = atoms.entries_from(ia);
        out.extend_from_slice(&realm.fingerprint.to_le_bytes());
        // The texts' length goes before them: written after, then moved into place.
        let texts_at = out.len();
        texts::encode(&mut out, own_strings, own_atoms, floors.1);
        let mut len = Vec::with_capacity(5);
        texts::put_varint(&mut len, u32::try_from(out.len() - texts_at).unwrap_or(u32::MAX));
        out.splice(texts_at..texts_at, len);
        let codec = Codec {
            protos: objects::protos(realm),
            tool_words: tool_words(heap.objects.own_slots(), own_strings, own_atoms, floors.1, ia as u32),
            ..Codec::default()
        };
        let wire = WireOut {
            changed,
            objects: objects::Slots(heap.objects.own_slots()),
            bigints: heap.bigints.own_slots(),
            live_bytes: heap.live_bytes,
            regs: &regs[..top],
            state: &self.state,
        };
        let (r, _) = with_codec(codec, || {
            crate::value::with_floors(floors, || crate::frame::counting_nesting(|| encode_into(&wire, out)))
        });
        r.map_err(|why| EngineError::Internal(format!("encode: {why}")))
    }

    /// A VM continuing the state in `bytes`: built from `template` (a VM of this build with the
    /// realm set up), with the program code units re-linked in their original order.
    ///
    /// # Errors
    /// `InvalidSnapshot` when the bytes are malformed or do not fit this build or code.
    pub fn restore(
        template: &crate::Vm,
        bytes: &[u8],
        programs: &[(std::sync::Arc<codemode_bytecode::Code>, Option<std::sync::Arc<str>>)],
    ) -> Result<crate::Vm, EngineError> {
        Self::restore_into(template.clone(), template, bytes, programs)
    }

    /// [`Vm::restore`] into `base`, a VM equal to `template` (a clone, or a recycled VM after
    /// [`Vm::reset_to`]), reusing its allocations.
    ///
    /// # Errors
    /// As [`Vm::restore`].
    pub fn restore_into(
        mut base: crate::Vm,
        template: &crate::Vm,
        bytes: &[u8],
        programs: &[(std::sync::Arc<codemode_bytecode::Code>, Option<std::sync::Arc<str>>)],
    ) -> Result<crate::Vm, EngineError> {
        base.restore_in_place(template, bytes, programs)?;
        Ok(base)
    }

    /// [`Vm::restore_into`] with the VM in place (it is not moved: a VM is kilobytes). On an
    /// error the VM holds part of the state: reset it ([`Vm::reset_to`]) or drop it.
    ///
    /// # Errors
    /// As [`Vm::restore`].
    pub fn restore_in_place(
        &mut self,
        template: &crate::Vm,
        bytes: &[u8],
        programs: &[(std::sync::Arc<codemode_bytecode::Code>, Option<std::sync::Arc<str>>)],
    ) -> Result<(), EngineError> {
        let payload = check_header(bytes)?;
        let floors = (template.state.heap.intrinsic_objects, template.state.heap.intrinsic_strings);
        let bad = |why: postcard::Error| EngineError::InvalidSnapshot(format!("payload: {why}"));
        let (head, rest): (WireHead<'_>, &[u8]) = postcard::take_from_bytes(payload).map_err(bad)?;
        if u64::from_le_bytes(head.realm) != template.state.realm.fingerprint {
            return Err(EngineError::InvalidSnapshot("made with a different realm".into()));
        }
        let (strings, atoms) = texts::decode(head.texts, floors.1).map_err(EngineError::InvalidSnapshot)?;
        let codec = Codec {
            protos: objects::protos(&template.state.realm),
            strings,
            atoms,
            atom_floor: template.state.realm.intrinsic_atoms,
            string_floor: floors.1,
            ..Codec::default()
        };
        let (r, codec) = with_codec(codec, || {
            crate::value::with_floors(floors, || crate::frame::counting_nesting(|| postcard::take_from_bytes(rest)))
        });
        let (wire, rest): (WireIn, &[u8]) = r.map_err(|why| EngineError::InvalidSnapshot(format!("payload: {why}")))?;
        if !rest.is_empty() {
            return Err(EngineError::InvalidSnapshot("trailing bytes".into()));
        }
        let (strings, atoms) = (codec.strings, codec.atoms);
        let vm = self;
        vm.codes.truncate(1);
        vm.sources.truncate(1);
        // The saved fields go into the base's state; its heap, atoms, realm and tool references
        // stay, and its register file, whose capacity a recycled VM kept (the run grows it again
        // otherwise, a reallocation at a time).
        wire.state.place(&mut vm.state);
        vm.state.regs.clear();
        vm.state.regs.extend_from_slice(&wire.regs);
        let io = vm.state.heap.intrinsic_objects as usize;
        for (i, o) in wire.changed {
            let Some(o) = o.0 else {
                return Err(EngineError::InvalidSnapshot("a changed object is a free slot".into()));
            };
            if i as usize >= io {
                return Err(EngineError::InvalidSnapshot("changed object out of range".into()));
            }
            vm.state.heap.objects.put_changed(i, o);
        }
        vm.state.heap.objects.replace_own(wire.objects.into_iter().map(|o| o.0));
        vm.state.heap.strings.replace_own(strings);
        vm.state.heap.bigints.replace_own(wire.bigints);
        vm.state.heap.live_bytes = wire.live_bytes;
        let ia = vm.state.realm.intrinsic_atoms as usize;
        vm.state.atoms.replace_tail(ia, atoms);
        vm.state.heap.rebuild_indexes(&vm.state.atoms);
        rebuild_tool_refs(&mut vm.state.tool_refs, &vm.state.heap)?;
        for (code, source) in programs {
            vm.load(code.clone(), source.clone());
        }
        crate::validate::check(vm).map_err(EngineError::InvalidSnapshot)?;
        Ok(())
    }
}

/// The words ([`StrRef::word`](crate::value::StrRef::word)) of own strings or atoms whose text is
/// the path of an own tool reference, by path: what [`tool_path`] writes instead of the path.
fn tool_words(
    objects: &[Option<crate::heap::Object>],
    strings: &[Option<crate::heap::HeapStr>],
    atoms: &[crate::atoms::AtomEntry],
    floor: u32,
    atom_floor: u32,
) -> Vec<(String, u64)> {
    let mut paths: Vec<(&str, Option<u64>)> = objects
        .iter()
        .filter_map(|o| match o {
            Some(crate::heap::Object { class: crate::heap::Class::ToolRef(p), .. }) => Some((p.as_str(), None)),
            _ => None,
        })
        .collect();
    if paths.is_empty() {
        return Vec::new();
    }
    let mut find = |text: &[u16], r: crate::value::StrRef| {
        for (p, w) in &mut paths {
            if w.is_none() && p.len() == text.len() && p.encode_utf16().eq(text.iter().copied()) {
                *w = Some(r.word(floor));
            }
        }
    };
    for (i, s) in strings.iter().enumerate() {
        if let Some(t) = s.as_ref().and_then(crate::heap::HeapStr::flat) {
            find(t, crate::value::StrRef(floor + i as u32));
        }
    }
    for (i, a) in atoms.iter().enumerate() {
        if let crate::atoms::AtomEntry::Str { text, .. } = a {
            find(text, crate::value::StrRef::atom(crate::value::Atom(atom_floor + i as u32)));
        }
    }
    paths.into_iter().filter_map(|(p, w)| Some((p.to_string(), w?))).collect()
}

/// The tool references' index, which a snapshot does not carry: the template's (the `tools`
/// root) and every tool reference object created after the intrinsics (each is made once per
/// path and kept alive by the index, so the objects are the index).
fn rebuild_tool_refs(
    refs: &mut std::collections::BTreeMap<String, crate::value::ObjId>,
    heap: &crate::heap::Heap,
) -> Result<(), EngineError> {
    let floor = heap.intrinsic_objects;
    for (i, o) in heap.objects.own_slots().iter().enumerate() {
        if let Some(crate::heap::Object { class: crate::heap::Class::ToolRef(path), .. }) = o {
            let id = crate::value::ObjId(floor + i as u32);
            // `String::clone`, not `to_string` (which formats through `Display`).
            if refs.insert(String::clone(path), id).is_some() {
                return Err(EngineError::InvalidSnapshot(format!("two references to the tool path {path:?}")));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{SavedState, texts};

    /// `SavedState` reads what `State` writes: the same fields, in the same order, of the same
    /// formats (traced, as `tests/format.rs` traces the state).
    #[test]
    fn saved_state_has_the_fields_state_writes() {
        use serde_reflection::{ContainerFormat, Samples, Tracer, TracerConfig};
        let samples = Samples::new();
        // The structs' own formats are complete (the enums they name are compared by name).
        let fields = |name: &str, tracer: Tracer| match tracer.registry_unchecked().get(name) {
            Some(ContainerFormat::Struct(f)) => f.iter().map(|n| format!("{}: {:?}", n.name, n.value)).collect(),
            other => panic!("{name} traced as {other:?}"),
        };
        let mut t = Tracer::new(TracerConfig::default());
        t.trace_type::<crate::State>(&samples).expect("traces the state");
        let state: Vec<String> = fields("State", t);
        let mut t = Tracer::new(TracerConfig::default());
        t.trace_type::<SavedState>(&samples).expect("traces the saved state");
        let saved: Vec<String> = fields("SavedState", t);
        assert_eq!(saved, state);
        assert!(state.len() >= 18, "{state:?}");
    }
    use crate::atoms::AtomEntry;
    use crate::heap::HeapStr;
    use crate::value::StrRef;

    fn utf16(s: &str) -> std::sync::Arc<[u16]> {
        s.encode_utf16().collect()
    }

    fn sample() -> (Vec<Option<HeapStr>>, Vec<AtomEntry>) {
        let strings = vec![
            Some(HeapStr::Flat(utf16("order_0"))),
            None,
            Some(HeapStr::Flat(utf16("order_1"))),
            Some(HeapStr::Flat(utf16("caf\u{e9} \u{4e2d}"))),
            Some(HeapStr::Flat(vec![0xd800, 0x41].into())),
            Some(HeapStr::Flat(utf16(""))),
            Some(HeapStr::Rope { left: StrRef(5), right: StrRef(1 << 31 | 7), len: 9 }),
            Some(HeapStr::Rope { left: StrRef(1), right: StrRef(3), len: 2 }),
            Some(HeapStr::Flat(utf16("\u{e9}t\u{e9}"))),
            Some(HeapStr::Short(crate::strings::Short::new(&utf16("order_10")).expect("short"))),
            Some(HeapStr::Flat(utf16("order_10 and a text longer than the short ones"))),
            Some(HeapStr::Flat(utf16("\u{4e2d} and a text longer than the short ones"))),
        ];
        let atoms = vec![
            AtomEntry::Str { text: utf16("order_").into(), index: None },
            AtomEntry::Str { text: utf16("42").into(), index: Some(42) },
            AtomEntry::Symbol { description: Some(utf16("tag")), private: false, registered: true },
            AtomEntry::Symbol { description: None, private: true, registered: false },
        ];
        (strings, atoms)
    }

    fn encoded() -> Vec<u8> {
        let (strings, atoms) = sample();
        let mut out = Vec::new();
        texts::encode(&mut out, &strings, &atoms, 3);
        out
    }

    /// A slot's text (flat, in place or shared alike) or rope.
    fn shape(s: &Option<HeapStr>) -> String {
        match s {
            Some(h) => match h.flat() {
                Some(t) => format!("flat {t:?}"),
                None => format!("{h:?}"),
            },
            None => "free".into(),
        }
    }

    #[test]
    fn texts_round_trip() {
        let (strings, atoms) = texts::decode(&encoded(), 3).expect("decodes");
        let (want, want_atoms) = sample();
        assert_eq!(strings.iter().map(shape).collect::<Vec<_>>(), want.iter().map(shape).collect::<Vec<_>>());
        assert_eq!(format!("{atoms:?}"), format!("{want_atoms:?}"));
        // Texts of up to SHORT_MAX code units come back in place, longer ones shared.
        for s in strings.iter().flatten() {
            match s {
                HeapStr::Short(t) => assert!(t.units().len() <= crate::strings::SHORT_MAX),
                HeapStr::Flat(t) => assert!(t.len() > crate::strings::SHORT_MAX, "{t:?}"),
                HeapStr::Rope { .. } => {}
            }
        }
    }

    #[test]
    fn latin1_texts_share_prefixes() {
        let mut out = Vec::new();
        let strings: Vec<_> = (0..20).map(|i| Some(HeapStr::Flat(utf16(&format!("order_{i}"))))).collect();
        texts::encode(&mut out, &strings, &[], 0);
        // Two counts, the first text in full (header, length, 7 bytes), then 3 bytes each (`order_10`
        // after `order_9`: 4).
        assert_eq!(out.len(), 2 + 9 + 18 * 3 + 4);
    }

    /// Every prefix of a section, a truncated Latin-1 text included, is an error, never a panic.
    #[test]
    fn truncated_texts_are_errors() {
        let good = encoded();
        for n in 0..good.len() {
            assert!(texts::decode(&good[..n], 3).is_err(), "a prefix of {n} bytes decoded");
        }
        // One string slot, a Latin-1 text of 5 bytes with 2 present.
        let e = texts::decode(&[1, 1, 5, b'a', b'b'], 0).unwrap_err();
        assert_eq!(e, "texts: truncated");
    }

    #[test]
    fn bad_texts_are_errors() {
        assert_eq!(texts::decode(&[1, 7], 0).unwrap_err(), "texts: bad tag 7");
        // A free slot or a rope with something in its header's high bits.
        assert_eq!(texts::decode(&[1, 8], 0).unwrap_err(), "texts: bad tag 0 with 1");
        assert_eq!(texts::decode(&[1, 11, 0, 0, 0], 0).unwrap_err(), "texts: bad tag 3 with 1");
        // A header beyond 64 bits, a UTF-16 length beyond the bytes.
        assert_eq!(
            texts::decode(&[1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f], 0).unwrap_err(),
            "texts: varint out of range"
        );
        assert_eq!(
            texts::decode(&[1, 0xfa, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01], 0).unwrap_err(),
            "texts: truncated"
        );
        // An atom may not be a free slot or a rope.
        assert_eq!(texts::decode(&[0, 1, 0], 0).unwrap_err(), "texts: bad tag 0");
        assert_eq!(texts::decode(&[0, 1, 3, 0, 0, 0], 0).unwrap_err(), "texts: bad tag 3");
        // A prefix longer than the previous text.
        assert_eq!(texts::decode(&[1, 3 << 3 | 1, 0], 0).unwrap_err(), "texts: prefix longer than the previous text");
        // A count beyond the bytes, a varint beyond u32, bad symbol flags, trailing bytes.
        assert_eq!(texts::decode(&[0xff, 0xff, 0x03], 0).unwrap_err(), "texts: truncated");
        assert_eq!(texts::decode(&[0x80, 0x80, 0x80, 0x80, 0x10], 0).unwrap_err(), "texts: varint out of range");
        assert_eq!(texts::decode(&[0, 1, 8 << 3 | 4], 0).unwrap_err(), "texts: bad symbol flags 8");
        assert_eq!(texts::decode(&[0, 0, 0], 0).unwrap_err(), "texts: trailing bytes");
        // A rope whose reference word has the unused tag 3.
        assert_eq!(texts::decode(&[1, 3, 3, 0, 0, 0], 0).unwrap_err(), "texts: string reference out of range");
    }
}
