// strings: building with += and with an array join, 1e5 pieces, then trim/startsWith
let s = ""
for (let i = 0; i < 100000; i++) s += i % 10
const parts = []
for (let i = 0; i < 100000; i++) parts.push(String(i))
const t = parts.join("")
let n = 0
for (let i = 0; i < 100000; i++) if (parts[i].startsWith("9")) n++
return s.length + t.length + n
