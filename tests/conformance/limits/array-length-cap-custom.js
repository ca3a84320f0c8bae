/*---
{
  "description": "maxArrayLength lowers the array cap: construction, length, index writes, push, spread, concat and Array.from",
  "limits": { "maxArrayLength": 8 },
  "expect": { "ok": true, "value": [
    8,
    "Invalid array length",
    "Invalid array length",
    "Invalid array length",
    "Invalid array length",
    "Invalid array length",
    "Invalid array length",
    "Invalid array length"
  ] }
}
---*/
const a = [1, 2, 3, 4, 5, 6, 7, 8]
const out = [a.length]
const tries = [
  () => new Array(9),
  () => { a.length = 9 },
  () => { a[8] = 9 },
  () => a.push(9),
  () => [...a, 9],
  () => a.concat([9]),
  () => Array.from({ length: 9 }, (_, i) => i),
]
for (const f of tries) {
  try {
    f()
    out.push("no error")
  } catch (e) {
    out.push(e.message)
  }
}
return out
