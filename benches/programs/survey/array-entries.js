// survey: array entries (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
let r = 0
for (const [i, v] of a.entries()) r += i ^ v
return r
