/*---
{
  "description": "Writes to array holes and appends (a[i] = v, push) go through index setters and read-only indices inherited from Array.prototype, as [[Set]] requires",
  "expect": {
    "ok": true,
    "value": [["set 5"], 3, "proto", "TypeError", ["c"], 1]
  }
}
---*/
const log = []
Object.defineProperty(Array.prototype, "2", { set(v) { log.push("set " + v) }, get() { return "proto" }, configurable: true })
const a = [0, 1]
a.push(5)
const len = a.length
const seen = a[2]
delete Array.prototype[2]
Object.defineProperty(Array.prototype, "0", { value: "ro", writable: false, configurable: true })
let err
try { const b = []; b[0] = 1 } catch (e) { err = e.name }
delete Array.prototype[0]
const c = []
c.push("c")
return [log, len, seen, err, c, c.length]
