/*---
{
  "description": "exec results: keys in order, index/input, null-prototype groups, and d-flag indices with groups",
  "expect": {"ok": true, "value": [["0","1","2","index","input","groups","indices"],[1,"zab!","ab","a","b"],true,"a",[1,3],[1,2],[2,3],[1,2],["0","1","2","index","input","groups"],true,true,3]}
}
---*/
const m = /(?<word>a)(b)?/d.exec("zab!")
const plain = /(a)(x)?/.exec("ba")
return [
  Object.keys(m),
  [m.index, m.input, m[0], m[1], m[2]],
  Object.getPrototypeOf(m.groups) === null,
  m.groups.word,
  m.indices[0], m.indices[1], m.indices[2], m.indices.groups.word,
  Object.keys(plain),
  plain.groups === undefined,
  plain[2] === undefined,
  plain.length,
]
