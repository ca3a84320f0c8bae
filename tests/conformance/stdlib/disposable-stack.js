/*---
{
  "description": "DisposableStack: use, adopt, defer, move and dispose; a disposed stack rejects new resources",
  "expect": {"ok": true, "value": [["deferred", "adopted 7", "used"], "ReferenceError", true, true, "[object DisposableStack]", "function"]}
}
---*/
const log = []
const stack = new DisposableStack()
stack.use({ [Symbol.dispose]() { log.push("used") } })
stack.adopt(7, (v) => log.push("adopted " + v))
stack.defer(() => log.push("deferred"))
const moved = stack.move()
let error
try {
  stack.defer(() => {})
} catch (e) {
  error = e.constructor.name
}
moved.dispose()
moved.dispose()
return [log, error, stack.disposed, moved.disposed, Object.prototype.toString.call(moved), typeof AsyncDisposableStack.prototype.disposeAsync]
