/*---
{
  "description": "a pattern nested deeper than 256 groups, or with more than 10,000 alternatives, is a catchable SyntaxError (not a native stack overflow); nesting and alternatives within the bounds work",
  "expect": {"ok": true, "value": [true, true, true, "SyntaxError", "SyntaxError", "SyntaxError true"]}
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
  kind(() => nested(300, "(")),
  kind(() => nested(300, "(?=")),
  (() => { try { alternatives(10001) } catch (e) { return e.name + " " + e.message.includes("/: Regular expression too large") } })(),
]
