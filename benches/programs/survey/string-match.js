// survey: string match (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let k = 0; k < 5; k++) r += t.match(/\d+/g).length
return r
