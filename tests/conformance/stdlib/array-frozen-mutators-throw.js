/*---
{
  "description": "mutators on frozen arrays throw TypeError",
  "expect": {
    "ok": true,
    "value": [
      [
        "TypeError",
        "TypeError",
        "TypeError",
        "TypeError",
        "TypeError",
        "TypeError",
        "TypeError"
      ],
      [
        1,
        2,
        3
      ]
    ]
  }
}
---*/
const a = Object.freeze([1, 2, 3])
const out = []
for (const f of [() => a.push(4), () => a.pop(), () => a.shift(), () => a.sort(), () => a.reverse(), () => a.fill(0), () => a.splice(0, 1)]) {
  try { f(); out.push("ok") } catch (e) { out.push(e.constructor.name) }
}
return [out, a]
