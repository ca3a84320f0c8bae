// objects: building 1e5 small records and reading them back
const rows = []
for (let i = 0; i < 100000; i++) rows.push({ id: i, name: "r" + i, n: i % 13 })
let s = 0
for (const r of rows) s += r.n + r.id
return s
