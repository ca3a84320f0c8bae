// survey: array unshift (1e5 elements)
const a = []
for (let i = 0; i < 20000; i++) a.unshift(i)
return a[0] + a.length
