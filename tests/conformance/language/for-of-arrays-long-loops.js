/*---
{
  "description": "for-of over arrays and their entries, with destructuring, handlers in the body, holes, growth and shrinking, getters, prototype elements and replaced iterators, over loops long enough to be snapshotted mid-way in roundtrip mode",
  "expect": {
    "ok": true,
    "value": {
      "values": 19900,
      "entries": 200,
      "holes": [
        1,
        null,
        3
      ],
      "grow": [
        1,
        2,
        3,
        10,
        20,
        30
      ],
      "shrink": [
        1,
        2,
        3
      ],
      "caught": [
        49,
        99,
        149
      ],
      "last": 181,
      "getter": [
        1,
        "got",
        3
      ],
      "protoHole": [
        0,
        "proto",
        2
      ],
      "replacedNext": [
        7,
        8
      ],
      "nextCalls": 3,
      "ownIter": [
        "own"
      ],
      "ownFor": "own",
      "pairs": 14,
      "odd": [
        9,
        10
      ]
    }
  }
}
---*/
const out = {}
const a = Array.from({ length: 200 }, (_, i) => i)
// values and entries with destructuring over a long loop
let s = 0
for (const x of a) s += x
out.values = s
let e = 0
for (const [i, x] of a.entries()) if (i === x) e++
out.entries = e
// holes read as undefined; elements pushed during the loop are visited; a shrink ends it
const h = [1, , 3]
out.holes = []
for (const x of h) out.holes.push(x)
const g = [1, 2, 3]
out.grow = []
for (const x of g) { out.grow.push(x); if (g.length < 6) g.push(x * 10) }
const k = [1, 2, 3, 4, 5]
out.shrink = []
for (const x of k) { out.shrink.push(x); if (x === 2) k.length = 3 }
// break, continue, throw and catch inside the body, handlers on every iteration
out.caught = []
for (const x of a) {
  try { if (x % 50 === 49) throw x; if (x > 180) break } catch (err) { out.caught.push(err) } finally { out.last = x }
}
// a getter for an element, a prototype element for a hole, a replaced next and iterator
const gt = [1, 2, 3]
Object.defineProperty(gt, 1, { get() { return "got" } })
out.getter = [...gt]
Array.prototype[1] = "proto"
out.protoHole = []
for (const x of [0, , 2]) out.protoHole.push(x)
delete Array.prototype[1]
const AIP = Object.getPrototypeOf([][Symbol.iterator]())
const origNext = AIP.next
let calls = 0
AIP.next = function () { calls++; return origNext.call(this) }
out.replacedNext = []
for (const x of [7, 8]) out.replacedNext.push(x)
out.nextCalls = calls
AIP.next = origNext
const own = [1, 2, 3]
own[Symbol.iterator] = function* () { yield "own" }
out.ownIter = [...own]
for (const x of own) out.ownFor = x
// destructuring plain pairs and a pair with a custom iterator
let sum = 0
for (const [p, q] of [[1, 2], [3, 4]]) sum += p * q
out.pairs = sum
const odd = [5, 6]
odd[Symbol.iterator] = function* () { yield 9; yield 10 }
for (const [p, q] of [odd]) out.odd = [p, q]
return out
