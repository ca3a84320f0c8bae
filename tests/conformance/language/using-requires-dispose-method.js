/*---
{
  "description": "a using declaration of a non-object or of an object without Symbol.dispose throws a TypeError",
  "expect": {"ok": true, "value": ["TypeError", "TypeError", "ok"]}
}
---*/
const out = []
for (const value of [42, {}]) {
  try {
    using r = value
    out.push("not reached")
  } catch (e) {
    out.push(e.constructor.name)
  }
}
{
  using fine = null
  out.push("ok")
}
return out
