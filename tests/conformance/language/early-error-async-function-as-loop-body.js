/*---
{
  "description": "an async function declaration cannot be the body of a loop",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
for (const x of []) async function f() {}
return 1;
