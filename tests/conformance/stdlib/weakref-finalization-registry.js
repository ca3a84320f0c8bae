/*---
{
  "description": "WeakRef and FinalizationRegistry: deref gives the target (held for the whole run), register/unregister with tokens, argument checks",
  "expect": {"ok": true, "value": [true, true, "[object WeakRef]", "[object FinalizationRegistry]", null, null, null, true, false, true, false, "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", 1, 1, "function", "undefined"]}
}
---*/
const err = (f) => {
  try {
    f()
    return "ok"
  } catch (e) {
    return e.constructor.name
  }
}
const target = { name: "t" }
const ref = new WeakRef(target)
const sym = Symbol("local")
const reg = new FinalizationRegistry((held) => { throw new Error("never called " + held) })
const token = {}
const out = [ref.deref() === target, new WeakRef(sym).deref() === sym, String(ref), Object.prototype.toString.call(reg)]
out.push(reg.register(target, "held", token), reg.register({}, 1), reg.register(sym, 2, sym))
out.push(reg.unregister(token), reg.unregister(token), reg.unregister(sym), reg.unregister({}))
out.push(
  err(() => new WeakRef(1)),
  err(() => new WeakRef(Symbol.for("registered"))),
  err(() => WeakRef({})),
  err(() => new FinalizationRegistry(1)),
  err(() => reg.register(target, target)),
  err(() => reg.register(1, 2)),
  err(() => reg.register({}, 2, 3)),
  err(() => reg.unregister(1)),
  err(() => WeakRef.prototype.deref.call({})),
)
out.push(WeakRef.length, FinalizationRegistry.length, typeof WeakRef.prototype.deref, typeof FinalizationRegistry.prototype.cleanupSome)
return out
