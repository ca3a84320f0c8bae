/*---
{
  "description": "ES2026 additions: Map/WeakMap getOrInsert(Computed), Error.isError, Iterator.concat. note: newer than node 20, values follow the specification",
  "expect": {
    "ok": true,
    "value": ["a", "c", 30, 30, "1,a;2,c;3,30", "z", true, 5, 5, "TypeError", "TypeError", true, false, false, "1,2,3,a,b", true, "[object Iterator Helper]", "TypeError", 1, true, 2, "getOrInsertComputed", 0, 1]
  }
}
---*/
const m = new Map([[1, 'a']])
const log = []
const r = [m.getOrInsert(1, 'b'), m.getOrInsert(2, 'c'), m.getOrInsertComputed(3, k => { log.push(k); return k * 10 }), m.getOrInsertComputed(3, () => 'no'), [...m.entries()].join(';'), m.getOrInsert(-0, 'z'), Object.is([...m.keys()].at(-1), 0)]
const wm = new WeakMap(); const k = {}
r.push(wm.getOrInsert(k, 5), wm.getOrInsertComputed(k, () => 6))
try { wm.getOrInsert(1, 2) } catch (e) { r.push(e.name) }
try { m.getOrInsertComputed(1, 5) } catch (e) { r.push(e.name) }
r.push(Error.isError(new TypeError('x')), Error.isError({ __proto__: Error.prototype }), Error.isError(1))
const it = Iterator.concat([1, 2], new Set([3]), 'ab'.split(''))
r.push([...it].join(), Iterator.concat().next().done, Object.prototype.toString.call(Iterator.concat()))
try { Iterator.concat(1) } catch (e) { r.push(e.name) }
let closed = 0
const src = { [Symbol.iterator]() { return { next() { return { value: 1, done: false } }, return() { closed++; return {} } } } }
const c = Iterator.concat(src); c.next(); c.return(); r.push(closed, c.next().done)
r.push(Map.prototype.getOrInsert.length, Map.prototype.getOrInsertComputed.name, Iterator.concat.length, Error.isError.length)
return r
