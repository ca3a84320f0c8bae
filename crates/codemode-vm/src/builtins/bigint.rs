//! `BigInt`: the function, `asIntN`/`asUintN`, `BigInt.prototype`.

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
