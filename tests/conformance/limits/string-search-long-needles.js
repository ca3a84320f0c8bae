/*---
{
  "description": "searching a long string for a long needle is linear: comparing the needle at every position would take hours here (two million positions times two million code units), inside one native call where the time limit is not looked at",
  "limits": { "timeoutMs": 60000 },
  "expect": { "ok": true, "value": [-1, false, -1, 2000000, 1999999, 0, 1, [1, 1], 2] }
}
---*/
const hay = 'a'.repeat(4e6)
const miss = 'a'.repeat(2e6) + 'b'
const hit = 'a'.repeat(2e6)
const t = 'ab'.repeat(1e6)
return [
  hay.indexOf(miss),
  hay.includes(miss),
  hay.lastIndexOf(miss),
  hay.lastIndexOf(hit),
  hay.indexOf(hit, 1999999),
  t.indexOf('ab'.repeat(9e5)),
  t.indexOf('ba'.repeat(9e5)),
  ('x' + miss + 'y').split(miss).map(s => s.length),
  ('ab'.repeat(20) + 'c').lastIndexOf('a' + 'ba'.repeat(8), 3),
]
