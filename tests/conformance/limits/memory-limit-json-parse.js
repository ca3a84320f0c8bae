/*---
{
  "description": "under a memory limit, JSON.parse stops while it builds, before the heap passes the limit",
  "limits": { "maxMemoryBytes": 16777216 },
  "expect": { "ok": false, "kind": "MemoryLimitExceeded" }
}
---*/
const text = "[" + "0,".repeat(2000000) + "0]"
return JSON.parse(text).length
