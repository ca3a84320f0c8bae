/*---
{
  "description": "default sort compares ToString code units; numbers, booleans, null",
  "expect": {
    "ok": true,
    "value": [
      -1,
      0.5,
      1,
      10,
      1e+21,
      9,
      "B",
      "b",
      false,
      null,
      true
    ]
  }
}
---*/
const a = [10, 9, 1, "b", "B", true, null, false, -1, 1e21, 0.5]
a.sort()
return a
