// survey: array slice (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
let r = 0
for (let k = 0; k < 20; k++) r += a.slice(k, 90000).length
return r
