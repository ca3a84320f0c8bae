// JSON.parse with a reviver over 2e4 records (about 1e5 values revived)
const rows = []
for (let i = 0; i < 20000; i++) rows.push({ id: i, name: "n" + i, tags: [i % 7, i % 11], ok: i % 2 === 0 })
const text = JSON.stringify(rows)
let n = 0
const back = JSON.parse(text, (k, v) => {
  n++
  return typeof v === "number" ? v + 1 : v
})
return [back.length, back[19999].id, n]
