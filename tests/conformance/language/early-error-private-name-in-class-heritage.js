/*---
{
  "description": "the heritage of a class cannot use the class's own private names",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
console.log("evaluated");
class C extends (o => o.#x, Object) { #x }
return 1;
