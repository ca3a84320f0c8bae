/*---
{
  "description": "Math.max and Math.min convert every argument in order before answering (valueOf calls seen even after a NaN), a throwing conversion stops the rest, NaN wins, +0 is above -0, no argument gives -Infinity / Infinity; in a hot loop too",
  "expect": {"ok": true, "value": [null, null, "abcde", true, true, true, true, null, null, 7, 0, null, 1, ["boom"], "abcdex", 2641]}
}
---*/
const log = []
const o = (v, tag) => ({ valueOf() { log.push(tag); return v } })
const out = []
out.push(Math.max(o(1, 'a'), NaN, o(3, 'b')), Math.min(o(5, 'c'), o(NaN, 'd'), o(2, 'e')), log.join(''))
out.push(Object.is(Math.max(-0, 0), 0), Object.is(Math.max(0, -0), 0), Object.is(Math.min(0, -0), -0), Object.is(Math.min(-0, 0), -0))
out.push(Math.max(), Math.min(), Math.max('7', 3), Math.min(null, 1), Math.max(undefined, 1), Math.max(true, false))
const seen = []
try { Math.max(o(1, 'x'), { valueOf() { throw new Error('boom') } }, o(2, 'never')) } catch (e) { seen.push(e.message) }
out.push(seen, log.join(''))
let s = 0
for (let i = 0; i < 3000; i++) s += Math.max(i % 7, 3, i % 5) - Math.min(i % 11, 4) + Math.max(-i, -0)
out.push(s)
return out
