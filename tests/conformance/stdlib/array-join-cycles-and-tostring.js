/*---
{
  "description": "join of a cyclic array gives an empty string for the cycle; toString uses join",
  "expect": {
    "ok": true,
    "value": [
      "1,2,",
      "1,2,3",
      "custom",
      "[object Object]",
      ",,1"
    ]
  }
}
---*/
const a = [1, 2]
a.push(a)
const o = { join: () => "custom" }
return [a.join(), String([1, [2, [3]]]), Array.prototype.toString.call(o), Array.prototype.toString.call({}), [null, undefined, 1].toString()]
