/*---
{
  "description": "subclasses of Map and Set construct through the overridden adder",
  "expect": {
    "ok": true,
    "value": [
      2,
      2,
      true,
      2,
      true,
      "[object Set]",
      true
    ]
  }
}
---*/
class Counting extends Map {
  set(k, v) { this.count = (this.count || 0) + 1; return super.set(k, v) }
}
const c = new Counting([["a", 1], ["b", 2]])
class Tagged extends Set {}
const t = new Tagged([1, 2, 2])
return [c.count, c.get("b"), c instanceof Map, t.size, t instanceof Tagged, Object.prototype.toString.call(t), Map[Symbol.species] === Map]
