/*---
{
  "description": "A function's result that was copied into a register just before returning (a conditional expression, a variable assigned last, a logical expression) returns the copied value itself: conditionals in every position, nested conditionals, returns inside try/catch/finally (the finally's own return wins), generators, derived constructors returning an object or nothing, arrows with expression bodies, recursion, and a variable modified after the copy point in another branch",
  "expect": {"ok": true, "value": [[1, 2, 1, 2], ["neg", "zero", "pos"], [5, 8], ["try", "finally"], [1, 2, "done"], [7, "obj"], [3, 4], 55, ["a", 1], [0, 1, 1, 2, 3, 5, 8]]}
}
---*/
const pick = (c, a, b) => (c ? a : b)
function pick2(c, a, b) { return c ? a : b }
const sign = (x) => (x < 0 ? "neg" : x === 0 ? "zero" : "pos")
function last(a, b) { let r = a; if (b > a) { r = b } return r }
function viaTry(flag) {
  try { return flag ? "try" : "t2" } finally { if (!flag) return "never" }
}
function viaFinally() {
  try { return 1 } finally { return "finally" }
}
function* gen() { const x = yield 1; return x ? x : "done" }
const g = gen(); const g1 = g.next().value; const g2 = g.next(2).value; const g3 = gen(); g3.next(); const g4 = g3.next(0).value
class A { constructor(v) { this.v = v } }
class B extends A { constructor(v, obj) { super(v); return obj ? obj : undefined } }
const b1 = new B(7, null).v
const b2 = new B(1, { tag: "obj" }).tag
function orDefault(x) { return x || 3 }
function andThen(x) { return x && 4 }
function sum(n) { return n === 0 ? 0 : n + sum(n - 1) }
function entry(k, v) { const e = [k, v]; return e.length === 2 ? e : null }
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
return [
  [pick(true, 1, 2), pick(false, 1, 2), pick2(1, 1, 2), pick2(0, 1, 2)],
  [sign(-3), sign(0), sign(9)],
  [last(5, 2), last(5, 8)],
  [viaTry(true), viaFinally()],
  [g1, g2, g4],
  [b1, b2],
  [orDefault(0), andThen(1)],
  sum(10),
  entry("a", 1),
  [0, 1, 2, 3, 4, 5, 6].map(fib),
]
