/*---
{
  "description": "JSON.parse makes __proto__ an own data property, keeps the first position of a duplicate key with the last value, and parses numbers exactly",
  "expect": {"ok": true, "value": [["__proto__", "k", "z"], true, true, 2, ["Infinity", "-Infinity", "5e-324", "0.1", "1.7976931348623157e+308", "0"], true, "😀 é", [], 1]}
}
---*/
const o = JSON.parse('{"__proto__": {"x": 1}, "k": 1, "z": 0, "k": 2}')
return [
  Object.keys(o),
  Object.getPrototypeOf(o) === Object.prototype,
  o.x === undefined,
  o.k,
  JSON.parse("[1e400, -1e400, 5e-324, 0.1, 1.7976931348623157e308, -0]").map((n) => String(n)),
  Object.is(JSON.parse("-0"), -0),
  JSON.parse('"\\ud83d\\ude00 \\u00E9"'),
  JSON.parse(" \t\n\r[ ] "),
  JSON.parse('{"":1}')[""],
]
