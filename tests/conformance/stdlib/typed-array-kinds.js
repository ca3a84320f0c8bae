/*---
{
  "description": "The typed array kinds: element conversion of each kind (wrapping, clamping half to even, float rounding, -0/NaN), BigInt kinds and content-type errors, buffer alignment and bounds, prototype chains, BYTES_PER_ELEMENT and tags",
  "expect": {"ok": true, "value": [["Int8Array", 1, 1, 3, 25, [0, 0, 1, 2, -1, 127, -128, -1, 0, 127, -1, 0, -1, -1, 0, -1, 0, 0, 0, 0, 0, 12, 1, 0, 0]], ["Uint8Array", 1, 1, 3, 25, [0, 0, 1, 2, 255, 127, 128, 255, 0, 127, 255, 0, 255, 255, 0, 255, 0, 0, 0, 0, 0, 12, 1, 0, 0]], ["Uint8ClampedArray", 1, 1, 3, 25, [0, 0, 2, 2, 0, 127, 128, 255, 255, 0, 255, 255, 0, 255, 255, 0, 0, 255, 0, 255, 0, 12, 1, 0, 0]], ["Int16Array", 2, 2, 3, 50, [0, 0, 1, 2, -1, 127, 128, 255, 256, -129, -1, 0, 32767, -1, 0, -1, 0, 0, 0, 0, 0, 12, 1, 0, 0]], ["Uint16Array", 2, 2, 3, 50, [0, 0, 1, 2, 65535, 127, 128, 255, 256, 65407, 65535, 0, 32767, 65535, 0, 65535, 0, 0, 0, 0, 0, 12, 1, 0, 0]], ["Int32Array", 4, 4, 3, 100, [0, 0, 1, 2, -1, 127, 128, 255, 256, -129, 65535, 65536, -32769, -1, 0, 2147483647, 0, 0, 0, 0, 0, 12, 1, 0, 0]], ["Uint32Array", 4, 4, 3, 100, [0, 0, 1, 2, 4294967295, 127, 128, 255, 256, 4294967167, 65535, 65536, 4294934527, 4294967295, 0, 2147483647, 0, 0, 0, 0, 0, 12, 1, 0, 0]], ["Float32Array", 4, 4, 3, 100, [0, "-0", 1.5, 2.5, -1.5, 127, 128, 255.5, 256, -129, 65535, 65536, -32769, 4294967296, 4294967296, -2147483648, "NaN", "inf", "-inf", "inf", 0.10000000149011612, 12, 1, 0, "NaN"]], ["Float64Array", 8, 8, 3, 200, [0, "-0", 1.5, 2.5, -1.5, 127, 128, 255.5, 256, -129, 65535, 65536, -32769, 4294967295, 4294967296, -2147483649, "NaN", "inf", "-inf", 1e+40, 0.1, 12, 1, 0, "NaN"]], true, ["[object Int8Array]", "[object Uint8Array]", "[object Uint8ClampedArray]", "[object Int16Array]", "[object Uint16Array]", "[object Int32Array]", "[object Uint32Array]", "[object Float32Array]", "[object Float64Array]"], ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array"], null, ["constructor", "BYTES_PER_ELEMENT"], ["BYTES_PER_ELEMENT", "length", "name", "prototype"], ["1 -1 -9223372036854775808 5", "1 18446744073709551615 9223372036854775808 5"], ["bigint", "bigint"], 8, "TypeError", "SyntaxError", "TypeError", "TypeError", "TypeError", "TypeError", ["5", "1", "0"], "RangeError", "RangeError", "RangeError", 3, 1, 1, ["1.100000023841858", "16777216", "3.3999999521443642e+38", "Infinity"], ["0.10000000149011612"], [255, 0, 255], [-56, -1]]}
}
---*/
const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array]
const inputs = [0, -0, 1.5, 2.5, -1.5, 127, 128, 255.5, 256, -129, 65535, 65536, -32769, 4294967295, 4294967296, -2147483649, NaN, Infinity, -Infinity, 1e40, 0.1, "12", true, null, undefined]
const out = []
for (const C of kinds) {
  const t = new C(inputs)
  out.push([C.name, C.BYTES_PER_ELEMENT, C.prototype.BYTES_PER_ELEMENT, C.length, t.byteLength, Array.from(t, (x) => Object.is(x, -0) ? "-0" : Number.isNaN(x) ? "NaN" : x === Infinity ? "inf" : x === -Infinity ? "-inf" : x)])
}
const TA = Object.getPrototypeOf(Int8Array)
out.push(kinds.every((C) => Object.getPrototypeOf(C) === TA && Object.getPrototypeOf(C.prototype) === TA.prototype))
out.push(kinds.map((C) => Object.prototype.toString.call(new C(1))), kinds.map((C) => new C(0)[Symbol.toStringTag]))
out.push(TA.prototype[Symbol.toStringTag], Object.getOwnPropertyNames(Int16Array.prototype), Object.getOwnPropertyNames(Int16Array).sort())
const b64 = [new BigInt64Array([1n, -1n, 2n ** 63n, 2n ** 64n + 5n]), new BigUint64Array([1n, -1n, 2n ** 63n, 2n ** 64n + 5n])]
out.push(b64.map((t) => t.join(" ")), b64.map((t) => typeof t[0]), BigInt64Array.BYTES_PER_ELEMENT)
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.name
  }
}
out.push(err(() => new BigInt64Array([1])), err(() => new BigInt64Array(["x"])), err(() => new Int8Array([1n])), err(() => new BigInt64Array(new Int8Array(2))), err(() => new Int8Array(new BigInt64Array(2))), err(() => { new BigInt64Array(1)[0] = 1 }))
out.push(Array.from(new BigInt64Array(["5", true, false])).map(String))
const buf = new ArrayBuffer(8)
out.push(err(() => new Int16Array(buf, 1)), err(() => new Int32Array(new ArrayBuffer(6))), err(() => new Int16Array(buf, 2, 4)), new Int16Array(buf, 2, 3).length, new Float64Array(buf).length, new Int32Array(buf, 4).length)
const f = new Float32Array([1.1, 16777217, 3.4e38, 3.5e38])
out.push(Array.from(f, String), Array.from(new Float64Array(new Float32Array([0.1])), String))
out.push(Array.from(new Uint8Array(new Int16Array([-1, 256, 511]))), Array.from(new Int8Array(new Uint8ClampedArray([200, 300]))))
return out
