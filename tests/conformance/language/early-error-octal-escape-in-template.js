/*---
{
  "description": "an untagged template may not contain \\8 or legacy octal escapes",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
const s = `\8`;
return 1;
