//! The prelude's linking lists: a name missing on either side fails the creation of every VM.

mod common;

use std::sync::Arc;

use codemode_compiler::{CompileOptions, compile};
use codemode_vm::{Vm, VmOptions, prelude};

fn vm_from(source: &str) -> Result<Vm, String> {
    let opts = CompileOptions { typescript: false, builtin: true, intrinsics: prelude::INTRINSICS };
    let code = compile(source, &opts).map_err(|d| format!("compile: {d}"))?;
    Vm::new(Arc::new(code), VmOptions::default()).map_err(|e| e.to_string())
}

#[test]
fn the_real_prelude_links() {
    Vm::new(common::prelude_code(), VmOptions::default()).expect("the prelude's names all link");
}

#[test]
fn a_missing_export_or_registration_fails_at_once() {
    let renamed = "__export(\"P$get\",";
    let dropped = "__register(\"to_data\", toData)";
    assert!(prelude::SOURCE.contains(renamed) && prelude::SOURCE.contains(dropped));
    let source = prelude::SOURCE.replace(renamed, "__export(\"P$gte\",").replace(dropped, "");
    let err = vm_from(&source).expect_err("a broken prelude is refused");
    assert!(err.contains("did not __export \"P$get\""), "{err}");
    assert!(err.contains("\"P$gte\" is in the hidden object but in no linking list"), "{err}");
    assert!(err.contains("did not __register \"to_data\""), "{err}");
}

#[test]
fn an_undeclared_registration_is_refused() {
    let source = format!("{}\n__register(\"no_such_slot\", function () {{}})\n", prelude::SOURCE);
    let err = vm_from(&source).expect_err("refused");
    assert!(err.contains("unknown prelude registration no_such_slot"), "{err}");
}

#[test]
fn an_unknown_intrinsic_fails_to_compile() {
    let source = format!("{}\n__noSuchIntrinsic(1)\n", prelude::SOURCE);
    let err = vm_from(&source).expect_err("refused");
    assert!(err.contains("Unknown intrinsic `__noSuchIntrinsic`"), "{err}");
}
