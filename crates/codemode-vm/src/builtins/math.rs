//! `Math`, with a seeded `random` whose state is part of the run.

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
