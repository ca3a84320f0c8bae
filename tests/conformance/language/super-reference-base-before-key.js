/*---
{
  "description": "A super property reference takes its base (the home object's prototype) when it is made: before its key is converted and before an assignment's value is evaluated; a null base is refused before the key's toString runs (ES2024 order, test262 prop-expr-getsuperbase-before-topropertykey-*; node 20's V8 still converts the key first and disagrees)",
  "expect": {"ok": true, "value": [2, "ok", "ok", 2, "old", "value-first", "TypeError", []]}
}
---*/
const a = { p: 1, q: "ok", r: "ok" }
const b = { p: -1, q: "bad", r: "bad" }
const swap = { toString() { Object.setPrototypeOf(obj, b); return "p" } }
const swapQ = { toString() { Object.setPrototypeOf(obj, b); return "q" } }
const obj = {
  __proto__: a,
  add() { return super[swap] += 1 },
  read() { return super[swapQ] },
  named() { return super.r },
}
const out = [obj.add()]
Object.setPrototypeOf(obj, a)
out.push(obj.read())
Object.setPrototypeOf(obj, a)
out.push(obj.named())
Object.setPrototypeOf(obj, a)
a.p = 1
const inc = { __proto__: a, m() { return ++super[swap2] } }
var swap2 = { toString() { Object.setPrototypeOf(inc, b); return "p" } }
out.push(inc.m())
// The base of `super.x = v` is taken before `v` is evaluated; the set lands on the receiver.
const seen = []
const base1 = { set x(v) { seen.push("old") } }
const base2 = { set x(v) { seen.push("new") } }
const asg = { __proto__: base1, m() { super.x = (Object.setPrototypeOf(asg, base2), 1) } }
asg.m()
out.push(seen.join())
// The value is evaluated before the key is converted.
const order = []
const key = { toString() { order.push("key"); return "k" } }
const o2 = { __proto__: {}, m() { super[key] = (order.push("value"), 1) } }
o2.m()
out.push(order.join("-") === "value-key" ? "value-first" : order.join("-"))
// A null base: TypeError, and the key's toString never runs.
const calls = []
const nul = { m() { return super[{ toString() { calls.push("toString"); return "z" } }] } }
Object.setPrototypeOf(nul, null)
try { nul.m() } catch (e) { out.push(e.constructor.name) }
out.push(calls)
return out
