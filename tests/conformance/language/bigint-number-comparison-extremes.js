/*---
{
  "description": "BigInt/Number comparisons are exact for doubles beyond 2^127 (no rounding of the BigInt to a double)",
  "expect": {
    "ok": true,
    "value": [false, true, true, false, true, true, true, true]
  }
}
---*/
const big = 0xfffffffffffff7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffn
const d = 0xfffffffffffff800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
return [big == d, big < d, big != d, big > Number.MAX_VALUE, Number.MAX_VALUE > big, 2n ** 200n == 2 ** 200 + 1, 2n ** 200n == 2 ** 200, 2n ** 1024n > Number.MAX_VALUE]
