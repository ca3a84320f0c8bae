// survey: typed uint8 set slice
const u = new Uint8Array(100000)
for (let i = 0; i < u.length; i++) u[i] = i & 255
let r = 0
for (let k = 0; k < 50; k++) { const v = u.slice(k, k + 50000); const w = new Uint8Array(60000); w.set(v, 5); r += w[100] + v.length }
return r
