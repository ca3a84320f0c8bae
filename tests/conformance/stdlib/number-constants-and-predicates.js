/*---
{
  "description": "Number's constants are read-only, its predicates do not coerce, parseInt/parseFloat are the global functions, new Number and BigInt arguments",
  "expect": { "ok": true, "value": ["1.7976931348623157e+308", "5e-324", "true", "-9007199254740991", "false", "false", "false", "false", "true", "true", "false", "true", "false", "true", "true", "object", "6", "18446744073709552000", "9007199254740992", "9007199254740996", "-Infinity", "12"] }
}
---*/
const d = Object.getOwnPropertyDescriptor(Number, "MAX_SAFE_INTEGER")
const r = [
  Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON === 2 ** -52, Number.MIN_SAFE_INTEGER, d.writable, d.enumerable, d.configurable,
  Number.isFinite("1"), Number.isInteger(-0), Number.isInteger(1e300), Number.isSafeInteger(2 ** 53), Number.isSafeInteger(-(2 ** 53 - 1)), Number.isNaN("NaN"),
  Number.parseInt === parseInt, Number.parseFloat === parseFloat, typeof new Number(5), new Number(5) + 1,
  Number(2n ** 64n + 1n), Number(2n ** 53n + 1n), Number(2n ** 53n + 3n), Number(-(2n ** 1024n)), Number(12n),
]
return r.map(String)
