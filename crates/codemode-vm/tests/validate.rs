//! Hand-corrupted states: a state whose indices point outside what they index (a register, a
//! `pc`, a heap reference, an atom, a resume destination, a generator's frame …) is refused by
//! restore with an `InvalidSnapshot` error naming the problem, never restored into a VM that
//! panics when it runs. Several of these used to restore and then panic on the first instruction
//! that used the index.

mod common;

use std::sync::Arc;

use codemode_bytecode::Code;
use codemode_compiler::{CompileOptions, compile};
use codemode_vm::error::EngineError;
use codemode_vm::frame::{Cont, Handler, Ret};
use codemode_vm::heap::{Class, GenState};
use codemode_vm::host::NoHost;
use codemode_vm::value::{Atom, ObjId, StrRef, Value};
use codemode_vm::{RunState, Vm, VmOptions};

/// A VM paused (out of fuel) inside a call, with a generator suspended at a `yield`, an array, a
/// template site and a `try` around the call.
fn paused() -> (Vm, Vm, Arc<Code>) {
    let template = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let src = "function* g() { const x = yield 1; return x }\n\
        const it = g(); it.next();\n\
        const arr = [1, 2, 3];\n\
        const tag = (s) => s.raw.join('|'); tag`a${1}b`;\n\
        function spin() { let s = 0; for (let i = 0; i < 1e5; i++) s += i; return s }\n\
        let r; try { r = spin() } catch (e) { r = e }\n\
        r";
    let code = Arc::new(compile(src, &CompileOptions::default()).unwrap());
    let mut vm = template.clone();
    let unit = vm.load(code.clone(), None);
    vm.start(unit).unwrap();
    assert_eq!(vm.run(&mut NoHost, 20_000).unwrap(), RunState::OutOfFuel);
    assert!(vm.state.frames.len() >= 2, "paused inside spin()");
    (template, vm, code)
}

/// Restores `vm` after `corrupt`: the error message.
fn refused(corrupt: impl FnOnce(&mut Vm)) -> String {
    let (template, mut vm, code) = paused();
    corrupt(&mut vm);
    let bytes = vm.save().unwrap();
    match Vm::restore(&template, &bytes, &[(code, None)]) {
        Ok(_) => panic!("a corrupted state was restored"),
        Err(EngineError::InvalidSnapshot(m)) => m,
        Err(e) => panic!("not an invalid-snapshot error: {e}"),
    }
}

fn top_window(vm: &Vm) -> (usize, usize) {
    let f = vm.state.frames.last().unwrap();
    (f.base as usize, f.top as usize)
}

/// The first object of `class` the program made.
fn find(vm: &mut Vm, pick: impl Fn(&Class) -> bool) -> ObjId {
    let floor = vm.state.heap.intrinsic_objects;
    let (i, _) = vm.state.heap.objects.iter().find(|(i, o)| *i >= floor && pick(&o.class)).expect("the object");
    ObjId(i)
}

#[test]
fn the_uncorrupted_state_restores_and_finishes() {
    let (template, mut vm, code) = paused();
    let bytes = vm.save().unwrap();
    let mut v = Vm::restore(&template, &bytes, &[(code, None)]).unwrap();
    loop {
        match v.run(&mut NoHost, 1_000_000).unwrap() {
            RunState::Finished => break,
            RunState::OutOfFuel => {}
            RunState::Waiting => panic!("waits"),
        }
    }
    assert_eq!(v.outcome().unwrap().unwrap().as_f64(), Some(4_999_950_000.0));
}

#[test]
fn an_out_of_range_pc_is_refused() {
    let m = refused(|vm| vm.state.frames.last_mut().unwrap().pc = 10_000_000);
    assert!(m.contains("pc 10000000 out of range"), "{m}");
}

#[test]
fn a_return_register_outside_the_caller_s_window_is_refused() {
    let m = refused(|vm| vm.state.frames.last_mut().unwrap().ret = Ret::Reg(60_000));
    assert!(m.contains("return register 60000 outside the caller's window"), "{m}");
}

#[test]
fn a_continuation_destination_outside_the_caller_s_window_is_refused() {
    let m = refused(|vm| {
        let caller = &vm.state.frames[vm.state.frames.len() - 2];
        let n = (caller.top - caller.base) as u16;
        // The iterator and its `next` would go to `n - 1` and `n`.
        vm.state.frames.last_mut().unwrap().ret = Ret::Cont(Box::new(Cont::IterRecord { dst: n - 1 }));
    });
    assert!(m.contains("outside the caller's window"), "{m}");
    // Nested in another continuation's outer target.
    let m = refused(|vm| {
        let g = find(vm, |c| matches!(c, Class::Generator(_)));
        vm.state.frames.last_mut().unwrap().ret =
            Ret::Cont(Box::new(Cont::GenStep { generator: g, outer: Ret::Reg(u16::MAX) }));
    });
    assert!(m.contains("return register 65535 outside the caller's window"), "{m}");
    let m = refused(|vm| vm.state.frames.last_mut().unwrap().ret = Ret::Cont(Box::new(Cont::Host { slot: 7 })));
    assert!(m.contains("missing result slot 7"), "{m}");
}

