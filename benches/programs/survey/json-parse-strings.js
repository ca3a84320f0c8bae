// survey: json parse strings (1e5 elements)
const s = []
for (let i = 0; i < 100000; i++) s.push('k' + ((i * 7919) % 100000))
const j = JSON.stringify(s)
let r = 0
for (let k = 0; k < 5; k++) r += JSON.parse(j).length
return r
