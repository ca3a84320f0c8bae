/*---
{
  "description": "resolving with an object whose `then` getter throws rejects with the thrown value, from a resolve function, a then handler and an async function",
  "expect": { "ok": true, "value": ["executor boom", "handler boom", "async boom", "getter once 1", "all boom"] }
}
---*/
const out = []
const poisoned = Object.defineProperty({}, "then", {
  get() {
    throw "boom"
  },
})
try {
  await new Promise((resolve) => resolve(poisoned))
} catch (e) {
  out.push("executor " + e)
}
try {
  await Promise.resolve().then(() => poisoned)
} catch (e) {
  out.push("handler " + e)
}
try {
  await (async () => poisoned)()
} catch (e) {
  out.push("async " + e)
}
let reads = 0
const counted = Object.defineProperty({}, "then", {
  get() {
    reads++
    return undefined
  },
})
await new Promise((resolve) => resolve(counted))
out.push("getter once " + reads)
Object.defineProperty(Array.prototype, "then", {
  get() {
    throw "boom"
  },
  configurable: true,
})
try {
  await Promise.all([])
} catch (e) {
  out.push("all " + e)
} finally {
  delete Array.prototype.then
}
return out
