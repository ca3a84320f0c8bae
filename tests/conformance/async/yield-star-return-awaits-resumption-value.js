/*---
{
  "description": "An async generator resumed with return inside yield* awaits the return value first (AsyncGeneratorUnwrapYieldResumption: the thenable's then getter and a tick come before the inner iterator's return is looked up), and a rejected return value comes back into yield* as a throw sent to the inner iterator",
  "expect": {
    "ok": true,
    "value": [
      [
        "start",
        "tick 1",
        "get then",
        "tick 2",
        "get return",
        "get then",
        "tick 3"
      ],
      true,
      [
        "throw boom",
        "after from throw"
      ],
      {
        "value": "end",
        "done": true
      }
    ]
  }
}
---*/
const log = []
const inner = {
  [Symbol.asyncIterator]() { return this },
  next() { return { done: false, value: 1 } },
  get return() { log.push("get return") },
}
async function* g() {
  log.push("start")
  yield* inner
  log.push("never")
}
const ticks = Promise.resolve(0).then(() => log.push("tick 1")).then(() => log.push("tick 2")).then(() => log.push("tick 3"))
const it = g()
it.next()
const r = await it.return({ get then() { log.push("get then") } })
await ticks
// A rejected thenable sent as the return value comes back into yield* as a throw.
const log2 = []
const inner2 = {
  [Symbol.asyncIterator]() { return this },
  next() { return { done: false, value: 1 } },
  throw(e) { log2.push("throw " + e); return { done: true, value: "from throw" } },
  return() { log2.push("return"); return { done: true } },
}
async function* g2() { const v = yield* inner2; log2.push("after " + v); return "end" }
const it2 = g2()
await it2.next()
const r2 = await it2.return(Promise.reject("boom"))
return [log, r.done, log2, r2]
