/*---
{
  "description": "eval as a shorthand assignment target is an early error in strict code",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
let x; ({ eval = 0 } = {});
return 1;
