// survey: map string has delete (1e5 elements)
const s = []
for (let i = 0; i < 100000; i++) s.push('k' + ((i * 7919) % 100000))
const m = new Map()
for (const x of s) m.set(x, 1)
let r = 0
for (const x of s) { r += m.has(x) ? 1 : 0; m.delete(x) }
return r + m.size
