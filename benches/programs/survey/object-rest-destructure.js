// survey: object rest destructure
const rs = []
for (let i = 0; i < 100000; i++) rs.push({ id: i, name: 'n' + i, n: i % 100, tag: 't' })
let r = 0
for (const x of rs) { const { id, ...rest } = x; r += id + rest.n }
return r
