// survey: string compare (1e5 elements)
const s = []
for (let i = 0; i < 100000; i++) s.push('k' + ((i * 7919) % 100000))
let r = 0
for (let i = 1; i < s.length; i++) r += s[i] < s[i - 1] ? 1 : 0
return r
