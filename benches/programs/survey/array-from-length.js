// survey: array from length (1e5 elements)
let r = 0
for (let k = 0; k < 10; k++) r += Array.from({ length: 100000 }).length
return r
