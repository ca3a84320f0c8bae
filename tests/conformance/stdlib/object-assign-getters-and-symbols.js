/*---
{
  "description": "Object.assign runs getters, copies symbols, skips non-enumerable",
  "expect": {
    "ok": true,
    "value": [
      1,
      2,
      false,
      "h",
      "i",
      1
    ]
  }
}
---*/
const sym = Symbol("s")
const src = { get a() { return 1 }, [sym]: 2 }
Object.defineProperty(src, "hidden", { value: 3, enumerable: false })
const t = Object.assign({}, src, null, "hi")
return [t.a, t[sym], "hidden" in t, t[0], t[1], Object.getOwnPropertyDescriptor(t, "a").value]
