/*---
{
  "description": "concat honours Symbol.isConcatSpreadable and keeps holes",
  "expect": {
    "ok": true,
    "value": [
      7,
      "x",
      "y",
      true,
      false,
      4,
      5
    ]
  }
}
---*/
const likes = { length: 2, 0: "x", 1: "y", [Symbol.isConcatSpreadable]: true }
const arr = [1, 2]
arr[Symbol.isConcatSpreadable] = false
const r = [0].concat(likes, arr, [, 4], 5)
return [r.length, r[1], r[2], r[3] === arr, 4 in r, r[5], r[6]]
