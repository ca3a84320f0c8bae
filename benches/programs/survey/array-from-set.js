// survey: array from set
const st = new Set()
for (let i = 0; i < 100000; i++) st.add(i)
let r = 0
for (let k = 0; k < 5; k++) r += Array.from(st).length + [...st].length
return r
