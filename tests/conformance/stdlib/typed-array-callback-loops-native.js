/*---
{
  "description": "the typed array callback loops (forEach, map, filter, reduce, reduceRight, find, findIndex, findLast, findLastIndex, some, every) on the native resumable loop keep the spec's steps: every index read (undefined once detached or shrunk), map's species result written as each callback returns (conversions by valueOf in order, a Number into a BigInt array a TypeError), filter's species made after the loop, callbacks that throw, mutate the source or are not ordinary functions; Array.prototype's loops applied to a typed array skip indices out of bounds",
  "expect": {"ok": true, "value": {"forEach":[[1.5,0,true,1],[-2,1,true,1],[3,2,true,1],[4.25,3,true,1]],"map":[3,-4,6,8.5],"mapKinds":[["Uint8Array",[2,144,6]],["Int8Array",[-56,0]],["Uint8ClampedArray",[255,255]]],"mapStrings":[10,20,30],"mapValueOf":[1,77,3],"mapOrder":["cb0","cb1","valueOf","cb2"],"mapBig":["3","-6"],"mapBigErr":"TypeError","mapNumErr":"TypeError","filter":[10,15,20],"filterBig":["1","3"],"reduce":[9,"r,1,2,3","3:22:11:0",1],"reduceEmpty":"TypeError","find":[7,1,7,3,null,-1,-1],"someEvery":[true,false,true,false],"mutate":[1,2,30,4],"detached":[1,2,null,null],"detachedFind":1,"shrunk":[1,2,null,null],"shrunkMap":[5,99,99],"species":["Int16Array",[-1,-2,-3],"Int16Array",[1,3],["species","cb","cb","cb","fcb","fcb","fcb","species"]],"speciesSame":[20,30,3],"thrown":[1,2,"stop 2"],"bound":[11,12],"nativeCb":[2,3],"nested":"2,4","arrayProtoOnTyped":[[0,1],[2,4],[2,3],6,2]}}
}
---*/
const out = {}
const f = new Float64Array([1.5, -2, 3, 4.25])
const seen = []
f.forEach(function (x, i, a) { seen.push([x, i, a === f, this.t]) }, { t: 1 })
out.forEach = seen
out.map = Array.from(f.map((x) => x * 2))
out.mapKinds = [new Uint8Array([1, 200, 3]).map((x) => x * 2), new Int8Array([100, -100]).map((x) => x + 100), new Uint8ClampedArray([1, 2]).map((x) => x * 300)].map((a) => [a.constructor.name, Array.from(a)])
out.mapStrings = Array.from(new Int16Array([1, 2, 3]).map((x) => String(x * 10)))
const order = []
out.mapValueOf = Array.from(new Int32Array([1, 2, 3]).map((x, i) => { order.push("cb" + i); return i === 1 ? { valueOf() { order.push("valueOf"); return 77 } } : x }))
out.mapOrder = order
out.mapBig = Array.from(new BigInt64Array([1n, -2n]).map((x) => x * 3n)).map(String)
try { new BigInt64Array([1n]).map((x) => 1) } catch (e) { out.mapBigErr = e.constructor.name }
try { new Float32Array([1]).map((x) => 1n) } catch (e) { out.mapNumErr = e.constructor.name }
out.filter = Array.from(new Uint16Array([5, 10, 15, 20, 25]).filter((x, i) => x > 8 && i < 4))
out.filterBig = Array.from(new BigUint64Array([1n, 2n, 3n]).filter((x) => x !== 2n)).map(String)
out.reduce = [new Float64Array([1, 2, 3]).reduce((s, x, i) => s + x * i), new Float64Array([1, 2, 3]).reduce((s, x) => s + "," + x, "r"), new Float64Array([1, 2, 3]).reduceRight((s, x, i) => s + x + ":" + i, ""), new Int8Array([4, 5]).reduceRight((s, x) => s - x)]
try { new Float64Array(0).reduce((s, x) => s) } catch (e) { out.reduceEmpty = e.constructor.name }
const u = new Uint8Array([3, 7, 9, 7, 2])
out.find = [u.find((x) => x > 5), u.findIndex((x) => x > 5), u.findLast((x) => x === 7), u.findLastIndex((x) => x === 7), u.find((x) => x > 50), u.findIndex((x) => x > 50), u.findLastIndex((x) => x > 50)]
out.someEvery = [u.some((x) => x === 9), u.some((x) => x === 4), u.every((x) => x > 1), u.every((x) => x > 2)]
// mutation of the source during the loop: later reads see it
const m = new Int32Array([1, 2, 3, 4])
out.mutate = Array.from(m.map((x, i) => { if (i === 0) m[2] = 30; return x }))
// detached during the loop: later reads are undefined
const d = new Float64Array([1, 2, 3, 4])
const dseen = []
d.forEach((x, i) => { dseen.push(x); if (i === 1) structuredClone(1, { transfer: [d.buffer] }) })
out.detached = dseen
const d2 = new Uint8Array([1, 2, 3])
out.detachedFind = d2.findIndex((x, i) => { if (i === 0) structuredClone(1, { transfer: [d2.buffer] }); return x === undefined })
// a resizable buffer shrunk during the loop
const rab = new ArrayBuffer(4, { maxByteLength: 8 })
const t = new Uint8Array(rab)
t.set([1, 2, 3, 4])
const rseen = []
t.forEach((x, i) => { rseen.push(x); if (i === 0) rab.resize(2) })
out.shrunk = rseen
const rab2 = new ArrayBuffer(3, { maxByteLength: 8 })
const t2 = new Uint8Array(rab2)
t2.set([5, 6, 7])
out.shrunkMap = Array.from(t2.map((x, i) => { if (i === 0) rab2.resize(1); return x === undefined ? 99 : x }))
// species: map's result made first by the species constructor, filter's after the loop
const log = []
class Sp extends Uint8Array {
  static get [Symbol.species]() { log.push("species"); return Int16Array }
}
const sp = new Sp([1, 2, 3])
const spm = sp.map((x) => { log.push("cb"); return -x })
const spf = sp.filter((x) => { log.push("fcb"); return x !== 2 })
out.species = [spm.constructor.name, Array.from(spm), spf.constructor.name, Array.from(spf), log]
class Same extends Float64Array {
  static get [Symbol.species]() { return function (n) { return same } }
}
const same = new Same([1, 2, 3])
out.speciesSame = Array.from(same.map((x, i) => (i < 2 ? same[i + 1] * 10 : x)))
// a callback that throws stops the loop
const thrown = []
try { new Int8Array([1, 2, 3]).forEach((x) => { thrown.push(x); if (x === 2) throw new Error("stop " + x) }) } catch (e) { thrown.push(e.message) }
out.thrown = thrown
// callbacks that are not ordinary functions take the prelude's loop
const bound = function (x) { return x + this.k }.bind({ k: 10 })
out.bound = Array.from(new Uint8Array([1, 2]).map(bound))
out.nativeCb = Array.from(new Float64Array([4, 9]).map(Math.sqrt))
out.nested = new Uint8Array([1, 2]).map((x) => new Uint8Array([x, x]).reduce((s, y) => s + y, 0)).join()
// Array.prototype's loops applied to a typed array skip indices out of bounds as holes
const ab3 = new ArrayBuffer(4, { maxByteLength: 8 })
const t3 = new Uint8Array(ab3)
t3.set([1, 2, 3, 4])
const aseen = []
Array.prototype.forEach.call(t3, (x, i) => { aseen.push(i); if (i === 0) ab3.resize(2) })
out.arrayProtoOnTyped = [aseen, Array.prototype.map.call(new Uint8Array([1, 2]), (x) => x * 2), Array.prototype.filter.call(new Float64Array([1, 2, 3]), (x) => x > 1), Array.prototype.reduce.call(new Int8Array([1, 2, 3]), (s, x) => s + x), Array.prototype.findLast.call(new Uint8Array([1, 2, 3]), (x) => x < 3)]
return out
