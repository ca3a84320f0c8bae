// survey: array tostring nested
const a = []
for (let i = 0; i < 100000; i++) a.push(i % 3 ? i : [i, i + 1])
return String(a).length
