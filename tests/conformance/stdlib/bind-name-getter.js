/*---
{
  "description": "bind reads the target's name through its getter: a getter that throws makes bind throw, a string result is prefixed with bound, a non-string gives an empty name",
  "expect": { "ok": true, "value": ["x", "bound viaGetter", "bound ", "bound plain", "bound bound plain"] }
}
---*/
const out = []
const t1 = Object.defineProperty(function () {}, "name", { get() { throw new Error("x") } })
try { t1.bind(); out.push("no throw") } catch (e) { out.push(e.message) }
const t2 = Object.defineProperty(function () {}, "name", { get() { return "viaGetter" } })
out.push(t2.bind().name)
const t3 = Object.defineProperty(function () {}, "name", { get() { return 42 } })
out.push(t3.bind().name)
function plain() {}
out.push(plain.bind().name, plain.bind().bind().name)
return out
