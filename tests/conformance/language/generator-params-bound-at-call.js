/*---
{
  "description": "generator parameters (defaults, destructuring and their errors) are bound when the function is called, before next()",
  "expect": { "ok": true, "value": [[1, 3], "TypeError", "RangeError", ["arg", "call"], 5, { "value": 7, "done": false }, true] }
}
---*/
function* g([a, b] = [1, 2], c = a + b) { yield a; yield c; }
const r = [...g()];
function* h({ x }) {}
let err;
try { h(null); } catch (e) { err = e.constructor.name; }
async function* ag(x = (() => { throw new RangeError("x") })()) {}
let err2;
try { ag(); } catch (e) { err2 = e.constructor.name; }
const order = [];
function* k(p = order.push("arg")) { order.push("body"); }
const it = k();
order.push("call");
class C { *m(a = 5) { yield a; } static async *n(b) { yield b; } }
const v = new C().m().next().value;
const w = await C.n(7).next();
return [r, err, err2, order, v, w, Object.getPrototypeOf(g()) === g.prototype];
