/*---
{
  "description": "A strict assignment to an unresolvable global reference throws a ReferenceError after its value is evaluated, even when the value creates the global: the reference is resolved before the value (ECMA-262 PutValue on the reference made first; test262 language/identifier-resolution/assign-to-global-undefined.js). An existing global is assigned, and one deleted by the value throws. Node 20's V8 resolves the reference late and assigns the first one without an error",
  "expect": {
    "ok": true,
    "value": [
      "ReferenceError: undeclared1 is not defined",
      5,
      2,
      "ReferenceError",
      "rhs evaluated",
      "ReferenceError",
      false
    ]
  }
}
---*/
"use strict"
const out = []
try {
  undeclared1 = (globalThis.undeclared1 = 5)
  out.push("no error")
} catch (e) {
  out.push(e.constructor.name + ": " + e.message, globalThis.undeclared1)
}
globalThis.declared = 1
declared = 2
out.push(declared)
const log = []
try {
  missing = (log.push("rhs evaluated"), 3)
} catch (e) {
  out.push(e.constructor.name, log.join())
}
globalThis.gone = 1
try {
  gone = (delete globalThis.gone, 4)
} catch (e) {
  out.push(e.constructor.name, "gone" in globalThis)
}
return out