#[test]
fn dangling_heap_references_and_ids_are_refused() {
    let set_local = |v: Value| {
        move |vm: &mut Vm| {
            let (base, _) = top_window(vm);
            vm.state.regs[base + 2] = v;
        }
    };
    let m = refused(set_local(Value::Object(ObjId(5_000_000))));
    assert!(m.contains("dangling object 5000000"), "{m}");
    let m = refused(set_local(Value::Symbol(Atom(4_000_000))));
    assert!(m.contains("dangling atom 4000000"), "{m}");
    let m = refused(set_local(Value::String(StrRef::heap(3_000_000))));
    assert!(m.contains("dangling string"), "{m}");
    let m = refused(set_local(Value::String(StrRef::atom(Atom(4_000_001)))));
    assert!(m.contains("dangling atom 4000001"), "{m}");
    // In a heap object's property.
    let m = refused(|vm| {
        let a = find(vm, |c| matches!(c, Class::Array { .. }));
        if let Class::Array { dense, .. } = &mut vm.state.heap.obj_mut(a).class {
            dense[0] = Value::Object(ObjId(5_000_001));
        }
    });
    assert!(m.contains("dangling object 5000001"), "{m}");
}

#[test]
fn bad_handlers_are_refused() {
    let m = refused(|vm| {
        let f = (vm.state.frames.len() - 1) as u32;
        vm.state.handlers.push(Handler { frame: f, pc: 9_999_999, env: None });
    });
    assert!(m.contains("handler pc out of range"), "{m}");
    let m = refused(|vm| vm.state.handlers.push(Handler { frame: 999, pc: 0, env: None }));
    assert!(m.contains("handler of a missing frame"), "{m}");
    let m = refused(|vm| {
        let top = (vm.state.frames.len() - 1) as u32;
        vm.state.handlers.push(Handler { frame: top, pc: 0, env: None });
        vm.state.handlers.push(Handler { frame: 0, pc: 0, env: None });
    });
    assert!(m.contains("handlers out of stack order"), "{m}");
}

#[test]
fn bad_generator_states_are_refused() {
    // A suspended generator without its frame (resuming it used to panic).
    let m = refused(|vm| {
        let g = find(vm, |c| matches!(c, Class::Generator(_)));
        if let Class::Generator(d) = &mut vm.state.heap.obj_mut(g).class {
            assert_eq!(d.state, GenState::SuspendedYield);
            d.frame = None;
        }
    });
    assert!(m.contains("a suspended generator without its frame"), "{m}");
    // A resume destination outside its window (resuming used to index past the registers).
    let m = refused(|vm| {
        let g = find(vm, |c| matches!(c, Class::Generator(_)));
        if let Class::Generator(d) = &mut vm.state.heap.obj_mut(g).class {
            d.frame.as_mut().unwrap().resume_dst = 60_000;
        }
    });
    assert!(m.contains("resume register 60000 outside the suspended frame's window"), "{m}");
    let m = refused(|vm| {
        let g = find(vm, |c| matches!(c, Class::Generator(_)));
        if let Class::Generator(d) = &mut vm.state.heap.obj_mut(g).class {
            d.frame.as_mut().unwrap().handlers.push(Handler { frame: 0, pc: 1_000_000, env: None });
        }
    });
    assert!(m.contains("handler pc out of range"), "{m}");
}

#[test]
fn bad_object_indices_are_refused() {
    let m = refused(|vm| {
        let a = find(vm, |c| matches!(c, Class::Array { .. }));
        if let Class::Array { len, .. } = &mut vm.state.heap.obj_mut(a).class {
            *len = 1;
        }
    });
    assert!(m.contains("array with 3 dense elements and length 1"), "{m}");
    let m = refused(|vm| {
        let c = find(vm, |c| matches!(c, Class::Closure(_)));
        if let Class::Closure(cl) = &mut vm.state.heap.obj_mut(c).class {
            cl.func = 70_000;
        }
    });
    assert!(m.contains("no function 70000"), "{m}");
    let m = refused(|vm| {
        let key = *vm.state.templates.keys().next().expect("a template site");
        let site = vm.state.templates[&key];
        vm.state.templates.insert((key.0, key.1, 60_000), site);
    });
    assert!(m.contains("template site 60000 out of range"), "{m}");
}

/// postcard's unsigned varint.
fn varint(mut v: u32) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return out;
        }
        out.push(b | 0x80);
    }
}

