/*---
{
  "description": "a pattern that is not risky but has several variable quantifiers in a row takes hours on a short input when it fails; under a time limit it runs on the engine that watches the clock, and ends at the limit",
  "limits": { "timeoutMs": 300 },
  "expect": { "ok": false, "kind": "TimeoutExceeded", "message": "Execution timed out after 300ms." }
}
---*/
const s = 'a'.repeat(120)
let found
try {
  found = 'ab'.replace(/a/, 'x') + String(/a*a*a*a*a*a*b/.test(s))
} catch (e) {
  found = 'caught: ' + e.message
}
return found
