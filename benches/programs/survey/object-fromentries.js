// survey: object fromentries (1e5 elements)
const e = []
for (let i = 0; i < 100000; i++) e.push(['k' + i, i])
let r = 0
for (let k = 0; k < 3; k++) r += Object.keys(Object.fromEntries(e)).length
return r
