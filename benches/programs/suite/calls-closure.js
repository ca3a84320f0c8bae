// calls: a closure over a counter, called 1e6 times
function counter() {
  let n = 0
  return (d) => { n += d; return n }
}
const inc = counter()
let s = 0
for (let i = 0; i < 1000000; i++) s = inc(1)
return s
