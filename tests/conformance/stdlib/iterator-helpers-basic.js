/*---
{
  "description": "iterator helpers map, filter, take, drop, flatMap, reduce, some, every, find, forEach (note: node 20 has no iterator helpers; expectation from the spec, ES2025)",
  "expect": {
    "ok": true,
    "value": [
      [
        0,
        6,
        12,
        18
      ],
      [
        5,
        6,
        7
      ],
      [
        1,
        10,
        2,
        20,
        3,
        30
      ],
      10,
      110,
      true,
      false,
      8,
      [
        "5:0",
        "6:1"
      ],
      [
        "a0",
        "b1"
      ],
      [
        2,
        3
      ],
      [
        10
      ]
    ]
  }
}
---*/
function* nat() { let i = 0; while (true) yield i++ }
function* g() { yield 1; yield 2 }
const r1 = nat().map((x) => x * 2).filter((x) => x % 3 === 0).take(4).toArray()
const r2 = nat().drop(5).take(3).toArray()
const r3 = [1, 2, 3].values().flatMap((x) => [x, x * 10]).toArray()
const r4 = nat().take(5).reduce((a, b) => a + b)
const r5 = nat().take(5).reduce((a, b) => a + b, 100)
const r6 = nat().some((x) => x > 3)
const r7 = [1, 2, 3].values().every((x) => x < 3)
const r8 = nat().find((x) => x * x > 50)
const seen = []
;[5, 6].values().forEach((v, i) => seen.push(v + ":" + i))
const idx = ["a", "b"].values().map((v, i) => v + i).toArray()
return [r1, r2, r3, r4, r5, r6, r7, r8, seen, idx, g().map((x) => x + 1).toArray(), new Map([[1, 2]]).keys().map((k) => k * 10).toArray()]
