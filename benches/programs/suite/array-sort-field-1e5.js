// bulk: sort 1e5 records by a field with a comparator that reads it (the comparator is called)
const rs = []
let seed = 12345
for (let i = 0; i < 100000; i++) {
  seed = (seed * 48271) % 2147483647
  rs.push({ id: i, score: seed % 100000 })
}
rs.sort((a, b) => a.score - b.score || a.id - b.id)
return [rs[0].id, rs[50000].score, rs[99999].id]
