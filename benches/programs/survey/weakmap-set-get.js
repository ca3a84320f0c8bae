// survey: weakmap set get
const wm = new WeakMap()
const ks = []
for (let i = 0; i < 100000; i++) { const k = { i }; ks.push(k); wm.set(k, i) }
let r = 0
for (const k of ks) r += wm.get(k)
return r
