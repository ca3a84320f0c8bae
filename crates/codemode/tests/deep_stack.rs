//! No program overflows the native stack: every shape that could make Rust recurse without bound
//! (deep data built in a loop, deeply nested or huge regular expressions, chains of native calls,
//! getters and conversions re-entering built-ins, proxy and prototype chains) ends in a value or a
//! catchable error on a thread with a 256 KiB stack, in a debug build — the smallest stack the
//! hosts use and the largest frames. The stack overflows these cases caused are named after them.

use codemode::Runtime;
use futures::executor::block_on;
use serde_json::{Value, json};

// `CODEMODE_ROUNDTRIP=1` (step 55 of the test scripts) snapshots every run every few instructions;
// these programs build data 10^4–10^5 deep in loops, which makes that mode quadratic (the 100k
// alternatives case did not finish in 5 min). What they test is the native stack, which a restore
// does not change: they run in normal mode (step 50), and return at once in forced roundtrip mode.
mod common;
use common::roundtrip_forced;

/// Runs `src` on a thread with a 256 KiB stack; its result as JSON.
fn run(src: &str) -> Value {
    let src = src.to_string();
    std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(move || {
            let rt = Runtime::builder().build().unwrap();
            block_on(rt.execute(&src)).to_json()
        })
        .unwrap()
        .join()
        .expect("no panic")
}

fn value(src: &str) -> Value {
    let r = run(src);
    assert_eq!(r["ok"], json!(true), "{src}: {r}");
    r["value"].clone()
}

fn thrown(src: &str) -> String {
    let r = run(src);
    assert_eq!(r["ok"], json!(false), "{src}: {r}");
    r["error"]["message"].as_str().unwrap().to_string()
}

#[test]
fn regexp_nested_100k_groups_is_a_syntax_error() {
    if roundtrip_forced() {
        return;
    }
    // Was a stack overflow in regress's parser (256 nested groups need about 1 MiB in debug).
    for open in ["(", "(?:", "(?=", "(?<!"] {
        let m =
            thrown(&format!("const n = 1e5; return new RegExp('{open}'.repeat(n) + 'a' + ')'.repeat(n)).test('a')"));
        assert!(m.starts_with("SyntaxError: Invalid regular expression: /"), "{m}");
    }
}

#[test]
fn regexp_nested_within_the_bound_works() {
    if roundtrip_forced() {
        return;
    }
    assert_eq!(value("const n = 250; return new RegExp('('.repeat(n) + 'a' + ')'.repeat(n)).test('a')"), json!(true));
    // The engine's own program (sticky matches) is built on the grown stack too.
    assert_eq!(
        value("const n = 250; return new RegExp('(?:a|'.repeat(n) + 'a' + ')*'.repeat(n), 'y').test('a')"),
        json!(true)
    );
}

#[test]
fn regexp_with_100k_alternatives_is_too_large() {
    if roundtrip_forced() {
        return;
    }
    // Was a stack overflow walking regress's chain of binary alternation nodes.
    let m = thrown("return new RegExp(Array.from({ length: 1e5 }, (_, i) => 'x' + i).join('|')).test('x99999')");
    assert!(m.contains("/: Regular expression too large"), "{}", &m[m.len() - 80..]);
    assert_eq!(
        value("return new RegExp(Array.from({ length: 1e4 }, (_, i) => 'x' + i).join('|')).test('x9999')"),
        json!(true)
    );
}

#[test]
fn call_of_call_chain_does_not_recurse() {
    if roundtrip_forced() {
        return;
    }
    // Was a stack overflow: each native tail call recursed through `invoke`.
    let src = "const c = Function.prototype.call; let args = [() => 1]; for (let i = 0; i < 3000; i++) args = [c, ...args]; return c.apply(c, args)";
    assert_eq!(value(src), json!(1));
}

#[test]
fn bound_chain_is_called_and_constructed_without_recursing() {
    if roundtrip_forced() {
        return;
    }
    // `new` of a 3000-deep bound chain overflowed in `is_constructor` and `construct_inner`.
    let src = "function F(x) { this.a = x; return x === 7 ? undefined : { called: x } } let f = F; for (let i = 0; i < 3000; i++) f = f.bind(null, 7); const o = new f(); return [o.a, o instanceof f, typeof f]";
    assert_eq!(value(src), json!([7, true, "function"]));
    let g = "function G(x) { return x } let g = G; for (let i = 0; i < 3000; i++) g = g.bind(null); return g(5)";
    assert_eq!(value(g), json!(5));
}

/// Shapes that already ended in a value or a catchable error, kept so that none regresses (20,000
/// levels: far past what recursion on a 256 KiB stack survives).
#[test]
fn deep_data_and_reentrance_end_in_values_or_errors() {
    if roundtrip_forced() {
        return;
    }
    let obj = "let o = {}; for (let i = 0; i < 2e4; i++) o = { a: o };";
    let arr = "let o = []; for (let i = 0; i < 2e4; i++) o = [o];";
    let proxy = "let p = { x: 1 }; for (let i = 0; i < 2e4; i++) p = new Proxy(p, {});";
    let proto = "let o = {}; for (let i = 0; i < 2e4; i++) o = Object.create(o);";
    let cases: Vec<String> = vec![
        "const n = 1e6; JSON.parse('['.repeat(n) + ']'.repeat(n)); return 1".into(),
        "const n = 1e5; JSON.parse('{\"a\":'.repeat(n) + '1' + '}'.repeat(n)); return 1".into(),
        format!("{obj} return JSON.stringify(o).length"),
        format!("{arr} return JSON.stringify(o, null, 1).length"),
        format!("{obj} structuredClone(o); return 1"),
        format!("{obj} console.log(o); return 1"),
        format!("{obj} return o"),
        format!("{arr} return String(o).length"),
        format!("{arr} return o.flat(Infinity).length"),
        format!("{proxy} return [p.x, 'x' in p, Object.keys(p), delete p.x]"),
        format!("{proxy} console.log(p); return 1"),
        format!("{proto} return [o.x, 'x' in o, o instanceof Object]"),
        "let d = 0; const o = { toString() { d++; return d < 5e4 ? String(o) : 'x' } }; return String(o)".into(),
        "let d = 0; const o = { valueOf() { d++; return d < 5e4 ? +o : 1 } }; return +o".into(),
        "let d = 0; const o = { [Symbol.toPrimitive]() { d++; return d < 5e4 ? `${o}` : 'x' } }; return `${o}`".into(),
        "let d = 0; const o = { get x() { d++; return d < 5e4 ? JSON.stringify(o) : 1 } }; return JSON.stringify(o)"
            .into(),
        "let d = 0; function f() { d++; if (d < 3000) [2, 1].sort(() => { f(); return 0 }); return d } return f()"
            .into(),
        // 9,000 links: every link is pending until the loop ends, and the default cap refuses more
        // than 10,000 pending promises (tests/conformance/limits).
        "let p = Promise.resolve(1); for (let i = 0; i < 9e3; i++) p = p.then((x) => x); return await p".into(),
        "let s = 'x'.repeat(100); for (let i = 0; i < 2e4; i++) s = 'y' + s; return s.indexOf('z')".into(),
        "function f(d) { return d > 0 ? f(d - 1) + 1 : 0 } return f(1e6)".into(),
    ];
    for src in cases {
        let r = run(&src);
        if r["ok"] == json!(false) {
            let m = r["error"]["message"].as_str().unwrap();
            assert!(m.starts_with("RangeError: Maximum call stack size exceeded") || m.contains("depth"), "{src}: {m}");
        }
    }
}
