// calls: a method on an object literal, 1e6 calls
const o = { k: 3, f(x) { return x + this.k } }
let s = 0
for (let i = 0; i < 1000000; i++) s = o.f(s) % 1000003
return s
