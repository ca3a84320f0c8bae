/*---
{
  "description": "Symbol is a constructor (IsConstructor): it can be a class heritage and Reflect.construct's newTarget, while new Symbol() and super() into it throw a TypeError",
  "expect": { "ok": true, "value": ["TypeError", "TypeError", true, "TypeError", "object", "symbol"] }
}
---*/
const out = []
try { new Symbol() } catch (e) { out.push(e.constructor.name) }
class S extends Symbol {}
try { new S() } catch (e) { out.push(e.constructor.name) }
out.push(Object.getPrototypeOf(S) === Symbol)
try { Reflect.construct(Symbol, []) } catch (e) { out.push(e.constructor.name) }
out.push(typeof Reflect.construct(function () {}, [], Symbol))
out.push(typeof Symbol("x"))
return out
