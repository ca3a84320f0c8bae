/*---
{
  "description": "An await in an async function nested in an arrow's parameters, or in an async body around an arrow, is allowed: only an await directly in an arrow's parameters is an early error",
  "expect": {"ok": true, "value": [3, 5, 7]}
}
---*/
const f = async () => {
  const g = async (a = async () => await Promise.resolve(3)) => await a()
  const h = ((x) => x + 1)(await Promise.resolve(4))
  const k = await ((y = 7) => y)()
  return [await g(), h, k]
}
return await f()
