// survey: regexp named groups
let r = 0
const re = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/
for (let i = 0; i < 50000; i++) { const m = ('2024-0' + (1 + i % 9) + '-1' + (i % 10)).match(re); r += Number(m.groups.m) + m.groups.d.length }
return r
