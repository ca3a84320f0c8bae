/*---
{
  "description": "Proxy: the invariant checks of every trap throw TypeError; a revoked proxy throws for every operation; typeof, Array.isArray and callability follow the target",
  "expect": {"ok": true, "value": ["TypeError", "ok", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "function", "TypeError", "TypeError", "TypeError", "TypeError", "function", "object", true, true, "[object Array]", "[object Function]", 2, "Proxy", false, 2, "proxy,revoke"]}
}
---*/
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.constructor.name
  }
}
const frozen = Object.freeze({ k: 1 })
const sealedNoK = Object.preventExtensions({})
const out = [
  err(() => new Proxy(frozen, { get: () => 2 }).k),
  err(() => new Proxy(frozen, { get: () => 1 }).k),
  err(() => { new Proxy(frozen, { set: () => true }).k = 5 }),
  err(() => { new Proxy({}, { set: () => false }).k = 5 }),
  err(() => "k" in new Proxy(frozen, { has: () => false })),
  err(() => delete new Proxy(frozen, { deleteProperty: () => true }).k),
  err(() => Object.keys(new Proxy(frozen, { ownKeys: () => [] }))),
  err(() => Object.keys(new Proxy({}, { ownKeys: () => ["a", "a"] }))),
  err(() => Object.keys(new Proxy({}, { ownKeys: () => [1] }))),
  err(() => Object.getOwnPropertyDescriptor(new Proxy({}, { getOwnPropertyDescriptor: () => ({ value: 1, configurable: false }) }), "x")),
  err(() => Object.defineProperty(new Proxy(sealedNoK, { defineProperty: () => true }), "x", { value: 1 })),
  err(() => Object.getPrototypeOf(new Proxy(sealedNoK, { getPrototypeOf: () => Array.prototype }))),
  err(() => Object.isExtensible(new Proxy({}, { isExtensible: () => false }))),
  err(() => Object.preventExtensions(new Proxy({}, { preventExtensions: () => true }))),
  err(() => new (new Proxy(function () {}, { construct: () => 1 }))()),
  err(() => new Proxy({}, { get: 5 }).x),
  err(() => new Proxy(1, {})),
  err(() => Proxy({}, {})),
]
const { proxy, revoke } = Proxy.revocable(function () {}, {})
revoke()
revoke()
out.push(typeof proxy, err(() => proxy.x), err(() => proxy()), err(() => Object.keys(proxy)), err(() => Array.isArray(proxy)))
out.push(typeof new Proxy(class {}, {}), typeof new Proxy({}, {}), Array.isArray(new Proxy([], {})), Array.isArray(new Proxy(new Proxy([], {}), {})))
out.push(Object.prototype.toString.call(new Proxy([], {})), Object.prototype.toString.call(new Proxy(() => 1, {})))
out.push(Proxy.length, Proxy.name, "prototype" in Proxy, Proxy.revocable.length, Object.keys(Proxy.revocable({}, {})).join())
return out
