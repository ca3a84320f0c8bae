/*---
{
  "description": "number literals that loops use as operands (kept in registers of their own, loaded once where the body starts): large integers, fractions, exponents and small integers an operator does not take as an immediate, on either side, in tests, updates and bodies of for/while/do/for-of loops, inside switch, try/finally, labeled loops, a generator whose loop yields and an async function whose loop awaits; the same literal before the loop, in a parameter default (compiled before the body), in a nested function of its own, and more distinct literals than are kept (the rest loaded where used)",
  "expect": {"ok": true, "value": [171811812, 2000006, 1, 70000, 1456108.6060497134, [99999, 2.5, 1e+21, 99998, 5, true, 99997, 7.5, 333333333333333300000], 90000000009, 300000.00003, 160000, 4080573, [0, 1.125, -50000, 150000, 4.125, -200000, 300000, -350000], [0, 123456, 246912], 1962963]}
}
---*/
const out = []
let seed = 12345
for (let i = 0; i < 100000; i++) seed = (seed * 48271) % 2147483647
out.push(seed)
let before = 1000003 * 2
let w = 0, n = 0
while (n < 70000) { n += 7; if (n % 1000003 === 70000 - n) w++ }
out.push(before, w, n)
let d = 0
do { d = 0.5 + d * 1.5 } while (d < 1e6)
out.push(d)
const xs = []
for (const v of [1, 2, 3]) xs.push(100000 - v, v * 2.5, v === 2 ? 70000 in { 70000: 1 } : 1e21 / v)
out.push(xs)
function withDefault(a = 3 * 100000, b = a / 100000) {
  let s = 0
  for (let i = 0; i < 3; i++) s += a * 100000 + b
  return s
}
out.push(withDefault(), withDefault(1))
function outer() {
  let t = 0
  for (let i = 0; i < 4; i++) {
    const inner = (x) => { let u = 0; for (let j = 0; j < 2; j++) u += x * 40000; return u }
    t += inner(i) % 40000 + 40000
  }
  return t
}
out.push(outer())
function many() {
  let s = 0
  for (let i = 0; i < 5; i++) {
    s += i * 40001 + i * 40002 + i * 40003 + i * 40004 + i * 40005 + i * 40006
    s += i * 40007 + i * 40008 + i * 40009 + i * 40010 + (i === 3 ? 40011 * 2 : 0.25)
  }
  return s
}
out.push(many())
const sw = []
outer2: for (let i = 0; i < 10; i++) {
  switch (i % 3) {
    case 0: sw.push(i * 50000); break
    case 1: try { if (i > 5) continue outer2; sw.push(i + 0.125) } finally { sw.push(-i * 50000) } break
    default: if (i * 50000 > 300000) break outer2
  }
}
out.push(sw)
function* gen() {
  for (let i = 0; i < 3; i++) yield i * 123456
}
out.push([...gen()])
async function am() {
  let s = 0
  for (let i = 0; i < 3; i++) s += (await i) * 654321
  return s
}
return am().then((s) => { out.push(s); return out })
