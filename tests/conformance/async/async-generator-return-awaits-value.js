/*---
{
  "description": "return(value) on an async generator that is not running its body awaits the value (AsyncGeneratorAwaitReturn): a promise is unwrapped, a rejection rejects, and the requests queued behind it wait",
  "expect": {"ok": true, "value": [{"value": 42, "done": true}, {"value": "late", "done": true}, {"done": true}, ["return", "next"], "no", {"value": 7, "done": true}]}
}
---*/
async function* g() { throw new Error('not resumed') }
const it = g()
const r1 = await it.return(Promise.resolve(42))
const it2 = g()
const p = it2.return(Promise.resolve().then(() => 'late'))
const q = it2.next()
const order = []
p.then(() => order.push('return'))
q.then(() => order.push('next'))
const [a, b] = await Promise.all([p, q])
let rej
try { await g().return(Promise.reject(new Error('no'))) } catch (e) { rej = e.message }
const done = g()
await done.next().catch(() => {})
const r3 = await done.return(Promise.resolve(7))
return [r1, a, b, order, rej, r3]
