/*---
{
  "description": "Array.from with iterables, array-likes, a mapper and a Set",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        2
      ],
      [
        0,
        1,
        4
      ],
      [
        "a",
        "b"
      ],
      [
        [
          1,
          2
        ]
      ],
      5,
      [
        1,
        null,
        3
      ]
    ]
  }
}
---*/
function* gen() { yield 1; yield 2 }
return [
  Array.from(gen()),
  Array.from({ length: 3 }, (_, i) => i * i),
  Array.from(new Set(["a", "a", "b"])),
  Array.from(new Map([[1, 2]])),
  Array.from("héllo").length,
  Array.from([1, , 3]),
]
