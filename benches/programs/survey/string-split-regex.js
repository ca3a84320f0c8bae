// survey: string split regex
let t = ''
for (let i = 0; i < 30000; i++) t += 'word' + i + ',  '
let r = 0
for (let k = 0; k < 5; k++) r += t.split(/,\s*/).length
return r
