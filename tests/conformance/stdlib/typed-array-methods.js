/*---
{
  "description": "%TypedArray%.prototype methods over every kind: numeric sort (-0 before +0, NaN last, BigInt), with/fill converting once, includes/indexOf with NaN and BigInt, join, set across kinds and overlapping views, subarray/slice, species and subclasses, from/of",
  "expect": {"ok": true, "value": [[null, -2, "-0", "-0", 0, 1, 3, "NaN", "NaN"], ["-9223372036854775808n", "-3n", "0n", "5n", "4611686018427387904n"], ["0n", "5n", "18446744073709551613n"], [3, 2, -1], [-7, 2, 5], [3, 2, 1], [1, 2, 3, 4464], [1, 2, 3, 4], ["0n", "7n"], [0, 1.5, 1.5, 0], [255, 255, 255], ["18446744073709551615n", "18446744073709551615n"], 1, true, -1, true, 2, 2, false, false, 1, -1, "1.5,0,NaN", "1|-2", "1,2", "0.5,2", [7.5, -1, 2, 0], [1, 1, 3, 4, 5, 6, 7, 8], [1, 2, 1, 2, 3], ["-1n", "0n"], [99, 30, 40], 4, 12, [10, 99, 30, 40, 50], [0, 50], true, false, true, true, true, true, false, true, true, 2, "Int8Array", [1, 2], [3, 5, 7], [0.5, 1], [1, 4464], ["1n", "2n"], [3, 4], [7, 0], ["0,4", "1,5"], "TypeError", "RangeError", "TypeError", "RangeError", "TypeError", "TypeError"]}
}
---*/
const out = []
const show = (t) => Array.from(t, (x) => typeof x === "bigint" ? x + "n" : Object.is(x, -0) ? "-0" : Number.isNaN(x) ? "NaN" : x)
out.push(show(new Float64Array([3, NaN, -0, 0, -Infinity, 1, -0, NaN, -2]).sort()))
out.push(show(new BigInt64Array([5n, -3n, 0n, 2n ** 62n, -(2n ** 63n)]).sort()), show(new BigUint64Array([5n, -3n, 0n]).sort()))
out.push(show(new Int16Array([3, -1, 2]).sort((a, b) => b - a)), show(new Int32Array([5, -7, 2]).toSorted()), show(new Float32Array([1, 2, 3]).toReversed()))
const i16 = new Int16Array([1, 2, 3, 4])
out.push(show(i16.with(-1, 70000)), show(i16), show(new BigInt64Array(2).with(1, 7n)))
out.push(show(new Float64Array(4).fill(1.5, 1, 3)), show(new Uint8ClampedArray(3).fill(300)), show(new BigUint64Array(2).fill(-1n)))
const calls = []
new Int8Array(3).fill({ valueOf() { calls.push("v"); return 5 } })
out.push(calls.length)
const fl = new Float64Array([1, NaN, -0, 3])
out.push(fl.includes(NaN), fl.indexOf(NaN), fl.includes(0), fl.indexOf(0), fl.lastIndexOf(-0), new Int8Array([1, 2]).includes(1n), new BigInt64Array([1n]).includes(1), new BigInt64Array([1n, 2n]).indexOf(2n), new Uint8Array([1, 2]).indexOf(2.5))
out.push(new Float64Array([1.5, -0, NaN]).join(), new BigInt64Array([1n, -2n]).join("|"), new Int8Array([1, 2]).toString(), new Float32Array([0.5, 2]).toLocaleString())
// set: across kinds, from arrays, overlapping views of one buffer
const f64 = new Float64Array(4)
f64.set(new Int8Array([-1, 2]), 1)
f64.set([7.5], 0)
out.push(show(f64))
const u8 = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
const over = new Uint16Array(u8.buffer, 0, 2)
u8.set(over, 1)
out.push(show(u8))
const same = new Uint8Array([1, 2, 3, 4, 5])
same.set(same.subarray(0, 3), 2)
out.push(show(same))
const big = new BigInt64Array(2)
big.set(new BigUint64Array([2n ** 64n - 1n]))
out.push(show(big))
// subarray shares the buffer; slice copies
const base = new Int32Array([10, 20, 30, 40, 50])
const sub = base.subarray(1, -1)
sub[0] = 99
const sl = base.slice(-2)
sl[0] = 0
out.push(show(sub), sub.byteOffset, sub.byteLength, show(base), show(sl), sub.buffer === base.buffer, sl.buffer === base.buffer)
// species and subclasses
class MyInt16 extends Int16Array {}
const m = new MyInt16([1, 2, 3])
out.push(m.map((x) => x * 2) instanceof MyInt16, m.filter((x) => x > 1) instanceof MyInt16, m.slice(1) instanceof MyInt16, m.subarray(1) instanceof MyInt16, m.toReversed() instanceof MyInt16, MyInt16.from([1, 2]) instanceof MyInt16, MyInt16.of(1) instanceof MyInt16, MyInt16.BYTES_PER_ELEMENT)
const other = new Float64Array([1.5, 2.5, 3.5])
other.constructor = { [Symbol.species]: Int8Array }
out.push(other.slice(0, 2).constructor.name, show(other.slice(0, 2)), show(other.map((x) => x * 2)))
out.push(show(Float32Array.from([1, 2], (x) => x / 2)), show(Int16Array.of(1, 70000)), show(BigInt64Array.from([1n, 2n])), show(Uint8Array.from(new Set([3, 4]))))
out.push(show(Int16Array.from({ length: 2, 0: "7" })), [...new Int8Array([4, 5]).entries()].map(String))
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.name
  }
}
out.push(err(() => new Int8Array(2).set(new BigInt64Array(1))), err(() => new Int8Array(2).set([1, 2, 3])), err(() => Int8Array.from.call(Object, [])), err(() => new Int8Array(1).with(1, 0)), err(() => new BigInt64Array(1).fill(1)), err(() => Int8Array.prototype.join.call([])))
return out
