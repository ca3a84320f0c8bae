/*---
{
  "description": "a typed array's length read in a loop (the inner tier's shortcut for %TypedArray%.prototype.length) follows own length properties, a redefined prototype getter, detach, resizable buffers and subclasses; element reads and writes in the same loops convert, clamp and ignore out-of-range indices",
  "expect": {"ok": true, "value": [732,[0,100,200,44,144,244],[0,50,150,250],["0.100","1.100","2.100"],null,3,[1,7,-25536],5,2,[4,8,12,2,0],3,0,null,3,2,10,["0","3","6"]]}
}
---*/
const out = []
const u = new Uint8Array(6)
let sum = 0
for (let i = 0; i < u.length; i++) { u[i] = i * 100; sum += u[i] }
out.push(sum, Array.from(u))
const c = new Uint8ClampedArray(4)
for (let i = 0; i < c.length; i++) c[i] = i * 100 - 50
out.push(Array.from(c))
const f = new Float32Array(3)
for (let i = 0; i < f.length + 2; i++) f[i] = i + 0.1
out.push(Array.from(f).map((x) => x.toFixed(3)), f[3], f.length)
const s = new Int16Array(3)
for (let i = 0; i < s.length; i++) s[i] = i === 1 ? "7" : i === 2 ? { valueOf() { return 40000 } } : true
out.push(Array.from(s))
class Sub extends Uint16Array {}
const sub = new Sub(5)
let n = 0
for (let i = 0; i < sub.length; i++) n++
out.push(n)
const own = new Uint8Array(4)
Object.defineProperty(own, "length", { value: 2 })
let m = 0
for (let i = 0; i < own.length; i++) m++
out.push(m)
const rab = new ArrayBuffer(4, { maxByteLength: 16 })
const tracking = new Uint8Array(rab)
const lens = []
for (let i = 0; i < 3; i++) { lens.push(tracking.length); rab.resize(rab.byteLength + 4) }
rab.resize(2)
lens.push(tracking.length)
const fixed = new Uint8Array(rab, 0, 2)
rab.resize(1)
lens.push(fixed.length)
out.push(lens)
const d = new Float64Array(8)
let seen = 0
for (let i = 0; i < d.length; i++) { seen++; if (i === 2) structuredClone(1, { transfer: [d.buffer] }) }
out.push(seen, d.length, d[0])
const saved = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array).prototype, "length")
Object.defineProperty(Object.getPrototypeOf(Int8Array).prototype, "length", { get() { return 3 }, configurable: true })
const big = new Int8Array(10)
let k = 0
for (let i = 0; i < big.length; i++) k++
Object.defineProperty(Object.getPrototypeOf(Int8Array).prototype, "length", saved)
Object.defineProperty(Int8Array.prototype, "length", { get() { return 2 }, configurable: true })
let j = 0
for (let i = 0; i < big.length; i++) j++
delete Int8Array.prototype.length
out.push(k, j, big.length)
const b = new BigInt64Array(3)
for (let i = 0; i < b.length; i++) b[i] = BigInt(i) * 3n
out.push(Array.from(b).map(String))
return out
