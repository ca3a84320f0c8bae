//! `RegExp` (placeholder for the regexp area): creating regexp objects from literals.

use std::sync::Arc;

use crate::Vm;
use crate::error::JsResult;
use crate::heap::{Class, Object, RegExpData};
use crate::value::ObjId;

pub(crate) fn setup(vm: &mut Vm) {
    let op = vm.state.realm.object_prototype;
    let proto = vm.intrinsic_object(Some(op));
    vm.state.realm.regexp_prototype = proto;
}

/// Creates a regexp object (`NewRegExp`, `new RegExp`).
///
/// # Errors
/// `SyntaxError` for an invalid pattern or flags.
pub(crate) fn new_regexp(vm: &mut Vm, source: Arc<[u16]>, flags: &str, proto: Option<ObjId>) -> JsResult<ObjId> {
    let p = proto.unwrap_or(vm.state.realm.regexp_prototype);
    let o = vm
        .state
        .heap
        .alloc(Object::new(Some(p), Class::RegExp(Box::new(RegExpData { source, flags: flags.to_string() }))));
    Ok(o)
}
