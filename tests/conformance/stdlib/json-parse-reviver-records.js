/*---
{
  "description": "JSON.parse reviver records (json-parse-with-source): context.source for numbers, strings and literals at any depth and at the root, duplicate and index keys, siblings replaced or extended before their visit, holders modified and deleted from, revivers with and without a third parameter (rest, arguments, default), a bound reviver, a walk that turns observable, many values",
  "expect": {
    "ok": true,
    "value": [
      "n=-0|1",
      "e=1E+3|1",
      "f=1.50|1",
      "s=\"a\\u0042\\n\"|1",
      "t=true|1",
      "u=false|1",
      "z=null|1",
      "0=10|1",
      "b=\"deep\"|1",
      "1={}|0",
      "a={}|0",
      "c={}|0",
      "o={}|0",
      "l={}|0",
      "={}|0",
      ":42",
      "\"str\"",
      "dup 1=true",
      "dup 2=\"two\"",
      "dup 0=5",
      "dup b=undefined",
      "dup a=30",
      "dup =undefined",
      "mod x=1",
      "mod y=2",
      "mod w={}",
      "mod 0={}",
      "mod m=5",
      "mod n=6",
      "mod extra={}",
      "mod q={}",
      "mod ={}",
      "{\"a\":[\"10:1\",null,\"30:3\"],\"b\":{\"c\":\"40:4\",\"f\":\"new\"}}",
      "[[2,\"x\",{\"k\":[true,null]}],[2,\"x\",{\"k\":[true,null]}],[\"1\",\"x\",{\"k\":[\"true\",null]}],[\"3:1\",\"x\",{\"k\":[\"3:true\",null]}]]",
      "[\"1\",\"\\\"x\\\"\",{\"k\":[\"true\",\"null\"]}]",
      "{\"a\":2,\"b\":21,\"c\":[4]}",
      "{\"a\":\"1@1\",\"b\":\"2@2\",\"c\":[\"3@3\"]}",
      3000,
      19890
    ]
  }
}
---*/
const out = []
const show = (ctx) => (ctx === undefined ? "-" : "source" in ctx ? ctx.source : "{}")
// context.source for numbers, strings, literals, nested containers, a primitive root
JSON.parse(' {"n": -0, "e": 1E+3, "f": 1.50, "s": "a\\u0042\\n", "t": true, "u": false, "z": null, "o": {"a": [10, {"b": "deep"}], "c": {}}, "l": []} ', (k, v, ctx) => {
  out.push(k + "=" + show(ctx) + "|" + Object.keys(ctx).length)
  return v
})
out.push(JSON.parse(" 42 ", (k, v, ctx) => k + ":" + ctx.source))
out.push(JSON.parse('"str"', function () { return arguments[2].source }))
// duplicate keys (the last one's source) and index keys (visited in property order)
JSON.parse('{"b": 1, "2": "two", "a": 3, "1": true, "a": 30, "b": [5]}', (k, v, { source }) => {
  out.push("dup " + k + "=" + source)
})
// a sibling replaced before it is visited: same value keeps the source, another value loses it;
// keys added to a later object have no source, its own keep theirs
JSON.parse('{"x": 1, "y": 2, "w": 7, "q": {"m": 5, "n": 6}}', function (k, v, ctx) {
  if (k === "x") {
    this.y = 2
    this.w = 8
    this.q.extra = 9
    this.q[0] = 0
  }
  out.push("mod " + k + "=" + show(ctx))
  return v
})
// deleting and modifying holder properties, returning undefined deletes
const r = JSON.parse('{"a": [1, 2, 3], "b": {"c": 4, "d": 5}, "e": 6}', function (k, v, ctx) {
  if (k === "0") delete this[1]
  if (k === "c") { delete this.d; this.f = "new" }
  if (k === "e") return undefined
  return typeof v === "number" ? v * 10 + ":" + ctx.source : v
})
out.push(JSON.stringify(r))
// revivers that cannot see context (two parameters) and ones that can (rest, arguments, default)
const text = '[1, "x", {"k": [true, null]}]'
const two = JSON.parse(text, (k, v) => (typeof v === "number" ? v + 1 : v))
const rest = JSON.parse(text, (...a) => (a.length === 3 && typeof a[1] === "number" ? a[1] + a[2].source.length : a[1]))
const dflt = JSON.parse(text, (k, v, c = "none") => (k === "0" ? c.source : v))
function plain(k, v) { return k === "0" ? arguments.length + ":" + arguments[2].source : v }
out.push(JSON.stringify([two, rest, dflt, JSON.parse(text, plain)]))
// a bound reviver takes the general walk
out.push(JSON.stringify(JSON.parse(text, function (k, v, ctx) { return ctx.source ?? v }.bind(null))))
// a two-parameter reviver whose walk turns observable (a getter put in a later slot)
out.push(JSON.stringify(JSON.parse('{"a": 1, "b": 2, "c": [3]}', function (k, v) {
  if (k === "a") Object.defineProperty(this, "b", { get() { return 20 }, enumerable: true, configurable: true })
  return typeof v === "number" ? v + 1 : v
})))
out.push(JSON.stringify(JSON.parse('{"a": 1, "b": 2, "c": [3]}', function (k, v, ctx) {
  if (k === "a") Object.defineProperty(this, "b", { get() { return 2 }, enumerable: true, configurable: true })
  return typeof v === "number" ? v + "@" + (ctx.source ?? "-") : v
})))
const big = JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ i, s: "v" + i, t: [i % 3, { u: -i }] })))
let sum = 0
let strs = 0
JSON.parse(big, (k, v, ctx) => {
  if (typeof v === "number") sum += Number(ctx.source)
  if (typeof v === "string") strs += ctx.source.length
  return v
})
out.push(sum, strs)
return out
