/*---
{
  "description": "sort removes holes to the end and puts undefined last, comparator never sees undefined",
  "expect": {
    "ok": true,
    "value": [
      6,
      true,
      1,
      2,
      3,
      null,
      false,
      false,
      false
    ]
  }
}
---*/
const a = [3, undefined, , 1, , 2]
const seen = []
a.sort((x, y) => { seen.push(x === undefined || y === undefined); return x - y })
return [a.length, 0 in a, a[0], a[1], a[2], a[3], 4 in a, 5 in a, seen.includes(true)]
