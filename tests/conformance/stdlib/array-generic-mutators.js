/*---
{
  "description": "splice, sort, unshift, shift, fill, copyWithin and friends on array-like objects",
  "expect": {
    "ok": true,
    "value": [
      [
        "b"
      ],
      [
        5,
        "d",
        "x",
        "y",
        null,
        "a"
      ],
      [
        "a",
        "c",
        null,
        false
      ],
      3,
      "a",
      2,
      "b",
      "z",
      [
        null,
        0,
        0
      ],
      [
        3,
        4,
        3,
        4
      ],
      true,
      -1,
      1,
      "q",
      2,
      "a"
    ]
  }
}
---*/
const A = Array.prototype
const o = { length: 4, 0: "d", 1: "b", 3: "a" }
const removed = A.splice.call(o, 1, 1, "x", "y")
const afterSplice = [o.length, o[0], o[1], o[2], o[3], o[4]]
const s = { length: 4, 0: "c", 1: undefined, 3: "a" }
A.sort.call(s)
const afterSort = [s[0], s[1], s[2], 3 in s]
const u = { length: 1, 0: "z" }
const ulen = A.unshift.call(u, "a", "b")
const first = A.shift.call(u)
const f = A.fill.call({ length: 3 }, 0, 1)
const cw = A.copyWithin.call({ length: 4, 0: 1, 1: 2, 2: 3, 3: 4 }, 0, 2)
const like = { length: 3, 0: NaN, 1: "q", 2: NaN }
return [
  removed, afterSplice, afterSort, ulen, first, u.length, u[0], u[1],
  [f[0], f[1], f[2]], [cw[0], cw[1], cw[2], cw[3]],
  A.includes.call(like, NaN), A.indexOf.call(like, NaN), A.lastIndexOf.call(like, "q"), A.at.call(like, -2),
  A.concat.call({ length: 1, 0: "w" }, [1]).length, A.reverse.call({ length: 2, 0: "a" })[1],
]
