/*---
{
  "description": "a using declaration directly in a case clause is an early error",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated")
switch (1) {
  case 1:
    using r = null
}
return 1
