/*---
{
  "description": "errors carry a V8-style stack: the toString header, then one 'at' line per program frame",
  "expect": {
    "ok": true,
    "value": [
      "string",
      "Error: boom 1",
      true,
      true,
      "MyErr: m",
      "TypeError: Cannot read properties of null (reading 'x')",
      "custom",
      false,
      "Error"
    ]
  }
}
---*/
function inner(x) { return new Error("boom " + x) }
const outer = () => inner(1)
const e = outer()
class MyErr extends Error { constructor(m) { super(m); this.name = "MyErr" } }
let t
try { null.x } catch (err) { t = err }
const lines = e.stack.split("\n")
const s = new Error("q")
s.stack = "custom"
const o = {}
Error.captureStackTrace(o)
return [
  typeof e.stack,
  lines[0],
  /^    at inner \(/.test(lines[1]),
  /^    at outer \(/.test(lines[2]),
  new MyErr("m").stack.split("\n")[0],
  t.stack.split("\n")[0],
  s.stack,
  Object.keys(e).includes("stack"),
  o.stack.split("\n")[0],
]
