/*---
{
  "description": "Set methods accept set-like objects (size, has, keys)",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        2,
        3,
        9
      ],
      [
        2
      ],
      [
        1,
        3
      ],
      [
        1,
        3,
        9
      ],
      false,
      false,
      false,
      true
    ]
  }
}
---*/
const s = new Set([1, 2, 3])
const like = { size: 2, has: (v) => v === 2 || v === 9, keys: () => [2, 9][Symbol.iterator]() }
return [
  [...s.union(like)], [...s.intersection(like)], [...s.difference(like)], [...s.symmetricDifference(like)],
  s.isSubsetOf(like), s.isSupersetOf(like), s.isDisjointFrom(like), new Set([2]).isSubsetOf(like),
]
