/*---
{
  "description": "holes and accessor elements are read with [[Get]] by every native iteration path: spread, for-of, Array.from, destructuring, entries/values iterators, apply, Set/Map constructors (an index getter on Object.prototype or Array.prototype, an accessor element of the array itself, a proxy prototype); a data value on the prototype and plain holes as before",
  "expect": { "ok": true, "value": [[0, "g", 2], [0, "g", 2], [0, "g", 2], [0, "g", 2], [0, "g", 2], [0, "g", 2], [0, "g", 2], [5, "own", 7], [5, "own", 7], [5, "own", 7], ["ap", 1], ["ap", 1], [1, "px", 3], [0, "d", 2], [0, null, 2], [null, null], [0, "g", 2], [0, "g", 2], ["a", "b", "g"], [0, "g", 2], null, [0, "g", 2], "0,g,2", [0, "g", 2], [0, "g", 2, 3, "g", 5], [2, "g", 0], [9, "g", 2], [0, 2], [0, "g", 2]] }
}
---*/
const own = (o, k, v) => Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true })
const out = []
// a getter for index 1 on Object.prototype: holes read through it
Object.defineProperty(Object.prototype, 1, { get() { return 'g' }, set(v) { own(this, 1, v) }, configurable: true })
out.push([...[0, , 2]])
const got = []
for (const x of [0, , 2]) got.push(x)
out.push(got)
out.push(Array.from([0, , 2]))
const [p, q, r] = [0, , 2]
out.push([p, q, r])
out.push([...[0, , 2].entries()].map(e => e[1]))
out.push([...[0, , 2].values()])
out.push(Array.from([0, , 2], x => x))
delete Object.prototype[1]
// an accessor element on the array itself
const a = [5, 6, 7]
Object.defineProperty(a, 1, { get() { return 'own' } })
out.push([...a], Array.from(a))
const got2 = []
for (const x of a) got2.push(x)
out.push(got2)
// a getter on Array.prototype
Object.defineProperty(Array.prototype, 0, { get() { return 'ap' }, set(v) { own(this, 0, v) }, configurable: true })
out.push([...[, 1]], Array.from([, 1]))
delete Array.prototype[0]
// a proxy prototype
const arr = [1, , 3]
Object.setPrototypeOf(arr, new Proxy(Array.prototype, { get(t, k, rcv) { return k === '1' ? 'px' : Reflect.get(t, k, rcv) } }))
out.push([...arr])
// a data value on the prototype still reads, and plain holes read undefined
Array.prototype[1] = 'd'
out.push([...[0, , 2]])
delete Array.prototype[1]
out.push([...[0, , 2]], Array.from([, ,]))
Object.defineProperty(Object.prototype, 1, { get() { return 'g' }, set(v) { own(this, 1, v) }, configurable: true })
out.push(((...a) => a).apply(null, [0, , 2]))
out.push([...new Set([0, , 2])])
out.push([...new Map([[0, 'a'], [1, 'b'], [2]])].map(e => e[1]))
out.push(((...a) => a)(...[0, , 2]))
out.push(Math.max.apply(null, [0, , 2]))
out.push([0, , 2].map(x => x), [0, , 2].join(), [0, , 2].slice(), [0, , 2].concat([3, , 5]))
out.push([0, , 2].toReversed(), [0, , 2].with(0, 9), Object.values([0, , 2]), [0, , 2].flat())
delete Object.prototype[1]
return out
