// survey: array length truncate
let r = 0
for (let i = 0; i < 20000; i++) { const a = [1, 2, 3, 4, 5, 6, 7, 8]; a.length = 3; r += a.length; a.length = 0; r += a.length }
return r
