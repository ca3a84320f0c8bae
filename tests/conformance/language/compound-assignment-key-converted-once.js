/*---
{
  "description": "o[k] op= v and o[k]++ convert an object key once (the reference keeps the key); a null base throws the TypeError before the key is converted. note: V8 (node 20) converts the key twice (once for the read, once for the write); the specification and test262 convert it once",
  "expect": {
    "ok": true,
    "value": [1, { "a": 3, "c": "xy", "b": 2, "d": 1 }, "TypeError", 0]
  }
}
---*/
let n = 0
const key = (s) => ({ toString() { n++; return s } })
const o = { a: 1, c: "x" }
o[key("a")] += 2
o[key("b")] ??= 2
o[key("c")] += "y"
o[key("d")] = 0
o[key("d")]++
const first = n === 5 ? 1 : n
let thrown
n = 0
try { const z = null; z[key("q")] += 1 } catch (e) { thrown = e.constructor.name }
return [first, o, thrown, n]
