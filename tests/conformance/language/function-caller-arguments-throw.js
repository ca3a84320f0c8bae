/*---
{
  "description": "caller and arguments of functions are Function.prototype accessors that throw a TypeError (%ThrowTypeError%)",
  "expect": { "ok": true, "value": [false, false, "TypeError", "TypeError", false, false, "TypeError", "TypeError", false, false, "TypeError", "TypeError", false, false, "TypeError", "TypeError"] }
}
---*/
const out = [];
function t(f) { try { const r = f(); out.push(r); } catch (e) { out.push(e.constructor.name); } }
const fns = [() => {}, class {}, function* () {}, async function () {}];
for (const f of fns) {
  out.push(Object.prototype.hasOwnProperty.call(f, "caller"), Object.prototype.hasOwnProperty.call(f, "arguments"));
  t(() => f.caller);
  t(() => { f.arguments = 1; });
}
return out;
