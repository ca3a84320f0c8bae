/*---
{
  "description": "arithmetic operators convert the left operand completely (ToNumeric) before the right one; a null base fails before its computed key is converted",
  "expect": { "ok": true, "value": ["TypeError", "3", "TypeError", "TypeError", true, 2] }
}
---*/
const out = [];
function t(f) { try { f(); out.push("ok"); } catch (e) { out.push(e.constructor.name); } }
let trace = "";
t(() => ({ valueOf() { trace += "3"; return Symbol(); } }) & ({ valueOf() { trace += "4"; throw 1; } }));
out.push(trace);
t(() => { var base = null; base[{ toString() { throw 1; } }] ^= 1; });
t(() => { var base = null; base[{ toString() { throw 1; } }] = 1; });
out.push(({ valueOf() { return 6n; } }) * 2n === 12n, ({ valueOf() { return "3"; } }) - 1);
return out;
