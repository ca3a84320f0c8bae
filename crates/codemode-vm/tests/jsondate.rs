//! JSON, Date, URL, encoding and typed-array built-ins: Rust-side checks of the natives (deep
//! data, the clock, the base64 proposal that node 20 cannot check), plus scratch runners.

mod common;

use std::sync::Arc;

use codemode_compiler::{CompileOptions, compile};
use codemode_vm::host::NoHost;
use codemode_vm::{RunState, Vm, VmOptions};
use serde_json::json;

/// Runs `src` on a VM whose clock reads `now`.
fn run_at(src: &str, now: f64) -> Result<serde_json::Value, String> {
    let mut vm = Vm::new(common::prelude_code(), VmOptions::default()).map_err(|e| e.to_string())?;
    vm.set_now(now);
    let code = compile(src, &CompileOptions::default()).map_err(|d| d.message)?;
    let unit = vm.load(Arc::new(code), None);
    vm.start(unit).map_err(|e| e.to_string())?;
    match vm.run(&mut NoHost, 10_000_000).map_err(|e| e.to_string())? {
        RunState::Finished => {}
        other => return Err(format!("{other:?}")),
    }
    match vm.outcome() {
        Some(Ok(v)) => Ok(v),
        Some(Err(f)) => Err(format!("{}: {}", f.kind, f.message)),
        None => Err("no outcome".into()),
    }
}

fn check(cases: &[(&str, serde_json::Value)]) {
    common::check_values(cases);
}

#[test]
fn date_reads_the_clock_the_host_set() {
    let src = "return [Date.now(), new Date().toISOString(), typeof Date(), Date().slice === undefined ? null : Date().length > 20]";
    let got = run_at(src, 1_700_000_000_123.9).unwrap();
    assert_eq!(got[0], json!(1_700_000_000_123_i64));
    assert_eq!(got[1], json!("2023-11-14T22:13:20.123Z"));
    assert_eq!(got[2], json!("string"));
}

/// A host whose clock reads a fixed time.
struct ClockHost(f64);

impl codemode_vm::Host for ClockHost {
    fn tool_call(&mut self, path: &str, input: Option<serde_json::Value>) -> Result<u32, codemode_vm::HostError> {
        NoHost.tool_call(path, input)
    }
    fn search(&mut self, input: serde_json::Value) -> Result<serde_json::Value, codemode_vm::HostError> {
        NoHost.search(input)
    }
    fn now_ms(&mut self) -> f64 {
        self.0
    }
}

#[test]
fn date_reads_the_clock_a_host_reports() {
    let mut vm = Vm::new(common::prelude_code(), VmOptions::default()).unwrap();
    let code = compile("return [Date.now(), new Date().getUTCFullYear()]", &CompileOptions::default()).unwrap();
    let unit = vm.load(Arc::new(code), None);
    vm.start(unit).unwrap();
    assert_eq!(vm.run(&mut ClockHost(1_700_000_000_000.0), 1_000_000).unwrap(), RunState::Finished);
    assert_eq!(vm.outcome().unwrap().unwrap(), json!([1_700_000_000_000_i64, 2023]));
}

#[test]
fn json_handles_deep_nesting_without_recursion() {
    check(&[
        (
            "const t = '['.repeat === undefined ? null : null; let s = ''; for (let i = 0; i < 200000; i++) s += '['; for (let i = 0; i < 200000; i++) s += ']'; let v = JSON.parse(s); let d = 0; while (v.length) { v = v[0]; d++ } return d",
            json!(199_999),
        ),
        ("let a = []; for (let i = 0; i < 4000; i++) a = [a]; return JSON.stringify(a).length", json!(8002)),
        (
            "let a = []; for (let i = 0; i < 100000; i++) a = [a]; try { JSON.stringify(a); return 'no error' } catch (e) { return e.name }",
            json!("RangeError"),
        ),
        (
            "let o = {}; const root = o; for (let i = 0; i < 100000; i++) { o.n = {}; o = o.n } o.n = root; try { JSON.stringify(root) } catch (e) { return e.name }",
            json!("RangeError"),
        ),
    ]);
}

