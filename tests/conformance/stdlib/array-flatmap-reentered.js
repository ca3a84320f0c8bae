/*---
{
  "description": "flatMap's callback called again in place over long loops: results appended natively (pairs, empties, plain values, holes skipped) until one needs the prelude (a getter element, a proxy, a prototype element for a hole), array-likes and typed arrays kept whole, the source changed mid-loop",
  "expect": {
    "ok": true,
    "value": {
      "pairs": 600,
      "some": [
        291,
        294,
        297
      ],
      "values": [
        0,
        2,
        4
      ],
      "nested": [
        [
          0
        ],
        0,
        [
          1
        ],
        1,
        [
          2
        ],
        2
      ],
      "holes": [
        0,
        0,
        1,
        1,
        2,
        2,
        3,
        3
      ],
      "protoHole": 50,
      "getter": [
        89,
        1,
        "g",
        91,
        92,
        93,
        94,
        95,
        96,
        97,
        98,
        99
      ],
      "proxy": [
        7,
        8,
        96,
        97,
        98,
        99
      ],
      "arrayLike": [
        {
          "0": 0,
          "length": 1
        },
        {
          "0": 1,
          "length": 1
        },
        {
          "0": 2,
          "length": 1
        }
      ],
      "typed": [
        "object",
        "object"
      ],
      "changed": 30,
      "thisArg": [
        100,
        101,
        102
      ],
      "args": [
        0,
        2,
        1,
        2
      ]
    }
  }
}
---*/
const out = {}
const a = Array.from({ length: 300 }, (_, i) => i)
// long loops: pairs, singletons, empties, plain values, nested arrays kept one level deep
out.pairs = a.flatMap((x) => [x, -x]).length
out.some = a.flatMap((x) => (x % 3 === 0 ? [x] : [])).slice(-3)
out.values = a.flatMap((x) => x * 2).slice(0, 3)
out.nested = a.slice(0, 3).flatMap((x) => [[x], x])
// holes in a result are skipped; a prototype element for a hole is read once it is there
out.holes = a.slice(0, 4).flatMap((x) => [x, , x])
out.protoHole = a.slice(0, 200).flatMap((x, i) => {
  if (i === 150) Array.prototype[1] = "P"
  return [x, , x]
}).filter((v) => v === "P").length
delete Array.prototype[1]
// a result with a getter element, a proxy, an array-like (kept whole), a typed array (kept whole)
const withGetter = [1, 2]
Object.defineProperty(withGetter, 1, { get() { return "g" } })
out.getter = a.slice(0, 100).flatMap((x) => (x === 90 ? withGetter : [x])).slice(-12)
out.proxy = a.slice(0, 100).flatMap((x) => (x === 95 ? new Proxy([7, 8], {}) : [x])).slice(-6)
out.arrayLike = a.slice(0, 3).flatMap((x) => ({ length: 1, 0: x }))
out.typed = a.slice(0, 2).flatMap((x) => new Uint8Array([x])).map((v) => typeof v)
// the source changing mid-loop; thisArg; the index and array arguments
const src = a.slice(0, 50)
out.changed = src.flatMap((x, i, arr) => { if (i === 20) arr.length = 30; return [i] }).length
out.thisArg = a.slice(0, 3).flatMap(function (x) { return [x + this.d] }, { d: 100 })
out.args = a.slice(0, 2).flatMap((x, i, arr) => [i, arr.length])
return out
