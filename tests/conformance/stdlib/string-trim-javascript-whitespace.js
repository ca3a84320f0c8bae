/*---
{
  "description": "trim, trimStart and trimEnd remove exactly ECMAScript WhiteSpace and LineTerminator; trimLeft/trimRight are aliases",
  "expect": { "ok": true, "value": ["x", 17, 17, 3, 2, 2, true, "trimEnd"] }
}
---*/
const ws = "\t\n\v\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
return [
  (ws + "x" + ws).trim(), (ws + "x" + ws).trimStart().length, (ws + "x" + ws).trimEnd().length,
  "\u180ex\u180e".trim().length, "\u200bx".trim().length, "\u0085x".trim().length,
  String.prototype.trimLeft === String.prototype.trimStart, String.prototype.trimRight.name,
]
