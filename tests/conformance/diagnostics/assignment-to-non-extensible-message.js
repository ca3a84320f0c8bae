/*---
{
  "description": "Assigning a new property to a non-extensible object or frozen array throws V8's 'Cannot add property K, object is not extensible'",
  "expect": {
    "ok": true,
    "value": ["Cannot add property b, object is not extensible", "Cannot add property 5, object is not extensible", "Cannot add property 1, object is not extensible"]
  }
}
---*/
const r = []
const o = Object.preventExtensions({ a: 1 })
try { o.b = 1 } catch (e) { r.push(e.message) }
const f = Object.freeze([1])
try { f[5] = 1 } catch (e) { r.push(e.message) }
try { f.push(2) } catch (e) { r.push(e.message) }
return r
