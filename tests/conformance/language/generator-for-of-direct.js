/*---
{
  "description": "for-of, spread and destructuring over generators resume them directly: early exit runs finally blocks, completion, throws midway, a replaced next (on the prototype or the object), yield*, re-iteration of a finished generator, a generator already running",
  "expect": {"ok": true, "value": [4498500, [1, 2, "finally"], [1, "finally", "body"], ["a"], [0, 1, 2, "at 3"], ["x", "y", "r", 1, 2], [null, null, null], [0, 1, 2], [], [0, 1, [2, 3, 4, 5]], [0, 10, 20, 30], ["own", "own"], [100, 101, 102], [0, 1, 2], [true], [5, 4, 3, 2, 1, 0], [], [1, 2, 3, 4]]}
}
---*/
function* count(n) { for (let i = 0; i < n; i++) yield i }
function* withFinally(log) { try { yield 1; yield 2; yield 3 } finally { log.push('finally') } }
function* returns() { yield 'a'; return 'ignored' }
function* throwsAt(k) { for (let i = 0; ; i++) { if (i === k) throw new Error('at ' + i); yield i } }
function* inner() { yield 'x'; yield 'y'; return 'r' }
function* outer() { const r = yield* inner(); yield r; yield* [1, 2] }
function* undefs() { yield; yield undefined; yield null }
const out = []
let s = 0
for (const x of count(3000)) s += x
out.push(s)
const log = []
for (const x of withFinally(log)) { log.push(x); if (x === 2) break }
out.push(log)
const log2 = []
try { for (const x of withFinally(log2)) { log2.push(x); throw new Error('body') } } catch (e) { log2.push(e.message) }
out.push(log2)
out.push([...returns()])
const got = []
try { for (const x of throwsAt(3)) got.push(x) } catch (e) { got.push(e.message) }
out.push(got)
out.push([...outer()])
out.push([...undefs()])
const g = count(3)
out.push([...g], [...g])
const [a, b, ...rest] = count(6)
out.push([a, b, rest])
out.push(Array.from(count(4), (v) => v * 10))
const own = count(3)
own.next = function () { return { value: 'own', done: this.k++ > 1 } }
own.k = 0
out.push([...own])
const GenProto = Object.getPrototypeOf(count(0))
const proto = Object.getPrototypeOf(GenProto)
const orig = proto.next
proto.next = function () { const r = orig.call(this); if (!r.done) r.value = r.value + 100; return r }
out.push([...count(3)])
proto.next = orig
out.push([...count(3)])
let self
function* reentrant() { try { self.next() } catch (e) { yield e instanceof TypeError } }
self = reentrant()
out.push([...self])
function* nested(d) { if (d > 0) { for (const x of nested(d - 1)) yield x + 1 } yield 0 }
out.push([...nested(5)])
const it = count(5)
for (const x of it) { if (x === 1) break }
out.push([...it])
const it2 = count(5)
it2.next()
out.push([...it2])
return out
