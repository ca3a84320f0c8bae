// survey: object records map (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
return rs.map((x) => ({ id: x.id, label: x.name + ':' + x.n })).length
