/*---
{
  "description": "indexOf, lastIndexOf, includes, startsWith and endsWith clamp positions; a RegExp argument is a TypeError",
  "expect": { "ok": true, "value": [0, 6, 2, 1, -1, 5, 2, -1, 0, 2, 5, true, false, true, true, true, true, true, true, false, true, true, "TypeError: First argument to String.prototype.startsWith must not be a regular expression", "TypeError: First argument to String.prototype.endsWith must not be a regular expression", "TypeError: First argument to String.prototype.includes must not be a regular expression", true] }
}
---*/
const s = "abcabc"
const out = [
  s.indexOf(""), s.indexOf("", 99), s.indexOf("c", -5), "aaa".indexOf("aa", 1), s.indexOf(undefined),
  s.lastIndexOf("c"), s.lastIndexOf("c", 4), s.lastIndexOf("c", -1), s.lastIndexOf("a", 0), s.lastIndexOf("", 2), s.lastIndexOf("c", NaN),
  s.includes(""), s.includes("c", 6), s.includes("a", -10),
  s.startsWith("bc", 1), s.startsWith("a", -1), s.startsWith("", 99),
  s.endsWith("ab", 2), s.endsWith("c", Infinity), s.endsWith("a", -5), "undefined".endsWith(),
  s.includes({ toString() { return "ca" } }),
]
for (const m of ["startsWith", "endsWith", "includes"]) {
  try {
    s[m](/a/)
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
out.push(s.includes({ [Symbol.match]: false, toString() { return "b" } }))
return out
