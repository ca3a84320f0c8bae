// survey: string for of chars
let t = ''
for (let i = 0; i < 20000; i++) t += 'hello'
let r = 0
for (const c of t) if (c === 'l') r++
return r
