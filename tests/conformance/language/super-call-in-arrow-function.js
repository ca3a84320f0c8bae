/*---
{
  "description": "super() inside an arrow function of a derived constructor binds this, runs the field initializers and passes new.target; a second super() throws",
  "expect": { "ok": true, "value": ["field", 5, 1, "ReferenceError", "D", "ReferenceError", 1] }
}
---*/
const out = [];
class A { constructor(x) { this.x = x; } }
class B extends A {
  f = (out.push("field"), 1);
  constructor() { const g = () => super(5); g(); out.push(this.x, this.f); try { g(); } catch (e) { out.push(e.constructor.name); } }
}
new B();
class C extends A { constructor() { (() => super(new.target.name))(); } }
class D extends C {}
out.push(new D().x);
class E extends A { constructor() { super(1); try { super(2); } catch (e) { out.push(e.constructor.name, this.x); } } }
new E();
return out;