/// A saved state whose top frame returns through one generator step (`Ret::Cont(GenStep {
/// outer: Ret::Reg(r) })`), with that step's bytes written again `depth` times: the chain a
/// hostile payload nests as deep as its length allows.
fn nested_payload(depth: usize) -> (Vm, Vec<u8>, Arc<Code>) {
    let (template, mut vm, code) = paused();
    let g = find(&mut vm, |c| matches!(c, Class::Generator(_)));
    let r = top_window(&vm).0 as u16;
    let caller = &vm.state.frames[vm.state.frames.len() - 2];
    let r = r.min((caller.top - caller.base) as u16 - 1);
    vm.state.frames.last_mut().unwrap().ret = Ret::Cont(Box::new(Cont::GenStep { generator: g, outer: Ret::Reg(r) }));
    let bytes = vm.save().unwrap();
    // Ret::Cont = 2, Cont::GenStep = 1, the generator (its word, relative to the heap's floor),
    // then Ret::Reg = 0 and the register.
    let word = u32::try_from(g.word(template.state.heap.intrinsic_objects)).unwrap();
    let step: Vec<u8> = [vec![2, 1], varint(word)].concat();
    let end: Vec<u8> = [vec![0], varint(u32::from(r))].concat();
    let whole: Vec<u8> = [step.clone(), end.clone()].concat();
    let at = bytes.windows(whole.len()).position(|w| w == whole.as_slice()).expect("the chain's bytes");
    assert_eq!(bytes.windows(whole.len()).filter(|w| *w == whole.as_slice()).count(), 1, "one match");
    let mut out = bytes[..at].to_vec();
    for _ in 0..depth {
        out.extend_from_slice(&step);
    }
    out.extend_from_slice(&bytes[at + step.len()..]);
    (template, out, code)
}

#[test]
fn continuations_nested_past_the_budget_are_refused_without_overflowing_the_stack() {
    // A shallow chain (the generator step written twice) restores.
    let (template, bytes, code) = nested_payload(2);
    Vm::restore(&template, &bytes, &[(code, None)]).expect("a two-level chain restores");
    // A million levels: decoding them by recursion would overflow any native stack (it aborted
    // the process before the budget); the budget ends the decode at MAX_RET_NESTING levels, well
    // within the 1 MiB thread it runs on here.
    let (template, bytes, code) = nested_payload(1_000_000);
    let m = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || match Vm::restore(&template, &bytes, &[(code, None)]) {
            Ok(_) => panic!("a million-level chain was restored"),
            Err(EngineError::InvalidSnapshot(m)) => m,
            Err(e) => panic!("not an invalid-snapshot error: {e}"),
        })
        .unwrap()
        .join()
        .unwrap();
    assert!(m.contains("continuations nested deeper than 128 levels"), "{m}");
}

#[test]
fn a_state_nesting_continuations_past_the_budget_is_not_saved() {
    let (_, mut vm, _) = paused();
    let g = find(&mut vm, |c| matches!(c, Class::Generator(_)));
    let mut ret = Ret::Reg(0);
    for _ in 0..codemode_vm::frame::MAX_RET_NESTING {
        ret = Ret::Cont(Box::new(Cont::GenStep { generator: g, outer: ret }));
    }
    vm.state.frames.last_mut().unwrap().ret = ret;
    match vm.save() {
        Ok(_) => panic!("a state that could not be read back was saved"),
        Err(e) => assert!(e.to_string().contains("continuations nested deeper than 128 levels"), "{e}"),
    }
}

/// Restore checks and re-indexes only what the snapshot holds (the changed intrinsics and the
/// objects created after them), not the whole realm: a changed intrinsic is still checked, and
/// the derived pending-promise count is the one a full recount gives.
#[test]
fn changed_intrinsics_are_checked_and_counted_without_walking_the_realm() {
    let m = refused(|vm| {
        let g = vm.state.realm.global;
        let key = vm.state.heap.obj(g).props.iter().next().expect("a global").key;
        vm.state.heap.obj_mut(g).props.get_mut(key).expect("the global").slot =
            codemode_vm::heap::Slot::Data(Value::Object(ObjId(5_000_002)));
    });
    assert!(m.contains("dangling object 5000002"), "{m}");
    let template = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let src = "globalThis.p = new Promise(() => {}); const q = new Promise(() => {}); \
        Promise.resolve(1); await new Promise(() => {}); q";
    let code = Arc::new(compile(src, &CompileOptions::default()).unwrap());
    let mut vm = template.clone();
    let unit = vm.load(code.clone(), None);
    vm.start(unit).unwrap();
    assert_eq!(vm.run(&mut NoHost, 1_000_000).unwrap(), RunState::Waiting);
    let bytes = vm.save().unwrap();
    let mut restored = Vm::restore(&template, &bytes, &[(code, None)]).unwrap();
    let counted = restored.state.heap.pending_promises;
    assert!(counted >= 3, "{counted}");
    restored.state.heap.count_pending_promises();
    assert_eq!(counted, restored.state.heap.pending_promises);
    assert_eq!(counted, vm.state.heap.pending_promises);
}
