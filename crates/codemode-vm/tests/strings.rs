//! Tests of the String, Number, BigInt and Math built-ins that the conformance corpus cannot
//! check through the Node oracle: behaviour newer than Node 20 (`Math.sumPrecise`,
//! `Math.f16round`), the seeded `Math.random` across a snapshot, and the prelude slow paths.

mod common;

use common::run;
use serde_json::json;

fn check(cases: &[(&str, serde_json::Value)]) {
    common::check_values(cases);
}

#[test]
fn sum_precise() {
    check(&[
        ("return Math.sumPrecise([1e20, 0.1, -1e20])", json!(0.1)),
        ("return Math.sumPrecise([0.1, 0.2, 0.3])", json!(0.6)),
        ("return [0.1, 0.2, 0.3].reduce((a, b) => a + b, 0)", json!(0.6000000000000001)),
        ("return Math.sumPrecise([1e308, 1e308, -1e308])", json!(1e308)),
        ("return String(Math.sumPrecise([1.7976931348623157e308, 1e292]))", json!("Infinity")),
        ("return Object.is(Math.sumPrecise([]), -0)", json!(true)),
        ("return Object.is(Math.sumPrecise([-0, -0]), -0)", json!(true)),
        ("return Object.is(Math.sumPrecise([-0, 0]), 0)", json!(true)),
        ("return String(Math.sumPrecise([Infinity, -Infinity]))", json!("NaN")),
        ("return String(Math.sumPrecise([Infinity, 1, NaN]))", json!("NaN")),
        ("return String(Math.sumPrecise([-Infinity, 1e308]))", json!("-Infinity")),
        ("const it = { *[Symbol.iterator]() { yield 1; yield 2; yield 3 } }; return Math.sumPrecise(it)", json!(6)),
        ("function* g() { yield 0.5; yield 0.25 } return Math.sumPrecise(g())", json!(0.75)),
        (
            "try { Math.sumPrecise([1, , 2]) } catch (e) { return e.message }",
            json!("Type of 'Iterator value' must be 'number', found 'undefined'"),
        ),
        (
            "try { Math.sumPrecise([1, '2']) } catch (e) { return e.name + ': ' + e.message }",
            json!("TypeError: Type of 'Iterator value' must be 'number', found 'string'"),
        ),
        ("try { Math.sumPrecise([1n]) } catch (e) { return e.name }", json!("TypeError")),
        (
            "try { Math.sumPrecise() } catch (e) { return e.message }",
            json!("Math.sumPrecise called on null or undefined"),
        ),
        ("try { Math.sumPrecise(5) } catch (e) { return e.name }", json!("TypeError")),
        (
            // The iterator is closed when a value is not a number.
            "let closed = false\n\
             const it = { [Symbol.iterator]() { let i = 0; return { next() { i++; return { value: i === 2 ? 'x' : i, done: i > 3 } }, return() { closed = true; return {} } } } }\n\
             try { Math.sumPrecise(it) } catch (e) { return [closed, e.name] }",
            json!([true, "TypeError"]),
        ),
        (
            // A patched array iterator is honoured.
            "const a = [1, 2]; a[Symbol.iterator] = function* () { yield 10 }; return Math.sumPrecise(a)",
            json!(10),
        ),
        ("return Math.sumPrecise.length", json!(1)),
    ]);
}

#[test]
fn f16round() {
    check(&[
        ("return Math.f16round(5.5)", json!(5.5)),
        ("return Math.f16round(5.05)", json!(5.05078125)),
        ("return Math.f16round(65504)", json!(65504)),
        ("return String(Math.f16round(65520))", json!("Infinity")),
        ("return String(Math.f16round(-1e10))", json!("-Infinity")),
        ("return Math.f16round(2 ** -24)", json!(5.960464477539063e-8)),
        ("return Object.is(Math.f16round(-(2 ** -26)), -0)", json!(true)),
        ("return String(Math.f16round('x'))", json!("NaN")),
        ("return Math.f16round(1.337)", json!(1.3369140625)),
        ("return Math.f16round.length", json!(1)),
    ]);
}

