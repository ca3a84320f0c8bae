/*---
{
  "description": "An object argument whose valueOf or toString returns undefined is converted as ToNumber/ToString say (NaN, \"undefined\"), not read as an absent argument",
  "expect": {"ok": true, "value": ["", "a", "undabc", 1, "a", 0, ["a-b"], "1.", "abc"]}
}
---*/
const u = { valueOf() {}, toString: undefined }
const v = { toString() { return undefined } }
return [
  "abc".slice(0, u),
  "abcdef".substring(1, u),
  "abc".padStart(6, v),
  "xundefinedy".indexOf(v),
  "abc".at(u),
  [1, 2, 3].slice(0, u).length,
  "a-b".split(v),
  (1.25).toFixed(u) + ".",
  "abc".substr(0, { valueOf() { return 3 } }),
]
