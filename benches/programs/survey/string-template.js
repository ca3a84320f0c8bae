// survey: string template (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += `id-${i}-${i * 2}`.length
return r
