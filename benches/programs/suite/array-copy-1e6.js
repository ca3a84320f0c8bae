// bulk: slice / concat / spread / reverse / join of 1e6 numbers
const a = []
for (let i = 0; i < 1000000; i++) a.push(i)
const b = a.slice(1)
const c = a.concat(b)
const d = [...a]
d.reverse()
const s = a.slice(0, 100000).join(",")
return c.length + d[0] + s.length
