// bulk: Array.from of a Set and of a Map's keys, and spread of an array, 1e5 each
const s = new Set()
for (let i = 0; i < 100000; i++) s.add(i)
const a = Array.from(s)
const b = [...a]
const m = new Map(a.map((x) => [x, x]))
const c = Array.from(m.keys())
return a.length + b.length + c.length
