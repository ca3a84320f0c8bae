// survey: map from entries (1e5 elements)
const e = []
for (let i = 0; i < 100000; i++) e.push([i, i])
let r = 0
for (let k = 0; k < 3; k++) r += new Map(e).size
return r
