// survey: object keys (1e5 elements)
const o = {}
for (let i = 0; i < 100000; i++) o['k' + i] = i
let r = 0
for (let k = 0; k < 5; k++) r += Object.keys(o).length
return r
