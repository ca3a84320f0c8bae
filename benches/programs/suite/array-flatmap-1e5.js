// bulk: flatMap of 1e5 numbers to pairs, singletons and empties
const a = []
for (let i = 0; i < 100000; i++) a.push(i)
const g = a.flatMap((x) => [x, x * 2])
const h = a.flatMap((x) => (x % 2 === 0 ? [x] : []))
const k = a.flatMap((x) => x + 1)
return g.length + h.length + k.length
