/*---
{
  "description": "an iterator whose next is an accessor: the getter runs once, for sync and async iteration",
  "expect": { "ok": true, "value": ["get next", 1, 2, "get async next", true] }
}
---*/
const log = [];
const it = { i: 0, get next() { log.push("get next"); return () => ({ done: this.i++ > 1, value: this.i }); } };
const src = { [Symbol.iterator]() { return it; } };
for (const v of src) log.push(v);
async function* g() { yield* { [Symbol.asyncIterator]() { return { get next() { log.push("get async next"); return async () => ({ done: true, value: 9 }); } }; } }; }
const r = await g().next();
log.push(r.done);
return log;
