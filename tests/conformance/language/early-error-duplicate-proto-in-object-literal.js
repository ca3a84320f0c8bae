/*---
{
  "description": "an object literal may not have two __proto__ properties",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
const o = { __proto__: null, "__proto__": null };
return 1;
