/*---
{
  "description": "a with statement is a syntax error, since programs are strict mode code (it was reported as unsupported syntax)",
  "expect": { "ok": false, "kind": "ParseError", "messageIncludes": "Strict mode code may not include a with statement" }
}
---*/
const o = { a: 1 }
with (o) { a }
