/*---
{
  "description": "defineProperties and create with descriptors; descriptor getters run",
  "expect": {
    "ok": true,
    "value": [
      [
        "a"
      ],
      2,
      42,
      [
        "x"
      ],
      "v",
      1,
      [
        "own"
      ],
      "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>"
    ]
  }
}
---*/
const o = Object.defineProperties({}, {
  a: { value: 1, enumerable: true },
  b: { get() { return 2 }, enumerable: false },
})
const d = { get value() { return 42 }, get enumerable() { return true } }
const p = Object.defineProperty({}, "x", d)
const c = Object.create({ inherited: 1 }, { own: { value: "v", enumerable: true } })
let err = null
try { Object.defineProperty({}, "x", { get() {}, value: 1 }) } catch (e) { err = e.message }
return [Object.keys(o), o.b, p.x, Object.keys(p), c.own, c.inherited, Object.keys(c), err]
