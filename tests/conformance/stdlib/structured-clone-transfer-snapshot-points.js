/*---
{
  "description": "structuredClone with a transfer list, repeated with views (offset, length-tracking, DataView) over the transferred buffers: in roundtrip mode a snapshot falls between a placeholder buffer's creation and the transfer of its bytes, and the state there must validate and resume",
  "expect": { "ok": true, "value": [60, 11760, true] }
}
---*/
let total = 0
let detached = true
for (let i = 0; i < 60; i++) {
  const buf = new ArrayBuffer(16)
  const rbuf = new ArrayBuffer(8, { maxByteLength: 32 })
  new Uint8Array(buf).fill(i % 7)
  const value = { a: new Uint8Array(buf, 4, 8), b: new DataView(buf, 2, 6), c: new Uint8Array(rbuf), pad: Array.from({ length: i % 5 }, (_, k) => ({ k })) }
  const out = structuredClone(value, { transfer: [buf, rbuf] })
  total += out.a.length + out.b.byteLength + out.c.length + out.a[0] * 60
  detached = detached && buf.byteLength === 0 && rbuf.byteLength === 0 && out.c.buffer.byteLength === 8
}
return [60, total, detached]
