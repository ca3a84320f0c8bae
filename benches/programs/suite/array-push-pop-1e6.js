// bulk: push / pop / unshift-free stack work, 1e6
const st = []
let s = 0
for (let i = 0; i < 1000000; i++) {
  st.push(i)
  if (i % 3 === 2) s += st.pop()
}
return s + st.length
