// survey: regexp exec loop
let t = ''
for (let i = 0; i < 20000; i++) t += 'id=' + i + '&'
const re = /id=(\d+)/g
let m, r = 0
while ((m = re.exec(t)) !== null) r += m[1].length
return r
