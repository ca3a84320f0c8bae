/*---
{
  "description": "Promise statics build their result with `this` through NewPromiseCapability and look up `this.resolve` once",
  "expect": { "ok": true, "value": ["executor 2", "ctor 4", "resolve gets 1", "resolve calls 3", true, "resolve-not-callable TypeError", "not a constructor TypeError", "called twice TypeError", "reject ctx true", "withResolvers true"] }
}
---*/
const out = []
let made = 0
class Counted extends Promise {
  constructor(executor) {
    made++
    super(executor)
  }
}
let gets = 0
let calls = 0
const resolve = Counted.resolve
Object.defineProperty(Counted, "resolve", {
  get() {
    gets++
    return function (v) {
      calls++
      return resolve.call(this, v)
    }
  },
})
function Plain(executor) {
  out.push("executor " + executor.length)
  return new Promise(executor)
}
Promise.resolve.call(Plain, 1)
const p = Promise.all.call(Counted, [1, 2, 3])
out.push("ctor " + (made - 3), "resolve gets " + gets, "resolve calls " + calls, p instanceof Counted)
try {
  Promise.all.call(function (executor) {
    executor(1, () => {})
  }, [])
} catch (e) {
  out.push("resolve-not-callable " + e.constructor.name)
}
try {
  Promise.race.call(() => {}, [])
} catch (e) {
  out.push("not a constructor " + e.constructor.name)
}
try {
  Promise.resolve.call(function (executor) {
    executor(() => {}, undefined)
    executor(() => {}, undefined)
  }, 1)
} catch (e) {
  out.push("called twice " + e.constructor.name)
}
const r = Promise.reject.call(Counted, 1)
r.catch(() => {})
out.push("reject ctx " + (r instanceof Counted))
out.push("withResolvers " + (Promise.withResolvers.call(Counted).promise instanceof Counted))
await p
return out
