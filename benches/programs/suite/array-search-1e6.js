// bulk: indexOf / includes / find / findIndex / some / every on 1e6 numbers
const a = []
for (let i = 0; i < 1000000; i++) a.push(i)
let n = a.indexOf(999999) + (a.includes(-1) ? 1 : 0) + a.lastIndexOf(0)
n += a.find((x) => x === 999998) + a.findIndex((x) => x === 999997)
n += a.some((x) => x < 0) ? 1 : 0
n += a.every((x) => x >= 0) ? 1 : 0
return n
