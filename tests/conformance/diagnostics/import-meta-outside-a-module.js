/*---
{
  "description": "import.meta is a syntax error: a program is not a module (it was reported as unsupported syntax)",
  "expect": { "ok": false, "kind": "ParseError", "messageIncludes": "Cannot use 'import.meta' outside a module" }
}
---*/
const m = import.meta
return 1
