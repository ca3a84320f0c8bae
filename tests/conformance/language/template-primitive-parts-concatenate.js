/*---
{
  "description": "template parts that are always primitives are added directly; identifiers and objects go through ToString (toString over valueOf; a symbol throws before later parts run)",
  "expect": {"ok": true, "value": ["id-41-82", "42-41414314.33333333333333431.1805916207174113e+2130NaNInfinity", "ab1truenullundefinednumberundefinedfalse-44truetruefalse", "xSVSS1,21,2", "4364.56.1428571428571434.3e+22-0.0000042999999999999995", "TypeError", 0, "TypeError", "12:597|199.5"]}
}
---*/
// A template part that is always a primitive but not a symbol (arithmetic, a literal, a unary or
// an update expression, a comparison, a nested template) is concatenated with `+` directly; any
// other part goes through ToString first (an object's toString, not its valueOf; a symbol throws
// before later parts are evaluated).
let i = 41
const o = { toString() { return 'S' }, valueOf() { return 'V' } }
const log = []
const f = () => { log.push('f'); return 1 }
const out = [
  `id-${i}-${i * 2}`,
  `${i + 1}${-i}${i++}${++i}${i / 3}${i % 5}${2 ** 70}${1n + 2n}${-0}${0 / 0}${1 / 0}`,
  `a${'b'}${1}${true}${null}${undefined}${typeof i}${void 0}${!i}${~i}${i > 3}${i === 43}${'k' in o}`,
  `x${o}${o + ''}${`${o}`}${(o)}${[1, 2] + ''}${[1, 2]}`,
  `${i}${i * 1.5}${i / 7}${1e21 * i}${-1e-7 * i}`,
]
try {
  `${o}${Symbol('s')}${f()}`
} catch (e) {
  out.push(e.name, log.length)
}
try {
  `a${1}${Symbol.iterator}`
} catch (e) {
  out.push(e.name)
}
let s = ''
for (let k = 0; k < 200; k++) s = `${s.length}:${k * 3}|${k + 0.5}`
out.push(s)
return out
