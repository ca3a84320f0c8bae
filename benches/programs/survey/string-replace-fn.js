// survey: string replace fn
let t = ''
for (let i = 0; i < 20000; i++) t += 'item ' + i + '; '
let r = 0
for (let k = 0; k < 3; k++) r += t.replace(/(\d+)/g, (m) => String(m * 2)).length
return r
