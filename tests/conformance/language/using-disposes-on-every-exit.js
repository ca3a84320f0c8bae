/*---
{
  "description": "using resources are disposed of when the scope is left by break, continue, return or throw",
  "expect": {"ok": true, "value": ["dispose 1", "dispose 2", "dispose 3", "dispose f", "returned f", "dispose t", "caught boom"]}
}
---*/
const log = []
const resource = (name) => ({ [Symbol.dispose]() { log.push("dispose " + name) } })
for (const i of [1, 2, 3, 4]) {
  using r = resource(i)
  if (i === 1) continue
  if (i === 3) break
}
function f() {
  using r = resource("f")
  return "returned f"
}
log.push(f())
try {
  using t = resource("t")
  throw new Error("boom")
} catch (e) {
  log.push("caught " + e.message)
}
return log
