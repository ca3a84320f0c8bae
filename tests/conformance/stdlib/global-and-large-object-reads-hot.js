/*---
{
  "description": "hot reads of globals and of large objects' properties (the fast tier remembers where a key was last found and checks the key there): a global replaced, deleted, turned into a getter and added back; Math methods replaced and restored; large objects sharing keys at different places; deleting from a large object",
  "expect": {"ok": true, "value": [1043920, 3800, 312788, 2400]}
}
---*/
const out = []
let s = 0
for (let i = 0; i < 2000; i++) {
  if (i === 500) globalThis.Math = { floor: x => -1, max: Math.max }
  if (i === 1000) delete globalThis.Math
  if (i === 1500) globalThis.Math = { floor: x => 7, max: (a, b) => 0 }
  s += typeof Math === 'undefined' ? 1000 : Math.floor(i / 3) + Math.max(i, 2)
}
out.push(s)
globalThis.counter = 0
let g = 0
for (let i = 0; i < 1000; i++) {
  if (i === 400) Object.defineProperty(globalThis, 'counter', { get() { return 5 }, configurable: true })
  if (i === 800) Object.defineProperty(globalThis, 'counter', { value: 9, writable: true, configurable: true })
  g += counter
}
out.push(g)
const make = (n, shift) => {
  const o = {}
  for (let k = 0; k < shift; k++) o['pad' + k] = k
  for (let k = 0; k < n; k++) o['k' + k] = k * 10
  return o
}
const a = make(40, 0), b = make(40, 13), c = make(40, 27)
let t = 0
for (let i = 0; i < 3000; i++) {
  const o = i % 3 === 0 ? a : i % 3 === 1 ? b : c
  if (i === 1500) delete b.k5
  if (i === 2000) { delete c.k7; c.k7 = 'late' }
  t += (o.k5 ?? 1) + (typeof o.k7 === 'string' ? 2 : o.k7) + (o.pad0 ?? 0)
}
out.push(t)
const M = Math
let u = 0
for (let i = 0; i < 1000; i++) {
  if (i === 300) M.abs = x => 1
  if (i === 600) delete M.abs
  u += typeof M.abs === 'function' ? M.abs(-i) : 3
}
out.push(u)
return out
