/*---
{
  "description": "charCodeAt/charAt at the positions the fast path takes (non-negative Numbers, fractions truncated, past the end) and the ones it leaves to the general path (negative fractions, NaN, strings, objects, wrapper this), on atoms, flat strings and ropes; and ToInt32/ToUint32 of large, fractional and wrapping values",
  "expect": { "ok": true, "value": [[97, 98, 98, "NaN", "NaN", 97, 97, 98, 99, 97, 106], ["a", "b", "b", "", "", "a", "a", "b", "c", "a", "j"], [120, 120, 121], [-1294967296, 3000000000, 1, -1, 2147483647, -2147483648, 0, 0, 0, 4294967295, 0, -2]] }
}
---*/
const flat = "abcdefghij".repeat(3)
let rope = "x"
for (let i = 0; i < 5; i++) rope = rope + "xy"
const pos = [0, 1, 1.9, 30, 1e10, -0.5, NaN, "1", { valueOf() { return 2 } }, undefined, 9]
const codes = pos.map((p) => { const v = flat.charCodeAt(p); return Number.isNaN(v) ? "NaN" : v })
const chars = pos.map((p) => flat.charAt(p))
const ropes = [rope.charCodeAt(0), new String(rope).charCodeAt(1), rope.charCodeAt(rope.length - 1)]
const ints = [3e9 | 0, 3e9 >>> 0, 4294967297 | 0, -1.9 | 0 || -1, 2147483647.9 | 0, 2147483648 | 0, 2 ** 64 | 0, NaN | 0, (2 ** 53 + 1) | 0 ? 1 : 0, -1 >>> 0, Infinity | 0, -(2 ** 33) - 2 | 0]
return [codes, chars, ropes, ints]
