/*---
{
  "description": "named gets and sets through getters, setters, read-only and inherited properties, and new with object, primitive and missing results, as the interpreter's fast paths take them",
  "expect": {"ok": true, "value": [[3, 4, 7, 14, "set:5", 5], ["ro", "TypeError", "getter-only", "TypeError"], [true, 1, true, "obj", 9, "Ctor"], ["derived", "ReferenceError", 2, 8], [true, "RangeError"]]}
}
---*/
const log = []
const base = { get sum() { return this.a + this.b }, set v(x) { log.push("set:" + x); this.w = x } }
const o = Object.create(base)
o.a = 3
o.b = 4
const first = [o.a, o.b, o.sum]
o.a = 10
first.push(o.sum)
o.v = 5
first.push(log[0], o.w)

const ro = Object.create(Object.defineProperty({}, "k", { value: "ro", writable: false }))
const second = [ro.k]
try { ro.k = 1 } catch (e) { second.push(e.constructor.name) }
const go = Object.create({ get g() { return "getter-only" } })
second.push(go.g)
try { go.g = 1 } catch (e) { second.push(e.constructor.name) }

function F(x) { this.x = x }
function G() { this.y = 1; return 5 }
function H() { return { obj: "obj" } }
class K { constructor(n) { this.n = n } }
const f = new F(1)
const third = [f instanceof F, new G().y, Object.getPrototypeOf(new G()) === G.prototype, new H().obj, new K(9).n]
class Ctor { get name2() { return this.constructor.name } }
third.push(new Ctor().name2)

class B { constructor() { this.kind = "derived" } }
class D extends B { constructor(early) { if (early) { return } super() } }
const fourth = [new D(false).kind]
try { new D(true) } catch (e) { fourth.push(e.constructor.name) }
class E extends B { constructor() { super(); return { two: 2 } } }
fourth.push(new E().two)
class S { set z(v) { this._z = v * 2 } get z() { return this._z } }
const s = new S()
s.z = 4
fourth.push(s.z)

let depth = 0
const deep = { get down() { depth++; return depth > 1e7 ? depth : this.down } }
let fifth
try { fifth = [deep.down] } catch (e) { fifth = [depth > 1000, e.constructor.name] }
return [first, second, third, fourth, fifth]
