/*---
{
  "description": "a regular-expression search that would take hours (quadratic backtracking over four million characters, every start position rescanning the rest, all inside one instruction) ends at the time limit as any timeout does, uncatchable by the program's own try",
  "limits": { "timeoutMs": 300 },
  "expect": { "ok": false, "kind": "TimeoutExceeded", "message": "Execution timed out after 300ms." }
}
---*/
try {
  return /[ab]*c/.test('ab'.repeat(2e6))
} catch (e) {
  return 'caught: ' + e.message
}
