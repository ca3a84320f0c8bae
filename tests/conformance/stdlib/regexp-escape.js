/*---
{
  "description": "note: RegExp.escape (ES2025) is missing from node 20; expected values follow the specification",
  "expect": {"ok": true, "value": ["\\x66oo", "\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\\\/", "\\x61\\x2cb\\x2dc\\x3d", "\\x20\\t\\n", "\\x31\\.5", "é", "TypeError", true]}
}
---*/
let err
try {
  RegExp.escape(1)
} catch (e) {
  err = e.name
}
return [
  RegExp.escape("foo"),
  RegExp.escape(".*+?^${}()|[]\\/"),
  RegExp.escape("a,b-c="),
  RegExp.escape(" \t\n"),
  RegExp.escape("1.5"),
  RegExp.escape("é"),
  err,
  new RegExp(RegExp.escape("(1+1)")).test("x(1+1)"),
]