#[test]
fn math_random_range_and_determinism() {
    let src = "const xs = []; for (let i = 0; i < 1000; i++) xs.push(Math.random());\n\
               let distinct = 0; for (let i = 1; i < xs.length; i++) if (xs[i] !== xs[i - 1]) distinct++\n\
               return [xs.every(x => x >= 0 && x < 1), distinct, xs.slice(0, 3)]";
    let a = run(src).expect("runs");
    let b = run(src).expect("runs");
    assert_eq!(a, b, "the same program gives the same sequence");
    assert_eq!(a[0], json!(true));
    assert_eq!(a[1], json!(999));
}

fn run_with_snapshots(src: &str, every: u64) -> serde_json::Value {
    common::run_with_snapshots(src, every, 10_000)
}

#[test]
fn math_random_continues_across_snapshots() {
    let src = "const xs = []; for (let i = 0; i < 300; i++) xs.push(Math.random()); return xs";
    let straight = run(src).expect("runs");
    let resumed = run_with_snapshots(src, 97);
    assert_eq!(straight, resumed);
}

#[test]
fn slow_paths_through_the_prelude() {
    check(&[
        // Options objects with getters or object values are read in JavaScript.
        (
            "const log = []\n\
             const opts = { get minimumFractionDigits() { log.push('min'); return 2 } }\n\
             return [(1234.5).toLocaleString('en-US', opts), log.length]",
            json!(["1,234.50", 1]),
        ),
        ("return (0.5).toLocaleString(undefined, { style: { toString() { return 'percent' } } })", json!("50%")),
        ("return 'a10'.localeCompare('a9', undefined, { get numeric() { return true } })", json!(1)),
        (
            "return (12345n).toLocaleString('en-US', { get style() { return 'currency' }, currency: 'EUR' })",
            json!("€12,345.00"),
        ),
        // An options object with a getter on Object.prototype does not loop.
        (
            "Object.defineProperty(Object.prototype, 'numeric', { get() { return true }, configurable: true })\n\
             const r = 'a10'.localeCompare('a9', undefined, {})\n\
             delete Object.prototype.numeric\n\
             return r",
            json!(1),
        ),
        // IsRegExp reads Symbol.match, which may be a getter.
        (
            "const s = { get [Symbol.match]() { return false }, toString() { return 'b' } }\n\
             return 'abc'.includes(s)",
            json!(true),
        ),
        (
            "try { 'abc'.endsWith({ [Symbol.match]: 1 }) } catch (e) { return e.message }",
            json!("First argument to String.prototype.endsWith must not be a regular expression"),
        ),
        // ToString of an object `this` and arguments runs user code in order.
        (
            "const log = []\n\
             const t = { toString() { log.push('this'); return 'hello' } }\n\
             const a = { toString() { log.push('arg'); return 'l' } }\n\
             const p = { valueOf() { log.push('pos'); return 3 } }\n\
             return [String.prototype.indexOf.call(t, a, p), log.join()]",
            json!([3, "this,arg,pos"]),
        ),
    ]);
}

#[test]
fn number_and_parse_functions_are_shared() {
    check(&[
        ("return [Number.parseInt === parseInt, Number.parseFloat === parseFloat]", json!([true, true])),
        ("return [parseInt.name, parseInt.length]", json!(["parseInt", 2])),
    ]);
}

