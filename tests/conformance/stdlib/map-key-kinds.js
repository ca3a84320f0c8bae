/*---
{
  "description": "Map keys: objects by identity, strings by value, BigInt by value, -0 as +0",
  "expect": {
    "ok": true,
    "value": [
      1,
      null,
      2,
      3,
      true,
      true,
      4,
      5,
      5
    ]
  }
}
---*/
const o = {}
const m = new Map()
m.set(o, 1).set("a" + "b", 2).set(10n, 3).set(-0, 4).set(NaN, 5)
return [m.get(o), m.get({}), m.get("ab"), m.get(10n), m.has(5n + 5n), Object.is([...m.keys()][3], 0), m.get(0), m.get(NaN), m.size]
