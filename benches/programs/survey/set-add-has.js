// survey: set add has (1e5 elements)
const st = new Set()
for (let i = 0; i < 100000; i++) st.add(i * 3)
let r = 0
for (let i = 0; i < 300000; i++) r += st.has(i) ? 1 : 0
return r
