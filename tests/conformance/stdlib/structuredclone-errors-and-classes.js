/*---
{
  "description": "structuredClone: functions and symbols throw DataCloneError; class instances become plain; errors keep type",
  "expect": {
    "ok": true,
    "value": [
      true,
      1,
      false,
      true,
      "bad",
      "c",
      "DataCloneError: () => 1 could not be cloned.",
      "DataCloneError: Symbol(s) could not be cloned.",
      "DataCloneError: f() {} could not be cloned.",
      "DataCloneError: #<WeakMap> could not be cloned.",
      "DataCloneError: #<Promise> could not be cloned.",
      "TypeError"
    ]
  }
}
---*/
class K { constructor() { this.v = 1 } get g() { return 2 } }
const k = structuredClone(new K())
const e = structuredClone(new RangeError("bad", { cause: "c" }))
const out = [Object.getPrototypeOf(k) === Object.prototype, k.v, "g" in k, e instanceof RangeError, e.message, e.cause]
for (const bad of [() => 1, Symbol("s"), { f() {} }, new WeakMap(), Promise.resolve()]) {
  try { structuredClone(bad) } catch (err) { out.push(err.name + ": " + err.message) }
}
try { structuredClone() } catch (err) { out.push(err.constructor.name) }
return out
