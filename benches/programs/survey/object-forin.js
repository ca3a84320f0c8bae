// survey: object forin (1e5 elements)
const o = {}
for (let i = 0; i < 100000; i++) o['k' + i] = i
let r = 0
for (const k in o) r += o[k]
return r
