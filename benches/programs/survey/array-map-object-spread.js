// survey: array map object spread
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
const out = rs.map((r) => ({ ...r, flag: r.n > 50 }))
return out.length + out[777].id
