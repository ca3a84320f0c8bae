// survey: array reduceright (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
let r = 0
for (let k = 0; k < 5; k++) r += a.reduceRight((s, v) => s + v, 0)
return r
