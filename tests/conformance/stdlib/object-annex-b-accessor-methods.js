/*---
{
  "description": "Object.prototype.__defineGetter__/__defineSetter__/__lookupGetter__/__lookupSetter__ (Annex B)",
  "expect": { "ok": true, "value": ["set 5", 1, "function", "function", true, true, true, "TypeError", "TypeError", "key first", 2, 1, "__lookupGetter__", false] }
}
---*/
const out = []
const o = {}
o.__defineGetter__("x", function () {
  return 1
})
o.__defineSetter__("x", function (v) {
  out.push("set " + v)
})
o.x = 5
out.push(o.x, typeof o.__lookupGetter__("x"), typeof Object.create(o).__lookupSetter__("x"))
out.push(o.__lookupGetter__("nope") === undefined, ({ y: 1 }).__lookupGetter__("y") === undefined)
const d = Object.getOwnPropertyDescriptor(o, "x")
out.push(d.enumerable && d.configurable)
try {
  o.__defineGetter__("y", 1)
} catch (e) {
  out.push(e.constructor.name)
}
try {
  Object.prototype.__lookupGetter__.call(null, "y")
} catch (e) {
  out.push(e.constructor.name)
}
try {
  o.__lookupSetter__({
    toString() {
      throw "key first"
    },
  })
} catch (e) {
  out.push(e)
}
out.push(Object.prototype.__defineGetter__.length, Object.prototype.__lookupSetter__.length, Object.prototype.__lookupGetter__.name)
out.push(Object.getOwnPropertyDescriptor(Object.prototype, "__defineSetter__").enumerable)
return out
