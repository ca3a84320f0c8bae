// objects: a dictionary object with 1e5 string keys (set, get, in)
const d = {}
for (let i = 0; i < 100000; i++) d["k" + i] = i
let s = 0
for (let i = 0; i < 100000; i += 3) if ("k" + i in d) s += d["k" + i]
return s
