// survey: array shift (1e5 elements)
const a = []
for (let i = 0; i < 20000; i++) a.push(i)
let r = 0
while (a.length) r += a.shift()
return r
