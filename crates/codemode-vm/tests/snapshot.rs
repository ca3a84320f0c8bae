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

/// A small deterministic generator for the robustness test.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn corrupt_snapshots_are_errors_not_panics() {
    let template = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let src = "const o = { a: [1, 'x', { b: 2n }], s: new Set([1]) }; let t = 0; for (let i = 0; i < 5; i++) t += i; await null; o";
    let code = Arc::new(compile(src, &CompileOptions::default()).unwrap());
    let mut vm = template.clone();
    let unit = vm.load(code.clone(), None);
    vm.start(unit).unwrap();
    let _ = vm.run(&mut codemode_vm::host::NoHost, 40).unwrap();
    let bytes = vm.save().unwrap();
    let programs = [(code, None)];
    assert!(Vm::restore(&template, &bytes, &programs).is_ok());
    // Every truncation.
    for n in 0..bytes.len() {
        assert!(Vm::restore(&template, &bytes[..n], &programs).is_err(), "truncation to {n} was accepted");
    }
    // Random bit flips and random bytes: errors or valid VMs that run without panicking.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..3000 {
        let mut b = bytes.clone();
        for _ in 0..(1 + rng.next() % 4) {
            let i = (rng.next() as usize) % b.len();
            b[i] ^= 1 << (rng.next() % 8);
        }
        if let Ok(mut v) = Vm::restore(&template, &b, &programs) {
            let _ = v.run(&mut codemode_vm::host::NoHost, 5_000);
        }
    }
    for len in [0usize, 1, 29, 30, 31, 64, 500] {
        let b: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        assert!(Vm::restore(&template, &b, &programs).is_err());
    }
}

#[test]
fn first_pause_snapshot_size_of_tool_program() {
    struct Lookup(u32);
    impl codemode_vm::Host for Lookup {
        fn tool_call(&mut self, _path: &str, _input: Option<serde_json::Value>) -> Result<u32, codemode_vm::HostError> {
            self.0 += 1;
            Ok(self.0)
        }
        fn search(&mut self, _: serde_json::Value) -> Result<serde_json::Value, codemode_vm::HostError> {
            Ok(serde_json::Value::Null)
        }
    }
    let template = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let src =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../benches/programs/tool-program-20.js"))
            .unwrap();
    let code = Arc::new(compile(&src, &CompileOptions::default()).unwrap());
    let mut vm = template.clone();
    let unit = vm.load(code.clone(), None);
    vm.start(unit).unwrap();
    let mut host = Lookup(0);
    let state = vm.run(&mut host, 1_000_000).unwrap();
    assert_eq!(state, codemode_vm::RunState::Waiting);
    let bytes = vm.save().unwrap();
    println!("first pause: {} bytes", bytes.len());
    assert!(bytes.len() < 4096, "{} bytes", bytes.len());
    // The tool references' paths travel as references to the run's strings and atoms
    // (`"orders.lookup"` the prelude keeps, the atom `orders`): they come back, and the bytes
    // with them.
    let programs = [(code, None)];
    let mut back = Vm::restore(&template, &bytes, &programs).unwrap();
    assert_eq!(back.state.tool_refs.keys().collect::<Vec<_>>(), ["", "orders", "orders.lookup"]);
    assert_eq!(back.save().unwrap(), bytes);
    for n in 0..bytes.len() {
        assert!(Vm::restore(&template, &bytes[..n], &programs).is_err(), "truncation to {n} was accepted");
    }
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for _ in 0..2000 {
        let mut b = bytes.clone();
        let i = (rng.next() as usize) % b.len();
        b[i] ^= 1 << (rng.next() % 8);
        if let Ok(mut v) = Vm::restore(&template, &b, &programs) {
            let _ = v.run(&mut Lookup(0), 5_000);
        }
    }
}

/// A VM links a program once: loading it again (a recycled VM's next run, or a restore whose atoms
/// begin with the ones linking added) reuses the links, and the state is the same either way.
#[test]
fn a_program_loaded_again_reuses_its_links_with_the_same_state() {
    let template = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let src =
        "const o = { alpha: 1, beta: 'gamma' }; let t = 0; for (let i = 0; i < 1000; i++) t += i; o.alpha + t + o.beta";
    let code = Arc::new(compile(src, &CompileOptions::default()).unwrap());
    let paused_bytes = |vm: &mut Vm| {
        let unit = vm.load(code.clone(), None);
        vm.start(unit).unwrap();
        let _ = vm.run(&mut codemode_vm::host::NoHost, 300).unwrap();
        vm.save().unwrap()
    };
    // Linked, then linked from the cache after a reset: the same bytes.
    let mut vm = template.clone();
    let first = paused_bytes(&mut vm);
    vm.reset_to(&template);
    let again = paused_bytes(&mut vm);
    assert_eq!(first, again);
    // Restored into the VM that has the links (the snapshot's atoms begin with the ones linking
    // added) and into a fresh one: both finish alike and save the same bytes on the way.
    vm.reset_to(&template);
    let mut cached = Vm::restore_into(vm, &template, &first, &[(code.clone(), None)]).unwrap();
    let mut fresh = Vm::restore(&template, &first, &[(code.clone(), None)]).unwrap();
    assert_eq!(cached.save().unwrap(), fresh.save().unwrap());
    let a = cached.run(&mut codemode_vm::host::NoHost, 1_000_000).unwrap();
    let b = fresh.run(&mut codemode_vm::host::NoHost, 1_000_000).unwrap();
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    assert_eq!(cached.save().unwrap(), fresh.save().unwrap());
}
