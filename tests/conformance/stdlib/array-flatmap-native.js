/*---
{
  "description": "flatMap runs as a native resumable loop: results that are not arrays are appended, plain arrays flattened one level with holes skipped, and a proxy, accessor elements, a prototype value for a hole, a source changed by the callback, a throw, a species constructor or an async callback keep the spec's steps (the prelude goes on from where the native loop stopped)",
  "expect": { "ok": true, "value": [[1, 10, 2, 20, 3, 30], [1, 3], [[1], [2]], [1, 1, 2, 2], [1, 7, 8, 3], [11, 12, 13], [5, 0, "own", 2], [1, 2, 3, "late"], "boom", true, 4, [1, "P", 1, 2, "P", 2], [], [1, 2], ["ab"], [{"0": "z", "length": 1}], 2] }
}
---*/
const out = []
out.push([1, 2, 3].flatMap(x => [x, x * 10]))
out.push([1, , 3].flatMap(x => x))
out.push([1, 2].flatMap(x => [[x]]))
out.push([1, 2].flatMap(x => [x, , x]))
out.push([1, 2, 3].flatMap((x, i, a) => i === 1 ? new Proxy([7, 8], {}) : x))
out.push([1, 2, 3].flatMap(function (x) { return this.k + x }, { k: 10 }))
const acc = [0, 1, 2]
Object.defineProperty(acc, 1, { get() { return 'own' } })
out.push([5, 6].flatMap(x => x === 6 ? acc : [x]))
// the source changes during the loop
const src = [1, 2, 3, 4]
out.push(src.flatMap((x, i) => { if (i === 1) src[5] = 9; if (i === 2) Object.defineProperty(src, 3, { get() { return 'late' } }); return [x] }))
// the callback throws
try { [1, 2].flatMap(x => { if (x === 2) throw new Error('boom'); return x }) } catch (e) { out.push(e.message) }
// species
class MyA extends Array {}
const m = MyA.from([1, 2]).flatMap(x => [x, x])
out.push(m instanceof MyA, m.length)
// a hole in the result's source of a plain proto-data value
Array.prototype[1] = 'P'
out.push([1, 2].flatMap(x => [x, , x]))
delete Array.prototype[1]
out.push([].flatMap(x => x), [[1], [2]].flatMap(x => x))
// strings and array-likes are not flattened
out.push(['ab'].flatMap(x => x), [1].flatMap(x => ({ length: 1, 0: 'z' })))
// async callbacks
out.push([1, 2].flatMap(async x => x).length)
return out
