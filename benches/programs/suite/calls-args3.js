// calls: a plain function of three arguments, 1e6 calls
function add3(a, b, c) { return a + b + c }
let s = 0
for (let i = 0; i < 1000000; i++) s = add3(s, i, 1) % 1000003
return s
