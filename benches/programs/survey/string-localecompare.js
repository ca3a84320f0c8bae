// survey: string localecompare
let r = 0
for (let i = 0; i < 100000; i++) r += ('item' + i).localeCompare('item' + (i >> 1))
return r
