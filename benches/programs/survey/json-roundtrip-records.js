// survey: json roundtrip records (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
return JSON.parse(JSON.stringify(rs)).length
