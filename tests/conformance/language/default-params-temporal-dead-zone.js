/*---
{
  "description": "a parameter initializer cannot read or write a parameter that is not yet initialized",
  "expect": { "ok": true, "value": ["ReferenceError", "ReferenceError", "ok", "ok", "ReferenceError", "ReferenceError", "ReferenceError", "ok", "ReferenceError", "ReferenceError", 3] }
}
---*/
const out = [];
function t(f) {
  try { f(); out.push("ok"); } catch (e) { out.push(e.constructor.name); }
}
t(() => ((x = y, y) => {})());
t(() => ((x = x) => {})());
t(() => ((x, y = x) => {})());
t(() => (({ a, b = a }) => {})({}));
t(() => (({ a = b, b }) => {})({}));
t(() => (([a = b, b] = []) => {})());
t(() => ((f = () => y, y = f()) => {})());
t(() => ((f = () => y, z = 1, y = 2) => f())());
t(() => (function (a = typeof b, b) {})());
t(() => ((a = (b = 1), b) => {})());
out.push(((f = () => y, y = 3) => f())());
return out;
