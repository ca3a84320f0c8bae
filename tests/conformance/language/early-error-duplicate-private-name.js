/*---
{
  "description": "a private name declared twice in a class is an early error",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
class C { #x; #x() {} }
return 1;
