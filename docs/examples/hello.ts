// A small code-mode program: TypeScript annotations are erased, the last expression is the result.
interface Order {
  id: string
  total: number
}

const orders: Order[] = [
  { id: "o1", total: 30 },
  { id: "o2", total: 12.5 },
  { id: "o3", total: 7 },
]

const big = orders.filter((o) => o.total > 10).map((o) => o.id)
console.log(`big orders: ${big.join(", ")}`)
;({ count: big.length, total: orders.reduce((s, o) => s + o.total, 0) })
