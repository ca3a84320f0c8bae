/*---
{
  "description": "Proxy: every trap is called with the right arguments, in the order the operations ask for them",
  "expect": {"ok": true, "value": {"out": [1, true, false, "b,c", "{\"b\":2,\"c\":3}", true, true, "b,c", "{\"b\":2,\"c\":3}", "b,2;c,3", "in:b", "in:c", "b,c,d", true, false, false, false], "log": ["get:a", "has:b", "has:zz", "set:c,3", "getOwnPropertyDescriptor:c", "defineProperty:c", "deleteProperty:a", "ownKeys:", "getOwnPropertyDescriptor:b", "getOwnPropertyDescriptor:c", "get:toJSON", "ownKeys:", "getOwnPropertyDescriptor:b", "getOwnPropertyDescriptor:c", "get:b", "get:c", "getPrototypeOf:", "isExtensible:", "ownKeys:", "ownKeys:", "getOwnPropertyDescriptor:b", "get:b", "getOwnPropertyDescriptor:c", "get:c", "ownKeys:", "getOwnPropertyDescriptor:b", "get:b", "getOwnPropertyDescriptor:c", "get:c", "ownKeys:", "getPrototypeOf:", "getOwnPropertyDescriptor:b", "getOwnPropertyDescriptor:c", "defineProperty:d", "ownKeys:", "get:hasOwnProperty", "getOwnPropertyDescriptor:d", "getOwnPropertyDescriptor:d", "setPrototypeOf:", "preventExtensions:", "isExtensible:", "ownKeys:", "getOwnPropertyDescriptor:b", "isExtensible:", "ownKeys:", "getOwnPropertyDescriptor:b"]}}
}
---*/
const log = []
const target = { a: 1, b: 2 }
const handler = {}
for (const name of ["get", "set", "has", "deleteProperty", "ownKeys", "getOwnPropertyDescriptor", "defineProperty", "getPrototypeOf", "setPrototypeOf", "isExtensible", "preventExtensions"]) {
  handler[name] = (...args) => {
    log.push(name + ":" + args.slice(1).filter((x) => typeof x !== "object").map(String).join(","))
    return Reflect[name](...args)
  }
}
const p = new Proxy(target, handler)
const out = []
out.push(p.a, "b" in p, "zz" in p)
p.c = 3
delete p.a
out.push(Object.keys(p).join(), JSON.stringify(p), Object.getPrototypeOf(p) === Object.prototype)
out.push(Object.isExtensible(p), Reflect.ownKeys(p).join())
const copy = { ...p }
out.push(JSON.stringify(copy), Object.entries(p).join(";"))
for (const k in p) out.push("in:" + k)
Object.defineProperty(p, "d", { value: 4, enumerable: false, configurable: true, writable: true })
out.push(Object.getOwnPropertyNames(p).join(), p.hasOwnProperty("d"), Object.prototype.propertyIsEnumerable.call(p, "d"))
Object.setPrototypeOf(p, null)
Object.preventExtensions(p)
out.push(Object.isFrozen(p), Object.isSealed(p))
return { out, log }
