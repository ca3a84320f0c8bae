/*---
{
  "description": "lastIndexOf, findLast, findLastIndex, reduceRight",
  "expect": {
    "ok": true,
    "value": [
      3,
      1,
      1,
      -1,
      2,
      3,
      -1,
      "12321",
      -1,
      true
    ]
  }
}
---*/
const a = [1, 2, 3, 2, 1]
return [
  a.lastIndexOf(2), a.lastIndexOf(2, 2), a.lastIndexOf(2, -3), a.lastIndexOf(9),
  a.findLast((x) => x > 1), a.findLastIndex((x) => x > 1), a.findLastIndex((x) => x > 5),
  a.reduceRight((acc, x) => acc + x, ""), [NaN].lastIndexOf(NaN), [NaN].includes(NaN),
]
