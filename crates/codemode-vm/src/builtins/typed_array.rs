//! `ArrayBuffer` and `Uint8Array` (with base64/hex helpers).

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
