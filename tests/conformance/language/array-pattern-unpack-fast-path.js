/*---
{
  "description": "Array patterns of plain names read a plain array's elements at once (ArrayUnpack) and otherwise follow the iterator protocol: short arrays, holes, elisions, parameters and for-of heads; an accessor element, an own or replaced Symbol.iterator, a replaced %ArrayIteratorPrototype%.next, a subclass, a proxy, index properties on the prototypes, strings, maps and generators",
  "expect": {"ok": true, "value": [[1,2,3,5,7,null,null,null,8,null],[[1,2],[3,4],[5,null]],[3,7],80,[2,1],[null,null],["b","a"],[0,11,"get1"],["own",null],[5,6,7,8,"x","y","mk","mv","se","g0","g1",250,251,"get1,proxy0"],["proto0","own1",null],["ap0",1,null],["replaced",null,1,2],[1,2,null,4,3],45484]}
}
---*/
const r = []
// The fast path: plain arrays, short ones, holes and elisions, parameters, for-of heads.
const [a, b] = [1, 2]
const [c, , d] = [3, 4, 5, 6]
const [e, f, g] = [7]
const [h, i] = [, 8]
const [, , j] = [9, 10]
r.push([a, b, c, d, e, f, g, h, i, j])
r.push([[1, 2], [3, 4], [5]].map(([x, y]) => [x, y]))
r.push([[1, 2], [3, 4]].flatMap(([x, y]) => [x + y]))
let s = 0
for (const [k, v] of [10, 20, 30].entries()) s += k * v
r.push(s)
function swapLater(p) {
  let [m, n] = p
  return [n, m]
}
r.push(swapLater([1, 2]), swapLater([]), swapLater("ab"))
// An accessor element: the protocol reads it (once) in order.
const log = []
const acc = [0, 1]
Object.defineProperty(acc, 1, { get() { log.push("get1"); return 11 } })
const [a0, a1] = acc
r.push([a0, a1, log.join()])
// An own Symbol.iterator.
const own = [1, 2]
own[Symbol.iterator] = function* () { yield "own" }
const [o0, o1] = own
r.push([o0, o1])
// A subclass, a proxy of an array, a string, a map, a set, a generator, a typed array.
class Sub extends Array {}
const [s0, s1] = Sub.of(5, 6)
const [p0, p1] = new Proxy([7, 8], { get(t, k) { if (k === "0") log.push("proxy0"); return t[k] } })
const [t0, t1] = "xyz"
const [[mk, mv]] = new Map([["mk", "mv"]])
const [se] = new Set(["se"])
const [g0, g1] = (function* () { yield "g0"; yield "g1" })()
const [u0, u1] = new Uint8Array([250, 251])
r.push([s0, s1, p0, p1, t0, t1, mk, mv, se, g0, g1, u0, u1, log.join()])
// Index properties on the prototypes answer holes (not reads past the length).
const holey = [, "own1"]
Object.setPrototypeOf(holey, Object.assign(Object.create(Array.prototype), { 0: "proto0", 2: "proto2" }))
const [hz0, hz1, hz2] = holey
r.push([hz0, hz1, hz2])
Array.prototype[0] = "ap0"
const [q0, q1] = [, 1]
const [w0] = []
delete Array.prototype[0]
r.push([q0, q1, w0])
// A replaced Array.prototype[Symbol.iterator], then restored.
const values = Array.prototype[Symbol.iterator]
Array.prototype[Symbol.iterator] = function* () { yield "replaced" }
const [rp0, rp1] = [1, 2]
Array.prototype[Symbol.iterator] = values
const [rs0, rs1] = [1, 2]
r.push([rp0, rp1, rs0, rs1])
// A replaced %ArrayIteratorPrototype%.next counts its calls, then restored.
const AIP = Object.getPrototypeOf([][Symbol.iterator]())
const next = AIP.next
let calls = 0
AIP.next = function () { calls++; return next.call(this) }
const [n0, n1] = [1, 2, 3]
const [n2] = []
AIP.next = next
const [n3] = [4]
r.push([n0, n1, n2, n3, calls])
// Nothing has a return method: destructuring in a loop stays right.
let total = 0
for (let x = 0; x < 100; x++) {
  const [l0, l1, l2] = x % 3 === 0 ? [x] : [x, x, x]
  total += l0 + (l1 === undefined ? 1000 : l1) + (l2 ?? 0)
}
r.push(total)
return r
