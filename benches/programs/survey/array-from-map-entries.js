// survey: array from map entries
const m = new Map()
for (let i = 0; i < 100000; i++) m.set(i, i * 2)
let r = 0
for (let k = 0; k < 3; k++) { const e = [...m.entries()]; r += e.length + e[500][1] }
return r
