/*---
{
  "description": "assigning or defining an array's length with an object value converts it twice (ToUint32, then ToNumber) with hint number; String.raw is not a constructor",
  "expect": { "ok": true, "value": [["number", "number"], 2, 1, "RangeError", "TypeError", true, 0, ["number", "number"], false, "TypeError"] }
}
---*/
const hints = []
const x = [1, 2, 3]
x.length = {
  [Symbol.toPrimitive](h) {
    hints.push(h)
    return 2
  },
}
const y = []
y.length = {
  toString() {
    return "1"
  },
  valueOf() {
    return {}
  },
}
const out = [hints, x.length, y.length]
try {
  const z = []
  z.length = {
    valueOf() {
      return -1
    },
  }
} catch (e) {
  out.push(e.constructor.name)
}
const w = [1]
Object.freeze(w)
try {
  w.length = {
    valueOf() {
      return 0
    },
  }
} catch (e) {
  out.push(e.constructor.name)
}
const r = [1, 2]
out.push(Reflect.set(r, "length", { valueOf: () => 0 }), r.length)
const h2 = []
const a = [1, 2, 3]
out.push(
  h2,
  Reflect.defineProperty(a, "length", {
    value: {
      [Symbol.toPrimitive](h) {
        h2.push(h)
        Object.defineProperty(a, "length", { writable: false })
        return 0
      },
    },
  }),
)
try {
  new String.raw({ raw: [] })
} catch (e) {
  out.push(e.constructor.name)
}
return out
