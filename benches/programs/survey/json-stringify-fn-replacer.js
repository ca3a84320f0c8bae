// survey: json stringify fn replacer
const rs = []
for (let i = 0; i < 30000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
return JSON.stringify(rs, (k, v) => (k === 'name' ? undefined : v)).length
