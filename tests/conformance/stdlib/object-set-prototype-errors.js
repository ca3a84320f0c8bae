/*---
{
  "description": "setPrototypeOf rejects cycles and non-extensible objects",
  "expect": {
    "ok": true,
    "value": [
      "Cyclic __proto__ value",
      "#<Object> is not extensible",
      "Object prototype may only be an Object or null: 1",
      1
    ]
  }
}
---*/
const a = {}
const b = Object.create(a)
const out = []
try { Object.setPrototypeOf(a, b) } catch (e) { out.push(e.message) }
try { Object.setPrototypeOf(Object.preventExtensions({}), {}) } catch (e) { out.push(e.message) }
try { Object.setPrototypeOf({}, 1) } catch (e) { out.push(e.message) }
out.push(Object.setPrototypeOf(1, null))
return out
