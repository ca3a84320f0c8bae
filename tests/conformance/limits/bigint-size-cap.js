/*---
{
  "description": "BigInts are capped at 16,777,216 bits (about five million decimal digits), checked before the work where the size is known: past it a catchable RangeError, as V8 at its 2^30 bits, where a single multiplication, power or parse could otherwise run for minutes inside one instruction. note: V8's cap is 2^30 bits, so node computes these",
  "expect": { "ok": true, "value": [4194304, 16777216, "Maximum BigInt size exceeded", "Maximum BigInt size exceeded", "Maximum BigInt size exceeded", "Maximum BigInt size exceeded", "Maximum BigInt size exceeded", "Maximum BigInt size exceeded", "Maximum BigInt size exceeded", true, "4"] }
}
---*/
const err = f => { try { return f() } catch (e) { return e instanceof RangeError ? e.message : 'other: ' + e } }
const top = 2n ** 16777215n
return [
  top.toString(16).length,
  (top - 1n + top).toString(2).length,
  err(() => 2n ** 16777216n),
  err(() => top * 2n),
  err(() => top + top),
  err(() => 1n << 16777216n),
  err(() => 7n ** 60000000n),
  err(() => BigInt('9'.repeat(6e6))),
  err(() => top * top),
  BigInt('1' + '0'.repeat(1e5)) > 0n,
  String((3n ** 1000000n) % 7n),
]
