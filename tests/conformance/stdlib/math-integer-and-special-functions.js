/*---
{
  "description": "hypot, sign, clz32, imul, fround, trunc, ceil keep JavaScript's special cases",
  "expect": { "ok": true, "value": [0, 13, "Infinity", "NaN", 1.414213562373095e+200, 0.223606797749979, 3, -1, true, "NaN", 32, 0, 32, 31, -5, 0, 12, 5.050000190734863, null, 0, true, true, true, -4503599627370495, 4503599627370496, "[object Math]", 2, 0] }
}
---*/
return [
  Math.hypot(), Math.hypot(3, 4, 12), String(Math.hypot(NaN, Infinity)), String(Math.hypot(NaN, 1)), Math.hypot(1e200, 1e200), Math.hypot(0.1, 0.2), Math.hypot(-3),
  Math.sign(-3), Object.is(Math.sign(-0), -0), String(Math.sign("x")), Math.clz32(0), Math.clz32(-1), Math.clz32(0.5), Math.clz32(2 ** 32 + 1),
  Math.imul(0xffffffff, 5), Math.imul(2 ** 31, 2), Math.imul(3.9, "4"), Math.fround(5.05), Math.fround(2 ** 128), Math.fround(1e-50),
  Object.is(Math.trunc(-0.3), -0), Object.is(Math.ceil(-0.5), -0), Object.is(Math.round(-0.5), -0), Math.round(-4503599627370495.5), Math.round(4503599627370495.5),
  Object.prototype.toString.call(Math), Math.max.length, Math.random.length,
]
