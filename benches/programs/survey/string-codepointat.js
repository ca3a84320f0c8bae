// survey: string codepointat (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (let i = 0; i < t.length; i++) r += t.codePointAt(i)
return r
