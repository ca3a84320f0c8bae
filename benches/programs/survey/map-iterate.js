// survey: map iterate (1e5 elements)
const m = new Map()
for (let i = 0; i < 100000; i++) m.set('k' + i, i)
let r = 0
for (const [k, v] of m) r += v
m.forEach((v) => { r += v })
for (const k of m.keys()) r += k.length
return r
