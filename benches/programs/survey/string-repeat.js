// survey: string repeat (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += 'ab'.repeat(i % 20).length
return r
