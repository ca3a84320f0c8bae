// JSON: parse a large tool-like result (1e4 records, about 0.9 MB) and pick from it
const parts = []
for (let i = 0; i < 10000; i++) parts.push(JSON.stringify({ id: "order_" + i, status: i % 3 ? "open" : "complete", total: i * 1.25, items: [{ sku: "s" + i, qty: i % 5 }], tags: ["a", "b"] }))
const text = "[" + parts.join(",") + "]"
let open = 0
for (let r = 0; r < 5; r++) {
  const rows = JSON.parse(text)
  for (const o of rows) if (o.status === "open") open += o.items[0].qty
}
return [text.length, open]
