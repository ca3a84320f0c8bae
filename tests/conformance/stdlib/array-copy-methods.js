/*---
{
  "description": "toReversed, toSorted, toSpliced and with copy; holes read as undefined",
  "expect": {
    "ok": true,
    "value": [
      [
        1,
        null,
        3
      ],
      true,
      [
        1,
        3,
        null
      ],
      [
        1,
        "x",
        4
      ],
      [
        1,
        2,
        9
      ],
      "RangeError: Invalid index : 5",
      [
        3,
        null,
        1
      ]
    ]
  }
}
---*/
const a = [3, , 1]
const r = a.toReversed()
const s = a.toSorted()
const sp = [1, 2, 3, 4].toSpliced(1, 2, "x")
const w = [1, 2, 3].with(-1, 9)
let err = null
try { [1].with(5, 0) } catch (e) { err = e.constructor.name + ": " + e.message }
return [r, 1 in r, s, sp, w, err, a]
