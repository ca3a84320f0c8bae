// survey: number toprecision exponential
let r = 0
for (let i = 1; i < 50000; i++) r += (i / 3).toPrecision(6).length + (i * 1234.5).toExponential(3).length
return r
