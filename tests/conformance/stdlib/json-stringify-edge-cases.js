/*---
{
  "description": "JSON.stringify: string and capped indents, boxed primitives, holes, -0, exponents, integer-like key order, symbol keys, toJSON results, replacer this and root key",
  "expect": {"ok": true, "value": ["{\n--\"a\": [\n----1,\n----{\n------\"b\": []\n----}\n--]\n}", "{\nabcdefghij\"a\": 1\n}", "[\n          1,\n          [\n                    2\n          ]\n]", "{\n   \"a\": 1\n}", "{\n\t\"a\": 1\n}", "[1,\"s\",false,false]", "[null,1,null,2]", "[0,1e+21,1e-7,0.30000000000000004,123456789012345680000]", "{\"1\":4,\"2\":2,\"b\":1,\"a\":3}", "{\"y\":[null]}", "{\"x\":[\"x\"]}", "{\"p\":{\"q\":1}}", [["", ""], ["p", "p"], ["q", "q"]], "{\"a\":1,\"c\":{\"a\":3}}", "{\"1\":\"one\",\"2\":\"two\"}", "\"  𐀀\\udc00\\ud800x\\u001f\"", "{\"\\n\":1,\"\\\"\":2}", "{}", "{}", "{\"g\":7,\"h\":8}", "[null,null,null]", true, true, true, "null", "true", "null", "null", "\"2001-02-03T04:05:06.007Z\"", "{\"d\":null}", "{\"x\":1,\"y\":2}", "{\n  \"a\": []\n}", "[\n  {}\n]", "{}"]}
}
---*/
const out = []
out.push(JSON.stringify({ a: [1, { b: [] }] }, null, "--"))
out.push(JSON.stringify({ a: 1 }, null, "abcdefghijklmnop"))
out.push(JSON.stringify([1, [2]], null, 20))
out.push(JSON.stringify({ a: 1 }, null, new Number(3)))
out.push(JSON.stringify({ a: 1 }, null, new String("\t")))
out.push(JSON.stringify([new Number(1), new String("s"), new Boolean(false), Object(2n) === 0]))
out.push(JSON.stringify([, 1, , 2]))
out.push(JSON.stringify([-0, 1e21, 1e-7, 0.1 + 0.2, 123456789012345680000]))
out.push(JSON.stringify({ b: 1, 2: 2, a: 3, 1: 4, [Symbol("s")]: 5 }))
out.push(JSON.stringify({ x: { toJSON() { return undefined } }, y: [{ toJSON() { return undefined } }] }))
out.push(JSON.stringify({ x: { toJSON(k) { return [k] } } }))
const seen = []
out.push(JSON.stringify({ p: { q: 1 } }, function (k, v) {
  seen.push([k, this === undefined ? "undef" : Object.keys(this).join("|")])
  return v
}))
out.push(seen)
out.push(JSON.stringify({ a: 1, b: 2, c: { a: 3, d: 4 } }, ["a", "c", "a", 1]))
out.push(JSON.stringify({ 1: "one", 2: "two" }, [1, new String("2")]))
out.push(JSON.stringify("\u2028\u2029\ud800\udc00\udc00\ud800x\u007f\u001f"))
out.push(JSON.stringify({ "\n": 1, "\"": 2 }))
out.push(JSON.stringify(Object.create(null)))
out.push(JSON.stringify(Object.create({ inherited: 1 })))
out.push(JSON.stringify({ get g() { return 7 }, h: 8 }))
out.push(JSON.stringify([function () {}, Symbol("x"), undefined]))
out.push(JSON.stringify(undefined) === undefined, JSON.stringify(Symbol()) === undefined, JSON.stringify(function () {}) === undefined)
out.push(JSON.stringify(null), JSON.stringify(true), JSON.stringify(NaN), JSON.stringify(-Infinity))
out.push(JSON.stringify(new Date(Date.UTC(2001, 1, 3, 4, 5, 6, 7))))
out.push(JSON.stringify({ d: new Date(NaN) }))
class Point { constructor() { this.x = 1; this.y = 2 } }
out.push(JSON.stringify(new Point()))
out.push(JSON.stringify({ a: [] }, null, 2), JSON.stringify([{}], null, 2))
out.push(JSON.stringify({ a: undefined, b: function () {} }, null, 2))
return out
