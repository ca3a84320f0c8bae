//! Snapshot encoding: the VM state as bytes behind a versioned header.
//!
//! The codec (postcard, a documented and stable serde format) is confined to this module so that
//! it can change without touching the VM. Layout: magic `CMVM`, format version (u16 LE), build
//! fingerprint (u64 LE), probe values (an integer and a float, to catch codec drift), then the
//! payload. Trailing bytes are rejected; any byte string gives an error, never a panic. The payload
//! is compact where postcard alone is not: texts in a section of their own (`texts`: Latin-1
//! with front coding, UTF-16 for the rest) and references relative to the heap's floor
//! (`value::with_floors`); what restore derives (the tool references' index) is not written.

use crate::State;
use crate::error::EngineError;

/// The snapshot format version. Bump it whenever a serialized type or the instruction set changes.
pub const FORMAT_VERSION: u16 = 18;

const MAGIC: &[u8; 4] = b"CMVM";
const PROBE_INT: u64 = 0x0123_4567_89ab_cdef;
const PROBE_FLOAT: f64 = -1.5e-300;

/// The build fingerprint: the instruction set and the format version.
#[must_use]
pub fn build_fingerprint() -> u64 {
    codemode_bytecode::INSTRUCTION_SET_FINGERPRINT ^ u64::from(FORMAT_VERSION).rotate_left(48)
}

/// What goes on the wire after the header: the state without the parts every VM of this build
/// shares (intrinsic objects that were not changed, realm-created strings and atoms, the realm),
/// nor what restore derives from the rest (the tool references' index, an atom's array index).
#[derive(serde::Serialize)]
struct WireOut<'a> {
    /// The realm's fingerprint, which covers its intrinsic counts (fixed width: a varint of a
    /// hash is longer).
    realm: [u8; 8],
    changed: Vec<(u32, &'a crate::heap::Object)>,
    objects: &'a [Option<crate::heap::Object>],
    /// The heap strings and the own atoms, in [`texts`]'s compact form.
    #[serde(with = "raw_bytes")]
    texts: &'a [u8],
    bigints: &'a [Option<num_bigint::BigInt>],
    live_bytes: usize,
    regs: &'a [crate::Value],
    state: &'a State,
}

#[derive(serde::Deserialize)]
struct WireIn<'a> {
    realm: [u8; 8],
    changed: Vec<(u32, crate::heap::Object)>,
    objects: Vec<Option<crate::heap::Object>>,
    #[serde(borrow)]
    texts: &'a [u8],
    bigints: Vec<Option<num_bigint::BigInt>>,
    live_bytes: usize,
    regs: Vec<crate::Value>,
    state: State,
}

/// A byte slice as postcard bytes (a length and the bytes, read back borrowed).
mod raw_bytes {
    pub fn serialize<S: serde::Serializer>(b: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(b)
    }
}

/// The heap strings and the own atoms as one byte string: most texts of a run are Latin-1 and
/// share prefixes with the one before (`order_0`, `order_1`, …), which postcard's UTF-16 code
/// units (a varint each, and a length, per string) do not exploit.
///
/// Layout: a varint count of string slots, a record per slot, a varint count of atoms, a record
/// per atom. A record starts with a tag:
/// - `0`: a free string slot;
/// - `1`: Latin-1 text: varint `p`, varint `k`, `k` bytes; the text is the first `p` characters
///   of the previous Latin-1 text of the section (strings and atoms alike) followed by the bytes;
/// - `2`: UTF-16 text (anything else, lone surrogates included): varint length, the code units
///   as u16 LE;
/// - `3`: a rope: left and right as varint string reference words (`StrRef::word`), varint length;
/// - `4`: a symbol atom: a flag byte (1 private, 2 registered, 4 described), then when described
///   its description as a tag `1` or `2` record.
///
/// A string slot is `0`–`3`, an atom `1`, `2` or `4`. An atom's array index is derived from its
/// text, not stored. Decoding checks every length against the bytes left before allocating.
mod texts {
    use std::sync::Arc;

    use crate::atoms::{AtomEntry, array_index_of};
    use crate::heap::HeapStr;
    use crate::strings::{SHORT_MAX, Short};
    use crate::value::StrRef;

    const FREE: u8 = 0;
    const LATIN1: u8 = 1;
    const UTF16: u8 = 2;
    const ROPE: u8 = 3;
    const SYMBOL: u8 = 4;

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

