/*---
{
  "description": "super(...) in derived constructors, as the fast tier enters the parent: a three-level chain, a plain function as parent, new.target seen by the parent, Reflect.construct with another new target (an object prototype and a primitive one), a parent returning an object, super twice, super in an arrow, fields of parent and child in order, a parent swapped at run time, a parent that is not a constructor, a throwing parent, in a loop",
  "expect": {"ok": true, "value": [6175, 7, 6, 3, "C", true, true, 7, "function", 1, "NT", 2, true, 1, true, 1, false, "ReferenceError", 9, 1, 2, null, 20, 4, true, null, "TypeError", [0, 1, 2, "big 3", "big 4"]]}
}
---*/
const out = []
class A { constructor(x) { this.a = x; this.nt = new.target.name } }
class B extends A { constructor(x) { super(x + 1); this.b = x } }
class C extends B { constructor(x) { super(x * 2); this.c = x } }
let s = 0
for (let i = 0; i < 50; i++) { const o = new C(i); s += o.a + o.b + o.c }
const c = new C(3)
out.push(s, c.a, c.b, c.c, c.nt, Object.getPrototypeOf(c) === C.prototype, c instanceof A)
function P(v) { this.v = v; this.t = typeof new.target }
class Q extends P { constructor() { super(7) } }
out.push(new Q().v, new Q().t)
function NT() {}
NT.prototype = { marker: 1 }
const r1 = Reflect.construct(B, [1], NT)
out.push(r1.marker, r1.nt, r1.a)
function NP() {}
NP.prototype = 5
const r2 = Reflect.construct(B, [1], NP)
out.push(Object.getPrototypeOf(r2) === Object.prototype, r2.b)
class R { constructor() { return { replaced: true } } }
class RS extends R { constructor() { super(); this.after = 1 } }
const rs = new RS()
out.push(rs.replaced, rs.after, rs instanceof RS)
class Twice extends A { constructor() { super(1); try { super(2) } catch (e) { out.push(e.name) } } }
new Twice()
class Arrow extends A { constructor() { const f = () => super(9); f(); this.z = this.a } }
out.push(new Arrow().z)
class F1 { x = 1; constructor() { this.seen = this.y } }
class F2 extends F1 { y = this.x + 1; constructor() { super(); this.w = this.y * 10 } }
const f2 = new F2()
out.push(f2.x, f2.y, f2.seen, f2.w)
class Other { constructor() { this.other = true } }
class Swap extends A { constructor() { super(4) } }
out.push(new Swap().a)
Object.setPrototypeOf(Swap, Other)
out.push(new Swap().other, new Swap().a)
class NotCtor extends A { constructor() { super() } }
Object.setPrototypeOf(NotCtor, () => 1)
try { new NotCtor() } catch (e) { out.push(e.name) }
class Thrower { constructor(n) { if (n > 2) throw new Error("big " + n); this.n = n } }
class T2 extends Thrower { constructor(n) { super(n) } }
const got = []
for (let i = 0; i < 5; i++) { try { got.push(new T2(i).n) } catch (e) { got.push(e.message) } }
out.push(got)
return out
