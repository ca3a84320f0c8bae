/*---
{
  "description": "Resizable ArrayBuffers: maxByteLength, resize, length-tracking and fixed-length typed arrays and DataViews over them, out-of-bounds views after a shrink, and the RangeErrors of the constructor and resize",
  "expect": {"ok": true, "value": [[8,16,true,false,false],[8,2,4,8,[1027,1541]],[12,12,8,12,2,99,99],[5,1,0,0,0,null,false,0],["TypeError","TypeError","TypeError","TypeError","TypeError",5,"12345"],[0,0,"TypeError",3],[12,2,[1,2,3,0,0,0],14],[8,2],["RangeError","TypeError","RangeError","RangeError"],["none",0],6,[true,4]]}
}
---*/
const out = []
const err = (f) => { try { f(); return "none" } catch (e) { return e.constructor.name } }
const rab = new ArrayBuffer(8, { maxByteLength: 16 })
out.push([rab.byteLength, rab.maxByteLength, rab.resizable, rab.detached, new ArrayBuffer(4).resizable])
const track = new Uint8Array(rab)
const fixed = new Uint16Array(rab, 2, 2)
const tail = new Uint8Array(rab, 4)
const dv = new DataView(rab)
const dvFixed = new DataView(rab, 4, 2)
for (let i = 0; i < 8; i++) track[i] = i + 1
out.push([track.length, fixed.length, tail.length, dv.byteLength, [...fixed]])
rab.resize(12)
track[11] = 99
out.push([rab.byteLength, track.length, tail.length, dv.byteLength, fixed.length, track[11], dv.getUint8(11)])
rab.resize(5)
out.push([track.length, tail.length, fixed.length, fixed.byteLength, fixed.byteOffset, fixed[0], 0 in fixed, Object.keys(fixed).length])
out.push([err(() => fixed.fill(0)), err(() => [...fixed]), err(() => fixed.join()), err(() => dvFixed.getInt8(0)), err(() => dvFixed.byteLength), dv.byteLength, track.join("")])
rab.resize(3)
out.push([tail.length, tail.byteOffset, err(() => tail.at(0)), track.length])
rab.resize(16)
out.push([tail.length, fixed.length, [...track.slice(0, 6)], track.subarray(2).length])
rab.resize(8)
const sub = track.subarray(2)
rab.resize(10)
out.push([sub.length, track.subarray(2, 4).length])
out.push([err(() => rab.resize(17)), err(() => new ArrayBuffer(4).resize(2)), err(() => new ArrayBuffer(5, { maxByteLength: 4 })), err(() => new ArrayBuffer(0, { maxByteLength: -1 }))])
const shrinkDuring = new ArrayBuffer(4, { maxByteLength: 8 })
const ta = new Uint8Array(shrinkDuring)
out.push([err(() => ta.fill({ valueOf() { shrinkDuring.resize(0); return 1 } })), ta.length])
out.push(new ArrayBuffer(2, { get maxByteLength() { return 6 } }).maxByteLength)
const clone = structuredClone(new Uint8Array(new ArrayBuffer(2, { maxByteLength: 4 })))
clone.buffer.resize(4)
out.push([clone.buffer.resizable, clone.length])
return out
