/*---
{
  "description": "JSON.stringify names the path of a cycle as V8 does (constructor names, property and index steps, long paths elided), in both the plain-data and the callback paths",
  "expect": {"ok": true, "value": ["TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    --- property 'self' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'x' -> object with constructor 'Object'\n    |     property 'y' -> object with constructor 'Array'\n    |     index 1 -> object with constructor 'Object'\n    --- property 'z' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'y' -> object with constructor 'Array'\n    |     index 1 -> object with constructor 'Object'\n    --- property 'z' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'K'\n    --- property 'me' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    --- property 'q' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Array'\n    --- index 0 closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'b' -> object with constructor 'Object'\n    |     property 'c' -> object with constructor 'Object'\n    |     ...\n    |     property 'e' -> object with constructor 'Object'\n    --- property 'f' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'w' -> object with constructor 'Object'\n    --- property 'back' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    --- property 'self' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'b' -> object with constructor 'Object'\n    |     property 'c' -> object with constructor 'Object'\n    |     ...\n    |     property 'e' -> object with constructor 'Object'\n    --- property 'f' closes the circle", "TypeError: Do not know how to serialize a BigInt", "TypeError: Do not know how to serialize a BigInt"]}
}
---*/
const msg = (f) => {
  try {
    f()
    return "no error"
  } catch (e) {
    return e.name + ": " + e.message
  }
}
const a = {}
a.self = a
const b = { x: { y: [1, {}] } }
b.x.y[1].z = b
const c = { x: { y: [1, {}] } }
c.x.y[1].z = c.x
class K {
  constructor() {
    this.me = this
  }
}
const n = Object.create(null)
n.q = n
const arr = []
arr.push(arr)
const d = { a: { b: { c: { d: { e: {} } } } } }
d.a.b.c.d.e.f = d.a
const g = { get v() { return 1 }, w: {} }
g.w.back = g
return [
  msg(() => JSON.stringify(a)),
  msg(() => JSON.stringify(b)),
  msg(() => JSON.stringify(c)),
  msg(() => JSON.stringify(new K())),
  msg(() => JSON.stringify(n)),
  msg(() => JSON.stringify(arr)),
  msg(() => JSON.stringify(d)),
  msg(() => JSON.stringify(g)),
  msg(() => JSON.stringify(a, (k, v) => v)),
  msg(() => JSON.stringify(d, null, 2)),
  msg(() => JSON.stringify({ n: 1n })),
  msg(() => JSON.stringify([{ n: 2n }], (k, v) => v)),
]
