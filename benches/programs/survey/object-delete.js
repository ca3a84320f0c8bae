// survey: object delete (1e5 elements)
const o = {}
for (let i = 0; i < 100000; i++) o['k' + i] = i
for (let i = 0; i < 100000; i += 2) delete o['k' + i]
return Object.keys(o).length
