// survey: string normalize (1e5 elements)
const s = []
for (let i = 0; i < 100000; i++) s.push('k' + ((i * 7919) % 100000))
let r = 0
for (const x of s) r += x.normalize('NFC').length
return r
