// Two operations of docs/examples/openapi/shop.yaml, combined.
const orders = await Promise.all(["o1", "o2"].map((id) => tools.shop.orders.get({ id })));
const customer = await tools.shop.customers.get({ id: orders[0].customer });
return { customer: customer.name, total: orders.reduce((sum, o) => sum + o.total, 0) };
