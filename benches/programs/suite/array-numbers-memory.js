// memory: a dense array of 1e6 doubles summed twice
const a = new Array(1000000)
for (let i = 0; i < 1000000; i++) a[i] = i * 0.5
let s = 0
for (let r = 0; r < 2; r++) for (let i = 0; i < a.length; i++) s += a[i]
return s
