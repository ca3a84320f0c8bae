//! RegExp integration tests: bounded matching of pathological patterns, snapshots taken in the
//! middle of regexp work, and the VM staying `Send` although compiled patterns are cached per
//! thread.

mod common;

use std::sync::Arc;

use codemode_compiler::{CompileOptions, compile};
use codemode_vm::host::NoHost;
use codemode_vm::{RunState, Vm, VmOptions};
use serde_json::json;

#[test]
fn vm_is_send() {
    fn assert_send<T: Send>() {}
    assert_send::<Vm>();
}

#[test]
fn pathological_patterns_answer_or_throw_quickly() {
    let cases = [
        (r#"let a = ""; for (let i = 0; i < 1000; i++) a += "a"; return /(a+)+$/.test(a + "b")"#, json!(false)),
        (r#"let a = ""; for (let i = 0; i < 200; i++) a += "word "; return /^(\w+\s?)+$/.test(a + "!")"#, json!(false)),
        (
            r#"let a = ""; for (let i = 0; i < 40; i++) a += "a";
               try { return /(a+)+\1$/.test(a + "b") } catch (e) { return [e.name, /^Maximum regular expression backtracking exceeded/.test(e.message)] }"#,
            json!(["RangeError", true]),
        ),
        (
            r#"let a = ""; for (let i = 0; i < 2000; i++) a += "ab";
               return a.replace(/(?:(?:a*)?b)*c/g, "x").length"#,
            json!(4000),
        ),
    ];
    for (src, want) in cases {
        let got = common::run(src);
        assert_eq!(got, Ok(want), "{src}");
    }
}

/// Runs `src` to completion, snapshotting and restoring the state every `fuel` instructions;
/// the restored runs happen on fresh threads, whose pattern caches are empty.
fn run_with_roundtrips(src: &str, fuel: u64) -> serde_json::Value {
    let template = Vm::new(common::prelude_code(), VmOptions::default()).expect("vm");
    let mut vm = template.clone();
    let code = Arc::new(compile(src, &CompileOptions::default()).expect("compiles"));
    let unit = vm.load(code.clone(), Some(src.into()));
    vm.start(unit).expect("starts");
    for _ in 0..100_000 {
        let state = std::thread::spawn(move || {
            let mut host = NoHost;
            let st = vm.run(&mut host, fuel).expect("runs");
            (vm, st)
        })
        .join()
        .expect("thread");
        vm = state.0;
        match state.1 {
            RunState::Finished => {
                return match vm.outcome() {
                    Some(Ok(v)) => v,
                    other => panic!("failed: {other:?}"),
                };
            }
            RunState::OutOfFuel => {
                let bytes = vm.save().expect("encodes");
                vm = Vm::restore(&template, &bytes, &[(code.clone(), Some(src.into()))]).expect("decodes");
            }
            RunState::Waiting => panic!("waits"),
        }
    }
    panic!("did not finish");
}

#[test]
fn snapshots_inside_regexp_work_roundtrip() {
    let src = r#"
        const re = /(\d)(?<l>[a-z])?/g
        const out = []
        for (const m of "1a2b3 4c".matchAll(re)) {
            let s = 0
            for (let i = 0; i < 50; i++) s += i
            out.push(m[0] + ":" + m.index + ":" + (m.groups.l ?? "-"))
        }
        const sticky = /\w+\s*/y
        const words = []
        let m
        while ((m = sticky.exec("alpha beta gamma")) !== null) words.push(m[0].length + "@" + sticky.lastIndex)
        const tok = /x/g
        tok.lastIndex = 2
        return [out, words, "a-b_c".split(/[-_]/), "aXbX".replace(/x/gi, (c) => c + c), tok.exec("xxx").index, tok.lastIndex, String(re)]
    "#;
    let want = json!([
        ["1a:0:a", "2b:2:b", "3:4:-", "4c:6:c"],
        ["6@6", "5@11", "5@16"],
        ["a", "b", "c"],
        "aXXbXX",
        2,
        3,
        "/(\\d)(?<l>[a-z])?/g"
    ]);
    assert_eq!(common::run(src), Ok(want.clone()));
    for fuel in [7, 61, 500] {
        assert_eq!(run_with_roundtrips(src, fuel), want, "fuel {fuel}");
    }
}