    /// Writes `text` as a tag `1` or `2` record, `prev` being the previous Latin-1 text.
    fn text(out: &mut Vec<u8>, prev: &mut Vec<u8>, text: &[u16]) {
        if text.iter().all(|&c| c <= 0xff) {
            let p = prev.iter().zip(text).take_while(|(a, b)| u16::from(**a) == **b).count();
            let tail = &text[p..];
            out.reserve(tail.len() + 11);
            out.push(LATIN1);
            varint(out, len32(p));
            varint(out, len32(tail.len()));
            out.extend(tail.iter().map(|&c| c as u8));
            // The first `p` characters are the same.
            prev.truncate(p);
            prev.extend(tail.iter().map(|&c| c as u8));
        } else {
            out.push(UTF16);
            varint(out, len32(text.len()));
            for c in text {
                out.extend_from_slice(&c.to_le_bytes());
            }
        }
    }

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
        let mut prev = Vec::new();
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
                    out.push(SYMBOL);
                    out.push(u8::from(*private) | u8::from(*registered) << 1 | u8::from(description.is_some()) << 2);
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
        prev: Vec<u8>,
    }

    type Res<T> = Result<T, String>;

    impl<'a> Reader<'a> {
        fn byte(&mut self) -> Res<u8> {
            let (&b, rest) = self.bytes.split_first().ok_or("texts: truncated")?;
            self.bytes = rest;
            Ok(b)
        }

        fn varint64(&mut self) -> Res<u64> {
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

        /// Reads a Latin-1 record's text (its tag read) into `self.prev`.
        fn latin1(&mut self) -> Res<()> {
            let p = self.varint()? as usize;
            if p > self.prev.len() {
                return Err("texts: prefix longer than the previous text".into());
            }
            let k = self.varint()? as usize;
            let tail = self.take(k)?;
            let mut prev = std::mem::take(&mut self.prev);
            prev.truncate(p);
            prev.extend_from_slice(tail);
            self.prev = prev;
            Ok(())
        }

        /// The little-endian code units of a UTF-16 record whose tag was read.
        fn utf16(&mut self) -> Res<&'a [u8]> {
            let n = self.varint()? as usize;
            self.take(n.checked_mul(2).ok_or("texts: truncated")?)
        }

        /// The text of a tag `1` or `2` record whose tag was read.
        fn text(&mut self, tag: u8) -> Res<Arc<[u16]>> {
            match tag {
                LATIN1 => {
                    self.latin1()?;
                    Ok(self.prev.iter().map(|&b| u16::from(b)).collect())
                }
                UTF16 => Ok(self.utf16()?.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect()),
                other => Err(format!("texts: bad tag {other}")),
            }
        }

        /// A heap string's flat text (tag `1` or `2`, read): in place when it is short.
        fn heap_text(&mut self, tag: u8) -> Res<HeapStr> {
            let mut buf = [0u16; SHORT_MAX];
            let n = match tag {
                LATIN1 => {
                    self.latin1()?;
                    if self.prev.len() > SHORT_MAX {
                        return Ok(HeapStr::Flat(self.prev.iter().map(|&b| u16::from(b)).collect()));
                    }
                    for (d, &b) in buf.iter_mut().zip(&self.prev) {
                        *d = u16::from(b);
                    }
                    self.prev.len()
                }
                UTF16 => {
                    let units = self.utf16()?;
                    let mut it = units.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]]));
                    if units.len() > 2 * SHORT_MAX {
                        return Ok(HeapStr::Flat(it.collect()));
                    }
                    let n = units.len() / 2;
                    for d in &mut buf[..n] {
                        *d = it.next().unwrap_or(0);
                    }
                    n
                }
                other => return Err(format!("texts: bad tag {other}")),
            };
            Ok(HeapStr::Short(Short::new(&buf[..n]).ok_or("texts: short text")?))
        }
    }

    /// The string slots and atoms of a section that must fill `bytes` exactly.
    pub(super) fn decode(bytes: &[u8], floor: u32) -> Res<(Vec<Option<HeapStr>>, Vec<AtomEntry>)> {
        let mut r = Reader { bytes, prev: Vec::new() };
        let n = r.count()?;
        let mut strings = Vec::with_capacity(n);
        for _ in 0..n {
            strings.push(match r.byte()? {
                FREE => None,
                ROPE => {
                    let left = r.str_ref(floor)?;
                    let right = r.str_ref(floor)?;
                    Some(HeapStr::Rope { left, right, len: r.varint()? })
                }
                tag => Some(r.heap_text(tag)?),
            });
        }
        let n = r.count()?;
        let mut atoms = Vec::with_capacity(n);
        for _ in 0..n {
            atoms.push(match r.byte()? {
                SYMBOL => {
                    let flags = r.byte()?;
                    if flags > 7 {
                        return Err(format!("texts: bad symbol flags {flags}"));
                    }
                    let description = if flags & 4 != 0 {
                        let tag = r.byte()?;
                        Some(r.text(tag)?)
                    } else {
                        None
                    };
                    AtomEntry::Symbol { description, private: flags & 1 != 0, registered: flags & 2 != 0 }
                }
                tag => {
                    let text = crate::strings::Text::from_arc(r.text(tag)?);
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

/// The format version, build fingerprint and payload of VM bytes whose header has this codec's
/// magic and probe values, which are then all the header says (a wrapper may store just these).
#[must_use]
pub fn split_header(bytes: &[u8]) -> Option<(u16, u64, &[u8])> {
    let mut standard = Vec::with_capacity(30);
    header(&mut standard);
    if bytes.len() < 30 || bytes[..4] != standard[..4] || bytes[14..30] != standard[14..30] {
        return None;
    }
    let fp = u64::from_le_bytes(bytes[6..14].try_into().ok()?);
    Some((u16::from_le_bytes([bytes[4], bytes[5]]), fp, &bytes[30..]))
}

/// The VM bytes [`split_header`] split (a header with this codec's magic and probe values).
#[must_use]
pub fn join_header(version: u16, fingerprint: u64, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(30 + payload.len());
    header(&mut out);
    out[4..6].copy_from_slice(&version.to_le_bytes());
    out[6..14].copy_from_slice(&fingerprint.to_le_bytes());
    out.extend_from_slice(payload);
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
        let heap = std::mem::take(&mut self.state.heap);
        let atoms = std::mem::take(&mut self.state.atoms);
        let realm = std::mem::take(&mut self.state.realm);
        let regs = std::mem::take(&mut self.state.regs);
        let top = self.state.frames.iter().map(|f| f.top as usize).max().unwrap_or(0).min(regs.len());
        let ia = realm.intrinsic_atoms as usize;
        // The changed intrinsics in index order (the arena lists them in the order first
        // changed, which a resumed run does not share): the bytes depend on the state only.
        let mut dirty = heap.changed_intrinsics().to_vec();
        dirty.sort_unstable();
        let changed: Vec<(u32, &crate::heap::Object)> =
            dirty.iter().filter_map(|&i| heap.objects.get(i).map(|o| (i, o))).collect();
        let mut texts = Vec::new();
        let floors = (heap.intrinsic_objects, heap.intrinsic_strings);
        texts::encode(&mut texts, heap.strings.own_slots(), atoms.entries_from(ia), floors.1);
        let wire = WireOut {
            realm: realm.fingerprint.to_le_bytes(),
            changed,
            objects: heap.objects.own_slots(),
            texts: &texts,
            bigints: heap.bigints.own_slots(),
            live_bytes: heap.live_bytes,
            regs: &regs[..top],
            state: &self.state,
        };
        let mut out = Vec::with_capacity(1024);
        header(&mut out);
        let r =
            crate::value::with_floors(floors, || crate::frame::counting_nesting(|| postcard::to_extend(&wire, out)))
                .map_err(|why| EngineError::Internal(format!("encode: {why}")));
        self.state.heap = heap;
        self.state.atoms = atoms;
        self.state.realm = realm;
        self.state.regs = regs;
        r
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
        base: crate::Vm,
        template: &crate::Vm,
        bytes: &[u8],
        programs: &[(std::sync::Arc<codemode_bytecode::Code>, Option<std::sync::Arc<str>>)],
    ) -> Result<crate::Vm, EngineError> {
        let payload = check_header(bytes)?;
        let floors = (template.state.heap.intrinsic_objects, template.state.heap.intrinsic_strings);
        let (wire, rest): (WireIn<'_>, &[u8]) =
            crate::value::with_floors(floors, || crate::frame::counting_nesting(|| postcard::take_from_bytes(payload)))
                .map_err(|why| EngineError::InvalidSnapshot(format!("payload: {why}")))?;
        if !rest.is_empty() {
            return Err(EngineError::InvalidSnapshot("trailing bytes".into()));
        }
        if u64::from_le_bytes(wire.realm) != template.state.realm.fingerprint {
            return Err(EngineError::InvalidSnapshot("made with a different realm".into()));
        }
        let (strings, atoms) = texts::decode(wire.texts, floors.1).map_err(EngineError::InvalidSnapshot)?;
        let mut vm = base;
        vm.codes.truncate(1);
        vm.sources.truncate(1);
        let heap_template = std::mem::take(&mut vm.state.heap);
        let atoms_template = std::mem::take(&mut vm.state.atoms);
        let realm = std::mem::take(&mut vm.state.realm);
        let tool_refs = std::mem::take(&mut vm.state.tool_refs);
        // The base's register file, whose capacity a recycled VM kept: the run grows it again
        // otherwise, a reallocation at a time.
        let mut regs = std::mem::take(&mut vm.state.regs);
        vm.state = wire.state;
        vm.state.heap = heap_template;
        vm.state.atoms = atoms_template;
        vm.state.realm = realm;
        vm.state.tool_refs = tool_refs;
        regs.clear();
        regs.extend_from_slice(&wire.regs);
        vm.state.regs = regs;
        let io = vm.state.heap.intrinsic_objects as usize;
        for (i, o) in wire.changed {
            if i as usize >= io {
                return Err(EngineError::InvalidSnapshot("changed object out of range".into()));
            }
            vm.state.heap.objects.put_changed(i, o);
        }
        vm.state.heap.objects.replace_own(wire.objects);
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
        crate::validate::check(&vm).map_err(EngineError::InvalidSnapshot)?;
        Ok(vm)
    }
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
            if refs.insert(path.to_string(), id).is_some() {
                return Err(EngineError::InvalidSnapshot(format!("two references to the tool path {path:?}")));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::texts;
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
        // A count, the first in full (tag, prefix, length, 7 bytes), then 4 or 5 bytes each.
        assert!(out.len() < 100, "{} bytes", out.len());
    }

    /// Every prefix of a section, a truncated Latin-1 text included, is an error, never a panic.
    #[test]
    fn truncated_texts_are_errors() {
        let good = encoded();
        for n in 0..good.len() {
            assert!(texts::decode(&good[..n], 3).is_err(), "a prefix of {n} bytes decoded");
        }
        // One string slot, a Latin-1 text of 5 bytes with 2 present.
        let e = texts::decode(&[1, 1, 0, 5, b'a', b'b'], 0).unwrap_err();
        assert_eq!(e, "texts: truncated");
    }

    #[test]
    fn bad_texts_are_errors() {
        assert_eq!(texts::decode(&[1, 9], 0).unwrap_err(), "texts: bad tag 9");
        // An atom may not be a free slot or a rope.
        assert_eq!(texts::decode(&[0, 1, 0], 0).unwrap_err(), "texts: bad tag 0");
        assert_eq!(texts::decode(&[0, 1, 3, 0, 0, 0], 0).unwrap_err(), "texts: bad tag 3");
        // A prefix longer than the previous text.
        assert_eq!(texts::decode(&[1, 1, 3, 0], 0).unwrap_err(), "texts: prefix longer than the previous text");
        // A count beyond the bytes, a varint beyond u32, bad symbol flags, trailing bytes.
        assert_eq!(texts::decode(&[0xff, 0xff, 0x03], 0).unwrap_err(), "texts: truncated");
        assert_eq!(texts::decode(&[0x80, 0x80, 0x80, 0x80, 0x10], 0).unwrap_err(), "texts: varint out of range");
        assert_eq!(texts::decode(&[0, 1, 4, 8], 0).unwrap_err(), "texts: bad symbol flags 8");
        assert_eq!(texts::decode(&[0, 0, 0], 0).unwrap_err(), "texts: trailing bytes");
        // A rope whose reference word has the unused tag 3.
        assert_eq!(texts::decode(&[1, 3, 3, 0, 0, 0], 0).unwrap_err(), "texts: string reference out of range");
    }
}
