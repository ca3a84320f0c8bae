/*---
{
  "description": "Array(n) makes a sparse array; bad lengths throw RangeError",
  "expect": {
    "ok": true,
    "value": [
      3,
      false,
      [
        2,
        3
      ],
      [
        "3"
      ],
      "RangeError: Invalid array length",
      "Invalid array length",
      true,
      1,
      [
        1,
        2
      ]
    ]
  }
}
---*/
const a = Array(3)
const b = new Array(2, 3)
const c = new Array("3")
let err = null
try { new Array(-1) } catch (e) { err = e.constructor.name + ": " + e.message }
let err2 = null
try { new Array(1.5) } catch (e) { err2 = e.message }
return [a.length, 0 in a, b, c, err, err2, Array.isArray(Array.prototype), Array.of(7).length, Array.of(1, 2)]
