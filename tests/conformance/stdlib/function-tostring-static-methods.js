/*---
{
  "description": "Function.prototype.toString of static class methods starts after the `static` keyword (and its comments); a method named `static` keeps its name",
  "expect": {
    "ok": true,
    "value": ["f() {}", "async * g() {}", "get h() { return 1 }", "static() {}", "[`k`]() {}", "m() {}"]
  }
}
---*/
class A { static /* x */ f() {} static async * g() {} static get h() { return 1 } static static() {} static [`k`]() {} m() {} }
return [A.f.toString(), A.g.toString(), Object.getOwnPropertyDescriptor(A, "h").get.toString(), A.static.toString(), A.k.toString(), A.prototype.m.toString()]
