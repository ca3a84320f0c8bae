//! Any program that compiles runs under a fuel budget without a panic.
#![no_main]

#[path = "common.rs"]
mod common;

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    let Ok(code) = codemode_compiler::compile(src, &Default::default()) else { return };
    let mut vm = common::template().clone();
    let unit = vm.load(Arc::new(code), None);
    if vm.start(unit).is_err() {
        return;
    }
    let _ = vm.run(&mut codemode_vm::host::NoHost, 200_000);
    let _ = vm.outcome();
});
