/*---
{
  "description": "getOwnPropertyDescriptors, entries and values in key order",
  "expect": {
    "ok": true,
    "value": [
      [
        [
          "0",
          "zero"
        ],
        [
          "1",
          "one"
        ],
        [
          "b",
          1
        ],
        [
          "a",
          2
        ]
      ],
      [
        "zero",
        "one",
        1,
        2
      ],
      [
        "x",
        "y"
      ],
      "function",
      true,
      [
        [
          "0",
          "a"
        ],
        [
          "1",
          "b"
        ]
      ]
    ]
  }
}
---*/
const o = { b: 1, a: 2, 1: "one", 0: "zero" }
const ds = Object.getOwnPropertyDescriptors({ x: 1, get y() { return 2 } })
return [Object.entries(o), Object.values(o), Object.keys(ds), typeof ds.y.get, ds.x.writable, Object.entries("ab")]
