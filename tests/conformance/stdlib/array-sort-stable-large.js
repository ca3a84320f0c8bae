/*---
{
  "description": "sort with a comparator is stable on a larger input",
  "expect": {
    "ok": true,
    "value": [
      true,
      0,
      197
    ]
  }
}
---*/
const items = []
for (let i = 0; i < 200; i++) items.push({ k: (i * 7) % 5, i })
items.sort((a, b) => a.k - b.k)
let stable = true
for (let i = 1; i < items.length; i++) {
  if (items[i - 1].k === items[i].k && items[i - 1].i > items[i].i) stable = false
  if (items[i - 1].k > items[i].k) stable = false
}
return [stable, items[0].i, items[199].i]
