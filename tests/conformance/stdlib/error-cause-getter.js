/*---
{
  "description": "Error constructors read a `cause` getter of the options after converting the message, and install it as a non-enumerable own property",
  "expect": { "ok": true, "value": [["toString", "cause"], "m", 1, false, true, true, true, 2, 3, true] }
}
---*/
const seq = []
const e = new Error({ toString() { seq.push("toString"); return "m" } }, { get cause() { seq.push("cause"); return 1 } })
const d = Object.getOwnPropertyDescriptor(e, "cause")
class MyErr extends TypeError {}
const m = new MyErr("x", { get cause() { return 2 } })
const a = new AggregateError([], "y", { get cause() { return 3 } })
return [seq, e.message, d.value, d.enumerable, d.writable, d.configurable, m instanceof MyErr, m.cause, a.cause, e instanceof Error]
