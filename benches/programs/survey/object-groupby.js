// survey: object groupby (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
const g = Object.groupBy(rs, (x) => 'g' + x.n)
return Object.keys(g).length + g.g7.length
