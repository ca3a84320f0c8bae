// survey: array sort localecompare
const a = []
for (let i = 0; i < 50000; i++) a.push('name' + ((i * 7919) % 50000))
a.sort((x, y) => x.localeCompare(y))
return a[0] + a[49999]
