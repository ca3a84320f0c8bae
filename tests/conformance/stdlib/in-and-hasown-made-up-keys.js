/*---
{
  "description": "`in` and Object.hasOwn with keys made at run time (never interned before): absent and present keys on ordinary objects, prototype chains, arrays, string wrappers, typed arrays, functions and proxies",
  "expect": {"ok": true, "value": [false, false, true, true, true, true, false, false, true, false, false, true, false, true, false, false, true, false, true, true, false, true, false, true, false, false, true, false, false, false, false, true, false, true, true, false, false, true, false, true, false, true, false, false, true, false, true, "TypeError", false, true, "TypeError", ["has yes1x", "has no1x", "gopd yes2x", "gopd no2x", "has yes3x", "has no3x"]]}
}
---*/
const out = []
const log = []
const n = 3
const o = {}
for (let i = 0; i < n; i++) o["k" + i] = i
const made = (p, i) => p + i + "x"
// Absent keys that no program text or property ever used, then present ones.
out.push(made("never", 1) in o, Object.hasOwn(o, made("never", 2)), "k" + 1 in o, Object.hasOwn(o, "k" + 2))
o[made("late", 0)] = 1
out.push(made("late", 0) in o, Object.hasOwn(o, made("late", 0)))
delete o[made("late", 0)]
out.push(made("late", 0) in o, Object.hasOwn(o, made("late", 0)))
// Inherited keys: `in` sees them, hasOwn does not.
const child = Object.create(o)
out.push("k" + 0 in child, Object.hasOwn(child, "k" + 0), made("nope", 3) in child)
out.push(["to", "String"].join("") in o, Object.hasOwn(o, ["to", "String"].join("")))
// Null prototypes.
const bare = Object.create(null)
bare["b" + n] = 1
out.push("b" + n in bare, made("b", 9) in bare, Object.hasOwn(bare, made("b", 8)))
// Arrays and string wrappers: index keys made at run time, length, a made-up key.
const arr = [10, 20, 30]
out.push(String(1 + 1) in arr, String(5 + 5) in arr, Object.hasOwn(arr, String(2)), ["len", "gth"].join("") in arr, made("arr", 1) in arr)
const sw = new String("abc")
out.push(String(2) in sw, String(3) in sw, Object.hasOwn(sw, ["len", "gth"].join("")), made("sw", 1) in sw)
// Typed arrays: canonical numeric strings are never on the chain.
const ta = new Uint8Array(2)
out.push(["-", "0"].join("") in ta, String(1) in ta, String(1.5) in ta, ["Infin", "ity"].join("") in ta, made("ta", 1) in ta)
Object.prototype[["-", "0"].join("")] = "proto"
out.push(["-", "0"].join("") in ta, ["-", "0"].join("") in {}, Object.hasOwn(ta, ["-", "0"].join("")))
delete Object.prototype["-0"]
// Functions: lazily made own properties and made-up keys.
function f(a, b) {}
out.push(["len", "gth"].join("") in f, Object.hasOwn(f, ["na", "me"].join("")), made("fn", 1) in f, Object.hasOwn(f, made("fn", 2)))
// Proxies see the made-up key, as the target or on the chain.
const handler = {
  has(t, k) {
    log.push("has " + k)
    return k.startsWith("yes")
  },
  getOwnPropertyDescriptor(t, k) {
    log.push("gopd " + k)
    return k.startsWith("yes") ? { value: 1, configurable: true, enumerable: true } : undefined
  },
}
const p = new Proxy({}, handler)
out.push(made("yes", 1) in p, made("no", 1) in p, Object.hasOwn(p, made("yes", 2)), Object.hasOwn(p, made("no", 2)))
const behind = Object.create(p)
out.push(made("yes", 3) in behind, made("no", 3) in behind, Object.hasOwn(behind, made("yes", 4)))
// Long (rope) keys.
const long = "x".repeat(40) + n
o[long] = 1
out.push("x".repeat(40) + n in o, "y".repeat(40) + n in o, Object.hasOwn(o, "x".repeat(40) + n))
// Not an object: `in` throws, hasOwn converts (null throws).
try {
  made("a", 1) in "str"
} catch (e) {
  out.push(e.constructor.name)
}
out.push(Object.hasOwn("str", made("a", 1)), Object.hasOwn("str", String(1)))
try {
  Object.hasOwn(null, made("a", 1))
} catch (e) {
  out.push(e.constructor.name)
}
out.push(log)
return out
