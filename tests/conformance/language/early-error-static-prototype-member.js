/*---
{
  "description": "a class may not have a static member named prototype",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
class C { static prototype() {} }
return 1;
