// survey: number tolocalestring
let r = 0
for (let i = 0; i < 20000; i++) r += (i * 1234.5).toLocaleString('en-US').length
return r
