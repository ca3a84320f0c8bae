/*---
{
  "description": "a map keeps order and iterators across many deletions",
  "expect": {
    "ok": true,
    "value": [
      [
        990,
        991,
        992,
        993,
        994,
        995,
        996,
        997,
        998,
        999
      ],
      10,
      [
        990,
        991,
        992,
        993,
        994,
        995,
        996,
        997,
        998,
        999
      ]
    ]
  }
}
---*/
const m = new Map()
for (let i = 0; i < 1000; i++) m.set(i, i)
const it = m.keys()
it.next()
it.next()
for (let i = 0; i < 990; i++) m.delete(i)
const rest = [...it]
for (let i = 0; i < 5; i++) { m.set("k" + i, i); m.delete("k" + i) }
return [rest, m.size, [...m.keys()]]
