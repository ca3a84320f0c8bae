// iteration: for-of over values and entries, and destructuring, 1e6
const a = []
for (let i = 0; i < 1000000; i++) a.push(i)
let s = 0
for (const x of a) s += x
for (const [i, x] of a.entries()) if (i === x) s++
return s
