// Looks up orders through a command tool (docs/examples/tools/tools.json) and summarizes them.
const ids = ["o10", "o11", "o12", "o15"]
const orders = await Promise.all(ids.map((id) => tools.orders.lookup({ id })))
const open = orders.filter((o) => o.status !== "complete").map((o) => o.id)
console.log(`${open.length} of ${orders.length} open`)
return { open, total: await tools.orders.count() }
