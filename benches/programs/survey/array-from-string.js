// survey: array from string
let t = ''
for (let i = 0; i < 20000; i++) t += 'abcde'
let r = 0
for (let k = 0; k < 3; k++) r += Array.from(t).length + [...t].length
return r
