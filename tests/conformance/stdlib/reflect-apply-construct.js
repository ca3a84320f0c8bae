/*---
{
  "description": "Reflect.apply and Reflect.construct with array-likes and new.target",
  "expect": {
    "ok": true,
    "value": [
      3,
      7,
      1,
      "B",
      true,
      "TypeError",
      "TypeError",
      "Reflect.get called on non-object",
      "[object Reflect]"
    ]
  }
}
---*/
class A { constructor(x) { this.x = x; this.nt = new.target.name } }
class B extends A {}
const a = Reflect.construct(A, [1], B)
const out = [Reflect.apply((x, y) => x + y, null, [1, 2]), Reflect.apply(function () { return this.v }, { v: 7 }, { length: 0 }), a.x, a.nt, a instanceof B]
try { Reflect.apply(1) } catch (e) { out.push(e.constructor.name) }
try { Reflect.construct(() => 1, []) } catch (e) { out.push(e.constructor.name) }
try { Reflect.get(1, "a") } catch (e) { out.push(e.message) }
out.push(Object.prototype.toString.call(Reflect))
return out
