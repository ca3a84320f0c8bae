/*---
{
  "description": "Error.prototype.toString runs name/message getters, converts objects with ToPrimitive and throws a TypeError for a Symbol",
  "expect": { "ok": true, "value": ["name getter", "TypeError", "N: M", "E", "Error: m"] }
}
---*/
const out = []
const toString = Error.prototype.toString
try {
  toString.call({
    get name() {
      throw "name getter"
    },
  })
} catch (e) {
  out.push(e)
}
try {
  toString.call({ message: Symbol("s") })
} catch (e) {
  out.push(e.constructor.name)
}
out.push(toString.call({ name: { toString: () => "N" }, message: { valueOf: () => 1, toString: () => "M" } }))
out.push(toString.call({ name: "E", message: { toString: () => "" } }))
out.push(
  toString.call({
    get message() {
      return "m"
    },
  }),
)
return out
