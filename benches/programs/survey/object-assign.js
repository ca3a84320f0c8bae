// survey: object assign (1e5 elements)
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100 })
let r = 0
for (const x of rs) r += Object.assign({}, x, { n: 1 }).n
return r
