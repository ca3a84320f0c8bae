/*---
{
  "description": "BigInt.asIntN/asUintN wrap to the bit width, validate it, and BigInt.prototype methods check their receiver",
  "expect": { "ok": true, "value": ["-128", "127", "0", "-9223372036854775808", "-1", "-5", "255", "18446744073709551615", "1", "1", "ff", "-11111111", "2oy99wnkl1c76diocq9s", "0", "7", "12,345,678,901,234,567,890", "RangeError: Invalid value: not (convertible to) a safe integer", "RangeError: Invalid value: not (convertible to) a safe integer", "TypeError: Cannot convert 257 to a BigInt", "RangeError: toString() radix argument must be between 2 and 36", "TypeError: BigInt.prototype.valueOf requires that 'this' be a BigInt", "TypeError: BigInt.prototype.toLocaleString requires that 'this' be a BigInt", "[object BigInt]", 2, 1] }
}
---*/
const out = [
  BigInt.asIntN(8, 128n), BigInt.asIntN(8, -129n), BigInt.asIntN(0, 5n), BigInt.asIntN(64, 2n ** 63n), BigInt.asIntN(64, 2n ** 64n - 1n), BigInt.asIntN(2 ** 53 - 1, -5n),
  BigInt.asUintN(8, -1n), BigInt.asUintN(64, -1n), BigInt.asUintN(8, "257"), BigInt.asUintN(8, true),
  (255n).toString(16), (-255n).toString(2), (10n ** 30n).toString(36), (-0n).toString(), BigInt.prototype.toString.call(Object(7n)), (12345678901234567890n).toLocaleString(),
].map(String)
for (const f of [() => BigInt.asUintN(-1, 5n), () => BigInt.asUintN(2 ** 53, 5n), () => BigInt.asIntN(8, 257), () => (5n).toString(37), () => BigInt.prototype.valueOf.call(7), () => BigInt.prototype.toLocaleString.call("7")]) {
  try {
    f()
  } catch (e) {
    out.push(e.name + ": " + e.message)
  }
}
out.push(Object.prototype.toString.call(1n), BigInt.asIntN.length, BigInt.length)
return out
