/*---
{
  "description": "String.raw with template and plain objects; fromCharCode wraps to 16 bits; fromCodePoint's RangeError",
  "expect": { "ok": true, "value": ["a\\n1b2c", "x1yz", "a-b+c", "p9q", "", 4, "A", 2, "10ffff", "RangeError: Invalid code point -1", "RangeError: Invalid code point 1.5", "RangeError: Invalid code point 1114112", "RangeError: Invalid code point NaN", "RangeError: Invalid code point Infinity", "TypeError"] }
}
---*/
const out = [
  String.raw`a\n${1}b${2}c`, String.raw({ raw: ["x", "y", "z"] }, 1), String.raw({ raw: "abc" }, "-", "+", "*"),
  String.raw({ raw: { length: 2, 0: "p", 1: "q" } }, 9, 9), String.raw({ raw: [] }, 1),
  String.fromCharCode(72, 105.9, 65536 + 33, -1).length, String.fromCharCode(0x10041),
  String.fromCodePoint(0x1f600).length, String.fromCodePoint(97, 0x10ffff).codePointAt(1).toString(16),
]
for (const v of [-1, 1.5, 0x110000, "x", Infinity]) {
  try {
    String.fromCodePoint(v)
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
try {
  String.raw()
} catch (e) {
  out.push(e.name)
}
return out
