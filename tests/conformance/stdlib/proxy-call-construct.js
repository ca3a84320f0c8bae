/*---
{
  "description": "Proxy: apply and construct traps, new.target through a proxy, proxies as prototypes and as receivers, instanceof, bind, and built-ins over proxies",
  "expect": {"ok": true, "value": [30, 50, 70, "sum", 2, "{\"made\":7,\"ntIsProxy\":true}", 5, true, true, true, "prototype,Symbol(Symbol.hasInstance),prototype", 9, true, true, "own", "proxied:other", false, "viaReceiver=1,direct=2", 2, 30, "bound sum", 1, 3, "6,2,4", "3,1,2", "3,1,2", "1,2", "0,3,1,2", "[3,1,2]", 1, "DataCloneError"]}
}
---*/
const out = []
const sum = new Proxy(function sum(a, b) { return a + b }, {
  apply(t, thisArg, args) { return t(...args) * 10 },
})
out.push(sum(1, 2), sum.call(null, 2, 3), Reflect.apply(sum, null, [3, 4]), sum.name, sum.length)
class Point { constructor(x) { this.x = x; this.nt = new.target } }
const P = new Proxy(Point, {
  construct(t, args, nt) { return { made: args[0], ntIsProxy: nt === P } },
})
out.push(JSON.stringify(new P(7)))
const reads = []
const Plain = new Proxy(Point, { get(t, k, r) { reads.push(String(k)); return Reflect.get(t, k, r) } })
const pt = new Plain(5)
out.push(pt.x, pt.nt === Plain, pt instanceof Point, pt instanceof Plain, reads.join())
class Sub extends Plain { constructor() { super(9); this.sub = true } }
const s = new Sub()
out.push(s.x, s.sub, Object.getPrototypeOf(s) === Sub.prototype)
const base = new Proxy({}, { get: (t, k, r) => (typeof k === "string" ? "proxied:" + k : undefined) })
const child = Object.create(base)
child.own = "own"
out.push(child.own, child.other, "other" in child)
const sets = []
const receiverProxy = new Proxy({}, {
  defineProperty(t, k, d) { sets.push(k + "=" + d.value); return Reflect.defineProperty(t, k, d) },
})
Reflect.set({}, "viaReceiver", 1, receiverProxy)
receiverProxy.direct = 2
out.push(sets.join(), receiverProxy.direct)
const bound = sum.bind(null, 1)
out.push(bound(2), bound.name, bound.length)
const arr = new Proxy([3, 1, 2], {})
out.push(arr.length, arr.map((x) => x * 2).join(), [...arr].join(), Array.from(arr).join(), arr.slice(1).join(), [0].concat(arr).join(), JSON.stringify(arr))
out.push(Object.assign({}, new Proxy({ q: 1 }, {})).q, structuredCloneThrows())
function structuredCloneThrows() {
  try {
    structuredClone(new Proxy({}, {}))
    return "cloned"
  } catch (e) {
    return e.name
  }
}
return out
