/*---
{
  "description": "Object literal properties as the fast tier defines them (new keys, a repeated key, index keys ordered first, a setter on Object.prototype never called, getters, methods, __proto__, spread, in a loop) and named reads of objects of other classes (Map, Set, Date, iterators, bound functions, errors, wrappers, a string object's indices and length, a typed array, a proxy, a Map subclass, own accessors and own data on a Map, a Map whose prototype was replaced)",
  "expect": {"ok": true, "value": [20, "n7", 7, 0, "id,name,trap,id2", "a,b", 3, "1,2,z,y", 2, 11, 1, "yes", "own,extra", 1, 1, true, "function", "a", "bound f", 1, 3, "RangeError", "r", "5.0", 2, "b", null, true, 2, 8, "function", "trapped:anything", 5, 3, "data", "own getter", "swapped", 90]}
}
---*/
const out = []
let setterCalls = 0
Object.defineProperty(Object.prototype, "trap", { set(v) { setterCalls++ }, configurable: true })
const rows = []
for (let i = 0; i < 20; i++) rows.push({ id: i, name: "n" + i, trap: i, id2: i * 2 })
out.push(rows.length, rows[7].name, rows[7].trap, setterCalls, Object.keys(rows[3]).join())
delete Object.prototype.trap
const dup = { a: 1, b: 2, a: 3 }
out.push(Object.keys(dup).join(), dup.a)
const idx = { z: 1, 2: "two", 1: "one", y: 2 }
out.push(Object.keys(idx).join())
let getterRuns = 0
const withAcc = { v: 1, get dbl() { getterRuns++; return this.v * 2 }, m() { return this.v + 10 } }
out.push(withAcc.dbl, withAcc.m(), getterRuns)
const proto = { inherited: "yes" }
const withProto = { __proto__: proto, own: 1 }
const spread = { ...withProto, extra: 2 }
out.push(withProto.inherited, Object.keys(spread).join())
const m = new Map([["a", 1]])
const st = new Set([1, 2])
const d = new Date(0)
out.push(m.get("a"), m.size, st.has(2), typeof d.getTime, m.entries().next().value[0])
function f(a, b) { return a + b }
const bf = f.bind(null, 1)
out.push(bf.name, bf.length, bf(2))
const err = new RangeError("r")
out.push(err.name, err.message)
const num = Object(5), str = new String("ab"), bool = Object(true)
out.push(num.toFixed(1), str.length, str[1], str[5], bool.valueOf())
const ta = new Uint8Array([9, 8])
out.push(ta.length, ta[1], typeof ta.map)
const px = new Proxy({}, { get: (t, k) => "trapped:" + String(k) })
out.push(px.anything)
class MyMap extends Map { total() { let t = 0; for (const v of this.values()) t += v; return t } }
const mm = new MyMap([["x", 2], ["y", 3]])
out.push(mm.total(), mm.get("y"))
const own = new Map()
own.note = "data"
Object.defineProperty(own, "get", { get() { return () => "own getter" } })
out.push(own.note, own.get("k"))
const swapped = new Map()
Object.setPrototypeOf(swapped, { get: () => "swapped" })
out.push(swapped.get("k"))
let s = 0
for (let i = 0; i < 30; i++) s += m.get("a") + st.size
out.push(s)
return out
