/*---
{
  "description": "reading or writing a super property of a method whose home object has a null prototype is a TypeError (GetValue/PutValue's ToObject of the null base), for named and computed keys",
  "expect": { "ok": true, "value": ["TypeError: Cannot read properties of null (reading 'x')", "TypeError: Cannot set properties of null (setting 'y')", "TypeError: Cannot read properties of null (reading 'z')", "TypeError", false] }
}
---*/
const out = []
class Base { m() { return super.x } }
const obj = { m() { return super.x }, s() { super.y = 1 }, k(key) { return super[key] } }
Object.setPrototypeOf(obj, null)
for (const f of [() => obj.m(), () => obj.s(), () => obj.k("z")]) {
  try { f(); out.push("no error") } catch (e) { out.push(e.constructor.name + ": " + e.message) }
}
Object.setPrototypeOf(Base.prototype, null)
try { new Base().m() } catch (e) { out.push(e.constructor.name) }
out.push(Object.hasOwn(obj, "y"))
return out
