/*---
{
  "description": "Function.prototype[Symbol.hasInstance] reads a `prototype` getter (its errors propagate) and walks the prototype chain",
  "expect": { "ok": true, "value": ["proto", true, false, "TypeError"] }
}
---*/
const out = []
const method = () => Object.getOwnPropertyDescriptor({ get f() {} }, "f").get
const f = method()
Object.defineProperty(f, "prototype", {
  get() {
    throw "proto"
  },
})
try {
  f[Symbol.hasInstance]({})
} catch (e) {
  out.push(e)
}
class C {}
const g = method()
Object.defineProperty(g, "prototype", {
  get() {
    return C.prototype
  },
})
const hasInstance = Object.getPrototypeOf(g)[Symbol.hasInstance]
out.push(hasInstance.call(g, new C()), hasInstance.call(g, {}))
const h = method()
Object.defineProperty(h, "prototype", {
  get() {
    return 1
  },
})
try {
  hasInstance.call(h, {})
} catch (e) {
  out.push(e.constructor.name)
}
return out
