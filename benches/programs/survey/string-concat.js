// survey: string concat (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += 'ab'.concat(i, 'cd').length
return r
