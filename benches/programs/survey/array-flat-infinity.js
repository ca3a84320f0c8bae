// survey: array flat infinity
const a = []
for (let i = 0; i < 30000; i++) a.push([i, [i + 1, [i + 2]]])
let r = 0
for (let k = 0; k < 3; k++) r += a.flat(Infinity).length
return r
