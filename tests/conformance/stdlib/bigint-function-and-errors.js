/*---
{
  "description": "BigInt() converts numbers, strings and booleans and throws V8's RangeError, SyntaxError and TypeError; new BigInt throws",
  "expect": { "ok": true, "value": ["1000000000000000000000", "0", "-12", "5", "0", "1", "8", "object", "RangeError: The number 1.5 cannot be converted to a BigInt because it is not an integer", "RangeError: The number NaN cannot be converted to a BigInt because it is not an integer", "SyntaxError: Cannot convert 1.0 to a BigInt", "SyntaxError: Cannot convert 12n to a BigInt", "SyntaxError: Cannot convert -0x1 to a BigInt", "SyntaxError: Cannot convert  0x to a BigInt", "TypeError: Cannot convert undefined to a BigInt", "TypeError: Cannot convert null to a BigInt", "TypeError: Cannot convert Symbol(q) to a BigInt", "RangeError: The number 0.5 cannot be converted to a BigInt because it is not an integer", "TypeError: BigInt is not a constructor", "TypeError: BigInt is not a constructor"] }
}
---*/
const out = [String(BigInt(1e21)), String(BigInt(-0)), String(BigInt("  -12  ")), String(BigInt("0b101")), String(BigInt("")), String(BigInt(true)), String(BigInt({ valueOf() { return "8" } })), typeof Object(1n)]
for (const v of [1.5, NaN, "1.0", "12n", "-0x1", " 0x", undefined, null, Symbol("q"), { valueOf() { return 0.5 } }]) {
  try {
    BigInt(v)
    out.push("no error")
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
try {
  new BigInt(1)
} catch (e) {
  out.push(e.name + ": " + e.message)
}
try {
  class X extends BigInt {}
  new X(1)
} catch (e) {
  out.push(e.name + ": " + e.message)
}
return out
