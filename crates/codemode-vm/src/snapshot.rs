//! Snapshot encoding: the VM state as bytes behind a versioned header.
//!
//! The codec (postcard, a documented and stable serde format) is confined to this module so that
//! it can change without touching the VM. Layout: magic `CMVM`, format version (u16 LE), build
//! fingerprint (u64 LE), probe values (an integer and a float, to catch codec drift), then the
//! payload. Trailing bytes are rejected; any byte string gives an error, never a panic.

use crate::State;
use crate::error::EngineError;

/// The snapshot format version. Bump it whenever a serialized type or the instruction set changes.
pub const FORMAT_VERSION: u16 = 16;

const MAGIC: &[u8; 4] = b"CMVM";
const PROBE_INT: u64 = 0x0123_4567_89ab_cdef;
const PROBE_FLOAT: f64 = -1.5e-300;

/// The build fingerprint: the instruction set and the format version.
#[must_use]
pub fn build_fingerprint() -> u64 {
    codemode_bytecode::INSTRUCTION_SET_FINGERPRINT ^ u64::from(FORMAT_VERSION).rotate_left(48)
}

/// What goes on the wire after the header: the state without the parts every VM of this build
/// shares (intrinsic objects that were not changed, realm-created strings and atoms, the realm).
#[derive(serde::Serialize)]
struct WireOut<'a> {
    intrinsics: (u32, u32, u32, u64),
    changed: Vec<(u32, &'a crate::heap::Object)>,
    objects: &'a [Option<crate::heap::Object>],
    strings: &'a [Option<crate::heap::HeapStr>],
    bigints: &'a [Option<num_bigint::BigInt>],
    atoms: &'a [crate::atoms::AtomEntry],
    live_bytes: usize,
    regs: &'a [crate::Value],
    state: &'a State,
}

#[derive(serde::Deserialize)]
struct WireIn {
    intrinsics: (u32, u32, u32, u64),
    changed: Vec<(u32, crate::heap::Object)>,
    objects: Vec<Option<crate::heap::Object>>,
    strings: Vec<Option<crate::heap::HeapStr>>,
    bigints: Vec<Option<num_bigint::BigInt>>,
    atoms: Vec<crate::atoms::AtomEntry>,
    live_bytes: usize,
    regs: Vec<crate::Value>,
    state: State,
}

fn header(out: &mut Vec<u8>) {
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&build_fingerprint().to_le_bytes());
    out.extend_from_slice(&PROBE_INT.to_le_bytes());
    out.extend_from_slice(&PROBE_FLOAT.to_le_bytes());
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
        let wire = WireOut {
            intrinsics: (heap.intrinsic_objects, heap.intrinsic_strings, realm.intrinsic_atoms, realm.fingerprint),
            changed,
            objects: heap.objects.own_slots(),
            strings: heap.strings.own_slots(),
            bigints: heap.bigints.own_slots(),
            atoms: atoms.entries_from(ia),
            live_bytes: heap.live_bytes,
            regs: &regs[..top],
            state: &self.state,
        };
        let mut out = Vec::with_capacity(1024);
        header(&mut out);
        let r = crate::frame::counting_nesting(|| postcard::to_extend(&wire, out))
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
        let (wire, rest): (WireIn, &[u8]) = crate::frame::counting_nesting(|| postcard::take_from_bytes(payload))
            .map_err(|why| EngineError::InvalidSnapshot(format!("payload: {why}")))?;
        if !rest.is_empty() {
            return Err(EngineError::InvalidSnapshot("trailing bytes".into()));
        }
        let t = &template.state;
        if wire.intrinsics
            != (t.heap.intrinsic_objects, t.heap.intrinsic_strings, t.realm.intrinsic_atoms, t.realm.fingerprint)
        {
            return Err(EngineError::InvalidSnapshot("made with a different realm".into()));
        }
        let mut vm = base;
        vm.codes.truncate(1);
        vm.sources.truncate(1);
        let heap_template = std::mem::take(&mut vm.state.heap);
        let atoms_template = std::mem::take(&mut vm.state.atoms);
        let realm = std::mem::take(&mut vm.state.realm);
        vm.state = wire.state;
        vm.state.heap = heap_template;
        vm.state.atoms = atoms_template;
        vm.state.realm = realm;
        vm.state.regs = wire.regs;
        let io = vm.state.heap.intrinsic_objects as usize;
        for (i, o) in wire.changed {
            if i as usize >= io {
                return Err(EngineError::InvalidSnapshot("changed object out of range".into()));
            }
            vm.state.heap.objects.put_changed(i, o);
        }
        vm.state.heap.objects.replace_own(wire.objects);
        vm.state.heap.strings.replace_own(wire.strings);
        vm.state.heap.bigints.replace_own(wire.bigints);
        vm.state.heap.live_bytes = wire.live_bytes;
        let ia = vm.state.realm.intrinsic_atoms as usize;
        vm.state.atoms.replace_tail(ia, wire.atoms);
        vm.state.heap.rebuild_indexes(&vm.state.atoms);
        for (code, source) in programs {
            vm.load(code.clone(), source.clone());
        }
        crate::validate::check(&vm).map_err(EngineError::InvalidSnapshot)?;
        Ok(vm)
    }
}
