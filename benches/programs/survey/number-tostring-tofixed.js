// survey: number tostring tofixed (1e5 elements)
let r = 0
for (let i = 0; i < 100000; i++) r += (i / 7).toFixed(2).length + String(i * 1.5).length + (i).toString(16).length
return r
