/*---
{
  "description": "then, finally and catch build the derived promise with the species constructor; Promise[Symbol.species] is a getter returning this",
  "expect": { "ok": true, "value": [true, "get [Symbol.species]", true, true, true, true, 2, "species ctor", "TypeError", "value 5", "then calls 3"] }
}
---*/
const out = []
const desc = Object.getOwnPropertyDescriptor(Promise, Symbol.species)
out.push(desc.set === undefined && typeof desc.get === "function", desc.get.name, Promise[Symbol.species] === Promise)
class Sub extends Promise {}
out.push(Sub.resolve(1).then() instanceof Sub, Sub.resolve(1).finally(() => {}) instanceof Sub)
let made = 0
class Other extends Promise {
  static get [Symbol.species]() {
    made++
    return Promise
  }
}
const o = Other.resolve(1).then((x) => x)
out.push(o.constructor === Promise)
o.catch(() => {})
out.push(made + 1)
const p = Promise.resolve(1)
p.constructor = {
  [Symbol.species]: function (executor) {
    out.push("species ctor")
    return new Promise(executor)
  },
}
await p.then((x) => x)
const q = Promise.resolve(1)
q.constructor = 5
try {
  q.then()
} catch (e) {
  out.push(e.constructor.name)
}
let thenCalls = 0
const then = Promise.prototype.then
Promise.prototype.then = function (a, b) {
  thenCalls++
  return then.call(this, a, b)
}
const v = await Promise.resolve(5).finally(() => {})
Promise.prototype.then = then
out.push("value " + v, "then calls " + thenCalls)
return out
