/*---
{
  "description": "BigInt literals that fit 64 bits are read as machine integers, longer ones (and every radix) as big numbers: the same values",
  "expect": {"ok": true, "value": ["0", "0", "7", "-7", "16", "15", "5", "1000000007", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551616", "123456789012345678901234567890", "1208925819614629174706175", "497117911899", "bigint", true, true]}
}
---*/
// BigInt literals that fit 64 bits are read as machine integers; longer ones as big numbers.
const out = [0n, -0n, 7n, -7n, 0x10n, 0o17n, 0b101n, 1_000_000_007n, 9223372036854775807n, 9223372036854775808n,
  -9223372036854775808n, -9223372036854775809n, 18446744073709551616n, 123456789012345678901234567890n,
  0xffffffffffffffffffffn].map(String)
let a = 1n, r = 0n
for (let i = 0; i < 1000; i++) { a = (a * 31n + BigInt(i)) % 1000000007n; r += a }
out.push(String(r), typeof 5n, 5n === 5n, 2n ** 64n === 18446744073709551616n)
return out