/// Texts of up to `SHORT_MAX` (14) code units are held in place in their heap slot, longer ones
/// shared: both kinds, made by every path (concatenation, a number appended, `slice`, `padStart`,
/// `String`, templates, `JSON.parse`, `split`) and at the boundary, compare, hash and key alike,
/// and survive a snapshot at every step.
#[test]
fn short_and_long_texts_agree() {
    assert_eq!(codemode_vm::strings::SHORT_MAX, 14, "move the boundary cases below with it");
    let src = r#"
        const base = "abcdefghijklmnop"
        const made = []
        for (const n of [13, 14, 15, 16]) {
          const lit = base.slice(0, n)
          made.push([lit, base.slice(0, n - 1) + base[n - 1], `${lit.slice(0, 3)}${lit.slice(3)}`,
                     lit.padStart(n, "?"), JSON.parse(JSON.stringify(lit)), (lit + " x").split(" ")[0]])
        }
        const nums = [123456789012, 1234567890123, 12345678901234].map(n => ["k" + n, `k${n}`, "k" + String(n)])
        const m = new Map(), o = {}
        let same = 0
        for (const row of made.concat(nums)) {
          for (const t of row) { if (t === row[0]) same++; m.set(t, (m.get(t) || 0) + 1); o[t] = (o[t] || 0) + 1 }
        }
        const keys = [...m.keys()]
        return [same, m.size, Object.keys(o).length, keys.map(k => k.length), o["k1234567890123"], keys.join("|").length,
                "\u00e9t\u00e9\u4e2d".repeat(4) + "!", ("x".repeat(14) < "x".repeat(15))]
    "#;
    let want = json!([
        33,
        7,
        7,
        [13, 14, 15, 16, 13, 14, 15],
        3,
        106,
        "\u{e9}t\u{e9}\u{4e2d}\u{e9}t\u{e9}\u{4e2d}\u{e9}t\u{e9}\u{4e2d}\u{e9}t\u{e9}\u{4e2d}!",
        true
    ]);
    assert_eq!(run(src).expect("runs"), want);
    assert_eq!(common::run_with_snapshots(src, 7, 1_000_000), want);
}

/// A number joined to a short text on either side, at the in-place boundary and past it.
#[test]
fn numbers_joined_to_short_texts() {
    check(&[
        (
            "return [123 + 'ab', 'ab' + 123, -5 + 'x', 'x' + -5, -0 + 'k', 'k' + -0, NaN + 'k', 'k' + 1e21, 'k' + 0.5, \
             'abcde' + 12345, 12345 + 'abcde', 'abcde' + 123456, 'k' + 999999999999999, 'k' + 1e15, 'k' + -2147483649]",
            json!([
                "123ab",
                "ab123",
                "-5x",
                "x-5",
                "0k",
                "k0",
                "NaNk",
                "k1e+21",
                "k0.5",
                "abcde12345",
                "12345abcde",
                "abcde123456",
                "k999999999999999",
                "k1000000000000000",
                "k-2147483649"
            ]),
        ),
        ("let s = ''; for (let i = 0; i < 12; i++) s = s + i; return [s, s.length]", json!(["01234567891011", 14])),
    ]);
}

/// JSON.parse's numbers (the integer fast path and the general one) and strings (taken in one
/// piece, or built through escapes; short and long).
#[test]
fn json_parse_numbers_and_strings() {
    check(&[
        (
            "return JSON.parse('[0, -0, 7, -12, 999999999999999, 1000000000000000, 9007199254740993, 12345678901234567890, \
             1.5, -2.5e3, 1E2, 1e-7, 0.1, 123456789012345678901234567890123456789012345678901234567890123456789e-50]')\
             .map(n => Object.is(n, -0) ? '-0' : String(n))",
            json!([
                "0",
                "-0",
                "7",
                "-12",
                "999999999999999",
                "1000000000000000",
                "9007199254740992",
                "12345678901234567000",
                "1.5",
                "-2500",
                "100",
                "1e-7",
                "0.1",
                "1234567890123456800"
            ]),
        ),
        (
            r#"return JSON.parse('["", "a", "short", "fourteen chars", "fifteen chars!!", "a\\nb", "\\u00e9t\\u00e9", "tab\\there and more text", "q\\"q"]')"#,
            json!([
                "",
                "a",
                "short",
                "fourteen chars",
                "fifteen chars!!",
                "a\nb",
                "été",
                "tab\there and more text",
                "q\"q"
            ]),
        ),
        (
            r#"const o = JSON.parse('{"k1": 1, "key with \\u0041": 2, "a longer key than ten": 3}'); return Object.keys(o)"#,
            json!(["k1", "key with A", "a longer key than ten"]),
        ),
    ]);
}
