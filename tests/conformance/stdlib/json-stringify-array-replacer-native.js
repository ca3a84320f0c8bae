/*---
{
  "description": "JSON.stringify with an array replacer: the native walk (list order, duplicates, numbers, inherited and non-enumerable keys, arrays unfiltered, gaps) and the prelude for what runs code (getters, toJSON, wrapper items, a getter in the list, proxies)",
  "expect": {"ok": true, "value": ["[{\"n\":10,\"id\":1,\"extra\":{\"n\":[1,{\"n\":2,\"id\":3}],\"id\":5}},{\"n\":20,\"id\":2},{}]", "{\"b\":\"B\",\"1\":\"one\",\"0\":\"zero\",\"1.5\":\"half\",\"a\":\"A\"}", "{\"own\":1,\"inherited\":\"from proto\",\"hidden\":\"not enumerable\"}", "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    {\n      \"a\": 2,\n      \"c\": 3\n    }\n  ],\n  \"c\": {}\n}", "{\n--\"a\": 1,\n--\"b\": {\n----\"a\": 2\n--}\n}", "{\n \"a\": 1,\n \"b\": {\n  \"a\": 2\n }\n}", "{\n~\"a\": 1\n}", "[{},2,\"s\",{}]", "\"str\"", "7", "[1,[2]]", null, "{\"d\":\"1970-01-01T00:00:00.000Z\",\"t\":{\"keep\":\"t\"}}", "[{\"b\":{\"b\":2,\"a\":\"inner\"},\"a\":1},{\"b\":0}]", "{\"a\":1,\"b\":2}", "{\"y\":2,\"n\":4}", "{\"a\":1,\"fromProto\":2}", "{\"b\":2}", "{\"p\":{\"b\":2}}", "{\"size\":1}", "{\"__proto__\":{\"__proto__\":null},\"a\":1}", "{\"length\":2,\"0\":\"a\",\"arr\":[\"x\",\"y\"]}", "TypeError", "{\"a\":1}", ["toJSON t", "get b", "list getter", "String item toString", "Number item toString", "replacer get length", "replacer get 0", "value get toJSON", "value get p", "value get b"]]}
}
---*/
const out = []
const log = []
const rows = [
  { id: 1, name: "a", n: 10, extra: { id: 5, deep: true, n: [1, { n: 2, id: 3, skip: 4 }] } },
  { n: 20, id: 2 },
  { other: 1 },
]
out.push(JSON.stringify(rows, ["n", "id", "extra"]))
// Duplicates removed (numbers become strings), other item types ignored, holes read as undefined.
const list = ["b", 1, "1", -0, 1.5, true, null, {}, Symbol("s"), , "b", "a", 0]
out.push(JSON.stringify({ a: "A", b: "B", 0: "zero", 1: "one", 1.5: "half" }, list))
// The list reads by [[Get]]: inherited and non-enumerable properties are included; missing
// keys and undefined, function and symbol values are skipped.
const base = { inherited: "from proto" }
const child = Object.create(base)
Object.defineProperty(child, "hidden", { value: "not enumerable" })
child.u = undefined
child.f = () => 1
child.own = 1
out.push(JSON.stringify(child, ["own", "inherited", "hidden", "missing", "u", "f", "constructor"]))
// Gaps: a number, a string, wrapper objects.
out.push(JSON.stringify({ a: 1, b: [1, { a: 2, c: 3 }], c: {} }, ["a", "b", "c"], 2))
out.push(JSON.stringify({ a: 1, b: { a: 2 } }, ["a", "b"], "--"))
out.push(JSON.stringify({ a: 1, b: { a: 2 } }, ["a", "b"], new Number(1)))
out.push(JSON.stringify({ a: 1 }, ["a"], new String("~")))
// An empty list: every object is {}.
out.push(JSON.stringify([{ a: 1 }, 2, "s", { b: { c: 1 } }], []))
// Primitives and arrays at the top.
out.push(JSON.stringify("str", ["a"]), JSON.stringify(7, ["a"]), JSON.stringify([1, [2]], ["a"]))
out.push(JSON.stringify(undefined, ["a"]))
// Dates (toJSON) and objects with toJSON: the result is filtered too.
out.push(JSON.stringify({ d: new Date(0), t: { toJSON(k) { log.push("toJSON " + k); return { keep: k, drop: 1 } } } }, ["d", "t", "keep"]))
// Getters on the objects run in order, once.
const withGetter = {
  a: 1,
  get b() {
    log.push("get b")
    return { a: "inner", b: 2 }
  },
  c: 3,
}
out.push(JSON.stringify([withGetter, { b: 0 }], ["b", "a"]))
// A getter in the list array itself, and String/Number objects as items (ToString runs).
const getterList = ["a"]
Object.defineProperty(getterList, 1, {
  get() {
    log.push("list getter")
    return "b"
  },
  enumerable: true,
})
out.push(JSON.stringify({ a: 1, b: 2, c: 3 }, getterList))
const str = new String("x")
str.toString = () => {
  log.push("String item toString")
  return "y"
}
const num = new Number(5)
num.toString = () => {
  log.push("Number item toString")
  return "n"
}
out.push(JSON.stringify({ x: 1, y: 2, 5: 3, n: 4 }, [str, num, new String("z")]))
// A hole of the list array reads an inherited element.
Array.prototype[1] = "fromProto"
out.push(JSON.stringify({ a: 1, fromProto: 2 }, ["a", , "a"]))
delete Array.prototype[1]
// Proxies: a proxy of an array as the replacer, a proxy value.
const plist = new Proxy(["b"], {
  get(t, k, r) {
    log.push("replacer get " + String(k))
    return Reflect.get(t, k, r)
  },
})
out.push(JSON.stringify({ a: 1, b: 2 }, plist))
const pval = new Proxy({ a: 1, b: 2 }, {
  get(t, k, r) {
    log.push("value get " + String(k))
    return Reflect.get(t, k, r)
  },
})
out.push(JSON.stringify({ p: pval }, ["p", "b"]))
// A Map: its `size` is a getter on the prototype.
out.push(JSON.stringify(new Map([[1, 2]]), ["size"]))
// __proto__ in the list reads Object.prototype's getter.
out.push(JSON.stringify({ a: 1 }, ["__proto__", "a"]))
// "length" and index keys of ordinary objects and arrays.
out.push(JSON.stringify({ length: 2, 0: "a", arr: ["x", "y"] }, ["length", "0", "arr"]))
// A cycle through listed keys throws; one through unlisted keys is never reached.
const cyc = { a: 1 }
cyc.self = cyc
try {
  JSON.stringify(cyc, ["self"])
} catch (e) {
  out.push(e.constructor.name)
}
out.push(JSON.stringify(cyc, ["a"]))
out.push(log)
return out
