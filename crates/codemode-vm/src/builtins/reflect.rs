//! `Reflect` and `structuredClone`.

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
