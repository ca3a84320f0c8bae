/*---
{
  "description": "The temporal dead zone seen from closures: an arrow, function expression, method or nested function made after a let/const/class declaration reads it without a check and gets its value, while closures made before it (hoisted declarations, arrows made earlier, the declaration's own initializer, class field initializers, parameter defaults, switch cases, loops re-entering the scope) still throw ReferenceError when they run too early, and are fine once it is initialized",
  "expect": {"ok": true, "value": [10, 11, 12, 13, 14, 15, "ReferenceError: Cannot access 'b' before initialization", 2, "ReferenceError: Cannot access 'c' before initialization", 3, "ReferenceError: Cannot access 'd' before initialization", "ReferenceError: Cannot access 'e' before initialization", "ReferenceError: Cannot access 'e' before initialization", 5, 5, 1, 1, "zero", "ReferenceError: Cannot access 's' before initialization", [0, 3, 6], "ReferenceError: Cannot access 'm' before initialization", 0, "ReferenceError: Cannot access 'm' before initialization", 1, "gen", "outerinner", 100, "ReferenceError: Cannot access 'zz' before initialization"]}
}
---*/
const out = []
const tryCall = (f) => { try { return f() } catch (e) { return e.constructor.name + ": " + e.message } }
// made after: fine
let a = 1
const fa = () => a
const ga = function () { return () => a + 1 }
const oa = { m() { return a + 2 }, get g() { return a + 3 } }
class Ka { m() { return a + 4 } static s() { return a + 5 } }
a = 10
out.push(fa(), ga()(), oa.m(), oa.g, new Ka().m(), Ka.s())
// made before, called too early and later
const early = () => b
out.push(tryCall(early))
let b = 2
out.push(early())
out.push(tryCall(hoisted))
let c = 3
function hoisted() { return c }
out.push(hoisted())
// the declaration's own initializer
out.push(tryCall(() => { let d = (() => d)(); return d }))
// class field initializers and methods made before
class Kb { f = () => e; m() { return e } }
const kb = new Kb()
out.push(tryCall(kb.f), tryCall(() => kb.m()))
let e = 5
out.push(kb.f(), kb.m())
// parameter defaults
function p(x = () => y, y = 1) { return x() }
out.push(tryCall(() => p()))
function p2(x = 1, y = () => x) { return y() }
out.push(p2())
// switch cases
function sw(k) {
  switch (k) {
    case 0: let s = "zero"
    case 1: return tryCall(() => s)
  }
}
out.push(sw(0), sw(1))
// loops: each iteration's scope
const fs = []
for (let i = 0; i < 3; i++) { const j = i * 2; fs.push(() => i + j) }
out.push(fs.map((f) => f()))
let k = 0
while (k < 2) { const tooSoon = () => m; out.push(tryCall(tooSoon)); let m = k; out.push(tooSoon()); k++ }
// generators and async functions made after
let g1 = "gen"
function* gen() { yield () => g1 }
out.push(gen().next().value())
// a closure made after in a nested block, reading a const of the outer block
const outer = "outer"
{ const inner = "inner"; out.push((() => outer + inner)()) }
// a counter closure (the common case)
function counter() { let n = 0; return (d) => { n += d; return n } }
const inc = counter()
let total = 0
for (let i = 0; i < 100; i++) total = inc(1)
out.push(total)
// typeof in the dead zone still throws
out.push(tryCall(() => { const f = () => typeof zz; const r = f(); let zz = 1; return r }))
return out
