/*---
{
  "description": "findLast, findLastIndex and reduceRight of plain arrays (run from the end by the native loop): results, indices and arguments passed, holes (visited as undefined by findLast/findLastIndex, skipped by reduceRight), thisArg, early results, empty arrays, reduceRight without an initial value over leading holes and with none at all, a callback that grows, shrinks or puts a getter on the array midway (the rest read as the spec does), an index property put on Array.prototype midway, a callback that throws, array-likes, and a large array",
  "expect": {"ok": true, "value": [44, [[7, 5, true], [44, 4, true]], 3, -1, null, 835, "7,44,130,8,12,5", null, ["4:5", "3:undefined", "2:3", "1:undefined", "0:1"], 9, [2, 0], 7, null, -1, "init", "TypeError", 7, 2, 1, 5, -1, [5, 4, null, 2, 1], "r|5|2|1", 20, "3P1", "at 130", "c", 1, 5, 0, 935003]}
}
---*/
const out = []
const a = [5, 12, 8, 130, 44, 7]
const seen = []
out.push(a.findLast((v, i, arr) => { seen.push([v, i, arr === a]); return v > 10 }), seen)
out.push(a.findLastIndex((v) => v > 100), a.findLastIndex((v) => v > 1000), a.findLast((v) => v < 0))
out.push(a.reduceRight((acc, v, i) => acc + v * (i + 1), 0), a.reduceRight((acc, v) => acc + "," + v))
const holes = [1, , 3, , 5]
const hv = []
out.push(holes.findLast((v, i) => { hv.push(i + ":" + v); return false }), hv)
const rv = []
out.push(holes.reduceRight((acc, v, i) => { rv.push(i); return acc + v }), rv)
out.push([, , 7, , ].reduceRight((acc, v) => acc + v), [].findLast(() => true), [].findLastIndex(() => true), [].reduceRight((x) => x, "init"))
try { [, , ].reduceRight((x) => x) } catch (e) { out.push(e.constructor.name) }
const obj = { limit: 10 }
out.push(a.findLast(function (v) { return v < this.limit }, obj), a.findLastIndex(function (v) { return v === this.limit * 0.8 }, obj))
const grow = [1, 2, 3, 4]
out.push(grow.findLast((v, i) => { if (i === 3) grow.push(99); return v === 1 }), grow.length)
const shrink = [1, 2, 3, 4, 5]
const sv = []
out.push(shrink.findLastIndex((v, i) => { sv.push(v); if (i === 3) shrink.length = 2; return false }), sv)
const shr = [1, 2, 3, 4, 5]
out.push(shr.reduceRight((acc, v, i) => { if (i === 4) shr.length = 2; return acc + "|" + v }, "r"))
const getter = [1, 2, 3, 4]
out.push(getter.findLast((v, i) => { if (i === 3) Object.defineProperty(getter, 1, { get() { return 20 } }); return v === 20 }))
const proto = [1, , 3]
out.push(proto.reduceRight((acc, v, i) => { if (i === 2) Array.prototype[1] = "P"; return acc + v }, ""))
delete Array.prototype[1]
try { a.reduceRight((acc, v) => { if (v === 130) throw new Error("at " + v); return acc + v }, 0) } catch (e) { out.push(e.message) }
out.push(Array.prototype.findLast.call({ length: 3, 0: "a", 2: "c" }, (v) => v !== undefined), Array.prototype.reduceRight.call({ length: 2, 0: 1, 1: 2 }, (x, y) => x - y))
const big = Array.from({ length: 100000 }, (_, i) => (i * 7919) % 100000)
out.push(big.findLast((v) => v < 10), big.findLastIndex((v) => v === 0), big.reduceRight((s, v) => (s + v) % 1000003, 0))
return out
