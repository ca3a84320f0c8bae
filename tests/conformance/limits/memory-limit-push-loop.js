/*---
{
  "description": "under a memory limit, a loop of push calls is stopped once its elements pass the limit",
  "limits": { "maxMemoryBytes": 8388608 },
  "roundtrip": false,
  "expect": { "ok": false, "kind": "MemoryLimitExceeded" }
}
---*/
const a = []; for (let i = 0; i < 5e6; i++) a.push(0); return a.length
