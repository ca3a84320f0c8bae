// bulk: map / filter / reduce / forEach on 1e6 numbers
const a = []
for (let i = 0; i < 1000000; i++) a.push(i)
const m = a.map((x) => x * 2)
const f = m.filter((x) => x % 3 === 0)
const r = f.reduce((s, x) => s + x, 0)
let c = 0
a.forEach((x) => { c += x & 1 })
return [r, c]
