/*---
{
  "description": "Function.prototype.caller and .arguments are accessors whose getter and setter are the same %ThrowTypeError%; functions have no own caller/arguments",
  "expect": { "ok": true, "value": ["caller TypeError", "arguments TypeError", "set TypeError", true, "", 0, true, true, false, false, false] }
}
---*/
const out = []
try {
  ;(() => 1).caller
} catch (e) {
  out.push("caller " + e.constructor.name)
}
try {
  ;(function () {}).arguments
} catch (e) {
  out.push("arguments " + e.constructor.name)
}
try {
  ;(function () {}).caller = 1
} catch (e) {
  out.push("set " + e.constructor.name)
}
const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(function () {}), "caller")
const a = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(function () {}), "arguments")
out.push(d.get === d.set && a.get === d.get, d.get.name, d.get.length, Object.isFrozen(d.get), d.configurable, d.enumerable)
out.push(Object.hasOwn(function () {}, "caller"), Object.hasOwn(class {}, "arguments"))
return out
