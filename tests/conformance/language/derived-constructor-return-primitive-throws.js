/*---
{
  "description": "a derived constructor may return only an object or undefined",
  "expect": { "ok": true, "value": ["TypeError", "TypeError", "object", "object", "fin", "TypeError", "object"] }
}
---*/
const out = [];
function t(f) { try { const r = f(); out.push(typeof r); } catch (e) { out.push(e.constructor.name); } }
class B {}
t(() => new (class extends B { constructor() { super(); return 0; } })());
t(() => new (class extends B { constructor() { super(); return null; } })());
t(() => new (class extends B { constructor() { super(); return undefined; } })());
t(() => new (class extends B { constructor() { return {}; } })());
t(() => new (class extends B { constructor() { try { super(); return "s"; } finally { out.push("fin"); } } })());
t(() => new (class { constructor() { return 1; } })());
return out;
