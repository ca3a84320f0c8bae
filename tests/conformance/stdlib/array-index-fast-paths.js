/*---
{
  "description": "integer-index reads, Array.from and flat/flatMap agree with the spec where their fast paths end: prototypes holding elements, proxies, typed arrays, index properties defined later, holes read through Array.prototype",
  "expect": {
    "ok": true,
    "value": {
      "arrayProto": [20, "undefined"],
      "stringProto": ["z", "b", "undefined"],
      "proxyProto": "p123457",
      "typedProto": 6,
      "laterIndex": ["x", "g", "g"],
      "from": [[0, 2, 4], [1, 1], [7, 8, "undefined"], [2, 4]],
      "flat": [[0, 1, 2, 3, 4], [1, 2, 3], [5, [6]], [9, 9, 9]],
      "flatHoles": [0, "P", 2, 3],
      "flatMapProxy": [1, 2, 3],
      "flatMapThis": [10, 11, 20, 21],
      "flatMapSelf": 4,
      "appendSub": [true, 3, [3, 4, 5]],
      "appendLocked": "TypeError"
    }
  }
}
---*/
const out = {}
const base = [10, 20, 30]
const viaArray = Object.create(base)
out.arrayProto = [viaArray[1], typeof viaArray[987654]]
const viaString = Object.create(new String("xyz"))
out.stringProto = [viaString[2], "abc"[1], typeof "abc"[876543]]
const viaProxy = Object.create(new Proxy({}, { get: (t, k) => "p" + String(k) }))
out.proxyProto = viaProxy[123457]
out.typedProto = Object.create(new Uint8Array([5, 6]))[1]
String.prototype[777777] = "x"
Object.defineProperty(Object.prototype, 999991, { get() { return "g" }, configurable: true })
out.laterIndex = ["abc"[777777], ({})[999991], [][999991]]
delete Object.prototype[999991]
out.from = [
  Array.from({ length: 3 }, (_, i) => i * 2),
  Array.from({ length: 2 }, function () { return this.k }, { k: 1 }),
  Array.from({ length: 3, 0: 7, 1: 8 }).map((v) => (v === undefined ? "undefined" : v)),
  Array.from([1, 2], (v, i) => v + i * 2 + 1 - i),
]
const nested = [[0, 1], [2], [], [3, 4]]
out.flat = [nested.flat(), [[1, [2]], [3]].flat(2), [[5, [6]]].flat(), [[9, 9], [9]].flat()]
Array.prototype[1] = "P"
out.flatHoles = [[0, , 2], [3]].flat()
delete Array.prototype[1]
out.flatMapProxy = [[1, 2], [3]].flatMap((x) => new Proxy(x, {}))
out.flatMapThis = [1, 2].flatMap(function (x) { return [x * this.m, x * this.m + 1] }, { m: 10 })
const self = [1, 2]
out.flatMapSelf = self.flatMap(() => self).length
class Sub extends Array {}
const subbed = Sub.from({ length: 3 }, (_, i) => i + 3)
out.appendSub = [subbed instanceof Sub, subbed.length, [...subbed]]
try {
  Array.from.call(function () { return Object.preventExtensions([]) }, { length: 1 })
  out.appendLocked = "no error"
} catch (e) {
  out.appendLocked = e.name
}
return out
