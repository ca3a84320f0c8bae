// survey: string substr
let t = ''
for (let i = 0; i < 2000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let i = 0; i < 100000; i++) r += t.substr(i % 1000, 8).length
return r
