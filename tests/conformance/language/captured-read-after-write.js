/*---
{
  "description": "A captured variable read right after it is written (n += d; return n, x = v; use(x), chains, in loops, after yield and await, in a finally, with its TDZ marker) reads the value just written",
  "expect": {"ok": true, "value": [0, 1, 3, 6, 10, 10, 5, 5, 12, "a0", "a01", "a012", "a012", 1, 10, 10, 13, 13, 3, 3, "ReferenceError", [2, 2]]}
}
---*/
function counter() { let n = 0; const get = () => n; return [(d) => { n += d; return n }, get] }
const [inc, get] = counter()
const out = []
for (let i = 0; i < 5; i++) out.push(inc(i))
out.push(get())
let x = 0
const readX = () => x
x = 5; out.push(x, readX())
x = x + 1; out.push(x * 2)
let s = "a"
const f = () => s
for (let i = 0; i < 3; i++) { s += i; out.push(s) }
out.push(f())
function* g() { let n = 1; const h = () => n; n += yield n; n *= 2; yield n; return h() }
const it = g(); out.push(it.next().value, it.next(4).value, it.next().value)
let t = 1
const tt = () => t
try { t = 2; throw t } catch (e) { t = e + 1 } finally { t += 10; out.push(t, tt()) }
let w = 0
const ww = () => w
while (w < 3) w++
out.push(w, ww())
out.push((() => { try { q; } catch (e) { return e.constructor.name } finally { } let q = 1 })())
async function af() { let a = 1; const r = () => a; a = await 2; return [a, r()] }
return af().then((v) => { out.push(v); return out })
