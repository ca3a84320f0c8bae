/*---
{
  "description": "Array.fromAsync awaits values of sync and async iterables (note: node 20's oracle polyfill of Array.fromAsync rejects array-likes; the spec and V8 accept them)",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        2
      ],
      [
        30,
        40
      ],
      [
        "a",
        "b"
      ]
    ]
  }
}
---*/
async function* agen() { yield 1; yield 2 }
const a = await Array.fromAsync(agen())
const b = await Array.fromAsync([Promise.resolve(3), 4], (x) => x * 10)
const c = await Array.fromAsync({ length: 2, 0: "a", 1: Promise.resolve("b") })
return [a, b, c]
