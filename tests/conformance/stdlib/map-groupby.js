/*---
{
  "description": "Map.groupBy keeps keys by SameValueZero and insertion order",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        0,
        "fizz"
      ],
      [
        1,
        5
      ],
      [
        3,
        6
      ],
      [
        "a",
        "b"
      ]
    ]
  }
}
---*/
const g = Map.groupBy([1, 2, 3, 4, 5, 6], (x) => (x % 3 === 0 ? "fizz" : x % 2))
const objKey = {}
const g2 = Map.groupBy(["a", "b"], () => objKey)
return [[...g.keys()], g.get(1), g.get("fizz"), g2.get(objKey)]
