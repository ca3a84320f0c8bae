// survey: spread args call
function sum3(a, b, c) { return a + b + c }
const args = [1, 2, 3]
let r = 0
for (let i = 0; i < 100000; i++) r += sum3(...args) + Math.max(...args)
return r
