/*---
{
  "description": "Array.from(array, f, thisArg) iterates the array: elements removed by the mapping function are not visited (test262's versions of this count through a top-level var on the global object, which code mode skips)",
  "expect": {"ok": true, "value": [[127, 127, 127], [[0, 0, "t"], [1, 1, "t"], [-2, 2, "t"]]]}
}
---*/
const array = [0, 1, -2, 4, -8, 16]
const seen = []
const a = Array.from(array, function (v, i) { seen.push([v, i, this.tag]); array.splice(array.length - 1, 1); return 127 }, { tag: 't' })
return [a, seen]
