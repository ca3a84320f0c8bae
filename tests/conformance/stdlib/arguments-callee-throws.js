/*---
{
  "description": "arguments objects are unmapped: callee is a non-configurable accessor whose getter and setter are %ThrowTypeError%, the same as Function.prototype.caller's",
  "expect": { "ok": true, "value": ["TypeError", "TypeError", true, true, false, false] }
}
---*/
function f() {
  return arguments
}
const args = f(1, 2)
const out = []
try {
  args.callee
} catch (e) {
  out.push(e.constructor.name)
}
try {
  args.callee = 1
} catch (e) {
  out.push(e.constructor.name)
}
const d = Object.getOwnPropertyDescriptor(args, "callee")
const caller = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), "caller")
out.push(d.get === d.set, d.get === caller.get, d.enumerable, d.configurable)
return out
