/*---
{
  "description": "Array.prototype methods work on array-like objects",
  "expect": {
    "ok": true,
    "value": [
      4,
      "d",
      3,
      "a-b-c",
      [
        1,
        null,
        3
      ],
      false,
      2,
      [
        "aa",
        "bb",
        "cc"
      ],
      3,
      1
    ]
  }
}
---*/
const o = { length: 2, 0: "a", 1: "b" }
const n = Array.prototype.push.call(o, "c", "d")
const popped = Array.prototype.pop.call(o)
const joined = Array.prototype.join.call(o, "-")
const sliced = Array.prototype.slice.call({ length: 3, 0: 1, 2: 3 }, 0)
const idx = Array.prototype.indexOf.call({ length: 3, 0: "x", 1: "y", 2: "z" }, "z")
const mapped = Array.prototype.map.call("abc", (c) => c + c)
const rev = Array.prototype.reverse.call({ length: 3, 0: 1, 1: 2, 2: 3 })
return [n, popped, o.length, joined, sliced, 1 in sliced, idx, mapped, rev[0], rev[2]]
