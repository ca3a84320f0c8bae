/*---
{
  "description": "super property access inside private getters, setters, methods and static private methods reaches the parent class (their home object is the prototype or the class, as for public methods)",
  "expect": { "ok": true, "value": [["Ag", "Am", "As", "sA!"], ["constructor", "access"]] }
}
---*/
class A { method() { return "A" } static sm() { return "sA" } }
class C extends A {
  get #g() { return super.method() + "g" }
  set #s(v) { this.out = super.method() + v }
  #m() { return super.method() + "m" }
  static #sm() { return super.sm() + "!" }
  access() { this.#s = "s"; return [this.#g, this.#m(), this.out, C.#sm()] }
}
return [new C().access(), Object.getOwnPropertyNames(C.prototype)]
