/*---
{
  "description": "a tool input that cannot be copied as data (a cycle) is the tool's invalid input, and the tool is never called. note: plain JS has no data boundary (the oracle does not emulate this)",
  "tools": {"echo": {"fixture": "echo"}},
  "expect": {"ok": false, "kind": "InvalidToolInput", "message": "TypeError: Invalid input for tool 'echo': the input contains a cycle; it cannot be converted to data."},
  "toolCalls": []
}
---*/
const order = { id: "o1" }
order.self = order
await tools.echo(order)
return "unreachable"
