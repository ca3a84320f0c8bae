/*---
{
  "description": "searching a long string for a long needle is linear: comparing the needle at every position would take hours here (half a million positions times half a million code units, three times), inside one native call where the time limit is not looked at",
  "limits": { "timeoutMs": 20000 },
  "expect": { "ok": true, "value": [-1, false, -1, 500000, 499999, 0, 1, [1, 1], 2] }
}
---*/
const hay = 'a'.repeat(1e6)
const miss = 'a'.repeat(5e5) + 'b'
const hit = 'a'.repeat(5e5)
const t = 'ab'.repeat(2.5e5)
return [
  hay.indexOf(miss),
  hay.includes(miss),
  hay.lastIndexOf(miss),
  hay.lastIndexOf(hit),
  hay.indexOf(hit, 499999),
  t.indexOf('ab'.repeat(2.25e5)),
  t.indexOf('ba'.repeat(2.25e5)),
  ('x' + miss + 'y').split(miss).map(s => s.length),
  ('ab'.repeat(20) + 'c').lastIndexOf('a' + 'ba'.repeat(8), 3),
]
