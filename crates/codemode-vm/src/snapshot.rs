//! Snapshot encoding: the VM state as bytes behind a versioned header.
//!
//! The codec (postcard, a documented and stable serde format) is confined to this module so that
//! it can change without touching the VM. Layout: magic `CMVM`, format version (u16 LE), build
//! fingerprint (u64 LE), probe values (an integer and a float, to catch codec drift), then the
//! payload. Trailing bytes are rejected; any byte string gives an error, never a panic.

use crate::State;
use crate::error::EngineError;

/// The snapshot format version. Bump it whenever a serialized type or the instruction set changes.
pub const FORMAT_VERSION: u16 = 1;

const MAGIC: &[u8; 4] = b"CMVM";
const PROBE_INT: u64 = 0x0123_4567_89ab_cdef;
const PROBE_FLOAT: f64 = -1.5e-300;

/// The build fingerprint: the instruction set and the format version.
#[must_use]
pub fn build_fingerprint() -> u64 {
    codemode_bytecode::INSTRUCTION_SET_FINGERPRINT ^ u64::from(FORMAT_VERSION).rotate_left(48)
}

/// Encodes a state.
///
/// # Errors
/// When serialization fails (it does not for valid states).
pub fn encode_state(state: &State) -> Result<Vec<u8>, EngineError> {
    let mut out = Vec::with_capacity(1024);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&build_fingerprint().to_le_bytes());
    out.extend_from_slice(&PROBE_INT.to_le_bytes());
    out.extend_from_slice(&PROBE_FLOAT.to_le_bytes());
    let payload =
        postcard::to_allocvec(state).map_err(|e| EngineError::Internal(format!("encode: {e}")))?;
    out.extend_from_slice(&payload);
    Ok(out)
}

/// Decodes a state (not yet validated against code: see `Vm::restore`).
///
/// # Errors
/// `InvalidSnapshot` for bad magic, another version or build, or a malformed payload.
pub fn decode_state(bytes: &[u8]) -> Result<State, EngineError> {
    let bad = |m: &str| EngineError::InvalidSnapshot(m.to_string());
    if bytes.len() < 30 || &bytes[..4] != MAGIC {
        return Err(bad("not a codemode VM snapshot"));
    }
    let version = u16::from_le_bytes([bytes[4], bytes[5]]);
    if version != FORMAT_VERSION {
        return Err(bad(&format!(
            "format version {version}, this build reads {FORMAT_VERSION}"
        )));
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
    let (state, rest): (State, &[u8]) =
        postcard::take_from_bytes(&bytes[30..]).map_err(|e| bad(&format!("payload: {e}")))?;
    if !rest.is_empty() {
        return Err(bad("trailing bytes"));
    }
    Ok(state)
}

impl crate::Vm {
    /// The run's state as bytes.
    ///
    /// # Errors
    /// When encoding fails.
    pub fn save(&self) -> Result<Vec<u8>, EngineError> {
        encode_state(&self.state)
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
        let state = decode_state(bytes)?;
        let mut vm = template.clone();
        vm.codes.truncate(1);
        vm.sources.truncate(1);
        vm.state = state;
        vm.state.atoms.rebuild_map();
        vm.state.heap.rebuild_indexes();
        crate::builtins::rebuild_after_restore(&mut vm);
        for (code, source) in programs {
            vm.load(code.clone(), source.clone());
        }
        Ok(vm)
    }
}
