// JSON: stringify 1e4 nested records five times (plain and indented)
const rows = []
for (let i = 0; i < 10000; i++) rows.push({ id: "order_" + i, status: i % 3 ? "open" : "complete", total: i * 1.25, items: [{ sku: "s" + i, qty: i % 5 }], tags: ["a", "b"] })
let n = 0
for (let r = 0; r < 4; r++) n += JSON.stringify(rows).length
n += JSON.stringify(rows, null, 2).length
return n
