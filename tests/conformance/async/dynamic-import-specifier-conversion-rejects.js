/*---
{
  "description": "import() whose specifier's ToString throws (a throwing toString, a symbol) returns a rejected promise instead of throwing; an object specifier that converts is resolved as its string",
  "expect": { "ok": true, "value": [true, "custom error", true, "TypeError", true] }
}
---*/
const out = []
const bad = { toString() { throw "custom error" } }
let p
try { p = import(bad); out.push(p instanceof Promise) } catch (e) { out.push("threw " + e) }
try { await p } catch (e) { out.push(e) }
let q
try { q = import(Symbol("s")); out.push(q instanceof Promise) } catch (e) { out.push("threw " + e) }
try { await q } catch (e) { out.push(e.constructor.name) }
try { await import({ toString() { return "nope-module" } }) } catch (e) { out.push(e.message.includes("'nope-module")) }
return out
