// survey: json stringify deep
let o = { v: 0 }
for (let i = 1; i < 2000; i++) o = { v: i, child: o, list: [i, i + 1] }
let r = 0
for (let k = 0; k < 20; k++) r += JSON.stringify(o).length
return r
