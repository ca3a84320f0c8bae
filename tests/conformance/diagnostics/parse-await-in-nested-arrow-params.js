/*---
{
  "description": "An await expression in the parameters of an arrow function nested in an async body is a ParseError (swc accepts it; the resolver reports it), also inside a destructuring default",
  "expect": {"ok": false, "kind": "ParseError"}
}
---*/
const f = async () => {
  const g = ({ a = await Promise.resolve(1) }) => a
  return g({})
}
return await f()
