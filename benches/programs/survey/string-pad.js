// survey: string pad (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += String(i).padStart(8, '0').length + String(i).padEnd(8).length
return r
