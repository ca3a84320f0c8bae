/*---
{
  "description": "AsyncGenerator.prototype.next/return/throw on a receiver that is not an async generator (undefined, a number, a plain object, a sync generator) return a promise rejected with a TypeError instead of throwing; Generator.prototype.next on an async generator throws",
  "expect": { "ok": true, "value": { "out": [true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", true, "TypeError", "{\"value\":1,\"done\":false}"], "syncOnAsync": "TypeError" } }
}
---*/
async function* ag() { yield 1 }
function* g() { yield 1 }
const AGP = Object.getPrototypeOf(ag.prototype)
const out = []
for (const m of ["next", "return", "throw"]) {
  for (const recv of [undefined, 1, {}, g()]) {
    const r = AGP[m].call(recv)
    out.push(r instanceof Promise)
    try { await r; out.push("fulfilled") } catch (e) { out.push(e.constructor.name) }
  }
}
let syncOnAsync
try { Object.getPrototypeOf(g.prototype).next.call(ag()) } catch (e) { syncOnAsync = e.constructor.name }
const it = ag()
out.push(JSON.stringify(await AGP.next.call(it)))
return { out, syncOnAsync }
