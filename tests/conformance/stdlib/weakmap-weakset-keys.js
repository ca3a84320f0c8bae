/*---
{
  "description": "WeakMap and WeakSet accept objects and non-registered symbols only",
  "expect": {
    "ok": true,
    "value": [
      1,
      false,
      true,
      null,
      false,
      true,
      false,
      "Invalid value used as weak map key",
      "Invalid value used in weak set",
      "TypeError",
      5,
      "[object WeakMap]",
      "undefined"
    ]
  }
}
---*/
const k = {}
const wm = new WeakMap([[k, 1]])
const ws = new WeakSet([k])
const out = [wm.get(k), wm.has({}), ws.has(k), wm.get(1), wm.delete(1), ws.delete(k), ws.has(k)]
try { wm.set(1, 2) } catch (e) { out.push(e.message) }
try { ws.add("s") } catch (e) { out.push(e.message) }
try { wm.set(Symbol.for("reg"), 1) } catch (e) { out.push(e.constructor.name) }
const sym = Symbol("local")
wm.set(sym, 5)
out.push(wm.get(sym), Object.prototype.toString.call(wm), typeof WeakMap.prototype.clear)
return out
