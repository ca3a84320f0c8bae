// survey: string includes indexof (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let k = 0; k < 50; k++) r += t.indexOf('ipsum ' + (19000 + k)) + (t.includes('zz' + k) ? 1 : 0)
return r
