// survey: string trim (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += ('  ' + i + '  ').trim().length + (' x ').trimStart().length + (' y ').trimEnd().length
return r
