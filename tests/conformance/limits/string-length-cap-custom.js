/*---
{
  "description": "maxStringLength lowers the string cap for every way of building text",
  "limits": { "maxStringLength": 100 },
  "expect": { "ok": true, "value": [
    100,
    "Invalid string length",
    "Invalid string length",
    "Invalid string length",
    "Invalid string length",
    "Invalid string length",
    "Invalid string length",
    "Invalid string length"
  ] }
}
---*/
const s = "x".repeat(100)
const out = [s.length]
const tries = [
  () => "x".repeat(101),
  () => s + "y",
  () => s.concat("y"),
  () => "y".padEnd(101, "z"),
  () => ["x".repeat(60), "y".repeat(60)].join(""),
  () => JSON.stringify({ a: "x".repeat(99) }),
  () => "aaaa".replaceAll("a", "x".repeat(30)),
]
for (const f of tries) {
  try {
    f()
    out.push("no error")
  } catch (e) {
    out.push(e.message)
  }
}
return out
