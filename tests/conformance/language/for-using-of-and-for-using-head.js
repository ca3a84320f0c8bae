/*---
{
  "description": "for (using x of …) disposes of each value after its iteration; for (using x = …; …; …) once after the loop",
  "expect": {"ok": true, "value": ["iteration a", "dispose a", "iteration b", "dispose b", "loop 0", "loop 1", "dispose counter"]}
}
---*/
const log = []
const resource = (name) => ({ name, [Symbol.dispose]() { log.push("dispose " + name) } })
for (using r of [resource("a"), resource("b")]) {
  log.push("iteration " + r.name)
}
let i = 0
for (using c = resource("counter"); i < 2; i++) {
  log.push("loop " + i)
}
return log
