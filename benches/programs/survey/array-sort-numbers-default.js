// survey: array sort numbers default (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
return a.slice().sort()[500]
