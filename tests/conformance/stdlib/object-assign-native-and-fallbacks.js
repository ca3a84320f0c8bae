/*---
{
  "description": "Object.assign: the native copy of plain data (order, skips, overwrites) and every step that hands over to the prelude (getters, setters, __proto__, proxies, read-only and frozen targets, strings, arrays)",
  "expect": {"ok": true, "value": [["1", "2", "a", "z", "b"], "sym1", "sym2", false, ["Symbol(s1)", "Symbol(s2)"], "{\"0\":\"x\",\"1\":\"é\",\"2\":9}", "{\"0\":1,\"1\":2,\"2\":3,\"extra\":\"e\"}", ["0", "1", "2", "extra"], "[\"z\",2]", "[\"a\",\"b\",null,\"d\"]", "object", 1, 2, "object", 3, 2, "TypeError", "TypeError", true, ["first", "mid", "last", "after"], "m", "boom", "{\"a\":1,\"b\":2}", ["own", "a", "b"], 1, 4, false, ["before", "after"], "yes", false, ["before", "__proto__", "after"], true, "TypeError", 1, 1, false, "TypeError", 1, 1, "TypeError", 1, false, "empty ok", "TypeError", ["a", "b", "c", "d"], ["a", "b"], true, ["k"], "{\"a\":1,\"b\":2}", true, 2, "{\"own\":1,\"st\":2}", "sv", "sv", 2, "assign", ["get mid", "proto setter 2", "own setter 3", "src ownKeys", "src gopd b", "src get b", "src gopd c", "src get c", "dst set a", "dst gopd a", "dst set b", "dst gopd b", "chain set k", "sym getter"]]}
}
---*/
const out = []
const log = []
const s1 = Symbol("s1")
const s2 = Symbol("s2")
// Plain data: integer keys ascending, then strings in insertion order, then symbols.
const src = { [s1]: "sym1", b: 1, 2: "two", a: 2, 1: "one", [s2]: "sym2" }
Object.defineProperty(src, "hidden", { value: 3, enumerable: false })
const t1 = Object.assign({ a: 0, z: 9 }, src, null, undefined, 5, true, { z: 10, b: 11 })
out.push(Object.keys(t1), t1[s1], t1[s2], "hidden" in t1, Object.getOwnPropertySymbols(t1).map(String))
// Strings and arrays as sources: index keys, never length.
out.push(JSON.stringify(Object.assign({}, "héy", [7, , 9], "x")))
const arr = [1, 2, 3]
arr.extra = "e"
out.push(JSON.stringify(Object.assign({}, arr)), Object.keys(Object.assign({}, arr)))
// An array target: elements and an explicit length.
out.push(JSON.stringify(Object.assign([1, 2, 3, 4], { 0: "z", length: 2 })))
out.push(JSON.stringify(Object.assign([], "ab", { 3: "d" })))
// Primitive targets become wrappers; null and undefined throw.
const w = Object.assign(1, { a: 1 })
out.push(typeof w, w.a, w + 1)
const ws = Object.assign("ab", { c: 3 })
out.push(typeof ws, ws.c, ws.length)
for (const bad of [null, undefined]) {
  try {
    Object.assign(bad, { a: 1 })
  } catch (e) {
    out.push(e.constructor.name)
  }
}
// Only a target.
const only = { q: 1 }
out.push(Object.assign(only) === only)
// A getter in the middle of a source: keys before it are copied natively, the getter runs once,
// a later key it deletes is skipped, a key it adds is not copied (the key list was taken first).
const g = {
  first: 1,
  get mid() {
    log.push("get mid")
    delete this.gone
    this.added = "late"
    return "m"
  },
  gone: "x",
  last: 3,
}
const tg = Object.assign({}, g, { after: true })
out.push(Object.keys(tg), tg.mid)
// A throwing getter: what was copied before it stays.
const partial = {}
try {
  Object.assign(partial, { a: 1 }, { b: 2, get c() { throw new Error("boom") }, d: 4 }, { e: 5 })
} catch (e) {
  out.push(e.message)
}
out.push(JSON.stringify(partial))
// A setter on the target's prototype chain, and an own accessor of the target.
const proto = {
  set p(v) {
    log.push("proto setter " + v)
  },
}
const withSetter = Object.create(proto)
Object.defineProperty(withSetter, "own", {
  set(v) {
    log.push("own setter " + v)
  },
  enumerable: true,
  configurable: true,
})
Object.assign(withSetter, { a: 1, p: 2, own: 3, b: 4 })
out.push(Object.keys(withSetter), withSetter.a, withSetter.b, Object.hasOwn(withSetter, "p"))
// __proto__ as an own key of a source: [[Set]] runs Object.prototype's __proto__ setter.
const viaJson = JSON.parse('{"before": 1, "__proto__": {"inherited": "yes"}, "after": 2}')
const tp = Object.assign({}, viaJson)
out.push(Object.keys(tp), tp.inherited, Object.hasOwn(tp, "__proto__"))
const tn = Object.assign(Object.create(null), viaJson)
out.push(Object.keys(tn), Object.getPrototypeOf(tn) === null)
// Read-only targets: a read-only own property, a read-only inherited one, a frozen or
// non-extensible target; writes before the failure stay.
const ro = { a: 0 }
Object.defineProperty(ro, "fixed", { value: 1, enumerable: true })
try {
  Object.assign(ro, { a: 1, fixed: 2, c: 3 })
} catch (e) {
  out.push(e.constructor.name, ro.a, ro.fixed, "c" in ro)
}
const roProto = Object.create(Object.freeze({ inh: 1 }))
try {
  Object.assign(roProto, { x: 1, inh: 2 })
} catch (e) {
  out.push(e.constructor.name, roProto.x, roProto.inh)
}
const closed = Object.preventExtensions({ a: 0 })
try {
  Object.assign(closed, { a: 1, b: 2 })
} catch (e) {
  out.push(e.constructor.name, closed.a, "b" in closed)
}
try {
  Object.assign(Object.freeze({ a: 0 }), {})
  out.push("empty ok")
  Object.assign(Object.freeze({ a: 0 }), { a: 0 })
} catch (e) {
  out.push(e.constructor.name)
}
// Proxies: as a source (ownKeys, getOwnPropertyDescriptor, get in order) and as a target (set).
const traps = (name) => ({
  ownKeys(t) {
    log.push(name + " ownKeys")
    return Reflect.ownKeys(t)
  },
  getOwnPropertyDescriptor(t, k) {
    log.push(name + " gopd " + String(k))
    return Reflect.getOwnPropertyDescriptor(t, k)
  },
  get(t, k, r) {
    log.push(name + " get " + String(k))
    return Reflect.get(t, k, r)
  },
  set(t, k, v, r) {
    log.push(name + " set " + String(k))
    return Reflect.set(t, k, v, r)
  },
})
const tpx = Object.assign({}, { a: 1 }, new Proxy({ b: 2, c: 3 }, traps("src")), { d: 4 })
out.push(Object.keys(tpx))
const target = {}
const res = Object.assign(new Proxy(target, traps("dst")), { a: 1 }, { b: 2 })
out.push(Object.keys(target), res !== target)
// A proxy on the target's prototype chain sees the [[Set]] of a missing key.
const behind = Object.create(new Proxy({}, traps("chain")))
Object.assign(behind, { k: 1 })
out.push(Object.keys(behind))
// Target and source the same object; a function as target and as source.
const same = { a: 1, b: 2 }
out.push(JSON.stringify(Object.assign(same, same)))
function f() {}
f.own = 1
const tf = Object.assign(f, { st: 2 })
out.push(tf === f, f.st, JSON.stringify(Object.assign({}, f)))
// Symbols: a string source never contributes them, a getter keyed by a symbol runs.
const sg = { get [s1]() { log.push("sym getter"); return "sv" }, plain: 1 }
const ts = Object.assign({}, sg)
out.push(ts[s1], Object.getOwnPropertyDescriptor(ts, s1).value)
out.push(Object.assign.length, Object.assign.name)
out.push(log)
return out
