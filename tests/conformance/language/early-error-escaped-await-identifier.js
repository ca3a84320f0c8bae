/*---
{
  "description": "await spelled with escapes is still a reserved word",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
async function f() { void \u0061wait; }
return 1;
