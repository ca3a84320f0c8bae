/*---
{
  "description": "Closures made in a for…in/for…of head see the loop's names in their TDZ (not the outer bindings); closures made in a for(let…) initializer keep the initializer's copy (the per-iteration copy happens before the first test)",
  "expect": {"ok": true, "value": ["outside", "ReferenceError", "ReferenceError", "i", "i", "outside", "inside", "inside", "inside", [0, 1, 2]]}
}
---*/
let x = 'outside'
const probeBefore = () => x
let probeIn, probeOf, probeDecl, probeBody
for (let x in { i: probeIn = () => typeof x }) ;
for (const [x, _ = probeDecl = () => x] of [['i']]) probeBody = () => x
for (let x of [probeOf = () => x]) ;
const out = [probeBefore()]
for (const f of [probeIn, probeOf]) {
  try { f(); out.push('no error') } catch (e) { out.push(e.name) }
}
out.push(probeDecl(), probeBody())
let run = true
let init, test, incr, body
for (let y = 'outside', _ = init = () => y; run && (y = 'inside', test = () => y); incr = () => y) {
  body = () => y
  run = false
}
out.push(init(), test(), body(), incr())
const fs = []
for (let i = 0, g = () => i; i < 3; i++) fs.push(() => i)
out.push(fs.map((f) => f()))
return out
