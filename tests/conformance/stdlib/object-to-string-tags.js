/*---
{
  "description": "Object.prototype.toString with built-in tags and Symbol.toStringTag getters",
  "expect": {
    "ok": true,
    "value": [
      "[object Widget]",
      "[object Array]",
      "[object Null]",
      "[object Undefined]",
      "[object Number]",
      "[object String]",
      "[object Boolean]",
      "[object Function]",
      "[object Map]",
      "[object Set]",
      "[object Error]",
      "[object Promise]",
      "[object Reflect]",
      "[object Object]",
      "[object Array Iterator]",
      "[object Map Iterator]"
    ]
  }
}
---*/
const ts = (v) => Object.prototype.toString.call(v)
class W { get [Symbol.toStringTag]() { return "Widget" } }
return [ts(new W()), ts([]), ts(null), ts(undefined), ts(1), ts("s"), ts(true), ts(() => 1), ts(new Map()), ts(new Set()), ts(new Error("x")), ts(Promise.resolve()), ts(Reflect), ts({ [Symbol.toStringTag]: 5 }), ts([][Symbol.iterator]()), ts(new Map().entries())]
