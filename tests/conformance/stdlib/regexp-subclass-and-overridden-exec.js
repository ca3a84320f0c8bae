/*---
{
  "description": "replace/match/split/test/matchAll go through an overridden exec (subclass and own property)",
  "expect": {"ok": true, "value": ["f[<o>]",["<o>","<o>"],true,["a","b","c"],["<1>","<2>"],"f00",[0,2,3],true,true]}
}
---*/
class Loud extends RegExp {
  exec(s) {
    const m = super.exec(s)
    if (m) m[0] = "<" + m[0] + ">"
    return m
  }
}
const calls = []
const re = /o/g
re.exec = function (s) {
  calls.push(this.lastIndex)
  return RegExp.prototype.exec.call(this, s)
}
const all = []
for (const m of "a1b2".matchAll(new Loud("\\d", "g"))) all.push(m[0])
return [
  "foo".replace(new Loud("o", "g"), "[$&]"),
  "foo".match(new Loud("o", "g")),
  new Loud("x").test("axb"),
  "axbxc".split(new Loud("x")),
  all,
  "foo".replace(re, "0"),
  calls,
  new Loud("a") instanceof RegExp,
  Object.getPrototypeOf(new Loud("a")) === Loud.prototype,
]
