// survey: string search (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let k = 0; k < 20; k++) r += t.search(new RegExp('ipsum ' + (19900 + k)))
return r
