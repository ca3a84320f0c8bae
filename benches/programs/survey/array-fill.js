// survey: array fill (1e5 elements)
const a = new Array(100000)
for (let k = 0; k < 20; k++) a.fill(k)
return a[5]
