/*---
{
  "description": "Set forEach visits values added during the walk",
  "expect": {
    "ok": true,
    "value": [
      5,
      [
        1,
        2,
        3,
        4,
        5
      ],
      [
        ">a1"
      ]
    ]
  }
}
---*/
const s = new Set([1, 2])
const seen = []
s.forEach((v, k, set) => { seen.push(v === k && set === s); if (v < 4) s.add(v + 2) })
const m = new Map([["a", 1]])
const ms = []
m.forEach(function (v, k) { ms.push(this.p + k + v) }, { p: ">" })
return [seen.length, [...s], ms]
