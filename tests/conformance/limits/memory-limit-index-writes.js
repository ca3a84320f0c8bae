/*---
{
  "description": "under a memory limit, appending index writes (the interpreter's fast path) count toward it",
  "limits": { "maxMemoryBytes": 8388608 },
  "roundtrip": false,
  "expect": { "ok": false, "kind": "MemoryLimitExceeded" }
}
---*/
const a = new Array(5000000); for (let i = 0; i < 5e6; i++) a[i] = 0; return a.length
