/*---
{
  "description": "structuredClone copies maps, sets, arrays with holes, regexps, wrappers and cycles",
  "expect": {
    "ok": true,
    "value": [
      true,
      true,
      3,
      false,
      true,
      true,
      true,
      "a+b",
      "gi",
      0,
      "object",
      4,
      "bigint"
    ]
  }
}
---*/
const o = { a: [1, , 3], m: new Map([[1, { deep: true }]]), s: new Set(["x"]), r: /a+b/gi, n: new Number(3), big: 5n }
o.self = o
const c = structuredClone(o)
return [
  c !== o, c.self === c, c.a.length, 1 in c.a, c.m.get(1).deep, c.m.get(1) !== o.m.get(1), c.s.has("x"),
  c.r.source, c.r.flags, c.r.lastIndex, typeof c.n, c.n + 1, typeof c.big,
]
