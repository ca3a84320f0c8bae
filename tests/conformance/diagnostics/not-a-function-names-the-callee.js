/*---
{
  "description": "calling or constructing a non-function names the callee as V8 does (o.method, a[0], f(...), super)",
  "expect": {
    "ok": true,
    "value": [
      "o.method is not a function",
      "a is not a function",
      "o.a.b is not a function",
      "o.a b is not a function",
      "o.arr[0] is not a function",
      "o[k] is not a function",
      "o.a.b.c is not a function",
      "a is not a constructor",
      "o.a is not a constructor",
      "o?.a.b is not a function",
      "o.method is not a function",
      "make(...).run is not a function",
      "(intermediate value).nope is not a function"
    ]
  }
}
---*/
const out = []
const t = f => { try { f() } catch (e) { out.push(e.message) } }
const o = { a: { b: 1 }, arr: [1], k: "x" }
let a = 1
const k = "zz"
const make = () => ({})
t(() => o.method())
t(() => a())
t(() => o.a.b())
t(() => o["a b"]())
t(() => o.arr[0]())
t(() => o[k]())
t(() => o.a.b.c())
t(() => new a())
t(() => new o.a())
t(() => o?.a.b())
t(() => o.method(...[1]))
t(() => make().run())
class B { m() {} }
class C extends B { m() { super.nope() } }
t(() => new C().m())
return out
