/*---
{"description": "JSON.stringify with a replacer function: the native walk (holders as this, string keys, gaps, skipped members and null elements, the root replaced or dropped, holder changes) and the prelude for what runs other code (getters, toJSON, boxed results, proxies, cycles, promises, errors, exotic objects, BigInt), one property at a time", "expect": {"ok": true, "value": ["[{\"id\":1,\"n\":[1,2]},{\"id\":2,\"n\":[]}]", "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    {\n      \"c\": 2\n    },\n    []\n  ],\n  \"d\": {}\n}", "{\n--\"b\": [\n----1,\n----{\n------\"c\": 2\n----},\n----[]\n--],\n--\"d\": {}\n}", "{}", "{\"arr\":[null,null,null]}", "[\"\",\"object\"]", "undefined", "10", "\"s!\"", "{\"a\":[{\"n\":1},null,null,null,[{\"n\":2},null,{\"n\":3}]]}", "{\"a\":1,\"c\":3}", "[1,\"two\",null]", "{\"t\":{\"from\":\"t\"},\"d\":\"1970-01-01T00:00:00.000Z\"}", "{\n \"a\": 1,\n \"b\": {\n  \"c\": [\n   1,\n   {\n    \"d\": 4\n   }\n  ]\n },\n \"e\": 5\n}", "{\"a\":7,\"b\":\"s\",\"c\":3}", "TypeError: Do not know how to serialize a BigInt", "{\"a\":\"10\"}", "{\"e\":{\"name\":\"RangeError\",\"message\":\"bad\"}}", "{\"p\":{\"x\":1,\"y\":[2]}}", "{\n  \"a\": [\n    1,\n    2\n  ]\n}", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'b' -> object with constructor 'Object'\n    --- property 'c' closes the circle", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Array'\n    |     index 1 -> object with constructor 'Object'\n    --- property 'x' closes the circle", "[{\"s\":1},{\"s\":1},{\"shared\":{\"s\":1}}]", "stop b", "{\"a\":[1]}", "{\"a\":[1]}", "\"\"", "{\"1\":\"one\",\"2\":\"two\",\"b\":1}", "{\"m\":{},\"s\":{},\"t\":{\"0\":1,\"1\":2}}", "TypeError: JSON.stringify received an un-awaited Promise; await it first.", "{\n0123456789\"q\\\"k\\n\": \"v \\ud800\"\n}", "[\n          []\n]", "{\n\t\"a\": [\n\t\t{}\n\t]\n}", ["string::object:", "string:0:arr", "string:id:object", "string:name:object", "string:n:object", "string:0:arr", "string:1:arr", "string:1:arr", "string:id:object", "string:name:object", "string:n:object", "chg =[object Object]", "chg a=1", "chg b=undefined", "chg c=3", "rep  object", "toJSON t", "rep t object", "rep from string", "rep d string", "g ", "g a", "get b", "g b", "g c", "g 0", "g 1", "get d", "g d", "g e"]]}}
---*/
const out = []
const log = []
// Fast path: every value through the replacer, `this` the holder, keys as strings.
const rows = [{ id: 1, name: "a", n: [1, 2] }, { id: 2, name: "b", n: [] }]
out.push(JSON.stringify(rows, function (k, v) {
  log.push(typeof k + ":" + k + ":" + (Array.isArray(this) ? "arr" : typeof this) + (k === "" ? ":" + Object.keys(this).join() : ""))
  return k === "name" ? undefined : v
}))
// Indentation (number, string), empty containers, skipped members at the edges.
const ind = { a: 1, b: [1, { c: 2 }, []], d: {}, e: undefined, f: () => 1 }
out.push(JSON.stringify(ind, (k, v) => v, 2))
out.push(JSON.stringify(ind, (k, v) => (k === "a" ? undefined : v), "--"))
out.push(JSON.stringify({ x: 1 }, (k, v) => (k === "x" ? undefined : v), 4))
// Replacer returning undefined, functions, symbols (members skipped, elements null).
out.push(JSON.stringify({ a: 1, b: 2, c: 3, arr: [1, 2, 3] }, (k, v) => {
  if (k === "a" || k === "0") return undefined
  if (k === "b" || k === "1") return () => 1
  if (k === "c" || k === "2") return Symbol("s")
  return v
}))
// Root replaced or dropped.
out.push(JSON.stringify({ a: 1 }, (k, v) => (k === "" ? [k, typeof v] : v)))
out.push(String(JSON.stringify({ a: 1 }, (k, v) => (k === "" ? undefined : v))))
out.push(JSON.stringify(5, (k, v) => v * 2), JSON.stringify("s", (k, v) => v + "!"))
// Replacer returns new objects, nested arrays with holes, null, undefined.
out.push(JSON.stringify({ a: [1, , null, undefined, [2, , 3]] }, (k, v) => (typeof v === "number" && k !== "n" ? { n: v } : v)))
// Replacer changing the holder: deleting a later key (undefined is passed), adding one (not seen).
out.push(JSON.stringify({ a: 1, b: 2, c: 3 }, function (k, v) {
  if (k === "a") { delete this.b; this.z = 9 }
  log.push("chg " + k + "=" + v)
  return v
}))
// Replacer changing an array's elements ahead.
out.push(JSON.stringify([1, 2, 3], function (k, v) {
  if (k === "0") { this[1] = "two"; this.length = 2 }
  return v
}))
// toJSON (before the replacer; the replacer sees its result), Dates.
out.push(JSON.stringify({ t: { toJSON(k) { log.push("toJSON " + k); return { from: k } } }, d: new Date(0) }, (k, v) => {
  log.push("rep " + k + " " + typeof v)
  return v
}))
// Getters run once, in order (the prelude serializes that property).
const g = { a: 1, get b() { log.push("get b"); return { c: [1, { get d() { log.push("get d"); return 4 } }] } }, e: 5 }
out.push(JSON.stringify(g, (k, v) => { log.push("g " + k); return v }, 1))
// Boxed primitives returned by the replacer; raw JSON; BigInt with and without toJSON.
out.push(JSON.stringify({ a: 1, b: 2, c: 3 }, (k, v) => (k === "a" ? new Number(7) : k === "b" ? new String("s") : v)))
try { JSON.stringify({ a: 1 }, (k, v) => (k === "a" ? 10n : v)) } catch (e) { out.push(e.name + ": " + e.message) }
out.push(JSON.stringify({ a: 10n }, (k, v) => (typeof v === "bigint" ? String(v) : v)))
// Errors (code-mode form is made before the replacer) and a replacer returning an error.
out.push(JSON.stringify({ e: new RangeError("bad") }, (k, v) => v))
// Proxies.
out.push(JSON.stringify({ p: new Proxy({ x: 1, y: [2] }, {}) }, (k, v) => v))
out.push(JSON.stringify({ a: 1 }, (k, v) => (k === "a" ? new Proxy([1, 2], {}) : v), 2))
// Cycles: through the replacer's result and in the data.
const cyc = { a: { b: {} } }
cyc.a.b.c = cyc.a
try { JSON.stringify(cyc, (k, v) => v) } catch (e) { out.push(e.name + ": " + e.message) }
const arr = [1, { x: null }]
try { JSON.stringify(arr, (k, v) => (k === "x" ? arr : v)) } catch (e) { out.push(e.name + ": " + e.message) }
// The same object twice (not a cycle).
const shared = { s: 1 }
out.push(JSON.stringify([shared, shared, { shared }], (k, v) => v))
// Replacer throws; the walk stops.
try { JSON.stringify({ a: 1, b: 2 }, (k, v) => { if (k === "b") throw new Error("stop " + k); return v }) } catch (e) { out.push(e.message) }
// A replacer that is not an ordinary function (bound, arrow in class, native), and `arguments`.
out.push(JSON.stringify({ a: [1] }, function () { return arguments[1] }))
out.push(JSON.stringify({ a: [1] }, ((k, v) => v).bind(null)))
out.push(JSON.stringify({ a: "x" }, String))
// Non-enumerable and inherited keys are not visited; index keys come first.
const o2 = Object.create({ inh: 1 })
Object.defineProperty(o2, "hid", { value: 2 })
o2.b = 1; o2[2] = "two"; o2[1] = "one"
out.push(JSON.stringify(o2, (k, v) => v))
// Maps, Sets, typed arrays, arguments through the replacer.
out.push(JSON.stringify({ m: new Map([[1, 2]]), s: new Set([1]), t: new Uint8Array([1, 2]) }, (k, v) => v))
// A promise is refused before the replacer sees it.
try { JSON.stringify({ p: Promise.resolve(1) }, (k, v) => v) } catch (e) { out.push(e.name + ": " + e.message) }
// Strings with escapes in keys and values, and gaps longer than ten.
out.push(JSON.stringify({ "q\"k\n": "v\u2028\ud800" }, (k, v) => v, "0123456789ABC"))
out.push(JSON.stringify([[]], (k, v) => v, 20))
out.push(JSON.stringify({ a: [{}] }, (k, v) => v, new String("\t")))
out.push(log)
return out
