/*---
{
  "description": "Object.values/entries, object spread, Object.assign and Object.fromEntries on ordinary objects keep the own-keys order (string keys in insertion order, then symbols for spread and assign; integer keys first, ascending, when present), skip non-enumerable properties, copy a setter-only accessor as undefined, run getters in order, and size large results correctly (20 and 5,000 keys, past the hash-index threshold)",
  "expect": {"ok": true, "value": [["b", "a", "c"], [2, 1, 3], [["b", 2], ["a", 1], ["c", 3]], ["1", "2", "b", "a"], ["b", "a", "x", "sym"], [null, "undefined"], ["get:p", "get:q"], [20, "k0", "k19", 190], [5000, 12497500, "k4999"], ["z", "y", "w", "v2"], ["1", "10", "a"]]}
}
---*/
const o = { b: 2, a: 1, c: 3 }
Object.defineProperty(o, "hidden", { value: 9, enumerable: false })
const withIdx = { b: 1, 2: "two", a: 2, 1: "one" }
const s = Symbol("sym")
const src = { b: 1, a: 2 }
src[s] = 3
src.x = 4
const spread = { ...src }
const keysOut = Object.keys(spread).concat(Object.getOwnPropertySymbols(spread).map((k) => k.description))
const acc = {}
Object.defineProperty(acc, "w", { set(v) {}, enumerable: true })
const copied = { ...acc }
const log = []
const getters = { get p() { log.push("get:p"); return 1 }, get q() { log.push("get:q"); return 2 } }
const g2 = { ...getters }
const twenty = {}
for (let i = 0; i < 20; i++) twenty["k" + i] = i
const t2 = Object.fromEntries(Object.entries(twenty))
const tk = Object.keys(t2)
const big = {}
for (let i = 0; i < 5000; i++) big["k" + i] = i
const b2 = Object.assign({}, { ...big })
const bv = Object.values(b2)
const dup = Object.fromEntries([["z", 1], ["y", 2], ["z", 3], ["w", 4]])
const merged = { ...dup, v2: 0 }
const mixed = { a: 1, 10: 2, 1: 3 }
return [
  Object.keys(o), Object.values(o), Object.entries(o),
  Object.keys({ ...withIdx }),
  keysOut,
  [copied.w === undefined ? null : 1, typeof copied.w],
  log,
  [tk.length, tk[0], tk[19], Object.values(t2).reduce((x, y) => x + y, 0)],
  [bv.length, bv.reduce((x, y) => x + y, 0), Object.keys(b2)[4999]],
  Object.keys(merged),
  Object.keys({ ...mixed }),
]
