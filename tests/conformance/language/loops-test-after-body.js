/*---
{
  "description": "Loops whose test is compiled after the body (entered by a jump to it): the test runs before the first iteration and after every update, never after a break; continue goes to the update; labels, per-iteration let bindings captured by closures, a test that throws at once, for (;;), while with a side-effecting test, nested loops and early returns from a loop in a function",
  "expect": {"ok": true, "value": ["ttrue b0 ttrue b1 tfalse ttrue w1 ttrue w2 tfalse ttrue c0 ttrue ttrue c2 ttrue", [0, 1, 2], 5, "ReferenceError", 0, [0, 1, 10, 11], 5, -1, [0, 1, 2], 23]}
}
---*/
const log = []
let n = 0
const t = (v) => { log.push("t" + v); return v }
for (let i = 0; t(i < 2); i++) log.push("b" + i)
while (t(n++ < 2)) log.push("w" + n)
for (let i = 0; t(i < 5); i++) { if (i === 1) continue; if (i === 3) break; log.push("c" + i) }
const fns = []
for (let i = 0; i < 3; i++) fns.push(() => i)
let k = 0
for (;;) { if (++k > 4) break }
let thrown = null
try { for (let i = 0; undefinedName < 3; i++) log.push("never") } catch (e) { thrown = e.name }
let w = 0
while (w < 0) w = 100
const pairs = []
outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (j === 2) continue outer
    if (i === 2) break outer
    pairs.push(i * 10 + j)
  }
}
function firstOver(xs, lim) { let i = 0; while (i < xs.length) { if (xs[i] > lim) return xs[i]; i++ } return -1 }
let upd = []
for (let i = 0; i < 3; upd.push(i), i++) {}
let sum = 0
for (let i = 10; i > 0; i -= 3) sum += i
do { sum++ } while (sum < 0)
return [log.join(" "), fns.map((f) => f()), k, thrown, w, pairs, firstOver([1, 5, 9], 4), firstOver([], 1), upd, sum]
