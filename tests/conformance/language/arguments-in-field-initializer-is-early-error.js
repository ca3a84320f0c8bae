/*---
{
  "description": "arguments in a class field initializer (or an arrow in it) is an early error",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
class C {
  x = () => arguments;
}
return 1;
