/*---
{
  "description": "typeof of a global name defined as an accessor calls its getter once and types the result (it answered 'object' without calling it); a getter that throws propagates; an undeclared name is still 'undefined'",
  "expect": { "ok": true, "value": ["number", "string", "undefined", "object", "function", "undefined", 3, "boom"] }
}
---*/
let calls = 0
Object.defineProperty(globalThis, "gNum", { get() { calls++; return 1 }, configurable: true })
Object.defineProperty(globalThis, "gStr", { get() { calls++; return "s" }, configurable: true })
Object.defineProperty(globalThis, "gUndef", { get() { calls++ }, configurable: true })
Object.defineProperty(globalThis, "gBad", { get() { throw new Error("boom") }, configurable: true })
const out = [typeof gNum, typeof gStr, typeof gUndef, typeof globalThis, typeof gFn(), typeof notDeclaredAnywhere]
function gFn() { return () => 0 }
out.push(calls)
try { typeof gBad } catch (e) { out.push(e.message) }
return out
