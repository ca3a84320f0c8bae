// survey: generator iterate
function* gen(n) { for (let i = 0; i < n; i++) yield i }
let r = 0
for (const x of gen(100000)) r += x
return r
