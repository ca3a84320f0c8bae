// survey: set delete
const s = new Set()
for (let i = 0; i < 100000; i++) s.add('k' + i)
for (let i = 0; i < 100000; i += 2) s.delete('k' + i)
let r = 0
for (const k of s) r += k.length
return r + s.size
