/*---
{
  "description": "with no limits set, a string longer than 16,777,216 code units is refused before it is built",
  "expect": { "ok": true, "value": [
    ["RangeError", "Invalid string length"],
    ["RangeError", "Invalid string length"],
    ["RangeError", "Invalid string length"],
    16777216
  ] }
}
---*/
// 2^24 code units as a rope of ropes: long, but it takes almost no memory.
let big = "x".repeat(64)
for (let i = 0; i < 18; i++) big = big + big
const tries = [
  () => "x".repeat(2 ** 25),
  () => "ab".padStart(2 ** 24 + 1, "-"),
  () => big + "y",
]
const out = tries.map((f) => {
  try {
    f()
    return "no error"
  } catch (e) {
    return [e.name, e.message]
  }
})
out.push(big.length)
return out
