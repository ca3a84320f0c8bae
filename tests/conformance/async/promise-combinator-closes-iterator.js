/*---
{
  "description": "Promise combinators close the iterator when resolving an element throws, and reject with that error",
  "expect": { "ok": true, "value": [["all", "closed", "boom"], ["race", "closed", "boom"], ["any", "closed", "boom"], ["allSettled", "closed", "boom"], ["next throws", "not closed", "next"]] }
}
---*/
function iterable(log, nextThrows) {
  return {
    [Symbol.iterator]() {
      return {
        next() {
          if (nextThrows) throw "next"
          return { value: 1, done: false }
        },
        return() {
          log.push("closed")
          return {}
        },
      }
    },
  }
}
class Bad extends Promise {
  static resolve() {
    throw "boom"
  }
}
const out = []
for (const name of ["all", "race", "any", "allSettled"]) {
  const log = [name]
  try {
    await Bad[name](iterable(log))
  } catch (e) {
    log.push(e)
  }
  out.push(log)
}
const log = ["next throws"]
try {
  await Promise.all(iterable(log, true))
} catch (e) {
  log.push(log.length === 1 ? "not closed" : "closed", e)
}
out.push(log)
return out
