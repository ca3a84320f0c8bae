//! `JSON.parse` and `JSON.stringify` (native fast paths; callbacks in the prelude).

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
