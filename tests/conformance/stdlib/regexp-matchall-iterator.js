/*---
{
  "description": "matchAll clones the regexp (lastIndex included), yields exec results, and is its own iterator",
  "expect": {"ok": true, "value": [[["b2","2",4],["b",null,6]],0,"[object RegExp String Iterator]",true,{"done":true},{"done":true},4]}
}
---*/
const re = /b(\d)?/g
re.lastIndex = 2
const it = "ab1cb2b".matchAll(re)
re.lastIndex = 0
const got = []
for (const m of it) got.push([m[0], m[1], m.index])
const it2 = "x".matchAll(/y/g)
return [
  got,
  re.lastIndex,
  Object.prototype.toString.call(it2),
  it2[Symbol.iterator]() === it2,
  it2.next(),
  it2.next(),
  [..."aaa".matchAll(/a*?/g)].length,
]
