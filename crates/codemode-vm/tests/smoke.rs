//! Runs small programs through compiler + VM directly (no tools).

mod common;

use serde_json::json;

#[test]
fn smoke_programs() {
    let cases: &[(&str, serde_json::Value)] = &[
        ("1 + 1", json!(2)),
        ("function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } return fib(15)", json!(610)),
        ("let s = 0; for (let i = 0; i < 10; i++) s += i; s", json!(45)),
        ("return [1,2,3].map(x => x * 2)", json!([2, 4, 6])),
        ("class A { #x = 1; get x() { return this.#x } } return new A().x", json!(1)),
        ("async function f() { await null; return 5 } return await f()", json!(5)),
        ("try { null.x } catch (e) { return e instanceof TypeError }", json!(true)),
    ];
    common::check_values(cases);
}
