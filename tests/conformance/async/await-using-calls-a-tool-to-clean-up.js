/*---
{
  "description": "await using awaits an asynchronous dispose method (here a tool call) before the block is left",
  "tools": { "session.close": { "fixture": "echo" } },
  "expect": {"ok": true, "value": ["work", "closed s1", "after"]},
  "toolCalls": ["session.close"]
}
---*/
const log = []
async function open(id) {
  return {
    id,
    async [Symbol.asyncDispose]() {
      const r = await tools.session.close({ id })
      log.push("closed " + r.id)
    },
  }
}
{
  await using s = await open("s1")
  log.push("work")
}
log.push("after")
return log
