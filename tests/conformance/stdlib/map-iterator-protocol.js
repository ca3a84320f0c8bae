/*---
{
  "description": "Map and Set iterators: prototypes, toStringTag, next after done",
  "expect": {
    "ok": true,
    "value": [
      {
        "value": [
          "k",
          "v"
        ],
        "done": false
      },
      {
        "done": true
      },
      {
        "done": true
      },
      "Map Iterator",
      "Set Iterator",
      [
        1,
        1
      ],
      true,
      true,
      "function"
    ]
  }
}
---*/
const m = new Map([["k", "v"]])
const it = m[Symbol.iterator]()
const r1 = it.next()
const r2 = it.next()
const r3 = it.next()
const s = new Set([1])
const si = s.entries()
return [r1, r2, r3, it[Symbol.toStringTag], si[Symbol.toStringTag], si.next().value, Set.prototype.keys === Set.prototype.values, Map.prototype[Symbol.iterator] === Map.prototype.entries, typeof Object.getPrototypeOf(it).next]
