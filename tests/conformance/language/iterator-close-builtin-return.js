/*---
{
  "description": "Closing a built-in iterator early (array destructuring that stops before the end, for-of with break, return or throw, spread-free destructuring of Map entries) calls a return method a program added to %ArrayIteratorPrototype% or Object.prototype, with the iterator as this; exhausting the iterator does not call it; without such a method nothing is called",
  "expect": {"ok": true, "value": [["aip", "aip", "aip", "aip"], 0, ["obj", "obj"], true, 1, 3]}
}
---*/
const AIP = Object.getPrototypeOf([][Symbol.iterator]())
const log = []
let self = null
AIP.return = function () { log.push("aip"); self = this; return {} }
const [a] = [1, 2, 3]
for (const x of [1, 2]) break
function early() { for (const x of [1, 2]) return x }
early()
try { for (const x of [1, 2]) throw new Error("stop") } catch {}
const seen = log.slice()
log.length = 0
const [p, q, r] = [1, 2]
for (const x of [1, 2]) {}
const afterFull = log.length
delete AIP.return
Object.prototype.return = function () { log.push("obj"); return {} }
const [m] = [5, 6]
const MIP = new Map([[1, 2], [3, 4]])
for (const e of MIP) break
const objLog = log.slice()
delete Object.prototype.return
const [z] = [1, 2]
let n = 0
for (const x of [1, 2, 3]) { n++; if (n === 3) break }
return [seen, afterFull, objLog, self !== null && typeof self.next === "function", z, n]
