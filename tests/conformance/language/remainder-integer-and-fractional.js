/*---
{
  "description": "% on integral, fractional, signed-zero, infinite and large operands",
  "expect": {"ok": true, "value": [["-0", 0, 1, -1, 1, -1], [1.5, -1.5, 0.5, null, null, 2, -2], ["-0", "-0", 0, 2, 1, 1], [1, 0.25]]}
}
---*/
const show = (x) => (Object.is(x, -0) ? "-0" : Number.isNaN(x) ? null : x)
return [
  [-4 % 2, 4 % 2, 7 % 3, -7 % 3, 7 % -3, -7 % -3].map(show),
  [5.5 % 2, -5.5 % 2, 2.5 % 1, 5 % 0, Infinity % 2, 2 % Infinity, -2 % -Infinity].map(show),
  [-0 % 5, -6 % 3, 2 ** 53 % 2, 2 ** 53 % 3, 1e300 % 7, 9007199254740991 % 10 ** 1].map(show),
  [2 ** 60 % 3, 0.75 % 0.5],
]
