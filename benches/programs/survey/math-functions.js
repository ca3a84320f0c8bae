// survey: math functions (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += Math.floor(Math.sqrt(i)) + Math.max(i, 5, 3) + Math.min(i, 2) + Math.round(i / 3)
return r
