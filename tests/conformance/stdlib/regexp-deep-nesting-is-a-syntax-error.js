/*---
{
  "description": "a pattern nested deeper than 256 groups, or with more than 10,000 alternatives, is a catchable SyntaxError (not a native stack overflow); nesting and alternatives within the bounds work",
  "expect": {"ok": true, "value": [true, true, true, "SyntaxError", "SyntaxError", "SyntaxError", true]}
}
---*/
const nested = (n, open) => new RegExp(open.repeat(n) + "a" + ")".repeat(n))
const alternatives = (n) => new RegExp(Array.from({ length: n }, (_, i) => "x" + i).join("|"))
const kind = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.name
  }
}
return [
  nested(200, "(").test("a"),
  nested(200, "(?:").test("a"),
  alternatives(10000).test("x9999"),
  kind(() => nested(100000, "(")),
  kind(() => nested(100000, "(?=")),
  kind(() => alternatives(10001)),
  /Regular expression too large/.test((() => { try { alternatives(20000) } catch (e) { return e.message } })()),
]
