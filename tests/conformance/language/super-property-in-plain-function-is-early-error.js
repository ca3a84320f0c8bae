/*---
{
  "description": "super.x in a plain function is an early error",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
function f() {
  return super.x;
}
return 1;
