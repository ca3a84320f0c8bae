/*---
{
  "description": "a chain of 5,000 binds stays small (each bound name is \"bound \" before the target's name, not a copy of it: it took gigabytes before) and a bound name keeps its target name's code units, lone surrogates included",
  "limits": { "maxMemoryBytes": 33554432 },
  "expect": { "ok": true, "value": [30005, true, true, "bound bound ", "bound ", 2] }
}
---*/
let f = function named() {}
for (let i = 0; i < 5000; i++) f = f.bind(null)
const odd = function () {}
Object.defineProperty(odd, 'name', { value: 'x\uD800' })
const noName = function () {}
Object.defineProperty(noName, 'name', { value: 42 })
return [
  f.name.length,
  f.name.startsWith('bound bound ') && f.name.endsWith(' named'),
  odd.bind().bind().name === 'bound bound x\uD800',
  (() => {}).bind().bind().name,
  noName.bind().name,
  f.length + 2,
]
