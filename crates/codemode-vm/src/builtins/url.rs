//! `URL` and `URLSearchParams` (WHATWG, on the `url` crate).

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
