// survey: json stringify escapes
const rs = []
for (let i = 0; i < 30000; i++) rs.push('line "' + i + '"\n\ttab \u00e9\u2028 \\')
return JSON.stringify(rs).length
