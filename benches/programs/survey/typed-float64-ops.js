// survey: typed float64 ops
const f = new Float64Array(100000)
for (let i = 0; i < f.length; i++) f[i] = i * 0.5
let r = 0
for (let k = 0; k < 3; k++) r += f.map((x) => x * 2).reduce((s, x) => s + x, 0) + f.subarray(10, 20).length
return r
