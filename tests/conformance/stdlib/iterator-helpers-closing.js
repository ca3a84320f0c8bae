/*---
{
  "description": "iterator helpers close the underlying iterator on early exit and on callback errors (note: node 20 has no iterator helpers; expectation from the spec, ES2025)",
  "expect": {
    "ok": true,
    "value": [
      [
        0,
        1
      ],
      [
        "next",
        "next",
        "return",
        "|",
        "next",
        "return",
        "|",
        "next",
        "next",
        "return",
        "|",
        "next",
        "return",
        "m",
        "|",
        "return",
        "TypeError"
      ]
    ]
  }
}
---*/
const log = []
function tracked(n) {
  let i = 0
  return Object.assign(Object.create(Iterator.prototype), {
    next() { log.push("next"); return i < n ? { value: i++, done: false } : { value: undefined, done: true } },
    return() { log.push("return"); return { value: undefined, done: true } },
  })
}
const a = [...tracked(10).take(2)]
log.push("|")
const h = tracked(10).map((x) => x)
h.next()
h.return()
h.return()
log.push("|")
tracked(3).find((x) => x === 1)
log.push("|")
try { tracked(3).map(() => { throw new Error("m") }).next() } catch (e) { log.push(e.message) }
log.push("|")
try { tracked(3).map(1) } catch (e) { log.push(e.constructor.name) }
return [a, log]
