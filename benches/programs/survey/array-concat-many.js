// survey: array concat many
const a = [], b = [], c = []
for (let i = 0; i < 30000; i++) { a.push(i); b.push(i * 2); c.push('x' + i) }
let r = 0
for (let k = 0; k < 10; k++) r += a.concat(b, c, [1, 2], 3).length
return r
