// survey: map keys values spread
const m = new Map()
for (let i = 0; i < 100000; i++) m.set('k' + i, i)
let r = 0
for (let k = 0; k < 3; k++) r += [...m.keys()].length + [...m.values()].length
return r
