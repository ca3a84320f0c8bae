// Map / Set: objects as keys (a visited set), 1e5
const nodes = []
for (let i = 0; i < 100000; i++) nodes.push({ i })
const seen = new Set()
const depth = new Map()
for (const n of nodes) { seen.add(n); depth.set(n, n.i & 15) }
let s = 0
for (const n of nodes) if (seen.has(n)) s += depth.get(n)
return s
