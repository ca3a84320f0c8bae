/*---
{
  "description": "private accessors installed twice on the same object (constructor return override) throw a TypeError",
  "expect": { "ok": true, "value": [1, "TypeError", "TypeError"] }
}
---*/
const out = [];
class Base { constructor(o) { return o; } }
class C extends Base { get #p() { return 1; } set #p(v) {} static get(o) { return o.#p; } }
const o = {};
new C(o);
out.push(C.get(o));
try { new C(o); out.push("no error"); } catch (e) { out.push(e.constructor.name); }
class D extends Base { get #q() { return 2; } static get(o) { return o.#q; } }
const o2 = {};
new D(o2);
try { new D(o2); out.push("no error"); } catch (e) { out.push(e.constructor.name); }
return out;
