// survey: array sort strings (1e5 elements)
const s = []
for (let i = 0; i < 100000; i++) s.push('k' + ((i * 7919) % 100000))
return s.slice().sort()[500]
