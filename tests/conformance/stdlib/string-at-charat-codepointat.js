/*---
{
  "description": "at, charAt, charCodeAt and codePointAt with negative, fractional, out-of-range and surrogate positions",
  "expect": { "ok": true, "value": ["b", 55357, null, null, 56832, "a", "", 55357, "a", 56832, true, 128512, 56832, null, 55296, "4"] }
}
---*/
const s = "a😀b"
return [
  s.at(-1), s.at(1.9).charCodeAt(0), s.at(9), s.at(-9), s.at("2").charCodeAt(0),
  s.charAt(), s.charAt(-1), s.charAt(1).charCodeAt(0), s.charAt(NaN),
  s.charCodeAt(2), Number.isNaN(s.charCodeAt(4)),
  s.codePointAt(1), s.codePointAt(2), s.codePointAt(4), "\ud800x".codePointAt(0),
  String.prototype.at.call(12345, -2),
]
