/*---
{
  "description": "await and the program's own completion never call a user-replaced Promise.prototype.then",
  "expect": { "ok": true, "value": ["a", "b", "c", 0] }
}
---*/
const log = []
let calls = 0
const then = Promise.prototype.then
Promise.prototype.then = function (f, r) {
  calls++
  return then.call(this, f, r)
}
log.push("a")
await null
log.push("b")
await Promise.resolve(1)
log.push("c")
Promise.prototype.then = then
log.push(calls)
return log
