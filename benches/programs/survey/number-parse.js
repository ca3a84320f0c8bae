// survey: number parse (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += parseInt('' + i, 10) + parseFloat(i + '.5') + Number('' + i)
return r
