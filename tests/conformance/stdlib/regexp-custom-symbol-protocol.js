/*---
{
  "description": "String methods delegate to Symbol.match/replace/search/split on any object, and convert other arguments with toString",
  "expect": {"ok": true, "value": ["match:abc","replace:abc:X","replace:abc:Y",42,["split","abc",2],["a","b","c"],"a+b","a[b]c","1x321",["1","3","1"],"aaa"]}
}
---*/
const m = { [Symbol.match](s) { return "match:" + s } }
const r = { [Symbol.replace](s, v) { return "replace:" + s + ":" + v } }
const se = { [Symbol.search](s) { return 42 } }
const sp = { [Symbol.split](s, lim) { return ["split", s, lim] } }
const dash = { toString() { return "-" } }
return [
  "abc".match(m),
  "abc".replace(r, "X"),
  "abc".replaceAll(r, "Y"),
  "abc".search(se),
  "abc".split(sp, 2),
  "a-b-c".split(dash),
  "a-b".replace(dash, "+"),
  "abc".replace("b", { toString() { return "[$&]" } }),
  String.prototype.replace.call(12321, "2", "x"),
  String.prototype.split.call(12321, 2),
  "caaat".match({ toString() { return "a+" } })[0],
]
