/*---
{
  "description": "TypedArray.prototype.set from a typed array of the same element type copies bytes (overlapping views of one buffer read before written, offsets, subarrays, bounds errors); other element types convert; element writes on typed arrays and arrays with index properties on prototypes",
  "expect": {"ok": true, "value": [[0, 0, 0, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 255, 0, 0], [1, 2, 1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7, 8, 7, 8], ["0", "1.5", "0", "NaN", "Infinity", "0"], true, [65535, 300, 32768], [255, 0, 2], "RangeError", "RangeError", "TypeError", ["0", "1", "-2"], [5, 6, 7, 8, 5, 6, 7, 8], 134678021, 4, 9, null, ["0", "1", "2", "3", "4"], 12190]}
}
---*/
const out = []
const u = new Uint8Array(16)
for (let i = 0; i < u.length; i++) u[i] = i * 17
const w = new Uint8Array(20)
w.set(u, 2)
out.push(Array.from(w))
const buf = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
buf.set(buf.subarray(0, 6), 2)
out.push(Array.from(buf))
const buf2 = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
buf2.set(buf2.subarray(2), 0)
out.push(Array.from(buf2))
const f = new Float64Array([1.5, -0, NaN, Infinity])
const g = new Float64Array(6)
g.set(f, 1)
out.push(Array.from(g).map(String), Object.is(g[2], -0))
const i16 = new Int16Array([-1, 300, -32768])
const u16 = new Uint16Array(3)
u16.set(i16)
out.push(Array.from(u16))
const c = new Uint8ClampedArray(3)
c.set(new Float32Array([300.7, -5, 1.5]))
out.push(Array.from(c))
try { new Uint8Array(4).set(new Uint8Array(3), 2) } catch (e) { out.push(e.constructor.name) }
try { new Uint8Array(4).set(new Uint8Array(1), -1) } catch (e) { out.push(e.constructor.name) }
try { new BigInt64Array(2).set(new Uint8Array(1)) } catch (e) { out.push(e.constructor.name) }
const b64 = new BigInt64Array(3)
b64.set(new BigInt64Array([1n, -2n]), 1)
out.push(Array.from(b64).map(String))
const shared = new ArrayBuffer(8)
const a8 = new Uint8Array(shared)
a8.set([1, 2, 3, 4, 5, 6, 7, 8])
const a32 = new Uint32Array(shared, 4, 1)
new Uint8Array(shared, 0, 4).set(new Uint8Array(shared, 4, 4))
out.push(Array.from(a8), a32[0])
Object.prototype[3] = 'proto'
const arr = []
arr[0] = 1
arr[3] = 4
const t = new Uint8Array(5)
t[3] = 9
t[7] = 1
out.push(arr[3], t[3], t[7], Object.keys(t))
delete Object.prototype[3]
let s = 0
const big = new Uint8Array(1000)
for (let k = 0; k < 20; k++) { const v = big.subarray(k, k + 500); const z = new Uint8Array(600); z.set(v, 5); z[10] = k; s += z[10] + z.length }
out.push(s)
return out
