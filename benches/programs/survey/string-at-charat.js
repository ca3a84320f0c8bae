// survey: string at charat (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let i = 0; i < 100000; i++) r += t.at(i % 1000).length + t.charAt(i % 1000).length
return r
