/*---
{
  "description": "fromEntries takes any iterable of entries and rejects non-objects",
  "expect": {
    "ok": true,
    "value": [
      1,
      "number",
      {
        "k": "v"
      },
      "Iterator value 1 is not an entry object"
    ]
  }
}
---*/
const m = new Map([["a", 1], [Symbol.iterator, 2]])
const o = Object.fromEntries(m)
let err = null
try { Object.fromEntries([1]) } catch (e) { err = e.message }
return [o.a, typeof o[Symbol.iterator], Object.fromEntries([["k", "v"]].values()), err]
