/*---
{
  "description": "under a memory limit, Array(n).fill is stopped before it allocates the elements",
  "limits": { "maxMemoryBytes": 8388608 },
  "roundtrip": false,
  "expect": { "ok": false, "kind": "MemoryLimitExceeded" }
}
---*/
const a = new Array(5000000).fill(0)
return a.length
