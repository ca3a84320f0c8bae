/*---
{
  "description": "for await over a sync iterator: a rejected value closes the iterator; next is called without an argument; a missing throw method closes the iterator and rejects with a TypeError. note: this is the ES2025 CreateAsyncFromSyncIterator (test262 AsyncFromSyncIteratorPrototype); older engines such as Node 20 neither close nor throw the TypeError",
  "expect": { "ok": true, "value": ["rejected no", "closed 1", "next args 0", "throw TypeError", "closed by throw 1"] }
}
---*/
const out = []
let closed = 0
function* gen() {
  try {
    yield Promise.reject("no")
  } finally {
    closed++
  }
}
try {
  for await (const v of gen()) out.push(v)
} catch (e) {
  out.push("rejected " + e)
}
out.push("closed " + closed)
const it = {
  [Symbol.iterator]() {
    return this
  },
  next(...args) {
    out.push("next args " + args.length)
    return { done: true }
  },
}
for await (const v of it) out.push(v)
let closedByThrow = 0
const noThrow = {
  [Symbol.iterator]() {
    return this
  },
  next() {
    return { value: 1, done: false }
  },
  return() {
    closedByThrow++
    return {}
  },
}
async function* delegate() {
  yield* noThrow
}
const d = delegate()
await d.next()
try {
  await d.throw(new Error("x"))
} catch (e) {
  out.push("throw " + e.constructor.name)
}
out.push("closed by throw " + closedByThrow)
return out
