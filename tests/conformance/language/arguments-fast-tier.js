/*---
{
  "description": "arguments and rest parameters in functions the fast tier calls: reads by index and length, more or fewer arguments than parameters, no aliasing in strict code, prototype indices, getters, setters, constructors, recursion, callee",
  "expect": {"ok": true, "value": [2005000, 0, 1, 55, [1, null, 1, 1, null, null, null], [1, 2, 2, 1, 2, null, null], [1, 2, 4, 1, 2, 3, 4], [null, null, 5, null, 2], [10, 20], [null, [], 0, 0], [1, [], 0, 1], [1, [2, 3], 2, 3], 16, ["from proto", 1, true], [4, 4, true], [null, 1, false], [false, "object", "[object Arguments]", [7, 8, 9], [8, 9]], true, 0, [5, 1, 5], [3, 3], 125750, "b", ["x", 1, ["0", "1", "2", "5"]], [0, 1, "many: b"]]}
}
---*/
function sum() { let s = 0; for (let i = 0; i < arguments.length; i++) s += arguments[i]; return s }
function pick(a, b) { return [a, b, arguments.length, arguments[0], arguments[1], arguments[2], arguments[3]] }
function odd(a) { return [arguments[-1], arguments[1.5], arguments['0'], arguments[4294967295], arguments.length] }
function noAlias(a) { a = 10; arguments[0] = 20; return [a, arguments[0]] }
function rest(a, ...more) { return [a, more, more.length, arguments.length] }
function rec(n) { return n === 0 ? arguments.length : rec(n - 1, 1, 2) + arguments.length }
function protoRead() { return [arguments[3], arguments.length, 3 in arguments] }
function shapes() { return [Array.isArray(arguments), typeof arguments, Object.prototype.toString.call(arguments), [...arguments], Array.prototype.slice.call(arguments, 1)] }
function calleeThrows() { try { return arguments.callee } catch (e) { return e instanceof TypeError } }
const o = {
  get g() { return arguments.length },
  set s(v) { this.seen = [v, arguments.length, arguments[0]] },
}
function Ctor() { this.n = arguments.length; this.last = arguments[arguments.length - 1] }
const out = []
let t = 0
for (let i = 0; i < 2000; i++) t += sum(i, 1, 2)
out.push(t)
out.push(sum(), sum(1), sum(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
out.push(pick(1), pick(1, 2), pick(1, 2, 3, 4))
out.push(odd(5, 6))
out.push(noAlias(1))
out.push(rest(), rest(1), rest(1, 2, 3))
out.push(rec(5))
Object.prototype[3] = 'from proto'
out.push(protoRead(1), protoRead(1, 2, 3, 4))
delete Object.prototype[3]
out.push(protoRead(1))
out.push(shapes(7, 8, 9))
out.push(calleeThrows())
o.s = 5
out.push(o.g, o.seen)
const c = new Ctor(1, 2, 3)
out.push([c.n, c.last])
let u = 0
for (let i = 0; i < 500; i++) { const x = new Ctor(i, i); u += x.n + x.last }
out.push(u)
const arrow = function () { return (() => arguments[1])() }
out.push(arrow('a', 'b'))
function mutate() { arguments[5] = 'x'; arguments.length = 1; return [arguments[5], arguments.length, Object.keys(arguments)] }
out.push(mutate(1, 2, 3))
function throwsIn() { if (arguments.length > 1) throw new Error('many: ' + arguments[1]); return arguments[0] }
let caught = []
for (let i = 0; i < 3; i++) { try { caught.push(throwsIn(i, ...(i === 2 ? ['b'] : []))) } catch (e) { caught.push(e.message) } }
out.push(caught)
return out
