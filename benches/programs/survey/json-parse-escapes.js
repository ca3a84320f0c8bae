// survey: json parse escapes
const rs = []
for (let i = 0; i < 30000; i++) rs.push('line "' + i + '"\n\ttab \u00e9 \\ \ud83d\ude00')
const s = JSON.stringify(rs)
let r = 0
for (let k = 0; k < 3; k++) r += JSON.parse(s).length
return r
