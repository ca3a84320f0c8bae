// survey: map set get (1e5 elements)
const m = new Map()
for (let i = 0; i < 100000; i++) m.set(i, i * 2)
let r = 0
for (let i = 0; i < 100000; i++) r += m.get(i)
return r