#[test]
fn json_stringify_bails_to_the_prelude_without_repeating_effects() {
    check(&[
        (
            "let n = 0; const o = { a: [1, 2, { b: 'x' }], get g() { n++; return n }, c: new Date(0), d: { toJSON() { n += 10; return 'T' } } }; return [JSON.stringify(o), n]",
            json!([r#"{"a":[1,2,{"b":"x"}],"g":1,"c":"1970-01-01T00:00:00.000Z","d":"T"}"#, 11]),
        ),
        (
            "Date.prototype.toISOString = function () { return 'patched' }; return JSON.stringify([new Date(0)])",
            json!(r#"["patched"]"#),
        ),
        ("const d = new Date(0); d.valueOf = () => NaN; return JSON.stringify(d)", json!("null")),
        (
            "const e = new Error('m'); e.self = e; try { JSON.stringify(e) } catch (x) { return x.message.split === undefined ? x.name : x.name }",
            json!("TypeError"),
        ),
    ]);
}

#[test]
fn typed_array_writes_convert_and_ignore_out_of_range() {
    check(&[
        (
            "const u = new Uint8Array(2); u[0] = 257; u[1] = '3'; u[2] = 9; u[-1] = 9; u['1.5'] = 9; return [u[0], u[1], u[2], Object.keys(u)]",
            json!([1, 3, null, ["0", "1"]]),
        ),
        ("const u = new Uint8Array(1); try { u[0] = 1n } catch (e) { return e.name }", json!("TypeError")),
        (
            "const u = new Uint8Array(3); const log = []; u[0] = { valueOf() { log.push('v0'); return 258 } }; u[5] = { valueOf() { log.push('v5'); return 1 } }; u[1] = new Number(7); u[2] = new Date(300); return [Array.from(u), log]",
            json!([[2, 7, 44], ["v0", "v5"]]),
        ),
    ]);
}

#[test]
fn uint8array_base64_and_hex() {
    check(&[
        (
            "return [Uint8Array.fromBase64('aGVsbG8gd29ybGQ=').toHex(), new Uint8Array([251, 255]).toBase64(), new Uint8Array([251, 255]).toBase64({ alphabet: 'base64url' }), new Uint8Array([1]).toBase64({ omitPadding: true })]",
            json!(["68656c6c6f20776f726c64", "+/8=", "-_8=", "AQ"]),
        ),
        (
            "return [Array.from === undefined ? null : null, Uint8Array.fromBase64(' Zm9v\\nYg ').length, Uint8Array.fromBase64('Zm9vYg', { lastChunkHandling: 'stop-before-partial' }).length]",
            json!([null, 4, 3]),
        ),
        (
            "const r = []; for (const s of ['Zg=', 'Z', 'Zm9v!']) { try { Uint8Array.fromBase64(s); r.push('ok') } catch (e) { r.push(e.name) } } try { Uint8Array.fromBase64('Zh==', { lastChunkHandling: 'strict' }) } catch (e) { r.push(e.name) } try { Uint8Array.fromBase64('Zg==', { alphabet: 'hex' }) } catch (e) { r.push(e.name) } return r",
            json!(["SyntaxError", "SyntaxError", "SyntaxError", "SyntaxError", "TypeError"]),
        ),
        (
            "const t = new Uint8Array(4); const r = t.setFromBase64('aGVsbG8='); const h = new Uint8Array(3); let e; try { h.setFromHex('aabbzz') } catch (x) { e = x.name } return [r, t[0], t[3], h[0], h[1], h[2], e, new Uint8Array(2).setFromHex('0102ff')]",
            json!([{"read": 4, "written": 3}, 104, 0, 170, 187, 0, "SyntaxError", {"read": 4, "written": 2}]),
        ),
    ]);
}

/// Runs the program in the file named by `JD_SRC` and prints its outcome and logs (a scratch
/// aid: `JD_SRC=/tmp/x.js cargo test -p codemode-vm --test jsondate adhoc -- --nocapture`).
#[test]
fn adhoc() {
    let Ok(path) = std::env::var("JD_SRC") else {
        return;
    };
    let src = std::fs::read_to_string(path).unwrap_or_default();
    let ran = common::run_full(&src);
    for l in &ran.logs {
        println!("log: {l}");
    }
    match ran.result {
        Ok(v) => println!("ok: {v}"),
        Err((k, m)) => println!("err: {k}: {m}"),
    }
}

/// Checks the case files named in `JD_CASES` (space-separated) with the text of `JD_SHIM`
/// prepended to each program (stand-ins for built-ins of other areas while they are missing).
#[test]
fn adhoc_cases() {
    let Ok(list) = std::env::var("JD_CASES") else {
        return;
    };
    let shim = std::env::var("JD_SHIM")
        .ok()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .unwrap_or_default()
        .replace('\n', " ");
    for path in list.split_whitespace() {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let tmp = std::env::temp_dir().join("jd_case.js");
        let end = text.find("---*/").map_or(0, |e| e + 5);
        let patched = format!("{}{shim}{}", &text[..end], &text[end..]);
        std::fs::write(&tmp, patched).unwrap();
        match common::check_case(&tmp) {
            Ok(()) => println!("PASS {path}"),
            Err(e) => println!("FAIL {path}: {e}"),
        }
    }
}

/// Runs the test262 files named in `T262_FILES` (space-separated paths of files extracted from
/// the test262 mirror) with the harness files of `T262_HARNESS` (assert.js, sta.js and each
/// test's includes) and `JD_SHIM` prepended; prints one line per file.
#[test]
fn adhoc_test262() {
    let Ok(list) = std::env::var("T262_FILES") else {
        return;
    };
    let dir = std::env::var("T262_HARNESS").unwrap_or_default();
    let read = |name: &str| std::fs::read_to_string(format!("{dir}/{name}")).unwrap_or_default();
    let shim = std::env::var("JD_SHIM").ok().and_then(|p| std::fs::read_to_string(p).ok()).unwrap_or_default();
    let (mut pass, mut fail) = (0, 0);
    for path in list.split_whitespace() {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.contains("noStrict") || text.contains("raw]") {
            continue;
        }
        let mut src = shim.clone();
        src.push_str(&read("assert.js"));
        src.push_str(&read("sta.js"));
        if let Some(i) = text.find("includes: [") {
            let rest = &text[i + 11..];
            let end = rest.find(']').unwrap_or(0);
            for inc in rest[..end].split(',') {
                src.push_str(&read(inc.trim()));
            }
        }
        src.push_str(&text);
        src.push_str("\nreturn 'ok'\n");
        match common::run(&src) {
            Ok(v) if v == serde_json::json!("ok") => pass += 1,
            other => {
                fail += 1;
                println!("FAIL {path}: {other:?}");
            }
        }
    }
    println!("test262: {pass} passed, {fail} failed");
}
