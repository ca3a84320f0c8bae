//! `Date`: constructor, statics and `Date.prototype` (local time zone is UTC).

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
