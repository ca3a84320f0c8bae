/*---
{
  "description": "Array.from of a plain array or of { length } without a function, join of numbers, shift of holey arrays and toSpliced agree with the generic paths: holes, subclasses, an own iterator, index getters on the prototypes, a non-extensible array",
  "expect": {
    "ok": true,
    "value": {
      "copyHoles": [
        3,
        true,
        true,
        true
      ],
      "copyBig": [
        1000,
        1998,
        999000
      ],
      "subclass": [
        true,
        2,
        2
      ],
      "ownIterator": [
        "own"
      ],
      "protoGetter": [
        null,
        "proto",
        null
      ],
      "arrayLike": [
        3,
        true,
        true,
        true,
        [
          null,
          "x"
        ],
        0
      ],
      "strLen": 2,
      "join": [
        "1,-2,0,1.5,1e+21,NaN,Infinity,123456789012",
        "1 - 2 - 3",
        "a|1|||true"
      ],
      "shiftHoles": [
        null,
        3,
        true,
        false,
        3,
        1,
        2,
        false
      ],
      "shiftNonExtensible": [
        "TypeError",
        3
      ],
      "shiftProtoGetter": [
        "TypeError",
        2,
        "ap",
        [
          "1"
        ]
      ],
      "toSpliced": [
        [
          1,
          "a",
          "b",
          "c",
          4,
          5
        ],
        [
          1,
          null,
          3,
          4,
          5
        ],
        [],
        [
          1,
          null,
          3,
          4,
          "z"
        ],
        [
          1,
          null,
          3,
          4,
          5
        ],
        5
      ],
      "toSplicedProto": [
        1,
        "ap1",
        3,
        5
      ]
    }
  }
}
---*/
const out = {}
const holey = [1, , 3]
const c1 = Array.from(holey)
out.copyHoles = [c1.length, 1 in c1, c1[1] === undefined, c1 !== holey]
const big = []
for (let i = 0; i < 1000; i++) big.push(i * 2)
const c2 = Array.from(big)
out.copyBig = [c2.length, c2[999], c2.reduce((a, b) => a + b, 0)]
class MyArray extends Array {}
const c3 = MyArray.from([1, 2])
out.subclass = [c3 instanceof MyArray, c3.length, c3[1]]
const own = [1, 2, 3]
own[Symbol.iterator] = function* () { yield "own" }
out.ownIterator = Array.from(own)
Object.defineProperty(Object.prototype, "1", { get() { return "proto" }, configurable: true })
out.protoGetter = Array.from({ length: 3 })
delete Object.prototype[1]
const d = Array.from({ length: 3 })
out.arrayLike = [d.length, 0 in d, 2 in d, d[2] === undefined, Array.from({ length: 2, 1: "x" }), Array.from({ length: 0 }).length]
out.strLen = Array.from({ length: "2" }).length
out.join = [[1, -2, -0, 1.5, 1e21, NaN, Infinity, 123456789012].join(), [1, 2, 3].join(" - "), ["a", 1, null, undefined, true].join("|")]
const h = [, 1, , 3]
out.shiftHoles = [h.shift(), h.length, 0 in h, 1 in h, h[2], h.shift(), h.length, 0 in h]
const ne = Object.preventExtensions([1, , 3])
let neErr
try { ne.shift() } catch (e) { neErr = e.constructor.name }
out.shiftNonExtensible = [neErr, ne.length]
Object.defineProperty(Array.prototype, "0", { get() { return "ap" }, configurable: true })
const hp = [, 5]
let apErr
try { hp.shift() } catch (e) { apErr = e.constructor.name }
out.shiftProtoGetter = [apErr, hp.length, hp[0], Object.keys(hp)]
delete Array.prototype[0]
const sp = [1, , 3, 4, 5]
out.toSpliced = [sp.toSpliced(1, 2, "a", "b", "c"), sp.toSpliced(5), sp.toSpliced(0, 99), sp.toSpliced(-1, 1, "z"), sp.toSpliced(), sp.toSpliced(2, 0).length]
Object.defineProperty(Array.prototype, "1", { get() { return "ap1" }, configurable: true })
out.toSplicedProto = sp.toSpliced(3, 1)
delete Array.prototype[1]
return out
