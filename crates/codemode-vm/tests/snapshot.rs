//! Snapshots: a saved VM restores into a fresh one and continues exactly.

mod common;

use std::sync::Arc;

use codemode_compiler::{CompileOptions, compile};
use codemode_vm::{Vm, VmOptions};

#[test]
fn fresh_vm_roundtrips() {
    let template = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let mut vm = template.clone();
    let src = "let x = 1; x + 1";
    let code = Arc::new(compile(src, &CompileOptions::default()).unwrap());
    let unit = vm.load(code.clone(), None);
    vm.start(unit).unwrap();
    let bytes = vm.save().unwrap();
    let restored = Vm::restore(&template, &bytes, &[(code, None)]);
    assert!(restored.is_ok(), "{:?}", restored.err());
}
