/*---
{
  "description": "iterator closing checks return (callable, object result) on break and normal completion, and a generator return at a yield inside array destructuring closes its iterator",
  "expect": { "ok": true, "value": ["one", "TypeError", "TypeError", "RangeError", "TypeError", "ok", 1, 7, true, "SyntaxError"] }
}
---*/
const out = [];
function mk(ret) {
  const it = { next() { return { done: false, value: 1 }; }, return: ret };
  return { [Symbol.iterator]() { return it; } };
}
function t(f) { try { f(); out.push("ok"); } catch (e) { out.push(e === 1 ? "one" : e.constructor.name); } }
t(() => { for (const x of mk(() => null)) throw 1; });
t(() => { for (const x of mk(() => null)) break; });
t(() => { for (const x of mk(1)) break; });
t(() => { for (const x of mk(() => { throw new RangeError(); })) break; });
t(() => { const [a] = mk(() => null); });
t(() => { const [a] = mk(() => ({})); });
let closed = 0;
function* g(src) { let a; [ a = yield ] = src; out.push("unreachable"); }
const src = { [Symbol.iterator]() { return { next() { return { done: false, value: undefined }; }, return() { closed++; return {}; } }; } };
const it = g(src); it.next(); const r = it.return(7);
out.push(closed, r.value, r.done);
const src2 = { [Symbol.iterator]() { return { next() { return { done: false, value: undefined }; }, return() { throw new SyntaxError(); } }; } };
const it2 = g(src2); it2.next();
t(() => it2.return(1));
return out;
