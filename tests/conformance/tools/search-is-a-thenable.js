/*---
{
  "description": "search() can be used directly, awaited, or chained with then/catch/finally, which are non-enumerable so the data is unchanged. note: search is a code-mode global (the oracle does not emulate it)",
  "tools": {"math.add": {"fixture": "add", "description": "Add two numbers"}, "text.upper": {"fixture": "echo", "description": "Uppercase a string"}},
  "expect": {"ok": true, "value": [1, "tools.math.add", 1, ["items", "remaining", "next"], true, "function", "function", "function", false, "finally ran", "tools.math.add", true]},
  "toolCalls": ["search", "search", "search", "search"]
}
---*/
const direct = search({ query: "math.add" })
const viaThen = await search({ query: "math.add" }).then((r) => r.items.length)
let note = ""
const viaFinally = await search({ query: "math.add" }).finally(() => { note = "finally ran" })
const awaited = await search({ query: "math.add" }).catch(() => "never")
return [
  direct.items.length,
  direct.items[0].path,
  viaThen,
  Object.keys(direct),
  JSON.stringify(direct) === JSON.stringify(awaited),
  typeof direct.then,
  typeof direct.catch,
  typeof direct.finally,
  "then" in awaited,
  note,
  viaFinally.items[0].path,
  Object.getOwnPropertyDescriptor(direct, "then").enumerable === false,
]
