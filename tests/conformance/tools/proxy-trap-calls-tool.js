/*---
{
  "description": "Proxy traps that call tools: the call is made (and the run can be saved and restored) while the trap's frame is on the stack, and the trap's result and the awaited tool results are unaffected",
  "tools": { "math.add": { "fixture": "add" }, "echo": { "fixture": "echo" } },
  "expect": {"ok": true, "value": [0, 5, true, 5, [100, {"set": "hits", "value": 5}, 105, 3], {"viaTrap": 42}]},
  "toolCalls": ["math.add", "echo", "math.add", "math.add"]
}
---*/
const pending = []
const counter = { hits: 0 }
const p = new Proxy(counter, {
  get(t, k, r) {
    if (k === "hits") {
      pending.push(tools.math.add({ a: t.hits, b: 100 }))
      return Reflect.get(t, k, r)
    }
    return undefined
  },
  set(t, k, v) {
    pending.push(tools.echo({ set: k, value: v }))
    t[k] = v
    return true
  },
  has(t, k) {
    pending.push(tools.math.add({ a: 1, b: 2 }))
    return k === "virtual"
  },
})
const a = p.hits
p.hits = 5
const b = p.hits
const c = "virtual" in p
const results = await Promise.all(pending)
// A trap in a constructor call, awaited after it returns.
const Made = new Proxy(class { constructor(x) { this.x = x } }, {
  construct(t, args) {
    return { viaTrap: args[0] * 2 }
  },
})
return [a, b, c, counter.hits, results, new Made(21)]
