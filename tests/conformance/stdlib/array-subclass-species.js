/*---
{
  "description": "subclasses of Array keep their class through map, filter, slice and concat",
  "expect": {
    "ok": true,
    "value": [
      true,
      3,
      true,
      12,
      true,
      true,
      true,
      4,
      11,
      true
    ]
  }
}
---*/
class MyArr extends Array {
  sum() { return this.reduce((a, b) => a + b, 0) }
}
const m = MyArr.from([1, 2, 3])
const doubled = m.map((x) => x * 2)
const filtered = m.filter((x) => x > 1)
const sliced = m.slice(1)
const concatenated = m.concat([4])
return [m instanceof MyArr, m.length, doubled instanceof MyArr, doubled.sum(), filtered instanceof MyArr, sliced instanceof MyArr, concatenated instanceof MyArr, concatenated.length, MyArr.of(5, 6).sum(), Array[Symbol.species] === Array]
