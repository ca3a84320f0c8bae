// survey: array splice (1e5 elements)
const a = []
for (let i = 0; i < 100000; i++) a.push((i * 7919) % 100000)
let r = 0
for (let k = 0; k < 200; k++) { r += a.splice(50000, 10).length; a.splice(100, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10) }
return r + a.length
