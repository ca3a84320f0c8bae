/*---
{
  "description": "Set methods validate the set-like record (note: a negative size is a RangeError in the spec and V8; node 20's oracle polyfill throws TypeError)",
  "expect": {
    "ok": true,
    "value": [
      "TypeError",
      "TypeError",
      "RangeError",
      "TypeError",
      "TypeError"
    ]
  }
}
---*/
const s = new Set([1])
const out = []
for (const bad of [1, { size: NaN, has() {}, keys() {} }, { size: -1, has() {}, keys() {} }, { size: 1, has: 1, keys() {} }, { size: 1, has() {}, keys: null }]) {
  try { s.union(bad); out.push("ok") } catch (e) { out.push(e.constructor.name) }
}
return out
