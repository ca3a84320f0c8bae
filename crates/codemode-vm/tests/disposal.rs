//! Explicit resource management: `using` / `await using` disposal on every completion, error
//! combination with `SuppressedError`, the disposable stacks, and disposal that survives a
//! snapshot taken in the middle of it.

mod common;

use serde_json::json;

fn run_with_snapshots(src: &str, every: u64) -> serde_json::Value {
    common::run_with_snapshots(src, every, 1_000_000)
}

const RES: &str = r#"
    const log = []
    const res = (name) => ({ [Symbol.dispose]() { log.push("-" + name) } })
    const ares = (name) => ({ async [Symbol.asyncDispose]() { await null; log.push("~" + name) } })
"#;

fn check(body: &str, want: serde_json::Value) {
    let src = format!("{RES}\n{body}");
    assert_eq!(common::run(&src).expect("runs"), want, "{body}");
    assert_eq!(run_with_snapshots(&src, 7), want, "{body} (with snapshots)");
}

#[test]
fn disposal_on_every_completion() {
    // Normal completion, in reverse order of declaration; null and undefined are skipped.
    check(
        "{ using a = res('a'), n = null; using b = res('b'), u = undefined; log.push('body') }\nreturn log",
        json!(["body", "-b", "-a"]),
    );
    // break / continue / return.
    check(
        "for (const i of [1, 2, 3]) { using r = res(i); if (i === 1) continue; if (i === 2) break }\nreturn log",
        json!(["-1", "-2"]),
    );
    check("function f() { using r = res('f'); return log.length }\nreturn [f(), log]", json!([0, ["-f"]]));
    // A throw: the disposal runs, the error propagates.
    check(
        "try { using r = res('t'); throw new Error('boom') } catch (e) { log.push(e.message) }\nreturn log",
        json!(["-t", "boom"]),
    );
    // A generator closed early disposes of what its body declared.
    check(
        "function* g() { using r = res('g'); yield 1; yield 2 }\nfor (const v of g()) { log.push(v); break }\nreturn log",
        json!([1, "-g"]),
    );
    // `for (using x of …)` disposes of each value after its iteration.
    check("for (using r of [res(1), res(2)]) log.push('body')\nreturn log", json!(["body", "-1", "body", "-2"]));
    // The program's own top level, after its result is computed.
    check("using top = res('top')\nlog.push('last')\nlog", json!(["last", "-top"]));
}

#[test]
fn errors_are_combined_with_suppressed_error() {
    check(
        r#"
        try {
          using a = { [Symbol.dispose]() { throw new Error("a") } }
          using b = { [Symbol.dispose]() { throw new Error("b") } }
          throw new Error("body")
        } catch (e) {
          return [e.name, e.error.message, e.suppressed.name, e.suppressed.error.message, e.suppressed.suppressed.message,
                  Object.keys(e).length, "message" in e && Object.hasOwn(e, "message")]
        }
        "#,
        json!(["SuppressedError", "a", "SuppressedError", "b", "body", 0, false]),
    );
    // A disposal error replaces a normal completion (and a `return`).
    check(
        "function f() { using a = { [Symbol.dispose]() { throw 'x' } }; return 1 }\ntry { f() } catch (e) { return e }",
        json!("x"),
    );
    // Not an object, or no dispose method: TypeError at the declaration.
    check(
        "const out = []\nfor (const v of [1, {}, 'str']) { try { using r = v } catch (e) { out.push(e.constructor.name) } }\nreturn out",
        json!(["TypeError", "TypeError", "TypeError"]),
    );
}

#[test]
fn await_using() {
    check(
        "{ await using a = ares('a'), b = res('b'), n = null; log.push('body') }\nlog.push('after')\nreturn log",
        json!(["body", "-b", "~a", "after"]),
    );
    // `await using x = null` still awaits once at the end of the block.
    check(
        "Promise.resolve().then(() => log.push('tick'))\n{ await using n = null; log.push('body') }\nlog.push('after')\nreturn log",
        json!(["body", "tick", "after"]),
    );
    // A rejected asyncDispose becomes the completion.
    check(
        "try { await using a = { [Symbol.asyncDispose]() { return Promise.reject(new Error('rej')) } } } catch (e) { return e.message }",
        json!("rej"),
    );
}

#[test]
fn disposable_stacks() {
    check(
        r#"
        const s = new DisposableStack()
        s.use(res("u"))
        s.adopt(7, (v) => log.push("adopt " + v))
        s.defer(() => log.push("defer"))
        const moved = s.move()
        let err
        try { s.use(res("x")) } catch (e) { err = e.constructor.name }
        moved.dispose()
        moved.dispose()
        const a = new AsyncDisposableStack()
        a.use(ares("au"))
        a.defer(() => log.push("adefer"))
        await a.disposeAsync()
        return [log, err, s.disposed, moved.disposed, a.disposed, String(s), String(a)]
        "#,
        json!([
            ["defer", "adopt 7", "-u", "adefer", "~au"],
            "ReferenceError",
            true,
            true,
            true,
            "[object DisposableStack]",
            "[object AsyncDisposableStack]"
        ]),
    );
    // Iterators dispose through `return`.
    check(
        "function* g() { try { yield 1 } finally { log.push('closed') } }\nconst it = g()\nit.next()\nit[Symbol.dispose]()\nreturn log",
        json!(["closed"]),
    );
}
