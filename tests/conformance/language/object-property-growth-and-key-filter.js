/*---
{
  "description": "objects growing from 0 to 6 properties (deletes, re-adds, attributes, freeze), constructor and literal objects, a large object past the hash index (hits, misses, deletes), a key missing from Object.prototype then a setter put there, globals and Math methods read from large objects",
  "expect": {"ok": true, "value": ["p0", "p0,p1", "p0,p1,p2", "p0,p1,p2,p3", "p0,p1,p2,p3,p4", "p0,p1,p2,p3,p4,p5", "{\"p1\":\"one\",\"p2\":2,\"p3\":3,\"p5\":5,\"p0\":\"again\"}", "0,3,6,9,12", "TypeError", 100, 106, false, "x,z,w,v", null, "TypeError", true, false, "a1,c3,d4,b5", 780, "back", null, 39, "k7", 1, "7", 0, 8, 18, 5, "undefined", true]}
}
---*/
// Objects grow one property at a time (small maps searched in order, and once there are many
// a hash index with a key filter). Every step below crosses one of those edges.
const out = []
// Growing 0 -> 6 properties one at a time, with order, overwrite, delete and re-add.
const o = {}
for (let i = 0; i < 6; i++) {
  o["p" + i] = i
  out.push(Object.keys(o).join(","))
}
o.p1 = "one"
delete o.p0
o.p0 = "again"
delete o.p4
out.push(JSON.stringify(o))
// Inline objects made by a constructor and by literals, then attributes changed.
class P { constructor(x, y) { this.x = x; this.y = y } get sum() { return this.x + this.y } }
const ps = []
for (let i = 0; i < 5; i++) ps.push(new P(i, i * 2))
out.push(ps.map((p) => p.sum).join(","))
const q = ps[3]
Object.defineProperty(q, "x", { value: 100, writable: false })
try { q.x = 5 } catch (e) { out.push(e.constructor.name) }
out.push(q.x, q.sum, Object.getOwnPropertyDescriptor(q, "x").writable)
delete q.y
q.z = 1
q.w = 2
q.v = 3
out.push(Object.keys(q).join(","), q.sum)
Object.freeze(q)
try { q.u = 4 } catch (e) { out.push(e.constructor.name) }
out.push(Object.isFrozen(q), "u" in q)
// A deleted inline property is gone, the rest keep their order.
const r = { a: 1, b: 2, c: 3 }
delete r.b
r.d = 4
r.b = 5
out.push(Object.entries(r).map(([k, v]) => k + v).join(","))
// A large object (past the hash index threshold): hits, misses, deletes, re-adds.
const big = {}
for (let i = 0; i < 40; i++) big["k" + i] = i
let hits = 0
for (let i = 0; i < 80; i++) if ("k" + i in big) hits += big["k" + i]
delete big.k7
delete big.k39
big.k7 = "back"
out.push(hits, big.k7, big.k39, Object.keys(big).length, Object.keys(big)[38])
// A key missing from a large prototype (Object.prototype) is added to the object; then a
// setter put on Object.prototype intercepts the same kind of write.
const plain = {}
plain.fresh = 1
const seen = []
Object.defineProperty(Object.prototype, "fresh2", { set(v) { seen.push(v) }, configurable: true })
const other = {}
other.fresh2 = 7
out.push(plain.fresh, seen.join(","), Object.keys(other).length)
delete Object.prototype.fresh2
other.fresh2 = 8
out.push(other.fresh2)
// Globals and built-in methods read from large objects, a global added later.
let t = 0
for (let i = -3; i <= 3; i++) t += Math.abs(i) + Math.max(i, 0)
globalThis.addedLater = 5
out.push(t, addedLater, typeof Math.nope, Math.PI > 3)
return out
