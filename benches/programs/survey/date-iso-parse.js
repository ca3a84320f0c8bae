// survey: date iso parse
let r = 0
for (let i = 0; i < 50000; i++) { const d = new Date(1700000000000 + i * 86400000); r += Date.parse(d.toISOString()) % 1000 + d.getUTCDate() }
return r
