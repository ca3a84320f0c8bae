/*---
{
  "description": "maxPendingPromises lowers the cap; settled promises do not count, and async calls and then() are refused past it too",
  "limits": { "maxPendingPromises": 50 },
  "expect": { "ok": true, "value": [200, "Too many pending promises", "Too many pending promises", "Too many pending promises"] }
}
---*/
let settled = 0
for (let i = 0; i < 200; i++) {
  await new Promise((resolve) => resolve(i))
  settled++
}
const kept = []
const out = [settled]
const tries = [
  () => { for (;;) kept.push(new Promise(() => {})) },
  () => { async function f() { await null } f() },
  () => kept[0].then(() => 1),
]
for (const f of tries) {
  try {
    f()
    out.push("no error")
  } catch (e) {
    out.push(e.message)
  }
}
return out
