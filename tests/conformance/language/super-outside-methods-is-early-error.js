/*---
{
  "description": "super() outside a derived class constructor is an early error, even inside an arrow in a method",
  "expect": { "ok": false, "kind": "ParseError" }
}
---*/
class A {}
class B extends A {
  m() {
    return () => super();
  }
}
return 1;
