/*---
{
  "description": "deleting many properties of a large object (each deletion leaves the map's order intact; not quadratic): keys, values, entries, for-in, JSON.stringify, spread, Object.assign, getOwnPropertyNames and Reflect.ownKeys (integer keys first, symbols last) after every other key is deleted, keys re-added after deletion go last, defineProperty and freeze after deletions, deleting down to a few and up again, a getter's key deleted, and a sparse array's elements deleted",
  "expect": {"ok": true, "value": [500, ["k1", "k3", "k5"], [997, 999], ["k11", 11], 250000, 5391, 500, 500, ["k999", "k0"], "k1", false, true, null, 3, ["1", "2", "4", "5"], ["p35", "p37", "p38"], 53, "Symbol(s)", false, true, "TypeError", 2, true, ["d97", "d98", "d99"], 22, ["d97", "d99", "e0"], 99, 19, 2, null, 15, "{\"g1\":2,\"g3\":6,\"g5\":", 1000001, 26, ["1000", "3000", "5000"], 3000, 200, "k7", 200400]}
}
---*/
const out = []
const o = {}
for (let i = 0; i < 1000; i++) o["k" + i] = i
for (let i = 0; i < 1000; i += 2) delete o["k" + i]
out.push(Object.keys(o).length, Object.keys(o).slice(0, 3), Object.values(o).slice(-2), Object.entries(o)[5])
let forIn = 0
for (const k in o) forIn += o[k]
out.push(forIn, JSON.stringify(o).length, Object.keys({ ...o }).length, Object.keys(Object.assign({}, o)).length)
o.k0 = "back"
o.k1 = "same place"
out.push(Object.keys(o).slice(-2), Object.keys(o)[0], "k2" in o, Object.hasOwn(o, "k3"), o.k2, o.k3)
const mixed = {}
const sym = Symbol("s")
for (let i = 0; i < 40; i++) { mixed["p" + i] = i; mixed[i] = -i }
mixed[sym] = "sym"
for (let i = 0; i < 40; i += 3) { delete mixed["p" + i]; delete mixed[i] }
out.push(Object.getOwnPropertyNames(mixed).slice(0, 4), Object.getOwnPropertyNames(mixed).slice(-3), Reflect.ownKeys(mixed).length, String(Reflect.ownKeys(mixed).at(-1)))
Object.defineProperty(mixed, "p1", { enumerable: false })
out.push(Object.keys(mixed).includes("p1"), Object.getOwnPropertyNames(mixed).includes("p1"))
Object.freeze(mixed)
try { delete mixed.p2 } catch (e) { out.push(e.constructor.name) }
out.push(mixed.p2, Object.isFrozen(mixed))
const down = {}
for (let i = 0; i < 100; i++) down["d" + i] = i
for (let i = 0; i < 97; i++) delete down["d" + i]
out.push(Object.keys(down))
for (let i = 0; i < 20; i++) down["e" + i] = i
delete down.d98
out.push(Object.keys(down).length, Object.keys(down).slice(0, 3), down.d99, down.e19)
const acc = {}
for (let i = 0; i < 30; i++) Object.defineProperty(acc, "g" + i, { get() { return i * 2 }, enumerable: true, configurable: true })
for (let i = 0; i < 30; i += 2) delete acc["g" + i]
out.push(acc.g1, acc.g2, Object.keys(acc).length, JSON.stringify(acc).slice(0, 20))
const sparse = []
sparse[1000000] = 1
for (let i = 0; i < 50; i++) sparse[i * 1000] = i
for (let i = 0; i < 50; i += 2) delete sparse[i * 1000]
out.push(sparse.length, Object.keys(sparse).length, Object.keys(sparse).slice(0, 3), sparse.indexOf(3))
const big = {}
for (let i = 0; i < 2000; i++) big["k" + i] = i
for (let i = 0; i < 2000; i++) if (i % 10 !== 7) delete big["k" + i]
out.push(Object.keys(big).length, Object.keys(big)[0], Object.values(big).reduce((a, b) => a + b, 0))
return out
