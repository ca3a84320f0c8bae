/*---
{
  "description": "note: plain JavaScript (V8) backtracks exponentially and hangs on these; code mode runs nested-quantifier patterns on a memoizing, step-bounded matcher, so they answer at once or throw a RangeError",
  "expect": {"ok": true, "value": [false, false, false, 1001, "RangeError"]}
}
---*/
let a = ""
for (let i = 0; i < 1000; i++) a += "a"
const words = "the quick brown fox jumps over the lazy dog and keeps running away from here"
let err
try {
  /(a+)+\1$/.test(a + "b")
} catch (e) {
  err = e.name
}
return [/(a+)+$/.test(a + "b"), /^(\w+\s?)+$/.test(words + "!"), /(x+x+)+y/.test(a), /(a|a)*$/.exec(a + "b").index, err]
