// survey: string fromcharcode (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += String.fromCharCode(65 + (i % 26), 97 + (i % 26)).length
return r
