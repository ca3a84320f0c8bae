/*---
{
  "description": "Each class static block has its own var scope: a var there shadows the outer one inside that block only, starts undefined, and closures keep it",
  "expect": {"ok": true, "value": ["outer", null, "first", "outer", 2]}
}
---*/
var t = 'outer'
let probe, early, cap
class C {
  static { early = t; var t = 'first'; cap = () => t }
  static { probe = t }
  static { { var n = 1 } n++; this.n = n }
}
return [probe, early, cap(), t, C.n]
