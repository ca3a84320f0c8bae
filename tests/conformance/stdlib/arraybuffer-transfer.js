/*---
{
  "description": "ArrayBuffer transfer and transferToFixedLength detach their receiver: detached getters, typed array and DataView access on the old buffer (undefined elements, TypeErrors from methods, iteration, get/set and the constructors), structuredClone's transfer option",
  "expect": {"ok": true, "value": [[true,0,0,6,false,[1,2,3,4,0,0]],[0,0,0,null,false,0,true],["TypeError","TypeError","TypeError","TypeError","TypeError","TypeError"],["TypeError","TypeError","TypeError","TypeError","TypeError","TypeError"],["TypeError","TypeError","TypeError",true,2,false,[1,2]],[true,8],[true,0,false,2,"RangeError"],[true,3,7,true],["Error:An ArrayBuffer is detached and could not be cloned.","Error:An ArrayBuffer is detached and could not be cloned.","Error:An ArrayBuffer is detached and could not be cloned.","Error:Value not transferable, and could not be cloned."],false,["RangeError","RangeError"]]}
}
---*/
const out = []
const err = (f) => { try { f(); return "none" } catch (e) { return e.constructor.name + (e.name === "DataCloneError" ? ":" + e.message : "") } }
const ab = new ArrayBuffer(4)
const u8 = new Uint8Array(ab)
u8.set([1, 2, 3, 4])
const it = u8.values()
it.next()
const moved = ab.transfer(6)
out.push([ab.detached, ab.byteLength, ab.maxByteLength, moved.byteLength, moved.detached, [...new Uint8Array(moved)]])
out.push([u8.length, u8.byteLength, u8.byteOffset, u8[0], 0 in u8, Object.keys(u8).length, u8.buffer === ab])
u8[0] = 5
out.push([err(() => u8.join()), err(() => u8.map((x) => x)), err(() => u8.forEach(() => 0)), err(() => u8.at(0)), err(() => it.next()), err(() => u8.set([1]))])
out.push([err(() => new Uint8Array(ab)), err(() => new Uint8Array(u8)), err(() => new DataView(ab)), err(() => ab.slice(0)), err(() => ab.transfer()), err(() => ab.resize(0))])
const dv = new DataView(moved)
const fixed = moved.transferToFixedLength(2)
out.push([err(() => dv.getUint8(0)), err(() => dv.setUint8(0, 1)), err(() => dv.byteLength), dv.buffer === moved, fixed.byteLength, fixed.resizable, [...new Uint8Array(fixed)]])
const r = new ArrayBuffer(2, { maxByteLength: 8 })
const t1 = r.transfer()
out.push([t1.resizable, t1.maxByteLength])
const t2 = t1.transferToFixedLength()
out.push([t1.resizable, t1.maxByteLength, t2.resizable, t2.maxByteLength, err(() => new ArrayBuffer(2, { maxByteLength: 4 }).transfer(5))])
const src = new ArrayBuffer(3)
new Uint8Array(src)[1] = 7
const view = new Uint8Array(src, 1)
const copy = structuredClone({ view, src }, { transfer: [src] })
out.push([src.detached, copy.src.byteLength, copy.view[0], copy.view.buffer === copy.src])
out.push([err(() => structuredClone(src)), err(() => structuredClone(view)), err(() => structuredClone(1, { transfer: [src] })), err(() => structuredClone(1, { transfer: [{}] }))])
const keep = new ArrayBuffer(1)
err(() => structuredClone({ f() {}, keep }, { transfer: [keep] }))
out.push(keep.detached)
out.push([err(() => new ArrayBuffer(1).transfer(2 ** 31)), err(() => new ArrayBuffer(0, { maxByteLength: 2 ** 31 }))])
return out
