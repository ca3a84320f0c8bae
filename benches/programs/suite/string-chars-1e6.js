// strings: charCodeAt / indexing / codePointAt over a 1e6-character string
const s = "abcdefghij".repeat(100000)
let h = 0
for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0
for (let i = 0; i < s.length; i += 7) if (s[i] === "c") h++
return h
