/*---
{
  "description": "flat skips holes and respects depth",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        2,
        [
          3,
          [
            4
          ]
        ]
      ],
      2,
      [
        1,
        2,
        3,
        4
      ],
      [
        1,
        2,
        3
      ]
    ]
  }
}
---*/
const a = [1, , [2, , [3, [4]]]]
return [a.flat(), a.flat(0).length, a.flat(Infinity), [[1, 2], 3].flatMap((x) => x)]
