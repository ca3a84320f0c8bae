// Map / Set: 1e5 string keys (set, get, has, delete)
const m = new Map()
for (let i = 0; i < 100000; i++) m.set("k" + i, i)
let s = 0
for (let i = 0; i < 100000; i++) s += m.get("k" + i)
const set = new Set(m.keys())
for (let i = 0; i < 100000; i += 2) set.delete("k" + i)
return s + set.size
