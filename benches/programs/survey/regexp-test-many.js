// survey: regexp test many
let r = 0
const re = /^[a-z]+\d{2,}$/
for (let i = 0; i < 100000; i++) if (re.test('abc' + i)) r++
return r
