/*---
{
  "description": "JSON.parse source text access (ES2026): the reviver's context.source, JSON.rawJSON and JSON.isRawJSON, raw values in JSON.stringify and in results. note: newer than node 20, values follow the specification",
  "expect": {
    "ok": true,
    "value": [["a:{\"source\":\"12345678901234567890\"}", "0:{\"source\":\"1.0\"}", "1:{\"source\":\"\\\"x\\\\u0041\\\"\"}", "2:{\"source\":\"true\"}", "3:{\"source\":\"null\"}", "b:{}", "c:{}", ":{}", "{\"n\":12345678901234567890,\"s\":\"hi\"}", true, false, true, null, "SyntaxError", "SyntaxError", "SyntaxError", "SyntaxError", "SyntaxError", "SyntaxError", "[1,\"none\"]", "1e1000", "[\n -0\n]"], 1.5]
  }
}
---*/
const out = []
const big = JSON.parse('{"a": 12345678901234567890, "b": [1.0, "x\\u0041", true, null], "c": {}}', (k, v, ctx) => { out.push(k + ":" + JSON.stringify(ctx)); return v })
out.push(JSON.stringify({ n: JSON.rawJSON("12345678901234567890"), s: JSON.rawJSON('"hi"') }))
out.push(JSON.isRawJSON(JSON.rawJSON("1")), JSON.isRawJSON({}), Object.isFrozen(JSON.rawJSON("null")), Object.getPrototypeOf(JSON.rawJSON("1")))
for (const bad of ["", " 1", "{}", "[1]", "1 ", "x"]) { try { JSON.rawJSON(bad); out.push("ok?") } catch (e) { out.push(e.name) } }
// value replaced by reviver before being visited: no source
out.push(JSON.stringify(JSON.parse('[1, 2]', function (k, v, ctx) { if (k === "0") this[1] = 3; return k === "1" ? ctx.source ?? "none" : v })))
out.push(JSON.stringify(JSON.rawJSON("1e1000")))
out.push(JSON.stringify([JSON.rawJSON("-0")], null, 1))
return [out, JSON.rawJSON("1.50")]
