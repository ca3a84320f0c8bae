// survey: array copywithin (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
for (let k = 0; k < 20; k++) a.copyWithin(k, 50000)
return a[7]
