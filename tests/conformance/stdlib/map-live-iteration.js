/*---
{
  "description": "Map iterators see entries added during iteration and skip deleted ones",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        3,
        4
      ],
      [
        9
      ],
      1
    ]
  }
}
---*/
const m = new Map([[1, "a"], [2, "b"], [3, "c"]])
const seen = []
for (const [k] of m) {
  seen.push(k)
  if (k === 1) { m.delete(2); m.set(4, "d") }
}
const it = m.keys()
it.next()
m.clear()
m.set(9, "z")
const after = [...it]
return [seen, after, m.size]
