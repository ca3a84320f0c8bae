/*---
{
  "description": "the native array loops (forEach, map, filter, some, every, find, findIndex, reduce, Array.from with a function) keep the spec's steps when callbacks grow, shrink or redefine the array, throw, or are not ordinary functions",
  "expect": {
    "ok": true,
    "value": {
      "map": [
        10,
        null,
        32
      ],
      "mapLen": 5,
      "filter": [
        2,
        4,
        6
      ],
      "forEach": [
        [
          "T",
          5,
          0
        ],
        [
          "T",
          7,
          2
        ]
      ],
      "some": [
        true,
        false,
        false
      ],
      "every": [
        true,
        false,
        true
      ],
      "find": [
        2,
        null,
        null
      ],
      "findIndex": [
        1,
        0,
        -1
      ],
      "reduce": [
        10,
        114,
        3
      ],
      "from": [
        [
          true,
          0
        ],
        [
          true,
          1
        ],
        [
          true,
          2
        ],
        [
          true,
          3
        ]
      ],
      "fromThis": [
        10,
        11
      ],
      "fromLen": 3,
      "mapGrow": [
        1,
        2,
        3
      ],
      "mapShrink": [
        1,
        2,
        null,
        null
      ],
      "mapShrinkHoles": [
        true,
        false
      ],
      "forEachWrite": [
        1,
        2,
        30
      ],
      "getterMid": [
        1,
        2,
        3,
        40
      ],
      "protoMid": [
        1,
        "P",
        3
      ],
      "fromMid": [
        null,
        null,
        "late"
      ],
      "findMid": 7,
      "reduceMid": 103,
      "thrown": [
        "boom",
        2
      ],
      "bound": [
        2,
        3
      ],
      "native": [
        1,
        2,
        null
      ],
      "nativeFilter": [
        1,
        "a"
      ],
      "log": [
        "get3",
        "find2"
      ],
      "nested": [
        30,
        60
      ],
      "big": 1332666
    }
  }
}
---*/
const out = {}
const log = []
// plain loops, holes skipped where the spec skips them, thisArg, the arguments passed
out.map = [1, , 3].map((x, i, a) => x * 10 + i + (a.length === 3 ? 0 : 100))
out.mapLen = [1, , 3, , ,].map(x => x).length
out.filter = [1, 2, 3, 4, , 6].filter(x => x % 2 === 0)
out.forEach = (() => { const r = []; [5, , 7].forEach(function (x, i) { r.push([this.t, x, i]) }, { t: "T" }); return r })()
out.some = [[1, 2, 3].some(x => x > 2), [1, 2].some(x => x > 5), [, , ].some(() => true)]
out.every = [[1, 2, 3].every(x => x > 0), [1, 2, 3].every(x => x < 2), [].every(() => false)]
out.find = [[1, 2, 3].find(x => x > 1), [, 1].find(x => x === undefined), [1].find(() => false)]
out.findIndex = [[1, 2, 3].findIndex(x => x > 1), [, 1].findIndex(x => x === undefined), [1].findIndex(() => false)]
out.reduce = [[1, 2, 3, 4].reduce((a, b) => a + b), [, 2, , 4].reduce((a, b, i) => a + b * i, 100), [1, 2].reduce((a, b, i, arr) => a + arr.length)]
out.from = Array.from({ length: 4 }, (v, i) => [v === undefined, i])
out.fromThis = Array.from({ length: 2 }, function (v, i) { return this.k + i }, { k: 10 })
out.fromLen = Array.from({ length: 3 }, () => 1).length
// callbacks that change the array: growing is not visited, shrinking turns the rest to holes
const g = [1, 2, 3]
out.mapGrow = g.map((x, i) => { if (i === 0) g.push(99); return x })
const sh = [1, 2, 3, 4]
out.mapShrink = sh.map((x, i) => { if (i === 0) sh.length = 2; return x })
out.mapShrinkHoles = [1 in out.mapShrink, 3 in out.mapShrink]
const fe = [1, 2, 3]
const seen = []
fe.forEach((x, i) => { if (i === 0) fe[2] = 30; seen.push(x) })
out.forEachWrite = seen
// a getter put on a later index mid-loop: the rest is read through it, in order
const ga = [1, 2, 3, 4]
out.getterMid = ga.map((x, i) => {
  if (i === 1) Object.defineProperty(ga, 3, { get() { log.push("get3"); return 40 } })
  return x
})
const pa = [1, , 3]
out.protoMid = pa.filter((x, i) => {
  if (i === 0) Array.prototype[1] = "P"
  return true
})
delete Array.prototype[1]
const al = { length: 3 }
out.fromMid = Array.from(al, (v, i) => { if (i === 0) al[2] = "late"; return v })
const fi = [1, 2, 3]
out.findMid = fi.find((x, i) => { if (i === 0) Object.defineProperty(fi, 2, { get() { log.push("find2"); return 7 } }); return x === 7 })
const ri = [1, 2, 3]
out.reduceMid = ri.reduce((a, x, i) => { if (i === 1) Object.defineProperty(ri, 2, { get() { return 100 } }); return a + x })
// a throwing callback stops the loop at once
let calls = 0
try { [1, 2, 3].map(x => { calls++; if (x === 2) throw new Error("boom") }) } catch (e) { out.thrown = [e.message, calls] }
// other callables take the prelude's loop
out.bound = [1, 2].map(function (x) { return x + this.d }.bind({ d: 1 }))
out.native = ["1", "2", "x"].map(Number)
out.nativeFilter = [0, 1, "", "a"].filter(Boolean)
out.log = log
// nested loops and a deep callback chain
out.nested = [1, 2].map(x => [10, 20].map(y => x * y).reduce((a, b) => a + b))
out.big = Array.from({ length: 2000 }, (_, i) => i).filter(x => x % 3 === 0).map(x => x * 2).reduce((a, b) => a + b, 0)
return out
