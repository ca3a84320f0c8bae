// survey: object hasown in (1e5 elements)
const o = {}
for (let i = 0; i < 100000; i++) o['k' + i] = i
let r = 0
for (let i = 0; i < 100000; i++) r += (Object.hasOwn(o, 'k' + i) ? 1 : 0) + ('q' + i in o ? 1 : 0)
return r
