/*---
{
  "description": "under a memory limit, a buffer that would not fit is refused before it is allocated",
  "limits": { "maxMemoryBytes": 8388608 },
  "expect": { "ok": true, "value": ["RangeError", "Array buffer allocation failed", 1024] }
}
---*/
try {
  new Float64Array(2 ** 21)
  return "no error"
} catch (e) {
  return [e.name, e.message, new Uint8Array(1024).length]
}
