// survey: set strings (1e5 elements)
const s = []
for (let i = 0; i < 100000; i++) s.push('k' + ((i * 7919) % 100000))
const st = new Set(s)
let r = 0
for (const x of s) r += st.has(x) ? 1 : 0
for (const x of s) st.delete(x)
return r + st.size
