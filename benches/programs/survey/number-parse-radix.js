// survey: number parse radix
let r = 0
for (let i = 0; i < 100000; i++) r += parseInt('ff' + (i % 10), 16) + Number('0x' + (i % 255).toString(16)) + parseFloat(i + '.5e1')
return r
