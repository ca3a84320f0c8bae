/*---
{
  "description": "a named read of a key an object lacks gives undefined in a hot loop (the fast tier answers it), through prototypes, null-prototype objects, class instances and getters found further up",
  "expect": {"ok": true, "value": [["1:dflt", "undefined:dflt", "undefined:dflt", "5:dflt", "getter:dflt"], 200, [null, 7, null]]}
}
---*/
const objs = [{ a: 1 }, { b: 2 }, Object.create(null), Object.create({ a: 5 }), new (class { constructor() { this.c = 3 } })()]
Object.defineProperty(Object.getPrototypeOf(objs[4]), "a", { get() { return "getter" } })
let out = []
let missing = 0
for (let i = 0; i < 500; i++) {
  const o = objs[i % objs.length]
  const v = o.a
  if (v === undefined) missing++
  if (i < objs.length) out.push(String(v) + ":" + (o.zz ?? "dflt"))
}
// A key added later is found; a deleted one is missing again.
const late = { x: 1 }
let seen = []
for (let i = 0; i < 300; i++) {
  if (i === 100) late.y = 7
  if (i === 200) delete late.y
  if (i % 100 === 50) seen.push(late.y)
}
return [out, missing, seen]
