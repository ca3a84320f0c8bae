/*---
{
  "description": "JSON.parse reviver: steps a reviver makes observable (a getter or a proxy put in a later slot, a deleted key, a hole, a frozen holder) run as the spec says, in order, and the walk goes on with the right records and context.source",
  "expect": {"ok": true, "value": ["a=1@1", "get b", "b=20", "x=10@10", "proxy get length", "proxy get 0", "0=7", "proxy get 1", "1=8", "proxy get toJSON", "proxy get length", "proxy get 0", "proxy get 1", "y=[14,16]", "proxy get toJSON", "proxy get length", "proxy get 0", "proxy get 1", "c={\"x\":20,\"y\":[14,16]}", "0=4@4", "1=undefined", "2=6@6", "d=[8,null,null]", "e=\"s\"@\"s\"", "f=undefined", "proxy get toJSON", "proxy get length", "proxy get 0", "proxy get 1", "={\"a\":2,\"b\":40,\"c\":{\"x\":20,\"y\":[14,16]},\"d\":[8,null,null],\"e\":\"s\"}", "proxy get toJSON", "proxy get length", "proxy get 0", "proxy get 1", "{\"a\":2,\"b\":40,\"c\":{\"x\":20,\"y\":[14,16]},\"d\":[8,null,null],\"e\":\"s\"}", "0:1@1", "0:2@2", "0:3@3", "0:4@4", "1:[4]", "1:[3,[4],\"late\"]", "1:[2,[3,[4],\"late\"],\"late\"]", "2:\"late\"", ":[1,[2,[3,[4],\"late\"],\"late\"],\"late\"]", "[1,[2,[3,[4],\"late\"],\"late\"],\"late\"]", "r!", "{\"k\":[{\"m\":\"N\"},{\"m\":\"O\"}]}"]}
}
---*/
const log = []
const text = '{"a":1,"b":2,"c":{"x":10,"y":[1,2,3]},"d":[4,5,6],"e":"s","f":{"g":1}}'
const out = JSON.parse(text, function (k, v, ctx) {
  log.push(k + "=" + JSON.stringify(v) + (ctx && "source" in ctx ? "@" + ctx.source : ""))
  if (k === "a") {
    Object.defineProperty(this, "b", { get() { log.push("get b"); return 20 }, enumerable: true, configurable: true })
  }
  if (k === "x") {
    this.y = new Proxy([7, 8], {
      get(t, p, r) { log.push("proxy get " + String(p)); return Reflect.get(t, p, r) },
      ownKeys(t) { log.push("proxy ownKeys"); return Reflect.ownKeys(t) },
    })
  }
  if (k === "0" && v === 4) { delete this[1] }
  if (k === "e") { delete this.f; Object.freeze(this) }
  if (k === "2" && v === 6) return undefined
  if (typeof v === "number") return v * 2
  return v
})
log.push(JSON.stringify(out))
const out2 = JSON.parse("[1,[2,[3,[4]]],5]", function (k, v, ctx) {
  if (k === "1" && Array.isArray(v)) {
    Object.defineProperty(this, "2", { get() { return "late" }, enumerable: true, configurable: true })
  }
  log.push(k + ":" + JSON.stringify(v) + (ctx && "source" in ctx ? "@" + ctx.source : ""))
  return v
})
log.push(JSON.stringify(out2))
let thrown
try {
  JSON.parse('{"p":{"q":[1,2,{"r":3}]}}', function (k, v) { if (k === "r") throw new Error("r!"); return v })
} catch (e) { thrown = e.message }
log.push(thrown)
const deep = JSON.parse('{"k":[{"m":"n"},{"m":"o"}]}', (k, v) => (k === "m" ? v.toUpperCase() : v))
log.push(JSON.stringify(deep))
return log
