/*---
{
  "description": "unshift creates its new indices by [[Set]]: a setter for one of them on Array.prototype runs (here it freezes the array, so setting length throws TypeError and nothing is added)",
  "expect": {"ok": true, "value": ["TypeError", 0, 1, false, [0, 1, 2]]}
}
---*/
const array = []
let calls = 0
Object.defineProperty(Array.prototype, '0', { set(_v) { Object.freeze(array); calls++ }, configurable: true })
let r
try { array.unshift(1); r = 'no error' } catch (e) { r = e.name }
const out = [r, array.length, calls, Object.hasOwn(array, 0)]
delete Array.prototype[0]
const b = [1, 2]
b.unshift(0)
out.push(b)
return out
