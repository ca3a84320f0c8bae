/*---
{
  "description": "toFixed, toPrecision, toExponential and toString check their arguments after thisNumberValue, with V8's messages",
  "expect": { "ok": true, "value": ["Infinity", "NaN", "NaN", "123.456", "1.00", "3e+0", "0e+0", "255", "RangeError: toFixed() digits argument must be between 0 and 100", "RangeError: toFixed() digits argument must be between 0 and 100", "RangeError: toExponential() argument must be between 0 and 100", "RangeError: toPrecision() argument must be between 1 and 100", "RangeError: toString() radix argument must be between 2 and 36", "TypeError: Number.prototype.toFixed requires that 'this' be a Number", "TypeError: Number.prototype.valueOf requires that 'this' be a Number", "TypeError: Number.prototype.toString requires that 'this' be a Number"] }
}
---*/
const out = [(Infinity).toFixed(100), (NaN).toExponential(-1), (NaN).toPrecision(0), (123.456).toPrecision(), (1).toFixed("2"), (2.5).toExponential(0), (-0).toExponential(), (255).toString(undefined)]
for (const f of [() => (Infinity).toFixed(200), () => (1).toFixed(Infinity), () => (1).toExponential(101), () => (1).toPrecision(101), () => (1).toString(0), () => Number.prototype.toFixed.call("1", 2), () => Number.prototype.valueOf.call({}), () => Number.prototype.toString.call(1n)]) {
  try {
    f()
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
return out
