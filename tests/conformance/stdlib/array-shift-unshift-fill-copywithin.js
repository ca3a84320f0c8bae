/*---
{
  "description": "shift, unshift, fill and copyWithin",
  "expect": {
    "ok": true,
    "value": [
      1,
      4,
      [
        0,
        0.5,
        2,
        3
      ],
      [
        null,
        7,
        7,
        null
      ],
      false,
      [
        4,
        5,
        3,
        4,
        5
      ],
      [
        1,
        1,
        2,
        3,
        5
      ],
      null,
      null
    ]
  }
}
---*/
const a = [1, 2, 3]
const s = a.shift()
const n = a.unshift(0, 0.5)
const f = new Array(4).fill(7, 1, -1)
const cw = [1, 2, 3, 4, 5].copyWithin(0, 3)
const cw2 = [1, 2, 3, 4, 5].copyWithin(1, 0, 3)
return [s, n, a, f, 0 in f, cw, cw2, [].shift(), [].pop()]
