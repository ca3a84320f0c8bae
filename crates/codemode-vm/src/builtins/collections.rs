//! `Map`, `Set`, `WeakMap`, `WeakSet` and their iterators' data.

use crate::Vm;

pub(crate) fn setup(_vm: &mut Vm) {}
