/*---
{
  "description": "Comparisons with a small integer literal (`x < 2`, `x <= -3`, `x > 0`, `x >= 32767`) and comparisons followed by a conditional jump on their result (if, while, for, ternary, negated tests, && and ||) give what the general comparison gives: numbers, NaN, -0, strings (numeric and not), booleans, null, undefined, BigInt, objects whose valueOf or toString runs in order and may throw, symbols (TypeError), a comparison whose result is also used as a value after the jump, chains (`a + 1 < 3`) and literals past the small-integer range",
  "expect": {"ok": true, "value": [[[true, false, true, false, false, true], [false, false, true, false, false, true], [false, false, true, false, false, true], [true, true, false, false, true, false], [true, true, false, false, true, false], [true, false, false, false, false, true], [true, false, false, false, false, true], [false, false, false, false, false, false], [false, false, true, true, false, true], [true, true, false, false, true, false], [true, false, true, false, false, true], [true, false, true, false, false, true], [false, false, true, false, false, true], [false, false, false, false, false, false], [true, false, false, false, false, true], [true, false, true, false, false, true], [true, false, false, false, false, true], [true, false, false, false, false, true], [false, false, false, false, false, false], [true, false, true, false, false, true], [false, false, true, false, false, true], [false, false, true, false, false, true], [false, false, true, true, false, true], [false, false, true, true, false, true]], ["ace", "ce", "e", "abf", "abdf", "abe", "abe", "bf", "de", "abdf", "ace", "ace", "ce", "bf", "abe", "ace", "abe", "abe", "bf", "ace", "ce", "de", "de", "de"], [true, true, false, true], ["p", "q", "r", "s", "t", "then", "ts", "number"], ["boom", "TypeError", "TypeError"], [true, true], [0, 1, 2, 3, 4, 10, 9, 8, 7, 12, -3, -2, -1, 0], [true, true, true, true, true, true, true], [true, "small"], [false, "big"], true, [false], 610]}
}
---*/
const log = []
const obj = (v, tag) => ({ valueOf() { log.push(tag); return v } })
const vals = [1, 2, 3, -3, -4, 0, -0, NaN, Infinity, -Infinity, 1.5, "1", "2", "abc", "", true, false, null, undefined, 1n, 2n, 10n, 32767, 32768]
const lt = vals.map((x) => [x < 2, x <= -3, x > 0, x >= 32767, x < 0, x > -1])
const br = vals.map((x) => {
  let s = ""
  if (x < 2) s += "a"
  if (!(x > 0)) s += "b"
  if (x >= 1 && x <= 2) s += "c"
  if (x < -3 || x > 3) s += "d"
  s += x >= 0 ? "e" : "f"
  return s
})
const objs = [obj(1, "p") < 2, obj(5, "q") >= 5, obj(3, "r") > 4, obj(-1, "s") <= -1]
if (obj(0, "t") < 1) log.push("then")
let threw = []
try { if ({ valueOf() { throw new Error("boom") } } < 1) log.push("no") } catch (e) { threw.push(e.message) }
try { Symbol() < 1 } catch (e) { threw.push(e.constructor.name) }
try { if (Symbol() >= 0) log.push("no") } catch (e) { threw.push(e.constructor.name) }
const strs = [{ toString() { log.push("ts"); return "7" } } > 5, { [Symbol.toPrimitive](h) { log.push(h); return 9 } } < 10]
let loops = []
for (let i = 0; i < 5; i++) loops.push(i)
let j = 10
while (j >= 7) { loops.push(j); j-- }
let k = 0
do { k += 3 } while (k <= 10)
loops.push(k)
for (let i = 3; !(i < 0); i--) loops.push(-i)
const chains = [1 + 1 < 3, 2 * 3 >= 6, 5 - 10 > -6, (1 + 2 < 4) === true, 100000 > 99999, 40000 < 40001, -40000 <= -40000]
function kept(x) { const t = x < 5; if (t) { return [t, "small"] } return [t, "big"] }
function kept2(a, b) { const t = a === b; if (t) return t; return [t] }
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
return [lt, br, objs, log, threw, strs, loops, chains, kept(3), kept(9), kept2(1, 1), kept2(1, "1"), fib(15)]
