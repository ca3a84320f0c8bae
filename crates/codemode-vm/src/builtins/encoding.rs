//! `TextEncoder`, `TextDecoder`, `atob`, `btoa`, `encodeURI*`/`decodeURI*`.

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
