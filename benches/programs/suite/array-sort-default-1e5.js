// bulk: default sort of 1e5 strings and numeric sort of 1e5 numbers
const xs = []
let seed = 12345
for (let i = 0; i < 100000; i++) {
  seed = (seed * 48271) % 2147483647
  xs.push(seed)
}
const ss = xs.map(String).sort()
xs.sort((a, b) => a - b)
return [ss[0], xs[0]]
