/*---
{
  "description": "Symbol.unscopables lists the ES2015+ methods; keys/entries iterate holes",
  "expect": {
    "ok": true,
    "value": [
      null,
      true,
      true,
      null,
      [
        0,
        1,
        2
      ],
      [
        [
          0,
          "a"
        ],
        [
          1,
          null
        ],
        [
          2,
          "c"
        ]
      ],
      [
        "0",
        "2"
      ]
    ]
  }
}
---*/
const u = Array.prototype[Symbol.unscopables]
const a = ["a", , "c"]
return [Object.getPrototypeOf(u), u.flat, u.toSorted, u.map, [...a.keys()], [...a.entries()], Object.keys(a)]
