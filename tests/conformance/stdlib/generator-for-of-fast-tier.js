/*---
{
  "description": "for-of over generators in hot loops (the fast tier steps the generator and suspends it at yield itself): yields inside try/catch/finally, nested generators, the value a yield receives, next() called from the loop body, break and throw after many steps, and a tool call while a generator is suspended",
  "tools": { "echo": { "fixture": "echo" } },
  "expect": {"ok": true, "value": [499500, 499500, ["f0", "f250", "f500", "f750"], 1346400, "500:true", "RangeError: stop at 700", 700, 699, 180300, ["closed"], [[0, 1, false], [200, 201, false], [400, 401, false], [600, 601, false], [800, 801, false]], 955560]}
}
---*/
function* count(n) { for (let i = 0; i < n; i++) yield i }
function* guarded(n, log) {
  for (let i = 0; i < n; i++) {
    try { yield i } catch (e) { log.push('never') } finally { if (i % 250 === 0) log.push('f' + i) }
  }
}
function* pairs(n) { for (const a of count(n)) for (const b of count(3)) yield a * 10 + b }
function* received(n) { const got = []; for (let i = 0; i < n; i++) got.push(yield i); yield got.length + ':' + got.every(x => x === undefined) }
function* failing(k) { for (let i = 0; ; i++) { if (i === k) throw new RangeError('stop at ' + i); yield i } }
function* closing(log) { try { for (let i = 0; ; i++) yield i } finally { log.push('closed') } }
const out = []
let s = 0
for (const x of count(1000)) s += x
out.push(s)
const log = []
let t = 0
for (const x of guarded(1000, log)) t += x
out.push(t, log)
let p = 0
for (const v of pairs(300)) p += v
out.push(p)
let last
for (const v of received(500)) last = v
out.push(last)
const caught = []
try { for (const x of failing(700)) caught.push(x) } catch (e) { out.push(e.name + ': ' + e.message, caught.length, caught[699]) }
const clog = []
let n = 0
for (const x of closing(clog)) { n += x; if (x === 600) break }
out.push(n, clog)
// The body steps the same generator: the loop sees every other value.
const g = count(1000)
const seen = []
for (const x of g) { const y = g.next(); if (x % 200 === 0) seen.push([x, y.value, y.done]) }
out.push(seen)
// A tool call in the body (a snapshot in roundtrip mode) while two generators are suspended.
let acc = 0
for (const a of count(40)) {
  for (const b of count(50)) acc += a * b
  if (a % 10 === 0) acc += (await tools.echo({ a })).a
}
out.push(acc)
return out
