// survey: set spread iterate (1e5 elements)
const st = new Set()
for (let i = 0; i < 100000; i++) st.add(i)
let r = 0
for (let k = 0; k < 5; k++) r += [...st].length
st.forEach((v) => { r += v })
return r
