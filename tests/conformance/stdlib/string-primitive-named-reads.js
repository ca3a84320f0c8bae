/*---
{
  "description": "Named reads of string primitives (taken by the fast tier since the reads of short, flat, atom and rope strings): length of each kind, String.prototype methods and a method added to it, a getter added to it (this is the primitive), a patched toString, Object.prototype properties seen through it, and a plain object's length read at the same site",
  "expect": {"ok": true, "value": [3, 33, 6, 80, 0, 3, 33, 6, 80, 0, 3, 33, 6, 80, 0, "function", 107, "abab", true, true, "k12k12", 30, 330, "patched", "k12", 7, null, null, 3, 5, 80]}
}
---*/
const r = []
const short = "k" + 12, flat = "a text longer than fourteen units", atom = "length"
let rope = ""
for (let i = 0; i < 40; i++) rope += "ab"
for (let i = 0; i < 3; i++) r.push(short.length, flat.length, atom.length, rope.length, "".length)
r.push(typeof short.charCodeAt, short.charCodeAt(0), rope.slice(0, 4), short.hasOwnProperty("length"), short.constructor === String)
String.prototype.twice = function () { return this + this }
r.push(short.twice())
Object.defineProperty(String.prototype, "size", { get() { return this.length * 10 }, configurable: true })
r.push(short.size, flat.size)
String.prototype.toString = function () { return "patched" }
r.push(short.toString(), `${short}`)
Object.prototype.extra = 7
r.push(short.extra, short.missing)
delete Object.prototype.extra
r.push(short.extra)
const o = { length: 5 }
const both = [short, o, rope]
for (const x of both) r.push(x.length)
return r
