/*---
{
  "description": "Function.prototype.apply reads an array-like's length and elements with getters and conversions; bind's length is ToIntegerOrInfinity of the target's, less the bound arguments",
  "expect": { "ok": true, "value": [["a", "b"], "len", "idx", [1, 2], 3, 0, true, 0, 1] }
}
---*/
const out = []
function f(...a) {
  return a
}
out.push(f.apply(null, { length: { valueOf: () => 2 }, 0: "a", 1: "b" }))
try {
  f.apply(null, {
    get length() {
      throw "len"
    },
  })
} catch (e) {
  out.push(e)
}
try {
  f.apply(null, {
    length: 1,
    get 0() {
      throw "idx"
    },
  })
} catch (e) {
  out.push(e)
}
out.push(f.apply(null, [1, 2]))
function g(a, b, c) {}
Object.defineProperty(g, "length", { value: 3.66 })
out.push(g.bind().length)
Object.defineProperty(g, "length", { value: -Infinity })
out.push(g.bind().length)
Object.defineProperty(g, "length", { value: Infinity })
out.push(g.bind(0, 1).length === Infinity)
Object.defineProperty(g, "length", { value: NaN })
out.push(g.bind().length)
Object.defineProperty(g, "length", { value: 2.5 })
out.push(g.bind(0, 1).length)
return out
