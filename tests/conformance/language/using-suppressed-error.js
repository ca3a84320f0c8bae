/*---
{
  "description": "errors from dispose methods are combined with the block's error in SuppressedError objects",
  "expect": {"ok": true, "value": ["SuppressedError", "first", "SuppressedError", "second", "body", [1, 2, "m", true]]}
}
---*/
let error
try {
  using first = { [Symbol.dispose]() { throw new Error("first") } }
  using second = { [Symbol.dispose]() { throw new Error("second") } }
  throw new Error("body")
} catch (e) {
  error = e
}
const made = new SuppressedError(1, 2, "m")
return [
  error.name,
  error.error.message,
  error.suppressed.name,
  error.suppressed.error.message,
  error.suppressed.suppressed.message,
  [made.error, made.suppressed, made.message, made instanceof Error],
]
