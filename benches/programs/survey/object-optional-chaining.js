// survey: object optional chaining
const rs = []
for (let i = 0; i < 100000; i++) rs.push(i % 3 ? { a: { b: { c: i } } } : { a: null })
let r = 0
for (const x of rs) r += x?.a?.b?.c ?? 1
return r
