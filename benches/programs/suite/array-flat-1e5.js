// bulk: flat / flatMap of 1e5 pairs
const a = []
for (let i = 0; i < 100000; i++) a.push([i, i + 1])
const f = a.flat()
const g = a.flatMap(([x, y]) => [x + y])
return f.length + g.length
