/*---
{
  "description": "a tool result holding an array or string past the caps fails the call (catchable) instead of being built",
  "tools": {
    "many": { "fixture": "const", "value": [1, 2, 3, 4, 5, 6] },
    "long": { "fixture": "const", "value": "abcdefghijkl" },
    "fits": { "fixture": "const", "value": [1, "abc"] }
  },
  "limits": { "maxArrayLength": 5, "maxStringLength": 10 },
  "expect": { "ok": true, "value": [
    "A value from the host has an array of 6 elements, longer than the maximum array length of 5.",
    "A value from the host has a string of 12 characters, longer than the maximum string length of 10.",
    [1, "abc"]
  ] }
}
---*/
const out = []
for (const f of [() => tools.many({}), () => tools.long({})]) {
  try {
    await f()
    out.push("no error")
  } catch (e) {
    out.push(e.message)
  }
}
out.push(await tools.fits({}))
return out
