//! Arbitrary bytes given to the VM's own decoder (`Vm::restore`) give an error or a valid VM: never a
//! panic. (`snapshot_decode` fuzzes the public snapshot, structure-aware.)
#![no_main]

#[path = "common.rs"]
mod common;

use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;

fn program() -> &'static Arc<codemode_bytecode::Code> {
    static P: OnceLock<Arc<codemode_bytecode::Code>> = OnceLock::new();
    P.get_or_init(|| {
        let src = "const o = { a: [1, 'x', { b: 2n }] }; let s = 0; for (let i = 0; i < 5; i++) s += i; await null; o";
        Arc::new(codemode_compiler::compile(src, &Default::default()).expect("compiles"))
    })
}

/// With `CODEMODE_FUZZ_SEEDS=<dir>`, writes the program's own saved state after every fuel step
/// up to its pause to `<dir>` first: real states of the one program the target restores against,
/// for mutations to start from.
fn write_seeds() {
    let Ok(dir) = std::env::var("CODEMODE_FUZZ_SEEDS") else { return };
    std::fs::create_dir_all(&dir).expect("seed directory");
    for fuel in 1..400u64 {
        let mut vm = common::template().clone();
        let unit = vm.load(program().clone(), None);
        if vm.start(unit).is_err() {
            return;
        }
        let state = vm.run(&mut codemode_vm::host::NoHost, fuel);
        if let Ok(bytes) = vm.save() {
            std::fs::write(format!("{dir}/state-{fuel:03}"), bytes).expect("seed file");
        }
        if !matches!(state, Ok(codemode_vm::RunState::OutOfFuel)) {
            return;
        }
    }
}

fuzz_target!(init: write_seeds(), |data: &[u8]| {
    let t = common::template();
    let programs = [(program().clone(), None)];
    if let Ok(mut vm) = codemode_vm::Vm::restore(t, data, &programs) {
        // A state that validates must also run without panicking.
        let _ = vm.run(&mut codemode_vm::host::NoHost, 10_000);
    }
});
