/*---
{
  "description": "DataView: every get/set method in both byte orders (BigInt64 included), offsets relative to the view, bounds and argument errors",
  "expect": {"ok": true, "value": [2, 12, true, "[object DataView]", true, [0, 0, 255, 254, 254, 255, 222, 173, 190, 239, 0, 0, 192, 63, 0, 0], -2, 65534, -2, 255, "deadbeef", "efbeadde", -559038737, 1.5, 6.896490392174587e-41, 3.141592653589793, 3.207375630676366e-192, 64, 24, "-5", "18446744073709551611", "-288230376151711745", "3", 3, -56, 65535, 255, "RangeError", "RangeError", "RangeError", "TypeError", "TypeError", "RangeError", "RangeError", "TypeError", "TypeError", 0, 0, 2, 1, 255]}
}
---*/
const buf = new ArrayBuffer(16)
const dv = new DataView(buf, 2, 12)
const out = [dv.byteOffset, dv.byteLength, dv.buffer === buf, Object.prototype.toString.call(dv), ArrayBuffer.isView(dv)]
dv.setInt16(0, -2)
dv.setInt16(2, -2, true)
dv.setUint32(4, 0xdeadbeef)
dv.setFloat32(8, 1.5, true)
out.push(Array.from(new Uint8Array(buf)), dv.getInt16(0), dv.getUint16(0), dv.getInt16(2, true), dv.getUint8(3), dv.getUint32(4).toString(16), dv.getUint32(4, true).toString(16), dv.getInt32(4), dv.getFloat32(8, true), dv.getFloat32(8))
dv.setFloat64(0, Math.PI)
out.push(dv.getFloat64(0), dv.getFloat64(0, true), dv.getInt8(0), dv.getUint8(7))
dv.setBigInt64(0, -5n)
out.push(String(dv.getBigInt64(0)), String(dv.getBigUint64(0)), String(dv.getBigInt64(0, true)))
dv.setBigUint64(4, 2n ** 64n + 3n, true)
out.push(String(dv.getBigUint64(4, true)), dv.getUint8(4))
dv.setInt8(0, 200)
dv.setUint16(1, -1)
out.push(dv.getInt8(0), dv.getUint16(1), dv.getUint8(1))
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.name
  }
}
out.push(err(() => dv.getInt32(9)), err(() => dv.getInt8(-1)), err(() => dv.setFloat64(5, 1)), err(() => dv.setBigInt64(0, 1)), err(() => new DataView({})), err(() => new DataView(buf, 17)), err(() => new DataView(buf, 4, 13)), err(() => DataView(buf)), err(() => DataView.prototype.getInt8.call(new Uint8Array(4), 0)))
out.push(new DataView(buf, 16).byteLength, new DataView(buf).getInt8(), DataView.prototype.setUint8.length, DataView.prototype.getFloat64.length, dv.getUint8("3"))
return out
