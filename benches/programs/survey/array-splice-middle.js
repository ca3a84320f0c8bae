// survey: array splice middle
const a = []
for (let i = 0; i < 20000; i++) a.splice(a.length >> 1, 0, i)
let r = 0
for (let i = 0; i < 10000; i++) r += a.splice(a.length >> 1, 1)[0]
return r + a.length
