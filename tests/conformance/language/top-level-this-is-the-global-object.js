/*---
{
  "description": "the program's top-level this is the global object, as a script's global code has in strict mode too (arrows at the top level see it; functions called plainly still get undefined). note: node's oracle calls the program as a plain AsyncFunction, where this is undefined",
  "expect": { "ok": true, "value": { "top": true, "arrow": true, "method": true, "plain": "undefined", "prop": true } }
}
---*/
const top = this === globalThis
const arrow = (() => this)() === globalThis
const o = { m() { return this } }
function plain() { return this }
return { top, arrow, method: o.m() === o, plain: typeof plain(), prop: Object.getOwnPropertyDescriptor(this, "Array").writable }
