/*---
{
  "description": "await runs PromiseResolve at once: a thenable's then getter, and a promise's constructor getter, are read during the await, before any later job; an async generator's return(thenable) reads then when the generator resumes",
  "expect": {"ok": true, "value": ["get then 1", "sync", "get then 2", "sync2", "constructor", "sync3", "start", "tick1", "fulfilled 7", "get then 3", "tick2"]}
}
---*/
const log = []
Promise.resolve(0).then(() => log.push("tick1")).then(() => log.push("tick2"))
new Promise((r) => r({ get then() { log.push("get then 1") } }))
log.push("sync")
async function f() { await { get then() { log.push("get then 2") } } }
f()
log.push("sync2")
const p = Promise.resolve(7)
Object.defineProperty(p, "constructor", { get() { log.push("constructor"); return Promise } })
async function h() { log.push("fulfilled " + (await p)) }
const done = h()
log.push("sync3")
async function* g() { log.push("start"); yield 123; log.push("never") }
const it = g()
it.next()
it.return({ get then() { log.push("get then 3") } })
for (let i = 0; i < 4; i++) await undefined
await done
return log
