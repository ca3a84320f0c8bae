/*---
{
  "description": "reads of arguments[i] and arguments.length in hot loops (the fast tier reads an argument at its place): deleted, redefined (getter), added and out-of-range indices, a changed length, non-integer and negative keys, and arguments passed on",
  "expect": {"ok": true, "value": [9006000, [0, "b", "c", null, null, null, null, 3, null, null, "c"], [1, null, "c", null, null, null, null, 3, null, null, "c"], [100, "b", "c", null, null, null, null, 3, null, null, "c"], [3, "b", "c", null, null, 50, null, 3, null, null, "c"], [4, "b", "c", null, null, null, null, 1, null, null, "c"], [5, "x", "c", null, null, null, null, 3, null, null, "c"], 254500]}
}
---*/
function sum() { let s = 0; for (let i = 0; i < arguments.length; i++) s += arguments[i]; return s }
function edits(k) {
  if (k === 1) delete arguments[1]
  if (k === 2) Object.defineProperty(arguments, 0, { get() { return 100 } })
  if (k === 3) arguments[5] = 50
  if (k === 4) arguments.length = 1
  if (k === 5) arguments[1] = 'x'
  const out = []
  for (let i = 0; i < 7; i++) out.push(arguments[i])
  out.push(arguments.length, arguments[1.5], arguments[-1], arguments['2'])
  return out
}
function pass() { return sum.apply(null, arguments) + sum(...arguments) }
let t = 0
for (let i = 0; i < 3000; i++) t += sum(i, 1, 2) + sum() + sum(i)
const out = [t]
for (let k = 0; k < 6; k++) {
  let last
  for (let j = 0; j < 200; j++) last = edits(k, 'b', 'c')
  out.push(last)
}
let p = 0
for (let i = 0; i < 500; i++) p += pass(i, 2, 3)
out.push(p)
return out
