// survey: string matchall (1e5 elements)
let t = ''
for (let i = 0; i < 20000; i++) t += 'Lorem ipsum ' + i + ', '
let r = 0
for (const m of t.matchAll(/(\d+),/g)) r += m[1].length
return r
