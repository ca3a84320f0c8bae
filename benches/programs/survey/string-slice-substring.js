// survey: string slice substring (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let i = 0; i < 100000; i++) r += t.slice(i % 1000, (i % 1000) + 10).length + t.substring(i % 500, 20).length
return r
