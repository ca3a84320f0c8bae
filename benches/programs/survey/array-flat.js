// survey: array flat (1e5 elements)
const a = []
for (let i = 0; i < 50000; i++) a.push([i, [i + 1]])
let r = 0
for (let k = 0; k < 3; k++) r += a.flat(2).length
return r
