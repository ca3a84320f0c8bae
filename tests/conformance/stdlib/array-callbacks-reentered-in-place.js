/*---
{
  "description": "the native array loops and the sort call their callback again in place of a new frame: over long loops each call still gets fresh bindings and environments, its own this and arguments, handlers and arguments objects, results whose truthiness needs the heap, and sees changes the callbacks made (to the array, to an array-like, to the prototypes)",
  "expect": {
    "ok": true,
    "value": {
      "closures": [
        0,
        291,
        582,
        873
      ],
      "thisArg": [
        0,
        50,
        100,
        150,
        200,
        250
      ],
      "fewer": 300,
      "more": [
        [
          0,
          0,
          3,
          true
        ],
        [
          1,
          1,
          3,
          true
        ],
        [
          2,
          2,
          3,
          true
        ]
      ],
      "defaults": [
        7,
        9,
        11
      ],
      "args": [
        3,
        3,
        3,
        3
      ],
      "fin": 299,
      "caught": [
        0,
        100,
        200
      ],
      "strings": 5,
      "bigints": true,
      "findStr": 201,
      "sum": 8955050,
      "every": true,
      "findIndex": 201,
      "count": 150,
      "changed": 1,
      "holes": 299,
      "sorted": [
        0,
        1,
        2,
        3,
        4,
        297,
        298,
        299
      ],
      "cmps": true,
      "mixed": 300,
      "nested": [
        105,
        120,
        136,
        153,
        171
      ],
      "fromMid": 1,
      "fromProto": 280,
      "fromArgs": [
        301,
        302
      ]
    }
  }
}
---*/
const out = {}
const N = 300
const a = Array.from({ length: N }, (_, i) => i)
// closures made in each call capture that call's bindings
const fns = a.map((x) => { const y = x * 2; return () => y + x })
out.closures = fns.filter((_, i) => i % 97 === 0).map((f) => f())
// a function expression with `this`, fewer and more parameters than arguments, defaults
out.thisArg = a.filter(function (x) { return x % this.m === 0 }, { m: 50 })
out.fewer = a.map(() => 1).reduce((s, x) => s + x)
out.more = a.slice(0, 3).map((x, i, arr, extra) => [x, i, arr.length, extra === undefined])
out.defaults = a.slice(0, 3).map((x, i = 9, arr, d = 7) => x + i + d)
// `arguments`, try/catch and finally inside the callback
out.args = a.slice(0, 4).map(function () { return arguments.length })
out.caught = a.filter((x) => { try { if (x % 100 === 0) throw x; return false } catch (e) { return true } finally { out.fin = x } })
// results whose truthiness needs the heap: strings and BigInts
out.strings = a.filter((x) => (x % 60 === 0 ? "yes" : "")).length
out.bigints = a.some((x) => (x === 250 ? 1n : 0n))
out.findStr = a.find((x) => (x > 200 ? "t" : ""))
// every kind over a long loop, each callback also calling a function
const sq = (x) => x * x
out.sum = a.reduce((s, x) => s + sq(x), 0)
out.every = a.every((x) => sq(x) >= 0)
out.findIndex = a.findIndex((x) => sq(x) > 40000)
let count = 0
a.forEach((x) => { count += x & 1 })
out.count = count
// the array changing after many calls: the rest of the loop sees it
const b = a.slice()
out.changed = b.map((x, i) => { if (i === 200) b[250] = "late"; if (i === 210) b.length = 260; return x }).filter((x) => x === "late" || x === undefined).length
const c = a.slice()
out.holes = c.filter((x, i) => { if (i === 100) delete c[150]; return true }).length
// the sort comparator over many comparisons, with a closure and a late non-number result
let cmps = 0
const d = a.map((x) => (x * 7919) % N)
d.sort((p, q) => { cmps++; return p - q })
out.sorted = d.slice(0, 5).concat(d.slice(-3))
out.cmps = cmps > 0
const e = a.map((x) => (x * 31) % N)
let k = 0
e.sort((p, q) => { k++; return k > 500 ? String(q - p) : p - q })
out.mixed = e.length
// nested loops: a callback running another loop
out.nested = a.slice(0, 20).map((x) => a.slice(0, x).reduce((s, y) => s + y, 0)).slice(15)
// Array.from of an array-like: elements added to it or to a prototype mid-loop are read
const al = { length: 300 }
out.fromMid = Array.from(al, (v, i) => { if (i === 200) al[250] = "late"; return v }).filter((v) => v === "late").length
out.fromProto = Array.from({ length: 300 }, (v, i) => { if (i === 100) Object.prototype[280] = "P"; return v }).indexOf("P")
delete Object.prototype[280]
out.fromArgs = Array.from({ length: 300 }, function (v, i) { return arguments.length + i + this.d }, { d: 1 }).slice(-2)
return out
