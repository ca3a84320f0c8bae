/*---
{"description": "String() and join of arrays holding arrays: nested arrays joined natively while their toString and join are the intrinsics (holes, null, undefined, separators, cycles as empty strings, deep nesting), and the prelude for an own toString or join, Symbol.toPrimitive, getters, proxies, other prototypes, objects, symbols and replaced prototype methods", "expect": {"ok": true, "value": ["1,2,3,4,5,,s", "1 | 2,3 | 4,5,6", "1,,3;,;,;true,false,0,1.5,1e+21", "1,2,", "1-2-", "1,2,", "2,1,", "1,2,/2,1,", "9,,,9,,", "7,8,7,8,7,8", "0,OWN,OWN", "J,5", "P,6", "0,1,G", "1,2,3", "other,3", "1,obj,2,[object Object]", "TypeError", "0,proto,2,0", "1+2+3+4", "1 <2,<3>>", "1,2,3", 13889, "1,234.5,1,234.5", ["own toString", "own toString", "own join undefined", "toPrimitive string", "get 1", "join 3", "join 2", "join 1", "join 1"]]}}
---*/
const out = []
const log = []
// Fast path: nested arrays joined in place (inner arrays with ",", the outer with its separator).
out.push(String([1, [2, 3], [[4, [5]], []], "s"]))
out.push([1, [2, 3], [4, [5, 6]]].join(" | "))
out.push([[1, , 3], [null, undefined], [, ,], [true, false, -0, 1.5, 1e21]].join(";"))
// Cycles: an array already being joined is "" (the root, an inner one, two arrays in a loop).
const self = [1, 2]
self.push(self)
out.push(String(self), self.join("-"))
const a = [1]
const b = [2, a]
a.push(b)
out.push(String(a), String(b), [a, b].join("/"))
const inner = [9]
inner.push([inner, [inner]])
out.push(String([inner, inner]))
// The same array twice (not a cycle).
const twice = [7, 8]
out.push(String([twice, twice, [twice]]))
// Fall-backs: an own toString, an own join, Symbol.toPrimitive, a getter element, a proxy,
// another prototype, objects and symbols beside the arrays.
const own = [1, 2]
own.toString = function () { log.push("own toString"); return "OWN" }
out.push(String([0, own, [own]]))
const ownJoin = [3, 4]
ownJoin.join = function (s) { log.push("own join " + s); return "J" }
out.push(String([ownJoin, [5]]))
const prim = [5]
prim[Symbol.toPrimitive] = (hint) => { log.push("toPrimitive " + hint); return "P" }
out.push(String([prim, [6]]))
const getter = [1]
Object.defineProperty(getter, 1, { get() { log.push("get 1"); return "G" }, enumerable: true })
out.push(String([[0], getter]))
out.push(String([new Proxy([1, [2]], {}), [3]]))
const other = Object.setPrototypeOf([1, 2], { toString() { return "other" } })
out.push(String([other, [3]]))
out.push(String([[1], { toString() { return "obj" } }, [2, [{ valueOf() { return 1 } }]]]))
try { String([[1], [Symbol("s")]]) } catch (e) { out.push(e.name) }
// Holes of an inner array read through the prototype.
Array.prototype[1] = "proto"
out.push(String([[0, , 2], [0]]))
delete Array.prototype[1]
// Array.prototype.join and toString replaced: every array uses the new ones.
const savedJoin = Array.prototype.join
Array.prototype.join = function (s) { log.push("join " + this.length); return savedJoin.call(this, s === undefined ? "+" : s) }
out.push(String([1, [2, 3], [[4]]]))
Array.prototype.join = savedJoin
const savedToString = Array.prototype.toString
Array.prototype.toString = function () { return "<" + savedJoin.call(this) + ">" }
out.push([1, [2, [3]]].join(" "))
Array.prototype.toString = savedToString
out.push(String([1, [2, [3]]]))
// Deep nesting.
let deep = [0]
for (let i = 1; i < 3000; i++) deep = [i, deep]
out.push(String(deep).length)
// toLocaleString is not the join.
out.push([1234.5, [1234.5]].toLocaleString())
out.push(log)
return out
