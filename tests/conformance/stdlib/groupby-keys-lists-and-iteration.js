/*---
{
  "description": "Object.groupBy and Map.groupBy: key conversion and order (integer keys first, symbols, __proto__), SameValueZero groups, fresh lists, the callback's arguments, iterator closing and argument errors",
  "expect": {"ok": false, "error": {"kind": "ExecutionFailure", "message": "Error: patched set"}, "polyfills": ["Object.groupBy", "Map.groupBy"]}
}
---*/
const out = []
const log = []
const sym = Symbol("s")
const keyObj = {
  toString() {
    log.push("toString")
    return "fromObj"
  },
}
const keys = ["b", 2, sym, "__proto__", 1, keyObj, "a", "b", 2, "__proto__", -0, "constructor"]
const g = Object.groupBy(keys.map((k, i) => i), (i, n) => {
  if (i !== n) log.push("index mismatch")
  return keys[i]
})
out.push(Object.getPrototypeOf(g) === null, Reflect.ownKeys(g).map(String))
out.push(g.b, g[2], g[sym], g.__proto__, g.fromObj, g[0], g.constructor, Object.hasOwn(g, "__proto__"))
out.push(Array.isArray(g.b), g.b !== g.a)
const m = Map.groupBy([0, -0, NaN, NaN, "0", 0, keyObj, keyObj], (x) => x)
out.push([...m.keys()].map((k) => (Object.is(k, -0) ? "-0" : String(k))), [...m.values()].map((l) => l.length))
out.push(m instanceof Map, Object.getPrototypeOf(m) === Map.prototype)
// Strings iterate by code points; sets and generators work too.
out.push(JSON.stringify(Object.groupBy("a😀b", (c) => c.length)))
out.push(JSON.stringify([...Map.groupBy(new Set([1, 2, 3]), (x) => x & 1)]))
function* gen() {
  try {
    yield 1
    yield 2
    yield 3
  } finally {
    log.push("closed")
  }
}
try {
  Object.groupBy(gen(), (x) => {
    if (x === 2) throw new Error("stop")
    return "k"
  })
} catch (e) {
  out.push(e.message)
}
try {
  Object.groupBy(gen(), (x) => (x === 2 ? { toString: () => { throw new Error("key") } } : "k"))
} catch (e) {
  out.push(e.message)
}
for (const bad of [[null, () => 1], [undefined, () => 1], [[1], null], [[1], {}]]) {
  try {
    Object.groupBy(bad[0], bad[1])
  } catch (e) {
    out.push(e.constructor.name)
  }
  try {
    Map.groupBy(bad[0], bad[1])
  } catch (e) {
    out.push(e.constructor.name)
  }
}
// A patched Map.prototype.set or Array.prototype.push is not used.
const origSet = Map.prototype.set
const origPush = Array.prototype.push
Map.prototype.set = () => {
  throw new Error("patched set")
}
Array.prototype.push = () => {
  throw new Error("patched push")
}
try {
  out.push(Map.groupBy([1, 2, 1], (x) => x).get(1).length, Object.groupBy([1, 2, 1], (x) => x)[1].length)
} finally {
  Map.prototype.set = origSet
  Array.prototype.push = origPush
}
out.push(JSON.stringify(Object.groupBy([], (x) => x)), Map.groupBy([], (x) => x).size)
out.push(log)
return out
