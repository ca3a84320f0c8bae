/*---
{
  "description": "an invalid regular expression literal is an early error, even where it is never evaluated",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
if (false) { /a{2,1}/; }
return 1;
