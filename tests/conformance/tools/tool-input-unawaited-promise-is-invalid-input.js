/*---
{
  "description": "an un-awaited promise inside a tool input is the tool's invalid input, catchable. note: plain JS has no data boundary (the oracle does not emulate this)",
  "tools": {"echo": {"fixture": "echo"}, "orders.lookup": {"fixture": "lookup"}},
  "expect": {"ok": true, "value": ["TypeError", "Invalid input for tool 'echo': the input contains an un-awaited Promise; await it first."]},
  "toolCalls": ["orders.lookup"]
}
---*/
const pending = tools.orders.lookup({ id: "o1" })
try {
  await tools.echo({ order: pending })
} catch (e) {
  return [e.name, e.message]
}
