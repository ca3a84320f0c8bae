// survey: map groupby (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
const g = Map.groupBy(rs, (x) => x.n)
return g.size + g.get(7).length
