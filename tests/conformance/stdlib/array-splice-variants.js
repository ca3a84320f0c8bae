/*---
{
  "description": "splice with no arguments, one argument, negative start and insertion",
  "expect": {
    "ok": true,
    "value": [
      [],
      [
        1,
        2,
        3,
        4,
        5
      ],
      [
        4,
        5
      ],
      [
        1,
        2,
        3
      ],
      [],
      [
        1,
        "a",
        "b",
        2,
        3
      ],
      [
        1,
        2,
        3
      ],
      []
    ]
  }
}
---*/
const a = [1, 2, 3, 4, 5]
const r0 = a.splice()
const b = [1, 2, 3, 4, 5]
const r1 = b.splice(-2)
const c = [1, 2, 3]
const r2 = c.splice(1, 0, "a", "b")
const d = [1, 2, 3]
const r3 = d.splice(0, 10)
return [r0, a, r1, b, r2, c, r3, d]
