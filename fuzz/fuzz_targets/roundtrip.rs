//! Saving and restoring at any point gives the same outcome as an uninterrupted run.
#![no_main]

#[path = "common.rs"]
mod common;

use std::sync::Arc;

use codemode_vm::RunState;
use libfuzzer_sys::fuzz_target;

fn finish(vm: &mut codemode_vm::Vm) -> Option<String> {
    for _ in 0..100 {
        match vm.run(&mut codemode_vm::host::NoHost, 10_000) {
            Ok(RunState::Finished) => return Some(format!("{:?}", vm.outcome())),
            Ok(RunState::OutOfFuel) => {}
            _ => return None,
        }
    }
    None
}

fuzz_target!(|data: &[u8]| {
    let Some((&cut, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let Ok(code) = codemode_compiler::compile(src, &Default::default()) else { return };
    let code = Arc::new(code);
    let t = common::template();
    let mut a = t.clone();
    let unit = a.load(code.clone(), None);
    if a.start(unit).is_err() {
        return;
    }
    let mut b = a.clone();
    let expected = finish(&mut a);
    if !matches!(b.run(&mut codemode_vm::host::NoHost, u64::from(cut) + 1), Ok(RunState::OutOfFuel)) {
        return;
    }
    let bytes = b.save().expect("save");
    let mut restored = codemode_vm::Vm::restore(t, &bytes, &[(code, None)]).expect("restore");
    assert_eq!(finish(&mut restored), expected);
});
