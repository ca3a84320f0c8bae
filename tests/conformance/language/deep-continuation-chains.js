/*---
{
  "description": "natives that hand their return target on to a continuation (conversion re-invocations, a sort called as another sort's comparator, bound natives) nest it by a level per frame, hundreds deep, and the run still snapshots and resumes inside the innermost call",
  "expect": { "ok": true, "value": [7, [3, 1, 2], 3, "done"] }
}
---*/
const work = () => { let s = 0; for (let i = 0; i < 50; i++) s += i; return s; };
let o = { valueOf() { work(); return -7; } };
for (let i = 0; i < 400; i++) o = { valueOf: Math.abs.bind(null, o) };
const a = Math.abs(o);
let cmp = (x, y) => { work(); return x - y; };
for (let i = 0; i < 400; i++) cmp = Array.prototype.sort.bind([2, 1], cmp);
const sorted = [3, 1, 2].sort(cmp);
let f = async () => { await null; work(); return 1; };
for (let i = 0; i < 300; i++) { const g = f; f = async () => (await g()) + 0; }
const viaAsync = await f() + 2;
function* gen(n) { if (n > 0) yield* gen(n - 1); else { work(); yield 'done'; } }
const [last] = Array.from(gen(200));
return [a, sorted, viaAsync, last];
