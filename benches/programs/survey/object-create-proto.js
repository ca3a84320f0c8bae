// survey: object create proto
const proto = { hello() { return this.n } }
let r = 0
for (let i = 0; i < 100000; i++) { const o = Object.create(proto); o.n = i; r += o.hello() }
return r
