/*---
{
  "description": "using declarations are disposed of in reverse order when their block ends; null and undefined are skipped",
  "expect": {"ok": true, "value": ["body", "dispose c", "dispose b", "dispose a", "after"]}
}
---*/
const log = []
const resource = (name) => ({ [Symbol.dispose]() { log.push("dispose " + name) } })
{
  using a = resource("a"), b = resource("b")
  using nothing = null, missing = undefined
  using c = resource("c")
  log.push("body")
}
log.push("after")
return log
