// Map / Set: 1e5 numeric keys set, got, iterated; a Set of 1e5 numbers
const m = new Map()
for (let i = 0; i < 100000; i++) m.set(i, i * 2)
let s = 0
for (let i = 0; i < 100000; i++) s += m.get(i)
for (const [k, v] of m) s += k - v
const set = new Set()
for (let i = 0; i < 100000; i++) set.add(i * 7)
for (let i = 0; i < 100000; i++) if (set.has(i)) s++
m.clear()
return s
