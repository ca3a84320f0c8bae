/*---
{
  "description": "shrinking an array's length stops just past a non-configurable element (TypeError, writable:false still applied); Object.prototype's prototype is immutable; the __proto__ setter rejects null/undefined this",
  "expect": { "ok": true, "value": ["TypeError", 2, false, "TypeError", 2, "TypeError", true, false, "TypeError", true] }
}
---*/
const out = []
const a = [0, 1, 2]
Object.defineProperty(a, "1", { configurable: false })
try {
  Object.defineProperty(a, "length", { value: 0, writable: false })
} catch (e) {
  out.push(e.constructor.name)
}
out.push(a.length, Object.getOwnPropertyDescriptor(a, "length").writable)
const b = [0, 1, 2]
Object.defineProperty(b, "1", { configurable: false })
try {
  b.length = 0
} catch (e) {
  out.push(e.constructor.name)
}
out.push(b.length)
try {
  Object.setPrototypeOf(Object.prototype, {})
} catch (e) {
  out.push(e.constructor.name)
}
out.push(Reflect.setPrototypeOf(Object.prototype, null), Reflect.setPrototypeOf(Object.prototype, {}))
const setter = Object.getOwnPropertyDescriptor(Object.prototype, "__proto__").set
try {
  setter.call(undefined, {})
} catch (e) {
  out.push(e.constructor.name)
}
out.push(setter.call(1, {}) === undefined)
return out
