/*---
{
  "description": "split: limits cut captures too, empty matches, unicode empty-pattern splits by code point",
  "expect": {"ok": true, "value": [["a","X","b"],[],["a","1",null,"b","2","2","c"],["a","b","c"],2,4,[""],[],["a","b"],["","b"],["t","e"],["a","b","","c"]]}
}
---*/
return [
  "aXbXc".split(/(X)/, 3),
  "aXbXc".split(/(X)/, 0),
  "a1b22c".split(/(\d)(\d)?/),
  "abc".split(/(?:)/),
  "\u{1F600}\u{1F600}".split(/(?:)/u).length,
  "\u{1F600}\u{1F600}".split("").length,
  "".split(/x/),
  "".split(/(?:)/),
  "ab".split(/a*?/),
  "ab".split(/a*/),
  "test".split("", 2),
  "a,b,,c".split(",", -1),
]
