// survey: json stringify records indent (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
return JSON.stringify(rs.slice(0, 30000), null, 2).length
