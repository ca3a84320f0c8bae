/*---
{
  "description": "the names of a let/const for-in/for-of head are in their temporal dead zone in the head expression",
  "expect": { "ok": true, "value": ["ReferenceError", "ReferenceError", "ReferenceError", "ok", "ok"] }
}
---*/
const out = [];
function t(f) { try { f(); out.push("ok"); } catch (e) { out.push(e.constructor.name); } }
t(() => { let x = 1; for (let x of [x]) {} });
t(() => { let x = 1; for (const x in { x }) {} });
t(() => { let x = [1]; for (const [x] of [x]) {} });
t(() => { let x = [1]; for (let y of x) {} });
t(() => { let x = 1; for (var x2 of [x]) {} });
return out;
