// survey: object spread (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
let r = 0
for (const x of rs) r += ({ ...x, n: 2 }).n
return r
