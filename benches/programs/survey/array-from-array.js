// survey: array from array (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
let r = 0
for (let k = 0; k < 10; k++) r += Array.from(a).length
return r
