/*---
{
  "description": "the native fast paths of fill, flat, copyWithin, the copying methods, Object.entries/values and Map/Set keys agree with the generic paths on holes, prototype accessors, proxies and getters",
  "expect": {
    "ok": true,
    "value": {
      "fillTail": [
        6,
        false,
        false,
        7,
        7
      ],
      "fillAll": "xxxx",
      "fillSetter": [
        [
          1
        ],
        true,
        1,
        1
      ],
      "fillNeg": [
        1,
        2,
        3,
        0,
        0
      ],
      "flat1": [
        1,
        2,
        [
          3,
          [
            4
          ]
        ],
        5
      ],
      "flatInf": "[1,2,3,4,5]",
      "flat0": 2,
      "flatProxy": [
        1,
        8,
        9,
        2
      ],
      "flatHoles": [
        1,
        3,
        4
      ],
      "flatObj": 2,
      "flatSpecies": true,
      "cw1": [
        4,
        5,
        3,
        4,
        5
      ],
      "cw2": [
        1,
        2,
        1,
        2,
        3
      ],
      "cw3": [
        1,
        2,
        3,
        2,
        5
      ],
      "cwHoles": [
        false,
        3,
        true
      ],
      "rev": [
        3,
        null,
        1
      ],
      "sorted": [
        1,
        2,
        3,
        null,
        null
      ],
      "sortedCmp": [
        3,
        2,
        1
      ],
      "sortedStr": [
        10,
        9,
        "a",
        "b",
        "c"
      ],
      "spliced": [
        1,
        "a",
        "b",
        "c",
        4
      ],
      "splicedHole": [
        null,
        3
      ],
      "splicedEnd": [
        1,
        2,
        9
      ],
      "with": [
        1,
        2,
        3
      ],
      "revProtoHole": [
        3,
        "P",
        1
      ],
      "entries": [
        [
          "3",
          "c"
        ],
        [
          "a",
          1
        ],
        [
          "b",
          [
            2
          ]
        ]
      ],
      "valuesArr": [
        "x",
        "z"
      ],
      "entriesGetter": [
        [
          "a",
          1
        ],
        [
          "b",
          2
        ],
        [
          "d",
          4
        ]
      ],
      "valuesNonEnum": [
        1
      ],
      "entriesSym": [
        [
          "k",
          2
        ]
      ],
      "entriesStr": [
        [
          "0",
          "h"
        ],
        [
          "1",
          "i"
        ]
      ],
      "map": [
        20,
        false,
        "zero",
        "nan",
        "big",
        7,
        7
      ],
      "mapDelete": [
        true,
        false,
        true,
        false,
        false
      ],
      "set": [
        "a",
        "b",
        "c",
        "0"
      ],
      "setDel": [
        true,
        false,
        3,
        true
      ]
    }
  }
}
---*/
const out = {}
// fill: the length past the dense part, a start past it, holes with an index setter on the prototype
const a = new Array(6).fill(7, 4)
out.fillTail = [a.length, 0 in a, 3 in a, a[4], a[5]]
out.fillAll = new Array(4).fill("x").join("")
const seen = []
Object.defineProperty(Array.prototype, "2", { set(v) { seen.push(v) }, configurable: true })
const b = new Array(4).fill(1)
out.fillSetter = [seen, 2 in b, b[0], b[3]]
delete Array.prototype[2]
out.fillNeg = [1, 2, 3, 4, 5].fill(0, -2)
// flat: depths, holes, a proxy inside (the generic path), a nested non-array object
out.flat1 = [1, [2, [3, [4]]], , 5].flat()
out.flatInf = JSON.stringify([1, [2, [3, [4, [5]]]]].flat(Infinity))
out.flat0 = [[1], [2]].flat(0).length
const px = new Proxy([8, 9], {})
out.flatProxy = [1, px, [2]].flat()
out.flatHoles = [[1, , 3], , [, 4]].flat()
out.flatObj = [{ length: 2, 0: "a", 1: "b" }, ["c"]].flat().length
class Sub extends Array {}
out.flatSpecies = Sub.from([[1], [2]]).flat() instanceof Sub
// copyWithin: overlapping moves both ways, holes (generic)
out.cw1 = [1, 2, 3, 4, 5].copyWithin(0, 3)
out.cw2 = [1, 2, 3, 4, 5].copyWithin(2, 0)
out.cw3 = [1, 2, 3, 4, 5].copyWithin(-2, -4, -3)
const h = [1, , 3, 4]
h.copyWithin(0, 1)
out.cwHoles = [0 in h, h[1], 3 in h]
// copies: toReversed / toSorted / toSpliced / with, holes read as undefined
out.rev = [1, , 3].toReversed()
out.sorted = [3, undefined, 1, , 2].toSorted()
out.sortedCmp = [3, 1, 2].toSorted((x, y) => y - x)
out.sortedStr = ["b", "a", "c", 10, 9].toSorted()
out.spliced = [1, 2, 3, 4].toSpliced(1, 2, "a", "b", "c")
out.splicedHole = [1, , 3].toSpliced(0, 1)
out.splicedEnd = [1, 2].toSpliced(5, 0, 9)
out.with = [1, , 3].with(1, 2)
const proto = [10, 20, 30]
Object.defineProperty(Object.prototype, "1", { get() { return "P" }, configurable: true })
out.revProtoHole = [1, , 3].toReversed()
delete Object.prototype[1]
// Object.entries / values: arrays, getters that delete a later key, non-enumerable keys
out.entries = Object.entries({ a: 1, b: [2], 3: "c" })
out.valuesArr = Object.values(["x", , "z"])
const g = { a: 1, get b() { delete this.c; return 2 }, c: 3, d: 4 }
out.entriesGetter = Object.entries(g)
const ne = Object.defineProperty({ a: 1 }, "hidden", { value: 2, enumerable: false })
out.valuesNonEnum = Object.values(ne)
out.entriesSym = Object.entries({ [Symbol("s")]: 1, k: 2 })
out.entriesStr = Object.entries("hi")
// Map / Set keys: strings built at run time, -0, NaN, BigInt, deletion and re-adding
const m = new Map()
for (let i = 0; i < 5; i++) m.set("k" + i, i)
m.set("k" + 2, 20)
m.delete("k" + 1)
m.set(-0, "zero").set(NaN, "nan").set(10n, "big")
out.map = [m.get("k2"), m.has("k1"), m.get(0), m.get(NaN), m.get(10n), m.size, [...m.keys()].length]
out.mapDelete = [m.delete("k" + 0), m.delete("k0"), m.delete(10n), m.has(10n), m.delete("never")]
const s = new Set(["a", "b"])
s.add("a").add("c").add(-0)
out.set = [...s].map(String)
out.setDel = [s.delete("b"), s.delete("b"), s.size, Object.is([...s][2], 0)]
return out
