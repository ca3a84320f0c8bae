/*---
{
  "description": "Typed arrays as integer-indexed exotic objects: canonical numeric string keys (-0, 1.5, out of range) are never looked up on the prototype chain and writes to them are ignored; descriptors, delete, defineProperty, writes through a child object, freeze",
  "expect": {"ok": true, "value": [null, null, null, null, "proto", null, null, null, false, false, false, true, false, true, false, ["0", "1", "01"], 9, ["0", "1", "01"], "{\"value\":1,\"writable\":true,\"enumerable\":true,\"configurable\":true}", null, false, true, true, true, 7, false, false, false, 7, ["0"], null, true, "TypeError"]}
}
---*/
const t = new Int16Array([1, 2])
Object.prototype["-0"] = "proto"
Object.prototype["1.5"] = "proto"
Object.prototype["5"] = "proto"
Object.prototype.other = "proto"
const out = []
out.push(t["-0"], t["1.5"], t[5], t["-1"], t.other, t["01"], t["Infinity"], t["NaN"])
out.push("-0" in t, "1.5" in t, 5 in t, 1 in t, "01" in t, t.hasOwnProperty(0), t.hasOwnProperty("-0"))
t["-0"] = 9
t[1.5] = 9
t[7] = 9
t["01"] = 9
out.push(Object.keys(t), t["01"], Object.getOwnPropertyNames(t))
out.push(JSON.stringify(Object.getOwnPropertyDescriptor(t, 0)), Object.getOwnPropertyDescriptor(t, "-0"))
out.push(Reflect.deleteProperty(t, 0), Reflect.deleteProperty(t, 5), Reflect.deleteProperty(t, "-0"), Reflect.defineProperty(t, 0, { value: 7 }), t[0], Reflect.defineProperty(t, 0, { value: 7, writable: false }), Reflect.defineProperty(t, 3, { value: 7 }), Reflect.defineProperty(t, 0, { get() {} }))
const child = Object.create(t)
child[0] = 42
child[9] = 42
out.push(t[0], Object.keys(child), child[9])
for (const k of ["-0", "1.5", "5", "other"]) delete Object.prototype[k]
out.push(Object.isFrozen(Object.freeze(new Int8Array(0))), (() => { try { Object.freeze(new Int8Array(1)); return "ok" } catch (e) { return e.name } })())
return out
