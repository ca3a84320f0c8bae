/*---
{
  "description": "Uint8Array and ArrayBuffer: constructor forms, element writes wrap, views share a buffer, set/subarray/slice/fill/copyWithin, search and callback methods, iteration and errors",
  "expect": {"ok": true, "value": [[], [0, 0, 0], [1, 0, 255, 1, 7, 0, 0, 1], [5, 6], [9, 0], [0, 0, 44, 254, 0, 0], [0, 0], 3, 2, 3, 2, true, "bar", null, ["0", "1", "2", "foo"], [7, 8, 44, 254, 1, 2], [8, 44, 254, 1], [1, 2], 2, [7, 0, 0, 254, 1, 2], [0, 4, 4, 4, 0], [4, 5, 3, 4, 5], 1, 3, true, 3, false, 3, "5-1-4-1-3", "5,1,4,1,3", "5,1,4,1,3", [244, 100, 144, 100, 44], [5, 4, 3], 14, "31415", 5, 0, 3, -1, true, true, ["0:5:true", "1:1:true", "2:4:true", "3:1:true", "4:3:true"], [0, 1, 2, 3, 4], 5, [5, 1, 4, 1, 3], [3, 20, 100], [100, 20, 3], [3, 1, 4, 1, 5], [1, 1, 3, 4, 5], [9, 1, 4, 1, 3], [5, 1, 4, 1, 3], [3, 1, 4, 1, 5], [1, 2, 44], [1, 2, 3], [3, 6], 1, 1, 6, 2, true, false, "[object ArrayBuffer]", "[object Uint8Array]", "Uint8Array", "RangeError: Invalid typed array length: -1", "RangeError: Start offset 7 is outside the bounds of the buffer", "RangeError: Invalid typed array length: 5", "TypeError: Constructor Uint8Array requires 'new'", "RangeError: Invalid array buffer length", "RangeError: offset is out of bounds", "RangeError: Invalid typed array index", "TypeError: The comparison function must be either a function or undefined", "{\"0\":1,\"1\":2}", "{\"b\":{}}", true, "Uint8Array", 3]}
}
---*/
const a = (u) => Array.from(u)
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.name + ": " + e.message
  }
}
const out = []
out.push(a(new Uint8Array()), a(new Uint8Array(3)), a(new Uint8Array([1, 256, -1, 1.9, "7", NaN, null, true])), a(new Uint8Array(new Set([5, 6]))), a(new Uint8Array({ length: 2, 0: 9 })))
const buf = new ArrayBuffer(6)
const whole = new Uint8Array(buf)
const mid = new Uint8Array(buf, 2, 3)
const tail = new Uint8Array(buf, 4)
mid[0] = 300
mid[1] = -2
mid[5] = 1
mid["-0"] = 1
mid.foo = "bar"
out.push(a(whole), a(tail), mid.length, mid.byteOffset, mid.byteLength, tail.length, mid.buffer === buf, mid.foo, mid[5], Object.keys(mid))
whole.set([1, 2], 4)
whole.set(new Uint8Array([7, 8]))
out.push(a(whole), a(whole.subarray(1, -1)), a(whole.slice(-2)), whole.subarray(2).byteOffset)
const sub = whole.subarray(1, 3)
sub.fill(0)
out.push(a(whole), a(new Uint8Array(5).fill(4, 1, -1)), a(new Uint8Array([1, 2, 3, 4, 5]).copyWithin(0, 3)))
const u = new Uint8Array([5, 1, 4, 1, 3])
out.push(u.indexOf(1), u.lastIndexOf(1), u.includes(4), u.indexOf(1, 2), u.includes(1.5), u.at(-1), u.join("-"), String(u), u.toString())
out.push(a(u.map((x) => x * 100)), a(u.filter((x) => x > 2)), u.reduce((s, x) => s + x), u.reduceRight((s, x) => s + "" + x, ""), u.find((x) => x > 3), u.findIndex((x) => x > 3), u.findLast((x) => x < 4), u.findLastIndex((x) => x === 9), u.some((x) => x > 4), u.every((x) => x > 0))
const seen = []
u.forEach((x, i, arr) => seen.push(i + ":" + x + ":" + (arr === u)))
out.push(seen, a(u.keys()), a(u.entries()).length, [...u], a(new Uint8Array([3, 20, 100]).sort()), a(new Uint8Array([3, 20, 100]).sort((x, y) => y - x)))
out.push(a(u.toReversed()), a(u.toSorted()), a(u.with(0, 9)), a(u), a(u.reverse()))
out.push(a(Uint8Array.of(1, 2, 300)), a(Uint8Array.from("123")), a(Uint8Array.from([1, 2], (x) => x * 3)), Uint8Array.BYTES_PER_ELEMENT, u.BYTES_PER_ELEMENT)
out.push(buf.byteLength, buf.slice(2, 4).byteLength, ArrayBuffer.isView(mid), ArrayBuffer.isView(buf), Object.prototype.toString.call(buf), Object.prototype.toString.call(u), u[Symbol.toStringTag])
out.push(err(() => new Uint8Array(-1)), err(() => new Uint8Array(buf, 7)), err(() => new Uint8Array(buf, 2, 5)), err(() => Uint8Array(2)), err(() => new ArrayBuffer(-1)), err(() => u.set([1], 10)), err(() => u.with(10, 1)), err(() => u.sort(1)))
out.push(JSON.stringify(new Uint8Array([1, 2])), JSON.stringify({ b: buf }), Object.getPrototypeOf(Uint8Array.prototype) === Object.getPrototypeOf(Uint8Array).prototype, Uint8Array.name, Uint8Array.length)
return out
