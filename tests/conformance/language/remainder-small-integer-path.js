/*---
{
  "description": "% of small non-negative integers by positive ones (the 32-bit path) and of the operands at its edges: 0, -0, the largest 32-bit integer and one past it, negative divisors and dividends, fractions and NaN, in a loop (the fast tier) and as constants",
  "expect": {"ok": true, "value": [[0, "-0", 0, "-0", 1, 1, -1, 7, 8, -8, -3, 5, 5, 0, 1.5, 0, null, null, 65535, null, null, null, 6], 2997, "-0", 0, 3]}
}
---*/
const show = (x) => (Object.is(x, -0) ? "-0" : Number.isNaN(x) ? null : x)
const pairs = [[0, 5], [-0, 5], [0, -5], [-0, -5], [7, 3], [7, -3], [-7, 3], [2147483647, 10], [2147483648, 10], [-2147483648, 10], [-2147483649, 7], [5, 2147483647], [5, 2147483648], [3, 1], [3.5, 2], [3, 0.5], [NaN, 3], [3, NaN], [4294967295, 65536], [1, 0], [0, 0], [Infinity, 3], [6, Infinity]]
const out = []
for (let i = 0; i < pairs.length; i++) out.push(show(pairs[i][0] % pairs[i][1]))
let acc = 0
for (let i = 0; i < 1000; i++) acc += i % 7
return [out, acc, show(-6 % 3), show(6 % 3), 1000003 % 1000]
