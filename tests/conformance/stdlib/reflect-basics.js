/*---
{
  "description": "Reflect methods return booleans and respect receivers",
  "expect": {
    "ok": true,
    "value": [
      "a",
      "r",
      true,
      "!b",
      true,
      "!c",
      false,
      true,
      4,
      false,
      false,
      true,
      false,
      true,
      true,
      1
    ]
  }
}
---*/
const proto = { get who() { return this.name }, set who(v) { this.name = "!" + v } }
const o = Object.create(proto)
o.name = "a"
const r = { name: "r" }
const frozen = Object.freeze({ x: 1 })
return [
  Reflect.get(o, "who"), Reflect.get(o, "who", r), Reflect.set(o, "who", "b"), o.name,
  Reflect.set(o, "who", "c", r), r.name, Reflect.set(frozen, "x", 2), Reflect.has(o, "who"),
  Reflect.ownKeys({ b: 1, a: 2, [Symbol.iterator]: 3, 0: 0 }).length, Reflect.defineProperty(frozen, "y", { value: 1 }),
  Reflect.deleteProperty(frozen, "x"), Reflect.getPrototypeOf(o) === proto, Reflect.isExtensible(frozen),
  Reflect.preventExtensions({}), Reflect.setPrototypeOf({}, null), Reflect.getOwnPropertyDescriptor({ z: 1 }, "z").value,
]
