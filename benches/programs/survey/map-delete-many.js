// survey: map delete many
const m = new Map()
for (let i = 0; i < 100000; i++) m.set(i, i)
for (let i = 0; i < 100000; i += 2) m.delete(i)
let r = 0
m.forEach((v) => { r += v })
return r + m.size
