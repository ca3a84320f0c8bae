/*---
{
  "description": "sort with a comparator that subtracts its parameters ((a, b) => a - b, b - a, as an arrow with a block body and as a function expression) gives the comparator's order: duplicates, -0 and +0 kept in their order (stable), infinities, holes and undefined last, large arrays; and the comparators and arrays it must call as written: NaN among the numbers, strings and objects whose valueOf runs, comparators with side effects, parameters the other way round in a longer body, a third parameter, arguments, a frozen array, array-likes",
  "expect": {"ok": true, "value": [["-Infinity", "-Infinity", -2, -1e-300, "-0", 0, 0, "-0", 1.5, 3, 3, 5, 1e+300, "Infinity", "Infinity"], ["Infinity", "Infinity", 1e+300, 5, 3, 3, 1.5, "-0", 0, 0, "-0", -1e-300, -2, "-Infinity", "-Infinity"], ["-Infinity", "-Infinity", -2, -1e-300, "-0", 0, 0, "-0", 1.5, 3, 3, 5, 1e+300, "Infinity", "Infinity"], ["Infinity", "Infinity", 1e+300, 5, 3, 3, 1.5, "-0", 0, 0, "-0", -1e-300, -2, "-Infinity", "-Infinity"], [0, 1, 2, 3, "u", null, null], 7, true, false, false, true, 1, 512, 999, 999, [1, 2, 3], true, ["1", 2, 9, "10"], [1, 2, 3], true, [1, 2, 3], [1, 2, 3], "TypeError", {"0": 1, "1": 2, "2": 3, "length": 3}, true]}
}
---*/
const show = (xs) => xs.map((x) => (Object.is(x, -0) ? "-0" : x === undefined ? "u" : typeof x === "number" && !Number.isFinite(x) ? String(x) : x))
const nums = [5, 3, -0, 0, 3, -Infinity, Infinity, 1.5, -2, 0, -0, 1e300, -1e-300, Infinity, -Infinity]
const out = []
out.push(show(nums.slice().sort((a, b) => a - b)))
out.push(show(nums.slice().sort((a, b) => b - a)))
out.push(show(nums.slice().sort((a, b) => { return a - b })))
out.push(show(nums.slice().sort(function (x, y) { return y - x })))
const holes = [3, , 1, undefined, 2, , 0]
out.push(show(holes.sort((a, b) => a - b)), holes.length, 1 in holes, 5 in holes, 6 in holes)
let seed = 7
const big = []
for (let i = 0; i < 3000; i++) { seed = (seed * 48271) % 2147483647; big.push(seed % 1000) }
const s1 = big.slice().sort((a, b) => a - b)
let ok = true
for (let i = 1; i < s1.length; i++) if (s1[i - 1] > s1[i]) ok = false
out.push(ok, s1[0], s1[1500], s1[2999], big.slice().sort((a, b) => b - a)[0])
// calls that must happen
let calls = 0
out.push(show([3, 1, 2].sort((a, b) => { calls++; return a - b })), calls > 0)
const mixed = ["10", 9, "1", 2]
out.push(mixed.sort((a, b) => a - b))
const seen = []
const objs = [3, 1, 2].map((v) => ({ v, valueOf() { seen.push(v); return v } }))
out.push(objs.sort((a, b) => a - b).map((o) => o.v), seen.length > 0)
out.push([3, 1, 2].sort((a, b, c) => a - b), [3, 1, 2].sort(function (a, b) { return arguments[0] - arguments[1] }))
try { Object.freeze([3, 1, 2]).sort((a, b) => a - b) } catch (e) { out.push(e.constructor.name) }
out.push(Array.prototype.sort.call({ 0: 3, 1: 1, 2: 2, length: 3 }, (a, b) => a - b))
const r = [2, 1]
out.push(r.sort((a, b) => a - b) === r)
return out
