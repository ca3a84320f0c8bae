/*---
{
  "description": "structuredClone of typed arrays of every kind and DataViews: same kind, offsets and shared cloned buffer",
  "expect": {"ok": true, "value": ["[object Int16Array]", [-5, 7], 2, true, "[object DataView]", 1, 4, -5, 0, 8, "3"]}
}
---*/
const buf = new ArrayBuffer(8)
const a = new Int16Array(buf, 2, 2)
a[0] = -5
const dv = new DataView(buf, 1, 4)
const [ca, cdv] = structuredClone([a, dv])
ca[1] = 7
return [Object.prototype.toString.call(ca), Array.from(ca), ca.byteOffset, ca.buffer === cdv.buffer, Object.prototype.toString.call(cdv), cdv.byteOffset, cdv.byteLength, cdv.getInt16(1, true), a[1], ca.buffer.byteLength, String(structuredClone(new BigUint64Array([3n]))[0])]
