/*---
{
  "description": "awaiting a promise nothing can settle ends at once with a clear error, even under a time limit",
  "limits": { "timeoutMs": 600000 },
  "expect": {
    "ok": false,
    "error": {
      "kind": "ExecutionFailure",
      "message": "The program is waiting for a promise that can never settle: nothing else is pending."
    }
  }
}
---*/
await new Promise(() => {})
return 1
