/*---
{
  "description": "lastIndex is read with ToLength (strings, negatives, valueOf) and written back only for g/y; a frozen sticky regexp throws",
  "expect": {"ok": true, "value": [[2,3],[0,1],[0,1,"object"],[true,2,false,0],[false,0],"TypeError","a",{"value":0,"writable":true,"enumerable":false,"configurable":false}]}
}
---*/
const a = /a/g
a.lastIndex = "2"
const r1 = [a.exec("aaaa").index, a.lastIndex]
const b = /a/g
b.lastIndex = -5
const r2 = [b.exec("aaaa").index, b.lastIndex]
const c = /a/
let reads = 0
c.lastIndex = { valueOf() { reads++; return 3 } }
const r3 = [c.exec("aaaa").index, reads, typeof c.lastIndex]
const d = /a/y
d.lastIndex = 1
const r4 = [d.test("ba"), d.lastIndex, d.test("ba"), d.lastIndex]
const e = /a/g
e.lastIndex = 9
const r5 = [e.test("aaa"), e.lastIndex]
let err
try { Object.freeze(/a/y).exec("a") } catch (x) { err = x.name }
const f = Object.freeze(/a/)
return [r1, r2, r3, r4, r5, err, f.exec("a")[0], Object.getOwnPropertyDescriptor(/x/, "lastIndex")]
